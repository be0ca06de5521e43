/**
 * Add-to-cart (spec §4): the same product with the same accessory set (order-insensitive)
 * adds to the existing line's amount; anything else becomes a new line.
 */
import type { AccessoryRef, CartItem } from "./model.ts"
import { MAX_AMOUNT } from "./model.ts"
import { normalizeAmount } from "./normalize.ts"

export interface NewCartItem {
  readonly productId: CartItem["productId"]
  readonly accessories: ReadonlyArray<AccessoryRef>
  readonly amount: number
}

/** Same accessory ids with the same amounts, in any order; repeated ids are summed first. */
export const accessoryKey = (accessories: ReadonlyArray<AccessoryRef>): string =>
  [...combineAccessories(accessories)]
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((a) => `${a.id}*${a.amount}`)
    .join(",")

/** Folds repeated accessory ids into one entry (capped at the maximum amount). */
export const combineAccessories = (accessories: ReadonlyArray<AccessoryRef>): ReadonlyArray<AccessoryRef> => {
  const byId = new Map<string, AccessoryRef>()
  for (const a of accessories) {
    const seen = byId.get(a.id)
    byId.set(a.id, seen ? { id: a.id, amount: Math.min(MAX_AMOUNT, seen.amount + a.amount) } : a)
  }
  return [...byId.values()]
}

export const isSameConfiguration = (a: NewCartItem, b: NewCartItem): boolean =>
  a.productId === b.productId && accessoryKey(a.accessories) === accessoryKey(b.accessories)

/** Pure merge; `newId` is used only when a new line is created. */
export const mergeIntoCart = (
  cart: ReadonlyArray<CartItem>,
  added: NewCartItem,
  newId: string,
  uid?: string,
): ReadonlyArray<CartItem> => {
  const index = cart.findIndex((item) => isSameConfiguration(item, added))
  if (index >= 0) {
    return cart.map((item, i) => (i === index ? { ...item, amount: Math.min(MAX_AMOUNT, item.amount + added.amount) } : item))
  }
  const line: CartItem = {
    id: newId,
    ...(uid === undefined ? {} : { uid }),
    productId: added.productId,
    accessories: combineAccessories(added.accessories),
    amount: Math.min(MAX_AMOUNT, added.amount),
  }
  return [...cart, line]
}

/**
 * Guest ids are millisecond timestamps (spec §3). Two adds in the same millisecond must not
 * collide, so the id is bumped past the largest timestamp id already in the cart.
 */
export const nextGuestId = (cart: ReadonlyArray<CartItem>, now: number): string => {
  let id = now
  for (const item of cart) {
    const n = Number(item.id)
    if (Number.isSafeInteger(n) && n >= id) id = n + 1
  }
  return String(id)
}

/** Sets a line's amount as typed, normalised by the amount rule (spec §5). */
export const setAmount = (cart: ReadonlyArray<CartItem>, id: string, amount: unknown): ReadonlyArray<CartItem> =>
  cart.map((item) => (item.id === id ? { ...item, amount: normalizeAmount(amount) } : item))

export const removeItem = (cart: ReadonlyArray<CartItem>, id: string): ReadonlyArray<CartItem> =>
  cart.filter((item) => item.id !== id)

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
 * Several lines added one after another by the add rule (a line repeated in `added` adds to the
 * first one's amount, as two adds would). Answers the cart afterwards and the lines it changed or
 * created, in the cart's order: what a store must write.
 */
export const mergeAllIntoCart = (
  cart: ReadonlyArray<CartItem>,
  added: ReadonlyArray<NewCartItem>,
  now: number,
): { readonly items: ReadonlyArray<CartItem>; readonly changed: ReadonlyArray<CartItem> } => {
  let items = cart
  for (const item of added) items = mergeIntoCart(items, item, nextGuestId(items, now))
  // mergeIntoCart keeps every untouched line as the same object.
  const before = new Set(cart)
  return { items, changed: items.filter((item) => !before.has(item)) }
}

/**
 * How many of `added`, taken in their order, go into the cart by the add rule before the first one
 * after which `fits` says no: the first `n` lines of a list that does not fit whole.
 */
export const countFitting = (
  cart: ReadonlyArray<CartItem>,
  added: ReadonlyArray<NewCartItem>,
  now: number,
  fits: (items: ReadonlyArray<CartItem>) => boolean,
): number => {
  let items = cart
  let n = 0
  for (const item of added) {
    items = mergeIntoCart(items, item, nextGuestId(items, now))
    if (!fits(items)) break
    n++
  }
  return n
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

/**
 * Saved project carts (issue 27, part 4): a logged-in customer keeps their cart under a name (one
 * per building site), lists them with their list price priced from the catalogue now, opens one
 * into the cart (replacing it, or adding to it by the add rule), renames, copies and deletes them,
 * and takes a saved cart's PDF or CSV, made as the cart's own are.
 *
 * Nothing here trusts a kept price: a saved cart keeps lines, project number and discount only.
 * Lines whose product or accessory the catalogue no longer has stay saved (the catalogue may carry
 * them again); the list counts them, and the cart and the exports leave them out as they do for the
 * cart (spec §8).
 */
import { Clock, Effect } from "effect"
import { addManyToStoredCart, storedCartState } from "../accounts/cart.ts"
import { type NewCartItem, mergeAllIntoCart } from "../cart/addToCart.ts"
import type { CartItem, Sender } from "../cart/model.ts"
import { priceSharedCart } from "../cart/quote.ts"
import type { SharedCart } from "../cart/share.ts"
import { type CartTotals, cartTotals } from "../cart/totals.ts"
import { buildCartView } from "../cart/view.ts"
import { NO_PRICED_LINE, renderCartPdf } from "../documents/cartPdf.ts"
import { InvalidInput } from "../errors/errors.ts"
import { cartCsvFile } from "../export/csv.ts"
import { isoBasicTimestamp, sanitizeFileName } from "../files/fileNames.ts"
import type { Language } from "../i18n/language.ts"
import { type Cents, percent } from "../money/money.ts"
import { CartStore } from "../ports/CartStore.ts"
import { type SavedCart, SavedCarts } from "../ports/SavedCarts.ts"
import { SavedCartNotFound, SavedCartRefused } from "./errors.ts"
import { MAX_SAVED_CART_LINES } from "./limits.ts"
import { copyName, savedCartName, tidySavedCartName } from "./name.ts"

/** The name the save form proposes: the cart's project number when it has one (else none). */
export const proposedSavedCartName = (projectId: string): string => tidySavedCartName(projectId)

const lineOf = (item: CartItem): NewCartItem => ({ productId: item.productId, accessories: item.accessories, amount: item.amount })

/** Saves the user's cart as it is now (its lines, project number and discount) under `rawName`. */
export const saveCurrentCart = Effect.fn("SavedCarts.saveCurrent")(function* (uid: string, rawName: string) {
  const name = yield* Effect.fromResult(savedCartName(rawName))
  const items = yield* (yield* CartStore).list(uid)
  if (items.length === 0) return yield* new SavedCartRefused({ reason: "savedCartEmpty" })
  if (items.length > MAX_SAVED_CART_LINES) return yield* new SavedCartRefused({ reason: "savedCartTooLarge", count: items.length, limit: MAX_SAVED_CART_LINES })
  const state = yield* storedCartState(uid)
  return yield* (yield* SavedCarts).create(uid, { name, projectId: state.projectId, discount: state.discount, items: items.map(lineOf) })
})

const ownSavedCart = Effect.fn("SavedCarts.own")(function* (uid: string, id: string) {
  const saved = yield* (yield* SavedCarts).get(uid, id)
  if (saved === null) return yield* new SavedCartNotFound({ id })
  return saved
})

export const renameSavedCart = Effect.fn("SavedCarts.rename")(function* (uid: string, id: string, rawName: string) {
  const name = yield* Effect.fromResult(savedCartName(rawName))
  if (!(yield* (yield* SavedCarts).rename(uid, id, name))) return yield* new SavedCartNotFound({ id })
  return name
})

/** A copy under the first free `name (n)`; it counts against the limit as any saved cart. */
export const duplicateSavedCart = Effect.fn("SavedCarts.duplicate")(function* (uid: string, id: string) {
  const store = yield* SavedCarts
  const original = yield* ownSavedCart(uid, id)
  const names = (yield* store.list(uid)).map((cart) => cart.name)
  return yield* store.create(uid, { name: copyName(original.name, names), projectId: original.projectId, discount: original.discount, items: original.items })
})

/** Deletes one of the user's saved carts; deleting one already gone (another tab) is no error. */
export const deleteSavedCart = Effect.fn("SavedCarts.delete")(function* (uid: string, id: string) {
  return yield* (yield* SavedCarts).remove(uid, id)
})

/** How a saved cart goes into the cart: instead of its lines, or added to them. */
export type OpenMode = "replace" | "add"

/**
 * Opens a saved cart into the user's stored cart. `replace`: the cart becomes the saved cart, its
 * project number and discount too (one transaction under the cart's lock). `add`: each saved line
 * is added by the add rule (the same configuration raises the amount), all or none (CartFull with
 * how many would fit); the cart keeps its own project number and discount.
 */
export const openSavedCart = Effect.fn("SavedCarts.open")(function* (uid: string, id: string, mode: OpenMode) {
  const saved = yield* ownSavedCart(uid, id)
  if (mode === "add") {
    yield* addManyToStoredCart(uid, saved.items)
    return saved
  }
  const now = yield* Clock.currentTimeMillis
  yield* (yield* CartStore).modify(uid, (cart) => ({
    remove: cart.items.map((item) => item.id),
    upsert: mergeAllIntoCart([], saved.items, now).items,
    state: { projectId: saved.projectId, discount: saved.discount },
    result: undefined,
  }))
  return saved
})

/** A saved cart as the list shows it: priced from the catalogue now, never from what was kept. */
export interface SavedCartSummary {
  readonly id: string
  readonly name: string
  readonly projectId: string
  readonly createdAt: string
  readonly updatedAt: string
  /** Lines saved. */
  readonly lines: number
  /** Of them, lines the catalogue no longer has (or no longer offers so): left out of the price, the cart and the exports. */
  readonly unavailable: number
  /** The list price total of the lines the catalogue has (no discount), or price on request. */
  readonly listPrice: { readonly _tag: "Priced"; readonly subtotal: Cents } | { readonly _tag: "PriceOnRequest" }
}

const listPriceOf = (totals: CartTotals): SavedCartSummary["listPrice"] =>
  totals._tag === "Priced" ? { _tag: "Priced", subtotal: totals.subtotal } : { _tag: "PriceOnRequest" }

/**
 * The user's saved carts, newest first, each priced from the catalogue now. All their lines are
 * viewed at once (one look-up of the article groups, not one per saved cart).
 */
export const savedCartSummaries = Effect.fn("SavedCarts.summaries")(function* (uid: string) {
  const carts = yield* (yield* SavedCarts).list(uid)
  const items: Array<CartItem> = carts.flatMap((cart, n) => cart.items.map((item, i) => ({ id: `${n}-${i}`, ...item })))
  const view = yield* buildCartView(items)
  const cartOf = (id: string) => Number(id.slice(0, id.indexOf("-")))
  return carts.map((cart, n): SavedCartSummary => {
    const priced = view.items.filter((item) => cartOf(item.id) === n)
    return {
      id: cart.id,
      name: cart.name,
      projectId: cart.projectId,
      createdAt: cart.createdAt,
      updatedAt: cart.updatedAt,
      lines: cart.items.length,
      unavailable: cart.items.length - priced.length,
      listPrice: listPriceOf(cartTotals(priced, percent(0))),
    }
  })
})

/** A saved cart as the exports read a cart: the share string's fields. */
export const savedCartShared = (cart: SavedCart): SharedCart => ({ items: cart.items, company: "", discount: cart.discount, projectId: cart.projectId })

/** `{name}-{ISO timestamp}.{pdf|csv}`, the name by the file-name rule (`baustelle-linz-20261130T101500Z.pdf`). */
export const savedCartFileName = (name: string, epochMillis: number, extension: "pdf" | "csv"): string =>
  `${sanitizeFileName(name)}-${isoBasicTimestamp(epochMillis)}.${extension}`

/** The cart PDF (the cart's own document) of one of the user's saved carts, with its project number and discount. */
export const savedCartPdf = Effect.fn("SavedCarts.pdf")(function* (uid: string, id: string, lang: Language, sender: Sender) {
  const saved = yield* ownSavedCart(uid, id)
  const pdf = yield* renderCartPdf(savedCartShared(saved), lang, sender)
  return { fileName: savedCartFileName(saved.name, yield* Clock.currentTimeMillis, "pdf"), bytes: pdf.bytes, removed: pdf.removed.length }
})

/** The cart CSV (spec §9, the cart request's) of one of the user's saved carts; refused as the PDF is when no line can be priced. */
export const savedCartCsv = Effect.fn("SavedCarts.csv")(function* (uid: string, id: string, lang: Language) {
  const saved = yield* ownSavedCart(uid, id)
  const priced = yield* priceSharedCart(savedCartShared(saved), lang)
  if (priced.items.length === 0) return yield* new InvalidInput({ issues: [{ path: "id", key: "invalidValue", detail: NO_PRICED_LINE }] })
  return { fileName: savedCartFileName(saved.name, yield* Clock.currentTimeMillis, "csv"), text: cartCsvFile(priced.items), removed: priced.view.removed.length }
})

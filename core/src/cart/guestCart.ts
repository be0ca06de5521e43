/**
 * Changes to a guest cart (kept in the cookie): add with the merge rule, set an amount,
 * remove, set discount and project id. Each change is normalised by the spec's input rules;
 * a change is refused when the cart would outgrow one cookie (an add also at the line limit), and
 * several lines are added all or none.
 */
import { Clock, Effect, Schema } from "effect"
import { type GuestCart, fitsInCookie } from "./cookie.ts"
import { MAX_CART_LINES } from "./model.ts"
import { type NewCartItem, countFitting, mergeAllIntoCart, mergeIntoCart, nextGuestId, removeItem, setAmount } from "./addToCart.ts"
import { normalizeDiscount, normalizeProjectId } from "./normalize.ts"

/**
 * The cart cannot take the change (a guest: log in for a server-side cart, or export what is there).
 * `lines`: the lines the cart holds. A refused `addMany` says also how many lines it was given
 * (`requested`), how many of them, the first ones in order, would have fit (`fit`), and which limit
 * was reached (`limit`: MAX_CART_LINES lines, or the guest's one cookie).
 */
export class CartFull extends Schema.TaggedError<CartFull>()("CartFull", {
  lines: Schema.Number,
  requested: Schema.optionalKey(Schema.Number),
  fit: Schema.optionalKey(Schema.Number),
  limit: Schema.optionalKey(Schema.Literals(["lines", "cookie"])),
}) {
  override get message() {
    const many = this.requested === undefined ? "" : `: only ${this.fit ?? 0} of ${this.requested} lines fit`
    return `the cart is full (${this.lines} lines${this.limit === "cookie" ? ", one cookie" : `, at most ${MAX_CART_LINES}`})${many}`
  }
}

/** The limits of the guest cart: MAX_CART_LINES lines within one cookie; null when `cart` keeps to them. */
const guestLimitReached = (cart: GuestCart): "lines" | "cookie" | null =>
  cart.items.length > MAX_CART_LINES ? "lines" : fitsInCookie(cart) ? null : "cookie"

export const addToGuest = Effect.fn("GuestCart.add")(function* (cart: GuestCart, added: NewCartItem) {
  const now = yield* Clock.currentTimeMillis
  const items = mergeIntoCart(cart.items, added, nextGuestId(cart.items, now))
  const next = { ...cart, items }
  const limit = guestLimitReached(next)
  if (limit !== null) return yield* new CartFull({ lines: cart.items.length, limit })
  return next
})

/**
 * Adds every line of `added` by the add rule, or none: when the cart would outgrow its limits the
 * error says how many of them, the first ones, would fit.
 */
export const addManyToGuest = Effect.fn("GuestCart.addMany")(function* (cart: GuestCart, added: ReadonlyArray<NewCartItem>) {
  if (added.length === 0) return cart
  const now = yield* Clock.currentTimeMillis
  const withAdded = (lines: ReadonlyArray<NewCartItem>): GuestCart => ({ ...cart, items: mergeAllIntoCart(cart.items, lines, now).items })
  const next = withAdded(added)
  if (guestLimitReached(next) === null) return next
  const fit = countFitting(cart.items, added, now, (items) => guestLimitReached({ ...cart, items }) === null)
  // The limit the first line that does not fit reaches (a long list may outgrow both).
  const limit = guestLimitReached(withAdded(added.slice(0, fit + 1))) ?? "cookie"
  return yield* new CartFull({ lines: cart.items.length, requested: added.length, fit, limit })
})

/**
 * A change that makes the cookie larger (a bigger amount, a longer project number) is refused too
 * when the cart would outgrow it: a browser drops such a cookie without a word and keeps the old one.
 */
const withinCookie = (before: GuestCart, next: GuestCart): Effect.Effect<GuestCart, CartFull> => (fitsInCookie(next) ? Effect.succeed(next) : Effect.fail(new CartFull({ lines: before.items.length, limit: "cookie" })))

export const setGuestAmount = (cart: GuestCart, id: string, amount: unknown) => withinCookie(cart, { ...cart, items: setAmount(cart.items, id, amount) })
export const removeFromGuest = (cart: GuestCart, id: string): GuestCart => ({ ...cart, items: removeItem(cart.items, id) })
export const setGuestDiscount = (cart: GuestCart, discount: unknown) => withinCookie(cart, { ...cart, discount: normalizeDiscount(discount) })
export const setGuestProjectId = (cart: GuestCart, projectId: unknown) => withinCookie(cart, { ...cart, projectId: normalizeProjectId(projectId) })

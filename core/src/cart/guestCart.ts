/**
 * Changes to a guest cart (kept in the cookie): add with the merge rule, set an amount,
 * remove, set discount and project id. Each change is normalised by the spec's input rules;
 * a change is refused when the cart would outgrow one cookie (an add also at the line limit).
 */
import { Clock, Effect, Schema } from "effect"
import { type GuestCart, fitsInCookie } from "./cookie.ts"
import { MAX_CART_LINES } from "./model.ts"
import { type NewCartItem, mergeIntoCart, nextGuestId, removeItem, setAmount } from "./addToCart.ts"
import { normalizeDiscount, normalizeProjectId } from "./normalize.ts"

/** The guest cart is full: log in for a server-side cart (or export what is there). */
export class CartFull extends Schema.TaggedError<CartFull>()("CartFull", {
  lines: Schema.Number,
}) {
  override get message() {
    return `the guest cart is full (${this.lines} lines)`
  }
}

export const addToGuest = Effect.fn("GuestCart.add")(function* (cart: GuestCart, added: NewCartItem) {
  const now = yield* Clock.currentTimeMillis
  const items = mergeIntoCart(cart.items, added, nextGuestId(cart.items, now))
  const next = { ...cart, items }
  if (items.length > MAX_CART_LINES || !fitsInCookie(next)) return yield* new CartFull({ lines: cart.items.length })
  return next
})

/**
 * A change that makes the cookie larger (a bigger amount, a longer project number) is refused too
 * when the cart would outgrow it: a browser drops such a cookie without a word and keeps the old one.
 */
const withinCookie = (before: GuestCart, next: GuestCart): Effect.Effect<GuestCart, CartFull> => (fitsInCookie(next) ? Effect.succeed(next) : Effect.fail(new CartFull({ lines: before.items.length })))

export const setGuestAmount = (cart: GuestCart, id: string, amount: unknown) => withinCookie(cart, { ...cart, items: setAmount(cart.items, id, amount) })
export const removeFromGuest = (cart: GuestCart, id: string): GuestCart => ({ ...cart, items: removeItem(cart.items, id) })
export const setGuestDiscount = (cart: GuestCart, discount: unknown) => withinCookie(cart, { ...cart, discount: normalizeDiscount(discount) })
export const setGuestProjectId = (cart: GuestCart, projectId: unknown) => withinCookie(cart, { ...cart, projectId: normalizeProjectId(projectId) })

/**
 * The cart of the visitor a request comes from (spec §4): a guest's cart kept in a cookie, or a
 * logged-in user's cart kept in the database. The web picks the adapter once per request from the
 * session (`cart/cookieCart.ts` over `CartCookieJar`, `accounts/cart.ts` `storedCartLayer` over
 * `CartStore`); every change follows the same rules either way (the add rule of `cart/addToCart.ts`,
 * the input normalisation of spec §5). Prices are never kept: the web prices what `read` answers.
 */
import { Context, Effect, Layer, Ref } from "effect"
import type { NewCartItem } from "../cart/addToCart.ts"
import type { GuestCart } from "../cart/cookie.ts"
import type { CartFull } from "../cart/guestCart.ts"
import type { InfrastructureError } from "../errors/errors.ts"

/** What `read` answers: the lines (oldest first), the discount and the project number. */
export interface VisitorCartContents extends GuestCart {
  /** The kept cart could not be read whole and was repaired (dropped lines or fields); the cookie only. */
  readonly repaired: boolean
}

/** A change of the cart's state as typed: the discount, the project number, or both. */
export interface VisitorCartStateChange {
  readonly discount?: unknown
  readonly projectId?: unknown
}

export class VisitorCart extends Context.Service<
  VisitorCart,
  {
    /** The logged-in user whose stored cart this is; null for a guest (the cookie cart). */
    readonly user: string | null
    /** The cart as kept now. */
    readonly read: Effect.Effect<VisitorCartContents, InfrastructureError>
    /** Adds by the add rule (same product and accessory set: amounts added, capped); CartFull when it does not fit, changing nothing. */
    readonly add: (item: NewCartItem) => Effect.Effect<void, InfrastructureError | CartFull>
    /**
     * Adds every line by the add rule, one after another in one step (one cookie write; one
     * transaction under the cart's lock), or none: CartFull, with `requested` and `fit` (how many of
     * them, the first ones, would fit) and the `limit` reached, when they do not fit together.
     */
    readonly addMany: (items: ReadonlyArray<NewCartItem>) => Effect.Effect<void, InfrastructureError | CartFull>
    /** Sets a line's amount as typed (spec §5 amount rule); an unknown id changes nothing; CartFull when it does not fit. */
    readonly setAmount: (id: string, amount: unknown) => Effect.Effect<void, InfrastructureError | CartFull>
    /** Removes the lines with these ids (an unknown id is no error). */
    readonly remove: (ids: ReadonlyArray<string>) => Effect.Effect<void, InfrastructureError>
    /** Sets the discount and/or project number as typed (spec §5 rules), keeping the other; CartFull when it does not fit. */
    readonly setState: (change: VisitorCartStateChange) => Effect.Effect<void, InfrastructureError | CartFull>
  }
>()("shop/cart/VisitorCart") {}

/**
 * Where the guest's cart cookie is read and written for one request: the web provides it from the
 * request's cookies and its answer. The value is the cookie's text (`encodeCartCookie`'s form); on the
 * wire it is percent-encoded, as `cartCookieValue` sends and `fitsInCookie` measures it.
 */
export class CartCookieJar extends Context.Service<
  CartCookieJar,
  {
    /** The cookie's text, as the request brought it (undefined: none). */
    readonly get: Effect.Effect<string | undefined>
    /** Sends the cookie's new text back with the answer. */
    readonly set: (value: string) => Effect.Effect<void>
  }
>()("shop/cart/CartCookieJar") {
  /** In memory: one browser's cookie, kept between the requests made with the same layer. */
  static readonly layerTest = Layer.effect(
    CartCookieJar,
    Effect.map(Ref.make<string | undefined>(undefined), (cookie) => CartCookieJar.of({ get: Ref.get(cookie), set: (value) => Ref.set(cookie, value) })),
  )
}

/**
 * Server functions of the cart. A guest's cart is the cookie: every call reads and decodes it,
 * applies one change by the core's rules and writes it back. A logged-in user's cart is stored
 * (spec §4): every change runs in one transaction on their own rows (the same merge rule, so two
 * tabs adding at once both count). Either way the answer is priced anew from the catalogue.
 */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import {
  type AccessoryId,
  type CartFull,
  CartStore,
  Catalogue,
  type GuestCart,
  type Language,
  type NewCartItem,
  type ProductId,
  addToGuest,
  checkConfiguration,
  normalizeAmount,
  offeredAccessories,
  removeFromGuest,
  setGuestAmount,
  setGuestDiscount,
  setGuestProjectId,
} from "@shop/core"
import { addToStoredCart, setStoredAmount, setStoredCartState, storedCartState } from "@shop/core/accounts/cart"
import { inquiryIntoCart as intoCart } from "@shop/core/inquiries/inquiries"
import type { CartNotice, CartView } from "./model.ts"
import { cartViewOf, readGuestCart, writeGuestCart } from "./guestCartCookie.ts"
import { addToCartInput, cartInput, cartLineInput, cartMetaInput, inquiryIntoCartInput, removeLineInput } from "./inputs.ts"
import { requestSession } from "../account/request.ts"
import { isSameOrigin } from "../../platform/http.ts"
import { ShopError, runPage } from "../../platform/run.ts"

const sameOriginOnly = () => {
  if (!isSameOrigin()) throw new ShopError("generalError")
}

/** Who owns the cart of this request: the logged-in user's id, or null for a guest. */
const cartOwner = Effect.map(requestSession(), (session) => session?.user.id ?? null)

const storedCart = (uid: string) =>
  Effect.gen(function* () {
    const items = yield* (yield* CartStore).list(uid)
    const state = yield* storedCartState(uid)
    return { items, discount: state.discount, projectId: state.projectId } satisfies GuestCart
  })

/** Runs `change` on the request's cart (stored or cookie) and answers the new view. */
const withCart = <E, R>(
  lang: Language,
  change: {
    readonly guest: (cart: GuestCart, notices: ReadonlyArray<CartNotice>) => Effect.Effect<{ readonly cart: GuestCart; readonly notices: ReadonlyArray<CartNotice> }, E, R>
    readonly stored: (uid: string) => Effect.Effect<ReadonlyArray<CartNotice>, E, R>
  },
) =>
  Effect.gen(function* () {
    const owner = yield* cartOwner
    if (owner !== null) {
      const notices = yield* change.stored(owner)
      return yield* cartViewOf(yield* storedCart(owner), lang, notices, owner)
    }
    const read = readGuestCart()
    const next = yield* change.guest(read.cart, read.notices)
    if (next.cart !== read.cart) yield* Effect.promise(() => writeGuestCart(next.cart))
    return yield* cartViewOf(next.cart, lang, next.notices)
  })

/** A guest change by the core's rules; one the cookie cannot hold leaves the cart as it was, with the `cartFull` notice. */
const guestChange =
  <R>(change: (cart: GuestCart) => Effect.Effect<GuestCart, CartFull, R>) =>
  (cart: GuestCart, notices: ReadonlyArray<CartNotice>) =>
    change(cart).pipe(
      Effect.map((next) => ({ cart: next, notices })),
      Effect.catchTag("CartFull", () => Effect.succeed({ cart, notices: [...notices, "cartFull" as const] })),
    )

const unchanged = {
  guest: (cart: GuestCart, notices: ReadonlyArray<CartNotice>) => Effect.succeed({ cart, notices }),
  stored: () => Effect.succeed<ReadonlyArray<CartNotice>>([]),
}

export const getCart = createServerFn({ method: "GET" })
  .validator(cartInput)
  .handler(({ data }): Promise<CartView> => runPage(withCart(data.lang, unchanged)))

export const addToCart = createServerFn({ method: "POST" })
  .validator(addToCartInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    return runPage(
      Effect.gen(function* () {
        const product = yield* (yield* Catalogue).product(data.productId)
        const accessories = data.accessories.map((a) => ({ id: a.id as AccessoryId, amount: normalizeAmount(a.amount) }))
        const valid = checkConfiguration(yield* offeredAccessories(product), accessories).length === 0
        const added: NewCartItem = { productId: product.key as ProductId, accessories, amount: normalizeAmount(data.amount) }
        return yield* withCart(data.lang, {
          guest: valid ? guestChange((cart) => addToGuest(cart, added)) : (cart, notices) => Effect.succeed({ cart, notices: [...notices, "configurationInvalid" as const] }),
          stored: (uid) =>
            valid
              ? addToStoredCart(uid, added).pipe(
                  Effect.as([] as ReadonlyArray<CartNotice>),
                  Effect.catchTag("CartFull", () => Effect.succeed(["storedCartFull" as const])),
                )
              : Effect.succeed(["configurationInvalid" as const]),
        })
      }),
    )
  })

export const updateCartLine = createServerFn({ method: "POST" })
  .validator(cartLineInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    return runPage(
      withCart(data.lang, {
        guest: guestChange((cart) => setGuestAmount(cart, data.id, data.amount)),
        stored: (uid) => Effect.as(setStoredAmount(uid, data.id, data.amount), []),
      }),
    )
  })

export const removeCartLine = createServerFn({ method: "POST" })
  .validator(removeLineInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    return runPage(
      withCart(data.lang, {
        guest: (cart, notices) => Effect.succeed({ cart: removeFromGuest(cart, data.id), notices }),
        stored: (uid) =>
          Effect.gen(function* () {
            yield* (yield* CartStore).remove(uid, data.id)
            return []
          }),
      }),
    )
  })

export const updateCartMeta = createServerFn({ method: "POST" })
  .validator(cartMetaInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    const change = { ...(data.discount === undefined ? {} : { discount: data.discount }), ...(data.projectId === undefined ? {} : { projectId: data.projectId }) }
    return runPage(
      withCart(data.lang, {
        guest: guestChange((cart) =>
          Effect.gen(function* () {
            let next = cart
            if (change.discount !== undefined) next = yield* setGuestDiscount(next, change.discount)
            if (change.projectId !== undefined) next = yield* setGuestProjectId(next, change.projectId)
            return next
          }),
        ),
        stored: (uid) => Effect.as(setStoredCartState(uid, change), []),
      }),
    )
  })

/**
 * ★ "Into the cart again" from `/user/profile/inquiries`: the inquiry's cart merged into the user's
 * stored cart; items the catalogue no longer has become the `itemsRemoved` notice. null: not logged
 * in, or not the user's inquiry.
 */
export const inquiryIntoCart = createServerFn({ method: "POST" })
  .validator(inquiryIntoCartInput)
  .handler(({ data }): Promise<CartView | null> => {
    sameOriginOnly()
    return runPage(
      Effect.gen(function* () {
        const owner = yield* cartOwner
        if (owner === null) return null
        const outcome = yield* Effect.option(intoCart(owner, data.id).pipe(Effect.catchTag("InquiryNotFound", () => Effect.fail(undefined))))
        if (outcome._tag === "None") return null
        const notices: Array<CartNotice> = []
        if (outcome.value.missing > 0) notices.push("itemsRemoved")
        if (outcome.value.full) notices.push("storedCartFull")
        return yield* cartViewOf(yield* storedCart(owner), data.lang, notices, owner)
      }),
    )
  })

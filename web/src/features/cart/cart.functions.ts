/**
 * Server functions of the cart. Each runs one change on the request's `VisitorCart` (picked once
 * from the session: the guest's cookie or the logged-in user's stored cart, see `visitorCart.ts`)
 * and answers the cart priced anew from the catalogue. A change that does not fit leaves the cart as
 * it was, with the notice of the cart that refused it.
 */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import { type CartFull, Catalogue, type Language, type NewCartItem, VisitorCart, checkConfiguration, normalizeAmount, offeredAccessories } from "@shop/core"
import { inquiryIntoCart as intoCart } from "@shop/core/inquiries/inquiries"
import type { CartNotice, CartView } from "./model.ts"
import { requestVisitorCart, visitorCartView } from "./visitorCart.ts"
import { addToCartInput, cartInput, cartLineInput, cartMetaInput, inquiryIntoCartInput, removeLineInput } from "./inputs.ts"
import { isSameOrigin } from "../../platform/http.ts"
import { ShopError, runPage } from "../../platform/run.ts"

const sameOriginOnly = () => {
  if (!isSameOrigin()) throw new ShopError("generalError")
}

/** Runs `change` on the request's cart and answers the new view; a refused change adds the cart's "full" notice. */
const changeCart = <E, R>(lang: Language, change: Effect.Effect<ReadonlyArray<CartNotice>, E | CartFull, R>) =>
  Effect.gen(function* () {
    const cart = yield* VisitorCart
    const notices = yield* change.pipe(
      Effect.catchTag("CartFull", () => Effect.succeed<ReadonlyArray<CartNotice>>([cart.user === null ? "cartFull" : "storedCartFull"])),
    )
    return yield* visitorCartView(lang, notices)
  }).pipe(Effect.provide(requestVisitorCart))

const done = Effect.as<ReadonlyArray<CartNotice>>([])

/** One change of the request's cart, answering no notice. */
const onCart = <E>(change: (cart: VisitorCart["Service"]) => Effect.Effect<void, E>) => done(Effect.flatMap(Effect.service(VisitorCart), change))

export const getCart = createServerFn({ method: "GET" })
  .validator(cartInput)
  .handler(({ data }): Promise<CartView> => runPage(changeCart(data.lang, Effect.succeed([]))))

export const addToCart = createServerFn({ method: "POST" })
  .validator(addToCartInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    return runPage(
      changeCart(
        data.lang,
        Effect.gen(function* () {
          const product = yield* (yield* Catalogue).product(data.productId)
          const accessories = data.accessories.map((a) => ({ id: a.id, amount: normalizeAmount(a.amount) }))
          if (checkConfiguration(yield* offeredAccessories(product), accessories).length > 0) return ["configurationInvalid" as const]
          const added: NewCartItem = { productId: product.key, accessories, amount: normalizeAmount(data.amount) }
          return yield* done((yield* VisitorCart).add(added))
        }),
      ),
    )
  })

export const updateCartLine = createServerFn({ method: "POST" })
  .validator(cartLineInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    return runPage(changeCart(data.lang, onCart((cart) => cart.setAmount(data.id, data.amount))))
  })

export const removeCartLine = createServerFn({ method: "POST" })
  .validator(removeLineInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    return runPage(changeCart(data.lang, onCart((cart) => cart.remove([data.id]))))
  })

export const updateCartMeta = createServerFn({ method: "POST" })
  .validator(cartMetaInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    const change = { ...(data.discount === undefined ? {} : { discount: data.discount }), ...(data.projectId === undefined ? {} : { projectId: data.projectId }) }
    return runPage(changeCart(data.lang, onCart((cart) => cart.setState(change))))
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
        const cart = yield* VisitorCart
        if (cart.user === null) return null
        const outcome = yield* Effect.option(intoCart(cart.user, data.id).pipe(Effect.catchTag("InquiryNotFound", () => Effect.fail(undefined))))
        if (outcome._tag === "None") return null
        const notices: Array<CartNotice> = []
        if (outcome.value.missing > 0) notices.push("itemsRemoved")
        if (outcome.value.full) notices.push("storedCartFull")
        return yield* visitorCartView(data.lang, notices)
      }).pipe(Effect.provide(requestVisitorCart)),
    )
  })

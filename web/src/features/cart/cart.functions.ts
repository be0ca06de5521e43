/**
 * Server functions of the guest cart. Every call reads and decodes the cookie, applies one
 * change by the core's rules, prices the result from the catalogue and writes the cookie back.
 */
import { createServerFn } from "@tanstack/react-start"
import { Effect } from "effect"
import {
  type AccessoryId,
  Catalogue,
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
import type { CartView } from "./model.ts"
import { cartViewOf, readGuestCart, writeGuestCart } from "./guestCartCookie.ts"
import { addToCartInput, cartInput, cartLineInput, cartMetaInput, removeLineInput } from "./inputs.ts"
import { isSameOrigin } from "../../platform/http.ts"
import { ShopError, runPage } from "../../platform/run.ts"

const sameOriginOnly = () => {
  if (!isSameOrigin()) throw new ShopError("generalError")
}

export const getCart = createServerFn({ method: "GET" })
  .validator(cartInput)
  .handler(({ data }): Promise<CartView> => {
    const { cart, notices } = readGuestCart()
    return runPage(cartViewOf(cart, data.lang, notices))
  })

export const addToCart = createServerFn({ method: "POST" })
  .validator(addToCartInput)
  .handler(({ data }): Promise<CartView> => {
    sameOriginOnly()
    const { cart, notices } = readGuestCart()
    return runPage(
      Effect.gen(function* () {
        const product = yield* (yield* Catalogue).product(data.productId)
        const accessories = data.accessories.map((a) => ({ id: a.id as AccessoryId, amount: normalizeAmount(a.amount) }))
        const issues = checkConfiguration(yield* offeredAccessories(product), accessories)
        if (issues.length > 0) return yield* cartViewOf(cart, data.lang, [...notices, "configurationInvalid"])
        const added = yield* addToGuest(cart, { productId: product.key as ProductId, accessories, amount: normalizeAmount(data.amount) }).pipe(
          Effect.catchTag("CartFull", () => Effect.succeed(null)),
        )
        if (added === null) return yield* cartViewOf(cart, data.lang, [...notices, "cartFull"])
        yield* Effect.promise(() => writeGuestCart(added))
        return yield* cartViewOf(added, data.lang, notices)
      }),
    )
  })

export const updateCartLine = createServerFn({ method: "POST" })
  .validator(cartLineInput)
  .handler(async ({ data }): Promise<CartView> => {
    sameOriginOnly()
    const { cart, notices } = readGuestCart()
    const next = setGuestAmount(cart, data.id, data.amount)
    await writeGuestCart(next)
    return runPage(cartViewOf(next, data.lang, notices))
  })

export const removeCartLine = createServerFn({ method: "POST" })
  .validator(removeLineInput)
  .handler(async ({ data }): Promise<CartView> => {
    sameOriginOnly()
    const { cart, notices } = readGuestCart()
    const next = removeFromGuest(cart, data.id)
    await writeGuestCart(next)
    return runPage(cartViewOf(next, data.lang, notices))
  })

export const updateCartMeta = createServerFn({ method: "POST" })
  .validator(cartMetaInput)
  .handler(async ({ data }): Promise<CartView> => {
    sameOriginOnly()
    const { cart, notices } = readGuestCart()
    let next = cart
    if (data.discount !== undefined) next = setGuestDiscount(next, data.discount)
    if (data.projectId !== undefined) next = setGuestProjectId(next, data.projectId)
    await writeGuestCart(next)
    return runPage(cartViewOf(next, data.lang, notices))
  })

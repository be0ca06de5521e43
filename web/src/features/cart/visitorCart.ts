/**
 * The cart on the server. The request's cart is a `VisitorCart`, picked once per request from the
 * session: a logged-in user's stored cart, else the guest's cookie (read and decoded as untrusted
 * input, written back after each change). `visitorCartView` prices it anew from the catalogue;
 * lines whose product or accessory the catalogue no longer has are removed and reported.
 */
import { getCookie, getRequest, setCookie } from "@tanstack/react-start/server"
import { Effect, Layer } from "effect"
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_COOKIE_NAME,
  CartCookieJar,
  type CartItemView,
  type Language,
  type Percent,
  VisitorCart,
  buildCartView,
  cartTotals,
  encodeShareString,
} from "@shop/core"
import * as CookieCart from "@shop/core/cart/cookieCart"
import { storedCartLayer } from "@shop/core/accounts/cart"
import type { CartLineView, CartNotice, CartTotalsView, CartView } from "./model.ts"
import { requestSession } from "../account/request.ts"
import { isSecureRequest } from "../../platform/request.ts"

/** The guest's cart cookie of this request. `Secure` whenever the visitor talks https, also behind a TLS-terminating proxy. */
const requestCookieJar = Layer.succeed(
  CartCookieJar,
  CartCookieJar.of({
    get: Effect.sync(() => getCookie(CART_COOKIE_NAME)),
    set: (text) =>
      Effect.promise(async () => {
        const secure = await isSecureRequest(getRequest())
        // Sent as `cartCookieValue` sends it (already encoded): the size `fitsInCookie` checked.
        setCookie(CART_COOKIE_NAME, encodeURIComponent(text), {
          encode: (value) => value,
          path: "/",
          maxAge: CART_COOKIE_MAX_AGE_SECONDS,
          sameSite: "lax",
          httpOnly: true,
          secure,
        })
      }),
  }),
)

/** The request's cart, picked once from its session: the stored cart of a logged-in user, else the cookie. */
export const requestVisitorCart = Layer.unwrap(
  Effect.map(requestSession(), (session) => (session === null ? CookieCart.layer.pipe(Layer.provide(requestCookieJar)) : storedCartLayer(session.user.id))),
)

/** A priced line as the browser shows it (the cart, an inquiry's detail view). */
export const cartLineView = (view: CartItemView, lang: Language): CartLineView => ({
  id: view.id,
  productId: view.product.key,
  productSlug: view.product.slug,
  name: view.product.name[lang],
  name2: view.product.name2?.[lang] || null,
  articleNumber: view.product.specification.articleNumber,
  supplierArticleNumber: view.product.supplierArticleNumber,
  amount: view.amount,
  singleTotal: view.singleTotal,
  lineTotal: view.singleTotal * view.amount,
  priceOnRequest: view.priceOnRequest,
  config: view.config.map((group) => ({
    group: group.groupName[lang],
    accessories: group.accessories.map(({ accessory, amount }) => ({ key: accessory.key, name: accessory.name[lang], amount })),
  })),
})

/** The totals of priced lines with a discount, as the browser shows them. */
export const totalsView = (lines: ReadonlyArray<CartItemView>, discount: Percent): CartTotalsView => {
  const totals = cartTotals(lines, discount)
  return totals._tag === "PriceOnRequest"
    ? { kind: "onRequest" }
    : { kind: "priced", subtotal: totals.subtotal, discountAmount: totals.discountAmount, total: totals.total }
}

/**
 * The cart the browser shows, with `notices` of the change just made. Lines whose view cannot be
 * built (product gone from the catalogue, accessory no longer offered) are removed from where the
 * cart is kept as well (spec §4).
 */
export const visitorCartView = Effect.fn("web.cartView")(function* (lang: Language, notices: ReadonlyArray<CartNotice>) {
  const cart = yield* VisitorCart
  const kept = yield* cart.read
  const view = yield* buildCartView(kept.items)
  const allNotices: Array<CartNotice> = [...(kept.repaired ? (["cookieRepaired"] as const) : []), ...notices]
  let items = kept.items
  if (view.removed.length > 0) {
    const removed = new Set(view.removed.map((r) => r.item.id))
    yield* cart.remove([...removed])
    items = items.filter((i) => !removed.has(i.id))
    allNotices.push("itemsRemoved")
  }
  return {
    lang,
    loggedIn: cart.user !== null,
    lines: view.items.map((item) => cartLineView(item, lang)),
    totals: totalsView(view.items, kept.discount),
    discount: kept.discount,
    projectId: kept.projectId,
    shareString: encodeShareString({ items, company: "", discount: kept.discount, projectId: kept.projectId }),
    notices: allNotices,
  } satisfies CartView
})

/**
 * How many lines the header's badge shows for this request, read only: a page rendered for a
 * visitor with a cart says the right count before the browser loads the cart (issue 28), while
 * repairs and removals stay with the cart's own load, which reports them.
 */
export const visitorCartLineCount = Effect.gen(function* () {
  const kept = yield* (yield* VisitorCart).read
  return (yield* buildCartView(kept.items)).items.length
}).pipe(Effect.provide(requestVisitorCart))

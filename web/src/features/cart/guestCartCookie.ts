/**
 * The cart on the server. The guest cart: read from the cookie and decoded as untrusted input on every
 * request, priced from the catalogue, written back after each change. Unknown products and
 * unreadable parts are dropped and reported as notices; a tampered cookie never breaks a page.
 */
import { getCookie, getRequest, setCookie } from "@tanstack/react-start/server"
import { Effect } from "effect"
import {
  CART_COOKIE_MAX_AGE_SECONDS,
  CART_COOKIE_NAME,
  type CartItemView,
  type GuestCart,
  type Language,
  CartStore,
  buildCartView,
  cartTotals,
  decodeCartCookie,
  cartCookieValue,
  encodeShareString,
} from "@shop/core"
import type { CartNotice, CartView } from "./model.ts"
import { isSecureRequest } from "../../platform/request.ts"

/** Reads the cookie; `notices` says what had to be repaired. */
export const readGuestCart = (): { readonly cart: GuestCart; readonly notices: ReadonlyArray<CartNotice> } => {
  const decoded = decodeCartCookie(getCookie(CART_COOKIE_NAME))
  return { cart: decoded.cart, notices: decoded.problems.length > 0 ? ["cookieRepaired"] : [] }
}

/** Writes the cookie; `Secure` whenever the visitor talks https, also behind a TLS-terminating proxy. */
export const writeGuestCart = async (cart: GuestCart): Promise<void> => {
  const secure = await isSecureRequest(getRequest())
  // Sent as `cartCookieValue` makes it (already encoded): the size `fitsInCookie` checked.
  setCookie(CART_COOKIE_NAME, cartCookieValue(cart), {
    encode: (value) => value,
    path: "/",
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
    sameSite: "lax",
    httpOnly: true,
    secure,
  })
}

const lineView = (view: CartItemView, lang: Language) => ({
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

/**
 * The cart the browser shows, for a guest (`owner` null: the cookie) or a logged-in user (the
 * stored cart). Lines whose view cannot be built (product gone from the catalogue, accessory no
 * longer offered) are removed from where the cart is kept as well (spec §4).
 */
export const cartViewOf = Effect.fn("web.cartView")(function* (
  cart: GuestCart,
  lang: Language,
  notices: ReadonlyArray<CartNotice>,
  owner: string | null = null,
) {
  const view = yield* buildCartView(cart.items)
  let current = cart
  const allNotices = [...notices]
  if (view.removed.length > 0) {
    const removed = new Set(view.removed.map((r) => r.item.id))
    current = { ...cart, items: cart.items.filter((i) => !removed.has(i.id)) }
    allNotices.push("itemsRemoved")
    if (owner !== null) {
      const store = yield* CartStore
      yield* Effect.forEach(removed, (id) => store.remove(owner, id), { discard: true })
    }
  }
  if (owner === null && (current !== cart || notices.includes("cookieRepaired"))) yield* Effect.promise(() => writeGuestCart(current))
  const totals = cartTotals(view.items, current.discount)
  return {
    lang,
    loggedIn: owner !== null,
    lines: view.items.map((item) => lineView(item, lang)),
    totals:
      totals._tag === "PriceOnRequest"
        ? { kind: "onRequest" }
        : { kind: "priced", subtotal: totals.subtotal, discountAmount: totals.discountAmount, total: totals.total },
    discount: current.discount,
    projectId: current.projectId,
    shareString: encodeShareString({ items: current.items, company: "", discount: current.discount, projectId: current.projectId }),
    notices: allNotices,
  } satisfies CartView
})

/**
 * A shared cart priced from the catalogue: the views, their output DTOs and the totals.
 * Used by the CSV/PDF exports and the cart request; nothing here trusts a price from outside.
 */
import * as Effect from "effect/Effect"
import type { Language } from "../i18n/language.ts"
import type { CartItem } from "./model.ts"
import type { SharedCart } from "./share.ts"
import { cartTotals } from "./totals.ts"
import { buildCartView, toDto } from "./view.ts"

export const priceSharedCart = Effect.fn("Cart.priceSharedCart")(function* (shared: SharedCart, lang: Language) {
  // Share strings carry no ids; lines are numbered in their order.
  const items: Array<CartItem> = shared.items.map((item, index) => ({ id: String(index + 1), ...item }))
  const view = yield* buildCartView(items)
  return {
    view,
    items: view.items.map((item) => toDto(item, lang)),
    totals: cartTotals(view.items, shared.discount),
  }
})

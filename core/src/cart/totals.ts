/**
 * Cart arithmetic (spec §9): subtotal = Σ singleTotal × amount; discounted total = subtotal −
 * discount %, rounded once to cents. Any line on request turns the subtotal into
 * "price on request" (spec §5), which is a state, not a number.
 */
import { type Cents, type Percent, applyDiscount, cents } from "../money/money.ts"

export interface PricedLine {
  readonly singleTotal: Cents
  readonly amount: number
  readonly priceOnRequest: boolean
}

export type CartTotals =
  | {
      readonly _tag: "Priced"
      readonly subtotal: Cents
      readonly discount: Percent
      readonly discountAmount: Cents
      readonly total: Cents
    }
  | { readonly _tag: "PriceOnRequest"; readonly discount: Percent }

/**
 * One piece of a configured item: product price plus each accessory price times its amount.
 * The catalogue lists "price on request" as 0, so a line is on request when its product or any
 * chosen accessory is listed at 0 (a sum without that part would mislead), and, as the spec
 * says, whenever the total is 0.
 */
export const singleTotal = (
  productPrice: Cents,
  accessories: ReadonlyArray<{ readonly price: Cents; readonly amount: number }>,
): { readonly singleTotal: Cents; readonly priceOnRequest: boolean } => {
  let total = productPrice as number
  let partOnRequest = productPrice === 0
  for (const a of accessories) {
    total += a.price * a.amount
    if (a.price === 0) partOnRequest = true
  }
  return { singleTotal: cents(total), priceOnRequest: partOnRequest || total === 0 }
}

export const lineTotal = (line: PricedLine): Cents => cents(line.singleTotal * line.amount)

export const cartTotals = (lines: ReadonlyArray<PricedLine>, discount: Percent): CartTotals => {
  let subtotal = 0
  for (const line of lines) {
    if (line.priceOnRequest) return { _tag: "PriceOnRequest", discount }
    subtotal += line.singleTotal * line.amount
  }
  const total = applyDiscount(cents(subtotal), discount)
  return { _tag: "Priced", subtotal: cents(subtotal), discount, discountAmount: cents(subtotal - total), total }
}

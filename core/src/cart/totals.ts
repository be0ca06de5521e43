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

/** A priced part of a line: its list price, and whether that price is quoted on request instead. */
export interface PricedPart {
  readonly price: Cents
  readonly priceOnRequest: boolean
}

/**
 * One piece of a configured item: product price plus each accessory price times its amount.
 * The line is on request when its product or a chosen accessory is marked price on request in
 * the catalogue (a sum without that part would mislead) and, as the spec says, whenever the total
 * is 0. An accessory listed at 0 without that mark is free: it adds nothing and changes nothing.
 */
export const singleTotal = (
  product: PricedPart,
  accessories: ReadonlyArray<PricedPart & { readonly amount: number }>,
): { readonly singleTotal: Cents; readonly priceOnRequest: boolean } => {
  let total = product.priceOnRequest ? 0 : (product.price as number)
  let partOnRequest = product.priceOnRequest
  for (const a of accessories) {
    if (a.priceOnRequest) partOnRequest = true
    else total += a.price * a.amount
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

/**
 * The internal price calculator's arithmetic: the core's money rules, from Schema-free modules
 * (they run in the browser as the visitor types). List price per piece in euros (at most
 * 100,000 €, two decimals, rounded once to cents by `centsFromEuro`), quantity and discount
 * normalised exactly as the cart normalises them, subtotal = price × quantity, net = subtotal −
 * discount % rounded once, half away from zero (`applyDiscount`). A list price of 0 is "price on request".
 */
import { normalizeAmount, normalizeDiscount } from "@shop/core/cart/normalize"
import { type Cents, type Percent, applyDiscount, cents, centsFromEuro, discountAmount } from "@shop/core/money/money"

/** Above this the cents of price × 9999 pieces would leave `applyDiscount`'s exact integer range. */
export const MAX_LIST_PRICE_EURO = 100_000

export interface CalculatorInput {
  readonly price: string
  readonly quantity: string
  readonly discount: string
}

export type CalculatorResult =
  | { readonly kind: "empty" }
  | { readonly kind: "invalid" }
  | { readonly kind: "onRequest"; readonly quantity: number; readonly discount: Percent }
  | {
      readonly kind: "priced"
      readonly listPrice: Cents
      readonly quantity: number
      readonly subtotal: Cents
      readonly discount: Percent
      readonly discountAmount: Cents
      readonly net: Cents
    }

/** "1234.5", "1234,50", " 1234.50 € " → 1234.5; null for anything else or out of range. */
export const parseEuro = (raw: string): number | null => {
  const text = raw.replace(/[\s\u00a0€]/g, "").replace(",", ".")
  if (!/^\d+(\.\d+)?$/.test(text)) return null
  const euro = Number(text)
  return Number.isFinite(euro) && euro <= MAX_LIST_PRICE_EURO ? euro : null
}

export const calculate = (input: CalculatorInput): CalculatorResult => {
  if (input.price.trim() === "") return { kind: "empty" }
  const euro = parseEuro(input.price)
  if (euro === null) return { kind: "invalid" }
  const listPrice = centsFromEuro(euro)
  const quantity = normalizeAmount(input.quantity.trim() === "" ? "1" : input.quantity)
  const discount = normalizeDiscount(input.discount)
  if (listPrice === 0) return { kind: "onRequest", quantity, discount }
  const subtotal = cents(listPrice * quantity)
  return { kind: "priced", listPrice, quantity, subtotal, discount, discountAmount: discountAmount(subtotal, discount), net: applyDiscount(subtotal, discount) }
}

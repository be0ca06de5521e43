/**
 * Money is integer euro cents; a discount is a percentage in hundredths of a percent
 * (0..10000, so the cart's 0.01 step is exact). Rounding happens once, in `applyDiscount`,
 * half away from zero.
 */
import type * as Brand from "effect/Brand"

// Types only here, so the browser can use these rules without loading Schema (see schema.ts).
export type Cents = number & Brand.Brand<"Cents">
/** Discount in hundredths of a percent: 1250 is 12.50 %. */
export type Percent = number & Brand.Brand<"Percent">

export const cents = (n: number): Cents => n as Cents
export const percent = (n: number): Percent => n as Percent

/**
 * Euro amount as catalogue files write it (at most two decimals) to cents, half away from zero.
 * Shifting the decimal point in the string form avoids binary noise (1.005 * 100 = 100.4999…).
 */
export const centsFromEuro = (euro: number): Cents => {
  // Below 1e-6 (and from 1e21) the string form is exponential ("1e-7e2" is NaN): shift numerically there.
  const shiftedText = Number(`${Math.abs(euro)}e2`)
  const shifted = Math.round(Number.isNaN(shiftedText) ? Math.abs(euro) * 100 : shiftedText)
  return cents(euro < 0 ? -shifted : shifted)
}

/**
 * total − discount %, rounded to cents half away from zero.
 * Exact integer arithmetic: total * (10000 - p) is below 2^53 for totals up to about 9 * 10^11 cents.
 */
export const applyDiscount = (total: Cents, discount: Percent): Cents => {
  const numerator = total * (10_000 - discount)
  const whole = Math.floor(numerator / 10_000)
  const rest = numerator - whole * 10_000
  return cents(rest * 2 >= 10_000 ? whole + 1 : whole)
}

/** The discount amount shown between subtotal and discounted total. */
export const discountAmount = (total: Cents, discount: Percent): Cents => cents(total - applyDiscount(total, discount))

/** 123456 -> "1234.56" (plain, locale-free; the UI formats with Intl). */
export const centsToDecimalString = (value: Cents): string => {
  const sign = value < 0 ? "-" : ""
  const abs = Math.abs(value)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`
}

export const centsToEuro = (value: Cents): number => value / 100

export const percentToNumber = (p: Percent): number => p / 100

/**
 * The discount field as text in the page's number format (de `12,35`, en `12.35`): a text input,
 * since a number input refuses the German comma in some browsers and always shows a point.
 * Reading keeps the core's rule (clamped 0–100, 0.01 steps, comma or point accepted).
 */
import { normalizeDiscount } from "@shop/core/cart/normalize"

/** Hundredths of a percent as the field shows them, with two decimals in the locale's format. */
export const formatDiscount = (hundredths: number, locale: string): string =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(hundredths / 100)

/** What was typed, normalised by the core's rule, in hundredths of a percent. */
export const parseDiscount = (typed: string): number => normalizeDiscount(typed)

/** The value sent to the server: the core's rule reads a point regardless of the page's language. */
export const discountForServer = (hundredths: number): string => (hundredths / 100).toFixed(2)

/**
 * An amount as buyers write it in a list (issue 25): German and English number formats
 * (`1.000` and `1,000` are a thousand, `1.000,00` too), a unit after it (`5 Stk`, `5x`), and the
 * spec's amount rule (§5, `normalizeAmount`) for what is not a piece count.
 */
import { normalizeAmount } from "../cart/normalize.ts"

export type AmountReading =
  /** A whole number as written (may be 0 or negative; capping is the caller's). */
  | { readonly _tag: "Whole"; readonly value: number }
  /** No amount on the line. */
  | { readonly _tag: "Missing" }
  /** A number with a fraction (`2,5`): a piece count has none, so it is refused, not rounded. */
  | { readonly _tag: "NotWhole" }
  /** Text that is not a number. */
  | { readonly _tag: "NotANumber" }
  /** Starts like a spreadsheet formula (`=`, `+`, `-`, `@`) and is not a number. */
  | { readonly _tag: "Formula" }

/** Why an amount was changed, as the spec's rule changes it (§5). */
export type AmountCorrection = "missing" | "notANumber" | "negative" | "zero" | "aboveMaximum"

/** A cell that a spreadsheet would run as a formula (`=HYPERLINK(…)`, `@SUM(…)`, `+A1`, `-A1`). */
export const looksLikeFormula = (cell: string): boolean => /^[=+\-@]/.test(cell.trim())

const UNIT = /\s*(?:x|×|stk\.?|stck\.?|st\.?|stück|stueck|pcs\.?|pc\.?|pieces?|units?|ea\.?)$/i
const TIMES = /^(?:x|×)\s*/i
const DIGITS = /^\d{1,15}$/
/** Thousands grouped by one separator throughout: `1.000`, `1,000`, `1 000`, `1'000`, `12.345.678`. */
const GROUPED = /^\d{1,3}(?:([.,'’\u00a0\u202f ])\d{3})(?:\1\d{3})*$/
/** Groups, then a decimal part after the other separator: `1.000,00`, `1,000.50`. */
const GROUPED_DECIMAL = /^\d{1,3}(?:([.,'’\u00a0\u202f ])\d{3})+([.,])(\d+)$/
const DECIMAL = /^\d+[.,](\d+)$/

/** Reads one amount cell. Never throws. */
export const readAmount = (raw: string): AmountReading => {
  let text = raw.trim()
  if (text === "") return { _tag: "Missing" }
  text = text.replace(UNIT, "").replace(TIMES, "").trim()
  if (text === "") return { _tag: "NotANumber" }
  const sign = text[0] === "-" ? -1 : 1
  const body = text[0] === "-" || text[0] === "+" ? text.slice(1).trim() : text
  const whole = (digits: string): AmountReading => ({ _tag: "Whole", value: sign * Number(digits) })
  if (DIGITS.test(body)) return whole(body)
  if (GROUPED.test(body)) return whole(body.replace(/\D/g, ""))
  const grouped = GROUPED_DECIMAL.exec(body)
  if (grouped !== null && grouped[1] !== grouped[2]) {
    return /^0+$/.test(grouped[3]!) ? whole(body.slice(0, body.length - grouped[3]!.length - 1).replace(/\D/g, "")) : { _tag: "NotWhole" }
  }
  const decimal = DECIMAL.exec(body)
  if (decimal !== null && body.length <= 30) {
    // `2,00` and `2.0` are whole (a spreadsheet's number format); `2,5` is not.
    return /^0+$/.test(decimal[1]!) ? whole(body.slice(0, body.length - decimal[1]!.length - 1)) : { _tag: "NotWhole" }
  }
  return looksLikeFormula(text) ? { _tag: "Formula" } : { _tag: "NotANumber" }
}

/** Whether a cell reads as a number (whole or not): what an amount beside an article number looks like. */
export const isNumeric = (reading: AmountReading): boolean => reading._tag === "Whole" || reading._tag === "NotWhole"

/**
 * A product line's amount by the spec's rule (§5, `normalizeAmount`): no amount, text, 0 or a
 * negative number become 1, more than the cart's maximum becomes the maximum; each change says why.
 * A fraction or a formula is refused (undefined).
 */
export const pieceCount = (reading: AmountReading): { readonly amount: number; readonly correction: AmountCorrection | undefined } | undefined => {
  switch (reading._tag) {
    case "NotWhole":
    case "Formula":
      return undefined
    case "Missing":
      return { amount: normalizeAmount(""), correction: "missing" }
    case "NotANumber":
      return { amount: normalizeAmount(""), correction: "notANumber" }
    case "Whole": {
      const amount = normalizeAmount(reading.value)
      const correction = reading.value < 0 ? "negative" : reading.value === 0 ? "zero" : amount < reading.value ? "aboveMaximum" : undefined
      return { amount, correction }
    }
  }
}

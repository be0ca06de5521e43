/** Input normalisation of spec §5 for the amount, discount and project id fields. */
import { type Percent, percent } from "../money/money.ts"
import { MAX_AMOUNT, MIN_AMOUNT, PROJECT_ID_MAX_LENGTH } from "./limits.ts"

const toNumber = (raw: unknown): number => {
  if (typeof raw === "number") return raw
  if (typeof raw !== "string") return Number.NaN
  const trimmed = raw.trim()
  if (trimmed === "") return Number.NaN
  // Accept the German decimal comma as typed into a field.
  return Number(trimmed.replace(",", "."))
}

/**
 * Digits grouped by thousands ("1.000" as a German types a thousand, "1,000", "1 000", "1'000"): a
 * count of pieces has no decimals, so three digits after a separator are never a fraction.
 */
const THOUSANDS = /^\d{1,3}(?:[.,\u0020\u00a0\u202f'’]\d{3})+$/

/**
 * Amount field: non-numeric or negative becomes 1; fractions are cut to whole pieces;
 * the result lies in [min, MAX_AMOUNT]. 0 becomes the minimum as well.
 */
export const normalizeAmount = (raw: unknown, min: number = MIN_AMOUNT): number => {
  const n = toNumber(typeof raw === "string" && THOUSANDS.test(raw.trim()) ? raw.replace(/\D/g, "") : raw)
  if (!Number.isFinite(n) || n < 0) return Math.max(1, min)
  return Math.min(MAX_AMOUNT, Math.max(min, Math.trunc(n)))
}

/** Decrement is disabled at or below the minimum or while the cart is locked (spec §5). */
export const canDecrement = (amount: number, locked: boolean, min: number = MIN_AMOUNT): boolean =>
  !locked && amount > min
/** Increment is blocked at the maximum. */
export const canIncrement = (amount: number, locked: boolean, max: number = MAX_AMOUNT): boolean =>
  !locked && amount < max

/**
 * Discount field: clamped to 0–100, empty or non-numeric becomes 0, step 0.01
 * (rounded half away from zero to hundredths). Returns hundredths of a percent.
 */
export const normalizeDiscount = (raw: unknown): Percent => {
  const n = toNumber(raw)
  if (!Number.isFinite(n)) return percent(0)
  const clamped = Math.min(100, Math.max(0, n))
  // Below 1e-6 the string form is exponential ("1e-7e2" is NaN): shift numerically there.
  const shifted = Number(`${clamped}e2`)
  return percent(Math.round(Number.isNaN(shifted) ? clamped * 100 : shifted))
}

/** Project id: free text cut to 15 characters (code points, so umlauts and emoji are never split). */
export const normalizeProjectId = (raw: unknown): string =>
  // oxlint-disable-next-line no-control-regex -- stripping control characters is the point
  typeof raw === "string" ? Array.from(raw.replace(/[\u0000-\u001f\u007f]/g, "").trim()).slice(0, PROJECT_ID_MAX_LENGTH).join("").trimEnd() : ""

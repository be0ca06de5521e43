/**
 * Names of saved project carts: what is typed, made tidy (NFC; line breaks, tabs, control
 * characters and runs of spaces become one space; trimmed), then checked against the limit. A name
 * that is too long is refused, not cut: the customer chooses what to leave out. Names need not be
 * unique; a copy gets the first free ` (n)`.
 */
import { Result } from "effect"
import { SavedCartRefused } from "./errors.ts"
import { SAVED_CART_NAME_MAX_LENGTH } from "./limits.ts"

/** Whitespace of any kind and control characters (the database refuses those in a name). */
const SPACES = /[\p{Cc}\s]+/gu

export const tidySavedCartName = (raw: string): string => raw.normalize("NFC").replace(SPACES, " ").trim()

const codePoints = (text: string): number => [...text].length

/** The tidy name, or why it cannot be one. */
export const savedCartName = (raw: string): Result.Result<string, SavedCartRefused> => {
  const name = tidySavedCartName(raw)
  if (name === "") return Result.fail(new SavedCartRefused({ reason: "savedCartNameMissing" }))
  const length = codePoints(name)
  if (length > SAVED_CART_NAME_MAX_LENGTH) return Result.fail(new SavedCartRefused({ reason: "savedCartNameTooLong", count: length, limit: SAVED_CART_NAME_MAX_LENGTH }))
  return Result.succeed(name)
}

/**
 * The name of a copy of `name`: ` (2)`, or the next number when `name` ends in one, the first that
 * no name in `taken` has; the base is cut (whole characters) so that it stays within the limit.
 */
export const copyName = (name: string, taken: ReadonlyArray<string>): string => {
  const numbered = /^(.*) \((\d{1,6})\)$/u.exec(name)
  const base = numbered === null ? name : numbered[1]!
  const used = new Set(taken)
  for (let n = numbered === null ? 2 : Number(numbered[2]) + 1; ; n++) {
    const suffix = ` (${n})`
    const room = SAVED_CART_NAME_MAX_LENGTH - codePoints(suffix)
    const candidate = `${[...base].slice(0, room).join("").trimEnd()}${suffix}`
    if (!used.has(candidate)) return candidate
  }
}

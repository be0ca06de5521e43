/**
 * Why a quick order's input is refused as a whole (nothing is read from it, nothing added). Each
 * reason is an error-catalogue key (`errorKeys`), shown in the user's language by the page and
 * the CLI:
 *
 * - `quickOrderEmpty`: no line with an article number or amount.
 * - `quickOrderTooManyLines`: more than `MAX_QUICK_ORDER_LINES` order lines (`count`, `limit`).
 * - `quickOrderFileTooLarge`: the file or paste, or an .xlsx unpacked, is larger than allowed
 *   (`count` bytes, `limit`).
 * - `quickOrderNotText`: neither text (CSV, a pasted list) nor an .xlsx file: a picture, a PDF, an
 *   old .xls, a binary.
 * - `quickOrderUnreadableSpreadsheet`: an .xlsx that cannot be read (damaged, encrypted, no sheet).
 * - `quickOrderTooManyColumns`: a row with more than `MAX_QUICK_ORDER_COLUMNS` cells (`line`,
 *   `count`, `limit`).
 * - `quickOrderCellTooLong`: a cell longer than `MAX_CELL_LENGTH` characters (`line`, `limit`).
 *
 * The line-level keys (a line not added, the rest still is) are in preview.ts.
 */
import * as Schema from "effect/Schema"
import type { ErrorKey } from "../errors/errors.ts"

export const quickOrderRefusals = [
  "quickOrderEmpty",
  "quickOrderTooManyLines",
  "quickOrderFileTooLarge",
  "quickOrderNotText",
  "quickOrderUnreadableSpreadsheet",
  "quickOrderTooManyColumns",
  "quickOrderCellTooLong",
] as const satisfies ReadonlyArray<ErrorKey>
export type QuickOrderRefusal = (typeof quickOrderRefusals)[number]

export class QuickOrderRefused extends Schema.TaggedError<QuickOrderRefused>()("QuickOrderRefused", {
  reason: Schema.Literals(quickOrderRefusals),
  /** The line (1-based; the row number in a sheet) where it was found. */
  line: Schema.optionalKey(Schema.Number),
  /** How many lines, columns or bytes there were. */
  count: Schema.optionalKey(Schema.Number),
  /** The limit passed. */
  limit: Schema.optionalKey(Schema.Number),
  /** What the reader said, for logs (English, not shown to a user). */
  detail: Schema.optionalKey(Schema.String),
}) {
  override get message() {
    const parts = [
      this.line === undefined ? undefined : `line ${this.line}`,
      this.count === undefined ? undefined : `${this.count}`,
      this.limit === undefined ? undefined : `limit ${this.limit}`,
      this.detail,
    ].filter((p) => p !== undefined)
    return parts.length === 0 ? this.reason : `${this.reason} (${parts.join(", ")})`
  }
  get key(): ErrorKey {
    return this.reason
  }
}

/**
 * Why a saved project cart was not saved, renamed or copied. Each reason is an error-catalogue key
 * (`errorKeys`), shown in the user's language by the page:
 *
 * - `savedCartsFull`: the account keeps MAX_SAVED_CARTS saved carts already (`limit`); delete one first.
 * - `savedCartTooLarge`: more lines than a cart may hold (`count`, `limit`).
 * - `savedCartEmpty`: the cart to save has no line.
 * - `savedCartNameMissing`: the name is empty (or only spaces).
 * - `savedCartNameTooLong`: the name is longer than SAVED_CART_NAME_MAX_LENGTH characters (`count`, `limit`).
 *
 * `SavedCartNotFound` (`savedCartNotFound`): no saved cart of the user has that id (deleted in
 * another tab, or someone else's: the two are not told apart).
 */
import * as Schema from "effect/Schema"
import type { ErrorKey } from "../errors/errors.ts"

export const savedCartRefusals = ["savedCartsFull", "savedCartTooLarge", "savedCartEmpty", "savedCartNameMissing", "savedCartNameTooLong"] as const satisfies ReadonlyArray<ErrorKey>
export type SavedCartRefusal = (typeof savedCartRefusals)[number]

export class SavedCartRefused extends Schema.TaggedError<SavedCartRefused>()("SavedCartRefused", {
  reason: Schema.Literals(savedCartRefusals),
  /** How many there were (lines, characters). */
  count: Schema.optionalKey(Schema.Number),
  /** The limit passed. */
  limit: Schema.optionalKey(Schema.Number),
}) {
  override get message() {
    const parts = [this.count === undefined ? undefined : `${this.count}`, this.limit === undefined ? undefined : `limit ${this.limit}`].filter((p) => p !== undefined)
    return parts.length === 0 ? this.reason : `${this.reason} (${parts.join(", ")})`
  }
  get key(): ErrorKey {
    return this.reason
  }
}

export class SavedCartNotFound extends Schema.TaggedError<SavedCartNotFound>()("SavedCartNotFound", { id: Schema.String }) {
  override get message() {
    return `saved cart ${this.id} not found`
  }
  get key(): ErrorKey {
    return "savedCartNotFound"
  }
}

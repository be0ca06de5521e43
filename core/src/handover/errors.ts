/**
 * Why a hand-over (IDS-Connect, OCI punch-out) is refused. Each reason is an error-catalogue key
 * (`errorKeys`), shown in the user's language by the page and the CLI:
 *
 * - `handoverHookUrlInvalid`: the return address is missing, not http(s), has a user name or
 *   password in it, or is longer than `MAX_HOOK_URL_LENGTH`.
 * - `handoverHookUrlNotAllowed`: the account allows hand-overs to listed addresses only, and this
 *   one is not among them.
 * - `handoverCartInvalid`: a cart sent by the craftsman's software (IDS "Warenkorb senden") is not
 *   the standard's XML: not well-formed, a DOCTYPE, not a `Warenkorb`, a quantity that is not a
 *   number, more lines than a cart reads, or larger than `MAX_IDS_CART_BYTES`.
 * - `handoverActionUnsupported`: an IDS action or OCI function the shop does not answer.
 * - `handoverNotPunchout`: a transfer asked for outside a hand-over session.
 */
import * as Schema from "effect/Schema"
import type { ErrorKey } from "../errors/errors.ts"

export const handoverRefusals = [
  "handoverHookUrlInvalid",
  "handoverHookUrlNotAllowed",
  "handoverCartInvalid",
  "handoverActionUnsupported",
  "handoverNotPunchout",
] as const satisfies ReadonlyArray<ErrorKey>
export type HandoverRefusal = (typeof handoverRefusals)[number]

export class HandoverRefused extends Schema.TaggedError<HandoverRefused>()("HandoverRefused", {
  reason: Schema.Literals(handoverRefusals),
  /** What was wrong, for logs and the CLI (English; never a credential). */
  detail: Schema.optionalKey(Schema.String),
}) {
  override get message() {
    return this.detail === undefined ? this.reason : `${this.reason}: ${this.detail}`
  }
  get key(): ErrorKey {
    return this.reason
  }
}

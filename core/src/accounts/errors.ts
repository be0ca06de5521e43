/**
 * Error-catalogue keys the accounts add to spec §8 (each raised as an AuthError or InvalidInput
 * key; they are in `errorKeys` in errors/errors.ts, and the UI gives each a message):
 * - tooManyAttempts: login, sign-up or reset throttled (RateLimiter); the user waits and tries again;
 * - passwordTooLong: more than 72 bytes in UTF-8, the most bcrypt reads (a longer one would be cut silently);
 * - passwordTooCommon: among the 10,000 most common passwords;
 * - invalidLink: a mailed link that is unknown, used already, expired, or of another kind;
 * - sessionExpired: the access or refresh token is no longer valid (expired, revoked, reused): log in again.
 */
import { Schema } from "effect"
import type { ErrorKey } from "../errors/errors.ts"

/** A throttled login, sign-up or reset (key `tooManyAttempts`); `retryAfterSeconds` is the `Retry-After` hint. */
export class TooManyAttempts extends Schema.TaggedError<TooManyAttempts>()("TooManyAttempts", {
  retryAfterSeconds: Schema.Number,
}) {
  get key(): ErrorKey {
    return "tooManyAttempts"
  }
  override get message() {
    return `too many attempts; try again in ${this.retryAfterSeconds} s`
  }
}

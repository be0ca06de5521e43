/**
 * Supabase faults as the port's AuthError, decided by GoTrue's documented `error_code` (the `code`
 * supabase-js puts on its AuthError) and HTTP status, and by the messages the project's own RPCs
 * raise through PostgREST (supabase/migrations). Keys: spec §8 plus those the accounts add
 * (core/src/accounts/errors.ts: invalidLink, sessionExpired, tooManyAttempts, passwordTooLong,
 * passwordTooCommon), the same the embedded adapter raises. Anything else, network faults and 5xx
 * included, is `generalError`. The vendor error always stays the cause.
 */
import { AuthError, type ErrorKey } from "@shop/core"

/** Which call failed: a mailed link, a call made with the user's token, or anything else. */
export type CallKind = "account" | "link" | "session"

/** GoTrue error codes with a key of their own, whatever the call. */
const goTrueKeys: Readonly<Record<string, ErrorKey>> = {
  invalid_credentials: "wrongCredentials",
  email_not_confirmed: "emailNotConfirmed",
  user_already_exists: "emailAlreadyExists",
  email_exists: "emailAlreadyExists",
  email_address_invalid: "invalidEmail",
  over_request_rate_limit: "tooManyAttempts",
  over_email_send_rate_limit: "tooManyAttempts",
}

/** GoTrue codes of an access or refresh token that no longer opens a session. */
const sessionCodes: ReadonlySet<string> = new Set([
  "bad_jwt",
  "no_authorization",
  "session_not_found",
  "session_expired",
  "user_not_found",
  "refresh_token_not_found",
  "refresh_token_already_used",
])

/** Messages of the project's RPCs (`raise exception '<key>'`). */
const rpcKeys: Readonly<Record<string, ErrorKey>> = {
  incorrectPassword: "incorrectPassword",
  passwordTooShort: "passwordTooShort",
  passwordTooLong: "passwordTooLong",
  notAuthenticated: "sessionExpired",
}

const property = (error: unknown, name: string): unknown => (typeof error === "object" && error !== null ? (error as Record<string, unknown>)[name] : undefined)
const text = (value: unknown) => (typeof value === "string" ? value : undefined)

export const authError = (key: ErrorKey, cause?: unknown) => new AuthError(cause === undefined ? { key } : { key, cause })

/** An error from supabase-js's auth client. */
export const fromGoTrue = (error: unknown, kind: CallKind = "account") => {
  const code = text(property(error, "code")) ?? ""
  const status = property(error, "status")
  if (code === "weak_password") {
    // Reasons: length (shorter than the project's minimum), characters, pwned (a leaked password).
    const reasons = property(error, "reasons")
    const pwnedOnly = Array.isArray(reasons) && reasons.includes("pwned") && !reasons.includes("length")
    return authError(pwnedOnly ? "passwordTooCommon" : "passwordTooShort", error)
  }
  const known = goTrueKeys[code]
  if (known !== undefined) return authError(known, error)
  if (status === 429) return authError("tooManyAttempts", error)
  const refused = typeof status === "number" && status >= 400 && status < 500
  // A link GoTrue refuses (unknown, used, expired, wrong verifier) is the link's fault.
  if (kind === "link" && refused) return authError("invalidLink", error)
  if (kind === "session" && (sessionCodes.has(code) || property(error, "name") === "AuthSessionMissingError" || status === 401 || status === 403)) {
    return authError("sessionExpired", error)
  }
  return authError("generalError", error)
}

/** A PostgREST error (`{ code, message, details, hint }`) from `rpc(…)`, with the response status. */
export const fromRpc = (error: unknown, status: number) => {
  const known = rpcKeys[text(property(error, "message")) ?? ""]
  if (known !== undefined) return authError(known, error)
  // 401: no valid user token (JWSError PGRST301, expired PGRST303, or the anon role).
  return authError(status === 401 ? "sessionExpired" : "generalError", error)
}

/**
 * The rules the Supabase auth adapter applies around GoTrue: the shop's password rule, the hour a
 * recovery session may set a password in (read from the access token's `amr` claim), the link types
 * of `?token_hash=` links, the metadata keys an update may carry, and the redirect URL made ready
 * for the link's parameters (AuthSupabase.ts says why).
 */
import { Clock, Effect } from "effect"
import { type UserMetadata, isLanguage } from "@shop/core"
import { authError } from "./errors.ts"
import { metadataTextFields } from "@shop/core/accounts/metadata"

/** The link types GoTrue's `/verify` accepts for e-mail links (`type` of a `?token_hash=` link). */
export const linkTypes = ["signup", "invite", "magiclink", "recovery", "email_change", "email"] as const
export type LinkType = (typeof linkTypes)[number]
export const isLinkType = (type: string | undefined): type is LinkType => linkTypes.includes(type as LinkType)

/** The shop's password rule (core/src/accounts/policy.ts), checked before Supabase is asked. */
const PASSWORD_MIN_CHARACTERS = 8
const PASSWORD_MAX_BYTES = 72
export const checkNewPassword = (password: string) =>
  [...password].length < PASSWORD_MIN_CHARACTERS
    ? Effect.fail(authError("passwordTooShort"))
    : new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES
      ? Effect.fail(authError("passwordTooLong"))
      : Effect.void

/** A recovery session may set a password without the current one for this long (core's RECOVERY_TTL_SECONDS). */
export const RECOVERY_SECONDS = 60 * 60
/** How far Supabase's clock may run ahead of this server's. */
export const CLOCK_SKEW_SECONDS = 5 * 60
/** GoTrue's `amr` methods of sessions opened by a mailed link (token-hash links all give `otp`). */
const linkMethods: ReadonlySet<string> = new Set(["otp", "recovery", "magiclink"])

/** The claims of an access token, read without checking the signature (GoTrue checks it on every call). */
const claimsOf = (accessToken: string): Readonly<Record<string, unknown>> | undefined => {
  try {
    const payload: unknown = JSON.parse(Buffer.from(accessToken.split(".")[1] ?? "", "base64url").toString("utf8"))
    return typeof payload === "object" && payload !== null ? (payload as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

interface AmrEntry {
  readonly method: string
  readonly timestamp: number
}

/** The `amr` claim of an access token: how and when its session was opened. */
export const amrOf = (accessToken: string): ReadonlyArray<AmrEntry> => {
  const amr = claimsOf(accessToken)?.amr
  return Array.isArray(amr)
    ? amr.filter((entry): entry is AmrEntry => typeof entry?.method === "string" && typeof entry?.timestamp === "number")
    : []
}

/** When the session of this token was opened, seconds: its earliest `amr` time (GoTrue keeps it on every refresh); none without `amr`. */
export const sessionOpenedAt = (accessToken: string): number | undefined => {
  const times = amrOf(accessToken).map((entry) => entry.timestamp)
  return times.length === 0 ? undefined : Math.min(...times)
}

/**
 * When a mailed link opened the session of this (unexpired) token, within the last hour;
 * `sessionExpired` for a token that is none or has expired, `invalidLink` for any other session.
 */
export const linkSessionOpenedAt = (accessToken: string) =>
  Effect.gen(function* () {
    const claims = claimsOf(accessToken)
    const now = Math.floor((yield* Clock.currentTimeMillis) / 1000)
    if (claims === undefined || typeof claims.exp !== "number" || claims.exp <= now) return yield* authError("sessionExpired")
    const entry = amrOf(accessToken).find((e) => linkMethods.has(e.method) && now - e.timestamp > -CLOCK_SKEW_SECONDS && now - e.timestamp < RECOVERY_SECONDS)
    if (entry === undefined) return yield* authError("invalidLink", new Error("not a session a mailed link opened within the hour"))
    return entry.timestamp
  })

/** The known metadata keys of an update, with values of the right kind. */
export const metadataUpdate = (update: Partial<UserMetadata>): Record<string, string> => {
  const out: Record<string, string> = {}
  if (isLanguage(update.userLang)) out.userLang = update.userLang
  if (isLanguage(update.mailTemplate)) out.mailTemplate = update.mailTemplate
  for (const key of metadataTextFields) if (typeof update[key] === "string") out[key] = update[key]
  return out
}

/** Parameters a link adds; an old value of them in `redirectTo` would only confuse the page. */
const linkParameters: ReadonlySet<string> = new Set(["token_hash", "type", "code", "code_verifier", "error", "error_code", "error_description"])

/** `redirectTo` ready for the link's parameters: its query (if any) kept, ending in `?` or `&`. */
export const linkBase = (redirectTo: string) => {
  const url = URL.parse(redirectTo)
  if (url === null || !/^https?:$/.test(url.protocol)) {
    return Effect.fail(authError("generalError", new Error(`redirectTo must be an absolute http(s) URL: ${JSON.stringify(redirectTo)}`)))
  }
  for (const name of linkParameters) url.searchParams.delete(name)
  const query = url.searchParams.toString()
  return Effect.succeed(`${url.origin}${url.pathname}?${query === "" ? "" : `${query}&`}`)
}

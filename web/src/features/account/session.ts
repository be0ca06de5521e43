/**
 * The login session in a cookie (spec §4 "session held in cookies", §9): the access and refresh
 * tokens in one HttpOnly, SameSite=Lax cookie, `Secure` with the `__Host-` prefix over https, kept
 * 400 days. Every request that needs the user reads it here: an access token within 10 s of its
 * expiry is refreshed first (the refresh token rotates, and the cookie is written anew); a session
 * the auth system no longer accepts clears the cookie. Server-only.
 */
import { Clock, Effect, Schema } from "effect"
import { Auth, type AuthUser, type Session } from "@shop/core"

/** Spec §9: auth cookie max age 400 days; session expiry margin 10 s. */
export const SESSION_MAX_AGE_SECONDS = 400 * 24 * 60 * 60
export const SESSION_EXPIRY_MARGIN_SECONDS = 10

const SessionCookie = Schema.Struct({
  a: Schema.String.pipe(Schema.check(Schema.isMaxLength(4000))),
  r: Schema.String.pipe(Schema.check(Schema.isMaxLength(200))),
  e: Schema.Finite,
  /** 1: a login for this browser session only (a hand-over's, issue 26): the cookie has no Max-Age, and keeps none when refreshed. */
  t: Schema.optionalKey(Schema.Literal(1)),
})
const decodeCookie = Schema.decodeUnknownOption(Schema.fromJsonString(SessionCookie))

export const sessionCookieName = (secure: boolean): string => (secure ? "__Host-session" : "session")

/** Over https the `__Host-` cookie; a plain-http cookie of the same name is never read there. */
export const readSessionCookie = (cookieHeader: string | null, secure: boolean): string | null => {
  const name = sessionCookieName(secure)
  for (const part of (cookieHeader ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=")
    if (key === name) return rest.join("=")
  }
  return null
}

const attributes = (secure: boolean, maxAge: number | null) =>
  `Path=/;${maxAge === null ? "" : ` Max-Age=${maxAge};`} HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`

/** `transient`: for this browser session only (no Max-Age), as a hand-over's login is. */
export const sessionSetCookie = (session: Session, secure: boolean, transient = false): string => {
  const value = Buffer.from(JSON.stringify({ a: session.accessToken, r: session.refreshToken, e: session.expiresAt, ...(transient ? { t: 1 } : {}) })).toString("base64url")
  return `${sessionCookieName(secure)}=${value}; ${attributes(secure, transient ? null : SESSION_MAX_AGE_SECONDS)}`
}

export const clearSessionCookie = (secure: boolean): string => `${sessionCookieName(secure)}=; ${attributes(secure, 0)}`

export interface CurrentSession {
  /** The user and their (possibly refreshed) tokens; null for a guest or a session that ended. */
  readonly session: { readonly user: AuthUser; readonly accessToken: string; readonly refreshToken: string } | null
  /** The cookie to send back: a refreshed session, or a cleared one. */
  readonly setCookie: string | null
}

/** The request's session, refreshed when it is about to expire; never fails (a bad cookie is a guest). */
export const currentSession = Effect.fn("web.currentSession")(function* (cookieHeader: string | null, secure: boolean) {
  const raw = readSessionCookie(cookieHeader, secure)
  if (raw === null || raw === "") return { session: null, setCookie: null } satisfies CurrentSession
  const cleared: CurrentSession = { session: null, setCookie: clearSessionCookie(secure) }
  const decoded = decodeCookie(Buffer.from(raw, "base64url").toString("utf8"))
  if (decoded._tag === "None") return cleared
  const auth = yield* Auth
  const now = (yield* Clock.currentTimeMillis) / 1000
  let tokens = { accessToken: decoded.value.a, refreshToken: decoded.value.r, expiresAt: decoded.value.e }
  let setCookie: string | null = null
  if (tokens.expiresAt - now <= SESSION_EXPIRY_MARGIN_SECONDS) {
    const refreshed = yield* Effect.option(auth.refresh(tokens.refreshToken))
    if (refreshed._tag === "None") return cleared
    tokens = refreshed.value
    setCookie = sessionSetCookie(refreshed.value, secure, decoded.value.t === 1)
  }
  const user = yield* Effect.option(auth.user(tokens.accessToken))
  if (user._tag === "None") return cleared
  return { session: { user: user.value, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }, setCookie } satisfies CurrentSession
})

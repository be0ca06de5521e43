/**
 * A local stand-in for a Supabase project's auth and RPC endpoints, for wire-level tests of the
 * Supabase auth adapter with the real supabase-js client: a node:http server answering GoTrue's
 * documented endpoints (`/auth/v1/signup`, `/token?grant_type=password|refresh_token|pkce`,
 * `/verify` GET and POST, `/recover`, `/user` GET and PUT, `/logout`) and PostgREST's
 * `/rest/v1/rpc/<name>` for the project's three password RPCs, in their documented JSON shapes and
 * status codes, over an in-memory user store. It behaves like a project with e-mail
 * confirmations on (or `autoconfirm`), GoTrue's refresh-token rotation in either algorithm
 * (v1, the long-standing one: a rotated token is answered with its successor, or within the 10 s
 * reuse interval with a new one; later it revokes the session's tokens, leaving the session and
 * its access tokens alive. v2, counter-based: the previous token or a concurrent refresh within
 * the interval gets the current token; any other reuse ends the session), a
 * password update that clears every mailed token and `recovery_sent_at` and ends the user's other
 * sessions, PKCE flow states (a `code_challenge` makes mailed tokens `pkce_`-prefixed;
 * `GET /verify` then redirects with `?code=`), HS256 access tokens carrying Supabase's claims
 * (`amr` records how the session was opened), and, when given, the project's session limits
 * (`[auth.sessions]` `timebox` and `inactivity_timeout`: a refresh of a session past either is
 * refused with 403 `session_expired`, as GoTrue's token endpoint does; its access tokens live on
 * until they expire). Its clock is injectable (`now`), so tests drive it with effect's TestClock.
 *
 * Every request is recorded (method, path, query, headers, parsed body) so tests can assert what
 * the client sent; every mail GoTrue would send is recorded with its token hash, redirect and the
 * user metadata the templates would see. Errors follow the API version the client asks for
 * (`X-Supabase-Api-Version: 2024-01-01`: `{ code, message }`; otherwise `{ code, error_code, msg }`).
 */
import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto"
import { readFileSync } from "node:fs"
import { type IncomingMessage, type ServerResponse, createServer } from "node:http"
import type { AddressInfo } from "node:net"

export const TEST_ANON_KEY = "test-anon-key"
const API_VERSION_HEADER = "x-supabase-api-version"
const API_VERSION_2024 = "2024-01-01"

export interface GoTrueServerOptions {
  readonly anonKey?: string
  /** HS256 secret of the access tokens. */
  readonly jwtSecret?: string
  /** `mailer_autoconfirm`: sign-up answers a session and no mail is sent. */
  readonly autoconfirm?: boolean
  /** Shorter passwords are refused as weak (`weak_password`, reason `length`). */
  readonly minPasswordLength?: number
  /** Lifetime of access tokens, seconds. */
  readonly accessTokenSeconds?: number
  /** GoTrue's SITE_URL: the redirect when `redirect_to` is missing or not allowed. */
  readonly siteUrl?: string
  /** The redirect allow list; default: every http(s) URL. */
  readonly allowRedirect?: (url: string) => boolean
  /** The server's clock, ms since the epoch (default: the real one). */
  readonly now?: () => number
  /** GoTrue's `refresh_token_algorithm_version` for new sessions: 1 (default) or 2. */
  readonly refreshTokenAlgorithm?: 1 | 2
  /** `refresh_token_reuse_interval`, seconds (default 10, as config.toml). */
  readonly refreshReuseSeconds?: number
  /** Called with every mail as it is sent (after rendering). */
  readonly onMail?: (mail: SentMail) => void
  /** `max_frequency`: a second confirmation or recovery mail to one account within it is refused (429). */
  readonly maxFrequencySeconds?: number
  /** Mail templates to render each mail with, as GoTrue does (see `loadMailTemplates`). */
  readonly templates?: MailTemplates
  /** `[auth.sessions]`, seconds (see `loadSessionSettings`): none unless given, as a project without them. */
  readonly sessions?: SessionSettings
}

export interface SessionSettings {
  readonly timeboxSeconds?: number | undefined
  readonly inactivityTimeoutSeconds?: number | undefined
}

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: Readonly<Record<string, string>>
  readonly headers: IncomingMessage["headers"]
  readonly body: unknown
}

export type MailType = "signup" | "recovery" | "email_change" | "invite" | "magiclink"

export interface SentMail {
  readonly type: MailType
  readonly to: string
  /** `{{ .TokenHash }}` (with `pkce_` prefix when the request carried a code challenge). */
  readonly tokenHash: string
  /** `{{ .RedirectTo }}`. */
  readonly redirectTo: string
  /** `{{ .Data }}`: the user metadata when the mail was sent. */
  readonly data: Readonly<Record<string, unknown>>
  /** `{{ .ConfirmationURL }}`: GoTrue's own verify link. */
  readonly confirmationUrl: string
  /** Subject and HTML body rendered from the configured templates (when the server has them). */
  readonly subject?: string
  readonly html?: string
}

interface StoredUser {
  id: string
  email: string
  passwordHash: string
  confirmedAt: string | null
  createdAt: string
  updatedAt: string
  metadata: Record<string, unknown>
  newEmail: string | null
  /** `recovery_sent_at` (ms): set by a recovery mail, kept when the link is used, cleared by a password update. */
  recoverySentAt: number | null
  /** Live mailed tokens: token hash → type and when it was sent (ms). */
  tokens: Map<string, { readonly type: MailType; sentAt: number }>
}

interface StoredSession {
  readonly id: string
  readonly userId: string
  /** The `amr` claim of the session's access tokens: how and when it was opened. */
  readonly amr: { readonly method: string; readonly timestamp: number }
  /** v2 refresh tokens: the current counter and when the session was last refreshed (ms). */
  readonly v2: { counter: number; refreshedAt: number } | null
  /** ms: GoTrue's `created_at` and `refreshed_at` (the creation until the first refresh). */
  readonly createdAt: number
  refreshedAt: number
}

interface StoredRefreshToken {
  readonly token: string
  readonly sessionId: string
  readonly parent: string | null
  revoked: boolean
  /** ms; set again when the token is revoked (GoTrue's `updated_at`). */
  updatedAt: number
  readonly issuedAt: number
}

/** A PKCE flow state: created with its auth code, which `GET /verify` hands out for the user's newest flow of that kind. */
interface FlowState {
  readonly userId: string
  readonly kind: MailType
  readonly challenge: string
  readonly method: string
  readonly createdAt: number
  readonly authCode: string
}

class HttpError extends Error {
  readonly status: number
  readonly code: string
  readonly extra: Record<string, unknown>
  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.code = code
    this.extra = extra
  }
}

const hashPassword = (password: string) => createHash("sha256").update(`gotrue-fake:${password}`).digest("hex")
const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url")
const isEmail = (value: unknown): value is string => typeof value === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)

export interface GoTrueServer {
  /** The project URL to give supabase-js (`http://127.0.0.1:<port>`). */
  readonly url: string
  readonly anonKey: string
  readonly requests: Array<RecordedRequest>
  readonly mails: Array<SentMail>
  /** `failing`: every endpoint answers 500; `rateLimited`: every endpoint answers 429 (GoTrue's per-address limit). */
  readonly state: { failing: boolean; rateLimited: boolean }
  /** Requests to one endpoint (path after the project URL, e.g. `/auth/v1/signup`). */
  readonly requestsTo: (path: string) => Array<RecordedRequest>
  /** The newest mail to an address (of a type). */
  readonly lastMail: (to: string, type?: MailType) => SentMail | undefined
  /** The link parameters the shipped templates add to `{{ .RedirectTo }}`: `token_hash={{ .TokenHash }}&type=<type>`. */
  readonly linkParams: (mail: SentMail) => Record<string, string>
  /** Opens `{{ .ConfirmationURL }}` as a browser would and answers the query parameters GoTrue redirected to. */
  readonly openConfirmationUrl: (mail: SentMail) => Promise<Record<string, string>>
  /** Makes every mailed link of an address look older than GoTrue's one-day e-mail OTP expiry. */
  readonly expireLinks: (email: string) => void
  /** The stored account of an address (undefined when there is none). */
  readonly account: (email: string) =>
    | { readonly id: string; readonly email: string; readonly confirmed: boolean; readonly metadata: Readonly<Record<string, unknown>>; readonly newEmail: string | null; readonly sessions: number }
    | undefined
  /** Creates a confirmed account directly (as the dashboard would). */
  readonly createUser: (email: string, password: string, metadata?: Record<string, unknown>) => string
  /** Signs an access token with the server's secret (for forged or expired tokens in tests). */
  readonly signToken: (claims: Record<string, unknown>) => string
  readonly close: () => Promise<void>
}

export const startGoTrueServer = async (options: GoTrueServerOptions = {}): Promise<GoTrueServer> => {
  const anonKey = options.anonKey ?? TEST_ANON_KEY
  const jwtSecret = options.jwtSecret ?? "test-jwt-secret-with-at-least-32-characters"
  const minPasswordLength = options.minPasswordLength ?? 8
  const accessTokenSeconds = options.accessTokenSeconds ?? 3600
  const otpExpiryMs = 24 * 60 * 60 * 1000
  const flowStateExpiryMs = 300 * 1000
  const allowRedirect = options.allowRedirect ?? ((url: string) => /^https?:\/\//i.test(url))

  const clock = options.now ?? Date.now
  const nowSeconds = () => Math.floor(clock() / 1000)
  const iso = () => new Date(clock()).toISOString()
  const reuseIntervalMs = (options.refreshReuseSeconds ?? 10) * 1000
  const users = new Map<string, StoredUser>()
  const sessions = new Map<string, StoredSession>()
  const refreshTokens = new Map<string, StoredRefreshToken>()
  const flowStates: Array<FlowState> = []
  const requests: Array<RecordedRequest> = []
  const mails: Array<SentMail> = []
  const state = { failing: false, rateLimited: false }
  let baseUrl = ""
  const siteUrl = () => options.siteUrl ?? "http://localhost:3000"

  const userByEmail = (email: string) => [...users.values()].find((u) => u.email === email.toLowerCase())

  const userJson = (u: StoredUser) => ({
    id: u.id,
    aud: "authenticated",
    role: "authenticated",
    email: u.email,
    ...(u.confirmedAt === null ? {} : { email_confirmed_at: u.confirmedAt, confirmed_at: u.confirmedAt }),
    phone: "",
    ...(u.newEmail === null ? {} : { new_email: u.newEmail, email_change_sent_at: u.updatedAt }),
    ...(u.recoverySentAt === null ? {} : { recovery_sent_at: new Date(u.recoverySentAt).toISOString() }),
    confirmation_sent_at: u.createdAt,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: u.metadata,
    identities: [
      {
        identity_id: randomUUID(),
        id: u.id,
        user_id: u.id,
        identity_data: { email: u.email, email_verified: u.confirmedAt !== null, phone_verified: false, sub: u.id },
        provider: "email",
        created_at: u.createdAt,
        updated_at: u.updatedAt,
        email: u.email,
      },
    ],
    created_at: u.createdAt,
    updated_at: u.updatedAt,
    is_anonymous: false,
  })

  const signToken = (claims: Record<string, unknown>) => {
    const head = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }))
    const body = base64url(JSON.stringify(claims))
    const signature = createHmac("sha256", jwtSecret).update(`${head}.${body}`).digest("base64url")
    return `${head}.${body}.${signature}`
  }

  const verifyToken = (token: string): Record<string, unknown> | undefined => {
    const [head, body, signature] = token.split(".")
    if (head === undefined || body === undefined || signature === undefined) return undefined
    const expected = Buffer.from(createHmac("sha256", jwtSecret).update(`${head}.${body}`).digest("base64url"))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
    try {
      return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>
    } catch {
      return undefined
    }
  }

  /** An access token of a session, answered with one of its refresh tokens (GoTrue's AccessTokenResponse). */
  const tokenResponse = (u: StoredUser, session: StoredSession, refreshToken: string) => {
    const iat = nowSeconds()
    const exp = iat + accessTokenSeconds
    const accessToken = signToken({
      aud: "authenticated",
      exp,
      iat,
      iss: `${baseUrl}/auth/v1`,
      sub: u.id,
      email: u.email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: u.metadata,
      role: "authenticated",
      aal: "aal1",
      amr: [session.amr],
      session_id: session.id,
      is_anonymous: false,
    })
    return { access_token: accessToken, token_type: "bearer", expires_in: accessTokenSeconds, expires_at: exp, refresh_token: refreshToken, user: userJson(u) }
  }

  /** A new refresh token of a session (a child of `parent` when swapped). */
  const grantRefreshToken = (session: StoredSession, parent: string | null) => {
    const token = randomBytes(9).toString("base64url")
    refreshTokens.set(token, { token, sessionId: session.id, parent, revoked: false, updatedAt: clock(), issuedAt: clock() })
    return token
  }

  /** A v2 refresh token: the session and counter, signed (opaque to clients, as GoTrue's). */
  const v2Token = (session: StoredSession, counter: number) => {
    const body = base64url(JSON.stringify({ sid: session.id, c: counter }))
    return `${body}.${createHmac("sha256", jwtSecret).update(body).digest("base64url")}`
  }
  const readV2Token = (token: string) => {
    const [body = "", signature = ""] = token.split(".")
    if (createHmac("sha256", jwtSecret).update(body).digest("base64url") !== signature) return undefined
    const parsed = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { readonly sid: string; readonly c: number }
    return parsed
  }

  /** Opens a session (`amr` method: password, otp, recovery, email/signup, …) and answers its first tokens. */
  const issueSession = (u: StoredUser, method: string) => {
    const v2 = options.refreshTokenAlgorithm === 2 ? { counter: 0, refreshedAt: clock() } : null
    const session: StoredSession = { id: randomUUID(), userId: u.id, amr: { method, timestamp: nowSeconds() }, v2, createdAt: clock(), refreshedAt: clock() }
    sessions.set(session.id, session)
    return tokenResponse(u, session, v2 === null ? grantRefreshToken(session, null) : v2Token(session, 0))
  }

  /** Ends a session: the session row and its refresh tokens go (GoTrue's logout). */
  const endSession = (session: StoredSession) => {
    sessions.delete(session.id)
    for (const [token, entry] of refreshTokens) if (entry.sessionId === session.id) refreshTokens.delete(token)
  }

  /** GoTrue's `Session.CheckValidity` at a refresh: past the timebox, or inactive too long, the refresh is refused. */
  const checkSessionLimits = (session: StoredSession) => {
    const { timeboxSeconds, inactivityTimeoutSeconds } = options.sessions ?? {}
    if (timeboxSeconds !== undefined && clock() > session.createdAt + timeboxSeconds * 1000) {
      throw new HttpError(403, "session_expired", "Invalid Refresh Token: Session Expired")
    }
    if (inactivityTimeoutSeconds !== undefined && clock() > session.refreshedAt + inactivityTimeoutSeconds * 1000) {
      throw new HttpError(403, "session_expired", "Invalid Refresh Token: Session Expired (Inactivity)")
    }
  }

  /** GoTrue's refresh-token grant for v2 tokens. */
  const refreshGrantV2 = (token: string) => {
    const parsed = readV2Token(token)
    const session = parsed === undefined ? undefined : sessions.get(parsed.sid)
    const u = session === undefined ? undefined : users.get(session.userId)
    if (parsed === undefined || session?.v2 == null || u === undefined) throw new HttpError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
    checkSessionLimits(session)
    const state = session.v2
    const difference = state.counter - parsed.c
    if (difference < 0) throw new HttpError(400, "validation_failed", "Invalid Refresh Token: Not Issued By This Server")
    if (difference === 0) state.counter += 1
    else {
      const notSaved = difference === 1
      const concurrent = Math.abs(clock() - state.refreshedAt) < reuseIntervalMs
      if (!notSaved && !concurrent) {
        // Reuse: the whole session ends, its access tokens with it.
        endSession(session)
        throw new HttpError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used")
      }
    }
    state.refreshedAt = clock()
    session.refreshedAt = clock()
    return tokenResponse(u, session, v2Token(session, state.counter))
  }

  /** GoTrue's refresh-token grant (tokens of the v1 algorithm; v2 tokens go to refreshGrantV2). */
  const refreshGrant = (token: string) => {
    if (token.includes(".")) return refreshGrantV2(token)
    const entry = refreshTokens.get(token)
    const session = entry === undefined ? undefined : sessions.get(entry.sessionId)
    const u = session === undefined ? undefined : users.get(session.userId)
    if (entry === undefined || session === undefined || u === undefined) throw new HttpError(400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
    checkSessionLimits(session)
    if (entry.revoked) {
      const active = [...refreshTokens.values()].filter((t) => t.sessionId === session.id && !t.revoked).at(-1)
      // The client lost the answer to its refresh: the successor is answered again.
      if (active !== undefined && active.parent === token) return tokenResponse(u, session, active.token)
      if (clock() > entry.updatedAt + reuseIntervalMs) {
        // Reuse after the interval: every token of the session is revoked (the session itself stays).
        for (const t of refreshTokens.values()) {
          if (t.sessionId === session.id && !t.revoked) {
            t.revoked = true
            t.updatedAt = clock()
          }
        }
        throw new HttpError(400, "refresh_token_already_used", "Invalid Refresh Token: Already Used")
      }
    }
    const next = grantRefreshToken(session, token)
    session.refreshedAt = clock()
    if (!entry.revoked) {
      entry.revoked = true
      entry.updatedAt = clock()
    }
    return tokenResponse(u, session, next)
  }

  /** GoTrue's `getReferrer`: the requested redirect when allowed, else the site URL. */
  const referrer = (query: Readonly<Record<string, string>>) => {
    const wanted = query.redirect_to
    return wanted !== undefined && wanted !== "" && allowRedirect(wanted) ? wanted : siteUrl()
  }

  const startFlow = (u: StoredUser, kind: MailType, body: Record<string, unknown>) => {
    const challenge = body.code_challenge
    if (typeof challenge !== "string" || challenge === "") return false
    const method = String(body.code_challenge_method ?? "").toLowerCase()
    if (method !== "s256" && method !== "plain") throw new HttpError(400, "validation_failed", "Code challenge method must be 's256' or 'plain'")
    flowStates.push({ userId: u.id, kind, challenge, method, createdAt: clock(), authCode: randomUUID() })
    return true
  }

  /** GoTrue's `validateSentWithinFrequencyLimit` (before anything is changed). */
  const checkFrequency = (u: StoredUser, type: MailType) => {
    const limit = (options.maxFrequencySeconds ?? 0) * 1000
    const last = Math.max(0, ...[...u.tokens.values()].filter((t) => t.type === type).map((t) => t.sentAt))
    const wait = Math.ceil((last + limit - clock()) / 1000)
    if (limit > 0 && wait > 0) throw new HttpError(429, "over_email_send_rate_limit", `For security purposes, you can only request this after ${wait} seconds.`)
  }

  const sendMail = (u: StoredUser, type: MailType, to: string, redirectTo: string, pkce: boolean) => {
    for (const [hash, token] of u.tokens) if (token.type === type) u.tokens.delete(hash)
    const tokenHash = `${pkce ? "pkce_" : ""}${createHash("sha224").update(`${to}${randomBytes(6).toString("hex")}`).digest("hex")}`
    u.tokens.set(tokenHash, { type, sentAt: clock() })
    if (type === "recovery" || type === "magiclink") u.recoverySentAt = clock()
    const confirmationUrl = `${baseUrl}/auth/v1/verify?token=${encodeURIComponent(tokenHash)}&type=${type}&redirect_to=${encodeURIComponent(redirectTo)}`
    const data = structuredClone(u.metadata)
    const template = options.templates?.[templateNames[type]]
    const values = { SiteURL: siteUrl(), ConfirmationURL: confirmationUrl, Email: u.email, NewEmail: u.newEmail ?? "", Token: "123456", TokenHash: tokenHash, Data: data, RedirectTo: redirectTo }
    const rendered = template === undefined ? {} : { subject: renderGoTemplate(template.subject, values), html: renderGoTemplate(template.body, values) }
    const mail: SentMail = { type, to, tokenHash, redirectTo, data, confirmationUrl, ...rendered }
    mails.push(mail)
    options.onMail?.(mail)
  }

  const requireUser = (headers: IncomingMessage["headers"]) => {
    const match = /^Bearer (\S+)$/i.exec(headers.authorization ?? "")
    if (match === null) throw new HttpError(401, "no_authorization", "This endpoint requires a valid Bearer token")
    const claims = verifyToken(match[1]!)
    if (claims === undefined) throw new HttpError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, signature is invalid")
    if (typeof claims.exp !== "number" || claims.exp <= nowSeconds()) throw new HttpError(403, "bad_jwt", "invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired")
    const u = users.get(String(claims.sub))
    if (u === undefined) throw new HttpError(403, "user_not_found", "User from sub claim in JWT does not exist")
    const session = sessions.get(String(claims.session_id))
    if (session === undefined) throw new HttpError(403, "session_not_found", "Session from session_id claim in JWT does not exist")
    return { user: u, session }
  }

  const checkPassword = (password: unknown) => {
    if (typeof password !== "string" || password === "") throw new HttpError(422, "validation_failed", "Signup requires a valid password")
    if ([...password].length < minPasswordLength) {
      throw new HttpError(422, "weak_password", `Password should be at least ${minPasswordLength} characters.`, { weak_password: { reasons: ["length"] } })
    }
  }

  /** Finds the account and type of a mailed token; single use, one day. */
  const takeToken = (tokenHash: string, type: string) => {
    const accepted: ReadonlyArray<MailType> =
      type === "email" ? ["signup", "magiclink"] : type === "signup" || type === "invite" ? ["signup", "invite"] : type === "recovery" || type === "magiclink" ? ["recovery", "magiclink"] : type === "email_change" ? ["email_change"] : []
    if (accepted.length === 0) throw new HttpError(400, "validation_failed", "Invalid email verification type")
    for (const u of users.values()) {
      const token = u.tokens.get(tokenHash)
      if (token === undefined || !accepted.includes(token.type)) continue
      // GoTrue's isOtpExpired compares nanosecond clocks (now after sent + otp_expiry), where the
      // exact instant never comes up; on a test clock that stands still, that instant counts as past.
      if (clock() >= token.sentAt + otpExpiryMs) throw new HttpError(403, "otp_expired", "Email link is invalid or has expired")
      u.tokens.delete(tokenHash)
      return { user: u, type: token.type }
    }
    throw new HttpError(403, "otp_expired", "Email link is invalid or has expired")
  }

  const applyLink = (u: StoredUser, type: MailType) => {
    const now = iso()
    if (type === "signup" || type === "invite") u.confirmedAt ??= now
    if (type === "recovery" || type === "magiclink") u.confirmedAt ??= now
    if (type === "email_change" && u.newEmail !== null) {
      u.email = u.newEmail
      u.newEmail = null
    }
    u.updatedAt = now
  }

  const auth = (method: string, path: string, query: Readonly<Record<string, string>>, headers: IncomingMessage["headers"], body: Record<string, unknown>, res: ServerResponse) => {
    const json = (status: number, payload: unknown) => res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(payload))

    if (method === "POST" && path === "/signup") {
      checkPassword(body.password)
      if (!isEmail(body.email)) throw new HttpError(400, "email_address_invalid", `Email address "${String(body.email)}" is invalid`)
      const email = body.email.toLowerCase()
      const data = typeof body.data === "object" && body.data !== null ? (body.data as Record<string, unknown>) : {}
      const existing = userByEmail(email)
      if (existing !== undefined && existing.confirmedAt !== null) {
        if (options.autoconfirm === true) throw new HttpError(422, "user_already_exists", "User already registered")
        // Confirmations on: a stand-in user (fresh id, no identities), so the answer does not reveal the account.
        const now = iso()
        return json(200, { ...userJson(existing), id: randomUUID(), email_confirmed_at: undefined, confirmed_at: undefined, identities: [], user_metadata: data, created_at: now, updated_at: now })
      }
      const now = iso()
      const u: StoredUser = existing ?? { id: randomUUID(), email, passwordHash: "", confirmedAt: null, createdAt: now, updatedAt: now, metadata: {}, newEmail: null, recoverySentAt: null, tokens: new Map() }
      if (existing === undefined) {
        u.passwordHash = hashPassword(body.password as string)
        u.metadata = data
        users.set(u.id, u)
      }
      if (options.autoconfirm === true) {
        u.confirmedAt = now
        return json(200, issueSession(u, "password"))
      }
      checkFrequency(u, "signup")
      const pkce = startFlow(u, "signup", body)
      sendMail(u, "signup", u.email, referrer(query), pkce)
      return json(200, userJson(u))
    }

    if (method === "POST" && path === "/token") {
      const grant = query.grant_type
      if (grant === "password") {
        const u = typeof body.email === "string" ? userByEmail(body.email) : undefined
        if (u === undefined || typeof body.password !== "string" || u.passwordHash !== hashPassword(body.password)) {
          throw new HttpError(400, "invalid_credentials", "Invalid login credentials")
        }
        if (u.confirmedAt === null) throw new HttpError(400, "email_not_confirmed", "Email not confirmed")
        return json(200, issueSession(u, "password"))
      }
      if (grant === "refresh_token") return json(200, refreshGrant(typeof body.refresh_token === "string" ? body.refresh_token : ""))
      if (grant === "pkce") {
        const authCode = typeof body.auth_code === "string" ? body.auth_code : ""
        const verifier = typeof body.code_verifier === "string" ? body.code_verifier : ""
        if (authCode === "" || verifier === "") throw new HttpError(400, "validation_failed", "invalid request: both auth code and code verifier should be non-empty")
        const index = flowStates.findIndex((flow) => flow.authCode === authCode)
        const flow = flowStates[index]
        if (flow === undefined) throw new HttpError(404, "flow_state_not_found", "invalid flow state, no valid flow state found")
        if (clock() > flow.createdAt + flowStateExpiryMs) throw new HttpError(422, "flow_state_expired", "invalid flow state, flow state has expired")
        const computed = flow.method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier
        if (computed !== flow.challenge) throw new HttpError(400, "bad_code_verifier", "code challenge does not match previously saved code verifier")
        flowStates.splice(index, 1)
        return json(200, issueSession(users.get(flow.userId)!, flow.kind === "signup" ? "email/signup" : flow.kind))
      }
      throw new HttpError(400, "invalid_credentials", "unsupported_grant_type")
    }

    if (method === "POST" && path === "/verify") {
      const type = typeof body.type === "string" ? body.type : ""
      const tokenHash = typeof body.token_hash === "string" ? body.token_hash : ""
      if (type === "") throw new HttpError(400, "validation_failed", "Verify requires a verification type")
      if (tokenHash === "") throw new HttpError(400, "validation_failed", "Verify requires either a token or a token hash")
      const { user: u, type: mailType } = takeToken(tokenHash, type)
      applyLink(u, mailType)
      return json(200, issueSession(u, "otp"))
    }

    if (method === "GET" && path === "/verify") {
      const token = query.token ?? ""
      const type = query.type ?? ""
      const redirectTo = referrer(query)
      const target = new URL(redirectTo)
      try {
        const { user: u, type: mailType } = takeToken(token, type)
        applyLink(u, mailType)
        if (token.startsWith("pkce_")) {
          const flow = flowStates.findLast((f) => f.userId === u.id && f.kind === mailType)
          if (flow === undefined) throw new HttpError(422, "flow_state_not_found", "No valid flow state found for user.")
          target.searchParams.set("code", flow.authCode)
        } else {
          const session = issueSession(u, "otp")
          target.hash = new URLSearchParams({ access_token: session.access_token, expires_at: String(session.expires_at), expires_in: String(session.expires_in), refresh_token: session.refresh_token, token_type: "bearer", type }).toString()
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        const oauth = error.status === 403 ? "access_denied" : error.status === 400 ? "invalid_request" : "server_error"
        if (token.startsWith("pkce_")) {
          target.searchParams.set("error", oauth)
          target.searchParams.set("error_code", error.code)
          target.searchParams.set("error_description", error.message)
        }
        target.hash = new URLSearchParams({ error: oauth, error_code: error.code, error_description: error.message, sb: "" }).toString()
      }
      return res.writeHead(303, { Location: target.toString() }).end()
    }

    if (method === "POST" && path === "/recover") {
      if (typeof body.email !== "string" || body.email === "") throw new HttpError(400, "validation_failed", "Password recovery requires an email")
      if (!isEmail(body.email)) throw new HttpError(400, "email_address_invalid", `Email address "${body.email}" is invalid`)
      const u = userByEmail(body.email)
      // The same answer whether or not the address has an account.
      if (u === undefined) return json(200, {})
      checkFrequency(u, "recovery")
      const pkce = startFlow(u, "recovery", body)
      sendMail(u, "recovery", u.email, referrer(query), pkce)
      return json(200, {})
    }

    if (path === "/user" && (method === "GET" || method === "PUT")) {
      const { user: u, session: current } = requireUser(headers)
      if (method === "GET") return json(200, userJson(u))
      if (body.password !== undefined && body.password !== null) {
        checkPassword(body.password)
        if (u.passwordHash === hashPassword(body.password as string)) throw new HttpError(422, "same_password", "New password should be different from the old password.")
      }
      const email = typeof body.email === "string" && body.email !== "" ? body.email.toLowerCase() : undefined
      if (email !== undefined && email !== u.email) {
        if (!isEmail(email)) throw new HttpError(400, "email_address_invalid", `Email address "${email}" is invalid`)
        if (userByEmail(email) !== undefined) throw new HttpError(422, "email_exists", "A user with this email address has already been registered")
      }
      if (typeof body.password === "string") {
        // GoTrue's UpdatePassword: every mailed token and its sent time go, other sessions end.
        u.passwordHash = hashPassword(body.password)
        u.tokens.clear()
        u.recoverySentAt = null
        u.newEmail = null
        for (const other of sessions.values()) if (other.userId === u.id && other.id !== current.id) endSession(other)
      }
      if (typeof body.data === "object" && body.data !== null) {
        for (const [key, value] of Object.entries(body.data as Record<string, unknown>)) {
          if (value === null) delete u.metadata[key]
          else u.metadata[key] = value
        }
      }
      if (email !== undefined && email !== u.email) {
        u.newEmail = email
        const pkce = startFlow(u, "email_change", body)
        sendMail(u, "email_change", email, referrer(query), pkce)
      }
      u.updatedAt = iso()
      return json(200, userJson(u))
    }

    if (method === "POST" && path === "/logout") {
      const scope = query.scope ?? "global"
      if (!["global", "local", "others"].includes(scope)) throw new HttpError(400, "validation_failed", `Unsupported logout scope "${scope}"`)
      const { user: u, session } = requireUser(headers)
      for (const other of sessions.values()) {
        if (other.userId !== u.id) continue
        if (scope === "local" && other.id !== session.id) continue
        if (scope === "others" && other.id === session.id) continue
        endSession(other)
      }
      return res.writeHead(204).end()
    }

    throw new HttpError(404, "not_found", "Not found")
  }

  /** PostgREST for the three password RPCs of supabase/migrations, with their documented error shapes and statuses. */
  const rest = (method: string, path: string, headers: IncomingMessage["headers"], body: Record<string, unknown>, res: ServerResponse) => {
    const json = (status: number, payload: unknown) => res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(payload))
    const pgError = (status: number, code: string, message: string) => json(status, { code, details: null, hint: null, message })
    const match = /^\/rpc\/([a-z_]+)$/.exec(path)
    if (method !== "POST" || match === null || !["change_user_password", "check_user_password", "delete_user"].includes(match[1]!)) {
      return pgError(404, "PGRST202", `Could not find the function public.${match?.[1] ?? path} in the schema cache`)
    }
    const name = match[1]!
    const bearer = /^Bearer (\S+)$/i.exec(headers.authorization ?? "")?.[1]
    if (bearer === undefined || bearer === anonKey) return pgError(401, "42501", `permission denied for function ${name}`)
    const claims = verifyToken(bearer)
    if (claims === undefined) return pgError(401, "PGRST301", "JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)")
    if (typeof claims.exp !== "number" || claims.exp <= nowSeconds()) return pgError(401, "PGRST303", "JWT expired")
    const u = users.get(String(claims.sub))
    if (u === undefined) return pgError(403, "28000", "notAuthenticated")
    if (typeof body.current_plain_password !== "string" || u.passwordHash !== hashPassword(body.current_plain_password)) return pgError(403, "28P01", "incorrectPassword")
    if (name === "change_user_password") {
      const next = body.new_plain_password
      if (typeof next !== "string" || [...next].length < 8) return pgError(400, "22023", "passwordTooShort")
      if (Buffer.byteLength(next) > 72) return pgError(400, "22023", "passwordTooLong")
      u.passwordHash = hashPassword(next)
      u.updatedAt = iso()
    } else if (name === "delete_user") {
      for (const session of sessions.values()) if (session.userId === u.id) endSession(session)
      users.delete(u.id)
    }
    return res.writeHead(204).end()
  }

  const handle = (req: IncomingMessage, res: ServerResponse, raw: Buffer) => {
    const method = req.method ?? ""
    const url = new URL(req.url ?? "/", "http://localhost")
    const query = Object.fromEntries(url.searchParams)
    let body: unknown
    if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString("utf8"))
      } catch {
        body = raw.toString("utf8")
      }
    }
    requests.push({ method, path: url.pathname, query, headers: req.headers, body })
    const modern = (req.headers[API_VERSION_HEADER] ?? "") >= API_VERSION_2024
    const fail = (error: HttpError) => {
      const headers: Record<string, string> = { "Content-Type": "application/json", "x-sb-error-code": error.code }
      if (modern) headers["X-Supabase-Api-Version"] = API_VERSION_2024
      const payload = modern ? { code: error.code, message: error.message, ...error.extra } : { code: error.status, error_code: error.code, msg: error.message, ...error.extra }
      res.writeHead(error.status, headers).end(JSON.stringify(payload))
    }
    if (req.headers.apikey !== anonKey) return res.writeHead(401, { "Content-Type": "application/json" }).end(JSON.stringify({ message: "Invalid API key" }))
    if (state.failing) return fail(new HttpError(500, "unexpected_failure", "Internal Server Error"))
    if (state.rateLimited) return fail(new HttpError(429, "over_request_rate_limit", "Request rate limit reached"))
    const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {}
    try {
      if (url.pathname.startsWith("/auth/v1/")) return auth(method, url.pathname.slice("/auth/v1".length), query, req.headers, record, res)
      if (url.pathname.startsWith("/rest/v1/")) return rest(method, url.pathname.slice("/rest/v1".length), req.headers, record, res)
      throw new HttpError(404, "not_found", "Not found")
    } catch (error) {
      if (error instanceof HttpError) return fail(error)
      return fail(new HttpError(500, "unexpected_failure", String(error)))
    }
  }

  const server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => handle(req, res, Buffer.concat(chunks)))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url: baseUrl,
    anonKey,
    requests,
    mails,
    state,
    requestsTo: (path) => requests.filter((r) => r.path === path),
    lastMail: (to, type) => mails.findLast((m) => m.to === to.toLowerCase() && (type === undefined || m.type === type)),
    linkParams: (mail) => ({ token_hash: mail.tokenHash, type: mail.type }),
    openConfirmationUrl: async (mail) => {
      const answer = await fetch(mail.confirmationUrl, { redirect: "manual", headers: { apikey: anonKey } })
      const location = answer.headers.get("location")
      if (answer.status !== 303 || location === null) throw new Error(`GET /verify answered ${answer.status}`)
      return Object.fromEntries(new URL(location).searchParams)
    },
    expireLinks: (email) => {
      const u = userByEmail(email)
      if (u !== undefined) for (const token of u.tokens.values()) token.sentAt -= otpExpiryMs + 1000
    },
    account: (email) => {
      const u = userByEmail(email)
      if (u === undefined) return undefined
      return {
        id: u.id,
        email: u.email,
        confirmed: u.confirmedAt !== null,
        metadata: structuredClone(u.metadata),
        newEmail: u.newEmail,
        sessions: [...sessions.values()].filter((s) => s.userId === u.id).length,
      }
    },
    createUser: (email, password, metadata = {}) => {
      const now = iso()
      const u: StoredUser = { id: randomUUID(), email: email.toLowerCase(), passwordHash: hashPassword(password), confirmedAt: now, createdAt: now, updatedAt: now, metadata: { ...metadata }, newEmail: null, recoverySentAt: null, tokens: new Map() }
      users.set(u.id, u)
      return u.id
    },
    signToken,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

// Mail templates -----------------------------------------------------------------------------------

/** config.toml's `[auth.email.template.<name>]` per mail type. */
const templateNames: Readonly<Record<MailType, string>> = {
  signup: "confirmation",
  invite: "invite",
  magiclink: "magic_link",
  email_change: "email_change",
  recovery: "recovery",
}

export type MailTemplates = Readonly<Record<string, { readonly subject: string; readonly body: string }>>

/**
 * The `[auth.email.template.*]` sections of a Supabase CLI config.toml (subject and the file at
 * content_path, which the CLI resolves from the folder above `supabase/`).
 */
export const loadMailTemplates = (configToml: URL): MailTemplates => {
  const text = readFileSync(configToml, "utf8")
  const root = new URL("../", new URL("./", configToml))
  const templates: Record<string, { subject: string; body: string }> = {}
  for (const section of text.split(/^(?=\[)/m)) {
    const name = /^\[auth\.email\.template\.([a-z_]+)\]/.exec(section)?.[1]
    if (name === undefined) continue
    const value = (key: string) => {
      const match = new RegExp(`^${key}\\s*=\\s*(?:'([^']*)'|"((?:[^"\\\\]|\\\\.)*)")`, "m").exec(section)
      return match === null ? undefined : (match[1] ?? JSON.parse(`"${match[2]}"`))
    }
    const subject = value("subject")
    const contentPath = value("content_path")
    if (subject === undefined || contentPath === undefined) throw new Error(`[auth.email.template.${name}] needs subject and content_path`)
    templates[name] = { subject, body: readFileSync(new URL(contentPath, root), "utf8") }
  }
  return templates
}

/** A Go duration as the Supabase CLI reads it ("720h", "1h30m", "90s"), in seconds. */
const goDurationSeconds = (text: string): number => {
  const units: Readonly<Record<string, number>> = { h: 3600, m: 60, s: 1 }
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)([hms])/g)]
  if (parts.length === 0 || parts.map((p) => p[0]).join("") !== text) throw new Error(`not a Go duration: ${JSON.stringify(text)}`)
  return parts.reduce((sum, [, n, unit]) => sum + Number(n) * units[unit!]!, 0)
}

/** The `[auth.sessions]` section of a Supabase CLI config.toml: `timebox` and `inactivity_timeout`. */
export const loadSessionSettings = (configToml: URL): SessionSettings => {
  const section = readFileSync(configToml, "utf8").split(/^(?=\[)/m).find((part) => part.startsWith("[auth.sessions]")) ?? ""
  const value = (key: string) => {
    const text = new RegExp(`^${key}\\s*=\\s*"([^"]*)"`, "m").exec(section)?.[1]
    return text === undefined ? undefined : goDurationSeconds(text)
  }
  return { timeboxSeconds: value("timebox"), inactivityTimeoutSeconds: value("inactivity_timeout") }
}

/**
 * Renders the part of Go's template language the mail templates use (GoTrue executes them with
 * html/template): text, `{{- -}}` trimming, comments, fields (`.Data.x`), variables (`$x := …`,
 * `$x = …`), `if`/`else if`/`else`/`with`/`end`, and the functions print, eq, ne, and, or, not.
 * A missing key is Go's nil (`print` gives "<nil>", `with` skips); output is HTML-escaped. Anything
 * else throws, so a template that strays from this subset fails the tests instead of passing unseen.
 */
export const renderGoTemplate = (source: string, data: Readonly<Record<string, unknown>>): string => {
  type Node =
    | { readonly kind: "text"; readonly text: string }
    | { readonly kind: "out"; readonly expr: string }
    | { readonly kind: "set"; readonly name: string; readonly expr: string; readonly declare: boolean }
    | { readonly kind: "if" | "with"; readonly expr: string; readonly whenTrue: Array<Node>; otherwise: Array<Node> }

  // Split into text and actions, applying the trim markers.
  const parts: Array<{ readonly text: string } | { readonly action: string }> = []
  const actionPattern = /\{\{(-\s)?([\s\S]*?)(\s-)?\}\}/g
  let last = 0
  let trimNext = false
  for (let match = actionPattern.exec(source); match !== null; match = actionPattern.exec(source)) {
    let text = source.slice(last, match.index)
    if (trimNext) text = text.replace(/^\s+/, "")
    if (match[1] !== undefined) text = text.replace(/\s+$/, "")
    parts.push({ text }, { action: match[2]!.trim() })
    trimNext = match[3] !== undefined
    last = match.index + match[0].length
  }
  parts.push({ text: trimNext ? source.slice(last).replace(/^\s+/, "") : source.slice(last) })

  // Parse into a tree.
  const root: Array<Node> = []
  const stack: Array<{ body: Array<Node>; block?: Extract<Node, { kind: "if" | "with" }> }> = [{ body: root }]
  const top = () => stack.at(-1)!
  for (const part of parts) {
    if ("text" in part) {
      if (part.text !== "") top().body.push({ kind: "text", text: part.text })
      continue
    }
    const action = part.action
    if (action.startsWith("/*")) continue
    let m: RegExpExecArray | null
    if ((m = /^(if|with)\s+(.+)$/s.exec(action))) {
      const block = { kind: m[1] as "if" | "with", expr: m[2]!, whenTrue: [] as Array<Node>, otherwise: [] as Array<Node> }
      top().body.push(block)
      stack.push({ body: block.whenTrue, block })
    } else if ((m = /^else\s+if\s+(.+)$/s.exec(action))) {
      const frame = top()
      if (frame.block?.kind !== "if") throw new Error("else if outside if")
      const block = { kind: "if" as const, expr: m[1]!, whenTrue: [] as Array<Node>, otherwise: [] as Array<Node> }
      frame.block.otherwise.push(block)
      stack.pop()
      stack.push({ body: block.whenTrue, block })
    } else if (action === "else") {
      const frame = top()
      if (frame.block === undefined) throw new Error("else outside a block")
      frame.body = frame.block.otherwise
    } else if (action === "end") {
      const frame = stack.pop()
      if (frame?.block === undefined) throw new Error("end without a block")
    } else if ((m = /^(\$\w+)\s*(:?=)\s*(.+)$/s.exec(action))) {
      top().body.push({ kind: "set", name: m[1]!, expr: m[3]!, declare: m[2] === ":=" })
    } else {
      top().body.push({ kind: "out", expr: action })
    }
  }
  if (stack.length !== 1) throw new Error("unclosed block")

  // Evaluate.
  const vars = new Map<string, unknown>([["$", data]])
  const field = (value: unknown, path: string): unknown =>
    path === "" ? value : path.split(".").reduce<unknown>((v, key) => (typeof v === "object" && v !== null ? (v as Record<string, unknown>)[key] : undefined), value)
  const show = (value: unknown) => (value === undefined || value === null ? "<nil>" : String(value))
  const truthy = (value: unknown) => value !== undefined && value !== null && value !== "" && value !== false && value !== 0
  const functions: Record<string, (args: Array<unknown>) => unknown> = {
    print: (args) => args.map(show).join(""),
    eq: ([a, ...rest]) => {
      if (rest.length === 0) throw new Error("eq needs two arguments")
      return rest.some((b) => {
        if (a !== undefined && a !== null && b !== undefined && b !== null && typeof a !== typeof b) throw new Error("incompatible types for comparison")
        return a === b
      })
    },
    ne: ([a, b]) => !(functions.eq!([a, b]) as boolean),
    and: (args) => args.find((arg) => !truthy(arg)) ?? args.at(-1),
    or: (args) => args.find((arg) => truthy(arg)) ?? args.at(-1),
    not: ([a]) => !truthy(a),
  }
  const evaluate = (expr: string, dot: unknown): unknown => {
    const tokens = expr.match(/"(?:[^"\\]|\\.)*"|[()]|[^\s()]+/g) ?? []
    let at = 0
    const term = (): unknown => {
      const token = tokens[at++]
      if (token === undefined) throw new Error(`incomplete expression: ${expr}`)
      if (token === "(") {
        const value = pipeline()
        if (tokens[at++] !== ")") throw new Error(`missing ) in ${expr}`)
        return value
      }
      if (token.startsWith('"')) return JSON.parse(token)
      if (token === ".") return dot
      if (token.startsWith(".")) return field(dot, token.slice(1))
      if (token.startsWith("$")) {
        const [name = "", ...path] = token.split(".")
        if (!vars.has(name)) throw new Error(`undefined variable ${name}`)
        return field(vars.get(name), path.join("."))
      }
      throw new Error(`unsupported term ${token} in ${expr}`)
    }
    const pipeline = (): unknown => {
      const head = tokens[at]
      if (head !== undefined && /^[a-z]\w*$/.test(head)) {
        at++
        const fn = functions[head]
        if (fn === undefined) throw new Error(`function ${head} not defined`)
        const args: Array<unknown> = []
        while (at < tokens.length && tokens[at] !== ")") args.push(term())
        return fn(args)
      }
      return term()
    }
    const value = pipeline()
    if (at !== tokens.length) throw new Error(`unexpected ${tokens[at]} in ${expr}`)
    return value
  }
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
  const run = (nodes: ReadonlyArray<Node>, dot: unknown): string =>
    nodes
      .map((node) => {
        switch (node.kind) {
          case "text":
            return node.text
          case "out":
            return escape(show(evaluate(node.expr, dot)))
          case "set":
            if (!node.declare && !vars.has(node.name)) throw new Error(`undefined variable ${node.name}`)
            vars.set(node.name, evaluate(node.expr, dot))
            return ""
          case "if":
            return truthy(evaluate(node.expr, dot)) ? run(node.whenTrue, dot) : run(node.otherwise, dot)
          case "with": {
            const value = evaluate(node.expr, dot)
            return truthy(value) ? run(node.whenTrue, value) : run(node.otherwise, dot)
          }
        }
      })
      .join("")
  return run(root, data)
}

/** The plain text of a rendered HTML mail, as a mail program shows it (Supabase sends the HTML). */
export const htmlToText = (html: string): string =>
  html
    .replace(/<head>[\s\S]*?<\/head>/gi, "")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/p>/gi, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()

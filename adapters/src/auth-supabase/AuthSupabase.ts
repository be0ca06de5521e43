/**
 * Auth port on Supabase Auth (GoTrue) through the real client `@supabase/supabase-js`, server-side,
 * with the project's anon key (`SUPABASE_URL`, `SUPABASE_ANON_KEY`; see config.ts).
 *
 * No client session is shared between users: every call creates its own client over a fresh
 * in-memory storage (no auto refresh, no initialisation, no URL detection), seeded with what that
 * call needs (the caller's access token, or a code verifier) and dropped afterwards. The session
 * lives in the web layer's cookies; the adapter only ever sees the tokens it is handed.
 *
 * Calls, as GoTrue and PostgREST document them:
 * - signUp: `POST /auth/v1/signup?redirect_to=…` with the spec §3 user metadata as `data` and a
 *   PKCE `code_challenge`. With confirmations on, GoTrue answers an existing confirmed address
 *   with a stand-in user that has no identities: that is `emailAlreadyExists` (spec §8).
 * - exchangeLink: `?token_hash=…&type=…` → `POST /auth/v1/verify` (verifyOtp; the shipped mail
 *   templates link this way, so a link works in any browser); `?code=…` →
 *   `POST /auth/v1/token?grant_type=pkce` (exchangeCodeForSession) with the `code_verifier`
 *   parameter the web layer kept (codeVerifier.ts); `?error_code=…` (GoTrue's failed-link
 *   redirect), a refused, used or expired link → `invalidLink`. A recovery link is good for an
 *   hour after its mail (`recovery_sent_at`), though Supabase keeps every mailed link for
 *   `otp_expiry` (24 h in supabase/config.toml, for sign-up confirmations): a later one is
 *   refused here and the session it opened is ended at once.
 * - signIn: `POST /auth/v1/token?grant_type=password`; refresh: `grant_type=refresh_token`.
 * - user: `GET /auth/v1/user` with the access token (GoTrue checks signature, expiry and session).
 * - Session limits (policy.ts `SessionLimits`): GoTrue ends sessions by the project's
 *   `[auth.sessions]` `inactivity_timeout` and `timebox` (supabase/config.toml sets the shop's 30
 *   and 90 days; hosted projects apply them from the Pro plan on). The adapter also ends a session
 *   past its lifetime itself, on any plan: a refresh or user call whose token's `amr` (the login's
 *   time, kept through refreshes; from GoTrue itself, or a token GoTrue has just accepted) is older
 *   than the lifetime is refused and the session signed out. The idle limit is GoTrue's alone: the
 *   shop never learns when a refresh token was last used.
 * - signOut: `POST /auth/v1/logout?scope=local` with the access token (this session's refresh
 *   tokens are revoked); never fails, a fault is logged.
 * - requestPasswordReset: `POST /auth/v1/recover?redirect_to=…`. GoTrue answers an unknown
 *   address like a known one; its per-account mail frequency refusal is answered like a sent mail
 *   too. The mail's language is the account's `mailTemplate` metadata (the templates choose by
 *   it); `lang` is already in the redirect page's path.
 * - setPassword: `PUT /auth/v1/user` with the access token, only in a recovery session, as the
 *   embedded adapter (GoTrue itself lets any session set a password): the token's `amr` says a
 *   mailed link opened the session within the hour, and `GET /auth/v1/user` says a recovery mail
 *   went out before it and no password was set since (GoTrue clears `recovery_sent_at` when one
 *   is); `invalidLink` otherwise. GoTrue then ends the user's other sessions.
 * - updateUser: `PUT /auth/v1/user` with the known metadata keys; a new e-mail gets a PKCE
 *   challenge and `redirect_to`, and is only taken once confirmed on the new address.
 * - changePassword / checkPassword / deleteUser: `POST /rest/v1/rpc/change_user_password|check_user_password|delete_user` with the
 *   user's token as `Authorization`, so the RPC runs as the user (supabase/migrations).
 * New passwords are checked against the shop's rule first (8 characters, at most 72 bytes).
 *
 * `redirectTo` is the page a mailed link leads to, an absolute http(s) URL that may carry a query
 * (`https://shop.example/de/login/confirm/?next=%2Fde%2Fcart%2F`). Go templates cannot tell
 * whether a URL has a query, so the adapter hands Supabase the URL ready for more parameters
 * (ending in `?` or `&`, fragment dropped) and the mail templates append
 * `token_hash=…&type=…` to `{{ .RedirectTo }}`. Supabase redirects to URLs on the site's origin
 * and on its allow list only (supabase/config.toml).
 *
 * Errors (errors.ts): GoTrue's `error_code` and status decide the key, the same keys the embedded
 * adapter raises (a token that no longer works is `sessionExpired`, a bad link `invalidLink`,
 * 429 `tooManyAttempts`); faults are `generalError`; the vendor error stays the cause.
 */
import { type SupabaseClient, type SupportedStorage, createClient } from "@supabase/supabase-js"
import { Clock, Effect, Layer, Redacted } from "effect"
import { Auth, InfrastructureError, type Language, type SignUpRequest, type UserMetadata } from "@shop/core"
import { CODE_VERIFIER_PARAM, CodeVerifierSink, type LinkFlow } from "./codeVerifier.ts"
import { SupabaseAnonKeyConfig, SupabaseAuthUrlConfig } from "./config.ts"
import { authError, fromGoTrue, fromRpc } from "./errors.ts"
import { DEFAULT_SESSION_LIMITS, type SessionLimits, sessionPastLifetime } from "@shop/core/accounts/policy"
import { sessionLimitsConfig } from "../sessionLimitsConfig.ts"
import { CLOCK_SKEW_SECONDS, RECOVERY_SECONDS, amrOf, checkNewPassword, isLinkType, linkBase, linkSessionOpenedAt, metadataUpdate, sessionOpenedAt } from "./rules.ts"
import { decodeSession, decodeUser, recoverySentAt, toAuthUser } from "./user.ts"

export interface SupabaseAuthOptions {
  /** The project URL, `https://<ref>.supabase.co`. */
  readonly url: string
  readonly anonKey: Redacted.Redacted<string>
  /** The lifetime the adapter checks itself (the idle limit is the project's); DEFAULT_SESSION_LIMITS unless given. */
  readonly sessionLimits?: SessionLimits | undefined
}

/** Key of the per-call storage (sessions and verifiers never outlive the call). */
const STORAGE_KEY = "shop-auth"
/** Where supabase-js reads the verifier when an exchange names no flow id. */
const VERIFIER_KEY = `${STORAGE_KEY}-code-verifier`
/**
 * Expiry written into a session seeded from a bare access token: the client must not try to
 * refresh it (it has no refresh token); GoTrue itself checks the token's `exp` on every call.
 */
const SEEDED_SESSION_EXPIRY = 4_102_444_800

interface CallClient {
  readonly client: SupabaseClient
  /** The verifier the client stored for the link this call mailed (after a PKCE call). */
  readonly codeVerifier: () => string | undefined
}

export const make = (options: SupabaseAuthOptions) => {
  const anonKey = Redacted.value(options.anonKey)

  /** A client for one call: its own memory storage, optionally seeded; `accessToken` also signs REST calls. */
  const newClient = (seed: { readonly accessToken?: string; readonly codeVerifier?: string; readonly rest?: boolean } = {}): CallClient => {
    const items = new Map<string, string>()
    if (seed.codeVerifier !== undefined) items.set(VERIFIER_KEY, JSON.stringify(seed.codeVerifier))
    if (seed.accessToken !== undefined && seed.rest !== true) {
      items.set(
        STORAGE_KEY,
        JSON.stringify({ access_token: seed.accessToken, refresh_token: "", token_type: "bearer", expires_in: 3600, expires_at: SEEDED_SESSION_EXPIRY, user: null }),
      )
    }
    let captured: string | undefined
    const storage: SupportedStorage = {
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => {
        items.set(key, value)
        if (key.endsWith("-code-verifier")) {
          const stored: unknown = JSON.parse(value)
          // A recovery flow stores `<verifier>/recovery`; the index of flows is an array.
          if (typeof stored === "string") captured = stored.split("/")[0]
        }
      },
      removeItem: (key) => {
        items.delete(key)
      },
    }
    const client = createClient(options.url, anonKey, {
      // skipAutoInitialize: no session recovery at construction (it would fetch the seeded token's user once more).
      auth: { storage, storageKey: STORAGE_KEY, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false, skipAutoInitialize: true, flowType: "pkce" },
      ...(seed.rest === true && seed.accessToken !== undefined ? { global: { headers: { Authorization: `Bearer ${seed.accessToken}` } } } : {}),
    })
    return { client, codeVerifier: () => captured }
  }

  /** Runs one supabase-js call; a throw (it rarely throws, it answers `{ error }`) is a generalError. */
  const call = <A>(run: () => Promise<A>) => Effect.tryPromise({ try: run, catch: (cause) => authError("generalError", cause) })

  /** Hands the verifier of a just-mailed link to the web layer (codeVerifier.ts). */
  const offer = (flow: LinkFlow, { codeVerifier }: CallClient) =>
    Effect.gen(function* () {
      const verifier = codeVerifier()
      if (verifier === undefined) return
      const sink = yield* CodeVerifierSink
      yield* sink.keep({ flow, codeVerifier: verifier })
    })

  const signUp = Effect.fn("AuthSupabase.signUp")(function* (request: SignUpRequest) {
    const redirectTo = yield* linkBase(request.redirectTo)
    yield* checkNewPassword(request.password)
    const call$ = newClient()
    // Only the known keys: whatever else an object carries (a discount, say) never reaches the profile trigger.
    const data$ = metadataUpdate(request.metadata)
    const { data, error } = yield* call(() =>
      call$.client.auth.signUp({ email: request.email.trim(), password: request.password, options: { emailRedirectTo: redirectTo, data: data$ } }),
    )
    if (error !== null) return yield* fromGoTrue(error)
    // Confirmations on: an address that already has a confirmed account gets a stand-in user without identities.
    if (data.user !== null && data.session === null && data.user.identities?.length === 0) return yield* authError("emailAlreadyExists")
    // Confirmations off (autoconfirm): GoTrue answers a session and mails nothing; the user logs in.
    if (data.session === null) yield* offer("signup", call$)
  })

  /** The session a link opened; a recovery link older than its hour is refused and its session ended. */
  const opened = (raw: unknown, recovery: boolean) =>
    Effect.gen(function* () {
      const { session, user } = yield* decodeSession(raw)
      if (!recovery) return session
      const sent = recoverySentAt(user)
      const now = Math.floor((yield* Clock.currentTimeMillis) / 1000)
      if (sent !== undefined && now - sent < RECOVERY_SECONDS) return session
      yield* endSession(session.accessToken)
      return yield* authError("invalidLink", new Error("the recovery link is older than an hour"))
    })

  /** Ends the session of an access token (POST /logout?scope=local); a fault is logged, never raised. */
  const endSession = (accessToken: string) =>
    Effect.gen(function* () {
      const { client } = newClient()
      const { error } = yield* call(() => client.auth.admin.signOut(accessToken, "local"))
      if (error !== null) return yield* fromGoTrue(error, "session")
    }).pipe(Effect.catch((error) => Effect.logWarning("Supabase sign-out failed", error.cause ?? error)))

  const limits = options.sessionLimits ?? DEFAULT_SESSION_LIMITS
  /** Refuses (and signs out) the session of a token GoTrue issued or accepted once it is past its lifetime. */
  const withinLifetime = (accessToken: string) =>
    Effect.gen(function* () {
      const opened = sessionOpenedAt(accessToken)
      if (opened === undefined || !sessionPastLifetime(limits, opened * 1000, yield* Clock.currentTimeMillis)) return
      yield* endSession(accessToken)
      return yield* authError("sessionExpired", new Error("the session is past its lifetime"))
    })

  const exchangeLink = Effect.fn("AuthSupabase.exchangeLink")(function* (params: Readonly<Record<string, string>>) {
    const { client } = newClient(params[CODE_VERIFIER_PARAM] === undefined || params[CODE_VERIFIER_PARAM] === "" ? {} : { codeVerifier: params[CODE_VERIFIER_PARAM] })
    if (params.error_code !== undefined || params.error !== undefined) {
      // GoTrue redirects a failed link (expired, already used) with error, error_code, error_description.
      return yield* authError("invalidLink", new Error(`link refused: ${params.error_code ?? params.error} ${params.error_description ?? ""}`.trim()))
    }
    const tokenHash = params.token_hash
    if (tokenHash !== undefined && tokenHash !== "") {
      const type = params.type
      if (!isLinkType(type)) return yield* authError("invalidLink", new Error(`unknown link type ${JSON.stringify(type)}`))
      const { data, error } = yield* call(() => client.auth.verifyOtp({ token_hash: tokenHash, type }))
      if (error !== null) return yield* fromGoTrue(error, "link")
      // An e-mail change awaiting the other address's confirmation answers without a session.
      if (data.session === null) return yield* authError("generalError", new Error("the link was accepted but opened no session"))
      return yield* opened(data.session, type === "recovery")
    }
    const code = params.code
    if (code !== undefined && code !== "") {
      if (params[CODE_VERIFIER_PARAM] === undefined || params[CODE_VERIFIER_PARAM] === "") {
        return yield* authError("invalidLink", new Error("a ?code= link needs the code_verifier kept by the browser that asked for it"))
      }
      const { data, error } = yield* call(() => client.auth.exchangeCodeForSession(code))
      if (error !== null) return yield* fromGoTrue(error, "link")
      // GoTrue records a recovery link's code exchange as amr "recovery".
      return yield* opened(data.session, amrOf(data.session.access_token).some((entry) => entry.method === "recovery"))
    }
    return yield* authError("invalidLink", new Error("the link has neither token_hash and type nor code"))
  })

  const signIn = Effect.fn("AuthSupabase.signIn")(function* (email: string, password: string) {
    const { client } = newClient()
    const { data, error } = yield* call(() => client.auth.signInWithPassword({ email, password }))
    if (error !== null) return yield* fromGoTrue(error)
    return (yield* decodeSession(data.session)).session
  })

  const refresh = Effect.fn("AuthSupabase.refresh")(function* (refreshToken: string) {
    if (refreshToken === "") return yield* authError("sessionExpired")
    const { client } = newClient()
    const { data, error } = yield* call(() => client.auth.refreshSession({ refresh_token: refreshToken }))
    if (error !== null) return yield* fromGoTrue(error, "session")
    if (data.session === null) return yield* authError("sessionExpired", new Error("the refresh opened no session"))
    const { session } = yield* decodeSession(data.session)
    yield* withinLifetime(session.accessToken)
    return session
  })

  const user = Effect.fn("AuthSupabase.user")(function* (accessToken: string) {
    if (accessToken === "") return yield* authError("sessionExpired")
    const { client } = newClient()
    const { data, error } = yield* call(() => client.auth.getUser(accessToken))
    if (error !== null) return yield* fromGoTrue(error, "session")
    // GoTrue has checked the token's signature: its amr is the session's own.
    yield* withinLifetime(accessToken)
    return toAuthUser(yield* decodeUser(data.user))
  })

  const signOut = Effect.fn("AuthSupabase.signOut")(function* (accessToken: string) {
    if (accessToken !== "") yield* endSession(accessToken)
  })

  const requestPasswordReset = Effect.fn("AuthSupabase.requestPasswordReset")(function* (email: string, _lang: Language, redirectTo: string) {
    const base = yield* linkBase(redirectTo)
    const call$ = newClient()
    const { error } = yield* call(() => call$.client.auth.resetPasswordForEmail(email.trim(), { redirectTo: base }))
    // GoTrue refuses a second mail to an existing account within max_frequency, which an unknown
    // address never meets: answered like a sent mail, so the answer does not tell them apart.
    if (error !== null && error.code === "over_email_send_rate_limit") return
    if (error !== null) return yield* fromGoTrue(error)
    yield* offer("recovery", call$)
  })

  const setPassword = Effect.fn("AuthSupabase.setPassword")(function* (accessToken: string, newPassword: string) {
    const openedAt = yield* linkSessionOpenedAt(accessToken)
    const { client } = newClient({ accessToken })
    const current = yield* call(() => client.auth.getUser(accessToken))
    if (current.error !== null) return yield* fromGoTrue(current.error, "session")
    // A recovery mail went out before the session opened, and no password was set since (GoTrue clears it then).
    const sent = recoverySentAt(yield* decodeUser(current.data.user))
    if (sent === undefined || sent > openedAt + CLOCK_SKEW_SECONDS) return yield* authError("invalidLink", new Error("not a recovery session"))
    yield* checkNewPassword(newPassword)
    const { error } = yield* call(() => client.auth.updateUser({ password: newPassword }))
    if (error !== null) return yield* fromGoTrue(error, "session")
  })

  const updateUser = Effect.fn("AuthSupabase.updateUser")(function* (
    accessToken: string,
    update: { readonly email?: string; readonly metadata?: Partial<UserMetadata> },
    redirectTo: string,
  ) {
    if (accessToken === "") return yield* authError("sessionExpired")
    const base = update.email === undefined ? undefined : yield* linkBase(redirectTo)
    const call$ = newClient({ accessToken })
    const { data, error } = yield* call(() =>
      call$.client.auth.updateUser(
        { ...(update.email === undefined ? {} : { email: update.email.trim() }), ...(update.metadata === undefined ? {} : { data: metadataUpdate(update.metadata) }) },
        base === undefined ? {} : { emailRedirectTo: base },
      ),
    )
    if (error !== null) return yield* fromGoTrue(error, "session")
    const updated = yield* decodeUser(data.user)
    // A confirmation went to the new address only when GoTrue recorded the pending change.
    if (update.email !== undefined && typeof updated.new_email === "string" && updated.new_email !== "") yield* offer("email_change", call$)
    return toAuthUser(updated)
  })

  /** One of the project's RPCs, run as the user (their token signs the request). */
  const rpc = (name: "change_user_password" | "check_user_password" | "delete_user", accessToken: string, args: Record<string, string>) =>
    Effect.gen(function* () {
      if (accessToken === "") return yield* authError("sessionExpired")
      const { client } = newClient({ accessToken, rest: true })
      const { error, status } = yield* call(async () => await client.rpc(name, args))
      if (error !== null) return yield* fromRpc(error, status)
    })

  const changePassword = Effect.fn("AuthSupabase.changePassword")(function* (accessToken: string, current: string, next: string) {
    yield* rpc("change_user_password", accessToken, { current_plain_password: current, new_plain_password: next })
    // The RPC changes only the hash: the other devices' sessions end here, as the embedded accounts'
    // do. The password is changed either way, so a failure here is logged, not answered.
    const { client } = newClient()
    const { error } = yield* call(() => client.auth.admin.signOut(accessToken, "others")).pipe(Effect.orElseSucceed(() => ({ error: new Error("unreachable") })))
    if (error !== null) yield* Effect.logError("Supabase: other sessions not ended after a password change", error)
  })

  const checkPassword = Effect.fn("AuthSupabase.checkPassword")(function* (accessToken: string, current: string) {
    yield* rpc("check_user_password", accessToken, { current_plain_password: current })
  })

  const deleteUser = Effect.fn("AuthSupabase.deleteUser")(function* (accessToken: string, current: string) {
    yield* rpc("delete_user", accessToken, { current_plain_password: current })
  })

  return Auth.of({ signUp, exchangeLink, signIn, refresh, user, signOut, requestPasswordReset, setPassword, updateUser, changePassword, checkPassword, deleteUser })
}

/** Fails (InfrastructureError) when the URL is no http(s) URL or the key is empty, before any call. */
export const layer = (options: SupabaseAuthOptions) =>
  Layer.effect(
    Auth,
    /^https?:$/.test(URL.parse(options.url)?.protocol ?? "") && Redacted.value(options.anonKey) !== ""
      ? Effect.succeed(make(options))
      : Effect.fail(new InfrastructureError({ system: "supabase auth", reason: `SUPABASE_URL must be an http(s) URL and SUPABASE_ANON_KEY set (${JSON.stringify(options.url)})` })),
  )

/** `SUPABASE_URL` and `SUPABASE_ANON_KEY` (see config.ts), the session limits (`AUTH_SESSION_TIMEBOX`). */
export const layerConfig = Layer.unwrap(
  Effect.gen(function* () {
    return layer({ url: yield* SupabaseAuthUrlConfig, anonKey: yield* SupabaseAnonKeyConfig, sessionLimits: yield* sessionLimitsConfig })
  }),
)

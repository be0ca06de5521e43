/**
 * Wire-level tests of the Supabase auth adapter: the real supabase-js client against a local
 * server answering GoTrue's and PostgREST's documented endpoints (support/gotrue-server.ts).
 * Each call is checked for what it sent (path, query, body, headers: the PKCE challenge and
 * verifier, `redirect_to`, the user's token) and for how each GoTrue or RPC error maps to the
 * port's error-catalogue key.
 */
import { createHash } from "node:crypto"
import { readFileSync } from "node:fs"
import { describe, expect, it } from "@effect/vitest"
import { Clock, ConfigProvider, Effect, Layer, Redacted, Ref } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { Auth, type AuthError, type Mail, SentMails, type Session, type UserMetadata } from "@shop/core"
import * as AuthSupabase from "@shop/adapters/auth-supabase/AuthSupabase"
import { CodeVerifierSink, type PendingLink } from "@shop/adapters/auth-supabase/codeVerifier"
import { suite } from "./Auth.contract.ts"
import {
  type GoTrueServerOptions,
  type RecordedRequest,
  type SentMail,
  htmlToText,
  loadMailTemplates,
  loadSessionSettings,
  renderGoTemplate,
  startGoTrueServer,
} from "./support/gotrue-server.ts"

const metadata: UserMetadata = {
  userLang: "en",
  mailTemplate: "en",
  firstname: "Anna",
  lastname: "Berger",
  company: "Berger Elektro GmbH",
  vat: "ATU12345678",
  street: "Hauptstraße 1",
  zip: "4020",
  city: "Linz",
  country: "AT",
}
const PASSWORD = "correct horse 1"
const SHOP = "https://shop.example.at"
const CONFIRM = `${SHOP}/en/login/confirm/`
const RESET = `${SHOP}/de/reset-password/`

const server = (options: GoTrueServerOptions = {}) => Effect.acquireRelease(Effect.promise(() => startGoTrueServer(options)), (s) => Effect.promise(() => s.close()))

const authAt = (url: string, anonKey: string) => AuthSupabase.make({ url, anonKey: Redacted.make(anonKey) })

/** A project with the adapter pointed at it; both read the test's clock, set to now. */
const project = (options: GoTrueServerOptions = {}) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(Date.now())
    const clock = yield* Clock.Clock
    const s = yield* server({ now: () => clock.currentTimeMillisUnsafe(), ...options })
    return { s, auth: authAt(s.url, s.anonKey) }
  })

/** Runs an effect with a CodeVerifierSink that keeps what it is offered (as the web layer's cookie would). */
const keeping = <A, E>(effect: Effect.Effect<A, E>) =>
  Effect.gen(function* () {
    const kept: Array<PendingLink> = []
    const result = yield* effect.pipe(Effect.provideService(CodeVerifierSink, { keep: (link) => Effect.sync(() => void kept.push(link)) }))
    return { result, kept }
  })

const keyOf = <A>(effect: Effect.Effect<A, AuthError>) => Effect.map(Effect.flip(effect), (error) => error.key)
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url")
const bodyOf = (request: RecordedRequest | undefined) => request?.body as Record<string, unknown>

/** Signs up and confirms through the mailed token-hash link: the confirmed user's first session. */
const confirmedUser = (auth: Auth["Service"], s: Awaited<ReturnType<typeof startGoTrueServer>>, email: string, password = PASSWORD) =>
  Effect.gen(function* () {
    yield* auth.signUp({ email, password, metadata, redirectTo: CONFIRM })
    return yield* auth.exchangeLink(s.linkParams(s.lastMail(email, "signup")!))
  })

describe("AuthSupabase over the wire", () => {
  it.effect("signs up with metadata, redirect and a PKCE challenge; the verifier goes to the web layer's sink", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      // Extra keys of the metadata object (here a discount the customer may not set) are not sent.
      const withExtra = { ...metadata, global_discount: 50 } as UserMetadata
      const { kept } = yield* keeping(auth.signUp({ email: "Anna@Example.at", password: PASSWORD, metadata: withExtra, redirectTo: CONFIRM }))

      const [signup, ...others] = s.requestsTo("/auth/v1/signup")
      expect(others).toHaveLength(0)
      expect(signup?.method).toBe("POST")
      // The page, ready for the link's parameters (the templates append token_hash=…&type=…).
      expect(signup?.query).toEqual({ redirect_to: `${CONFIRM}?` })
      expect(signup?.headers.apikey).toBe(s.anonKey)
      expect(signup?.headers.authorization).toBe(`Bearer ${s.anonKey}`)
      expect(signup?.headers["x-supabase-api-version"]).toBe("2024-01-01")
      const body = bodyOf(signup)
      expect(body).toMatchObject({ email: "Anna@Example.at", password: PASSWORD, code_challenge_method: "s256" })
      expect(body.data).toEqual(metadata)
      expect(body.code_challenge).toMatch(/^[\w-]{43}$/)
      expect(kept).toEqual([{ flow: "signup", codeVerifier: expect.stringMatching(/^[0-9a-f]{112}$/) }])
      expect(s256(kept[0]!.codeVerifier)).toBe(body.code_challenge)

      const mail = s.lastMail("anna@example.at", "signup")
      expect(mail).toMatchObject({ redirectTo: `${CONFIRM}?`, data: { mailTemplate: "en", userLang: "en", company: "Berger Elektro GmbH" } })
      expect(mail?.tokenHash).toMatch(/^pkce_/)
      expect(s.account("anna@example.at")?.confirmed).toBe(false)
    }),
  )

  it.effect("refuses taken addresses (stand-in user or user_already_exists), weak passwords, invalid addresses and bad redirects", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      s.createUser("taken@example.at", PASSWORD)
      const mailsBefore = s.mails.length
      const { result, kept } = yield* keeping(keyOf(auth.signUp({ email: "taken@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM })))
      expect(result).toBe("emailAlreadyExists")
      expect(kept).toEqual([])
      expect(s.mails).toHaveLength(mailsBefore)

      // The shop's password rule is checked before Supabase is asked (8 characters, at most 72 bytes) …
      const asked = s.requests.length
      expect(yield* keyOf(auth.signUp({ email: "short@example.at", password: "seven77", metadata, redirectTo: CONFIRM }))).toBe("passwordTooShort")
      expect(yield* keyOf(auth.signUp({ email: "long@example.at", password: "ä".repeat(37), metadata, redirectTo: CONFIRM }))).toBe("passwordTooLong")
      expect(s.requests).toHaveLength(asked)
      // … and GoTrue's own refusals map as well (a project whose minimum is longer, a leaked password).
      const strict = yield* project({ minPasswordLength: 12 })
      const weak = yield* Effect.flip(strict.auth.signUp({ email: "weak@example.at", password: "nine chars", metadata, redirectTo: CONFIRM }))
      expect(weak.key).toBe("passwordTooShort")
      expect(weak.cause).toMatchObject({ code: "weak_password", status: 422, reasons: ["length"] })
      expect(yield* keyOf(auth.signUp({ email: "not-an-address", password: PASSWORD, metadata, redirectTo: CONFIRM }))).toBe("invalidEmail")

      const requests = s.requests.length
      for (const redirectTo of ["/en/login/confirm/", "javascript:alert(1)", "mailto:x@example.at"]) {
        const error = yield* Effect.flip(auth.signUp({ email: "new@example.at", password: PASSWORD, metadata, redirectTo }))
        expect(error.key).toBe("generalError")
        expect(String(error.cause)).toContain("redirectTo")
      }
      expect(s.requests).toHaveLength(requests)
      // A query stays (without old link parameters), a fragment goes; the URL ends ready for more.
      yield* auth.signUp({ email: "query@example.at", password: PASSWORD, metadata, redirectTo: `${CONFIRM}?next=/en/cart/&type=x&code=y#top` })
      expect(s.requestsTo("/auth/v1/signup").at(-1)?.query).toEqual({ redirect_to: `${CONFIRM}?next=%2Fen%2Fcart%2F&` })

      const auto = yield* project({ autoconfirm: true })
      auto.s.createUser("taken@example.at", PASSWORD)
      expect(yield* keyOf(auto.auth.signUp({ email: "taken@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM }))).toBe("emailAlreadyExists")
      yield* auto.auth.signUp({ email: "fresh@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM })
      expect(auto.s.account("fresh@example.at")?.confirmed).toBe(true)
    }),
  )

  it.effect("blocks login before confirmation; the token-hash link (POST /verify) confirms and logs in", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      yield* auth.signUp({ email: "anna@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM })
      expect(yield* keyOf(auth.signIn("anna@example.at", PASSWORD))).toBe("emailNotConfirmed")
      // A wrong password says nothing about the confirmation state.
      expect(yield* keyOf(auth.signIn("anna@example.at", "wrong password"))).toBe("wrongCredentials")

      const mail = s.lastMail("anna@example.at", "signup")!
      const session = yield* auth.exchangeLink({ ...s.linkParams(mail), lang: "en" })
      const verify = s.requestsTo("/auth/v1/verify").at(-1)
      expect(verify?.method).toBe("POST")
      expect(bodyOf(verify)).toEqual({ type: "signup", token_hash: mail.tokenHash, gotrue_meta_security: {} })
      expect(session.user).toEqual({ id: s.account("anna@example.at")!.id, email: "anna@example.at", metadata })
      expect(session.accessToken.split(".")).toHaveLength(3)
      expect(session.refreshToken).not.toBe("")
      expect(session.expiresAt).toBeGreaterThan(Date.now() / 1000)
      expect(s.account("anna@example.at")?.confirmed).toBe(true)

      // Links are single use, expire, and must name a known type.
      const used = yield* Effect.flip(auth.exchangeLink(s.linkParams(mail)))
      expect(used.key).toBe("invalidLink")
      expect(used.cause).toMatchObject({ code: "otp_expired", status: 403 })
      yield* auth.requestPasswordReset("anna@example.at", "en", RESET)
      s.expireLinks("anna@example.at")
      expect(yield* keyOf(auth.exchangeLink(s.linkParams(s.lastMail("anna@example.at", "recovery")!)))).toBe("invalidLink")
      const requests = s.requests.length
      expect(yield* keyOf(auth.exchangeLink({ token_hash: "pkce_abc", type: "sms" }))).toBe("invalidLink")
      expect(yield* keyOf(auth.exchangeLink({}))).toBe("invalidLink")
      expect(s.requests).toHaveLength(requests)

      const login = yield* auth.signIn("anna@example.at", PASSWORD)
      expect(login.user.metadata).toEqual(metadata)
    }),
  )

  it.effect("completes a ?code= link with the kept code_verifier (POST /token?grant_type=pkce)", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      const { kept } = yield* keeping(auth.signUp({ email: "code@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM }))
      const verifier = kept[0]!.codeVerifier
      const redirected = yield* Effect.promise(() => s.openConfirmationUrl(s.lastMail("code@example.at", "signup")!))
      expect(Object.keys(redirected)).toEqual(["code"])

      // Without the verifier nothing is sent; a wrong one is refused by GoTrue.
      const requests = s.requests.length
      expect(yield* keyOf(auth.exchangeLink(redirected))).toBe("invalidLink")
      expect(s.requests).toHaveLength(requests)
      const wrong = yield* Effect.flip(auth.exchangeLink({ ...redirected, code_verifier: "f".repeat(112) }))
      expect(wrong.key).toBe("invalidLink")
      expect(wrong.cause).toMatchObject({ code: "bad_code_verifier", status: 400 })

      const session = yield* auth.exchangeLink({ ...redirected, code_verifier: verifier })
      const token = s.requestsTo("/auth/v1/token").at(-1)
      expect(token?.query).toEqual({ grant_type: "pkce" })
      expect(bodyOf(token)).toEqual({ auth_code: redirected.code, code_verifier: verifier })
      expect(session.user.email).toBe("code@example.at")
      // The code is spent.
      expect(yield* keyOf(auth.exchangeLink({ ...redirected, code_verifier: verifier }))).toBe("invalidLink")

      // GoTrue's error redirect of a dead link.
      const dead = yield* Effect.promise(() => s.openConfirmationUrl(s.lastMail("code@example.at", "signup")!))
      expect(dead).toMatchObject({ error: "access_denied", error_code: "otp_expired" })
      const error = yield* Effect.flip(auth.exchangeLink({ ...dead, code_verifier: verifier }))
      expect(error.key).toBe("invalidLink")
      expect(String(error.cause)).toContain("otp_expired")
    }),
  )

  it.effect("signs in with the password grant and maps GoTrue's refusals", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      const id = s.createUser("bob@example.at", PASSWORD, { userLang: "de", firstname: "Bob", company: 42 })
      const session = yield* auth.signIn("bob@example.at", PASSWORD)
      const request = s.requestsTo("/auth/v1/token").at(-1)
      expect(request?.query).toEqual({ grant_type: "password" })
      expect(bodyOf(request)).toEqual({ email: "bob@example.at", password: PASSWORD, gotrue_meta_security: {} })
      // Metadata of an account made elsewhere reads leniently.
      expect(session.user).toEqual({
        id,
        email: "bob@example.at",
        metadata: { userLang: "de", mailTemplate: "de", firstname: "Bob", lastname: "", company: "", vat: "", street: "", zip: "", city: "", country: "" },
      })
      expect(yield* keyOf(auth.signIn("bob@example.at", "wrong password"))).toBe("wrongCredentials")
      expect(yield* keyOf(auth.signIn("nobody@example.at", PASSWORD))).toBe("wrongCredentials")
      s.state.rateLimited = true
      const limited = yield* Effect.flip(auth.signIn("bob@example.at", PASSWORD))
      expect(limited.key).toBe("tooManyAttempts")
      expect(limited.cause).toMatchObject({ code: "over_request_rate_limit", status: 429 })
    }),
  )

  for (const algorithm of [1, 2] as const) {
    it.effect(`rotates refresh tokens (GoTrue's v${algorithm} algorithm): a lost answer is repeated, a reuse after 10 s is refused`, () =>
      Effect.gen(function* () {
        const { s, auth } = yield* project({ refreshTokenAlgorithm: algorithm })
        s.createUser("carla@example.at", PASSWORD)
        const first = yield* auth.signIn("carla@example.at", PASSWORD)
        const second = yield* auth.refresh(first.refreshToken)
        const request = s.requestsTo("/auth/v1/token").at(-1)
        expect(request?.query).toEqual({ grant_type: "refresh_token" })
        expect(bodyOf(request)).toEqual({ refresh_token: first.refreshToken })
        expect(second.refreshToken).not.toBe(first.refreshToken)
        expect(second.user.email).toBe("carla@example.at")
        // Two tabs: the rotated token again answers its successor.
        expect((yield* auth.refresh(first.refreshToken)).refreshToken).toBe(second.refreshToken)

        const third = yield* auth.refresh(second.refreshToken)
        yield* TestClock.adjust("11 seconds")
        const reused = yield* Effect.flip(auth.refresh(first.refreshToken))
        expect(reused.key).toBe("sessionExpired")
        expect(reused.cause).toMatchObject({ code: "refresh_token_already_used", status: 400 })
        // v2 ends the session at once; v1 revokes its refresh tokens and leaves its access tokens
        // alive until they expire (and the newest refresh token usable for 10 s more).
        if (algorithm === 2) expect(yield* keyOf(auth.user(third.accessToken))).toBe("sessionExpired")
        else expect((yield* auth.user(third.accessToken)).email).toBe("carla@example.at")
        yield* TestClock.adjust("11 seconds")
        expect(yield* keyOf(auth.refresh(third.refreshToken))).toBe("sessionExpired")
        expect(yield* keyOf(auth.refresh(""))).toBe("sessionExpired")
        expect(yield* keyOf(auth.refresh("never-issued"))).toBe("sessionExpired")
      }),
    )
  }

  it.effect("ends a session past its lifetime itself on a project without session limits: the token refused, the session signed out", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      s.createUser("dora@example.at", PASSWORD)
      let tokens = yield* auth.signIn("dora@example.at", PASSWORD)
      for (let day = 0; day < 89; day++) {
        yield* TestClock.adjust("1 day")
        tokens = yield* auth.refresh(tokens.refreshToken)
      }
      yield* TestClock.adjust("23 hours")
      yield* TestClock.adjust("30 minutes")
      tokens = yield* auth.refresh(tokens.refreshToken)
      expect((yield* auth.user(tokens.accessToken)).email).toBe("dora@example.at")
      // 90 days after the login: GoTrue (no timebox here) still accepts the token; the adapter does not.
      yield* TestClock.adjust("31 minutes")
      const logouts = s.requestsTo("/auth/v1/logout").length
      expect(yield* keyOf(auth.user(tokens.accessToken))).toBe("sessionExpired")
      expect(s.requestsTo("/auth/v1/logout").length).toBe(logouts + 1)
      expect(yield* keyOf(auth.refresh(tokens.refreshToken))).toBe("sessionExpired")
    }),
  )

  it.effect("takes the lifetime from AUTH_SESSION_TIMEBOX", () =>
    Effect.gen(function* () {
      const { s } = yield* project()
      s.createUser("emil@example.at", PASSWORD)
      const auth = yield* Effect.provide(
        Auth,
        AuthSupabase.layerConfig.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({ SUPABASE_URL: s.url, SUPABASE_ANON_KEY: s.anonKey, AUTH_SESSION_TIMEBOX: "1 day" })))),
      )
      const login = yield* auth.signIn("emil@example.at", PASSWORD)
      yield* TestClock.adjust("23 hours")
      const renewed = yield* auth.refresh(login.refreshToken)
      yield* TestClock.adjust("1 hour")
      expect(yield* keyOf(auth.refresh(renewed.refreshToken))).toBe("sessionExpired")
    }),
  )

  it.effect("reads the user of an access token (GET /user) and refuses forged, expired and signed-out tokens", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      const session = yield* confirmedUser(auth, s, "dora@example.at")
      const user = yield* auth.user(session.accessToken)
      const request = s.requestsTo("/auth/v1/user").at(-1)
      expect(request?.method).toBe("GET")
      expect(request?.headers.authorization).toBe(`Bearer ${session.accessToken}`)
      expect(request?.headers.apikey).toBe(s.anonKey)
      expect(user).toEqual(session.user)

      const forged = `${session.accessToken.slice(0, session.accessToken.lastIndexOf("."))}.c2lnbmF0dXJl`
      expect(yield* keyOf(auth.user(forged))).toBe("sessionExpired")
      const expired = s.signToken({ sub: user.id, exp: Math.floor(Date.now() / 1000) - 10, role: "authenticated" })
      expect(yield* keyOf(auth.user(expired))).toBe("sessionExpired")
      expect(yield* keyOf(auth.user(""))).toBe("sessionExpired")
      yield* auth.signOut(session.accessToken)
      const signedOut = yield* Effect.flip(auth.user(session.accessToken))
      expect(signedOut.key).toBe("sessionExpired")
      expect(signedOut.cause).toMatchObject({ name: "AuthSessionMissingError" })
    }),
  )

  it.effect("signs out this session only (POST /logout?scope=local) and never fails", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      s.createUser("emil@example.at", PASSWORD)
      const laptop = yield* auth.signIn("emil@example.at", PASSWORD)
      const phone = yield* auth.signIn("emil@example.at", PASSWORD)
      yield* auth.signOut(laptop.accessToken)
      const logout = s.requestsTo("/auth/v1/logout").at(-1)
      expect(logout?.method).toBe("POST")
      expect(logout?.query).toEqual({ scope: "local" })
      expect(logout?.headers.authorization).toBe(`Bearer ${laptop.accessToken}`)
      expect(yield* keyOf(auth.refresh(laptop.refreshToken))).toBe("sessionExpired")
      expect((yield* auth.refresh(phone.refreshToken)).user.email).toBe("emil@example.at")
      expect(s.account("emil@example.at")?.sessions).toBe(1)

      yield* auth.signOut("not-a-token")
      yield* auth.signOut(laptop.accessToken)
      yield* auth.signOut("")
      s.state.failing = true
      yield* auth.signOut(phone.accessToken)
    }),
  )

  it.effect("requests a reset the same way for every address; the link's session sets the new password", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      yield* confirmedUser(auth, s, "finn@example.at")
      const known = yield* keeping(auth.requestPasswordReset("finn@example.at", "de", RESET))
      const unknown = yield* keeping(auth.requestPasswordReset("nobody@example.at", "de", RESET))
      const [first, second] = s.requestsTo("/auth/v1/recover")
      for (const [request, email] of [[first, "finn@example.at"], [second, "nobody@example.at"]] as const) {
        expect(request?.query).toEqual({ redirect_to: `${RESET}?` })
        expect(bodyOf(request)).toMatchObject({ email, code_challenge_method: "s256", code_challenge: expect.stringMatching(/^[\w-]{43}$/) })
      }
      // The verifier is plain (supabase-js stores it with a "/recovery" suffix).
      expect(known.kept).toEqual([{ flow: "recovery", codeVerifier: expect.stringMatching(/^[0-9a-f]{112}$/) }])
      expect(s256(known.kept[0]!.codeVerifier)).toBe(bodyOf(first).code_challenge)
      expect(unknown.kept).toHaveLength(1)
      expect(s.mails.filter((m) => m.type === "recovery").map((m) => m.to)).toEqual(["finn@example.at"])
      expect(yield* keyOf(auth.requestPasswordReset("not-an-address", "de", RESET))).toBe("invalidEmail")

      const confirmation = yield* auth.signIn("finn@example.at", PASSWORD)
      const recovery = yield* auth.exchangeLink(s.linkParams(s.lastMail("finn@example.at", "recovery")!))
      expect(yield* keyOf(auth.setPassword(recovery.accessToken, "short"))).toBe("passwordTooShort")
      expect(yield* keyOf(auth.setPassword(recovery.accessToken, "ü".repeat(40)))).toBe("passwordTooLong")
      // Only a session a mailed link opened within its hour sets a password without the current
      // one, and only after a recovery mail: not a login, not a sign-up confirmation.
      const asked = s.requests.length
      const login = yield* auth.signIn("finn@example.at", PASSWORD)
      expect(yield* keyOf(auth.setPassword(login.accessToken, "a new password 2"))).toBe("invalidLink")
      const stale = s.signToken({ sub: login.user.id, exp: Math.floor(Date.now() / 1000) + 600, amr: [{ method: "otp", timestamp: Math.floor(Date.now() / 1000) - 3700 }] })
      expect(yield* keyOf(auth.setPassword(stale, "a new password 2"))).toBe("invalidLink")
      expect(yield* keyOf(auth.setPassword("not-a-token", "a new password 2"))).toBe("sessionExpired")
      expect(s.requests).toHaveLength(asked + 1)
      const other = yield* project()
      const signupSession = yield* confirmedUser(other.auth, other.s, "ivo@example.at")
      const refused = yield* Effect.flip(other.auth.setPassword(signupSession.accessToken, "a new password 2"))
      expect(refused.key).toBe("invalidLink")
      expect(other.s.requestsTo("/auth/v1/user").at(-1)).toMatchObject({ method: "GET", headers: { authorization: `Bearer ${signupSession.accessToken}` } })
      const same = yield* Effect.flip(auth.setPassword(recovery.accessToken, PASSWORD))
      expect(same.key).toBe("generalError")
      expect(same.cause).toMatchObject({ code: "same_password" })
      yield* auth.setPassword(recovery.accessToken, "a new password 2")
      const put = s.requestsTo("/auth/v1/user").filter((r) => r.method === "PUT").at(-1)
      expect(put?.headers.authorization).toBe(`Bearer ${recovery.accessToken}`)
      expect(put?.query).toEqual({})
      expect(bodyOf(put)).toEqual({ password: "a new password 2", code_challenge: null, code_challenge_method: null })
      expect(yield* keyOf(auth.signIn("finn@example.at", PASSWORD))).toBe("wrongCredentials")
      yield* auth.signIn("finn@example.at", "a new password 2")
      // GoTrue ends the other sessions, and the recovery session cannot set a password twice.
      expect(yield* keyOf(auth.user(confirmation.accessToken))).toBe("sessionExpired")
      expect(yield* keyOf(auth.refresh(login.refreshToken))).toBe("sessionExpired")
      yield* auth.user(recovery.accessToken)
      expect(yield* keyOf(auth.setPassword(recovery.accessToken, "a third password 3"))).toBe("invalidLink")

      // The same reset through GoTrue's own link (?code=) and the kept verifier.
      const again = yield* keeping(auth.requestPasswordReset("finn@example.at", "de", RESET))
      const redirected = yield* Effect.promise(() => s.openConfirmationUrl(s.lastMail("finn@example.at", "recovery")!))
      const viaCode = yield* auth.exchangeLink({ ...redirected, code_verifier: again.kept[0]!.codeVerifier })
      expect(viaCode.user.email).toBe("finn@example.at")
      expect(bodyOf(s.requestsTo("/auth/v1/token").at(-1))).toEqual({ auth_code: redirected.code, code_verifier: again.kept[0]!.codeVerifier })
      yield* auth.setPassword(viaCode.accessToken, "a third password 3")
    }),
  )

  it.effect("refuses a recovery link after its hour (Supabase keeps links for a day) and ends the session it opened", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      s.createUser("jana@example.at", PASSWORD)
      yield* auth.requestPasswordReset("jana@example.at", "en", RESET)
      yield* TestClock.adjust("61 minutes")
      const late = yield* Effect.flip(auth.exchangeLink(s.linkParams(s.lastMail("jana@example.at", "recovery")!)))
      expect(late.key).toBe("invalidLink")
      expect(s.requestsTo("/auth/v1/logout")).toHaveLength(1)
      expect(s.account("jana@example.at")?.sessions).toBe(0)
      yield* auth.requestPasswordReset("jana@example.at", "en", RESET)
      yield* TestClock.adjust("59 minutes")
      const inTime = yield* auth.exchangeLink(s.linkParams(s.lastMail("jana@example.at", "recovery")!))
      yield* auth.setPassword(inTime.accessToken, "a new password 2")
      // A sign-up confirmation link keeps GoTrue's day.
      yield* auth.signUp({ email: "karl@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM })
      yield* TestClock.adjust("23 hours")
      yield* auth.exchangeLink(s.linkParams(s.lastMail("karl@example.at", "signup")!))
    }),
  )

  it.effect("answers a reset within GoTrue's mail frequency like any other (no hint that the account exists)", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project({ maxFrequencySeconds: 60 })
      s.createUser("gert@example.at", PASSWORD)
      yield* auth.requestPasswordReset("gert@example.at", "de", RESET)
      const again = yield* keeping(auth.requestPasswordReset("gert@example.at", "de", RESET))
      const refused = s.requestsTo("/auth/v1/recover").at(-1)
      expect(again.result).toBeUndefined()
      expect(again.kept).toEqual([])
      expect(s.mails.filter((m) => m.to === "gert@example.at")).toHaveLength(1)
      expect(refused).toBeDefined()
      yield* auth.requestPasswordReset("nobody@example.at", "de", RESET)
      // A sign-up mail within the frequency is a visible "try again later".
      yield* auth.signUp({ email: "hilde@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM })
      expect(yield* keyOf(auth.signUp({ email: "hilde@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM }))).toBe("tooManyAttempts")
    }),
  )

  it.effect("updates metadata and asks for a confirmed new e-mail (PUT /user with redirect and challenge)", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      const session = yield* confirmedUser(auth, s, "gina@example.at")
      s.createUser("taken@example.at", PASSWORD)

      const lang = yield* keeping(auth.updateUser(session.accessToken, { metadata: { userLang: "de", mailTemplate: "de" } }, CONFIRM))
      expect(lang.result).toEqual({ ...session.user, metadata: { ...metadata, userLang: "de", mailTemplate: "de" } })
      expect(lang.kept).toEqual([])
      const put = s.requestsTo("/auth/v1/user").at(-1)
      expect(put?.method).toBe("PUT")
      expect(put?.query).toEqual({})
      expect(put?.headers.authorization).toBe(`Bearer ${session.accessToken}`)
      expect(bodyOf(put)).toEqual({ data: { userLang: "de", mailTemplate: "de" }, code_challenge: null, code_challenge_method: null })

      const change = yield* keeping(auth.updateUser(session.accessToken, { email: "gina.new@example.at", metadata: { company: "Neu GmbH" } }, CONFIRM))
      const changeRequest = s.requestsTo("/auth/v1/user").at(-1)
      expect(changeRequest?.query).toEqual({ redirect_to: `${CONFIRM}?` })
      expect(bodyOf(changeRequest)).toMatchObject({ email: "gina.new@example.at", data: { company: "Neu GmbH" }, code_challenge_method: "s256" })
      expect(change.kept).toEqual([{ flow: "email_change", codeVerifier: expect.any(String) }])
      expect(s256(change.kept[0]!.codeVerifier)).toBe(bodyOf(changeRequest).code_challenge)
      // The address changes only once the link mailed to the new one is opened.
      expect(change.result.email).toBe("gina@example.at")
      expect(change.result.metadata.company).toBe("Neu GmbH")
      const mail = s.lastMail("gina.new@example.at", "email_change")!
      expect(mail.data).toMatchObject({ mailTemplate: "de" })
      const confirmed = yield* auth.exchangeLink(s.linkParams(mail))
      expect(bodyOf(s.requestsTo("/auth/v1/verify").at(-1))).toMatchObject({ type: "email_change", token_hash: mail.tokenHash })
      expect(confirmed.user.email).toBe("gina.new@example.at")

      expect(yield* keyOf(auth.updateUser(confirmed.accessToken, { email: "taken@example.at" }, CONFIRM))).toBe("emailAlreadyExists")
      expect(yield* keyOf(auth.updateUser(confirmed.accessToken, { email: "broken" }, CONFIRM))).toBe("invalidEmail")
      expect(yield* keyOf(auth.updateUser(confirmed.accessToken, { email: "x@example.at" }, "/relative/"))).toBe("generalError")
      expect(yield* keyOf(auth.updateUser("not-a-token", { metadata: { city: "Wels" } }, CONFIRM))).toBe("sessionExpired")
      // Only the known metadata keys are sent.
      yield* auth.updateUser(confirmed.accessToken, { metadata: { city: "Wels", role: "admin", userLang: "fr" } as unknown as Partial<UserMetadata> }, CONFIRM)
      expect(bodyOf(s.requestsTo("/auth/v1/user").at(-1))).toMatchObject({ data: { city: "Wels" } })
      expect(s.account("gina.new@example.at")?.metadata).not.toHaveProperty("role")
    }),
  )

  it.effect("changes the password and deletes the account through the RPCs, as the user", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      const session = yield* confirmedUser(auth, s, "hans@example.at")

      expect(yield* keyOf(auth.changePassword(session.accessToken, "wrong password", "another password 3"))).toBe("incorrectPassword")
      expect(yield* keyOf(auth.changePassword(session.accessToken, PASSWORD, "short"))).toBe("passwordTooShort")
      yield* auth.changePassword(session.accessToken, PASSWORD, "another password 3")
      const change = s.requestsTo("/rest/v1/rpc/change_user_password").at(-1)
      expect(change?.method).toBe("POST")
      expect(change?.headers.authorization).toBe(`Bearer ${session.accessToken}`)
      expect(change?.headers.apikey).toBe(s.anonKey)
      expect(bodyOf(change)).toEqual({ current_plain_password: PASSWORD, new_plain_password: "another password 3" })
      yield* auth.signIn("hans@example.at", "another password 3")

      expect(yield* keyOf(auth.deleteUser(session.accessToken, PASSWORD))).toBe("incorrectPassword")
      expect(s.account("hans@example.at")).toBeDefined()
      yield* auth.deleteUser(session.accessToken, "another password 3")
      const del = s.requestsTo("/rest/v1/rpc/delete_user").at(-1)
      expect(del?.headers.authorization).toBe(`Bearer ${session.accessToken}`)
      expect(bodyOf(del)).toEqual({ current_plain_password: "another password 3" })
      expect(s.account("hans@example.at")).toBeUndefined()
      expect(yield* keyOf(auth.signIn("hans@example.at", "another password 3"))).toBe("wrongCredentials")

      // Without a valid user token PostgREST refuses (401), which is no catalogue key of its own.
      expect(yield* keyOf(auth.changePassword("not-a-token", PASSWORD, "another password 3"))).toBe("sessionExpired")
      // The deleted account's token no longer acts for anyone.
      expect(yield* keyOf(auth.deleteUser(session.accessToken, "another password 3"))).toBe("sessionExpired")
      const before = s.requests.length
      expect(yield* keyOf(auth.deleteUser("", PASSWORD))).toBe("sessionExpired")
      expect(s.requests).toHaveLength(before)
    }),
  )

  it.effect("keeps users apart: concurrent calls share no client session", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      const names = ["ida", "jan", "kim", "lea", "max", "nina"]
      for (const name of names) s.createUser(`${name}@example.at`, PASSWORD, { ...metadata, firstname: name })
      const sessions: ReadonlyArray<Session> = yield* Effect.forEach(names, (name) => auth.signIn(`${name}@example.at`, PASSWORD), { concurrency: "unbounded" })
      const users = yield* Effect.forEach(
        sessions,
        (session, i) => Effect.andThen(auth.updateUser(session.accessToken, { metadata: { city: `City ${i}` } }, CONFIRM), () => auth.user(session.accessToken)),
        { concurrency: "unbounded" },
      )
      expect(users.map((u) => [u.email, u.metadata.firstname, u.metadata.city])).toEqual(names.map((name, i) => [`${name}@example.at`, name, `City ${i}`]))
      for (const session of sessions) expect(s.requestsTo("/auth/v1/user").filter((r) => r.headers.authorization === `Bearer ${session.accessToken}`)).toHaveLength(2)
      expect(s.account("ida@example.at")?.metadata.city).toBe("City 0")
    }),
  )

  it.effect("turns server faults and an unreachable server into generalError with the cause kept", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project()
      const session = yield* confirmedUser(auth, s, "olga@example.at")
      s.state.failing = true
      for (const attempt of [
        auth.signIn("olga@example.at", PASSWORD),
        auth.signUp({ email: "new@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM }),
        auth.user(session.accessToken),
        auth.exchangeLink({ token_hash: "pkce_x", type: "signup" }),
        auth.requestPasswordReset("olga@example.at", "de", RESET),
        auth.updateUser(session.accessToken, { metadata: { city: "Steyr" } }, CONFIRM),
        auth.changePassword(session.accessToken, PASSWORD, "another password 3"),
      ] as ReadonlyArray<Effect.Effect<unknown, AuthError>>) {
        const error = yield* Effect.flip(attempt)
        expect(error.key).toBe("generalError")
        expect(error.cause).toBeDefined()
      }
      const unreachable = authAt("http://127.0.0.1:9", s.anonKey)
      const error = yield* Effect.flip(unreachable.signIn("olga@example.at", PASSWORD))
      expect(error.key).toBe("generalError")
      expect(error.cause).toMatchObject({ name: "AuthRetryableFetchError" })
    }),
  )

  it.effect("layerConfig reads SUPABASE_URL and SUPABASE_ANON_KEY", () =>
    Effect.gen(function* () {
      const { s } = yield* project()
      s.createUser("paul@example.at", PASSWORD)
      const configured = (env: Record<string, string>) => Effect.provide(Auth, AuthSupabase.layerConfig.pipe(Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env)))))
      const auth = yield* configured({ SUPABASE_URL: `${s.url}/`, SUPABASE_ANON_KEY: s.anonKey })
      expect((yield* auth.signIn("paul@example.at", PASSWORD)).user.email).toBe("paul@example.at")
      expect(yield* Effect.flip(configured({ SUPABASE_URL: s.url }))).toBeDefined()
      expect(yield* Effect.flip(configured({ SUPABASE_URL: s.url, SUPABASE_ANON_KEY: "" }))).toBeDefined()
      expect(yield* Effect.flip(configured({ SUPABASE_URL: "", SUPABASE_ANON_KEY: s.anonKey }))).toBeDefined()
      const invalid = yield* Effect.flip(Effect.provide(Auth, AuthSupabase.layer({ url: "not a url", anonKey: Redacted.make(s.anonKey) })))
      expect(invalid).toMatchObject({ _tag: "InfrastructureError", system: "supabase auth" })
      const wrongKey = yield* configured({ SUPABASE_URL: s.url, SUPABASE_ANON_KEY: "another-key" })
      expect(yield* keyOf(wrongKey.signIn("paul@example.at", PASSWORD))).toBe("generalError")
    }),
  )
})

describe("supabase/config.toml", () => {
  it("ends sessions as the shop does: 30 days after the last refresh, 90 days after the login", () => {
    expect(loadSessionSettings(new URL("../../supabase/config.toml", import.meta.url))).toEqual({ timeboxSeconds: 90 * 24 * 3600, inactivityTimeoutSeconds: 30 * 24 * 3600 })
  })

  it("asks GoTrue for reauthentication before its own password update (a token alone must not change the password)", () => {
    const config = readFileSync(new URL("../../supabase/config.toml", import.meta.url), "utf8")
    expect(/^\[auth\.email\][\s\S]*?^secure_password_change = true$/m.test(config)).toBe(true)
  })
})

describe("mail templates of supabase/config.toml", () => {
  const templates = loadMailTemplates(new URL("../../supabase/config.toml", import.meta.url))
  /** The query parameters of the mail's link (the first href). */
  const linkOf = (mail: SentMail | undefined) => {
    const href = /href="([^"]+)"/.exec(mail?.html ?? "")?.[1]?.replaceAll("&amp;", "&")
    expect(href).toBeDefined()
    const url = new URL(href!)
    return { page: `${url.origin}${url.pathname}`, params: Object.fromEntries(url.searchParams) }
  }

  it("configures the five mails, each in German and English", () => {
    expect(Object.keys(templates).sort()).toEqual(["confirmation", "email_change", "invite", "magic_link", "recovery"])
    for (const [name, template] of Object.entries(templates)) {
      expect(template.body, name).toContain('<html lang="de">')
      expect(template.body, name).toContain('<html lang="en">')
      expect(template.body, name).toContain("{{ .TokenHash }}")
      expect(template.body, name).not.toContain(".ConfirmationURL")
    }
  })

  it.effect("picks the language by mailTemplate, then userLang, else German; subjects as spec §9", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project({ templates })
      const cases = [
        [{ ...metadata, userLang: "en", mailTemplate: "en" }, "Confirm your sign-up", "Hello Anna Berger,"],
        [{ ...metadata, userLang: "en", mailTemplate: "de" }, "Bitte bestätigen Sie Ihre Registrierung", "Guten Tag Anna Berger,"],
        [{ ...metadata, userLang: "de", mailTemplate: "de", firstname: "", lastname: "" }, "Bitte bestätigen Sie Ihre Registrierung", "Guten Tag,"],
      ] as const
      for (const [i, [meta, subject, greeting]] of cases.entries()) {
        yield* auth.signUp({ email: `case${i}@example.at`, password: PASSWORD, metadata: meta, redirectTo: CONFIRM })
        const mail = s.lastMail(`case${i}@example.at`, "signup")
        expect(mail?.subject).toBe(subject)
        expect(mail?.html).toContain(greeting)
      }
      s.createUser("legacy-en@example.at", PASSWORD, { userLang: "en" })
      s.createUser("bare@example.at", PASSWORD)
      s.createUser("odd@example.at", PASSWORD, { mailTemplate: 7, userLang: "fr" })
      for (const [email, subject] of [["legacy-en@example.at", "Reset your password"], ["bare@example.at", "Passwort zurücksetzen"], ["odd@example.at", "Passwort zurücksetzen"]] as const) {
        yield* auth.requestPasswordReset(email, "de", RESET)
        expect(s.lastMail(email, "recovery")?.subject).toBe(subject)
      }
      // Names are escaped as html/template does.
      yield* auth.signUp({ email: "xss@example.at", password: PASSWORD, metadata: { ...metadata, firstname: "<b>Eve</b>" }, redirectTo: CONFIRM })
      expect(s.lastMail("xss@example.at", "signup")?.html).toContain("Hello &#60;b&#62;Eve&#60;/b&#62; Berger,")
    }),
  )

  it.effect("links lead to the redirect page with token_hash and type, and open a session through exchangeLink", () =>
    Effect.gen(function* () {
      const { s, auth } = yield* project({ templates })
      yield* auth.signUp({ email: "link@example.at", password: PASSWORD, metadata, redirectTo: CONFIRM })
      const signup = linkOf(s.lastMail("link@example.at", "signup"))
      expect(signup.page).toBe(CONFIRM)
      expect(signup.params).toEqual({ token_hash: s.lastMail("link@example.at", "signup")!.tokenHash, type: "signup" })
      const session = yield* auth.exchangeLink(signup.params)

      yield* auth.requestPasswordReset("link@example.at", "en", RESET)
      const recovery = linkOf(s.lastMail("link@example.at", "recovery"))
      expect(recovery.page).toBe(RESET)
      expect(recovery.params.type).toBe("recovery")
      const reset = yield* auth.exchangeLink(recovery.params)
      yield* auth.setPassword(reset.accessToken, "a new password 2")
      // The new password ended the other sessions; the recovery session goes on.
      expect(yield* keyOf(auth.user(session.accessToken))).toBe("sessionExpired")

      yield* auth.updateUser(reset.accessToken, { email: "link.new@example.at" }, CONFIRM)
      const changeMail = s.lastMail("link.new@example.at", "email_change")
      expect(changeMail?.subject).toBe("Confirm your new e-mail address")
      expect(changeMail?.html).toContain("from link@example.at to link.new@example.at")
      const change = linkOf(changeMail)
      expect(change.params.type).toBe("email_change")
      expect((yield* auth.exchangeLink(change.params)).user.email).toBe("link.new@example.at")
    }),
  )

  it("links invites and magic links to the shop's pages in the user's language (they carry no redirect)", () => {
    const values = (data: Record<string, unknown>) => ({ SiteURL: SHOP, RedirectTo: SHOP, TokenHash: "pkce_0123abcd", Token: "123456", Email: "x@example.at", Data: data })
    const hrefOf = (html: string) => /href="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&")
    const invite = templates.invite!
    const magic = templates.magic_link!
    expect(renderGoTemplate(invite.subject, values({ userLang: "en" }))).toBe("You have been invited")
    expect(renderGoTemplate(invite.subject, values({}))).toBe("Sie wurden eingeladen")
    expect(hrefOf(renderGoTemplate(invite.body, values({ mailTemplate: "en" })))).toBe(`${SHOP}/en/reset-password/?token_hash=pkce_0123abcd&type=invite`)
    expect(hrefOf(renderGoTemplate(invite.body, values({})))).toBe(`${SHOP}/de/reset-password/?token_hash=pkce_0123abcd&type=invite`)
    expect(renderGoTemplate(magic.subject, values({ mailTemplate: "de", userLang: "en" }))).toBe("Ihr Anmeldelink")
    expect(renderGoTemplate(magic.subject, values({ mailTemplate: "en" }))).toBe("Your login link")
    expect(hrefOf(renderGoTemplate(magic.body, values({ userLang: "en" })))).toBe(`${SHOP}/en/login/confirm/?token_hash=pkce_0123abcd&type=magiclink`)
  })
})

/**
 * The Auth contract over the wire: GoTrue's mails, rendered from supabase/templates as Supabase
 * renders them, arrive in SentMails as the plain text Supabase derives from the HTML; the server
 * runs on the suite's test clock.
 */
suite("AuthSupabase against a local GoTrue", () =>
  Layer.unwrap(
    Effect.gen(function* () {
      const clock = yield* Clock.Clock
      const sent = yield* SentMails
      const templates = loadMailTemplates(new URL("../../supabase/config.toml", import.meta.url))
      const deliver = (mail: SentMail) => {
        const delivered: Mail = { to: mail.to, subject: mail.subject ?? "", text: htmlToText(mail.html ?? "") }
        Effect.runSync(Ref.update(sent, (mails) => [...mails, delivered]))
      }
      // v2 refresh tokens: a reuse ends the session, as the contract asks (v1 leaves it alive).
      // The project's session limits as supabase/config.toml sets them: GoTrue keeps the idle limit.
      const sessions = loadSessionSettings(new URL("../../supabase/config.toml", import.meta.url))
      const s = yield* server({ now: () => clock.currentTimeMillisUnsafe(), templates, onMail: deliver, refreshTokenAlgorithm: 2, sessions })
      return AuthSupabase.layer({ url: s.url, anonKey: Redacted.make(s.anonKey) })
    }),
  ).pipe(Layer.provideMerge(SentMails.layer)),
)

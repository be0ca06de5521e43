/**
 * The embedded Auth adapter's own promises, beyond the Auth contract: bcrypt cost 10 by default,
 * tokens stored only as hashes, Supabase-shaped JWTs that other keys or `alg: none` cannot forge,
 * the same time for an unknown address as for a wrong password, a stale unconfirmed sign-up given
 * up after 24 hours, no account left behind when its mail cannot be sent, one secret shared by
 * several processes, and the session limits in its SQL (sessions aged in the database itself).
 */
import { createHash, randomBytes } from "node:crypto"
import { expect, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Layer, Ref } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { decodeJwt, decodeProtectedHeader } from "jose"
import { Auth, InfrastructureError, Mailer, SentMails, type UserMetadata } from "@shop/core"
import * as AuthEmbedded from "@shop/adapters/auth-embedded/AuthEmbedded"
import { Database } from "@shop/adapters/sql/Database"
import { baseMetadata, freshEmail } from "./accounts.ts"
import { engines } from "./engines.ts"

const metadata: UserMetadata = baseMetadata
const REDIRECT = "https://shop.example/de/login/"
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")
const secret = () => new Uint8Array(randomBytes(32))

const linkParams = (to: string) =>
  Effect.gen(function* () {
    const mail = (yield* Ref.get(yield* SentMails)).filter((m) => m.to === to).at(-1)
    const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "https://x/"
    return Object.fromEntries(new URL(link).searchParams) as Record<string, string>
  })

const signedUp = (password = "correct-horse-7") =>
  Effect.gen(function* () {
    const auth = yield* Auth
    const email = freshEmail("embedded")
    yield* auth.signUp({ email, password, metadata, redirectTo: REDIRECT })
    const params = yield* linkParams(email)
    const session = yield* auth.exchangeLink(params)
    return { email, password, params, session }
  })

const keyOf = (effect: Effect.Effect<unknown, unknown, Auth>) =>
  Effect.map(Effect.exit(effect), (exit) => (Exit.isSuccess(exit) ? "success" : String((exit.cause.reasons[0] as { error?: { key?: string } })?.error?.key)))

for (const engine of engines) {
  // One database per engine for the whole file; each test builds its own Auth over it.
  layer(engine.database(), { timeout: 120_000 })(`AuthEmbedded on ${engine.name}`, (it) => {
    const withAuth = <A, E>(effect: Effect.Effect<A, E, Auth | SentMails | Database>, options: Partial<AuthEmbedded.AuthEmbeddedOptions> = {}) =>
      effect.pipe(Effect.provide(AuthEmbedded.layer({ jwtSecret: secret(), bcryptCost: 4, ...options }).pipe(Layer.provideMerge(Mailer.layerTest))))

    it.effect("hashes passwords with bcrypt cost 10 by default, as Supabase Auth does", () =>
      withAuth(
        Effect.gen(function* () {
          const { email } = yield* signedUp()
          const rows = yield* (yield* Database).ownerQuery<{ hash: string }>("select encrypted_password as hash from auth.users where email = $1", [email])
          expect(rows[0]?.hash).toMatch(/^\$2a\$10\$/)
        }),
        { bcryptCost: undefined },
      ),
    )

    it.effect("stores links and refresh tokens only as SHA-256 hashes", () =>
      withAuth(
        Effect.gen(function* () {
          const auth = yield* Auth
          const db = yield* Database
          const { email, password } = yield* signedUp()
          yield* auth.requestPasswordReset(email, "de", REDIRECT)
          const raw = (yield* linkParams(email))["token_hash"]!
          const tokens = yield* db.ownerQuery<{ token_hash: string }>("select token_hash from auth.one_time_tokens")
          expect(tokens.map((t) => t.token_hash)).toContain(sha256(raw))
          expect(JSON.stringify(tokens)).not.toContain(raw)
          const session = yield* auth.signIn(email, password)
          const refresh = yield* db.ownerQuery<{ token: string }>("select token from auth.refresh_tokens")
          expect(refresh.map((r) => r.token)).toContain(sha256(session.refreshToken))
          expect(JSON.stringify(refresh)).not.toContain(session.refreshToken)
        }),
      ),
    )

    it.effect("issues HS256 JWTs with Supabase's claims, which another key or alg none cannot forge", () =>
      withAuth(
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.UTC(2026, 10, 23, 10))
          const auth = yield* Auth
          const { email, session } = yield* signedUp()
          expect(decodeProtectedHeader(session.accessToken)).toEqual({ alg: "HS256", typ: "JWT" })
          const claims = decodeJwt(session.accessToken)
          expect(claims).toMatchObject({
            sub: session.user.id,
            role: "authenticated",
            aud: "authenticated",
            email,
            user_metadata: { company: "Elektro Huber GmbH", userLang: "de" },
            aal: "aal1",
            is_anonymous: false,
          })
          expect(typeof claims["session_id"]).toBe("string")
          expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600)
          const [header, payload] = session.accessToken.split(".")
          const none = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`
          expect(yield* keyOf(auth.user(none))).toBe("sessionExpired")
          const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: "00000000-0000-4000-8000-000000000000" })).toString("base64url")}.${session.accessToken.split(".")[2]}`
          expect(yield* keyOf(auth.user(tampered))).toBe("sessionExpired")
          // Another process with another secret does not accept the token; with the same secret it does.
          const other = yield* Effect.provide(
            Effect.flatMap(Auth, (a) => keyOf(a.user(session.accessToken))),
            AuthEmbedded.layer({ jwtSecret: secret(), bcryptCost: 4 }).pipe(Layer.provide(Mailer.layerTest)),
          )
          expect(other).toBe("sessionExpired")
        }),
      ),
    )

    it.effect("accepts tokens of another process that shares AUTH_JWT_SECRET", () =>
      Effect.gen(function* () {
        const shared = secret()
        const process = (jwtSecret: Uint8Array) => AuthEmbedded.layer({ jwtSecret, bcryptCost: 4 }).pipe(Layer.provideMerge(Mailer.layerTest))
        const session = yield* Effect.provide(Effect.map(signedUp(), (s) => s.session), process(shared))
        const user = yield* Effect.provide(Effect.flatMap(Auth, (a) => a.user(session.accessToken)), process(shared))
        expect(user.id).toBe(session.user.id)
        expect(yield* Effect.provide(keyOf(Effect.flatMap(Auth, (a) => a.user(session.accessToken))), process(secret()))).toBe("sessionExpired")
      }),
    )

    it.effect("logs out with an access token that has expired (its signature still names the session)", () =>
      withAuth(
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.UTC(2026, 10, 23, 10))
          const auth = yield* Auth
          const { email, password } = yield* signedUp()
          const login = yield* auth.signIn(email, password)
          yield* TestClock.adjust("2 hours")
          expect(yield* keyOf(auth.user(login.accessToken))).toBe("sessionExpired")
          yield* auth.signOut(login.accessToken)
          expect(yield* keyOf(auth.refresh(login.refreshToken))).toBe("sessionExpired")
        }),
      ),
    )

    it.effect("refuses refresh tokens of sessions the database shows unused past 30 days or opened over 90 days ago, and ends them", () =>
      withAuth(
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.UTC(2026, 10, 23, 10))
          const auth = yield* Auth
          const db = yield* Database
          const { email, password } = yield* signedUp()
          const sessionOf = (token: string) => String(decodeJwt(token)["session_id"])
          /** Moves a session's login and last refresh (and its tokens) back in time, as the table would hold an old one. */
          const age = (token: string, opened: string, refreshed: string) =>
            Effect.gen(function* () {
              const id = sessionOf(token)
              yield* db.ownerQuery(
                `update auth.sessions set created_at = created_at - $2::interval, refreshed_at = coalesce(refreshed_at, created_at) - $3::interval where id = $1`,
                [id, opened, refreshed],
              )
              yield* db.ownerQuery(`update auth.refresh_tokens set created_at = created_at - $2::interval, updated_at = updated_at - $2::interval where session_id = $1`, [id, refreshed])
            })
          const found = (token: string) => Effect.map(db.ownerQuery("select 1 from auth.sessions where id = $1", [sessionOf(token)]), (rows) => rows.length)
          const forgotten = yield* auth.signIn(email, password)
          const idle = yield* auth.signIn(email, password)
          const old = yield* auth.signIn(email, password)
          const kept = yield* auth.signIn(email, password)
          // The case: a refresh token last used 500 days ago.
          yield* age(forgotten.accessToken, "500 days", "500 days")
          yield* age(idle.accessToken, "40 days", "31 days")
          yield* age(old.accessToken, "91 days", "1 hour")
          yield* age(kept.accessToken, "89 days", "29 days")
          expect(yield* keyOf(auth.refresh(forgotten.refreshToken))).toBe("sessionExpired")
          expect(yield* keyOf(auth.refresh(idle.refreshToken))).toBe("sessionExpired")
          // Past its lifetime even the access token issued within the hour is refused.
          expect(yield* keyOf(auth.user(old.accessToken))).toBe("sessionExpired")
          expect(yield* keyOf(auth.refresh(old.refreshToken))).toBe("sessionExpired")
          expect([yield* found(forgotten.accessToken), yield* found(idle.accessToken), yield* found(old.accessToken)]).toEqual([0, 0, 0])
          const renewed = yield* auth.refresh(kept.refreshToken)
          expect(yield* auth.user(renewed.accessToken)).toMatchObject({ email })
        }),
      ),
    )

    it.effect("deletes the user's ended sessions at the next login", () =>
      withAuth(
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.UTC(2026, 10, 23, 10))
          const auth = yield* Auth
          const db = yield* Database
          const { email, password, session } = yield* signedUp()
          const id = String(decodeJwt(session.accessToken)["session_id"])
          yield* db.ownerQuery("update auth.sessions set created_at = created_at - interval '500 days', refreshed_at = null where id = $1", [id])
          yield* auth.signIn(email, password)
          expect(yield* db.ownerQuery("select 1 from auth.sessions where id = $1", [id])).toEqual([])
        }),
      ),
    )

    it.effect("takes its limits from AUTH_SESSION_INACTIVITY_TIMEOUT and AUTH_SESSION_TIMEBOX, and refuses values that are no positive duration", () =>
      Effect.gen(function* () {
        yield* TestClock.setTime(Date.UTC(2026, 10, 23, 10))
        const configured = (env: Record<string, string>) =>
          AuthEmbedded.layerConfig.pipe(Layer.provideMerge(Mailer.layerTest), Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env))))
        const env = { AUTH_JWT_SECRET: "a-secret-of-this-test-0123456789abcdef", AUTH_SESSION_INACTIVITY_TIMEOUT: "2 hours", AUTH_SESSION_TIMEBOX: "1 day" }
        yield* Effect.provide(
          Effect.gen(function* () {
            const auth = yield* Auth
            const { email, password } = yield* signedUp()
            const idle = yield* auth.signIn(email, password)
            yield* TestClock.adjust("1 hour")
            const used = yield* auth.refresh(idle.refreshToken)
            yield* TestClock.adjust("2 hours")
            expect(yield* keyOf(auth.refresh(used.refreshToken))).toBe("sessionExpired")
            let busy = yield* auth.signIn(email, password)
            for (let hour = 1; hour < 24; hour++) {
              yield* TestClock.adjust("1 hour")
              busy = yield* auth.refresh(busy.refreshToken)
            }
            yield* TestClock.adjust("1 hour")
            expect(yield* keyOf(auth.refresh(busy.refreshToken))).toBe("sessionExpired")
          }),
          configured(env),
        )
        for (const wrong of [{ AUTH_SESSION_INACTIVITY_TIMEOUT: "soon" }, { AUTH_SESSION_TIMEBOX: "0 seconds" }, { AUTH_SESSION_TIMEBOX: "Infinity" }]) {
          const refused = yield* Effect.flip(Effect.provide(Auth, configured({ ...env, ...wrong })))
          expect(refused).toMatchObject({ _tag: "InfrastructureError", system: "configuration" })
        }
      }),
    )

    it.effect("takes as long for an unknown address as for a wrong password (a dummy hash of the same cost)", () =>
      withAuth(
        Effect.gen(function* () {
          const auth = yield* Auth
          const { email } = yield* signedUp()
          const time = (address: string) =>
            Effect.gen(function* () {
              const start = performance.now()
              yield* Effect.exit(auth.signIn(address, "wrong-password-1"))
              return performance.now() - start
            })
          const known: Array<number> = []
          const unknown: Array<number> = []
          for (let i = 0; i < 7; i++) {
            known.push(yield* time(email))
            unknown.push(yield* time(freshEmail("nobody")))
          }
          const median = (xs: Array<number>) => xs.toSorted((a, b) => a - b)[3]!
          // bcrypt at cost 10 takes tens of milliseconds; without the dummy hash an unknown address
          // answers in about one (a ratio above 10). A factor of 3 leaves room for a busy machine.
          expect(median(unknown)).toBeGreaterThan(median(known) / 3)
          expect(median(unknown)).toBeLessThan(median(known) * 3)
        }),
        { bcryptCost: 10 },
      ),
    )

    it.effect("gives up an unconfirmed sign-up after 24 hours: the address may sign up afresh, the old link is dead", () =>
      withAuth(
        Effect.gen(function* () {
          yield* TestClock.setTime(Date.UTC(2026, 10, 23, 10))
          const auth = yield* Auth
          const email = freshEmail("stale")
          yield* auth.signUp({ email, password: "first-password-1", metadata, redirectTo: REDIRECT })
          const first = yield* linkParams(email)
          expect(yield* keyOf(auth.signUp({ email, password: "second-password-2", metadata, redirectTo: REDIRECT }))).toBe("emailAlreadyExists")
          yield* TestClock.adjust("24 hours")
          yield* auth.signUp({ email, password: "second-password-2", metadata, redirectTo: REDIRECT })
          expect(yield* keyOf(auth.exchangeLink(first))).toBe("invalidLink")
          yield* auth.exchangeLink(yield* linkParams(email))
          expect(yield* keyOf(auth.signIn(email, "first-password-1"))).toBe("wrongCredentials")
          yield* auth.signIn(email, "second-password-2")
        }),
      ),
    )

    it.effect("leaves no account behind when the confirmation mail cannot be sent", () =>
      Effect.gen(function* () {
        const email = freshEmail("nomail")
        const failing = Layer.succeed(Mailer, Mailer.of({ send: () => Effect.fail(new InfrastructureError({ system: "mail", reason: "down" })) }))
        const result = yield* Effect.provide(
          Effect.flatMap(Auth, (auth) => keyOf(auth.signUp({ email, password: "correct-horse-7", metadata, redirectTo: REDIRECT }))),
          AuthEmbedded.layer({ jwtSecret: secret(), bcryptCost: 4 }).pipe(Layer.provide(failing)),
        )
        expect(result).toBe("generalError")
        expect(yield* (yield* Database).ownerQuery("select 1 from auth.users where email = $1", [email])).toEqual([])
      }),
    )

    it.effect("creates the profile from the sign-up metadata, with no discount, through the database's trigger", () =>
      withAuth(
        Effect.gen(function* () {
          const { session } = yield* signedUp()
          const rows = yield* (yield* Database).withUserTransaction({ sub: session.user.id, role: "authenticated" }, (tx) =>
            tx.query("select company, global_discount::text as d, userlang from public.profiles"),
          )
          expect(rows).toEqual([{ company: "Elektro Huber GmbH", d: "0.00", userlang: "de" }])
        }),
      ),
    )
  })
}

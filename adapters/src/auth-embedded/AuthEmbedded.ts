/**
 * Auth, embedded default: accounts in the Supabase-shaped `auth.users` of the shop's own database
 * (PGlite or PostgreSQL), so that the `change_user_password` and `delete_user` RPCs of
 * supabase/migrations work unchanged (they are called as the user, like every data access).
 *
 * - Passwords: bcrypt through pgcrypto, `crypt(password, gen_salt('bf', 10))` (cost 10, as
 *   Supabase Auth; about 70–80 ms per check here). A login for an unknown address runs the same
 *   `crypt` against a dummy hash of the same cost, so both failures take the same time and answer
 *   the same `wrongCredentials`. A password is checked before the confirmation, so only its owner
 *   learns `emailNotConfirmed`.
 * - Access tokens: HS256 JWTs signed with `jose` carrying Supabase's claims (`sub`, `role`,
 *   `email`, `user_metadata`, `session_id`, `aud`, `exp`, …), living one hour. `user` checks the
 *   signature, the expiry and that the session still exists (a logout ends it at once).
 * - Refresh tokens: 32 random bytes, stored as SHA-256 hashes, rotated on every use. A rotated
 *   token presented again within 10 s (two tabs refreshing at once) gets a fresh token of the same
 *   session; later, it ends the session (someone else may hold it).
 * - Session limits (policy.ts `SessionLimits`, `AUTH_SESSION_INACTIVITY_TIMEOUT` and
 *   `AUTH_SESSION_TIMEBOX`): a session not refreshed for the idle limit, or older than its
 *   lifetime, ends at its next refresh (the statement compares `auth.sessions.created_at` and
 *   `refreshed_at` with the time), and past its lifetime its access tokens are refused too. A login
 *   deletes the user's sessions that have ended.
 * - Mailed links: 32 random bytes, stored hashed, single use, one outstanding per user and kind,
 *   expiring after 24 h (sign-up, e-mail change) or 1 h (recovery). The link is `redirectTo` with
 *   `?token_hash=<token>&type=signup|recovery|email_change`; `exchangeLink` takes those parameters.
 * - Every time is effect's Clock, passed to the statements, so expiry is testable with TestClock.
 *
 * The auth server's own tables (`auth.*`) are read and written as the database owner, as Supabase
 * Auth does; profile, cart and inquiries are never touched here except through the RPCs as the user.
 */
import { createHash, randomBytes } from "node:crypto"
import { Clock, Config, Effect, Layer, Option, Redacted, Schema } from "effect"
import { SignJWT, compactVerify, jwtVerify } from "jose"
import { Auth, AuthError, type AuthUser, type ErrorKey, InfrastructureError, type Language, Mailer, type Session, type UserMetadata } from "@shop/core"
import { authMail, mailLanguage } from "@shop/core/accounts/mails"
import { metadataUpdate, readMetadata } from "@shop/core/accounts/metadata"
import {
  ACCESS_TOKEN_SECONDS,
  BCRYPT_COST,
  CONFIRMATION_TTL_SECONDS,
  DEFAULT_SESSION_LIMITS,
  EMAIL_CHANGE_TTL_SECONDS,
  type LinkType,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_CHARACTERS,
  RECOVERY_TTL_SECONDS,
  REFRESH_REUSE_INTERVAL_SECONDS,
  type SessionLimits,
  authLink,
} from "@shop/core/accounts/policy"
import { sessionLimitsConfig } from "../sessionLimitsConfig.ts"
import { Database, DatabaseError, type SqlTx, SqlState } from "../sql/Database.ts"

export interface AuthEmbeddedOptions {
  /** HS256 key of the access tokens (at least 32 bytes). */
  readonly jwtSecret: Uint8Array
  /** bcrypt cost of new password hashes; BCRYPT_COST (10) unless a test asks for less. */
  readonly bcryptCost?: number | undefined
  readonly reuseIntervalSeconds?: number | undefined
  /** Idle and absolute session limits; DEFAULT_SESSION_LIMITS (30 and 90 days) unless given. */
  readonly sessionLimits?: SessionLimits | undefined
}

export const MIN_JWT_SECRET_LENGTH = 32

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex")
const newToken = () => randomBytes(32).toString("base64url")
const iso = (ms: number) => new Date(ms).toISOString()
const utf8Length = (text: string) => Buffer.byteLength(text, "utf8")

const tokenTypeOf: Readonly<Record<LinkType, string>> = {
  signup: "confirmation_token",
  recovery: "recovery_token",
  email_change: "email_change_token_new",
}
const linkTtlSeconds: Readonly<Record<LinkType, number>> = {
  signup: CONFIRMATION_TTL_SECONDS,
  recovery: RECOVERY_TTL_SECONDS,
  email_change: EMAIL_CHANGE_TTL_SECONDS,
}
const isLinkType = (type: unknown): type is LinkType => type === "signup" || type === "recovery" || type === "email_change"

/**
 * The SQLSTATE each refusal of the password RPCs is raised with (supabase/migrations:
 * private.check_current_password, public.change_user_password) and the key it is.
 */
const rpcKeys: Readonly<Record<string, ErrorKey>> = {
  [SqlState.invalidAuthorization]: "sessionExpired", // notAuthenticated
  [SqlState.invalidPassword]: "incorrectPassword",
  [SqlState.invalidParameterValue]: "passwordTooShort",
  [SqlState.stringDataRightTruncation]: "passwordTooLong",
}

const fail = (key: ErrorKey, cause?: unknown) => Effect.fail(new AuthError({ key, ...(cause === undefined ? {} : { cause }) }))
/** A database fault the user cannot fix: generalError, keeping its cause. */
const general = (error: DatabaseError | InfrastructureError) => new AuthError({ key: "generalError", cause: error })

const userFields = {
  id: Schema.String,
  email: Schema.String,
  raw_user_meta_data: Schema.Unknown,
}
const UserRow = Schema.Struct(userFields).annotate({ identifier: "user" })
const toAuthUser = (user: typeof UserRow.Type): AuthUser => ({ id: user.id, email: user.email, metadata: readMetadata(user.raw_user_meta_data) })
const USER_COLUMNS = "u.id::text as id, u.email, u.raw_user_meta_data"

const SignInMethod = Schema.Literals(["password", "signup", "recovery", "email_change"])
const HashRow = Schema.Struct({ hash: Schema.String }).annotate({ identifier: "password hash" })
const IdRow = Schema.Struct({ id: Schema.String }).annotate({ identifier: "id" })
const SessionUserRow = Schema.Struct({ ...userFields, sign_in_method: SignInMethod, created_ms: Schema.FiniteFromString }).annotate({ identifier: "session" })
const ExistingUserRow = Schema.Struct({ id: Schema.String, confirmed: Schema.Boolean, stale: Schema.Boolean }).annotate({ identifier: "user" })
const LinkTokenRow = Schema.Struct({ user_id: Schema.String, token_type: Schema.String, relates_to: Schema.NullOr(Schema.String), fresh: Schema.Boolean }).annotate({
  identifier: "one-time token",
})
const SignInRow = Schema.Struct({ id: Schema.NullOr(Schema.String), confirmed: Schema.NullOr(Schema.Boolean), ok: Schema.NullOr(Schema.Boolean) }).annotate({
  identifier: "sign-in check",
})
const RefreshRow = Schema.Struct({
  session_id: Schema.String,
  user_id: Schema.String,
  revoked: Schema.Boolean,
  rotated_ms: Schema.FiniteFromString,
  sign_in_method: SignInMethod,
  ended: Schema.Boolean,
}).annotate({ identifier: "refresh token" })

const Claims = Schema.Struct({
  sub: Schema.String,
  session_id: Schema.String,
  exp: Schema.Number,
})
const decodeClaims = Schema.decodeUnknownOption(Claims)

const passwordLengthProblem = (password: string): "passwordTooShort" | "passwordTooLong" | undefined =>
  [...password].length < PASSWORD_MIN_CHARACTERS ? "passwordTooShort" : utf8Length(password) > PASSWORD_MAX_BYTES ? "passwordTooLong" : undefined

type SessionMethod = typeof SignInMethod.Type

export const make = Effect.fn("AuthEmbedded.make")(function* (options: AuthEmbeddedOptions) {
  const db = yield* Database
  const mailer = yield* Mailer
  const cost = options.bcryptCost ?? BCRYPT_COST
  const reuseMs = (options.reuseIntervalSeconds ?? REFRESH_REUSE_INTERVAL_SECONDS) * 1000
  const limits = options.sessionLimits ?? DEFAULT_SESSION_LIMITS
  /** SQL: the session `s` has ended at $now (idle or past its lifetime); `$lifetime`, `$idle` in seconds. */
  const ENDED = (now: string, lifetime: string, idle: string) =>
    `(s.created_at <= ${now}::timestamptz - make_interval(secs => ${lifetime}) or coalesce(s.refreshed_at, s.created_at) <= ${now}::timestamptz - make_interval(secs => ${idle}))`
  const key = options.jwtSecret
  if (key.length < MIN_JWT_SECRET_LENGTH) return yield* new InfrastructureError({ system: "auth", reason: "the JWT secret is shorter than 32 bytes" })

  // The hash an unknown address is checked against: same algorithm and cost as a real one, so a
  // login takes as long whether or not the account exists. Its password is random and never kept.
  // Made by the first login, not at the start: the database may open only when first needed.
  // A failure is not kept: the next login tries again.
  let madeDummyHash: string | undefined
  const dummyHash = Effect.suspend(() =>
    madeDummyHash !== undefined
      ? Effect.succeed(madeDummyHash)
      : Effect.mapError(
          db.rows(HashRow, "select extensions.crypt($1, extensions.gen_salt('bf', $2::int)) as hash", [newToken(), cost]),
          (error) => new InfrastructureError({ system: "auth", reason: error.reason, cause: error }),
        ).pipe(Effect.map(([dummy]) => (madeDummyHash = dummy?.hash ?? ""))),
  )

  const owner = <A,>(body: (tx: SqlTx) => Effect.Effect<A, DatabaseError>) => Effect.mapError(db.withOwnerTransaction(body), general)
  /** One statement as the owner, atomic on its own: no transaction's two extra round trips (every logged-in request reads its session). */
  const ownerStatement = (sql: string, params: ReadonlyArray<unknown>) => Effect.mapError(db.ownerQuery(sql, params), general)
  /** The same, its rows decoded with `schema`. */
  const ownerRows = <A, I>(schema: Schema.Codec<A, I>, sql: string, params: ReadonlyArray<unknown>) => Effect.mapError(db.rows(schema, sql, params), general)

  /** Opens a session and its first refresh token inside `tx`. */
  const openSession = (tx: SqlTx, userId: string, method: SessionMethod, now: number) =>
    Effect.gen(function* () {
      const [session] = yield* tx.rows(
        IdRow,
        "insert into auth.sessions (user_id, sign_in_method, created_at, updated_at) values ($1, $2, $3, $3) returning id::text as id",
        [userId, method, iso(now)],
      )
      if (session === undefined) return yield* new DatabaseError({ reason: "no session created" })
      const refreshToken = newToken()
      yield* tx.query(
        "insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at) values ($1, $2, $3, null, $4, $4)",
        [sha256(refreshToken), userId, session.id, iso(now)],
      )
      return { sessionId: session.id, refreshToken }
    })

  /** The user `id` read inside `tx` (none when the account is gone). */
  const userIn = (tx: SqlTx, id: string) => Effect.map(tx.rows(UserRow, `select ${USER_COLUMNS} from auth.users u where u.id = $1`, [id]), ([row]) => row)

  const accessToken = (user: AuthUser, sessionId: string, method: SessionMethod, now: number) => {
    const issuedAt = Math.floor(now / 1000)
    const expiresAt = issuedAt + ACCESS_TOKEN_SECONDS
    return Effect.map(
      Effect.tryPromise({
        try: () =>
          new SignJWT({
            role: "authenticated",
            email: user.email,
            phone: "",
            app_metadata: { provider: "email", providers: ["email"] },
            user_metadata: user.metadata,
            session_id: sessionId,
            aal: "aal1",
            amr: [{ method: method === "password" ? "password" : "otp", timestamp: issuedAt }],
            is_anonymous: false,
          })
            .setProtectedHeader({ alg: "HS256", typ: "JWT" })
            .setSubject(user.id)
            .setAudience("authenticated")
            .setIssuedAt(issuedAt)
            .setExpirationTime(expiresAt)
            .sign(key),
        catch: (cause) => new AuthError({ key: "generalError", cause }),
      }),
      (token) => ({ token, expiresAt }),
    )
  }

  const session = (user: AuthUser, opened: { readonly sessionId: string; readonly refreshToken: string }, method: SessionMethod, now: number) =>
    Effect.map(accessToken(user, opened.sessionId, method, now), ({ token, expiresAt }): Session => ({
      accessToken: token,
      refreshToken: opened.refreshToken,
      expiresAt,
      user,
    }))

  /** The claims of a token with a valid signature; the expiry is checked unless `ignoreExpiry`. */
  const verify = (token: string, now: number, ignoreExpiry = false) =>
    Effect.tryPromise({
      try: (): Promise<unknown> =>
        ignoreExpiry
          ? compactVerify(token, key, { algorithms: ["HS256"] }).then(({ payload }): unknown => JSON.parse(new TextDecoder().decode(payload)))
          : jwtVerify(token, key, { algorithms: ["HS256"], audience: "authenticated", currentDate: new Date(now) }).then(({ payload }) => payload),
      catch: () => new AuthError({ key: "sessionExpired" }),
    }).pipe(
      Effect.flatMap((payload) => {
        const claims = decodeClaims(payload)
        return Option.isSome(claims) ? Effect.succeed(claims.value) : fail("sessionExpired")
      }),
    )

  /** The user and session of a valid access token whose session still exists. */
  const current = (token: string) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const claims = yield* verify(token, now)
      const rows = yield* ownerRows(
        SessionUserRow,
        `select ${USER_COLUMNS}, s.sign_in_method, (extract(epoch from s.created_at) * 1000)::bigint::text as created_ms
         from auth.sessions s join auth.users u on u.id = s.user_id
         where s.id = $1 and u.id = $2 and s.created_at > $3::timestamptz - make_interval(secs => $4)`,
        [claims.session_id, claims.sub, iso(now), limits.lifetimeSeconds],
      )
      const [row] = rows
      if (row === undefined) return yield* fail("sessionExpired")
      return { user: toAuthUser(row), sessionId: claims.session_id, method: row.sign_in_method, createdAt: row.created_ms }
    })

  /** Stores a link token (replacing the user's previous one of the kind) and mails the link. */
  const mailLink = (user: AuthUser, type: LinkType, to: string, redirectTo: string, lang: Language) =>
    Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const raw = newToken()
      const column = type === "signup" ? "confirmation_sent_at" : type === "recovery" ? "recovery_sent_at" : "email_change_sent_at"
      yield* owner((tx) =>
        Effect.andThen(
          tx.query(
            `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
             values ($1, $2, $3, $4, $5, $5)
             on conflict (user_id, token_type) do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
               created_at = excluded.created_at, updated_at = excluded.updated_at`,
            [user.id, tokenTypeOf[type], sha256(raw), to, iso(now)],
          ),
          tx.query(`update auth.users set ${column} = $2 where id = $1`, [user.id, iso(now)]),
        ),
      )
      const kind = type === "signup" ? "signup" : type === "recovery" ? "recovery" : "email_change"
      const name = `${user.metadata.firstname} ${user.metadata.lastname}`.trim()
      yield* mailer.send(authMail(kind, lang, { to, link: authLink(redirectTo, raw, type), name })).pipe(Effect.mapError(general))
    })

  /** Maps the RPCs' refusals, by their SQLSTATE, to AuthErrors; any other fault is generalError. */
  const rpcError = (error: DatabaseError) => {
    const known = error.code === undefined ? undefined : rpcKeys[error.code]
    return known === undefined ? general(error) : new AuthError({ key: known, cause: error })
  }
  /** One RPC call as the user of the session (RLS and `auth.uid()` as for any request of theirs). */
  const rpcAsUser = (claims: { readonly sub: string; readonly email: string; readonly session_id: string }, sql: string, params: ReadonlyArray<unknown>) =>
    Effect.mapError(
      db.withUserTransaction({ sub: claims.sub, role: "authenticated", email: claims.email, session_id: claims.session_id }, (tx) => tx.query(sql, params)),
      rpcError,
    )

  return Auth.of({
    signUp: Effect.fn("Auth.signUp")(function* (request) {
      const problem = passwordLengthProblem(request.password)
      if (problem !== undefined) return yield* fail(problem)
      const now = yield* Clock.currentTimeMillis
      const email = request.email.trim()
      const metadata = { ...readMetadata(request.metadata), ...metadataUpdate(request.metadata) }
      const created = yield* Effect.mapError(
        db.withOwnerTransaction((tx) =>
          Effect.gen(function* () {
            const [existing] = yield* tx.rows(
              ExistingUserRow,
              `select id::text as id, email_confirmed_at is not null as confirmed,
                 coalesce(confirmation_sent_at, created_at) <= $2::timestamptz - make_interval(secs => $3) as stale
               from auth.users where lower(email) = lower($1) for update`,
              [email, iso(now), CONFIRMATION_TTL_SECONDS],
            )
            if (existing !== undefined) {
              // An account never confirmed whose link has expired is given up: the address may sign up afresh.
              if (existing.confirmed || !existing.stale) return null
              yield* tx.query("delete from auth.users where id = $1", [existing.id])
            }
            const [user] = yield* tx.rows(
              UserRow,
              `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data, created_at, updated_at)
               values ($1, extensions.crypt($2, extensions.gen_salt('bf', $3::int)), $4::jsonb, '{"provider":"email","providers":["email"]}'::jsonb, $5, $5)
               returning id::text as id, email, raw_user_meta_data`,
              [email, request.password, cost, JSON.stringify(metadata), iso(now)],
            )
            return user ?? null
          }),
        ),
        (error) => (DatabaseError.is(SqlState.uniqueViolation)(error) ? new AuthError({ key: "emailAlreadyExists", cause: error }) : general(error)),
      )
      if (created === null) return yield* fail("emailAlreadyExists")
      const user = toAuthUser(created)
      // Without its mail the account could never be confirmed: undo it, so the address stays free.
      yield* mailLink(user, "signup", user.email, request.redirectTo, mailLanguage(metadata, "de")).pipe(
        Effect.tapError(() => Effect.ignore(db.ownerQuery("delete from auth.users where id = $1", [user.id]))),
      )
    }),

    exchangeLink: Effect.fn("Auth.exchangeLink")(function* (params) {
      const raw = params["token_hash"] ?? ""
      const type = params["type"]
      if (raw === "" || raw.length > 200 || !isLinkType(type)) return yield* fail("invalidLink")
      const now = yield* Clock.currentTimeMillis
      const outcome = yield* Effect.mapError(
        db.withOwnerTransaction((tx) =>
          Effect.gen(function* () {
            // Single use: the token is deleted whatever follows, in the same transaction as what it does.
            const [token] = yield* tx.rows(
              LinkTokenRow,
              `delete from auth.one_time_tokens where token_hash = $1
               returning user_id::text as user_id, token_type, relates_to, created_at > $2::timestamptz - make_interval(secs => $3) as fresh`,
              [sha256(raw), iso(now), linkTtlSeconds[type]],
            )
            if (token === undefined || token.token_type !== tokenTypeOf[type] || !token.fresh) return { _tag: "invalid" } as const
            if (type === "email_change") {
              const moved = yield* tx.query(
                `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
                   email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2
                 where id = $1 and lower(email_change) = lower($3) returning id`,
                [token.user_id, iso(now), token.relates_to],
              )
              if (moved.length === 0) return { _tag: "invalid" } as const
            } else {
              // A recovery link proves the inbox as well as a confirmation link does.
              yield* tx.query("update auth.users set email_confirmed_at = coalesce(email_confirmed_at, $2), last_sign_in_at = $2 where id = $1", [
                token.user_id,
                iso(now),
              ])
            }
            const user = yield* userIn(tx, token.user_id)
            if (user === undefined) return { _tag: "invalid" } as const
            const opened = yield* openSession(tx, token.user_id, type, now)
            return { _tag: "opened", user: toAuthUser(user), opened } as const
          }),
        ),
        (error) => (DatabaseError.is(SqlState.uniqueViolation)(error) ? new AuthError({ key: "emailAlreadyExists", cause: error }) : general(error)),
      )
      if (outcome._tag === "invalid") return yield* fail("invalidLink")
      return yield* session(outcome.user, outcome.opened, type, now)
    }),

    signIn: Effect.fn("Auth.signIn")(function* (email: string, password: string) {
      const now = yield* Clock.currentTimeMillis
      const dummy = yield* Effect.mapError(dummyHash, general)
      const outcome = yield* owner((tx) =>
        Effect.gen(function* () {
          // Exactly one crypt() whether or not the address exists; more than 72 bytes never match
          // (bcrypt would compare only the first 72).
          const [row] = yield* tx.rows(
            SignInRow,
            `select u.id::text as id, u.email_confirmed_at is not null as confirmed,
               coalesce(u.encrypted_password, $3::text) = extensions.crypt($2::text, coalesce(u.encrypted_password, $3::text))
                 and octet_length($2::text) <= 72 and u.id is not null as ok
             from (select 1) as one left join auth.users u on lower(u.email) = lower(trim($1::text))`,
            [email, password, dummy],
          )
          if (row === undefined || row.id === null || row.ok !== true) return { _tag: "wrong" } as const
          if (row.confirmed !== true) return { _tag: "unconfirmed" } as const
          yield* tx.query("update auth.users set last_sign_in_at = $2 where id = $1", [row.id, iso(now)])
          // The user's sessions that have ended go (nothing else would remove them).
          yield* tx.query(`delete from auth.sessions s where s.user_id = $1 and ${ENDED("$2", "$3", "$4")}`, [row.id, iso(now), limits.lifetimeSeconds, limits.idleSeconds])
          const user = yield* userIn(tx, row.id)
          if (user === undefined) return yield* new DatabaseError({ reason: "the user is gone" })
          const opened = yield* openSession(tx, row.id, "password", now)
          return { _tag: "opened", user: toAuthUser(user), opened } as const
        }),
      )
      if (outcome._tag === "wrong") return yield* fail("wrongCredentials")
      if (outcome._tag === "unconfirmed") return yield* fail("emailNotConfirmed")
      return yield* session(outcome.user, outcome.opened, "password", now)
    }),

    refresh: Effect.fn("Auth.refresh")(function* (refreshToken: string) {
      const now = yield* Clock.currentTimeMillis
      const outcome = yield* owner((tx) =>
        Effect.gen(function* () {
          const hash = sha256(refreshToken)
          const [row] = yield* tx.rows(
            RefreshRow,
            `select r.session_id::text as session_id, r.user_id::text as user_id, r.revoked,
               (extract(epoch from r.updated_at) * 1000)::bigint::text as rotated_ms, s.sign_in_method,
               ${ENDED("$2", "$3", "$4")} as ended
             from auth.refresh_tokens r join auth.sessions s on s.id = r.session_id where r.token = $1 for update of r`,
            [hash, iso(now), limits.lifetimeSeconds, limits.idleSeconds],
          )
          if (row === undefined) return { _tag: "expired" } as const
          if (row.ended) {
            // Unused for too long, or too old however busy: the session ends, the user logs in again.
            yield* tx.query("delete from auth.sessions where id = $1", [row.session_id])
            return { _tag: "expired" } as const
          }
          if (row.revoked) {
            if (now - row.rotated_ms > reuseMs) {
              // A rotated token came back: someone else may hold it. The whole session ends.
              yield* tx.query("delete from auth.sessions where id = $1", [row.session_id])
              return { _tag: "expired" } as const
            }
          } else {
            yield* tx.query("update auth.refresh_tokens set revoked = true, updated_at = $2 where token = $1", [hash, iso(now)])
          }
          const next = newToken()
          yield* tx.query(
            "insert into auth.refresh_tokens (token, user_id, session_id, parent, created_at, updated_at) values ($1, $2, $3, $4, $5, $5)",
            [sha256(next), row.user_id, row.session_id, hash, iso(now)],
          )
          yield* tx.query("update auth.sessions set refreshed_at = $2, updated_at = $2 where id = $1", [row.session_id, iso(now)])
          const user = yield* userIn(tx, row.user_id)
          if (user === undefined) return { _tag: "expired" } as const
          return { _tag: "opened", user: toAuthUser(user), opened: { sessionId: row.session_id, refreshToken: next }, method: row.sign_in_method } as const
        }),
      )
      if (outcome._tag === "expired") return yield* fail("sessionExpired")
      return yield* session(outcome.user, outcome.opened, outcome.method, now)
    }),

    user: Effect.fn("Auth.user")(function* (token: string) {
      return (yield* current(token)).user
    }),

    signOut: Effect.fn("Auth.signOut")(function* (token: string) {
      const now = yield* Clock.currentTimeMillis
      // An expired access token still names its session: logging out must work after an hour too.
      const claims = yield* Effect.option(verify(token, now, true))
      if (Option.isNone(claims)) return
      yield* db
        .ownerQuery("delete from auth.sessions where id = $1::uuid and user_id = $2::uuid", [claims.value.session_id, claims.value.sub])
        .pipe(Effect.catch((error) => Effect.logWarning("auth: sign-out failed", error)))
    }),

    requestPasswordReset: Effect.fn("Auth.requestPasswordReset")(function* (email: string, lang: Language, redirectTo: string) {
      const rows = yield* ownerRows(UserRow, `select ${USER_COLUMNS} from auth.users u where lower(u.email) = lower(trim($1))`, [email])
      const [row] = rows
      // The same answer whether or not the address has an account.
      if (row === undefined) return
      const user = toAuthUser(row)
      yield* mailLink(user, "recovery", user.email, redirectTo, mailLanguage(user.metadata, lang))
    }),

    setPassword: Effect.fn("Auth.setPassword")(function* (token: string, newPassword: string) {
      const now = yield* Clock.currentTimeMillis
      const { user, sessionId, method, createdAt } = yield* current(token)
      // Only a session opened by a recovery link, within the link's hour, sets a password without the current one.
      if (method !== "recovery" || now - createdAt >= RECOVERY_TTL_SECONDS * 1000) return yield* fail("invalidLink")
      const problem = passwordLengthProblem(newPassword)
      if (problem !== undefined) return yield* fail(problem)
      yield* owner((tx) =>
        Effect.gen(function* () {
          yield* tx.query("update auth.users set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', $3::int)), updated_at = $4 where id = $1", [
            user.id,
            newPassword,
            cost,
            iso(now),
          ])
          // Every other session of the account ends; this one is an ordinary one from now on.
          yield* tx.query("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, sessionId])
          yield* tx.query("update auth.sessions set sign_in_method = 'password', updated_at = $2 where id = $1", [sessionId, iso(now)])
        }),
      )
    }),

    updateUser: Effect.fn("Auth.updateUser")(function* (
      token: string,
      update: { readonly email?: string; readonly metadata?: Partial<UserMetadata> },
      redirectTo: string,
    ) {
      const now = yield* Clock.currentTimeMillis
      const { user } = yield* current(token)
      const metadata = update.metadata === undefined ? {} : metadataUpdate(update.metadata)
      if (Object.keys(metadata).length > 0) {
        yield* ownerStatement("update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = $3 where id = $1", [
          user.id,
          JSON.stringify(metadata),
          iso(now),
        ])
      }
      const email = update.email?.trim()
      if (email !== undefined && email !== "" && email.toLowerCase() !== user.email.toLowerCase()) {
        const taken = yield* ownerStatement("select 1 from auth.users where lower(email) = lower($1)", [email])
        if (taken.length > 0) return yield* fail("emailAlreadyExists")
        yield* ownerStatement("update auth.users set email_change = $2 where id = $1", [user.id, email])
        const lang = mailLanguage({ ...user.metadata, ...metadata }, "de")
        yield* mailLink(user, "email_change", email, redirectTo, lang)
      }
      const rows = yield* ownerRows(UserRow, `select ${USER_COLUMNS} from auth.users u where u.id = $1`, [user.id])
      const [row] = rows
      if (row === undefined) return yield* fail("sessionExpired")
      return toAuthUser(row)
    }),

    changePassword: Effect.fn("Auth.changePassword")(function* (token: string, currentPassword: string, next: string) {
      const { user, sessionId } = yield* current(token)
      const problem = passwordLengthProblem(next)
      if (problem !== undefined) return yield* fail(problem)
      yield* rpcAsUser({ sub: user.id, email: user.email, session_id: sessionId }, "select public.change_user_password($1, $2)", [currentPassword, next])
      // Whoever else was logged in with the old password is logged out.
      yield* ownerStatement("delete from auth.sessions where user_id = $1 and id <> $2", [user.id, sessionId])
    }),

    checkPassword: Effect.fn("Auth.checkPassword")(function* (token: string, currentPassword: string) {
      const { user, sessionId } = yield* current(token)
      yield* rpcAsUser({ sub: user.id, email: user.email, session_id: sessionId }, "select public.check_user_password($1)", [currentPassword])
    }),

    deleteUser: Effect.fn("Auth.deleteUser")(function* (token: string, currentPassword: string) {
      const { user, sessionId } = yield* current(token)
      yield* rpcAsUser({ sub: user.id, email: user.email, session_id: sessionId }, "select public.delete_user($1)", [currentPassword])
    }),
  })
})

/** Needs Database and Mailer. */
export const layer = (options: AuthEmbeddedOptions) => Layer.effect(Auth, make(options))

let processSecret: Uint8Array | undefined
/** The random secret of a process without AUTH_JWT_SECRET, made once: the access tokens and the known-device cookie share it. */
const processFallbackSecret = (): Uint8Array => (processSecret ??= new Uint8Array(randomBytes(32)))

/**
 * `AUTH_JWT_SECRET` (at least 32 characters) signs the access tokens, and a key derived from it the
 * known-device cookie of the login throttle (on either auth engine). Unset, a random secret is made
 * once per process: tokens then end with the process and are not accepted by another one, so any
 * deployment with more than one server process, or that must keep sessions across restarts, sets
 * it (the same value in every process).
 */
export const jwtSecretConfig = Effect.gen(function* () {
  const value = yield* Config.option(Config.Redacted("AUTH_JWT_SECRET"))
  if (Option.isNone(value) || Redacted.value(value.value).trim() === "") return processFallbackSecret()
  const text = Redacted.value(value.value)
  if (text.length < MIN_JWT_SECRET_LENGTH) {
    return yield* new InfrastructureError({ system: "configuration", reason: `AUTH_JWT_SECRET must have at least ${MIN_JWT_SECRET_LENGTH} characters` })
  }
  return new TextEncoder().encode(text)
})

/** From the configuration (`AUTH_JWT_SECRET`, the session limits); needs Database and Mailer. */
export const layerConfig = Layer.unwrap(
  Effect.gen(function* () {
    return layer({ jwtSecret: yield* jwtSecretConfig, sessionLimits: yield* sessionLimitsConfig })
  }),
)

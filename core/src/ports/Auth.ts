/**
 * Accounts and sessions (spec §4 authentication, §7 auth), shaped after Supabase Auth so that the
 * embedded adapter (accounts in the database's `auth.users`) and the Supabase adapter (supabase-js)
 * are interchangeable: sign up, confirm, log in, refresh, reset, update, change, delete, log out.
 * Every user-facing failure is an AuthError carrying its error-catalogue key (spec §8).
 */
import { Clock, Context, Effect, Layer, Random, Ref, Schema } from "effect"
import { AccountsMemory, type MemoryUser, addMemoryUser } from "../accounts/memory.ts"
import { authMail, mailLanguage } from "../accounts/mails.ts"
import type { ProfileFields } from "../accounts/profile.ts"
import {
  ACCESS_TOKEN_SECONDS,
  CONFIRMATION_TTL_SECONDS,
  DEFAULT_SESSION_LIMITS,
  EMAIL_CHANGE_TTL_SECONDS,
  type LinkType,
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_CHARACTERS,
  RECOVERY_TTL_SECONDS,
  REFRESH_REUSE_INTERVAL_SECONDS,
  authLink,
  sessionEnded,
  sessionPastLifetime,
} from "../accounts/policy.ts"
import { ErrorKey } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import { Mailer } from "./Mailer.ts"

/** A failure the user can act on, carrying its error-catalogue key (spec §8). */
export class AuthError extends Schema.TaggedError<AuthError>()("AuthError", {
  key: ErrorKey,
  cause: Schema.optionalKey(Schema.Defect()),
}) {
  override get message() {
    return `auth: ${this.key}`
  }
}

/** Spec §3 user metadata: the language, the mail template and the profile fields of the sign-up. */
export interface UserMetadata extends ProfileFields {
  readonly userLang: Language
  /** Which translated mail template the auth mails use (`de` or `en`). */
  readonly mailTemplate: Language
}

export interface AuthUser {
  readonly id: string
  readonly email: string
  readonly metadata: UserMetadata
}

export interface Session {
  readonly accessToken: string
  readonly refreshToken: string
  /** Expiry of the access token, seconds since the epoch (as Supabase's `expires_at`). */
  readonly expiresAt: number
  readonly user: AuthUser
}

export interface SignUpRequest {
  readonly email: string
  readonly password: string
  readonly metadata: UserMetadata
  /** Where the confirmation link leads; the adapter appends its token (`?token_hash=…&type=signup` or `?code=…`). */
  readonly redirectTo: string
}

export class Auth extends Context.Service<
  Auth,
  {
    /** Creates an unconfirmed account and mails the confirmation link; `emailAlreadyExists` when taken. */
    readonly signUp: (request: SignUpRequest) => Effect.Effect<void, AuthError>
    /** Completes a mailed link (sign-up or e-mail change confirmation, password recovery): the user is logged in. */
    readonly exchangeLink: (params: Readonly<Record<string, string>>) => Effect.Effect<Session, AuthError>
    /** `wrongCredentials` for an unknown e-mail and a wrong password alike; `emailNotConfirmed` before confirmation. */
    readonly signIn: (email: string, password: string) => Effect.Effect<Session, AuthError>
    /** Rotates the refresh token; a reused (already rotated) one revokes the whole session. */
    readonly refresh: (refreshToken: string) => Effect.Effect<Session, AuthError>
    /** The user of a valid, unexpired access token (signature checked). */
    readonly user: (accessToken: string) => Effect.Effect<AuthUser, AuthError>
    /** Revokes the session's refresh tokens. */
    readonly signOut: (accessToken: string) => Effect.Effect<void>
    /** Mails a recovery link when the address has an account; answers the same either way. */
    readonly requestPasswordReset: (email: string, lang: Language, redirectTo: string) => Effect.Effect<void, AuthError>
    /** Sets a new password for a session opened by a recovery link (no current password needed). */
    readonly setPassword: (accessToken: string, newPassword: string) => Effect.Effect<void, AuthError>
    /**
     * Updates the user's metadata; a new e-mail is only taken once confirmed through a link mailed to
     * the new address (`redirectTo`). Answers the user as it is now.
     */
    readonly updateUser: (
      accessToken: string,
      update: { readonly email?: string; readonly metadata?: Partial<UserMetadata> },
      redirectTo: string,
    ) => Effect.Effect<AuthUser, AuthError>
    /**
     * rpc change_user_password(current_plain_password, new_plain_password); `incorrectPassword`.
     * Every other session of the user ends; this one goes on.
     */
    readonly changePassword: (accessToken: string, current: string, next: string) => Effect.Effect<void, AuthError>
    /** rpc check_user_password(current_plain_password): only checks; `incorrectPassword`. */
    readonly checkPassword: (accessToken: string, current: string) => Effect.Effect<void, AuthError>
    /** rpc delete_user(current_plain_password): account, profile, cart and inquiries; `incorrectPassword`. */
    readonly deleteUser: (accessToken: string, current: string) => Effect.Effect<void, AuthError>
  }
>()("shop/auth/Auth") {
  /**
   * In memory over `AccountsMemory` (shared with `ProfileStore.layerTest` when merged with it),
   * mailing its links through the Mailer it is given: the reference the contract suite holds the
   * embedded and Supabase adapters to. Opaque random tokens instead of JWTs; plain passwords.
   */
  static readonly layerTest = Layer.effect(
    Auth,
    Effect.suspend(() => makeMemoryAuth()),
  ).pipe(Layer.provideMerge(AccountsMemory.layer))
}

// The in-memory Auth (a function declaration, so that the static field above can reach it). ------

interface MemorySession {
  readonly userId: string
  readonly method: "password" | LinkType
  readonly createdAt: number
  /** The last refresh (the creation until the first). */
  readonly refreshedAt: number
}
interface MemoryAuthState {
  readonly sessions: ReadonlyMap<string, MemorySession>
  /** Refresh token → its session, and when it was rotated (null while current). */
  readonly refreshTokens: ReadonlyMap<string, { readonly sessionId: string; readonly rotatedAt: number | null }>
  readonly accessTokens: ReadonlyMap<string, { readonly sessionId: string; readonly expiresAt: number }>
  readonly links: ReadonlyMap<string, { readonly userId: string; readonly type: LinkType; readonly relatesTo: string; readonly createdAt: number }>
}

const linkTtlSeconds: Readonly<Record<LinkType, number>> = {
  signup: CONFIRMATION_TTL_SECONDS,
  recovery: RECOVERY_TTL_SECONDS,
  email_change: EMAIL_CHANGE_TTL_SECONDS,
}

function makeMemoryAuth() {
  return Effect.gen(function* () {
    const accounts = yield* AccountsMemory
    const mailer = yield* Mailer
    const state = yield* Ref.make<MemoryAuthState>({ sessions: new Map(), refreshTokens: new Map(), accessTokens: new Map(), links: new Map() })
    const fail = (key: ErrorKey) => Effect.fail(new AuthError({ key }))
    const token = (prefix: string) =>
      Effect.map(Effect.all(Array.from({ length: 4 }, () => Random.nextInt)), (parts) => `${prefix}${parts.map((n) => (n >>> 0).toString(16)).join("")}`)
    const userById = (id: string) => Effect.map(Ref.get(accounts), (s) => s.users.get(id))
    const userByEmail = (email: string) =>
      Effect.map(Ref.get(accounts), (s) => [...s.users.values()].find((u) => u.email.toLowerCase() === email.trim().toLowerCase()))
    const toUser = (u: MemoryUser): AuthUser => ({ id: u.id, email: u.email, metadata: u.metadata })
    const updateUserRecord = (id: string, f: (u: MemoryUser) => MemoryUser) =>
      Ref.update(accounts, (s) => {
        const u = s.users.get(id)
        return u === undefined ? s : { ...s, users: new Map(s.users).set(id, f(u)) }
      })

    const issue = (sessionId: string, user: MemoryUser) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const accessToken = yield* token("at-")
        const refreshToken = yield* token("rt-")
        const expiresAt = Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS
        yield* Ref.update(state, (s) => ({
          ...s,
          accessTokens: new Map(s.accessTokens).set(accessToken, { sessionId, expiresAt }),
          refreshTokens: new Map(s.refreshTokens).set(refreshToken, { sessionId, rotatedAt: null }),
        }))
        return { accessToken, refreshToken, expiresAt, user: toUser(user) } satisfies Session
      })
    const openSession = (user: MemoryUser, method: MemorySession["method"]) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const sessionId = yield* token("s-")
        yield* Ref.update(state, (s) => ({ ...s, sessions: new Map(s.sessions).set(sessionId, { userId: user.id, method, createdAt: now, refreshedAt: now }) }))
        return yield* issue(sessionId, user)
      })
    const endSessions = (keep: (sessionId: string, session: MemorySession) => boolean) =>
      Ref.update(state, (s) => {
        const sessions = new Map([...s.sessions].filter(([id, session]) => keep(id, session)))
        return {
          ...s,
          sessions,
          refreshTokens: new Map([...s.refreshTokens].filter(([, t]) => sessions.has(t.sessionId))),
          accessTokens: new Map([...s.accessTokens].filter(([, t]) => sessions.has(t.sessionId))),
        }
      })
    /** The session and user of a valid access token. */
    const current = (accessToken: string) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const s = yield* Ref.get(state)
        const access = s.accessTokens.get(accessToken)
        const session = access === undefined ? undefined : s.sessions.get(access.sessionId)
        if (access === undefined || session === undefined || access.expiresAt * 1000 <= now) return yield* fail("sessionExpired")
        // Past its lifetime the session's last access token ends with it, not up to an hour later.
        if (sessionPastLifetime(DEFAULT_SESSION_LIMITS, session.createdAt, now)) return yield* fail("sessionExpired")
        const user = yield* userById(session.userId)
        if (user === undefined) return yield* fail("sessionExpired")
        return { sessionId: access.sessionId, session, user }
      })
    const mailLink = (user: MemoryUser, type: LinkType, to: string, redirectTo: string, fallback: Language) =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const raw = yield* token("lk-")
        yield* Ref.update(state, (s) => ({
          ...s,
          // One outstanding link per user and kind: a new one replaces the old.
          links: new Map([...s.links].filter(([, l]) => !(l.userId === user.id && l.type === type))).set(raw, {
            userId: user.id,
            type,
            relatesTo: to,
            createdAt: now,
          }),
        }))
        const kind = type === "signup" ? "signup" : type === "recovery" ? "recovery" : "email_change"
        const name = `${user.metadata.firstname} ${user.metadata.lastname}`.trim()
        yield* mailer
          .send(authMail(kind, mailLanguage(user.metadata, fallback), { to, link: authLink(redirectTo, raw, type), name }))
          .pipe(Effect.mapError((cause) => new AuthError({ key: "generalError", cause })))
      })
    const checkNewPassword = (password: string) => {
      if ([...password].length < PASSWORD_MIN_CHARACTERS) return fail("passwordTooShort")
      if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return fail("passwordTooLong")
      return Effect.void
    }

    return Auth.of({
      signUp: (request) =>
        Effect.gen(function* () {
          if (yield* userByEmail(request.email)) return yield* fail("emailAlreadyExists")
          yield* checkNewPassword(request.password)
          const id = yield* Effect.map(token(""), (hex) => `00000000-0000-4000-8000-${hex.padEnd(12, "0").slice(0, 12)}`)
          const user: MemoryUser = { id, email: request.email.trim(), password: request.password, confirmed: false, metadata: request.metadata, emailChange: null }
          yield* Effect.provideService(addMemoryUser(user), AccountsMemory, accounts)
          yield* mailLink(user, "signup", user.email, request.redirectTo, request.metadata.mailTemplate)
        }),
      exchangeLink: (params) =>
        Effect.gen(function* () {
          const raw = params["token_hash"] ?? ""
          const now = yield* Clock.currentTimeMillis
          // Single use: a presented token is gone before anything else happens, whatever follows.
          const link = yield* Ref.modify(state, (s) => {
            const found = s.links.get(raw)
            const links = new Map(s.links)
            links.delete(raw)
            return [found, { ...s, links }] as const
          })
          if (link === undefined || link.type !== params["type"]) return yield* fail("invalidLink")
          if (now - link.createdAt >= linkTtlSeconds[link.type] * 1000) return yield* fail("invalidLink")
          const user = yield* userById(link.userId)
          if (user === undefined) return yield* fail("invalidLink")
          if (link.type === "email_change") {
            const taken = yield* userByEmail(link.relatesTo)
            if (taken !== undefined && taken.id !== user.id) return yield* fail("emailAlreadyExists")
            if (user.emailChange?.toLowerCase() !== link.relatesTo.toLowerCase()) return yield* fail("invalidLink")
            yield* updateUserRecord(user.id, (u) => ({ ...u, email: link.relatesTo, emailChange: null, confirmed: true }))
          } else {
            yield* updateUserRecord(user.id, (u) => ({ ...u, confirmed: true }))
          }
          const updated = yield* userById(user.id)
          return yield* openSession(updated ?? user, link.type)
        }),
      signIn: (email, password) =>
        Effect.gen(function* () {
          const user = yield* userByEmail(email)
          if (user === undefined || user.password !== password) return yield* fail("wrongCredentials")
          if (!user.confirmed) return yield* fail("emailNotConfirmed")
          return yield* openSession(user, "password")
        }),
      refresh: (refreshToken) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const s = yield* Ref.get(state)
          const entry = s.refreshTokens.get(refreshToken)
          const session = entry === undefined ? undefined : s.sessions.get(entry.sessionId)
          if (entry === undefined || session === undefined) return yield* fail("sessionExpired")
          if (entry.rotatedAt !== null && now - entry.rotatedAt > REFRESH_REUSE_INTERVAL_SECONDS * 1000) {
            // Reuse of a rotated token: someone else may hold it. The whole session ends.
            yield* endSessions((id) => id !== entry.sessionId)
            return yield* fail("sessionExpired")
          }
          // Unused too long, or too old: the session ends (policy.ts SessionLimits).
          if (sessionEnded(DEFAULT_SESSION_LIMITS, { startedAt: session.createdAt, refreshedAt: session.refreshedAt }, now) !== undefined) {
            yield* endSessions((id) => id !== entry.sessionId)
            return yield* fail("sessionExpired")
          }
          const user = yield* userById(session.userId)
          if (user === undefined) return yield* fail("sessionExpired")
          yield* Ref.update(state, (st) => ({
            ...st,
            sessions: new Map(st.sessions).set(entry.sessionId, { ...session, refreshedAt: now }),
            refreshTokens: entry.rotatedAt === null ? new Map(st.refreshTokens).set(refreshToken, { sessionId: entry.sessionId, rotatedAt: now }) : st.refreshTokens,
          }))
          return yield* issue(entry.sessionId, user)
        }),
      user: (accessToken) => Effect.map(current(accessToken), ({ user }) => toUser(user)),
      signOut: (accessToken) =>
        Effect.gen(function* () {
          const access = (yield* Ref.get(state)).accessTokens.get(accessToken)
          if (access !== undefined) yield* endSessions((id) => id !== access.sessionId)
        }),
      requestPasswordReset: (email, lang, redirectTo) =>
        Effect.gen(function* () {
          const user = yield* userByEmail(email)
          if (user !== undefined) yield* mailLink(user, "recovery", user.email, redirectTo, lang)
        }),
      setPassword: (accessToken, newPassword) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const { sessionId, session, user } = yield* current(accessToken)
          if (session.method !== "recovery" || now - session.createdAt >= RECOVERY_TTL_SECONDS * 1000) return yield* fail("invalidLink")
          yield* checkNewPassword(newPassword)
          yield* updateUserRecord(user.id, (u) => ({ ...u, password: newPassword }))
          // Every other session of the user ends; this one is an ordinary one from now on.
          yield* endSessions((id, other) => id === sessionId || other.userId !== user.id)
          yield* Ref.update(state, (s) => ({ ...s, sessions: new Map(s.sessions).set(sessionId, { ...session, method: "password" }) }))
        }),
      updateUser: (accessToken, update, redirectTo) =>
        Effect.gen(function* () {
          const { user } = yield* current(accessToken)
          if (update.metadata !== undefined) {
            const metadata = update.metadata
            yield* updateUserRecord(user.id, (u) => ({ ...u, metadata: { ...u.metadata, ...metadata } }))
          }
          const email = update.email?.trim()
          if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
            if (yield* userByEmail(email)) return yield* fail("emailAlreadyExists")
            yield* updateUserRecord(user.id, (u) => ({ ...u, emailChange: email }))
            const changed = yield* userById(user.id)
            yield* mailLink(changed ?? user, "email_change", email, redirectTo, user.metadata.mailTemplate)
          }
          const after = yield* userById(user.id)
          return toUser(after ?? user)
        }),
      changePassword: (accessToken, currentPassword, next) =>
        Effect.gen(function* () {
          const { sessionId, user } = yield* current(accessToken)
          if (user.password !== currentPassword) return yield* fail("incorrectPassword")
          yield* checkNewPassword(next)
          yield* updateUserRecord(user.id, (u) => ({ ...u, password: next }))
          // The other devices' sessions end; this one goes on.
          yield* endSessions((id, other) => id === sessionId || other.userId !== user.id)
        }),
      checkPassword: (accessToken, currentPassword) =>
        Effect.gen(function* () {
          const { user } = yield* current(accessToken)
          if (user.password !== currentPassword) return yield* fail("incorrectPassword")
        }),
      deleteUser: (accessToken, currentPassword) =>
        Effect.gen(function* () {
          const { user } = yield* current(accessToken)
          if (user.password !== currentPassword) return yield* fail("incorrectPassword")
          yield* Ref.update(accounts, (s) => {
            const users = new Map(s.users)
            const profiles = new Map(s.profiles)
            users.delete(user.id)
            profiles.delete(user.id)
            return { users, profiles }
          })
          yield* endSessions((_, session) => session.userId !== user.id)
        }),
    })
  })
}

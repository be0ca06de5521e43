/**
 * Accounts and sessions (spec §4 authentication, §7 auth), shaped after Supabase Auth so that the
 * embedded adapter (accounts in the database's `auth.users`) and the Supabase adapter (supabase-js)
 * are interchangeable: sign up, confirm, log in, refresh, reset, update, change, delete, log out.
 * Every user-facing failure is an AuthError carrying its error-catalogue key (spec §8).
 */
import { Context, type Effect, Schema } from "effect"
import type { ErrorKey } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"

/** A failure the user can act on, carrying its error-catalogue key (spec §8). */
export class AuthError extends Schema.TaggedError<AuthError>()("AuthError", {
  key: Schema.String,
  cause: Schema.optionalKey(Schema.Defect()),
}) {
  get errorKey(): ErrorKey {
    return this.key as ErrorKey
  }
  override get message() {
    return `auth: ${this.key}`
  }
}

/** Spec §3 user metadata: the language, the mail template and the profile fields of the sign-up. */
export interface UserMetadata {
  readonly userLang: Language
  /** Which translated mail template the auth mails use (`de` or `en`). */
  readonly mailTemplate: Language
  readonly firstname: string
  readonly lastname: string
  readonly company: string
  readonly vat: string
  readonly street: string
  readonly zip: string
  readonly city: string
  readonly country: string
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
    /** rpc change_user_password(current_plain_password, new_plain_password); `incorrectPassword`. */
    readonly changePassword: (accessToken: string, current: string, next: string) => Effect.Effect<void, AuthError>
    /** rpc delete_user(current_plain_password): account, profile, cart and inquiries; `incorrectPassword`. */
    readonly deleteUser: (accessToken: string, current: string) => Effect.Effect<void, AuthError>
  }
>()("shop/auth/Auth") {}

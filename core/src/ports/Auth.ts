/** Accounts and sessions (spec §4 authentication, §7 auth): sign up, confirm, log in, reset, change, delete. */
import { Context, type Effect, Schema } from "effect"
import type { ErrorKey } from "../errors/errors.ts"
import type { SignUpForm } from "../forms/validation.ts"
import type { Language } from "../i18n/language.ts"

/** A failure the user can act on, carrying its error-catalogue key (spec §8). */
export class AuthError extends Schema.TaggedError<AuthError>()("AuthError", {
  key: Schema.String,
}) {
  get errorKey(): ErrorKey {
    return this.key as ErrorKey
  }
}

export interface Session {
  readonly userId: string
  readonly email: string
  readonly accessToken: string
  readonly refreshToken: string
  readonly expiresAt: number
}

export interface UserMetadata {
  readonly userLang: Language
  readonly mailTemplate?: string
  readonly firstname?: string
  readonly lastname?: string
}

export class Auth extends Context.Service<
  Auth,
  {
    readonly signUp: (form: SignUpForm) => Effect.Effect<{ readonly userId: string }, AuthError>
    readonly confirmEmail: (token: string) => Effect.Effect<Session, AuthError>
    readonly signIn: (email: string, password: string) => Effect.Effect<Session, AuthError>
    readonly refresh: (refreshToken: string) => Effect.Effect<Session, AuthError>
    readonly signOut: (session: Session) => Effect.Effect<void>
    readonly requestPasswordReset: (email: string, lang: Language) => Effect.Effect<void, AuthError>
    readonly resetPassword: (token: string, newPassword: string) => Effect.Effect<void, AuthError>
    readonly updateMetadata: (session: Session, metadata: UserMetadata) => Effect.Effect<void, AuthError>
    /** rpc change_user_password(current_plain_password, new_plain_password). */
    readonly changePassword: (session: Session, current: string, next: string) => Effect.Effect<void, AuthError>
    /** rpc delete_user(current_plain_password). */
    readonly deleteUser: (session: Session, current: string) => Effect.Effect<void, AuthError>
  }
>()("shop/auth/Auth") {}

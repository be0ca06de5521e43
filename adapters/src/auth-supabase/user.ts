/**
 * GoTrue's user and session JSON (supabase-js hands them on unchanged) as the port's AuthUser and
 * Session. The shape is decoded with Schema; the user metadata is read leniently (`readMetadata`), because
 * accounts may have been created elsewhere (dashboard, invite) with fewer fields.
 */
import { Effect, Schema } from "effect"
import { type AuthUser, type Session } from "@shop/core"
import { readMetadata } from "@shop/core/accounts/metadata"
import { authError } from "./errors.ts"

const GoTrueUser = Schema.Struct({
  id: Schema.String,
  email: Schema.optionalKey(Schema.NullOr(Schema.String)),
  new_email: Schema.optionalKey(Schema.NullOr(Schema.String)),
  user_metadata: Schema.optionalKey(Schema.NullOr(Schema.Record(Schema.String, Schema.Unknown))),
  identities: Schema.optionalKey(Schema.NullOr(Schema.Array(Schema.Unknown))),
  /** When the last recovery (or magic link) mail went out; GoTrue clears it when a password is set. */
  recovery_sent_at: Schema.optionalKey(Schema.NullOr(Schema.String)),
})
export type GoTrueUser = typeof GoTrueUser.Type

const GoTrueSession = Schema.Struct({
  access_token: Schema.String,
  refresh_token: Schema.String,
  // supabase-js fills expires_at from expires_in when GoTrue leaves it out.
  expires_at: Schema.Number,
  user: GoTrueUser,
})

export const toAuthUser = (user: GoTrueUser): AuthUser => ({ id: user.id, email: user.email ?? "", metadata: readMetadata(user.user_metadata) })

const invalid = (what: string) => (cause: unknown) => authError("generalError", new Error(`unexpected ${what} from Supabase Auth`, { cause }))

export const decodeUser = (raw: unknown) => Schema.decodeUnknownEffect(GoTrueUser)(raw).pipe(Effect.mapError(invalid("user")))

export const decodeSession = (raw: unknown) =>
  Schema.decodeUnknownEffect(GoTrueSession)(raw).pipe(
    Effect.mapError(invalid("session")),
    Effect.map((session) => ({
      session: {
        accessToken: session.access_token,
        refreshToken: session.refresh_token,
        expiresAt: session.expires_at,
        user: toAuthUser(session.user),
      } satisfies Session,
      user: session.user,
    })),
  )

/** `recovery_sent_at` in seconds since the epoch, when set and readable. */
export const recoverySentAt = (user: GoTrueUser): number | undefined => {
  const sent = user.recovery_sent_at == null ? Number.NaN : Date.parse(user.recovery_sent_at)
  return Number.isFinite(sent) ? Math.floor(sent / 1000) : undefined
}

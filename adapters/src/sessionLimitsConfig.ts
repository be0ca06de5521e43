/**
 * The server's session limits (core/src/accounts/policy.ts `SessionLimits`), read by both auth
 * adapters: `AUTH_SESSION_INACTIVITY_TIMEOUT` (default 30 days) and `AUTH_SESSION_TIMEBOX`
 * (default 90 days), each a duration such as "30 days", "12 hours" or "2 weeks". A value that is
 * not a positive, finite duration stops the start with a configuration error rather than leave
 * sessions unlimited.
 */
import { Config, Duration, Effect } from "effect"
import { InfrastructureError } from "@shop/core"
import { SESSION_IDLE_SECONDS, SESSION_LIFETIME_SECONDS, type SessionLimits } from "@shop/core/accounts/policy"

const seconds = (name: string, fallback: number) =>
  Effect.gen(function* () {
    const value = yield* Config.Duration(name).pipe(
      Config.withDefault(Duration.seconds(fallback)),
      Effect.mapError(() => new InfrastructureError({ system: "configuration", reason: `${name} must be a duration such as "30 days"` })),
    )
    if (!Duration.isFinite(value) || Duration.toMillis(value) < 1000) {
      return yield* new InfrastructureError({ system: "configuration", reason: `${name} must be a finite duration of at least a second` })
    }
    return Math.floor(Duration.toSeconds(value))
  })

export const sessionLimitsConfig: Effect.Effect<SessionLimits, InfrastructureError> = Effect.gen(function* () {
  return {
    idleSeconds: yield* seconds("AUTH_SESSION_INACTIVITY_TIMEOUT", SESSION_IDLE_SECONDS),
    lifetimeSeconds: yield* seconds("AUTH_SESSION_TIMEBOX", SESSION_LIFETIME_SECONDS),
  }
})

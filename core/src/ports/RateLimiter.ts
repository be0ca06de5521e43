/**
 * Fixed-window rate limits shared by every server process (contact form, login and account
 * deletion, sign-up, reset links, e-mail changes, cart requests; `core/src/accounts/policy.ts`). Embedded and PostgreSQL adapters keep the counts in the database, so a
 * limit holds across processes; `layerTest` keeps them in memory for tests.
 */
import { Clock, Context, Effect, Layer, Ref } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"

/** A named limit: at most `points` takes per `windowSeconds` for one key. */
export interface RateLimit {
  readonly name: string
  readonly points: number
  readonly windowSeconds: number
}

export interface RateDecision {
  readonly allowed: boolean
  /** Takes left in the current window after this one. */
  readonly remaining: number
  /** Seconds until the window resets (the `Retry-After` hint when refused). */
  readonly retryAfterSeconds: number
}

export class RateLimiter extends Context.Service<
  RateLimiter,
  {
    /** Counts one take of `limit` for `key` and answers whether it is within the limit. */
    readonly take: (limit: RateLimit, key: string) => Effect.Effect<RateDecision, InfrastructureError>
    /** Forgets `key`'s count (e.g. a successful login clears its failures). */
    readonly reset: (limit: RateLimit, key: string) => Effect.Effect<void, InfrastructureError>
  }
>()("shop/limits/RateLimiter") {
  /** In memory, one process: for tests and as the reference the contract suite holds adapters to. */
  static readonly layerTest = Layer.effect(
    RateLimiter,
    Effect.gen(function* () {
      const windows = yield* Ref.make(new Map<string, { readonly start: number; readonly count: number }>())
      const id = (limit: RateLimit, key: string) => `${limit.name}\u0000${key}`
      return RateLimiter.of({
        take: (limit, key) =>
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const windowMs = limit.windowSeconds * 1000
            return yield* Ref.modify(windows, (map) => {
              const current = map.get(id(limit, key))
              const fresh = current === undefined || now - current.start >= windowMs
              const start = fresh ? now : current.start
              const count = (fresh ? 0 : current.count) + 1
              const next = new Map(map)
              next.set(id(limit, key), { start, count })
              const decision: RateDecision = {
                allowed: count <= limit.points,
                remaining: Math.max(0, limit.points - count),
                retryAfterSeconds: Math.max(1, Math.ceil((start + windowMs - now) / 1000)),
              }
              return [decision, next] as const
            })
          }),
        reset: (limit, key) =>
          Ref.update(windows, (map) => {
            const next = new Map(map)
            next.delete(id(limit, key))
            return next
          }),
      })
    }),
  )
}

/** The throttle of the account and request use cases over the RateLimiter port. */
import { Effect } from "effect"
import { type RateLimit, RateLimiter } from "../ports/RateLimiter.ts"
import { TooManyAttempts } from "./errors.ts"

/** Takes one point of each limit; the first refusal fails with its retry hint. */
export const throttle = (takes: ReadonlyArray<readonly [RateLimit, string]>) =>
  Effect.gen(function* () {
    const limiter = yield* RateLimiter
    const decisions = yield* Effect.forEach(takes, ([limit, key]) => limiter.take(limit, key))
    const refused = decisions.filter((d) => !d.allowed)
    if (refused.length > 0) return yield* new TooManyAttempts({ retryAfterSeconds: Math.max(...refused.map((d) => d.retryAfterSeconds)) })
  })

/**
 * Takes one point of each limit in order and stops at the first refusal: the limits after it are
 * not counted (see `loginLimits`).
 */
export const throttleInOrder = (takes: ReadonlyArray<readonly [RateLimit, string]>) =>
  Effect.gen(function* () {
    const limiter = yield* RateLimiter
    for (const [limit, key] of takes) {
      const decision = yield* limiter.take(limit, key)
      if (!decision.allowed) return yield* new TooManyAttempts({ retryAfterSeconds: decision.retryAfterSeconds })
    }
  })

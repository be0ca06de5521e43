/**
 * What every RateLimiter must do: fixed windows of `windowSeconds` from a key's first take, at most
 * `points` takes allowed in one, the remaining count and the seconds until the window ends, keys
 * and limits counted apart, a reset that forgets a key, and no more than `points` allowed however
 * many takes arrive at once.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { type RateLimit, RateLimiter } from "@shop/core"

let n = 0
/** A limit of its own per test, so tests sharing one store never count together. */
const limit = (points: number, windowSeconds: number): RateLimit => ({ name: `contract-${process.pid}-${++n}`, points, windowSeconds })
const START = Date.UTC(2026, 10, 23, 8, 0, 0)

export const suite = (name: string, makeLayer: () => Layer.Layer<RateLimiter, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`RateLimiter contract: ${name}`, (it) => {
    it.effect("allows `points` takes in a window, then refuses with the seconds left", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const l = limit(3, 60)
        yield* TestClock.setTime(START)
        const decisions = []
        for (let i = 0; i < 4; i++) {
          decisions.push(yield* limiter.take(l, "client-a"))
          yield* TestClock.adjust("10 seconds")
        }
        expect(decisions).toEqual([
          { allowed: true, remaining: 2, retryAfterSeconds: 60 },
          { allowed: true, remaining: 1, retryAfterSeconds: 50 },
          { allowed: true, remaining: 0, retryAfterSeconds: 40 },
          { allowed: false, remaining: 0, retryAfterSeconds: 30 },
        ])
      }),
    )

    it.effect("starts a fresh window when the old one has ended, not before", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const l = limit(1, 15 * 60)
        yield* TestClock.setTime(START)
        expect((yield* limiter.take(l, "k")).allowed).toBe(true)
        yield* TestClock.adjust("899 seconds")
        expect(yield* limiter.take(l, "k")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 })
        yield* TestClock.adjust("1 second")
        expect(yield* limiter.take(l, "k")).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 900 })
      }),
    )

    it.effect("counts keys and limits apart", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const a = limit(1, 60)
        const b = limit(1, 60)
        yield* TestClock.setTime(START)
        expect((yield* limiter.take(a, "k")).allowed).toBe(true)
        expect((yield* limiter.take(a, "k")).allowed).toBe(false)
        expect((yield* limiter.take(a, "other")).allowed).toBe(true)
        expect((yield* limiter.take(b, "k")).allowed).toBe(true)
        expect((yield* limiter.take(a, "K")).allowed).toBe(true)
      }),
    )

    it.effect("forgets a key on reset, and only that key", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const l = limit(2, 60)
        yield* TestClock.setTime(START)
        yield* limiter.take(l, "a")
        yield* limiter.take(l, "a")
        yield* limiter.take(l, "b")
        yield* limiter.take(l, "b")
        yield* limiter.reset(l, "a")
        yield* limiter.reset(l, "never-taken")
        expect(yield* limiter.take(l, "a")).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 60 })
        expect((yield* limiter.take(l, "b")).allowed).toBe(false)
      }),
    )

    it.effect("allows exactly `points` of many takes arriving at once", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const l = limit(5, 60)
        yield* TestClock.setTime(START)
        const decisions = yield* Effect.all(Array.from({ length: 30 }, () => limiter.take(l, "burst")), { concurrency: "unbounded" })
        expect(decisions.filter((d) => d.allowed)).toHaveLength(5)
      }),
    )

    it.effect("keeps e-mail addresses and other text keys of any length apart", () =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        const l = limit(1, 60)
        yield* TestClock.setTime(START)
        const keys = ["anna@example.at", "anna@example.at ", "ä".repeat(500), "", "'; drop table x; --"]
        for (const key of keys) expect((yield* limiter.take(l, key)).allowed, key).toBe(true)
      }),
    )
  })

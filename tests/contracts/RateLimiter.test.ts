/**
 * The RateLimiter contract against the in-memory test layer and the SQL adapter on every engine;
 * and for SQL, that two limiters over one database (two server processes) count together.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { RateLimiter } from "@shop/core"
import * as RateLimiterSql from "@shop/adapters/sql/RateLimiterSql"
import { engines } from "../database/engines.ts"
import { suite } from "./RateLimiter.contract.ts"

suite("RateLimiter.layerTest", () => RateLimiter.layerTest)
for (const engine of engines) {
  suite(`RateLimiterSql on ${engine.name}`, () => RateLimiterSql.layer.pipe(Layer.provide(engine.database())))

  describe(`RateLimiterSql on ${engine.name}`, () => {
    it.effect("shares the counts of one database between limiters (server processes)", () =>
      Effect.gen(function* () {
        const first = yield* RateLimiterSql.make
        const second = yield* RateLimiterSql.make
        const limit = { name: "shared", points: 2, windowSeconds: 60 }
        yield* TestClock.setTime(Date.UTC(2026, 10, 23))
        expect((yield* first.take(limit, "k")).allowed).toBe(true)
        expect((yield* second.take(limit, "k")).allowed).toBe(true)
        expect((yield* first.take(limit, "k")).allowed).toBe(false)
        expect((yield* second.take(limit, "k")).allowed).toBe(false)
        yield* second.reset(limit, "k")
        expect((yield* first.take(limit, "k")).allowed).toBe(true)
      }).pipe(Effect.provide(engine.database()), Effect.scoped),
    )
  })
}

/**
 * RateLimiter in the database (`private.rate_limits`), so that every server process counts
 * together: one atomic upsert per take, fixed windows, keys stored as SHA-256 hashes.
 *
 * Hand-written rather than `rate-limiter-flexible`: its PostgreSQL store needs a `pg` pool (there is
 * no PGlite store, and the embedded default is PGlite), creates its own table outside the
 * migrations, and reads the wall clock, so windows could not be tested with TestClock. The time
 * here comes from effect's Clock and is passed to the statement.
 */
import { createHash } from "node:crypto"
import { Clock, Effect, Layer, Ref, Schema } from "effect"
import { type RateLimit, RateLimiter } from "@shop/core"
import { Database, toInfrastructureError } from "./Database.ts"

const hash = (key: string) => createHash("sha256").update(key, "utf8").digest("hex")

const TAKE = `insert into private.rate_limits as r (name, key_hash, window_start_ms, window_end_ms, count)
  values ($1, $2, $3::bigint, $3::bigint + $4::bigint, 1)
  on conflict (name, key_hash) do update set
    window_start_ms = case when r.window_end_ms <= $3::bigint then excluded.window_start_ms else r.window_start_ms end,
    window_end_ms = case when r.window_end_ms <= $3::bigint then excluded.window_end_ms else r.window_end_ms end,
    count = case when r.window_end_ms <= $3::bigint then 1 else least(r.count, 2147483646) + 1 end
  returning count, window_end_ms::text as window_end_ms`

const TakeRow = Schema.Struct({ count: Schema.Finite, window_end_ms: Schema.FiniteFromString }).annotate({ identifier: "rate limit" })

/** Every this many takes a process deletes windows that have ended. */
const SWEEP_EVERY = 256

export const make = Effect.gen(function* () {
  const db = yield* Database
  const takes = yield* Ref.make(0)

  return RateLimiter.of({
    take: Effect.fn("RateLimiter.take")(function* (limit: RateLimit, key: string) {
      const now = yield* Clock.currentTimeMillis
      const windowMs = limit.windowSeconds * 1000
      const rows = yield* Effect.mapError(
        db.rows(TakeRow, TAKE, [limit.name, hash(key), String(now), String(windowMs)]),
        toInfrastructureError,
      )
      const count = rows[0]?.count ?? Number.POSITIVE_INFINITY
      const end = rows[0]?.window_end_ms ?? now + windowMs
      if ((yield* Ref.updateAndGet(takes, (n) => n + 1)) % SWEEP_EVERY === 0) {
        yield* Effect.ignore(db.ownerQuery("delete from private.rate_limits where window_end_ms <= $1::bigint", [String(now)]))
      }
      return {
        allowed: count <= limit.points,
        remaining: Math.max(0, limit.points - count),
        retryAfterSeconds: Math.max(1, Math.ceil((end - now) / 1000)),
      }
    }),
    reset: Effect.fn("RateLimiter.reset")(function* (limit: RateLimit, key: string) {
      yield* Effect.mapError(
        db.ownerQuery("delete from private.rate_limits where name = $1 and key_hash = $2", [limit.name, hash(key)]),
        toInfrastructureError,
      )
    }),
  })
})

/** Needs Database. */
export const layer = Layer.effect(RateLimiter, make)

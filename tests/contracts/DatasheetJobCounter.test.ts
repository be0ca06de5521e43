/**
 * The DatasheetJobCounter contract against the one-process counter and the SQL adapter on every
 * engine; and for SQL, that two counters over one database (two server processes or machines)
 * count together, and that the jobs of a process that stopped renewing them stop counting once
 * their lease ends.
 */
import { describe, expect, it } from "@effect/vitest"
import { createHash } from "node:crypto"
import { Clock, Duration, Effect, Exit, Layer, Scope } from "effect"
import { Database } from "@shop/adapters/sql/Database"
import * as TestClock from "effect/testing/TestClock"
import { DatasheetJobCounter } from "@shop/core"
import * as DatasheetJobCounterSql from "@shop/adapters/sql/DatasheetJobCounterSql"
import { engines } from "../database/engines.ts"
import { suite } from "./DatasheetJobCounter.contract.ts"

suite("DatasheetJobCounter.layerMemory", () => DatasheetJobCounter.layerMemory)
for (const engine of engines) {
  suite(`DatasheetJobCounterSql on ${engine.name}`, () => DatasheetJobCounterSql.layer.pipe(Layer.provide(engine.database())))

  describe(`DatasheetJobCounterSql on ${engine.name}`, () => {
    it.effect("counts the jobs of two processes on one database together", () =>
      Effect.gen(function* () {
        const first = yield* DatasheetJobCounterSql.make
        const second = yield* DatasheetJobCounterSql.make
        const limits = { perClient: 3, total: 1000 }
        expect([yield* first.take("c", limits), yield* second.take("c", limits), yield* first.take("c", limits)]).toEqual(["ok", "ok", "ok"])
        expect(yield* second.take("c", limits)).toBe("client")
        // A process gives back only what it counted: the second give finds nothing of its own.
        yield* second.give("c")
        yield* second.give("c")
        expect(yield* first.take("c", limits)).toBe("ok")
        expect(yield* second.take("c", limits)).toBe("client")
      }).pipe(Effect.provide(engine.database()), Effect.scoped),
    )

    it.effect("lets the jobs of a process that stopped renewing them go when their lease ends, and those of a closed one at once", () =>
      Effect.gen(function* () {
        const limits = { perClient: 1, total: 1000 }
        const alive = yield* DatasheetJobCounterSql.make
        // A closed process deletes its rows.
        const closing = yield* Scope.make()
        const closed = yield* DatasheetJobCounterSql.make.pipe(Scope.provide(closing))
        expect(yield* closed.take("gone", limits)).toBe("ok")
        yield* Scope.close(closing, Exit.void)
        expect(yield* alive.take("gone", limits)).toBe("ok")
        // A crashed one neither renews nor deletes: its row (as it left it) counts until its lease ends.
        const now = yield* Clock.currentTimeMillis
        const lostHash = createHash("sha256").update("lost").digest("hex")
        yield* (yield* Database).ownerQuery("insert into private.datasheet_jobs (client_hash, holder, lease_until_ms) values ($1, 'crashed', $2::bigint)", [
          lostHash,
          String(now + Duration.toMillis(DatasheetJobCounterSql.JOB_LEASE)),
        ])
        expect(yield* alive.take("lost", limits)).toBe("client")
        yield* TestClock.adjust(DatasheetJobCounterSql.JOB_LEASE)
        expect(yield* alive.take("lost", limits)).toBe("ok")
      }).pipe(Effect.provide(engine.database()), Effect.scoped),
    )
  })
}

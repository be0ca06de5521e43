/**
 * DatasheetJobCounter in the database (`private.datasheet_jobs`), so the job limits hold for every
 * server process and machine on one database. A job is a row leased by the process that counted
 * it: the process renews its leases while its layer lives and deletes them when it closes; the
 * rows of a process that died stop counting once their lease ends. Takes are serialised by a
 * transaction-level advisory lock, so two processes cannot both take the last place.
 */
import { createHash, randomUUID } from "node:crypto"
import { hostname } from "node:os"
import { Clock, Duration, Effect, Layer, Schedule, Schema } from "effect"
import { DatasheetJobCounter, type JobLimits } from "@shop/core"
import { Database, toInfrastructureError } from "./Database.ts"

/** How long a job counts without its process renewing it; renewed three times as often. */
export const JOB_LEASE = Duration.seconds(30)

const CountsRow = Schema.Struct({ mine: Schema.Finite, total: Schema.Finite }).annotate({ identifier: "datasheet job count" })

const hash = (client: string) => createHash("sha256").update(client, "utf8").digest("hex")

export const make = Effect.gen(function* () {
  const db = yield* Database
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`.slice(0, 100)
  const leaseMs = Duration.toMillis(JOB_LEASE)

  const renew = Effect.gen(function* () {
    const until = (yield* Clock.currentTimeMillis) + leaseMs
    yield* db.ownerQuery("update private.datasheet_jobs set lease_until_ms = $2::bigint where holder = $1", [holder, String(until)])
  })
  yield* Effect.forkScoped(Effect.repeat(Effect.ignore(renew), Schedule.spaced(Duration.millis(leaseMs / 3))))
  yield* Effect.addFinalizer(() => Effect.ignore(db.ownerQuery("delete from private.datasheet_jobs where holder = $1", [holder])))

  return DatasheetJobCounter.of({
    take: Effect.fn("DatasheetJobCounter.take")(function* (client: string, limits: JobLimits) {
      const now = yield* Clock.currentTimeMillis
      const clientHash = hash(client)
      return yield* db
        .withOwnerTransaction((tx) =>
          Effect.gen(function* () {
            yield* tx.query("select pg_advisory_xact_lock(hashtextextended('shop:datasheet_jobs', 0))")
            yield* tx.query("delete from private.datasheet_jobs where lease_until_ms <= $1::bigint", [String(now)])
            const [counts] = yield* tx.rows(
              CountsRow,
              "select (count(*) filter (where client_hash = $1))::int as mine, count(*)::int as total from private.datasheet_jobs",
              [clientHash],
            )
            if (limits.force !== true) {
              if ((counts?.mine ?? 0) >= limits.perClient) return "client" as const
              if ((counts?.total ?? 0) >= limits.total) return "server" as const
            }
            yield* tx.query("insert into private.datasheet_jobs (client_hash, holder, lease_until_ms) values ($1, $2, $3::bigint)", [
              clientHash,
              holder,
              String(now + leaseMs),
            ])
            return "ok" as const
          }),
        )
        .pipe(Effect.mapError(toInfrastructureError))
    }),
    // A give that fails leaves the row to its lease: it stops counting when this process stops renewing it.
    give: (client) =>
      db
        .ownerQuery(
          "delete from private.datasheet_jobs where id = (select id from private.datasheet_jobs where holder = $1 and client_hash = $2 order by id limit 1)",
          [holder, hash(client)],
        )
        .pipe(Effect.tapError((e) => Effect.logWarning("datasheet job count not given back", e.reason)), Effect.ignore, Effect.withSpan("DatasheetJobCounter.give")),
  })
})

/** Needs Database. */
export const layer = Layer.effect(DatasheetJobCounter, make)

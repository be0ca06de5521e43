/**
 * The Database service's transactions as Effects (adapters/src/sql/Database.ts), on every engine
 * and on PGlite behind its thread (the web server's): a body's typed failure rolls its statements
 * back and reaches the caller with its type; a failing statement is a DatabaseError with its
 * SQLSTATE; a row that does not fit its schema is a DatabaseError; the caller's services reach the
 * body; an interrupted caller rolls its transaction back and frees the database.
 */
import { randomUUID } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, layer } from "@effect/vitest"
import { Cause, Context, Deferred, Effect, Exit, Fiber, Layer, Schema } from "effect"
import { InfrastructureError } from "@shop/core"
import { Database, DatabaseError } from "@shop/adapters/sql/Database"
import { type Engine, engines, pgliteSnapshot } from "./engines.ts"

class Refused extends Schema.TaggedError<Refused>()("Refused", { why: Schema.String }) {}
class Greeting extends Context.Service<Greeting, { readonly text: string }>()("shop/test/Greeting") {}

const NumberRow = Schema.Struct({ n: Schema.Number }).annotate({ identifier: "number" })

/** PGlite in a folder filled from the migrated snapshot, opened on its own thread. */
const pgliteThread: Engine["database"] = () =>
  Layer.unwrap(
    Effect.gen(function* () {
      const dir = yield* Effect.acquireRelease(
        Effect.promise(() => mkdtemp(join(tmpdir(), "shop-tx-"))),
        (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
      )
      const dataDir = join(dir, "database")
      const loadDataDir = yield* Effect.promise(pgliteSnapshot)
      yield* Effect.scoped(Layer.build(Database.layerPglite({ dataDir, loadDataDir, migrate: false })))
      return Database.layerPgliteThread({ dataDir })
    }).pipe(Effect.mapError((cause) => new InfrastructureError({ system: "test", reason: "no PGlite thread", cause }))),
  )

const targets = [...engines.map((engine) => ({ name: engine.name, database: engine.database })), { name: "PGlite on its thread", database: pgliteThread }]

for (const target of targets) {
  layer(target.database(), { timeout: 120_000 })(`Database transactions on ${target.name}`, (it) => {
    const table = `public.tx_${randomUUID().replace(/-/g, "").slice(0, 12)}`
    const count = Effect.flatMap(Database, (db) => db.rows(Schema.Struct({ n: Schema.Number }), `select count(*)::int as n from ${table}`)).pipe(
      Effect.map((rows) => rows[0]?.n),
    )
    const setUp = Effect.flatMap(Database, (db) => db.ownerQuery(`create table if not exists ${table} (n int primary key)`))

    it.effect("commits a body that succeeds and answers its value", () =>
      Effect.gen(function* () {
        const db = yield* Database
        yield* setUp
        const before = yield* count
        const value = yield* db.withOwnerTransaction((tx) =>
          Effect.gen(function* () {
            yield* tx.query(`insert into ${table} (n) values (1000)`)
            return yield* tx.rows(NumberRow, `select n from ${table} where n = 1000`)
          }),
        )
        expect(value).toEqual([{ n: 1000 }])
        expect(yield* count).toBe((before ?? 0) + 1)
      }),
    )

    it.effect("rolls back a body failing with its own typed error, which the caller gets as it is", () =>
      Effect.gen(function* () {
        const db = yield* Database
        yield* setUp
        const before = yield* count
        const error = yield* Effect.flip(
          db.withUserTransaction({ sub: randomUUID(), role: "authenticated" }, (tx) =>
            Effect.gen(function* () {
              // Back to the owner, who may write the test's table.
              yield* tx.query("select set_config('role', 'none', true)")
              yield* tx.query(`insert into ${table} (n) values (1)`)
              return yield* new Refused({ why: "the rule says no" })
            }),
          ),
        )
        expect(error).toBeInstanceOf(Refused)
        expect(error).toMatchObject({ _tag: "Refused", why: "the rule says no" })
        expect(yield* count).toBe(before)
      }),
    )

    it.effect("rolls back a body that dies, the defect reaching the caller", () =>
      Effect.gen(function* () {
        const db = yield* Database
        yield* setUp
        const before = yield* count
        const exit = yield* Effect.exit(
          db.withOwnerTransaction((tx) => Effect.andThen(tx.query(`insert into ${table} (n) values (2)`), Effect.die(new Error("boom")))),
        )
        expect(Exit.isFailure(exit) && Cause.hasDies(exit.cause)).toBe(true)
        expect(yield* count).toBe(before)
      }),
    )

    it.effect("fails a statement with a DatabaseError carrying its SQLSTATE, and rolls back what came before it", () =>
      Effect.gen(function* () {
        const db = yield* Database
        yield* setUp
        const before = yield* count
        const error = yield* Effect.flip(
          db.withOwnerTransaction((tx) => Effect.andThen(tx.query(`insert into ${table} (n) values (3)`), tx.query("select 1 / 0"))),
        )
        expect(error).toBeInstanceOf(DatabaseError)
        expect(error.code).toBe("22012")
        expect(DatabaseError.is("22012")(error)).toBe(true)
        expect(DatabaseError.is("23505")(error)).toBe(false)
        expect(yield* count).toBe(before)
        // The same for a statement outside a transaction.
        expect((yield* Effect.flip(db.ownerQuery("select 1 / 0"))).code).toBe("22012")
      }),
    )

    it.effect("fails with a DatabaseError naming the row when a row does not decode, keeping the issue as cause", () =>
      Effect.gen(function* () {
        const db = yield* Database
        const inTx = yield* Effect.flip(db.withOwnerTransaction((tx) => tx.rows(NumberRow, "select 'seven' as n")))
        expect(inTx).toBeInstanceOf(DatabaseError)
        expect(inTx.reason).toBe("unreadable number row")
        expect(String(inTx.cause)).toContain("Expected number")
        const alone = yield* Effect.flip(db.rows(NumberRow, "select 'seven' as n"))
        expect(alone.reason).toBe("unreadable number row")
        expect(yield* db.rows(NumberRow, "select 7 as n")).toEqual([{ n: 7 }])
      }),
    )

    it.effect("acts as the user with the claims in withUserTransaction, as the owner in withOwnerTransaction", () =>
      Effect.gen(function* () {
        const db = yield* Database
        const sub = randomUUID()
        const Who = Schema.Struct({ role: Schema.String, uid: Schema.NullOr(Schema.String), email: Schema.NullOr(Schema.String) })
        const who = "select current_user as role, auth.uid()::text as uid, auth.jwt() ->> 'email' as email"
        const asUser = yield* db.withUserTransaction({ sub, role: "authenticated", email: "a@example.at" }, (tx) => tx.rows(Who, who))
        expect(asUser).toEqual([{ role: "authenticated", uid: sub, email: "a@example.at" }])
        const [owner] = yield* db.withOwnerTransaction((tx) => tx.rows(Who, who))
        expect(owner?.role).not.toBe("authenticated")
        expect(owner?.uid).toBeNull()
      }),
    )

    it.effect("gives the body the caller's services", () =>
      Effect.gen(function* () {
        const db = yield* Database
        const text = yield* db
          .withOwnerTransaction(() => Effect.map(Greeting, (greeting) => greeting.text))
          .pipe(Effect.provideService(Greeting, Greeting.of({ text: "servus" })))
        expect(text).toBe("servus")
      }),
    )

    it.effect("rolls back the transaction of an interrupted caller and lets the next one in", () =>
      Effect.gen(function* () {
        const db = yield* Database
        yield* setUp
        const before = yield* count
        const inserted = yield* Deferred.make<void>()
        const fiber = yield* Effect.forkChild(
          db.withOwnerTransaction((tx) =>
            Effect.gen(function* () {
              yield* tx.query(`insert into ${table} (n) values (4)`)
              yield* Deferred.succeed(inserted, undefined)
              return yield* Effect.never
            }),
          ),
        )
        yield* Deferred.await(inserted)
        yield* Fiber.interrupt(fiber)
        // PGlite runs one transaction at a time: this waits for the interrupted one to end.
        yield* db.withOwnerTransaction((tx) => tx.query(`insert into ${table} (n) values (5)`))
        expect(yield* count).toBe((before ?? 0) + 1)
      }),
    )
  })
}

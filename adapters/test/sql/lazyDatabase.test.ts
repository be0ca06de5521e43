/** The embedded database opened on first use, once, and soon after the start when it already holds a database. */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Fiber, Layer } from "effect"
import { Database } from "../../src/sql/Database.ts"
import { DatabaseOpened, lazyDatabase } from "../../src/sql/lazyDatabase.ts"

/** A Database whose opening is counted; its query answers one row. */
const counted = () => {
  const state = { opened: 0 }
  const inner = Layer.effect(
    Database,
    Effect.sync(() => {
      state.opened++
      return Database.of({
        engine: "pglite",
        withUserTransaction: () => Effect.die("not used"),
        withOwnerTransaction: () => Effect.die("not used"),
        ownerQuery: <Row>() => Effect.succeed([{ one: 1 }] as unknown as ReadonlyArray<Row>),
        rows: () => Effect.die("not used"),
      })
    }),
  )
  return { state, inner }
}

describe("lazyDatabase", () => {
  it.live("opens nothing until asked, then once for requests asking at the same moment", () => {
    const { state, inner } = counted()
    return Effect.gen(function* () {
      const database = yield* Database
      yield* Effect.sleep("50 millis")
      expect(state.opened).toBe(0)
      yield* Effect.all([database.ownerQuery("select 1"), database.ownerQuery("select 1"), database.ownerQuery("select 1")], { concurrency: "unbounded" })
      expect(state.opened).toBe(1)
      // DatabaseOpened completes once it is open.
      yield* (yield* DatabaseOpened).await
    }).pipe(Effect.provide(lazyDatabase(inner, "pglite")))
  })

  it.live("opens once when the opening completes at once and a fiber waiting for it asks for the database", () => {
    // A database opened without waiting while the mail worker waits for DatabaseOpened: two openings
    // made two clients whose replies crossed.
    const { state, inner } = counted()
    return Effect.gen(function* () {
      const database = yield* Database
      const opened = yield* DatabaseOpened
      const waiter = yield* Effect.forkChild(Effect.andThen(opened.await, database.ownerQuery("select 1")))
      yield* Effect.yieldNow
      yield* database.ownerQuery("select 1")
      yield* Fiber.join(waiter)
      expect(state.opened).toBe(1)
    }).pipe(Effect.provide(lazyDatabase(inner, "pglite")))
  })

  it.live("with openAfter, opens without a request (mails queued before a restart go out)", () => {
    const { state, inner } = counted()
    return Effect.gen(function* () {
      yield* (yield* DatabaseOpened).await.pipe(Effect.timeout("5 seconds"))
      expect(state.opened).toBe(1)
    }).pipe(Effect.provide(lazyDatabase(inner, "pglite", { openAfter: "20 millis" })))
  })
})

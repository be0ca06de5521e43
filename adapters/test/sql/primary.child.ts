// A stand-in for a cluster worker (primary.test.ts): runs statements through openViaPrimary and reports.
import { openViaPrimary } from "../../src/sql/primary.ts"

const db = openViaPrimary()
const report: Record<string, unknown> = {}
// Two clients in one process share its IPC channel: each gets the replies to its own statements.
const other = openViaPrimary()
report["twoClients"] = (await Promise.all([db.query<{ n: number }>("select $1::int as n", [1]), other.query<{ n: number }>("select $1::int as n", [2])])).map((rows) => rows[0]?.n)
await db.exec("create table if not exists t (n int primary key)")
await db.transaction(async (tx) => {
  await tx.query("insert into t values ($1)", [1])
})
await db
  .transaction(async (tx) => {
    await tx.query("insert into t values ($1)", [2])
    throw new Error("undo")
  })
  .catch((error: Error) => (report["rolledBack"] = error.message))
await db.query("insert into t values ($1)", [1]).catch((error: { code?: string }) => (report["duplicateCode"] = error.code))
// Two transactions at once: each sees only its own uncommitted row, as in one process.
const seen = await Promise.all(
  [10, 20].map((n) =>
    db.transaction(async (tx) => {
      await tx.query("insert into t values ($1)", [n])
      return (await tx.query<{ n: number }>("select n from t where n >= 10 order by n")).map((row) => row.n)
    }),
  ),
)
report["concurrent"] = seen
// A transaction's first statement travels with its begin and runs inside it; when it fails, nothing else runs.
report["first"] = await db.transaction(
  async (tx) => (await tx.query<{ v: string }>("select current_setting('shop.test', true) as v"))[0]?.v,
  { sql: "select set_config('shop.test', $1, true)", params: ["inside"] },
)
report["firstFailed"] = await db
  .transaction(async () => "ran", { sql: "select shop_no_such_function()", params: [] })
  .catch((error: { code?: string }) => error.code)
report["rows"] = (await db.query<{ n: number }>("select n from t order by n")).map((row) => row.n)
report["date"] = (await db.query<{ d: Date }>("select '2026-01-02T03:04:05Z'::timestamptz as d"))[0]!.d instanceof Date
process.send!({ report })
// Left inside an open transaction when the primary kills this process: the primary rolls it back.
await db.transaction(async (tx) => {
  await tx.query("insert into t values ($1)", [99])
  process.send!({ holding: true })
  await new Promise(() => undefined)
})

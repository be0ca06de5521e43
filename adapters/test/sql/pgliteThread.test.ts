/**
 * PGlite on its own thread (src/sql/pgliteThread.ts), as the web server opens its embedded
 * database: statements and transactions keep one process's semantics, rows survive a close and a
 * reopen, a folder that cannot be opened says why, and, the point of the thread, the caller's
 * event loop keeps turning while the database works. A thread that stops fails what waits on it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { openPglite, type SqlClient } from "../../src/sql/client.ts"
import { openPgliteThread } from "../../src/sql/pgliteThread.ts"
import { remoteClient } from "../../src/sql/threadChannel.ts"

const folders: Array<string> = []
const tempFolder = async () => {
  const dir = await mkdtemp(join(tmpdir(), "shop-pglite-thread-"))
  folders.push(dir)
  return dir
}
afterAll(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))))

/** How often the event loop turns (a chain of immediates) while `work` runs. */
const turnsDuring = async (work: () => Promise<unknown>): Promise<number> => {
  let turns = 0
  let running = true
  const tick = () => {
    if (!running) return
    turns++
    setImmediate(tick)
  }
  setImmediate(tick)
  await work()
  running = false
  return turns
}
const HEAVY = "select count(*)::int as n from generate_series(1, 300000)"

describe("PGlite on its own thread", () => {
  it("keeps one process's semantics, and the rows across a close and a reopen", { timeout: 60_000 }, async () => {
    const dataDir = join(await tempFolder(), "database")
    const db = await openPgliteThread({ dataDir })
    await db.exec("create table t (n int primary key, at timestamptz, bytes bytea)")
    await db.transaction((tx) => tx.query("insert into t (n, at, bytes) values (1, '2026-01-02T03:04:05Z', '\\x0102')"))
    const rolledBack = await db
      .transaction(async (tx) => {
        await tx.query("insert into t (n) values (2)")
        throw new Error("undo")
      })
      .catch((error: Error) => error.message)
    expect(rolledBack).toBe("undo")
    expect(await db.query("insert into t (n) values (1)").catch((error: { code?: string }) => error.code)).toBe("23505")
    // Two transactions at once: each sees only its own uncommitted row.
    const seen = await Promise.all(
      [10, 20].map((n) =>
        db.transaction(async (tx) => {
          await tx.query("insert into t (n) values ($1)", [n])
          return (await tx.query<{ n: number }>("select n from t where n >= 10 order by n")).map((row) => row.n)
        }),
      ),
    )
    expect(seen).toEqual([[10], [10, 20]])
    const [first] = await db.query<{ at: Date; bytes: Uint8Array }>("select at, bytes from t where n = 1")
    expect(first?.at).toEqual(new Date("2026-01-02T03:04:05Z"))
    expect([...(first?.bytes ?? [])]).toEqual([1, 2])
    await db.close()
    await expect(db.query("select 1")).rejects.toThrow("the database is closed")

    const reopened = await openPgliteThread({ dataDir })
    expect((await reopened.query<{ n: number }>("select n from t order by n")).map((row) => row.n)).toEqual([1, 10, 20])
    await reopened.close()
  })

  it("leaves the caller's event loop turning while the database works", { timeout: 60_000 }, async () => {
    const threaded = await openPgliteThread({ dataDir: join(await tempFolder(), "database") })
    const inline: SqlClient = await openPglite()
    try {
      expect((await threaded.query<{ n: number }>(HEAVY))[0]?.n).toBe(300_000)
      // The same statement in this thread stops the loop for its whole length: the contrast shows the
      // measure can tell the two apart.
      const blocked = await turnsDuring(() => inline.query(HEAVY))
      const free = await turnsDuring(() => threaded.query(HEAVY))
      expect(blocked).toBeLessThan(5)
      expect(free).toBeGreaterThan(50)
    } finally {
      await Promise.all([threaded.close(), inline.close()])
    }
  })

  it("says why a folder cannot be opened", { timeout: 60_000 }, async () => {
    const notAFolder = join(await tempFolder(), "file")
    await writeFile(notAFolder, "not a database")
    await expect(openPgliteThread({ dataDir: notAFolder })).rejects.toThrow(`${notAFolder}: ErrnoError`)
  })

  it("fails the statements waiting on a thread that stopped, and every later one", async () => {
    const sent: Array<unknown> = []
    const { client, stop } = remoteClient({ send: (message) => void sent.push(message), listen: () => undefined })
    const waiting = client.query("select 1")
    expect(sent).toHaveLength(1)
    stop(new Error("the database thread stopped (exit code 1)"))
    await expect(waiting).rejects.toThrow("the database thread stopped (exit code 1)")
    await expect(client.query("select 2")).rejects.toThrow("the database thread stopped (exit code 1)")
    expect(sent).toHaveLength(1)
  })
})

/**
 * The embedded database of `npm start`'s workers (src/sql/primary.ts): a child process with an IPC
 * channel runs its statements in this process's PGlite. Transactions commit and roll back, errors
 * keep their SQLSTATE, two transactions are serialised as in one process, rows keep their types,
 * two clients in one process get their own replies, a transaction's first statement comes with its
 * begin, and a process that dies inside a transaction
 * leaves it rolled back and the database free.
 */
import { type Serializable, fork } from "node:child_process"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { openPglite } from "../../src/sql/client.ts"
import { VIA_PRIMARY_ENV, servePrimary } from "../../src/sql/primary.ts"

describe("the primary's PGlite over IPC", () => {
  const opened = openPglite()
  afterAll(async () => (await opened).close())

  it("runs a worker's statements and transactions with one process's semantics", { timeout: 60_000 }, async () => {
    const db = await opened
    const serve = servePrimary(db)
    const child = fork(fileURLToPath(new URL("primary.child.ts", import.meta.url)), [], {
      serialization: "advanced",
      env: { ...process.env, [VIA_PRIMARY_ENV]: "true" },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    })
    const peer = { id: 1, send: (message: Serializable) => child.send(message), isConnected: () => child.connected }
    const messages: Array<Record<string, unknown>> = []
    let holding: () => void = () => undefined
    const held = new Promise<void>((resolve) => (holding = resolve))
    child.on("message", (message) => {
      if (serve.onMessage(peer, message)) return
      messages.push(message as Record<string, unknown>)
      if ((message as { holding?: boolean }).holding) holding()
    })
    await held
    expect(messages[0]?.["report"]).toEqual({
      twoClients: [1, 2],
      rolledBack: "undo",
      duplicateCode: "23505",
      concurrent: [[10], [10, 20]],
      first: "inside",
      firstFailed: "42883",
      rows: [1, 10, 20],
      date: true,
    })
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill("SIGKILL")
    await exited
    serve.forget(peer)
    // The dead process's transaction is rolled back and no longer holds the database.
    expect((await db.query<{ n: number }>("select n from t order by n")).map((row) => row.n)).toEqual([1, 10, 20])
  })
})

describe("the primary's transactions of a worker that is gone", () => {
  it("rolls back a begin that was still waiting for the database when its worker died", { timeout: 60_000 }, async () => {
    const db = await openPglite()
    try {
      const serve = servePrimary(db)
      const replies: Array<{ readonly worker: number; readonly reply: { readonly id: number; readonly ok: boolean; readonly tx?: number } }> = []
      const peer = (id: number) => {
        const state = { connected: true }
        return {
          state,
          peer: {
            id,
            send: (message: Serializable) => (replies.push({ worker: id, reply: (message as { shopSql: { id: number; ok: boolean; tx?: number } }).shopSql }), true),
            isConnected: () => state.connected,
          },
        }
      }
      const holder = peer(1)
      const gone = peer(2)
      serve.onMessage(holder.peer, { shopSql: { op: "begin", id: 1 } })
      await expect.poll(() => replies.length).toBe(1)
      const tx = replies[0]!.reply.tx
      // The second worker's begin waits for the first transaction; the worker dies meanwhile.
      serve.onMessage(gone.peer, { shopSql: { op: "begin", id: 2, first: { sql: "select 1", params: [] } } })
      gone.state.connected = false
      serve.forget(gone.peer)
      serve.onMessage(holder.peer, { shopSql: { op: "end", id: 3, tx, commit: true } })
      // Once the first transaction ends, the dead worker's one must not hold the database.
      const free = await Promise.race([db.query("select 1 as n").then(() => "free"), new Promise((resolve) => setTimeout(() => resolve("held"), 10_000))])
      expect(free).toBe("free")
    } finally {
      await db.close()
    }
  })
})

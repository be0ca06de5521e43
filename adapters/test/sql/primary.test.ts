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

/**
 * The embedded database shared by the server processes of `npm start` (Node's cluster): PGlite is
 * one process's memory, so the primary process opens it and the workers send it their statements
 * over the cluster's IPC channel. Every statement and transaction runs through PGlite's own
 * `query`/`transaction`, which take one lock: a worker's transaction holds the database until it
 * commits or rolls back, exactly as a single process's does, and another worker's statements wait.
 *
 * Why not `@electric-sql/pglite-socket` (PGlite as a PostgreSQL wire server)? It pins an older
 * PGlite and multiplexes connections message by message, which the documentation says "not all
 * use cases are guaranteed to work"; this channel is a few dozen lines with the same semantics as
 * one process. The worker's client says engine "pglite": rows come back parsed by PGlite as in a
 * single process (the channel uses the cluster's "advanced" serialisation: dates, bytes, bigints).
 * A single server process talks to its database thread with the same messages (pgliteThread.ts).
 */
import type { Serializable } from "node:child_process"
import type { SqlClient, SqlQueries, Statement } from "./client.ts"

/** The env variable the launcher sets in its workers: use the primary's database. */
export const VIA_PRIMARY_ENV = "SHOP_DATABASE_VIA_PRIMARY"

type Op =
  | { readonly op: "query"; readonly sql: string; readonly params: ReadonlyArray<unknown>; readonly tx?: number }
  | { readonly op: "exec"; readonly sql: string; readonly tx?: number }
  | { readonly op: "begin"; readonly first?: Statement }
  | { readonly op: "end"; readonly tx: number; readonly commit: boolean }

export interface SqlRequest {
  readonly shopSql: Op & { readonly id: number }
}
type Reply = { readonly id: number; readonly ok: true; readonly rows?: ReadonlyArray<unknown>; readonly tx?: number } | {
  readonly id: number
  readonly ok: false
  readonly message: string
  readonly code?: string
}

const isRequest = (message: unknown): message is SqlRequest =>
  typeof message === "object" && message !== null && typeof (message as { shopSql?: { id?: unknown } }).shopSql?.id === "number"

const failure = (id: number, error: unknown): Reply => {
  const code = (error as { code?: unknown } | null)?.code
  return { id, ok: false, message: error instanceof Error ? error.message : String(error), ...(typeof code === "string" ? { code } : {}) }
}

class RolledBack extends Error {}

/** What the primary needs of a worker (a cluster `Worker`, or any child process with an IPC channel). */
export interface Peer {
  readonly id: number
  readonly send: (message: Serializable) => boolean
  readonly isConnected: () => boolean
}

/**
 * Primary side: answers the workers' statements on `client`. Call `forget(worker)` when a worker
 * exits: its open transactions roll back, so a crashed worker never holds the database.
 */
export const servePrimary = (client: SqlClient) => {
  const open = new Map<string, { readonly tx: SqlQueries; readonly end: (commit: boolean) => void }>()
  let nextTx = 1

  const handle = async (worker: Peer, request: Op & { readonly id: number }): Promise<Reply> => {
    const id = request.id
    switch (request.op) {
      case "query":
      case "exec": {
        const target = request.tx === undefined ? client : open.get(`${worker.id}:${request.tx}`)?.tx
        if (target === undefined) return failure(id, new Error("transaction is closed"))
        if (request.op === "exec") {
          await target.exec(request.sql)
          return { id, ok: true }
        }
        return { id, ok: true, rows: await target.query(request.sql, request.params) }
      }
      case "begin": {
        const tx = nextTx++
        const key = `${worker.id}:${tx}`
        // Resolves when PGlite has started the transaction (after any other one has ended).
        return new Promise<Reply>((started, failed) => {
          let begun = false
          const done = client.transaction(
            (queries) =>
              new Promise<void>((commit, rollback) => {
                // A worker that died while its begin waited for the database was forgotten before
                // the transaction existed: nobody would ever end it, and it would hold the lock.
                if (!worker.isConnected()) return rollback(new RolledBack())
                open.set(key, { tx: queries, end: (ok) => (ok ? commit() : rollback(new RolledBack())) })
                begun = true
                started({ id, ok: true, tx })
              }),
            request.first,
          )
          const tracked = done.finally(() => open.delete(key))
          // Awaited by "end"; a crashed worker's rollback has nobody waiting for it.
          tracked.catch(() => undefined)
          ends.set(key, tracked)
          done.catch((error: unknown) => {
            if (begun) return
            // A begin that failed (its first statement included) gets no "end" to wait for it.
            ends.delete(key)
            failed(error)
          })
        })
      }
      case "end": {
        const key = `${worker.id}:${request.tx}`
        const entry = open.get(key)
        if (entry === undefined) return failure(id, new Error("transaction is closed"))
        entry.end(request.commit)
        try {
          await ends.get(key)
          return { id, ok: true }
        } catch (error) {
          return error instanceof RolledBack ? { id, ok: true } : failure(id, error)
        } finally {
          ends.delete(key)
        }
      }
    }
  }
  const ends = new Map<string, Promise<void>>()

  return {
    /** Handles one message from `worker`; answers false when it was not a database message. */
    onMessage: (worker: Peer, message: unknown): boolean => {
      if (!isRequest(message)) return false
      handle(worker, message.shopSql).then(
        (reply) => worker.isConnected() && worker.send({ shopSql: reply }),
        (error: unknown) => worker.isConnected() && worker.send({ shopSql: failure(message.shopSql.id, error) }),
      )
      return true
    },
    forget: (worker: Peer) => {
      for (const [key, entry] of open) if (key.startsWith(`${worker.id}:`)) entry.end(false)
      for (const key of ends.keys()) if (key.startsWith(`${worker.id}:`)) ends.delete(key)
    },
  }
}

/**
 * How a client reaches the process or thread that holds the database: `send` hands over one
 * request (throwing, or calling `failed`, when it cannot be delivered); `listen` gets every message
 * that comes back.
 */
export interface Channel {
  readonly send: (message: SqlRequest, failed: (error: Error) => void) => void
  readonly listen: (listener: (message: unknown) => void) => void
}

/** Unique in the process: two clients on one channel each see every reply and take only their own. */
let nextId = 1

/**
 * A SqlClient whose statements run where `channel` leads (the cluster's primary, the database
 * thread). `stop(error)` fails every statement waiting for its reply and every later one.
 */
export const remoteClient = (channel: Channel, options: { readonly onIdle?: (idle: boolean) => void } = {}) => {
  const pending = new Map<number, (reply: Reply) => void>()
  let stopped: Error | undefined
  const settle = (id: number, reply: Reply) => {
    const resolve = pending.get(id)
    if (resolve === undefined) return
    pending.delete(id)
    if (pending.size === 0) options.onIdle?.(true)
    resolve(reply)
  }
  channel.listen((message) => {
    const reply = (message as { shopSql?: Reply } | null)?.shopSql
    if (reply !== undefined && typeof reply.id === "number") settle(reply.id, reply)
  })

  const call = (op: Op) =>
    new Promise<Reply & { ok: true }>((resolve, reject) => {
      if (stopped !== undefined) return reject(stopped)
      const id = nextId++
      if (pending.size === 0) options.onIdle?.(false)
      pending.set(id, (reply) => {
        if (reply.ok) return resolve(reply)
        reject(Object.assign(new Error(reply.message), reply.code === undefined ? {} : { code: reply.code }))
      })
      const failed = (error: Error) => settle(id, failure(id, error))
      try {
        channel.send({ shopSql: { ...op, id } }, failed)
      } catch (error) {
        failed(error instanceof Error ? error : new Error(String(error)))
      }
    })

  const queries = (tx?: number): SqlQueries => ({
    query: async <Row,>(sql: string, params: ReadonlyArray<unknown> = []) =>
      ((await call({ op: "query", sql, params: [...params], ...(tx === undefined ? {} : { tx }) })).rows ?? []) as ReadonlyArray<Row>,
    exec: async (sql) => {
      await call({ op: "exec", sql, ...(tx === undefined ? {} : { tx }) })
    },
  })

  const client: Omit<SqlClient, "close"> = {
    engine: "pglite",
    ...queries(),
    transaction: async (run, first) => {
      const { tx } = await call({ op: "begin", ...(first === undefined ? {} : { first }) })
      if (tx === undefined) throw new Error("the database opened no transaction")
      try {
        const result = await run(queries(tx))
        await call({ op: "end", tx, commit: true })
        return result
      } catch (error) {
        await call({ op: "end", tx, commit: false }).catch(() => undefined)
        throw error
      }
    },
  }
  return {
    client,
    stop: (error: Error) => {
      stopped = error
      for (const id of pending.keys()) settle(id, failure(id, error))
    },
  }
}

/** Worker side: a SqlClient whose statements run in the primary's PGlite. */
export const openViaPrimary = (): SqlClient => {
  const send = process.send?.bind(process)
  if (send === undefined) throw new Error(`${VIA_PRIMARY_ENV} is set, but this process has no IPC channel to a primary`)
  const { client } = remoteClient({
    send: (message, failed) => void send(message, undefined, undefined, (error: Error | null) => error === null || failed(error)),
    listen: (listener) => void process.on("message", listener),
  })
  return {
    ...client,
    // The primary owns the database and closes it after the last worker; requests still running
    // while this process shuts down keep their way to it until the IPC channel closes.
    close: async () => undefined,
  }
}

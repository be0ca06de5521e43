/**
 * The messages between the web server's main thread and its database thread (pgliteThread.ts):
 * PGlite runs on the thread that calls it, so the thread holds it and the main thread sends its
 * statements. Every statement and transaction runs through PGlite's own `query`/`transaction`,
 * which take one lock: a transaction holds the database until it commits or rolls back, and
 * other statements wait, exactly as on the main thread. Rows come back as PGlite parsed them
 * (structured clone keeps dates, bytes and bigints).
 */
import type { SqlClient, SqlQueries, Statement } from "./client.ts"

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

/** The database thread's side: answers the statements sent by `send`'s other end on `client`. */
export const serveStatements = (client: SqlClient, send: (message: unknown) => void) => {
  const open = new Map<number, { readonly tx: SqlQueries; readonly end: (commit: boolean) => void }>()
  const ends = new Map<number, Promise<void>>()
  let nextTx = 1

  const handle = async (request: Op & { readonly id: number }): Promise<Reply> => {
    const id = request.id
    switch (request.op) {
      case "query":
      case "exec": {
        const target = request.tx === undefined ? client : open.get(request.tx)?.tx
        if (target === undefined) return failure(id, new Error("transaction is closed"))
        if (request.op === "exec") {
          await target.exec(request.sql)
          return { id, ok: true }
        }
        return { id, ok: true, rows: await target.query(request.sql, request.params) }
      }
      case "begin": {
        const key = nextTx++
        // Resolves when PGlite has started the transaction (after any other one has ended).
        return new Promise<Reply>((started, failed) => {
          let begun = false
          const done = client.transaction(
            (queries) =>
              new Promise<void>((commit, rollback) => {
                open.set(key, { tx: queries, end: (ok) => (ok ? commit() : rollback(new RolledBack())) })
                begun = true
                started({ id, ok: true, tx: key })
              }),
            request.first,
          )
          const tracked = done.finally(() => open.delete(key))
          // Awaited by "end".
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
        const key = request.tx
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
  /** Handles one message; answers false when it was not a statement. */
  return (message: unknown): boolean => {
    if (!isRequest(message)) return false
    handle(message.shopSql).then(
      (reply) => send({ shopSql: reply }),
      (error: unknown) => send({ shopSql: failure(message.shopSql.id, error) }),
    )
    return true
  }
}

/**
 * How a client reaches the thread that holds the database: `send` hands over one
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
 * A SqlClient whose statements run where `channel` leads (the database thread). `stop(error)` fails every statement waiting for its reply and every later one.
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

/**
 * One small interface over the two SQL engines the data adapters run on: PGlite (the embedded
 * default, Postgres in WASM) and a PostgreSQL server through `pg` (`DATABASE_URL`, postgres.ts).
 * Both speak the same SQL, so one set of adapters and one set of migrations serves both. `pg` is
 * imported there only: the database thread (pgliteThreadMain.ts) loads this module, not `pg`.
 */
import { PGlite } from "@electric-sql/pglite"
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto"
import { inspect } from "node:util"

/** An error's message; PGlite's file system throws plain objects (`ErrnoError { errno }`), shown whole. */
export const describeError = (error: unknown): string => (error instanceof Error ? error.message : inspect(error, { breakLength: Infinity }))

export interface SqlQueries {
  /** One statement with `$1…` parameters. */
  readonly query: <Row = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Row>>
  /** Several statements, no parameters (migrations). */
  readonly exec: (sql: string) => Promise<void>
}

/** A statement with its parameters. */
export interface Statement {
  readonly sql: string
  readonly params: ReadonlyArray<unknown>
}

export interface SqlClient extends SqlQueries {
  readonly engine: "pglite" | "postgres"
  /**
   * `run` in one transaction. `first` runs before it in the same transaction; a client that
   * reaches its database through messages (the database thread) sends it
   * with the begin, one round trip less for every transaction acting as a user.
   */
  readonly transaction: <A>(run: (tx: SqlQueries) => Promise<A>, first?: Statement) => Promise<A>
  readonly close: () => Promise<void>
  /** PGlite only: the whole data folder as a tarball, to open copies from (`openPglite({ loadDataDir })`). */
  readonly dump?: () => Promise<Blob>
}

/** Claims of the request's user, as Supabase puts them in its JWT (`sub` is the user id). */
export interface Claims {
  readonly sub: string
  readonly role: "authenticated"
  readonly email?: string
  readonly session_id?: string
}

/**
 * Runs `run` in one transaction as the user, exactly as Supabase does for a request: the role
 * `authenticated` and the claims `auth.uid()` reads. Row level security applies from here on.
 */
export const asUser = <A>(client: SqlClient, claims: Claims, run: (tx: SqlQueries) => Promise<A>): Promise<A> => client.transaction(run, actAs(claims))

/** The statement that makes a transaction act as the user: one statement, `set_config('role', …, true)` is `set local role`. */
export const actAs = (claims: Claims): Statement => ({
  sql: "select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)",
  params: [JSON.stringify(claims)],
})

export interface PgliteOptions {
  /** The data folder; in memory when omitted. */
  readonly dataDir?: string
  /** A tarball from `dump()` to start from (a migrated snapshot opens in about 0.5 s instead of 2 s). */
  readonly loadDataDir?: Blob
}

/** PGlite with its data in `dataDir` (a folder), or in memory when it is omitted. */
export const openPglite = async (options: PgliteOptions = {}): Promise<SqlClient> => {
  const db = await PGlite.create({
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
    ...(options.loadDataDir === undefined ? {} : { loadDataDir: options.loadDataDir }),
    extensions: { pgcrypto },
  })
  const queries = (q: Pick<PGlite, "query" | "exec">): SqlQueries => ({
    query: async <Row,>(sql: string, params: ReadonlyArray<unknown> = []) => (await q.query<Row>(sql, [...params])).rows,
    exec: async (sql) => {
      await q.exec(sql)
    },
  })
  return {
    engine: "pglite",
    ...queries(db),
    transaction: (run, first) =>
      db.transaction(async (tx) => {
        if (first !== undefined) await tx.query(first.sql, [...first.params])
        return run(queries(tx))
      }),
    close: () => db.close(),
    dump: () => db.dumpDataDir("gzip"),
  }
}

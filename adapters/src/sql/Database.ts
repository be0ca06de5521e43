/**
 * The shop's one database connection, held in a layer's scope: PGlite in a data folder under
 * `SHOP_DATA_DIR` (the embedded default), or a PostgreSQL pool at `DATABASE_URL` (a Supabase
 * project's database or any other). Either way the schema is brought up to `supabase/migrations`
 * when the layer starts, and the connection is closed when its scope ends.
 *
 * User data is only ever read and written in `withUserTransaction`: a transaction with the role
 * `authenticated` and the user's claims, as Supabase runs a request, so row level security decides
 * in every mode. `withOwnerTransaction` (the database owner) is for what no user owns: the auth
 * server's own tables, rate-limit counts, the mail outbox (queued with a user's request, read by
 * the worker) and migrations.
 *
 * Transactions are Effects: the body is an Effect over `SqlTx`, its rows decoded with Schema, and
 * its typed failure rolls the transaction back and reaches the caller unchanged. The two engines
 * behind `SqlClient` (client.ts) are Promise-based; `transaction` below is the one place where an
 * Effect body runs inside their `transaction()` (PGlite's own lock, the thread's, or a `pg`
 * connection).
 */
import { mkdir, open, readFile, rm } from "node:fs/promises"
import { join } from "node:path"
import { Cause, Config, Context, Effect, Exit, Layer, Option, Redacted, Schema, SchemaAST } from "effect"
import { InfrastructureError } from "@shop/core"
import { ShopDataDirConfig } from "../files-local/config.ts"
import { type Claims, type PgliteOptions, type SqlClient, type SqlQueries, type Statement, actAs, describeError, openPglite } from "./client.ts"
import { openPostgres } from "./postgres.ts"
import { migrate } from "./migrate.ts"
import { openPgliteThread } from "./pgliteThread.ts"

/** A statement failed; `code` is PostgreSQL's SQLSTATE when there is one. Adapters map it to their port's errors. */
export class DatabaseError extends Schema.TaggedError<DatabaseError>()("DatabaseError", {
  reason: Schema.String,
  code: Schema.optionalKey(Schema.String),
  cause: Schema.optionalKey(Schema.Defect()),
}) {
  override get message() {
    return `database: ${this.reason}`
  }

  /** Whether `error` is a DatabaseError with one of these SQLSTATE codes (for `Effect.catchIf`). */
  static is(...codes: ReadonlyArray<string>) {
    return (error: unknown): error is DatabaseError => error instanceof DatabaseError && error.code !== undefined && codes.includes(error.code)
  }
}

/**
 * The SQLSTATE codes the adapters map to their ports' errors (PostgreSQL's appendix A). The
 * migrations raise the shop's own refusals with these: `cartFull` 54000, the password RPCs'
 * `notAuthenticated` 28000, `incorrectPassword` 28P01, `passwordTooShort` 22023, `passwordTooLong` 22001.
 */
export const SqlState = {
  uniqueViolation: "23505",
  programLimitExceeded: "54000",
  invalidAuthorization: "28000",
  invalidPassword: "28P01",
  invalidParameterValue: "22023",
  stringDataRightTruncation: "22001",
} as const

const toDatabaseError = (cause: unknown): DatabaseError => {
  const code = typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string" ? cause.code : undefined
  return new DatabaseError({ reason: describeError(cause), ...(code === undefined ? {} : { code }), cause })
}

/** The port error for a fault the user cannot fix (shown as generalError), keeping its cause. */
export const toInfrastructureError = (error: DatabaseError): InfrastructureError =>
  new InfrastructureError({ system: "database", reason: error.reason, cause: error })

/** The statements of one transaction (or, for `Database.rows`, of none), as Effects. */
export interface SqlTx {
  /** One statement with `$1…` parameters; its rows as the engine gives them (read them with `rows`). */
  readonly query: <Row = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<Row>, DatabaseError>
  /**
   * One statement, every row decoded with `schema`. A row that does not decode is a DatabaseError
   * "unreadable <identifier> row" (the schema's `identifier` annotation), with the issue as cause.
   */
  readonly rows: <A, I>(schema: Schema.Codec<A, I>, sql: string, params?: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<A>, DatabaseError>
}

export class Database extends Context.Service<
  Database,
  {
    readonly engine: SqlClient["engine"]
    /**
     * `body` in one transaction as the user (role `authenticated`, `auth.uid()` = `claims.sub`): RLS
     * applies. It commits when `body` succeeds; any failure of `body` (its own typed error, a
     * statement's DatabaseError, a defect, an interruption) rolls it back and reaches the caller as it was.
     */
    readonly withUserTransaction: <A, E, R>(claims: Claims, body: (tx: SqlTx) => Effect.Effect<A, E, R>) => Effect.Effect<A, E | DatabaseError, R>
    /** The same as the database owner: the auth server's tables and bookkeeping only, never user data. */
    readonly withOwnerTransaction: <A, E, R>(body: (tx: SqlTx) => Effect.Effect<A, E, R>) => Effect.Effect<A, E | DatabaseError, R>
    /** One statement as the database owner, outside a transaction (atomic on its own). */
    readonly ownerQuery: <Row = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<Row>, DatabaseError>
    /** One statement as the database owner, outside a transaction, every row decoded with `schema` (as `SqlTx.rows`). */
    readonly rows: <A, I>(schema: Schema.Codec<A, I>, sql: string, params?: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<A>, DatabaseError>
  }
>()("shop/database/Database") {
  /** Over an opened client: migrated when the layer starts, closed when its scope ends. */
  static readonly layerClient = <R>(openClient: Effect.Effect<SqlClient, InfrastructureError, R>, options: { readonly migrate?: boolean } = {}) =>
    Layer.effect(
      Database,
      Effect.gen(function* () {
        const client = yield* Effect.acquireRelease(openClient, (c) => Effect.promise(() => c.close().catch(() => undefined)))
        if (options.migrate !== false) yield* migrate(client)
        return make(client)
      }),
    )

  /** PGlite in `dataDir` (in memory when omitted) or from a snapshot; one process per data folder. */
  static readonly layerPglite = (options: PgliteOptions & { readonly migrate?: boolean } = {}) =>
    Database.layerClient(
      options.dataDir === undefined ? Effect.tryPromise({ try: () => openPglite(options), catch: (cause) => opening("PGlite", cause) }) : lockedPglite(options.dataDir, () => openPglite(options)),
      options,
    )

  /**
   * PGlite in `dataDir` on a thread of its own (pgliteThread.ts): opening, migrating and every
   * statement run beside the caller's thread instead of stopping it. What the web server uses.
   */
  static readonly layerPgliteThread = (options: { readonly dataDir: string }) =>
    Database.layerClient(lockedPglite(options.dataDir, () => openPgliteThread(options)))

  /** A PostgreSQL pool of at most `max` connections. */
  static readonly layerPostgres = (url: Redacted.Redacted<string>, options: { readonly max?: number; readonly migrate?: boolean } = {}) =>
    Database.layerClient(
      Effect.try({ try: () => openPostgres(Redacted.value(url), options.max ?? 10), catch: (cause) => opening("PostgreSQL", cause) }),
      options,
    )

  /**
   * From the configuration: `DATABASE_URL` set → PostgreSQL (pool size `DATABASE_POOL_MAX`, default
   * 10); otherwise PGlite in `${SHOP_DATA_DIR}/database` (default `var/database`) on its own thread.
   */
  static readonly layerConfig = Layer.unwrap(
    Effect.gen(function* () {
      const url = yield* Config.option(Config.Redacted("DATABASE_URL"))
      if (Option.isSome(url) && Redacted.value(url.value).trim() !== "") {
        const max = yield* Config.Int("DATABASE_POOL_MAX").pipe(Config.withDefault(10))
        return Database.layerPostgres(url.value, { max })
      }
      return Database.layerPgliteThread({ dataDir: join(yield* ShopDataDirConfig, "database") })
    }),
  )
}

const opening = (engine: string, cause: unknown) =>
  new InfrastructureError({ system: "database", reason: `${engine} could not be opened: ${describeError(cause)}`, cause })

/** Thrown into the engine's Promise `transaction()` when the body failed, so that it rolls back; never seen outside `transaction`. */
class BodyFailed extends Error {}

/** `rows` over one way of running a statement: every row decoded with `schema`, a misfit a DatabaseError. */
const decodedRows =
  (query: SqlTx["query"]): SqlTx["rows"] =>
  <A, I>(schema: Schema.Codec<A, I>, sql: string, params?: ReadonlyArray<unknown>) => {
    const what = SchemaAST.resolveIdentifier(schema.ast)
    return Effect.flatMap(query<unknown>(sql, params), (rows) =>
      Schema.decodeUnknownEffect(Schema.Array(schema))(rows).pipe(
        Effect.mapError((issue) => new DatabaseError({ reason: `unreadable ${what === undefined ? "" : `${what} `}row`, cause: issue })),
      ),
    )
  }

/** The Effect face of one engine's statements. */
const txOf = (raw: SqlQueries): SqlTx => {
  const query = <Row,>(sql: string, params?: ReadonlyArray<unknown>) => Effect.tryPromise({ try: () => raw.query<Row>(sql, params), catch: toDatabaseError })
  return { query, rows: decodedRows(query) }
}

const make = (client: SqlClient): Database["Service"] => {
  /**
   * The bridge, the only one: `body` runs, with the caller's services, inside the engine's
   * `transaction()`. A failed body throws `BodyFailed` there (so the engine rolls back), and its
   * whole Cause is failed again outside, keeping its type; what the engine throws itself (begin,
   * commit, the `first` statement) is a DatabaseError. Interrupting the caller interrupts the body,
   * which rolls the transaction back.
   */
  const transaction = <A, E, R>(body: (tx: SqlTx) => Effect.Effect<A, E, R>, first: Statement | undefined): Effect.Effect<A, E | DatabaseError, R> =>
    Effect.flatMap(Effect.context<R>(), (context) => {
      // The body's whole Cause when it failed (its typed error, a statement's DatabaseError, a defect, an interruption).
      let failure: Cause.Cause<E | DatabaseError> | undefined
      return Effect.tryPromise({
        try: (signal) =>
          client.transaction(async (raw) => {
            const exit = await Effect.runPromiseExit(Effect.provide(body(txOf(raw)), context), { signal })
            if (Exit.isSuccess(exit)) return exit.value
            failure = exit.cause
            throw new BodyFailed("the transaction's body failed")
          }, first),
        catch: toDatabaseError,
      }).pipe(Effect.catch((error) => (failure === undefined ? Effect.fail(error) : Effect.failCause(failure))))
    })
  const ownerQuery = <Row,>(sql: string, params?: ReadonlyArray<unknown>) =>
    Effect.tryPromise({ try: () => client.query<Row>(sql, params), catch: toDatabaseError })
  return Database.of({
    engine: client.engine,
    withUserTransaction: (claims, body) => transaction(body, actAs(claims)).pipe(Effect.withSpan("Database.withUserTransaction")),
    withOwnerTransaction: (body) => transaction(body, undefined).pipe(Effect.withSpan("Database.withOwnerTransaction")),
    ownerQuery: <Row,>(sql: string, params?: ReadonlyArray<unknown>) => ownerQuery<Row>(sql, params).pipe(Effect.withSpan("Database.ownerQuery")),
    rows: (schema, sql, params) => decodedRows(ownerQuery)(schema, sql, params).pipe(Effect.withSpan("Database.rows")),
  })
}

/** PGlite opened by `open` in `dataDir`, once the folder's lock is taken (held for the scope). */
const lockedPglite = (dataDir: string, open: () => Promise<SqlClient>) =>
  Effect.andThen(folderLock(dataDir), Effect.tryPromise({ try: open, catch: (cause) => opening("PGlite", cause) }))

/** The lock files this process holds: a second opening here would be a second PGlite on one folder. */
const heldHere = new Set<string>()

/**
 * PGlite keeps a data folder in one process's memory: a second process, or a second PGlite in
 * this one, opening the same folder would corrupt it. A lock file beside the folder holds the
 * owner's pid; a stale one (its process gone, or a pid reused after a restart) is taken over.
 * Several server processes need `DATABASE_URL` (PostgreSQL).
 */
const folderLock = (dataDir: string) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      try: async () => {
        const file = `${dataDir}.lock`
        if (heldHere.has(file)) throw new Error(`the data folder ${dataDir} is already open in this process`)
        heldHere.add(file)
        try {
          await takeLock(dataDir, file)
        } catch (error) {
          heldHere.delete(file)
          throw error
        }
        return file
      },
      catch: (cause) => opening("PGlite", cause),
    }),
    (file) =>
      Effect.promise(async () => {
        await rm(file, { force: true })
        heldHere.delete(file)
      }),
  )

const takeLock = async (dataDir: string, file: string): Promise<void> => {
  await mkdir(join(dataDir, ".."), { recursive: true })
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, "wx")
      await handle.writeFile(String(process.pid))
      await handle.close()
      return
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw error
      const owner = Number((await readFile(file, "utf8").catch(() => "")).trim())
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(`the data folder ${dataDir} is in use by process ${owner}; several server processes need DATABASE_URL (PostgreSQL)`)
      }
      await rm(file, { force: true })
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`)
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as { code?: string }).code === "EPERM"
  }
}

/**
 * The shop's one database connection, held in a layer's scope: PGlite in a data folder under
 * `SHOP_DATA_DIR` (the embedded default), or a PostgreSQL pool at `DATABASE_URL` (a Supabase
 * project's database or any other). Either way the schema is brought up to `supabase/migrations`
 * when the layer starts, and the connection is closed when its scope ends.
 *
 * User data is only ever read and written `asUser`: in a transaction with the role
 * `authenticated` and the user's claims, as Supabase runs a request, so row level security decides
 * in every mode. `asOwner` (the database owner) is for what no user owns: the auth server's own
 * tables, rate-limit counts, the mail outbox (queued with a user's request, read by the worker)
 * and migrations.
 */
import { mkdir, open, readFile, rm } from "node:fs/promises"
import { join } from "node:path"
import { Config, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { InfrastructureError } from "@shop/core"
import { ShopDataDirConfig } from "../files-local/config.ts"
import { type Claims, type PgliteOptions, type SqlClient, type SqlQueries, asUser, describeError, openPglite } from "./client.ts"
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
}

const toDatabaseError = (cause: unknown): DatabaseError => {
  const code = typeof cause === "object" && cause !== null && typeof (cause as { code?: unknown }).code === "string" ? (cause as { code: string }).code : undefined
  return new DatabaseError({ reason: cause instanceof Error ? cause.message : String(cause), ...(code === undefined ? {} : { code }), cause })
}

/** The port error for a fault the user cannot fix (shown as generalError), keeping its cause. */
export const toInfrastructureError = (error: DatabaseError): InfrastructureError =>
  new InfrastructureError({ system: "database", reason: error.reason, cause: error })

export class Database extends Context.Service<
  Database,
  {
    readonly engine: SqlClient["engine"]
    /** `run` in one transaction as the user (role `authenticated`, `auth.uid()` = `claims.sub`): RLS applies. */
    readonly asUser: <A>(claims: Claims, run: (tx: SqlQueries) => Promise<A>) => Effect.Effect<A, DatabaseError>
    /** `run` in one transaction as the database owner: the auth server's tables and bookkeeping only, never user data. */
    readonly asOwner: <A>(run: (tx: SqlQueries) => Promise<A>) => Effect.Effect<A, DatabaseError>
    /** One statement as the database owner, outside a transaction (atomic on its own). */
    readonly ownerQuery: <Row = Record<string, unknown>>(sql: string, params?: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<Row>, DatabaseError>
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

const make = (client: SqlClient): Database["Service"] => {
  const run = <A>(work: () => Promise<A>) => Effect.tryPromise({ try: work, catch: toDatabaseError })
  return Database.of({
    engine: client.engine,
    asUser: (claims, work) => run(() => asUser(client, claims, work)).pipe(Effect.withSpan("Database.asUser")),
    asOwner: (work) => run(() => client.transaction(work)).pipe(Effect.withSpan("Database.asOwner")),
    ownerQuery: <Row,>(sql: string, params?: ReadonlyArray<unknown>) => run(() => client.query<Row>(sql, params)).pipe(Effect.withSpan("Database.ownerQuery")),
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

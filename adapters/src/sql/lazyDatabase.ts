/**
 * The database opened a few seconds after the server's start instead of at it. PGlite (Postgres in
 * WebAssembly) costs seconds of CPU to start and migrate (on its own thread, pgliteThread.ts) and
 * about 400 MB of memory: the web server answers at once without it, opens it in the background,
 * and a request that needs it earlier (accounts, carts, inquiries, rate limits) opens it then.
 * `DatabaseOpened` lets background work (the mail worker) wait for that moment instead of forcing it.
 */
import { Config, Context, Deferred, Duration, Effect, Exit, Layer, Option, Redacted, Scope } from "effect"
import { Database, DatabaseError } from "./Database.ts"

/** Completes when the database has been opened (by anyone); never opens it itself. */
export class DatabaseOpened extends Context.Service<DatabaseOpened, { readonly await: Effect.Effect<void> }>()("shop/database/DatabaseOpened") {
  /** For a database that is open from the start. */
  static readonly layerOpen = Layer.succeed(DatabaseOpened, DatabaseOpened.of({ await: Effect.void }))
}

/**
 * `inner` built in this layer's scope on the first call of any Database method (once, also when
 * several requests ask at the same moment); a failed opening is tried again by the next call.
 * `engine` is given, since it is read without opening: the configuration already says which.
 */
export const lazyDatabase = <E, R>(
  inner: Layer.Layer<Database, E, R>,
  engine: Database["Service"]["engine"],
  options: { readonly openAfter?: Duration.Input } = {},
) =>
  Layer.effectContext(
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const services = yield* Effect.context<R>()
      const opened = yield* Deferred.make<void>()
      const build = Scope.fork(scope).pipe(
        Effect.flatMap((child) => Layer.buildWithScope(inner, child).pipe(Effect.onExit((exit) => (Exit.isFailure(exit) ? Scope.close(child, exit) : Effect.void)))),
        Effect.map((context) => Context.get(context, Database)),
        Effect.tap(() => Deferred.succeed(opened, undefined)),
        Effect.provide(services),
      )
      let opening: Promise<Database["Service"]> | undefined
      const open = Effect.tryPromise({
        try: () => {
          if (opening !== undefined) return opening
          // Kept before the build starts: a build that completes at once wakes the fibers waiting
          // for `opened` while it runs, and one that asks for the database must find this opening.
          const { promise, resolve, reject } = Promise.withResolvers<Database["Service"]>()
          opening = promise
          Effect.runPromise(build).then(resolve, (error: unknown) => {
            opening = undefined
            reject(error)
          })
          return promise
        },
        catch: (cause) => new DatabaseError({ reason: `could not be opened: ${cause instanceof Error ? cause.message : String(cause)}`, cause }),
      })
      const database = Database.of({
        engine,
        withUserTransaction: (claims, body) => Effect.flatMap(open, (db) => db.withUserTransaction(claims, body)),
        withOwnerTransaction: (body) => Effect.flatMap(open, (db) => db.withOwnerTransaction(body)),
        ownerQuery: (sql, params) => Effect.flatMap(open, (db) => db.ownerQuery(sql, params)),
        rows: (schema, sql, params) => Effect.flatMap(open, (db) => db.rows(schema, sql, params)),
      })
      // Opened soon after the start all the same when it may hold work (mails queued before a restart).
      if (options.openAfter !== undefined) yield* Effect.forkIn(Effect.ignore(Effect.andThen(Effect.sleep(options.openAfter), open)), scope)
      return Context.make(Database, database).pipe(Context.add(DatabaseOpened, DatabaseOpened.of({ await: Deferred.await(opened) })))
    }),
  )

/** Seconds after the start at which the embedded database is opened without a request. */
const OPEN_AFTER = Duration.seconds(5)

/**
 * The web server's database from the configuration: PostgreSQL at `DATABASE_URL` opened (and
 * migrated) at the start, the embedded PGlite a few seconds after it (or on a first request before
 * then). Also on a fresh install: the first contact message or login waited for the opening, 18 to
 * 32 s on a slow machine, where the next ones took 20 ms (issue 28); and mails queued before a
 * restart go out even when only guests come.
 */
export const databaseConfigOnDemand = Layer.unwrap(
  Effect.gen(function* () {
    const url = yield* Config.option(Config.Redacted("DATABASE_URL"))
    if (Option.isSome(url) && Redacted.value(url.value).trim() !== "") return Layer.merge(Database.layerConfig, DatabaseOpened.layerOpen)
    return lazyDatabase(Database.layerConfig, "pglite", { openAfter: OPEN_AFTER })
  }),
)

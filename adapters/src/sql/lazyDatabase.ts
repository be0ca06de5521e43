/**
 * The database opened on first use instead of at the server's start. A guest browsing the
 * catalogue never needs it, and PGlite (Postgres in WebAssembly) costs about 400 MB of memory and
 * seconds of CPU to start and migrate: the web server now starts without it, and opens it on the
 * first request that reads or writes accounts, carts, inquiries or rate limits. `DatabaseOpened`
 * lets background work (the mail worker) wait for that moment instead of forcing it.
 */
import { Config, Context, Deferred, Effect, Exit, Layer, Option, Redacted, Scope } from "effect"
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
export const lazyDatabase = <E, R>(inner: Layer.Layer<Database, E, R>, engine: Database["Service"]["engine"]) =>
  Layer.effectContext(
    Effect.gen(function* () {
      const scope = yield* Effect.scope
      const services = yield* Effect.context<R>()
      const opened = yield* Deferred.make<void>()
      let opening: Promise<Database["Service"]> | undefined
      const open = Effect.tryPromise({
        try: () =>
          (opening ??= Effect.runPromise(
            Scope.fork(scope).pipe(
              Effect.flatMap((child) => Layer.buildWithScope(inner, child).pipe(Effect.onExit((exit) => (Exit.isFailure(exit) ? Scope.close(child, exit) : Effect.void)))),
              Effect.map((context) => Context.get(context, Database)),
              Effect.tap(() => Deferred.succeed(opened, undefined)),
              Effect.provide(services),
            ),
          ).catch((error: unknown) => {
            opening = undefined
            throw error
          })),
        catch: (cause) => new DatabaseError({ reason: `could not be opened: ${cause instanceof Error ? cause.message : String(cause)}`, cause }),
      })
      const database = Database.of({
        engine,
        asUser: (claims, run) => Effect.flatMap(open, (db) => db.asUser(claims, run)),
        asOwner: (run) => Effect.flatMap(open, (db) => db.asOwner(run)),
        ownerQuery: (sql, params) => Effect.flatMap(open, (db) => db.ownerQuery(sql, params)),
      })
      return Context.make(Database, database).pipe(Context.add(DatabaseOpened, DatabaseOpened.of({ await: Deferred.await(opened) })))
    }),
  )

/**
 * The web server's database from the configuration: PostgreSQL at `DATABASE_URL` opened (and
 * migrated) at the start, the embedded PGlite on first use.
 */
export const databaseConfigOnDemand = Layer.unwrap(
  Effect.map(Config.option(Config.Redacted("DATABASE_URL")), (url) =>
    Option.isSome(url) && Redacted.value(url.value).trim() !== ""
      ? Layer.merge(Database.layerConfig, DatabaseOpened.layerOpen)
      : lazyDatabase(Database.layerConfig, "pglite"),
  ),
)

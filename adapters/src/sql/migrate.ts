/**
 * Brings a database to the schema of `supabase/migrations`: first the Supabase platform parts a
 * plain PostgreSQL lacks (supabase-platform.sql, idempotent), then every migration file not yet
 * recorded in `supabase_migrations.schema_migrations`, each in its own transaction, in file order.
 *
 * Several server processes may start at once against one PostgreSQL: every step takes the same
 * transaction-level advisory lock and checks again what is applied, so each migration runs once.
 * A Supabase project's database (it has the `supabase_auth_admin` role) already has the platform
 * parts, owned by Supabase: there only the migrations run (as `supabase db push` would).
 */
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { Effect } from "effect"
import { InfrastructureError } from "@shop/core"
import { repositoryRoot } from "../config.ts"
import type { SqlClient, SqlQueries } from "./client.ts"

export const migrationsDir = join(repositoryRoot, "supabase", "migrations")
// From the repository root, not this module: the web server runs from a bundle in web/.output.
const platformSql = join(repositoryRoot, "adapters", "src", "sql", "supabase-platform.sql")

/** Supabase CLI's naming: `<version>_<name>.sql`, the version a timestamp. */
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/

const failed = (cause: unknown) =>
  new InfrastructureError({ system: "database", reason: `migration failed: ${cause instanceof Error ? cause.message : String(cause)}`, cause })

/** Serialises migrations across processes (any constant both sides agree on). */
const lock = (tx: SqlQueries) => tx.query("select pg_advisory_xact_lock(hashtextextended('shop:migrations', 0))")

/** Applies what is missing; answers the versions it applied (none when the schema is current). */
export const migrate = Effect.fn("sql.migrate")(function* (client: SqlClient, dir: string = migrationsDir) {
  return yield* Effect.tryPromise({
    try: async () => {
      const platform = await readFile(platformSql, "utf8")
      await client.transaction(async (tx) => {
        await lock(tx)
        const [supabase] = await tx.query<{ found: boolean }>("select exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') as found")
        if (!supabase?.found) await tx.exec(platform)
        else
          await tx.exec(`create schema if not exists supabase_migrations;
            create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, applied_at timestamptz default now())`)
      })
      const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort()
      const done: Array<string> = []
      for (const file of files) {
        const [, version = "", name = ""] = MIGRATION_FILE.exec(file) ?? []
        const sql = await readFile(join(dir, file), "utf8")
        const applied = await client.transaction(async (tx) => {
          await lock(tx)
          const found = await tx.query("select 1 from supabase_migrations.schema_migrations where version = $1", [version])
          if (found.length > 0) return false
          await tx.exec(sql)
          await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [version, name])
          return true
        })
        if (applied) done.push(version)
      }
      return done
    },
    catch: failed,
  })
})

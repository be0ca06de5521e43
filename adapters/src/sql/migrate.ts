/**
 * Brings a database to the schema of `supabase/migrations`: first the Supabase platform parts a
 * plain PostgreSQL lacks (supabase-platform.sql, idempotent), then every migration file not yet
 * recorded in `supabase_migrations.schema_migrations`, each in its own transaction, in file order.
 */
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { Effect } from "effect"
import { InfrastructureError } from "@shop/core"
import { repositoryRoot } from "../config.ts"
import type { SqlClient } from "./client.ts"

export const migrationsDir = join(repositoryRoot, "supabase", "migrations")
const platformSql = new URL("./supabase-platform.sql", import.meta.url)

/** Supabase CLI's naming: `<version>_<name>.sql`, the version a timestamp. */
const MIGRATION_FILE = /^(\d{14})_([a-z0-9_]+)\.sql$/

const failed = (reason: unknown) =>
  new InfrastructureError({ system: "database", reason: reason instanceof Error ? reason.message : String(reason) })

/** Applies what is missing; answers the versions it applied (none when the schema is current). */
export const migrate = Effect.fn("sql.migrate")(function* (client: SqlClient, dir: string = migrationsDir) {
  return yield* Effect.tryPromise({
    try: async () => {
      await client.exec(await readFile(platformSql, "utf8"))
      const files = (await readdir(dir)).filter((file) => MIGRATION_FILE.test(file)).sort()
      const applied = new Set(
        (await client.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).map((row) => row.version),
      )
      const done: Array<string> = []
      for (const file of files) {
        const [, version = "", name = ""] = MIGRATION_FILE.exec(file) ?? []
        if (applied.has(version)) continue
        const sql = await readFile(join(dir, file), "utf8")
        await client.transaction(async (tx) => {
          await tx.exec(sql)
          await tx.query("insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)", [version, name])
        })
        done.push(version)
      }
      return done
    },
    catch: failed,
  })
})

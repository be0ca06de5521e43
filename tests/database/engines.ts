/**
 * The SQL engines the database and contract suites run against: PGlite always; a PostgreSQL
 * server when `DATABASE_URL` is set (a fresh database is created on it for each use and dropped
 * afterwards).
 *
 * PGlite starts from ONE migrated snapshot (`dumpDataDir`), made once and kept in the system's
 * temporary folder under a name that hashes the migrations, the platform SQL and the PGlite
 * version: opening a copy takes about 0.5 s instead of migrating afresh (about 2 s and more).
 */
import { createHash, randomBytes } from "node:crypto"
import { readdirSync } from "node:fs"
import { readFile, readdir, rename, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Layer, Redacted } from "effect"
import { InfrastructureError } from "@shop/core"
import { type SqlClient, openPglite } from "@shop/adapters/sql/client"
import { openPostgres } from "@shop/adapters/sql/postgres"
import { Database } from "@shop/adapters/sql/Database"
import { migrate, migrationsDir } from "@shop/adapters/sql/migrate"

/** The versions of `supabase/migrations`, in order: what a new database must have applied. */
export const migrationVersions = readdirSync(migrationsDir)
  .filter((file) => file.endsWith(".sql"))
  .map((file) => file.slice(0, file.indexOf("_")))
  .sort()

export interface Engine {
  readonly name: string
  /** A migrated, empty database of this engine, and how to dispose of it. */
  readonly open: () => Promise<{ readonly client: SqlClient; readonly dispose: () => Promise<void> }>
  /** The same as a Database layer (disposed with its scope). */
  readonly database: () => Layer.Layer<Database, InfrastructureError>
}

const schemaFingerprint = async (): Promise<string> => {
  const hash = createHash("sha256")
  const files = (await readdir(migrationsDir)).filter((file) => file.endsWith(".sql")).sort()
  for (const file of files) hash.update(file).update(await readFile(join(migrationsDir, file)))
  hash.update(await readFile(new URL("../../adapters/src/sql/supabase-platform.sql", import.meta.url)))
  hash.update(await readFile(new URL("../../node_modules/@electric-sql/pglite/package.json", import.meta.url)))
  return hash.digest("hex").slice(0, 16)
}

let snapshot: Promise<Blob> | undefined
/** The migrated PGlite snapshot: from the temporary folder when a current one is there, else made and kept. */
export const pgliteSnapshot = (): Promise<Blob> =>
  (snapshot ??= (async () => {
    const file = join(tmpdir(), `shop-pglite-snapshot-${await schemaFingerprint()}.tar.gz`)
    const kept = await readFile(file).catch(() => undefined)
    if (kept !== undefined) return new Blob([kept])
    const client = await openPglite()
    await Effect.runPromise(migrate(client))
    const dump = await client.dump!()
    await client.close()
    // Written under a unique name and renamed: a parallel test file never reads half a snapshot.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()))
    await rename(partial, file)
    return dump
  })())

const pglite: Engine = {
  name: "PGlite",
  open: async () => {
    const client = await openPglite({ loadDataDir: await pgliteSnapshot() })
    return { client, dispose: () => client.close() }
  },
  database: () =>
    Layer.unwrap(
      Effect.map(
        Effect.tryPromise({ try: pgliteSnapshot, catch: (cause) => new InfrastructureError({ system: "test", reason: "no PGlite snapshot", cause }) }),
        (loadDataDir) => Database.layerPglite({ loadDataDir, migrate: false }),
      ),
    ),
}

/** A new, empty database on the PostgreSQL server at `url`, and how to drop it. */
export const freshDatabase = async (url: string) => {
  const admin = openPostgres(url, 1)
  const database = `shop_test_${randomBytes(6).toString("hex")}`
  await admin.exec(`create database ${database}`)
  const target = new URL(url)
  target.pathname = `/${database}`
  return {
    url: target.toString(),
    drop: async () => {
      await admin.exec(`drop database if exists ${database} with (force)`)
      await admin.close()
    },
  }
}

const postgres = (url: string): Engine => ({
  name: "PostgreSQL",
  open: async () => {
    const fresh = await freshDatabase(url)
    const client = openPostgres(fresh.url)
    await Effect.runPromise(migrate(client))
    return {
      client,
      dispose: async () => {
        await client.close()
        await fresh.drop()
      },
    }
  },
  database: () =>
    Layer.unwrap(
      Effect.map(
        Effect.acquireRelease(
          Effect.tryPromise({ try: () => freshDatabase(url), catch: (cause) => new InfrastructureError({ system: "test", reason: "no test database", cause }) }),
          (fresh) => Effect.promise(() => fresh.drop()),
        ),
        (fresh) => Database.layerPostgres(Redacted.make(fresh.url), { max: 4 }),
      ),
    ),
})

const databaseUrl = process.env["DATABASE_URL"]
if (!databaseUrl) console.warn("Database suites: PostgreSQL skipped, DATABASE_URL is not set; they run on PGlite only.")

export const engines: ReadonlyArray<Engine> = databaseUrl ? [pglite, postgres(databaseUrl)] : [pglite]

/** A confirmed user with a bcrypt password and sign-up metadata, as the auth adapter will create one. */
export const createUser = async (client: SqlClient, email: string, password: string, metadata: Record<string, unknown> = {}): Promise<string> => {
  const [row] = await client.query<{ id: string }>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
     values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), now(), $3) returning id`,
    [email, password, JSON.stringify(metadata)],
  )
  if (!row) throw new Error("user not created")
  return row.id
}

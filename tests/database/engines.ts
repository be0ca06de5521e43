/**
 * The SQL engines the database suites run against: PGlite always; a PostgreSQL server when
 * `DATABASE_URL` is set (a fresh database is created on it for the run and dropped afterwards).
 */
import { randomBytes } from "node:crypto"
import { Effect } from "effect"
import { type SqlClient, openPglite, openPostgres } from "@shop/adapters/sql/client"
import { migrate } from "@shop/adapters/sql/migrate"

export interface Engine {
  readonly name: string
  /** A migrated, empty database of this engine, and how to dispose of it. */
  readonly open: () => Promise<{ readonly client: SqlClient; readonly dispose: () => Promise<void> }>
}

const pglite: Engine = {
  name: "PGlite",
  open: async () => {
    const client = await openPglite()
    await Effect.runPromise(migrate(client))
    return { client, dispose: () => client.close() }
  },
}

const postgres = (url: string): Engine => ({
  name: "PostgreSQL",
  open: async () => {
    const admin = openPostgres(url, 1)
    const database = `shop_test_${randomBytes(6).toString("hex")}`
    await admin.exec(`create database ${database}`)
    const target = new URL(url)
    target.pathname = `/${database}`
    const client = openPostgres(target.toString())
    await Effect.runPromise(migrate(client))
    return {
      client,
      dispose: async () => {
        await client.close()
        await admin.exec(`drop database if exists ${database} with (force)`)
        await admin.close()
      },
    }
  },
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

/**
 * The Database service: from the configuration it opens PGlite in `${SHOP_DATA_DIR}/database`
 * (migrated at start, kept across restarts, one process per data folder) or PostgreSQL at
 * `DATABASE_URL`; several processes migrating one PostgreSQL at once apply each migration once.
 * Its transactions are pinned in transactions.test.ts.
 */
import { randomUUID } from "node:crypto"
import { existsSync } from "node:fs"
import { mkdtemp, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it, layer } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Layer, Ref } from "effect"
import { Auth, CartStore, Mailer, type ProductId, ProfileStore, RateLimiter, SentMails } from "@shop/core"
import { accountsLayer } from "@shop/adapters/sql/databaseLayer"
import { openPostgres } from "@shop/adapters/sql/postgres"
import { Database } from "@shop/adapters/sql/Database"
import { migrate } from "@shop/adapters/sql/migrate"
import { engines, pgliteSnapshot, migrationVersions } from "./engines.ts"

const withEnv = (env: Record<string, string>) => Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord(env)))

const tempDir = Effect.acquireRelease(
  Effect.promise(() => mkdtemp(join(tmpdir(), "shop-data-"))),
  (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
)

/** Why opening a database layer failed, or "opened". */
const openingFailure = (layer: Layer.Layer<Database, unknown>) =>
  Effect.map(Effect.exit(Effect.scoped(Layer.build(layer))), (exit) => (Exit.isFailure(exit) ? String(exit.cause) : "opened"))

describe("Database from the configuration", () => {
  it.effect("opens PGlite in SHOP_DATA_DIR/database, migrated, and keeps the rows across a restart", () =>
    Effect.gen(function* () {
      const dir = yield* tempDir
      const layer = Database.layerConfig.pipe(withEnv({ SHOP_DATA_DIR: dir }))
      const id = randomUUID()
      yield* Effect.gen(function* () {
        const db = yield* Database
        expect(db.engine).toBe("pglite")
        yield* db.ownerQuery("insert into auth.users (id, email, encrypted_password) values ($1, 'kept@example.at', 'x')", [id])
      }).pipe(Effect.provide(layer))
      expect(existsSync(join(dir, "database"))).toBe(true)
      expect(existsSync(join(dir, "database.lock"))).toBe(false)
      const rows = yield* Effect.flatMap(Database, (db) => db.ownerQuery("select email from auth.users where id = $1", [id])).pipe(Effect.provide(layer))
      expect(rows).toEqual([{ email: "kept@example.at" }])
    }).pipe(Effect.scoped),
  )

  it.effect("refuses a second process on the same PGlite data folder", () =>
    Effect.gen(function* () {
      const dir = yield* tempDir
      const dataDir = join(dir, "database")
      // The lock names its process; another live process's pid in it is what refuses. Simulate one:
      // the parent of this test process is alive and is not us.
      yield* Effect.promise(() => writeFile(`${dataDir}.lock`, String(process.ppid)))
      expect(yield* openingFailure(Database.layerPglite({ dataDir }))).toMatch(/in use by process/)
      // The web server's way in, PGlite on its own thread, takes the same lock.
      expect(yield* openingFailure(Database.layerPgliteThread({ dataDir }))).toMatch(/in use by process/)
    }).pipe(Effect.scoped),
  )

  it.effect("refuses a second PGlite on the same data folder in this process, and opens it again once closed", () =>
    Effect.gen(function* () {
      const dir = yield* tempDir
      const dataDir = join(dir, "database")
      const loadDataDir = yield* Effect.promise(pgliteSnapshot)
      yield* Effect.scoped(
        Effect.gen(function* () {
          yield* Layer.build(Database.layerPglite({ dataDir, loadDataDir, migrate: false }))
          expect(yield* openingFailure(Database.layerPgliteThread({ dataDir }))).toMatch(/already open in this process/)
        }),
      )
      expect(yield* openingFailure(Database.layerPgliteThread({ dataDir }))).toBe("opened")
    }).pipe(Effect.scoped),
  )

  it.effect("says why a folder cannot be opened", () =>
    Effect.gen(function* () {
      const dir = yield* tempDir
      const notAFolder = join(dir, "file")
      yield* Effect.promise(() => writeFile(notAFolder, "not a database"))
      expect(yield* openingFailure(Database.layerPglite({ dataDir: notAFolder }))).toMatch(/PGlite could not be opened: ErrnoError \{ name: 'ErrnoError', errno: \d+ \}/)
    }).pipe(Effect.scoped),
  )

  it.effect("takes over a lock left by a process that is gone", () =>
    Effect.gen(function* () {
      const dir = yield* tempDir
      const dataDir = join(dir, "database")
      yield* Effect.promise(() => writeFile(`${dataDir}.lock`, "2147483646"))
      const loadDataDir = yield* Effect.promise(pgliteSnapshot)
      const db = yield* Effect.scoped(Effect.provide(Database, Database.layerPglite({ dataDir, loadDataDir, migrate: false })))
      expect(db.engine).toBe("pglite")
    }).pipe(Effect.scoped),
  )

  it.effect("wires accountsLayer from the configuration: sign up, confirm, log in, add to the stored cart", () =>
    Effect.gen(function* () {
      const dir = yield* tempDir
      // The data folder starts from the migrated snapshot (the cold start is tested above).
      const loadDataDir = yield* Effect.promise(pgliteSnapshot)
      yield* Effect.scoped(Layer.build(Database.layerPglite({ dataDir: join(dir, "database"), loadDataDir, migrate: false })))
      const layer = accountsLayer.pipe(Layer.provideMerge(Mailer.layerTest), withEnv({ SHOP_DATA_DIR: dir }))
      yield* Effect.gen(function* () {
        const auth = yield* Auth
        yield* auth.signUp({
          email: "wired@example.at",
          password: "correct-horse-7",
          metadata: { userLang: "de", mailTemplate: "de", firstname: "A", lastname: "B", company: "C", vat: "ATU12345678", street: "S", zip: "4020", city: "Linz", country: "AT" },
          redirectTo: "https://shop.example/de/login/",
        })
        const mail = (yield* Ref.get(yield* SentMails)).at(-1)
        const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? "")?.[0] ?? "https://x/")
        const session = yield* auth.exchangeLink(Object.fromEntries(link.searchParams))
        yield* (yield* CartStore).upsert(session.user.id, { id: "1", productId: "ws-0612-40" as ProductId, accessories: [], amount: 2 })
        expect((yield* (yield* CartStore).list(session.user.id)).map((l) => l.amount)).toEqual([2])
        expect((yield* (yield* ProfileStore).get(session.user.id))?.email).toBe("wired@example.at")
        expect((yield* (yield* RateLimiter).take({ name: "wired", points: 1, windowSeconds: 60 }, "k")).allowed).toBe(true)
      }).pipe(Effect.provide(layer))
    }).pipe(Effect.scoped),
  )

  const url = process.env["DATABASE_URL"]
  it.effect.skipIf(!url)("picks PostgreSQL when DATABASE_URL is set", () =>
    Effect.gen(function* () {
      const db = yield* Effect.scoped(Effect.provide(Database, Database.layerConfig.pipe(withEnv({ DATABASE_URL: url ?? "", SHOP_DATA_DIR: "/nonexistent" }))))
      expect(db.engine).toBe("postgres")
    }),
  )
})

for (const engine of engines) {
  layer(engine.database(), { timeout: 120_000 })(`Database on ${engine.name}`, (it) => {
    it.effect("turns a failing statement into a DatabaseError with its SQLSTATE", () =>
      Effect.gen(function* () {
        const db = yield* Database
        const exit = yield* Effect.exit(db.ownerQuery("select 1 / 0"))
        expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("22012")
      }),
    )
  })
}

const databaseUrl = process.env["DATABASE_URL"]
describe.skipIf(!databaseUrl)("migrations from several processes at once (PostgreSQL)", () => {
  it("applies each migration once when four processes start together", async () => {
    const admin = openPostgres(databaseUrl!, 1)
    const name = `shop_test_${randomUUID().replace(/-/g, "").slice(0, 12)}`
    await admin.exec(`create database ${name}`)
    const target = new URL(databaseUrl!)
    target.pathname = `/${name}`
    const clients = Array.from({ length: 4 }, () => openPostgres(target.toString(), 2))
    try {
      const applied = await Promise.all(clients.map((client) => Effect.runPromise(migrate(client))))
      expect(applied.flat().sort()).toEqual(migrationVersions)
    } finally {
      await Promise.all(clients.map((client) => client.close()))
      await admin.exec(`drop database if exists ${name} with (force)`)
      await admin.close()
    }
  })
})

/**
 * The `.eml` outbox delivers each queued mail exactly once, whatever step a server is killed at
 * (issue 28): a real worker process (support/outboxWorkerProcess.ts) over a database in a folder
 * (PGlite; PostgreSQL too when DATABASE_URL is set) kills itself with SIGKILL while writing a mail,
 * once it is written but not yet renamed, or once it is in place but not yet marked sent; its lease
 * is then made to run out (instead of waiting for it) and a new worker process finishes. The outbox
 * then holds one complete `.eml` per mail, and nothing else.
 */
import { spawn } from "node:child_process"
import { mkdtemp, readFile, readdir, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Redacted, Schema } from "effect"
import { Database } from "@shop/adapters/sql/Database"
import { migrate } from "@shop/adapters/sql/migrate"
import { openPostgres } from "@shop/adapters/sql/postgres"
import { header, leafParts, parameters } from "../contracts/support/mime.ts"
import { TestUsers, TestUsersSql } from "./accounts.ts"
import { freshDatabase, pgliteSnapshot } from "./engines.ts"

const worker = fileURLToPath(new URL("support/outboxWorkerProcess.ts", import.meta.url))

/** Runs one worker round in a new process; answers how it ended. */
const runWorker = (database: string, folder: string, killAt?: string) =>
  Effect.promise(
    () =>
      new Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>((resolve, reject) => {
        const child = spawn(process.execPath, [worker], {
          env: { ...process.env, OUTBOX_DATABASE: database, OUTBOX_FOLDER: folder, ...(killAt === undefined ? {} : { OUTBOX_KILL_AT: killAt }) },
          stdio: ["ignore", "inherit", "inherit"],
        })
        child.on("error", reject)
        child.on("exit", (code, signal) => resolve({ code, signal }))
      }),
  )

/** A text attachment larger than the outbox's write chunk, so that a mail is written in several pieces. */
const attachmentText = (n: number) => `Artikel;Menge;Zeile\n${Array.from({ length: 6000 }, (_, i) => `WS-0612-40;${n};${i}`).join("\n")}\n`

const MAILS = 3

/** A database engine the test's process and the worker processes open in turn (PGlite: one process at a time). */
interface Place {
  readonly name: string
  readonly location: () => Promise<{ readonly database: string; readonly layer: () => Layer.Layer<Database, unknown>; readonly dispose: () => Promise<void> }>
}

const pglite: Place = {
  name: "PGlite in a folder",
  location: async () => {
    const root = await mkdtemp(join(tmpdir(), "shop-outbox-db-"))
    const dataDir = join(root, "database")
    let first = true
    return {
      database: dataDir,
      // The first opening starts from the migrated snapshot; later ones open what the workers left.
      layer: () => {
        const opened = first
          ? Layer.unwrap(Effect.map(Effect.promise(pgliteSnapshot), (loadDataDir) => Database.layerPglite({ dataDir, migrate: false, loadDataDir })))
          : Database.layerPglite({ dataDir, migrate: false })
        first = false
        return opened
      },
      dispose: () => rm(root, { recursive: true, force: true }),
    }
  },
}

const postgres = (url: string): Place => ({
  name: "PostgreSQL",
  location: async () => {
    const fresh = await freshDatabase(url)
    const client = openPostgres(fresh.url, 1)
    await Effect.runPromise(migrate(client))
    await client.close()
    return { database: fresh.url, layer: () => Database.layerPostgres(Redacted.make(fresh.url), { max: 2, migrate: false }), dispose: fresh.drop }
  },
})

const places = [pglite, ...(process.env["DATABASE_URL"] ? [postgres(process.env["DATABASE_URL"])] : [])]

const Row = Schema.Struct({ id: Schema.FiniteFromString, status: Schema.String, attempts: Schema.Finite })

/** With the database open in this process: `body`, then the database closed again (so that a worker process may open it). */
const withDatabase = <A>(layer: Layer.Layer<Database, unknown>, body: Effect.Effect<A, unknown, Database | TestUsers>) =>
  Effect.scoped(Effect.provide(body, Layer.provideMerge(TestUsersSql, layer)))

const queueMails = Effect.gen(function* () {
  const db = yield* Database
  const { id: uid } = yield* (yield* TestUsers).create()
  const ids: Array<number> = []
  for (let n = 1; n <= MAILS; n++) {
    const mail = {
      kind: "sales",
      to: "vertrieb@example.at",
      subject: `Anfrage ${n}`,
      text: `Neue Anfrage ${n}`,
      attachments: [{ filename: `Anfrage-${n}.csv`, contentType: "text/csv", text: attachmentText(n) }],
    }
    const rows = yield* db.rows(
      Schema.Struct({ id: Schema.FiniteFromString }),
      "insert into public.mail_outbox (uid, kind, mail) values ($1, 'sales', $2::jsonb) returning id::text as id",
      [uid, JSON.stringify(mail)],
    )
    ids.push(rows[0]!.id)
  }
  return ids
})

const statuses = Effect.flatMap(Database, (db) => db.rows(Row, "select id::text as id, status, attempts from public.mail_outbox order by id"))

/** The lease of a killed worker's claims runs out now, as it would after `leaseSeconds`. */
const leaseRunsOut = Effect.flatMap(Database, (db) => db.ownerQuery("update public.mail_outbox set lease_until = now() - interval '1 second' where status = 'sending'"))

/** What a mail program finds in the outbox: every `.eml`, read back; and every other entry. */
const outbox = async (folder: string) => {
  const entries = await readdir(folder).catch(() => [] as Array<string>)
  const emls = entries.filter((name) => name.endsWith(".eml"))
  const mails = await Promise.all(
    emls.map(async (name) => {
      const raw = new Uint8Array(await readFile(join(folder, name)))
      const attachment = leafParts(raw).find((part) => parameters(part.headers.get("content-disposition") ?? "").value === "attachment")
      return {
        name,
        size: raw.length,
        messageId: header(raw, "Message-ID"),
        subject: header(raw, "Subject"),
        attachment: attachment === undefined ? undefined : new TextDecoder().decode(attachment.body),
        raw,
      }
    }),
  )
  return { mails, others: entries.filter((name) => !name.endsWith(".eml")) }
}

/** Every mail once, complete: its own Message-ID, its subject, its whole attachment. */
const expectEachOnce = (mails: Awaited<ReturnType<typeof outbox>>["mails"], ids: ReadonlyArray<number>) => {
  expect(mails.map((m) => m.messageId).sort()).toEqual(ids.map((id) => `<outbox-${id}@shop.example-enclosures.at>`).sort())
  for (const mail of mails) {
    const n = Number(/Anfrage (\d+)/.exec(mail.subject ?? "")?.[1])
    expect(mail.attachment).toBe(attachmentText(n))
  }
}

/** Where the first worker dies: the step the outbox reports, and at which of its mails. */
const kills = [
  { at: "writing:1", what: "while writing the first mail (half of it on disk)", deliveredBefore: 0 },
  { at: "written:1", what: "once the first mail is written but not yet renamed", deliveredBefore: 0 },
  { at: "delivered:1", what: "once the first mail is in place but not yet marked sent", deliveredBefore: 1 },
  { at: "writing:2", what: "while writing the second mail, the first marked sent", deliveredBefore: 1 },
  { at: "delivered:3", what: "once the last mail is in place but not yet marked sent", deliveredBefore: 3 },
]

for (const place of places) {
  describe(`the .eml outbox under a killed worker, ${place.name}`, { timeout: 120_000 }, () => {
    for (const kill of kills) {
      it.effect(`killed ${kill.what}: after the lease, one complete .eml per mail and nothing else`, () =>
        Effect.gen(function* () {
          const { database, layer, dispose } = yield* Effect.promise(place.location)
          yield* Effect.addFinalizer(() => Effect.promise(dispose))
          const folder = yield* Effect.acquireRelease(
            Effect.promise(() => mkdtemp(join(tmpdir(), "shop-outbox-"))),
            (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
          )
          const ids = yield* withDatabase(layer(), queueMails)

          const killed = yield* runWorker(database, folder, kill.at)
          expect(killed.signal).toBe("SIGKILL")
          const afterKill = yield* Effect.promise(() => outbox(folder))
          // Only complete mails carry the `.eml` name, however the process died.
          expect(afterKill.mails).toHaveLength(kill.deliveredBefore)
          expectEachOnce(afterKill.mails, ids.slice(0, kill.deliveredBefore))
          const before = yield* withDatabase(layer(), Effect.andThen(leaseRunsOut, statuses))
          expect(before.filter((row) => row.status === "sending").length).toBeGreaterThan(0)

          const finished = yield* runWorker(database, folder)
          expect(finished).toEqual({ code: 0, signal: null })
          const after = yield* Effect.promise(() => outbox(folder))
          expectEachOnce(after.mails, ids)
          expect(after.others).toEqual([])
          for (const mail of after.mails) expect(mail.size).toBeGreaterThan(100_000)
          // A mail in place before the kill was found by the retry, not written again.
          for (const earlier of afterKill.mails) expect(after.mails.find((m) => m.name === earlier.name)?.raw).toEqual(earlier.raw)
          const rows = yield* withDatabase(layer(), statuses)
          expect(rows.map((row) => row.status)).toEqual(ids.map(() => "sent"))
        }).pipe(Effect.scoped),
      )
    }
  })
}

/**
 * `shop-cli inquiries list|show|resend|mails|resend-mail` on an embedded database seeded here with
 * one sent request and one whose mails were given up and whose inquiry was deleted (issue 9): the
 * listing in JSON with the customer and the mail states, one inquiry's mails, the mails queued again
 * by `resend`, and a given-up mail of a deleted inquiry found and tried again by its id.
 */
import { execFile } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Effect, Layer, Schema } from "effect"
import { FileStore, encodeShareString, percent, sendCartRequest } from "@shop/core"
import { Database } from "@shop/adapters/sql/Database"
import { storesLayer } from "@shop/adapters/sql/databaseLayer"
import { cartLayer } from "@shop/adapters/layers"
import * as PdfRendererPdfmake from "@shop/adapters/pdf/PdfRendererPdfmake"
import { inquiryReference } from "@shop/core/inquiries/reference"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")

const cli = (args: ReadonlyArray<string>, env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", ...env }, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
  })

let dataDir = ""
let number = 0
let orphanSubject = ""

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "shop-cli-inquiries-"))
  const layer = Layer.mergeAll(storesLayer, FileStore.layerTest, cartLayer(), PdfRendererPdfmake.layer).pipe(
    Layer.provideMerge(Database.layerPglite({ dataDir: join(dataDir, "database") })),
  )
  number = await Effect.runPromise(
    Effect.gen(function* () {
      const db = yield* Database
      const [user] = yield* db.withOwnerTransaction((tx) =>
        tx.rows(
          Schema.Struct({ id: Schema.String }),
          `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data) values ('cli@example.at', 'x', now(), $1::jsonb) returning id::text as id`,
          [JSON.stringify({ company: "Kabelwerk Berger AG", firstname: "Eva", lastname: "Berger", userLang: "de" })],
        ),
      )
      const shareString = encodeShareString({ items: [{ productId: "WS-0612-40" as never, accessories: [], amount: 1 }], company: "", discount: percent(0), projectId: "CLI-1" })
      const request = () =>
        sendCartRequest({
          uid: user!.id,
          email: "cli@example.at",
          key: randomUUID(),
          payload: { encodedShoppingCart: shareString, csvContent: "", totalPrice: null, totalDiscountedPrice: null },
          lang: "de",
          salesMailbox: "vertrieb@example.at",
        })
      const { inquiry } = yield* request()
      // A second request whose mails the worker gave up (mail server down), then deleted by the customer.
      const orphan = (yield* request()).inquiry
      yield* db.withOwnerTransaction((tx) =>
        Effect.andThen(
          tx.query("update public.mail_outbox set status = 'failed', attempts = 8, last_error = '421 try again later' where inquiry_id = $1", [orphan.id]),
          tx.query("delete from public.inquiries where id = $1", [orphan.id]),
        ),
      )
      orphanSubject = `Anfrage ${inquiryReference(orphan)} `
      return inquiry.number
    }).pipe(Effect.provide(layer)),
  )
}, 120_000)

afterAll(() => rm(dataDir, { recursive: true, force: true }))

describe("shop-cli inquiries", () => {
  it("lists, shows and queues the mails again", async () => {
    const env = { SHOP_DATA_DIR: dataDir }
    const list = await cli(["inquiries", "list", "--json"], env)
    expect(list.code).toBe(0)
    expect(JSON.parse(list.stdout)).toEqual([
      expect.objectContaining({ number, projectId: "CLI-1", email: "cli@example.at", company: "Kabelwerk Berger AG", mails: { sent: 0, pending: 2, failed: 0 } }),
    ])
    // Sales staff quote it as the mails write it, `2026-00017`; the number alone names it too.
    const reference = (JSON.parse(list.stdout) as ReadonlyArray<{ reference: string }>)[0]!.reference
    expect(reference).toMatch(new RegExp(`^\\d{4}-${String(number).padStart(5, "0")}$`))
    expect((await cli(["inquiries", "list"], env)).stdout).toContain(reference)
    expect((await cli(["inquiries", "show", reference, "--json"], env)).code).toBe(0)
    // Another year's reference with the same number names no inquiry.
    const otherYear = `${Number(reference.slice(0, 4)) - 1}${reference.slice(4)}`
    const wrong = await cli(["inquiries", "show", otherYear], env)
    expect(wrong.code).toBe(2)
    expect(wrong.stderr).toContain(`No inquiry ${otherYear}`)
    const show = await cli(["inquiries", "show", String(number), "--json"], env)
    expect(show.code).toBe(0)
    const shown = JSON.parse(show.stdout) as { outbox: ReadonlyArray<{ kind: string; status: string; to: string }> }
    expect(shown.outbox.map((m) => [m.kind, m.status, m.to]).sort()).toEqual([
      ["customer", "pending", "cli@example.at"],
      ["sales", "pending", "vertrieb@example.at"],
    ])
    const resend = await cli(["inquiries", "resend", String(number), "--json"], env)
    expect(JSON.parse(resend.stdout)).toEqual({ number, queued: 2 })
    expect((await cli(["inquiries", "show", "999999"], env)).code).toBe(2)
    expect((await cli(["inquiries", "show", "abc"], env)).code).toBe(2)
  }, 120_000)

  it("says how many mails it queued, the noun in the count's form", async () => {
    const env = { SHOP_DATA_DIR: dataDir }
    // Not "mail(s)": both of the inquiry's mails are queued.
    expect((await cli(["inquiries", "resend", String(number)], env)).stdout).toBe(`Inquiry ${number}: 2 mails queued again.\n`)
    expect((await cli(["inquiries", "resend", String(number), "--lang", "de"], env)).stdout).toBe(`Anfrage ${number}: 2 Mails erneut eingereiht.\n`)
  }, 120_000)

  it("lists given-up mails of a deleted inquiry and tries one again by its id", async () => {
    const env = { SHOP_DATA_DIR: dataDir }
    const listed = await cli(["inquiries", "mails", "--json"], env)
    expect(listed.code).toBe(0)
    const mails = JSON.parse(listed.stdout) as ReadonlyArray<{ id: number; kind: string; status: string; inquiryNumber: number | null; subject: string }>
    const sales = mails.find((m) => m.subject.startsWith(orphanSubject))
    expect(sales).toMatchObject({ kind: "sales", status: "failed", inquiryNumber: null })
    const german = await cli(["inquiries", "mails", "--lang", "de"], env)
    expect(german.stdout).toContain("fehlgeschlagen")
    expect(german.stdout).toContain("[Anfrage gelöscht]")
    const again = await cli(["inquiries", "resend-mail", String(sales!.id)], env)
    expect(again).toMatchObject({ code: 0, stdout: `Mail #${sales!.id} queued again.\n` })
    const twice = await cli(["inquiries", "resend-mail", String(sales!.id)], env)
    expect(twice).toMatchObject({ code: 2, stderr: `No given-up mail #${sales!.id}\n` })
    expect((await cli(["inquiries", "resend-mail", "x1"], env)).stderr).toContain("error: command-argument value 'x1' is invalid for argument 'id'. A mail id is a whole number")
  }, 120_000)

  it("speaks the run's language: words and money in German or English", async () => {
    const env = { SHOP_DATA_DIR: dataDir }
    const german = await cli(["inquiries", "show", String(number), "--lang", "de"], env)
    expect(german.code).toBe(0)
    expect(german.stdout).toMatch(/€\u00a0\d{1,3}(\.\d{3})*,\d{2}/)
    expect(german.stdout).toContain("offen")
    expect(german.stdout).toContain("Vertrieb")
    expect(german.stdout).not.toMatch(/\b(pending|sent|attempts)\b/)
    const english = await cli(["inquiries", "list"], { ...env, LANG: "en_GB.UTF-8" })
    expect(english.stdout).toMatch(/€\d{1,3}(,\d{3})*\.\d{2}/)
    expect(english.stdout).toContain("pending")
    expect((await cli(["inquiries", "show", "999999"], { ...env, LANG: "de_AT.UTF-8" })).stderr).toContain("Keine Anfrage 999999")
  }, 120_000)
})

describe("shop-cli inquiries without a database", () => {
  // An empty data folder: any opening of the embedded database would create `database` in it.
  const emptyDataDir = async () => mkdtemp(join(tmpdir(), "shop-cli-no-database-"))

  it("refuses a mistyped number or limit with exit 2 before it opens a database", async () => {
    const dir = await emptyDataDir()
    const env = { SHOP_DATA_DIR: dir }
    const show = await cli(["inquiries", "show", "abc"], env)
    expect(show.code).toBe(2)
    expect(show.stderr).toContain("error: command-argument value 'abc' is invalid for argument 'number'. An inquiry number looks like 2026-00017, 00017 or 17.")
    const limit = await cli(["inquiries", "list", "--limit", "zehn"], env)
    expect(limit.code).toBe(2)
    expect(limit.stderr).toContain("error: option '--limit <n>' argument 'zehn' is invalid. A limit is a whole number from 1 to 10000.")
    for (const bad of ["0", "-3", "10001", "2.5"]) expect((await cli(["inquiries", "mails", "--limit", bad], env)).code, bad).toBe(2)
    const german = await cli(["inquiries", "resend", "17x", "--lang", "de"], env)
    expect(german.code).toBe(2)
    expect(german.stderr).toContain("Fehler: ungültiger Wert '17x' für das Argument 'nummer'. Eine Anfragenummer sieht so aus: 2026-00017, 00017 oder 17.")
    expect(await readdir(dir)).toEqual([])
  }, 60_000)

  it("answers an empty list, and no such inquiry, without opening or creating a database", async () => {
    const dir = await emptyDataDir()
    const env = { SHOP_DATA_DIR: dir }
    expect(await cli(["inquiries", "list"], env)).toEqual({ code: 0, stdout: "No inquiries.\n", stderr: "" })
    expect(await cli(["inquiries", "list", "--json"], env)).toEqual({ code: 0, stdout: "[]\n", stderr: "" })
    expect(await cli(["inquiries", "mails", "--lang", "de"], env)).toEqual({ code: 0, stdout: "Keine aufgegebenen Mails.\n", stderr: "" })
    expect(await cli(["inquiries", "show", "2026-00017"], env)).toMatchObject({ code: 2, stderr: "No inquiry 2026-00017\n" })
    expect(await cli(["inquiries", "resend-mail", "4"], env)).toMatchObject({ code: 2, stderr: "No given-up mail #4\n" })
    expect(await readdir(dir)).toEqual([])
  }, 60_000)

  it("names the process that holds the embedded database, in the run's language", async () => {
    const dir = await emptyDataDir()
    await mkdir(join(dir, "database"))
    await writeFile(join(dir, "database", "PG_VERSION"), "17\n")
    // This test's process, alive, holds the folder's lock as the web server would.
    await writeFile(join(dir, "database.lock"), String(process.pid))
    const run = await cli(["inquiries", "list", "--lang", "de"], { SHOP_DATA_DIR: dir })
    expect(run.code).toBe(1)
    expect(run.stderr).toBe(
      `Die eingebettete Datenbank ${join(dir, "database")} ist von Prozess ${process.pid} geöffnet (läuft npm start?). Diesen Prozess beenden oder DATABASE_URL (PostgreSQL) setzen.\n`,
    )
  }, 60_000)
})

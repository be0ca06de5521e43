/**
 * Two separate `npm start` instances on two ports, each with its own data folder and outbox, on
 * one PostgreSQL database: two machines behind a load balancer, as far as one machine can show it.
 * Everything they must agree on lives in the database, so
 * - a content webhook taken by one makes the other serve the new content;
 * - the datasheet job limit and the contact and login throttles count both together, and the
 *   known-device cookie one sets is taken by the other (both derive its key from AUTH_JWT_SECRET);
 * - with both mail workers running, every queued mail is sent exactly once.
 * Needs DATABASE_URL (a fresh database is made on that server and dropped afterwards).
 */
import { createHmac } from "node:crypto"
import { readFileSync, readdirSync } from "node:fs"
import { request } from "node:http"
import { join } from "node:path"
import { Deferred, Effect, Fiber } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { openPostgres } from "@shop/adapters/sql/postgres"
import { type Cdn, startCdn } from "../contracts/support/storyblokCdn.ts"
import { baseMetadata } from "../database/accounts.ts"
import { freshDatabase } from "../database/engines.ts"
import { type TestServer, postContactForms, startServer } from "./server.ts"

const databaseUrl = process.env["DATABASE_URL"]
if (!databaseUrl) console.warn("Two shop instances on one database: skipped, DATABASE_URL (PostgreSQL) is not set.")

const TOKEN = "public-token-machines-test"
const WEBHOOK_SECRET = "webhook-secret-machines-test"

const imprintContent = { _uid: "c", component: "page", title: "Impressum", body: [] as Array<unknown> }
const stories = [
  {
    id: 1,
    uuid: "00000000-0000-4000-8000-000000000001",
    name: "Settings",
    slug: "_settings",
    full_slug: "_settings",
    content: { default: { _uid: "s", component: "settings", copyright: "© {year} Gehäusebau" } },
  },
  {
    id: 41,
    uuid: "00000000-0000-4000-8000-000000000041",
    name: "Impressum",
    slug: "imprint",
    full_slug: "imprint",
    translated_slugs: [{ lang: "en", path: "imprint" }],
    content: { default: imprintContent },
  },
]

describe.skipIf(!databaseUrl)("two shop instances on one PostgreSQL database", () => {
  let a: TestServer
  let b: TestServer
  let database: Awaited<ReturnType<typeof freshDatabase>>
  let cdnFiber: Fiber.Fiber<unknown, unknown>

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl!)
    const ready = Effect.runSync(Deferred.make<Cdn>())
    cdnFiber = Effect.runFork(
      Effect.scoped(
        Effect.gen(function* () {
          yield* Deferred.succeed(ready, yield* startCdn({ token: TOKEN, previewToken: "preview-token-machines-test", stories }))
          return yield* Effect.never
        }),
      ),
    )
    const cdn = await Effect.runPromise(Deferred.await(ready))
    // Each its own data folder and outbox, as two machines have; the secrets are the operator's, set alike on both.
    const env = {
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: "1",
      STORYBLOK_TOKEN: TOKEN,
      STORYBLOK_ENDPOINT: `${cdn.url}/v2`,
      STORYBLOK_WEBHOOK_SECRET: WEBHOOK_SECRET,
      FILE_SIGNING_SECRET: "file-signing-secret-of-both-machines",
      AUTH_JWT_SECRET: "auth-jwt-secret-of-both-machines-0123456789",
    }
    ;[a, b] = await Promise.all([startServer(env, undefined, { workers: 1 }), startServer(env, undefined, { workers: 1 })])
  }, 120_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    if (cdnFiber) await Effect.runPromise(Fiber.interrupt(cdnFiber))
    await database?.drop()
  })

  /** The two instances in turn, as a load balancer hands out requests. */
  const servers = () => [a, b] as const
  const get = (server: TestServer, path: string, init: RequestInit = {}) => fetch(`${server.baseUrl}${path}`, { ...init, redirect: "manual" })

  it("serves the new content on the other instance after a webhook reached one", async () => {
    const page = async (server: TestServer) => (await get(server, "/de/imprint/", { headers: { accept: "text/html" } })).text()
    // Both have rendered and cached the page.
    for (const server of servers()) expect(await page(server)).toContain("Impressum")
    imprintContent.title = "Impressum (geändert)"
    const body = JSON.stringify({ action: "published", story_id: 41, space_id: 1, text: "The user published Impressum" })
    const signature = createHmac("sha1", WEBHOOK_SECRET).update(body).digest("hex")
    const taken = await get(a, "/api/content/webhook", { method: "POST", body, headers: { "content-type": "application/json", "webhook-signature": signature } })
    expect(taken.status).toBe(200)
    expect(await page(a)).toContain("Impressum (geändert)")
    await expect.poll(() => page(b), { timeout: 30_000 }).toContain("Impressum (geändert)")
  })

  it("counts the contact form's limit (5 an hour per address) on both instances together", async () => {
    const statuses = await postContactForms([a.baseUrl, b.baseUrl], 7, "Two machines")
    // Counted per instance, each would have seen at most 4 of the 7 and sent them all.
    expect(statuses).toEqual(["sent", "sent", "sent", "sent", "sent", "rateLimited", "rateLimited"])
  })

  it("counts failed logins from one address (20 in 15 minutes) on both instances together", async () => {
    const login = (i: number) => {
      const server = servers()[i % 2]!
      return get(server, "/api/account/login", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", origin: server.baseUrl },
        body: new URLSearchParams({ lang: "de", email: `nobody.${i}@example.at`, password: "Falsch-2026-xyz" }).toString(),
      })
    }
    for (let i = 1; i <= 20; i++) expect((await login(i)).status, String(i)).toBe(400)
    expect((await login(21)).status).toBe(429)
    expect((await login(22)).status).toBe(429)
  })

  it("counts one account's logins on both instances together (5 from one address, 50 over all); the known-device cookie of one is taken by the other", { timeout: 90_000 }, async () => {
    const email = "owner.machines@example.at"
    const password = "Schaltschrank-2026"
    const owner = openPostgres(database.url, 1)
    try {
      await owner.query(
        `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
         values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), now(), $3::jsonb)`,
        [email, password, JSON.stringify(baseMetadata)],
      )
    } finally {
      await owner.close()
    }
    /** A login form post to `server` from the loopback address `from` (each its own client address). */
    const login = (server: TestServer, from: string, pass: string, cookie = "") =>
      new Promise<{ readonly status: number; readonly setCookies: ReadonlyArray<string> }>((resolve, reject) => {
        const body = new URLSearchParams({ lang: "de", email, password: pass }).toString()
        const headers = { "content-type": "application/x-www-form-urlencoded", accept: "application/json", origin: server.baseUrl, "content-length": Buffer.byteLength(body), ...(cookie === "" ? {} : { cookie }) }
        const req = request(`${server.baseUrl}/api/account/login`, { method: "POST", localAddress: from, headers }, (res) => {
          res.resume()
          res.on("end", () => resolve({ status: res.statusCode ?? 0, setCookies: res.headers["set-cookie"] ?? [] }))
        })
        req.on("error", reject)
        req.end(body)
      })
    const first = await login(a, "127.0.9.1", password)
    expect(first.status).toBe(200)
    const device = first.setCookies.find((c) => c.startsWith("known-device="))?.split(";")[0] ?? ""
    expect(device).not.toBe("")
    // One address: 5 failures over both instances, then the right password is refused there too.
    for (let i = 0; i < 5; i++) expect((await login(servers()[i % 2]!, "127.0.9.2", `Falsch-${i}-2026`)).status, String(i)).toBe(400)
    expect((await login(b, "127.0.9.2", password)).status).toBe(429)
    // Over all addresses: the first login and those 5 counted toward the account's 50, so the 45th
    // guess from fresh addresses is refused. Counted per instance, none would be.
    for (let i = 0; i < 44; i++) expect((await login(servers()[i % 2]!, `127.0.9.${10 + (i % 10)}`, `Falsch-${i}-2026`)).status, String(i)).toBe(400)
    expect((await login(a, "127.0.9.20", "Falsch-44-2026")).status).toBe(429)
    expect((await login(b, "127.0.9.21", password)).status).toBe(429)
    // The owner's browser, known by the cookie instance a set, logs in on instance b.
    expect((await login(b, "127.0.9.22", password, device)).status).toBe(200)
  })

  it("bounds one client's datasheet jobs (3 at once) on both instances together", { timeout: 90_000 }, async () => {
    const large = Array.from({ length: 100 }, () => "WS-0612-40")
    const base = Date.now()
    const jobs = [0, 1, 2, 3].map((i) => ({
      server: servers()[i % 2]!,
      query: `productIds=${large.join(",")}&productNames=${large.map(() => "x").join(",")}&reqTime=${base + i}`,
    }))
    const started: Array<{ readonly status: number; readonly cookie: string }> = []
    for (const job of jobs) {
      const response = await get(job.server, `/api/pdf/initiate-article-datasheet-generation?${job.query}`)
      started.push({ status: response.status, cookie: response.headers.get("set-cookie")?.split(";")[0] ?? "" })
    }
    // Counted per instance, the jobs would split 2 and 2 and all be accepted.
    expect(started.map((s) => s.status)).toEqual([202, 202, 202, 429])
    for (const [i, job] of jobs.slice(0, 3).entries()) {
      const removed = await get(job.server, `/api/pdf/delete-generated-files?${job.query}`, { headers: { cookie: started[i]!.cookie } })
      expect(removed.status).toBe(204)
    }
    // Given back: the client may start a job again.
    const again = `productIds=WS-0612-40&productNames=x&reqTime=${base + 10}`
    const response = await get(b, `/api/pdf/initiate-article-datasheet-generation?${again}`)
    expect(response.status).toBe(202)
    const cookie = response.headers.get("set-cookie")?.split(";")[0] ?? ""
    await get(b, `/api/pdf/delete-generated-files?${again}`, { headers: { cookie } })
  })

  it("sends every queued mail exactly once with both mail workers running", { timeout: 90_000 }, async () => {
    const owner = openPostgres(database.url, 1)
    const subjects = Array.from({ length: 30 }, (_, i) => `machines-test-mail-${String(i).padStart(2, "0")}`)
    try {
      for (const subject of subjects) {
        const mail = { kind: "sales", to: "sales@example.at", subject, text: `Mail ${subject}`, attachments: [] }
        await owner.query("insert into public.mail_outbox (kind, mail) values ('sales', $1::jsonb)", [JSON.stringify(mail)])
      }
      const unsent = async () => Number((await owner.query<{ n: string }>("select count(*)::text as n from public.mail_outbox where status <> 'sent'"))[0]?.n)
      await expect.poll(unsent, { timeout: 60_000 }).toBe(0)
    } finally {
      await owner.close()
    }
    const sent = servers().flatMap((server) => {
      const outbox = join(server.dataDir, "outbox")
      return readdirSync(outbox)
        .filter((file) => file.endsWith(".eml"))
        .map((file) => /^Subject: (.*)$/m.exec(readFileSync(join(outbox, file), "utf8"))?.[1]?.trim() ?? "")
        .filter((subject) => subject.startsWith("machines-test-mail-"))
    })
    expect(sent.sort()).toEqual(subjects)
  })
})

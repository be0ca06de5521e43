/**
 * `npm start`'s cluster (scripts/start.ts) with two worker processes behind one port on
 * PostgreSQL: what must agree across processes does. Each request opens a new connection, and
 * Node's cluster hands new connections to its workers in turn (round-robin), so consecutive
 * requests alternate between the two processes: a limit or a job kept in one process's memory
 * would not hold. On the embedded database `npm start` runs one process whatever WEB_CONCURRENCY says.
 */
import { execFileSync } from "node:child_process"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { freshDatabase } from "../database/engines.ts"
import { type TestServer, postContactForms, startServer } from "./server.ts"

const databaseUrl = process.env["DATABASE_URL"]
if (!databaseUrl) console.warn("npm start with two worker processes: skipped, DATABASE_URL (PostgreSQL) is not set; the embedded database runs one process.")

let server: TestServer
let database: Awaited<ReturnType<typeof freshDatabase>> | undefined

beforeAll(async () => {
  if (!databaseUrl) return
  database = await freshDatabase(databaseUrl)
  server = await startServer({ DATABASE_URL: database.url }, undefined, { workers: 2 })
}, 90_000)
afterAll(async () => {
  await server?.stop()
  await database?.drop()
})

/** A new connection per request, so the cluster picks the next worker. */
const get = (path: string, init: RequestInit = {}) =>
  fetch(`${server.baseUrl}${path}`, { ...init, redirect: "manual", headers: { connection: "close", ...init.headers } })

/** The child processes of `parent` (`ps` exits with 1 when there are none). */
const childPids = (parent: number) => {
  const listed = (() => {
    try {
      return execFileSync("ps", ["-o", "pid=", "--ppid", String(parent)], { encoding: "utf8" })
    } catch (error) {
      if ((error as { status?: number }).status === 1) return ""
      throw error
    }
  })()
  return listed
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0)
}
const workerPids = () => childPids(server.process.pid!)

describe("npm start on the embedded database", () => {
  it("runs one server process when WEB_CONCURRENCY asks for two, and says why", { timeout: 90_000 }, async () => {
    const embedded = await startServer({ WEB_CONCURRENCY: "2" }, undefined, { workers: 1 })
    try {
      // Its own PDF and database threads are no processes; a forked worker would be.
      expect(childPids(embedded.process.pid!)).toEqual([])
      expect((await fetch(`${embedded.baseUrl}/api/health`)).status).toBe(200)
      expect(embedded.output()).toContain("the embedded database is held by one process")
    } finally {
      await embedded.stop()
    }
  })

  it("opens a fresh embedded database soon after the start without a request, so the first contact message does not wait for it", { timeout: 120_000 }, async () => {
    const embedded = await startServer({}, undefined, { workers: 1 })
    try {
      expect((await fetch(`${embedded.baseUrl}/api/health`)).status).toBe(200)
      // No request that needs the database is sent: the server opens (creates) it by itself.
      while (!existsSync(join(embedded.dataDir, "database", "PG_VERSION"))) await new Promise((resolve) => setTimeout(resolve, 250))
    } finally {
      await embedded.stop()
    }
  })
})

describe.skipIf(!databaseUrl)("npm start with two worker processes on PostgreSQL", () => {
  it("runs two workers under one primary", () => {
    expect(workerPids()).toHaveLength(2)
  })

  it("enforces the contact form's rate limit (5 an hour per address) across the processes", { timeout: 60_000 }, async () => {
    const statuses = await postContactForms([server.baseUrl], 7, "Cluster")
    // Counted per process, each would have seen at most 4 of the 7 and sent them all.
    expect(statuses).toEqual(["sent", "sent", "sent", "sent", "sent", "rateLimited", "rateLimited"])
  })

  it("polls and downloads a datasheet job through the other process than the one that started it", { timeout: 90_000 }, async () => {
    const ids = ["WS-0612-40", "WS-0408-30"]
    const q = `productIds=${ids.join(",")}&productNames=a,b&reqTime=${Date.now()}`
    const started = await get(`/api/pdf/initiate-article-datasheet-generation?${q}`)
    expect(started.status).toBe(202)
    const cookie = started.headers.get("set-cookie")!.split(";")[0]!
    const poll = async () => {
      const response = await get(`/api/pdf/download-generated-article-datasheets?${q}`, { headers: { cookie } })
      expect(response.status).toBe(200)
      return (await response.json()) as { readonly pdfs: ReadonlyArray<{ readonly signedUrl: string }> }
    }
    // Every poll is a new connection: half of them reach the process that did not start the job.
    await expect.poll(async () => (await poll()).pdfs.length, { timeout: 60_000 }).toBe(2)
    for (const pdf of (await poll()).pdfs) {
      for (let i = 0; i < 2; i++) {
        const file = await get(pdf.signedUrl)
        expect(file.status).toBe(200)
        expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-")
      }
    }
    expect((await get(`/api/pdf/delete-generated-files?${q}`, { headers: { cookie } })).status).toBeLessThan(300)
  })

  it("starts a new worker when one dies", { timeout: 90_000 }, async () => {
    const [victim] = workerPids()
    process.kill(victim!, "SIGKILL")
    await expect.poll(() => workerPids().filter((pid) => pid !== victim).length, { timeout: 30_000 }).toBe(2)
    // Both processes answer again: consecutive new connections reach each of them.
    for (let i = 0; i < 4; i++) {
      const status = async () => (await get(`/de/product-catalog/?cluster=${Date.now()}`, { signal: AbortSignal.timeout(10_000) }).catch(() => null))?.status
      await expect.poll(status, { timeout: 40_000 }).toBe(200)
    }
  })

  // Last: its large jobs keep both processes busy until the server stops.
  it("bounds the datasheet jobs of one client address across the processes (3 at once)", { timeout: 90_000 }, async () => {
    const large = Array.from({ length: 100 }, () => "WS-0612-40")
    const base = Date.now()
    const queries = [0, 1, 2, 3].map((i) => `productIds=${large.join(",")}&productNames=${large.map(() => "x").join(",")}&reqTime=${base + i}`)
    const cookies: Array<string> = []
    const statuses: Array<number> = []
    // Alternate connections: kept per process, the jobs would split 2 and 2 and all be accepted.
    for (const q of queries) {
      const response = await get(`/api/pdf/initiate-article-datasheet-generation?${q}`)
      statuses.push(response.status)
      cookies.push(response.headers.get("set-cookie")?.split(";")[0] ?? "")
    }
    expect(statuses).toEqual([202, 202, 202, 429])
    for (const [i, q] of queries.slice(0, 3).entries()) {
      expect((await get(`/api/pdf/delete-generated-files?${q}`, { headers: { cookie: cookies[i]! } })).status).toBe(204)
    }
  })
})

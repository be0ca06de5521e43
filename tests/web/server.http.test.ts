/**
 * The built server on its own: it renders datasheets and opens its embedded database without the
 * `.ts` sources (its PDF worker and database thread are bundled into web/.output; Node, and so its
 * threads, are started with type stripping off, so loading any `.ts` file fails as it does on
 * Node 20), and it refuses to start on Node < 22 with one line. `npm start`'s launcher
 * (scripts/start.ts) asks its server for /api/health once it listens, and stops when the server
 * cannot build its runtime.
 * Each case starts its own server process (the suite's shared one is not touched).
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterEach, describe, expect, it } from "vitest"
import { freePort } from "../support/net.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const started: Array<ChildProcess> = []
const dataDirs: Array<string> = []

interface Launch {
  /** The script to run: the built server (default) or `npm start`'s launcher. */
  readonly entry?: string
  readonly env?: Readonly<Record<string, string>>
}

const startServer = (nodeArgs: ReadonlyArray<string>, port: number, { entry = "web/.output/server/index.mjs", env: extra = {} }: Launch = {}) => {
  // Embedded, in a data folder of its own (DATABASE_URL is for the database suites).
  const { TEST: _test, VITEST: _vitest, DATABASE_URL: _database, SUPABASE_URL: _supabase, SUPABASE_ANON_KEY: _anon, ...env } = process.env
  const dataDir = mkdtempSync(join(tmpdir(), "shop-web-data-"))
  dataDirs.push(dataDir)
  const server = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: { ...env, PORT: String(port), NODE_ENV: "production", SHOP_DATA_DIR: dataDir, MAIL_OUTBOX: join(dataDir, "outbox"), ...extra },
    stdio: ["ignore", "pipe", "pipe"],
  })
  started.push(server)
  let output = ""
  server.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  server.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)))
  return { server, exited, output: () => output }
}

afterEach(async () => {
  for (const server of started.splice(0)) {
    if (server.exitCode !== null || server.signalCode !== null) continue
    const exited = new Promise((resolve) => server.once("exit", resolve))
    server.kill("SIGTERM")
    await exited
  }
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe("the built server", () => {
  it("renders datasheets and opens its database without the TypeScript sources", { timeout: 60_000 }, async () => {
    const port = await freePort()
    const { output } = startServer(["--no-experimental-strip-types"], port)
    await expect.poll(output, { timeout: 20_000 }).toMatch(/Listening on/i)
    const base = `http://127.0.0.1:${port}`
    const query = `productIds=WS-0612-40&productNames=a&reqTime=${Date.now()}`
    const first = await fetch(`${base}/api/pdf/initiate-article-datasheet-generation?${query}`)
    expect(first.status).toBe(202)
    const cookie = first.headers.get("set-cookie")!.split(";")[0]!
    const poll = async () => {
      const response = await fetch(`${base}/api/pdf/download-generated-article-datasheets?${query}`, { headers: { cookie } })
      const body = (await response.json()) as { pdfs?: ReadonlyArray<unknown>; error?: string }
      return body.error ?? body.pdfs?.length
    }
    await expect.poll(poll, { timeout: 30_000 }).toBe(1)
    // The contact form counts its limit in the database: "sent", not "error", once the thread opened it.
    const contact = await fetch(`${base}/api/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
      body: new URLSearchParams({ lang: "de", company: "", firstname: "Anna", lastname: "Huber", email: "anna@example.at", subject: "Thread", message: "Bitte um Rückruf.", privacyAccepted: "on", extra_info: "" }),
    })
    expect([contact.status, contact.headers.get("location")]).toEqual([303, "/de/contact/?status=sent"])
    expect(output()).not.toMatch(/Unknown file extension|ERR_UNKNOWN_FILE_EXTENSION/)
  })

  it("its database thread loads PGlite, not the PostgreSQL driver it never uses", () => {
    // The thread's module and every bundled module it imports, transitively.
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const m of readFileSync(file, "utf8").matchAll(/^import\s+(?:[^"']*\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gm)) visit(join(dirname(file), m[1]!))
    }
    visit(join(root, "web/.output/server/database-thread.mjs"))
    const bundled = [...seen].map((file) => file.slice(join(root, "web/.output/server/").length))
    expect(bundled[0]).toBe("database-thread.mjs")
    expect(bundled.filter((file) => /(^|\/)pg(-[a-z]+)?\.mjs$/.test(file))).toEqual([])
  })

  it("logs no error for visitors who leave before their page is answered", { timeout: 60_000 }, async () => {
    const port = await freePort()
    const { output } = startServer([], port)
    await expect.poll(output, { timeout: 20_000 }).toMatch(/Listening on/i)
    // Uncached catalogue pages, each connection closed while its page is still being made (the
    // first renders of a fresh server take tens of milliseconds or more).
    const leave = (path: string, afterMs: number) =>
      new Promise<void>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => {
          socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`)
          setTimeout(() => socket.destroy(), afterMs)
        })
        socket.on("close", () => resolve())
      })
    await Promise.all([1, 5, 20, 50].map((afterMs) => leave(`/de/product-catalog/?material=steel&left=${afterMs}`, afterMs)))
    // Requests are handled in the order they came: once a later one is answered, so are those.
    expect((await fetch(`http://127.0.0.1:${port}/de/product-catalog/?material=steel&stayed=1`)).status).toBe(200)
    expect(output()).not.toMatch(/aborted|ECONNRESET|Error/)
  })

  it("refuses to start on Node 20 with one line", { timeout: 30_000 }, async () => {
    const fakeNode20 = `data:text/javascript,Object.defineProperty(process.versions, "node", { value: "20.20.2" })`
    const { exited, output } = startServer(["--import", fakeNode20], await freePort())
    expect(await exited).toBe(1)
    expect(output().trim()).toBe("The shop server needs Node 22 or newer (this is Node 20.20.2); run it with the project's pinned Node: npm start")
  })
})

describe("readiness", () => {
  const notAUrl = { ANALYTICS_ENDPOINT: "ftp://analytics.example.at" }

  it("answers /api/health with 200 once its runtime is built, GET only", { timeout: 60_000 }, async () => {
    const port = await freePort()
    const { output } = startServer([], port)
    await expect.poll(output, { timeout: 45_000 }).toMatch(/Listening on/)
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)
    expect(health.headers.get("cache-control")).toBe("no-store")
    expect(await health.json()).toEqual({ status: "ok" })
    // Without SITE_URL a server outside development says that its links follow the request's Host.
    expect(output()).toContain("SITE_URL is not set")
    expect((await fetch(`http://127.0.0.1:${port}/api/health`, { method: "POST" })).status).toBe(405)
  })

  it("answers 503 when a setting keeps its runtime from being built, naming the setting only in the log", { timeout: 60_000 }, async () => {
    const port = await freePort()
    const { output } = startServer([], port, { env: notAUrl })
    await expect.poll(output, { timeout: 45_000 }).toMatch(/Listening on/)
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(503)
    const body = await health.text()
    expect(JSON.parse(body)).toEqual({ status: "unavailable" })
    expect(output()).toContain("ANALYTICS_ENDPOINT")
  })

  for (const workers of [1, 2])
    it(`npm start with ${workers} process${workers === 1 ? "" : "es"} stops (exit code 1) when its server cannot build its runtime`, { timeout: 60_000 }, async () => {
      const { exited, output } = startServer([], await freePort(), { entry: "scripts/start.ts", env: { ...notAUrl, WEB_CONCURRENCY: String(workers) } })
      expect(await exited).toBe(1)
      expect(output()).toContain("ANALYTICS_ENDPOINT")
      expect(output()).toContain("[start] the server could not build its runtime (the log above says why)")
      expect(output()).toContain("stopping")
    })
})

/**
 * A second production server for the tests that need another configuration (TRUST_PROXY,
 * SITE_URL, a fixed signing secret) or must kill it. The suite's build is reused (globalSetup
 * built it); each server gets its own port, data folder and outbox, stopped by its own handle.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { freePort } from "../support/net.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))

export interface TestServer {
  readonly baseUrl: string
  readonly dataDir: string
  readonly process: ChildProcess
  /** SIGTERM and wait. */
  readonly stop: () => Promise<void>
  /** SIGKILL and wait: no cleanup runs. */
  readonly kill: () => Promise<void>
  /** What the server printed so far (stdout and stderr). */
  readonly output: () => string
}

export interface StartOptions {
  /** Run `npm start`'s launcher (scripts/start.ts) with this many worker processes instead of one server process. */
  readonly workers?: number
}

/** How long a test server may take to listen: a busy machine has taken more than 20 s to start two workers. */
export const START_LIMIT_MS = 45_000

export const startServer = async (env: Readonly<Record<string, string>> = {}, dataDir?: string, options: StartOptions = {}): Promise<TestServer> => {
  const port = await freePort()
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), "shop-web-data-"))
  // Embedded like the suite's server: DATABASE_URL is for the database suites, not these servers.
  const { TEST: _test, VITEST: _vitest, DATABASE_URL: _database, SUPABASE_URL: _supabase, SUPABASE_ANON_KEY: _anon, ...inherited } = process.env
  const workers = options.workers ?? 1
  const entry = options.workers === undefined ? "web/.output/server/index.mjs" : "scripts/start.ts"
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      SHOP_DATA_DIR: dir,
      MAIL_OUTBOX: join(dir, "outbox"),
      ...(options.workers === undefined ? {} : { WEB_CONCURRENCY: String(workers) }),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within ${START_LIMIT_MS} ms:\n${output}`)), START_LIMIT_MS)
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      if ((output.match(/Listening on/gi) ?? []).length >= workers) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  try {
    await listening
  } catch (error) {
    // Not left running (the primary's workers exit when it is gone), nor its data.
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    if (dataDir === undefined) rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const ended = (signal: NodeJS.Signals) => async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill(signal)
    await exited
  }
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    dataDir: dir,
    process: child,
    stop: async () => {
      await ended("SIGTERM")()
      if (dataDir === undefined) rmSync(dir, { recursive: true, force: true })
    },
    kill: ended("SIGKILL"),
    output: () => output,
  }
}

/**
 * Posts the contact form `times` times from one address, the i-th to `baseUrls[i % n]` on a new
 * connection each (a cluster hands new connections to its workers in turn); answers the `status`
 * each answer's redirect carries ("sent", "rateLimited", …).
 */
export const postContactForms = async (baseUrls: ReadonlyArray<string>, times: number, subject: string): Promise<Array<string | null>> => {
  const form = new URLSearchParams({
    salutation: "mr",
    firstname: "Ada",
    lastname: "Lovelace",
    subject,
    email: "ada@example.com",
    message: "A message sent to check the limit across server processes.",
    privacyAccepted: "on",
  })
  const statuses: Array<string | null> = []
  for (let i = 0; i < times; i++) {
    const baseUrl = baseUrls[i % baseUrls.length]!
    const response = await fetch(`${baseUrl}/api/contact/`, {
      method: "POST",
      body: form,
      redirect: "manual",
      headers: { origin: baseUrl, "content-type": "application/x-www-form-urlencoded", connection: "close" },
    })
    if (response.status !== 303) throw new Error(`contact form: ${response.status}, not a redirect`)
    statuses.push(new URL(response.headers.get("location")!, baseUrl).searchParams.get("status"))
  }
  return statuses
}

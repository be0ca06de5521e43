/**
 * Global setup of the web suite: builds the production server only when it is stale, starts
 * `node web/.output/server/index.mjs` once on a free port, and launches one Chromium (Debian's
 * /usr/bin/chromium through playwright-core) that every browser test file connects to through
 * the fixture in browser.ts. Both are stopped by their handles when the suite ends. Without
 * Chromium the browser tests are skipped and say why.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { type BrowserServer, chromium } from "playwright-core"
import type { TestProject } from "vitest/node"
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.ts"
import { freePort } from "../support/net.ts"
import { START_LIMIT_MS } from "./server.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))

/** Resolves when the server prints its listening line; rejects when it exits first. */
const whenListening = (server: ChildProcess, limitMs: number) =>
  new Promise<void>((resolve, reject) => {
    let output = ""
    const timer = setTimeout(() => reject(new Error(`web server did not start within ${limitMs} ms:\n${output}`)), limitMs)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Listening on/i.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    server.stdout?.on("data", onData)
    server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
    server.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`web server exited with ${code}:\n${output}`))
    })
  })

export default async function setup(project: TestProject) {
  execFileSync("bash", ["scripts/build-web-if-stale.sh"], { cwd: root, stdio: "inherit" })

  const port = await freePort()
  // Vitest sets TEST, which silences the server's listening line that tells us it is ready. The
  // server runs on the embedded default whatever the developer's .env or CI says: its own database
  // and files in a fresh data folder (DATABASE_URL is for the database suites, not for this server).
  const { TEST: _test, VITEST: _vitest, DATABASE_URL: _database, SUPABASE_URL: _supabase, SUPABASE_ANON_KEY: _anon, ...env } = process.env
  // The server's mail goes to a fresh outbox (contact-form and account tests read the .eml files there).
  const mailOutbox = mkdtempSync(join(tmpdir(), "shop-web-outbox-"))
  const dataDir = mkdtempSync(join(tmpdir(), "shop-web-data-"))
  const server = spawn(process.execPath, ["web/.output/server/index.mjs"], {
    cwd: root,
    env: { ...env, PORT: String(port), NODE_ENV: "production", MAIL_OUTBOX: mailOutbox, SHOP_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const stopServer = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return
    const exited = new Promise((resolve) => server.once("exit", resolve))
    server.kill("SIGTERM")
    await exited
  }
  try {
    await whenListening(server, START_LIMIT_MS)
  } catch (error) {
    await stopServer()
    throw error
  }
  project.provide("webBaseUrl", `http://127.0.0.1:${port}`)
  project.provide("mailOutbox", mailOutbox)

  let browser: BrowserServer | undefined
  if (existsSync(CHROMIUM_PATH)) {
    browser = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
    project.provide("chromiumWsEndpoint", browser.wsEndpoint())
    project.provide("chromiumSkipReason", "")
  } else {
    const reason = `${CHROMIUM_PATH} is missing: browser tests skipped (install Debian's chromium: apt-get install -y chromium)`
    console.warn(`[web tests] ${reason}`)
    project.provide("chromiumWsEndpoint", "")
    project.provide("chromiumSkipReason", reason)
  }

  return async () => {
    await browser?.close()
    await stopServer()
    rmSync(mailOutbox, { recursive: true, force: true })
    rmSync(dataDir, { recursive: true, force: true })
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    webBaseUrl: string
    /** The folder the test server writes its mail (.eml files) to. */
    mailOutbox: string
    chromiumWsEndpoint: string
    chromiumSkipReason: string
  }
}

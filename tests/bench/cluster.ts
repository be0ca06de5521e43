/**
 * `npm start` on one core and on all (issue 11), run by `npm run bench`:
 *
 *   node tests/bench/cluster.ts [--quick]
 *
 * Starts the launcher (scripts/start.ts) on a free port, one after the other in the same run: on
 * the embedded database (one server process, as `npm start` runs it there), and, when
 * DATABASE_URL is set, on a fresh PostgreSQL database with `WEB_CONCURRENCY=1` and with the
 * machine's core count (one worker per core). Each time autocannon (50 connections, in this
 * process) asks for the catalogue with a unique query parameter per request, so the page cache
 * never answers: every request is rendered. As the database-bound figure, the contact form's
 * POST (a rate-limit take in the database; after
 * five it answers "rate limited", as a visitor's sixth would). Before those, the first contact
 * POST of the fresh install is timed on its own (it must be sent), with the slowest catalogue
 * page a guest got meanwhile. Prints a table, writes JSON to
 * bench/results/cluster-<timestamp>.json. The load average is printed: on a shared machine
 * autocannon and the server compete for the same cores.
 */
import { type ChildProcess, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { availableParallelism, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { execFileSync } from "node:child_process"
import autocannon from "autocannon"
import { freePort } from "../support/net.ts"
import { freshDatabase } from "../database/engines.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const quick = process.argv.includes("--quick")
const SECONDS = quick ? 4 : 10
const CONNECTIONS = 50
const cores = availableParallelism()

execFileSync("bash", ["scripts/build-web-if-stale.sh"], { cwd: root, stdio: "inherit" })

const running = new Set<ChildProcess>()
process.once("exit", () => {
  for (const child of running) if (child.exitCode === null) child.kill("SIGKILL")
})

const databaseUrl = process.env["DATABASE_URL"]

const start = async (workers: number, database?: string) => {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), "shop-cluster-bench-"))
  const { TEST: _test, VITEST: _vitest, DATABASE_URL: _db, ...env } = process.env
  const child = spawn(process.execPath, ["scripts/start.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      SHOP_DATA_DIR: dir,
      MAIL_OUTBOX: join(dir, "outbox"),
      WEB_CONCURRENCY: String(workers),
      ...(database === undefined ? {} : { DATABASE_URL: database }),
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  running.add(child)
  let output = ""
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not started in 60 s:\n${output}`)), 60_000)
    const take = (chunk: Buffer) => {
      output += chunk.toString()
      if ((output.match(/Listening on/gi) ?? []).length >= workers) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on("data", take)
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()))
  })
  const stop = async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve))
    child.kill("SIGTERM")
    await exited
    running.delete(child)
    rmSync(dir, { recursive: true, force: true })
  }
  return { base: `http://127.0.0.1:${port}`, stop }
}

interface Figures {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly max: number
  readonly errors: number
  readonly non2xx3xx: number
}

const cannon = async (options: autocannon.Options): Promise<Figures> => {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, pipelining: 1, ...options })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx3xx: result["4xx"] + result["5xx"],
  }
}

const contactBody = new URLSearchParams({
  salutation: "mr",
  firstname: "Ada",
  lastname: "Lovelace",
  subject: "Bench",
  email: "ada@example.com",
  message: "A message of the benchmark; refused by the rate limit after five.",
  privacyAccepted: "on",
}).toString()

const scenarios = (base: string) => ({
  // idReplacement: `[<id>]` becomes a new id per request, so the page cache never answers.
  "catalogue, every URL new": { url: `${base}/de/product-catalog/?material=steel&u=[<id>]`, idReplacement: true },
  "contact POST (a database rate-limit take)": {
    url: `${base}/api/contact/`,
    method: "POST" as const,
    body: contactBody,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
  },
})

const results: Record<string, Record<string, Figures>> = {}
const firstContactMs: Record<string, number> = {}
const meanwhile: Record<string, { readonly pages: number; readonly slowestMs: number }> = {}
const loads: Array<number> = [loadavg()[0]!]
const setups = [
  { label: "embedded, 1 process", workers: 1, postgres: false },
  ...(databaseUrl ? [{ label: "PostgreSQL, 1 process", workers: 1, postgres: true }, { label: `PostgreSQL, ${cores} processes`, workers: cores, postgres: true }] : []),
]
if (!databaseUrl) console.warn("cluster bench: DATABASE_URL is not set; only the embedded database (one process) is measured")
for (const { label, workers, postgres } of setups) {
  const database = postgres ? await freshDatabase(databaseUrl!) : undefined
  const server = await start(workers, database?.url)
  try {
    // The first request builds each process's runtime and loads the catalogue (seconds): one per process first.
    for (let i = 0; i < workers * 2; i++) await fetch(`${server.base}/de/product-catalog/?warm=${i}`, { headers: { connection: "close" } })
    // One process opens its embedded database on the first request that needs it (seconds, on
    // the database's own thread); PostgreSQL is opened at the start. Timed apart, so
    // the contact figures below are of an open database. Meanwhile a guest asks for catalogue pages
    // one after another: the slowest shows whether the opening held up the rest of the process.
    const contact = scenarios(server.base)["contact POST (a database rate-limit take)"]
    const started = performance.now()
    let opening = true
    const guestPages: Array<number> = []
    const guest = (async () => {
      while (opening) {
        const asked = performance.now()
        await fetch(`${server.base}/de/product-catalog/?material=steel&meanwhile=${guestPages.length}`).then((response) => response.arrayBuffer())
        guestPages.push(performance.now() - asked)
      }
    })()
    const first = await fetch(contact.url, { method: "POST", body: contact.body, headers: contact.headers, redirect: "manual" }).finally(() => (opening = false))
    await first.arrayBuffer()
    firstContactMs[label] = performance.now() - started
    await guest
    // A 303 to "?status=error" counts as a 3xx to autocannon: the database must have answered.
    if (!(first.headers.get("location") ?? "").endsWith("status=sent")) throw new Error(`${label}: the first contact POST was not sent: ${first.status} ${first.headers.get("location")}`)
    meanwhile[label] = { pages: guestPages.length, slowestMs: Math.max(...guestPages) }
    for (const [name, options] of Object.entries(scenarios(server.base))) {
      await cannon({ ...options, duration: quick ? 1 : 2 }) // warm-up: JIT, PDF workers, caches of the content
      ;(results[name] ??= {})[label] = await cannon(options)
    }
  } finally {
    await server.stop()
    await database?.drop()
  }
  loads.push(loadavg()[0]!)
}

console.log(`\ncluster bench: ${CONNECTIONS} connections, ${SECONDS} s each, ${cores} cores shared with autocannon; 1-min load ${loads.map((l) => l.toFixed(1)).join(" → ")}`)
console.log(`${"request".padEnd(44)} ${"setup".padEnd(24)} ${"req/s".padStart(8)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"max ms".padStart(7)} ${"errors".padStart(7)} ${"4xx/5xx".padStart(8)}`)
for (const [name, byLabel] of Object.entries(results)) {
  for (const [label, f] of Object.entries(byLabel)) {
    console.log(`${name.padEnd(44)} ${label.padEnd(24)} ${f.rps.toFixed(0).padStart(8)} ${String(f.p50).padStart(7)} ${String(f.p99).padStart(7)} ${String(f.max).padStart(7)} ${String(f.errors).padStart(7)} ${String(f.non2xx3xx).padStart(8)}`)
  }
}
console.log(
  `first contact POST after the start (one process opens its embedded database then): ${Object.entries(firstContactMs)
    .map(([label, ms]) => `${label} ${ms.toFixed(0)} ms (meanwhile ${meanwhile[label]?.pages} guest pages, the slowest ${meanwhile[label]?.slowestMs.toFixed(0)} ms)`)
    .join(", ")}`,
)
mkdirSync(join(root, "bench", "results"), { recursive: true })
const file = join(root, "bench", "results", `cluster-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
writeFileSync(file, `${JSON.stringify({ node: process.version, cores, quick, seconds: SECONDS, connections: CONNECTIONS, loads, firstContactMs, meanwhile, results }, null, 2)}\n`)
console.log(`written: ${file.slice(root.length)}`)

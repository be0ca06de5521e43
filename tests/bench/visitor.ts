/**
 * What no cache answers (issue 11), against the production build, run by `npm run bench`:
 *
 *   node tests/bench/visitor.ts [--quick]
 *
 * 1. Cold start: a fresh server process from spawn until it listens, and its first catalogue page
 *    (modules loaded on first use, catalogue read, nothing cached), then the second. Then `npm
 *    start`'s launcher (one process) from spawn until ready (its readiness check built the
 *    runtime), and its first catalogue page.
 * 2. A guest with a cart (the header's badge counts it, so the page is rendered for them) and a logged-in visitor: an account signed up and confirmed through the mailed link (the server's
 *    .eml outbox), then 50 connections with its session cookie on the catalogue (every URL new;
 *    a logged-in visitor's pages are personal, never cached, and stream) and on "my info" (the
 *    profile read from the embedded database as the user); beside them, in the same run, the
 *    guest's uncached catalogue. Each with the server's CPU time per request (from /proc), which
 *    other work on the machine skews less than requests per second.
 *
 * Prints a table and writes JSON to bench/results/visitor-<timestamp>.json. Never run by `npm test`.
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import autocannon from "autocannon"
import { type CartItem, cartCookieValue, emptyGuestCart } from "@shop/core"
import { startServer } from "../web/server.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const quick = process.argv.includes("--quick")
const SECONDS = quick ? 3 : 10
const CONNECTIONS = 50
const PASSWORD = "Schaltschrank-2026"

const ms = (value: number) => `${value.toFixed(0)} ms`
/** User plus system CPU time of a process so far, in ms (Linux). */
const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")
  return (Number(fields[11]) + Number(fields[12])) * 10
}

const rows: Array<{ readonly name: string; readonly figure: string }> = []

// 1. Cold start.
execFileSync("bash", ["scripts/build-web-if-stale.sh"], { cwd: root, stdio: ["ignore", "inherit", "inherit"] })
const spawned = performance.now()
const server = await startServer()
const listening = performance.now() - spawned
// A step that fails before the runs' `finally` must not leave the server running.
process.once("exit", () => server.process.kill("SIGKILL"))
const timed = async (path: string, headers: Record<string, string> = {}, base = server.baseUrl) => {
  const started = performance.now()
  const response = await fetch(`${base}${path}`, { headers, redirect: "manual" })
  await response.arrayBuffer()
  if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`)
  return performance.now() - started
}
const firstPage = await timed("/de/product-catalog/?material=steel")
const secondPage = await timed("/de/product-catalog/?material=steel&second=1")
rows.push({ name: "cold start: spawn until listening", figure: ms(listening) })
rows.push({ name: "cold start: first catalogue page, then the second", figure: `${ms(firstPage)}, then ${ms(secondPage)}` })
{
  const launched = performance.now()
  const launcher = await startServer({}, undefined, { workers: 1 })
  try {
    while ((await fetch(`${launcher.baseUrl}/api/health`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 10))
    const ready = performance.now() - launched
    const first = await timed("/de/product-catalog/?material=steel", {}, launcher.baseUrl)
    rows.push({ name: "cold start, npm start (one process): spawn until ready, then the first catalogue page", figure: `${ms(ready)}, then ${ms(first)}` })
  } finally {
    await launcher.stop()
  }
}

// 2. A logged-in visitor.
const form = (fields: Record<string, string>) => ({
  method: "POST",
  redirect: "manual" as const,
  headers: { "content-type": "application/x-www-form-urlencoded", origin: server.baseUrl },
  body: new URLSearchParams(fields).toString(),
})
const email = `bench.${Date.now().toString(36)}@example.at`
const signUp = await fetch(`${server.baseUrl}/api/account/signup`, form({
  lang: "de", email, password: PASSWORD, passwordRepeat: PASSWORD, company: "Elektro Huber GmbH", vat: "ATU12345678",
  firstname: "Anna", lastname: "Huber", street: "Hauptstraße 1", zip: "4020", city: "Linz", country: "AT", language: "de",
}))
if (signUp.status !== 303) throw new Error(`sign-up answered ${signUp.status}`)
const outbox = join(server.dataDir, "outbox")
const mailText = readdirSync(outbox).map((name) => readFileSync(join(outbox, name), "utf8")).join("\n").replace(/=\r?\n/g, "").replace(/=3D/g, "=").replace(/&amp;/g, "&")
const link = /https?:\/\/[^\s"<>]+type=signup[^\s"<>]*/.exec(mailText)?.[0]
if (link === undefined) throw new Error("no confirmation link in the outbox")
// The link's page spends nothing; its button posts the link's parameters (as the page's hidden fields).
const linkUrl = new URL(link)
const confirmed = await fetch(new URL(linkUrl.pathname, server.baseUrl), form(Object.fromEntries(linkUrl.searchParams)))
const cookie = confirmed.headers.getSetCookie().map((line) => line.split(";")[0]!).join("; ")
if (!/session=/.test(cookie)) throw new Error(`confirmation answered ${confirmed.status} without a session`)
await timed("/de/user/profile/my-info/", { cookie })

let unique = 0
const run = async (name: string, path: string, headers: Record<string, string>, fresh: boolean) => {
  const pid = server.process.pid!
  const requests = [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: fresh ? `${path}&u=${Date.now().toString(36)}-${++unique}` : path }) }]
  await autocannon({ url: server.baseUrl, connections: CONNECTIONS, duration: 1, headers, requests })
  const before = cpuMs(pid)
  const result = await autocannon({ url: server.baseUrl, connections: CONNECTIONS, duration: SECONDS, headers, requests })
  const cpuPerRequest = (cpuMs(pid) - before) / Math.max(1, result.requests.total)
  const failed = result.non2xx + result.errors + result.timeouts
  rows.push({
    name,
    figure: `${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, CPU ${cpuPerRequest.toFixed(1)} ms/request${failed > 0 ? `, ${failed} failed` : ""}`,
  })
}
try {
  await run(`guest: catalogue, every URL new (${CONNECTIONS} conn)`, "/de/product-catalog/?material=steel", {}, true)
  // A guest with a cart: the header counts its lines, so the page is theirs and never kept (issue 28).
  const cart = `cart=${cartCookieValue({ ...emptyGuestCart, items: ["WS-0612-40", "WS-0408-30", "WS-0807-21"].map((productId, i) => ({ id: `l${i}`, productId, amount: 1, accessories: [] }) as unknown as CartItem) })}`
  await run(`guest with a 3-line cart: catalogue, every URL new (${CONNECTIONS} conn)`, "/de/product-catalog/?material=steel", { cookie: cart }, true)
  await run(`logged in: catalogue, every URL new (${CONNECTIONS} conn)`, "/de/product-catalog/?material=steel", { cookie }, true)
  await run(`logged in: my info (${CONNECTIONS} conn)`, "/de/user/profile/my-info/?tab=1", { cookie }, true)
} finally {
  await server.stop()
}

const width = Math.max(...rows.map((r) => r.name.length))
console.log(`\n${"what no cache answers".padEnd(width)}  result`)
for (const row of rows) console.log(`${row.name.padEnd(width)}  ${row.figure}`)
const load = loadavg().map((l) => l.toFixed(2)).join(" ")
console.log(`${SECONDS} s per run after 1 s of warm-up; load average ${load}`)
mkdirSync(`${root}bench/results`, { recursive: true })
const file = `${root}bench/results/visitor-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(file, `${JSON.stringify({ node: process.version, loadAverage: load, seconds: SECONDS, connections: CONNECTIONS, rows }, null, 2)}\n`)
console.log(`written: ${file.slice(root.length)}`)

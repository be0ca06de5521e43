/**
 * The fault benchmark of #12: 3,000 fuzzed query strings and cookies on every page type against
 * the production server (built when stale), counting 5xx answers (must be zero) and timing the run.
 *   node tests/bench/faults.ts [--quick]
 * Prints a table and writes JSON to bench/results/. Never run by `npm test` (the suite sends 600).
 */
import { execFileSync } from "node:child_process"
import { cpus } from "node:os"
import { mkdirSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { fuzzedRequests, sendAll } from "../support/fuzz.ts"
import { startServer } from "../web/server.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const quick = process.argv.includes("--quick")
const COUNT = quick ? 500 : 3000

execFileSync("bash", ["scripts/build-web-if-stale.sh"], { cwd: root, stdio: "inherit" })
const server = await startServer()
try {
  const started = performance.now()
  const failures = await sendAll(server.baseUrl, fuzzedRequests(COUNT, 12), 8)
  const seconds = (performance.now() - started) / 1000
  const rss = Number(execFileSync("ps", ["-o", "rss=", "-p", String(server.process.pid)]).toString().trim()) / 1024
  const rows = [{ requests: COUNT, failures: failures.length, seconds: Number(seconds.toFixed(1)), perSecond: Math.round(COUNT / seconds), serverRssMb: Math.round(rss) }]
  console.table(rows)
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure.status} ${failure.request.path} cookie=${failure.request.cookie.slice(0, 80)}`)
  mkdirSync(`${root}bench/results`, { recursive: true })
  const file = `${root}bench/results/faults-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
  writeFileSync(file, `${JSON.stringify({ node: process.version, cpus: cpus().length, quick, rows, failures: failures.slice(0, 50) }, null, 2)}\n`)
  console.log(`written: ${file}`)
  if (failures.length > 0) process.exitCode = 1
} finally {
  await server.stop()
}

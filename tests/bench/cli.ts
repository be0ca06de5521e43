/**
 * `npm run bench`: start-up of `shop-cli` for sales staff at a terminal, hyperfine-style: each
 * command run N times (10; 3 with --quick) after one warm-up, median and spread, beside
 * `node -e ''` (the floor). Targets: `--help` ≤ 0.2 s, a one-line `export-cart` ≤ 0.4 s.
 *
 *   node tests/bench/cli.ts [--quick] [--root <checkout>]   (--root: another checkout, for before/after)
 */
import { spawnSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { loadavg } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("../../", import.meta.url))
const at = process.argv.indexOf("--root")
const checkout = resolve(at < 0 ? root : process.argv[at + 1]!)
const runs = process.argv.includes("--quick") ? 3 : 10
const bin = join(checkout, "cli/bin/shop-cli.mjs")

const cases: ReadonlyArray<readonly [string, ReadonlyArray<string>]> = [
  ["node -e ''", ["-e", ""]],
  ["shop-cli --help", [bin, "--help"]],
  ["shop-cli export-cart (1 line, csv)", [bin, "export-cart", "cart[0][productId]=WS-0612-40&cart[0][amount]=2"]],
  ["shop-cli export-cart (1 line, table)", [bin, "export-cart", "--format", "table", "cart[0][productId]=WS-0612-40&cart[0][amount]=2"]],
]

const timeOnce = (args: ReadonlyArray<string>): number => {
  const started = performance.now()
  const result = spawnSync(process.execPath, args, { cwd: checkout, encoding: "utf8", env: { ...process.env, LANG: "C" } })
  const ms = performance.now() - started
  if (result.status !== 0) throw new Error(`${args.join(" ")} exited ${result.status}: ${result.stderr}`)
  return ms
}

const rows = cases.map(([name, args]) => {
  timeOnce(args)
  const times = Array.from({ length: runs }, () => timeOnce(args)).sort((a, b) => a - b)
  return { name, medianMs: times[Math.floor(times.length / 2)]!, minMs: times[0]!, maxMs: times[times.length - 1]!, runs }
})
console.log(`\n${"shop-cli start".padEnd(40)} ${"median ms".padStart(10)} ${"min".padStart(7)} ${"max".padStart(7)}`)
for (const r of rows) console.log(`${r.name.padEnd(40)} ${r.medianMs.toFixed(0).padStart(10)} ${r.minMs.toFixed(0).padStart(7)} ${r.maxMs.toFixed(0).padStart(7)}`)
const load = loadavg().map((l) => l.toFixed(2)).join(" ")
console.log(`${runs} runs each, load average ${load}; targets: --help ≤ 200 ms, export-cart ≤ 400 ms`)
mkdirSync(`${root}bench/results`, { recursive: true })
const file = `${root}bench/results/cli-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(file, `${JSON.stringify({ node: process.version, checkout: checkout === resolve(root) ? "this" : "other", loadAverage: load, rows }, null, 2)}\n`)
console.log(`written: ${file.slice(root.length)}`)

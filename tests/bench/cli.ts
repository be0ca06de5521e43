/**
 * `npm run bench`: start-up of `shop-cli` for sales staff at a terminal, hyperfine-style: each
 * command run N times (10; 3 with --quick) after one warm-up, median and spread, beside
 * `node -e ''` (the floor). Targets: `--help` ≤ 0.2 s, a one-line `export-cart` ≤ 0.4 s. The
 * launcher keeps Node's compile cache, so each command also runs with an empty cache every time
 * (a fresh `NODE_COMPILE_CACHE` folder per run): the first run after an install or an upgrade.
 * The launcher runs the bundle (cli/build.ts; made here first when it is missing or stale); the
 * export also runs from the sources (SHOP_CLI_SOURCE=1), as after an edit before the rebuild.
 *
 *   node tests/bench/cli.ts [--quick] [--root <checkout>]   (--root: another checkout, for before/after)
 */
import { execFileSync, spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { loadavg, tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
// @ts-expect-error: the launcher's helper is plain JavaScript without types.
import { freshBundle } from "../../cli/bin/freshBundle.mjs"

const root = fileURLToPath(new URL("../../", import.meta.url))
const at = process.argv.indexOf("--root")
const checkout = resolve(at < 0 ? root : process.argv[at + 1]!)
const runs = process.argv.includes("--quick") ? 3 : 10
const bin = join(checkout, "cli/bin/shop-cli.mjs")

const exportCart = [bin, "export-cart", "cart[0][productId]=WS-0612-40&cart[0][amount]=2"]
const source = { SHOP_CLI_SOURCE: "1" }
const cases: ReadonlyArray<readonly [string, ReadonlyArray<string>, "warm" | "cold", Record<string, string>?]> = [
  ["node -e ''", ["-e", ""], "warm"],
  ["shop-cli --help", [bin, "--help"], "warm"],
  ["shop-cli --help, empty compile cache", [bin, "--help"], "cold"],
  ["shop-cli export-cart (1 line, csv)", exportCart, "warm"],
  ["shop-cli export-cart, empty compile cache", exportCart, "cold"],
  ["shop-cli export-cart (1 line, table)", [bin, "export-cart", "--format", "table", "cart[0][productId]=WS-0612-40&cart[0][amount]=2"], "warm"],
  ["export-cart from the sources", exportCart, "warm", source],
  ["export-cart from the sources, empty cache", exportCart, "cold", source],
]

// The bundle as `npm install` leaves it: made now when missing or older than a source.
const stale = freshBundle(pathToFileURL(join(checkout, "cli/dist/")), pathToFileURL(`${checkout}/`), {}) === null
if (stale) execFileSync(process.execPath, [join(checkout, "cli/build.ts")], { cwd: checkout, stdio: "inherit" })

const timeOnce = (args: ReadonlyArray<string>, cache: "warm" | "cold", env: Record<string, string> = {}): number => {
  const emptyCache = cache === "cold" ? mkdtempSync(join(tmpdir(), "shop-cli-compile-cache-")) : undefined
  const started = performance.now()
  const result = spawnSync(process.execPath, args, { cwd: checkout, encoding: "utf8", env: { ...process.env, LANG: "C", ...env, ...(emptyCache ? { NODE_COMPILE_CACHE: emptyCache } : {}) } })
  const ms = performance.now() - started
  if (emptyCache) rmSync(emptyCache, { recursive: true, force: true })
  if (result.status !== 0) throw new Error(`${args.join(" ")} exited ${result.status}: ${result.stderr}`)
  return ms
}

const rows = cases.map(([name, args, cache, env]) => {
  timeOnce(args, cache, env)
  const times = Array.from({ length: runs }, () => timeOnce(args, cache, env)).sort((a, b) => a - b)
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

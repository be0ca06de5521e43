/**
 * `npm run bench`: 100 datasheets through the server job with the PDF worker threads (the web
 * server's setting), in a fresh process each run: time from initiate until ready and the peak RSS
 * of the process (worker threads included), sampled every 5 ms. Median of 3 runs (1 with --quick).
 *
 *   node tests/bench/datasheets-memory.ts [--quick] [--workers N] [--root <checkout>]
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { availableParallelism, loadavg } from "node:os"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"

const here = fileURLToPath(import.meta.url)
const root = fileURLToPath(new URL("../../", import.meta.url))
const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

if (process.argv[2] === "--child") {
  const [, , , checkout, workersArg, countArg] = process.argv
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 5)
  const { Effect, ManagedRuntime } = (await import(`${checkout}/node_modules/effect/dist/index.js`)) as typeof import("effect")
  const { Catalogue, DatasheetServer } = (await import(`${checkout}/core/src/index.ts`)) as typeof import("@shop/core")
  const { cliLayer } = (await import(`${checkout}/adapters/src/documentsLayer.ts`)) as typeof import("@shop/adapters/documentsLayer")
  const runtime = ManagedRuntime.make(cliLayer({ lang: "de", pdfWorkers: Number(workersArg) }))
  const products = await runtime.runPromise(Effect.gen(function* () {
    return yield* (yield* Catalogue).query({ filter: {}, sort: "relevance", language: "de", limit: Number(countArg) })
  }))
  const request = { productIds: products.items.map((p) => p.key), productNames: products.items.map((p) => p.specification.articleNumber), reqTime: Date.now() }
  const before = process.memoryUsage().rss
  const started = performance.now()
  await runtime.runPromise(
    Effect.gen(function* () {
      const server = yield* DatasheetServer
      yield* server.initiate("bench", request, "de")
      while ((yield* server.status("bench", request)).pdfs.length === 0) yield* Effect.sleep("10 millis")
      yield* server.remove("bench", request)
    }),
  )
  const ms = performance.now() - started
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  await runtime.dispose()
  process.stdout.write(JSON.stringify({ ms, peakRssMb: peak / 2 ** 20, startRssMb: before / 2 ** 20 }))
  process.exit(0)
}

const quick = process.argv.includes("--quick")
const checkout = resolve(arg("--root") ?? root)
const workers = Number(arg("--workers") ?? Math.min(4, availableParallelism()))
const count = 100
const runs = quick ? 1 : 3
// The child's log lines share stdout with its figures: the figures are the last JSON object.
const results = Array.from({ length: runs }, () => {
  const out = execFileSync(process.execPath, [here, "--child", checkout, String(workers), String(count)], { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] })
  return JSON.parse(out.slice(out.lastIndexOf('{"ms"'))) as { ms: number; peakRssMb: number; startRssMb: number }
})
const median = (values: Array<number>) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const summary = { datasheets: count, workers, runs, ms: median(results.map((r) => r.ms)), peakRssMb: median(results.map((r) => r.peakRssMb)), loadAverage: loadavg()[0] ?? 0, targets: { peakRssMb: 500 } }
console.log(`\n100 datasheets, server job, ${workers} PDF workers: ${summary.ms.toFixed(0)} ms, peak RSS ${summary.peakRssMb.toFixed(0)} MB (median of ${runs}; target ≤ 500 MB); load ${summary.loadAverage.toFixed(2)}`)
mkdirSync(`${root}bench/results`, { recursive: true })
const file = `${root}bench/results/datasheets-memory-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(file, `${JSON.stringify({ node: process.version, checkout: checkout === resolve(root) ? "this" : "other", results, summary }, null, 2)}\n`)
console.log(`written: ${file.slice(root.length)}`)

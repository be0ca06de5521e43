/**
 * Document benchmarks: the cart PDF (10, 50, 200 lines) and article datasheets (20, 100), each
 * side by side with pdfmake rendering the same document definition directly; the ratio is our
 * overhead (pricing from the catalogue, building the definition, Effect, the job, the file store).
 * The cart PDFs are also rendered without their lines' pictures, alternating with the rest, so
 * that what the pictures cost is measured under the same load. Peak memory is the largest `process.memoryUsage().rss` seen while a scenario runs. The size of
 * each cart PDF and of a datasheet is reported too (the drawn pictures are vector paths in them).
 * Prints a table and writes JSON to bench/results/. Never run by `npm test`.
 *
 *   node tests/bench/documents.ts [--quick]
 *
 * Datasheets are measured three ways: the server job in-process (initiate until the status
 * answers ready, as the browser sees it less its 2 s poll interval), the same with the PDF worker
 * threads a web server uses (PDF_WORKERS), and the CLI path (runDatasheetJob with the in-process
 * client: initiate, wait, read the files, zip, delete). Worker peak RSS includes the workers' heaps.
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { cpus } from "node:os"
import { fileURLToPath } from "node:url"
import { Effect, ManagedRuntime } from "effect"
import {
  type AccessoryId,
  Catalogue,
  type CartPdfInput,
  DatasheetServer,
  type Product,
  type SharedCart,
  normalizeDiscount,
  priceSharedCart,
  renderCartPdf,
  runDatasheetJob,
  senderFromShare,
} from "@shop/core"
import { cliLayer } from "@shop/adapters"
import { productPictureInput } from "@shop/core/drawing/productPicture"
import { cartPdfDefinition } from "@shop/adapters/pdf/cartPdf"
import { datasheetDefinition } from "@shop/adapters/pdf/datasheetPdf"
import { pdfmake, renderPdf } from "@shop/adapters/pdf/render"

const root = fileURLToPath(new URL("../../", import.meta.url))
const quick = process.argv.includes("--quick")

interface Row {
  readonly name: string
  readonly p50: number
  readonly p99: number
  readonly mean: number
  readonly samples: number
  readonly peakRssMb: number
}
const rows: Array<Row> = []
/** Bytes of one document of each kind measured. */
const sizes: Record<string, number> = {}

// Peak memory: sampled every 5 ms and after every iteration.
let peak = 0
const sample = () => {
  peak = Math.max(peak, process.memoryUsage().rss)
}
const sampler = setInterval(sample, 5)

const percentile = (sorted: ReadonlyArray<number>, p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/**
 * Runs the scenarios of one group alternately (A B A B …) after a warm-up, so that drift of a
 * shared machine falls on both sides. `prepare` runs untimed before each timed `run`.
 */
const measure = async (
  iterations: number,
  scenarios: ReadonlyArray<{ readonly name: string; readonly prepare?: () => unknown; readonly run: (prepared: unknown) => Promise<unknown> }>,
) => {
  const times = scenarios.map(() => [] as Array<number>)
  const peaks = scenarios.map(() => 0)
  for (const scenario of scenarios) await scenario.run(scenario.prepare?.())
  for (let i = 0; i < iterations; i++) {
    for (const [index, scenario] of scenarios.entries()) {
      const prepared = scenario.prepare?.()
      peak = process.memoryUsage().rss
      const started = performance.now()
      await scenario.run(prepared)
      times[index]!.push(performance.now() - started)
      sample()
      peaks[index] = Math.max(peaks[index]!, peak)
    }
  }
  for (const [index, scenario] of scenarios.entries()) {
    const sorted = [...times[index]!].sort((a, b) => a - b)
    rows.push({
      name: scenario.name,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      mean: sorted.reduce((a, b) => a + b, 0) / sorted.length,
      samples: sorted.length,
      peakRssMb: peaks[index]! / 2 ** 20,
    })
  }
}

const runtime = ManagedRuntime.make(cliLayer({ lang: "de" }))
// The web server's setting: datasheets rendered on worker threads (PDF_WORKERS, default one per core).
const workers = Math.min(4, cpus().length)
const runtimeWorkers = ManagedRuntime.make(cliLayer({ lang: "de", pdfWorkers: workers }))
const products: ReadonlyArray<Product> = await runtime.runPromise(
  Effect.map(Effect.flatMap(Catalogue, (c) => c.query({ filter: {}, sort: "relevance", language: "de", limit: 240 })), (page) => page.items),
)
const direct = async (definition: unknown) => {
  await pdfmake().createPdf(definition as Parameters<ReturnType<typeof pdfmake>["createPdf"]>[0]).getBuffer()
}

// Cart PDFs: lines of demo products with two accessories each (one piece: some groups allow no more), 12.5 % discount.
for (const lines of [10, 50, 200]) {
  const cart: SharedCart = {
    items: Array.from({ length: lines }, (_, i) => {
      const p = products[i % products.length]!
      return { productId: p.key, amount: 1 + (i % 4), accessories: p.accessories.slice(0, 2).map((id: AccessoryId) => ({ id, amount: 1 })) }
    }),
    company: "Elektro Müller GmbH",
    discount: normalizeDiscount("12.5"),
    projectId: "AW-2",
  }
  const priced = await runtime.runPromise(priceSharedCart(cart, "de"))
  // As renderCartPdf builds it: each line's picture with its accessories.
  const pictures = priced.view.items.map((item) => productPictureInput(item.product, item.config.flatMap((g) => g.accessories.map(({ accessory }) => ({ option: g.option, name: accessory.name.de })))))
  const input: CartPdfInput = { items: priced.items, totals: priced.totals, sender: senderFromShare(cart), projectId: cart.projectId, date: Date.now(), lang: "de", pictures }
  const iterations = quick ? 5 : lines === 200 ? 10 : 25
  await measure(iterations, [
    { name: `cart PDF ${lines} lines: renderCartPdf (price + build + render)`, run: () => runtime.runPromise(renderCartPdf(cart, "de")) },
    { name: `cart PDF ${lines} lines: pdfmake direct, same definition`, prepare: () => cartPdfDefinition(input), run: direct },
    // What the pictures cost, under the same load: the same document without them.
    { name: `cart PDF ${lines} lines: pdfmake direct, without pictures`, prepare: () => cartPdfDefinition({ ...input, pictures: undefined }), run: direct },
  ])
  sizes[`cart PDF ${lines} lines`] = (await runtime.runPromise(renderCartPdf(cart, "de"))).bytes.byteLength
  sizes[`cart PDF ${lines} lines without pictures`] = (await renderPdf(cartPdfDefinition({ ...input, pictures: undefined }))).byteLength
}

// Datasheets: the first N demo products, German.
const awaitReady = (request: { productIds: ReadonlyArray<string>; productNames: ReadonlyArray<string>; reqTime: number }) =>
  Effect.gen(function* () {
    const server = yield* DatasheetServer
    yield* server.initiate("bench", request, "de")
    // Checked every 10 ms: often enough to see "ready" at once, rarely enough not to take a core from the workers.
    while ((yield* server.status("bench", request)).pdfs.length === 0) yield* Effect.sleep("10 millis")
    yield* server.remove("bench", request)
  })
let reqTime = Date.now()
sizes["datasheet (first product)"] = (await renderPdf(datasheetDefinition(products[0]!, "de"))).byteLength
for (const count of [20, 100]) {
  const chosen = products.slice(0, count)
  const request = () => ({ productIds: chosen.map((p) => p.key), productNames: chosen.map((p) => p.specification.articleNumber), reqTime: ++reqTime })
  const iterations = quick ? 1 : count === 20 ? 5 : 2
  await measure(iterations, [
    { name: `datasheets ${count}: server job, initiate until ready`, run: () => runtime.runPromise(awaitReady(request())) },
    { name: `datasheets ${count}: server job, ${workers} PDF workers`, run: () => runtimeWorkers.runPromise(awaitReady(request())) },
    { name: `datasheets ${count}: CLI path (job, read, zip, delete)`, run: () => runtime.runPromise(runDatasheetJob(request())) },
    {
      name: `datasheets ${count}: pdfmake direct, same definitions`,
      prepare: () => chosen.map((p) => datasheetDefinition(p, "de")),
      run: async (definitions) => {
        for (const definition of definitions as Array<unknown>) await direct(definition)
      },
    },
  ])
}
clearInterval(sampler)
await runtime.dispose()
await runtimeWorkers.dispose()

const byName = new Map(rows.map((r) => [r.name, r]))
const p50 = (name: string) => byName.get(name)!.p50
const summary = {
  cart50WarmP50Ms: p50("cart PDF 50 lines: renderCartPdf (price + build + render)"),
  datasheets20ReadyP50Ms: p50("datasheets 20: server job, initiate until ready"),
  datasheets20CliP50Ms: p50("datasheets 20: CLI path (job, read, zip, delete)"),
  datasheets20WorkersP50Ms: p50(`datasheets 20: server job, ${workers} PDF workers`),
  datasheets100WorkersP50Ms: p50(`datasheets 100: server job, ${workers} PDF workers`),
  overheadRatio: {
    cart10: p50("cart PDF 10 lines: renderCartPdf (price + build + render)") / p50("cart PDF 10 lines: pdfmake direct, same definition"),
    cart50: p50("cart PDF 50 lines: renderCartPdf (price + build + render)") / p50("cart PDF 50 lines: pdfmake direct, same definition"),
    cart200: p50("cart PDF 200 lines: renderCartPdf (price + build + render)") / p50("cart PDF 200 lines: pdfmake direct, same definition"),
    datasheets20: p50("datasheets 20: server job, initiate until ready") / p50("datasheets 20: pdfmake direct, same definitions"),
    datasheets100: p50("datasheets 100: server job, initiate until ready") / p50("datasheets 100: pdfmake direct, same definitions"),
    datasheets20Cli: p50("datasheets 20: CLI path (job, read, zip, delete)") / p50("datasheets 20: pdfmake direct, same definitions"),
  },
  peakRssMb: Math.max(...rows.map((r) => r.peakRssMb)),
  pdfKb: Object.fromEntries(Object.entries(sizes).map(([name, bytes]) => [name, Math.round(bytes / 102.4) / 10])),
  targets: { cart50WarmP50Ms: 250, datasheets20ReadyP50Ms: 2000, overheadRatio: 1.2 },
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(1))
console.log(`\n${"benchmark".padEnd(62)} ${"p50 ms".padStart(9)} ${"p99 ms".padStart(9)} ${"n".padStart(4)} ${"peak RSS MB".padStart(12)}`)
for (const r of rows) {
  console.log(`${r.name.padEnd(62)} ${fmt(r.p50).padStart(9)} ${fmt(r.p99).padStart(9)} ${String(r.samples).padStart(4)} ${r.peakRssMb.toFixed(0).padStart(12)}`)
}
console.log(`\nPDF sizes: ${Object.entries(summary.pdfKb).map(([name, kb]) => `${name} ${kb} KB`).join(", ")}`)
const ratios = Object.entries(summary.overheadRatio).map(([k, v]) => `${k} ${v.toFixed(2)}`).join(", ")
console.log(`\noverhead ratio (ours / pdfmake direct, p50): ${ratios}`)
console.log(
  `targets: 50-line cart PDF ≤ 250 ms warm (${fmt(summary.cart50WarmP50Ms)}), 20 datasheets ready ≤ 2 s (${fmt(summary.datasheets20ReadyP50Ms)}), overhead ≤ 1.2; peak RSS ${summary.peakRssMb.toFixed(0)} MB`,
)

mkdirSync(`${root}bench/results`, { recursive: true })
const file = `${root}bench/results/documents-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(file, `${JSON.stringify({ node: process.version, cpus: cpus().length, quick, rows, summary }, null, 2)}\n`)
console.log(`written: ${file.slice(root.length)}`)

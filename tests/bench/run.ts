/**
 * `npm run bench`: core and catalogue benchmarks. Prints a table and writes JSON to
 * bench/results/. Never run by `npm test`; figures are reported, not asserted.
 *
 * Catalogues of 1k, 10k and 100k products are made by scripts/generate-catalogue.ts on first use
 * into data/catalogue-large/ (gitignored) and loaded through the real adapter.
 */
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Effect } from "effect"
import { Bench } from "tinybench"
import {
  type CatalogueFilter,
  type CartItemDto,
  type Product,
  cartCsv,
  cartTotals,
  decodeShareString,
  encodeShareString,
  normalizeDiscount,
  type Percent,
} from "@shop/core"
import { CatalogueIndex, folderSource, loadCatalogue } from "@shop/adapters"

const root = fileURLToPath(new URL("../../", import.meta.url))
const quick = process.argv.includes("--quick")
const time = quick ? 200 : 1000

interface Row {
  readonly name: string
  readonly p50: number
  readonly p99: number
  readonly mean: number
  readonly samples: number
  readonly note?: string
}
const rows: Array<Row> = []

const measure = async (entries: ReadonlyArray<readonly [string, () => unknown]>) => {
  const bench = new Bench({ time, warmupTime: 100 })
  for (const [name, fn] of entries) bench.add(name, fn)
  await bench.run()
  for (const task of bench.tasks) {
    const result = task.result as { state: string; latency?: { p50?: number; p99?: number; mean: number; samplesCount?: number; samples?: ReadonlyArray<number> } }
    const latency = result.latency
    if (!latency) throw new Error(`${task.name}: ${result.state}`)
    rows.push({ name: task.name, p50: latency.p50 ?? latency.mean, p99: latency.p99 ?? latency.mean, mean: latency.mean, samples: latency.samplesCount ?? latency.samples?.length ?? 0 })
  }
}

const catalogueFor = (size: number): string => {
  const dir = `${root}data/catalogue-large/${size / 1000}k`
  if (!existsSync(`${dir}/project.json`)) {
    console.error(`generating a ${size}-product catalogue in ${dir.slice(root.length)} …`)
    execFileSync(process.execPath, [`${root}scripts/generate-catalogue.ts`, "--products", String(size), "--out", dir], { stdio: "inherit" })
  }
  return dir
}

// A typical catalogue query: two filters, a sort, the first page.
const filter: CatalogueFilter = { material: ["steel"], width: { min: 400, max: 800 } }
const naiveQuery = (products: ReadonlyArray<Product>) =>
  products
    .filter((p) => p.material === "steel" && p.width >= 400 && p.width <= 800)
    .sort((a, b) => (a.priceOnRequest ? Infinity : a.listPrice) - (b.priceOnRequest ? Infinity : b.listPrice))
    .slice(0, 24)

const loaded: Record<string, ReadonlyArray<Product>> = {}
for (const size of [1000, 10_000, 100_000]) {
  const started = performance.now()
  const catalogue = await Effect.runPromise(loadCatalogue(folderSource(catalogueFor(size))))
  const loadMs = performance.now() - started
  const products = catalogue.products
  const indexStarted = performance.now()
  const index = new CatalogueIndex(products, catalogue.accessories)
  const indexMs = performance.now() - indexStarted
  loaded[size] = products
  const label = `${size / 1000}k`
  rows.push({ name: `catalogue ${label}: load files + decode`, p50: loadMs, p99: loadMs, mean: loadMs, samples: 1, note: `${catalogue.products.length} products from files` })
  rows.push({ name: `catalogue ${label}: build index`, p50: indexMs, p99: indexMs, mean: indexMs, samples: 1 })
  await measure([
    [`query ${label}: index (2 filters, price sort, page 1)`, () => index.query({ filter, sort: "price-asc", language: "de", limit: 24 })],
    [`query ${label}: naive filter + sort`, () => naiveQuery(products)],
    // A table column's order (issue 27): the same walk over a permutation built once.
    [`query ${label}: index (2 filters, weight sort, page 1)`, () => index.query({ filter, sort: "weight-asc", language: "de", limit: 24 })],
  ])
}

// A 500-line cart and a 200-line share string, from the 10k catalogue.
const source = loaded[10_000]!
const cart: Array<CartItemDto> = Array.from({ length: 500 }, (_, i) => {
  const p = source[(i * 37) % source.length]!
  return {
    id: String(i + 1),
    product: { key: p.key, name: p.name.de, name2: p.name2?.de ?? null, supplierArticleNumber: p.supplierArticleNumber, productAssetIdentifier: p.productAssetIdentifier },
    config: [{ group: "Montageplatten", option: "backPanel", accessories: p.accessories.slice(0, 3).map((id, j) => ({ accessory: { key: id, name: `Zubehör ${id}`, name2: null, supplierArticleNumber: String(2_000_000_000 + j) }, amount: j + 1 })) }],
    priceOnRequest: false,
    singleTotal: p.listPrice,
    amount: 1 + (i % 9),
  } as CartItemDto
})
const discount: Percent = normalizeDiscount("12.5")
const share = encodeShareString({
  items: source.slice(0, 200).map((p, i) => ({ productId: p.key, amount: 1 + (i % 5), accessories: p.accessories.slice(0, 2).map((id) => ({ id, amount: 1 })) })),
  company: "Elektro Muster GmbH",
  discount,
  projectId: "AW-2",
})
await measure([
  ["cart 500 lines: totals + CSV", () => [cartTotals(cart, discount), cartCsv(cart)]],
  ["share string 200 items: decode", () => decodeShareString(share)],
])

const byName = new Map(rows.map((r) => [r.name, r]))
const ratio = (label: string) => byName.get(`query ${label}: naive filter + sort`)!.p50 / byName.get(`query ${label}: index (2 filters, price sort, page 1)`)!.p50
const summary = {
  query100kP50Ms: byName.get("query 100k: index (2 filters, price sort, page 1)")!.p50,
  speedupOverNaive: { "1k": ratio("1k"), "10k": ratio("10k"), "100k": ratio("100k") },
  cart500TotalsCsvP50Ms: byName.get("cart 500 lines: totals + CSV")!.p50,
  targets: { query100kP50Ms: 2, speedupOverNaive100k: 5, cart500TotalsCsvP50Ms: 2 },
}

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(4))
console.log(`\n${"benchmark".padEnd(56)} ${"p50 ms".padStart(10)} ${"p99 ms".padStart(10)} ${"samples".padStart(8)}`)
for (const r of rows) console.log(`${r.name.padEnd(56)} ${fmt(r.p50).padStart(10)} ${fmt(r.p99).padStart(10)} ${String(r.samples).padStart(8)}`)
console.log(`\nindex speed-up over the naive scan (p50): 1k ${summary.speedupOverNaive["1k"].toFixed(1)}×, 10k ${summary.speedupOverNaive["10k"].toFixed(1)}×, 100k ${summary.speedupOverNaive["100k"].toFixed(1)}×`)
console.log(`targets: 100k query p50 ≤ 2 ms (${fmt(summary.query100kP50Ms)}), ≥ 5× naive (${summary.speedupOverNaive["100k"].toFixed(1)}×), 500-line totals + CSV ≤ 2 ms (${fmt(summary.cart500TotalsCsvP50Ms)})`)

mkdirSync(`${root}bench/results`, { recursive: true })
const file = `${root}bench/results/core-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(file, `${JSON.stringify({ node: process.version, cpus: (await import("node:os")).cpus().length, rows, summary }, null, 2)}\n`)
console.log(`written: ${file.slice(root.length)}`)

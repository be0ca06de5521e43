/**
 * `npm run bench`: the quick order (core/src/quickOrder) at the 100k-product catalogue of the
 * search benchmark. 500 pasted lines (supplier article numbers, EANs and keys written as buyers
 * write them, either order, German thousands, accessories under their products, duplicates, 5 %
 * unknown with typos) and an .xlsx of 500 rows: the time from the text or file to the preview,
 * read and matched. The first preview with an unknown line also pays for the index's
 * reversed codes (made on the first `similarCodes`), so the first round is shown apart. And the
 * worst case for matching: 500 lines all unknown, each asking for its nearest article numbers.
 * Figures are reported, not asserted; the target from issue 25: answered within a second.
 *
 *   node tests/bench/quickOrder.ts [--quick] [--size 100000]
 */
import { mkdirSync, writeFileSync } from "node:fs"
import { Effect } from "effect"
import { readQuickOrderFile } from "@shop/core/quickOrder/file"
import { MAX_QUICK_ORDER_LINES } from "@shop/core/quickOrder/limits"
import { previewQuickOrder } from "@shop/core/quickOrder/preview"
import { readQuickOrderText } from "@shop/core/quickOrder/table"
import { SearchIndex } from "@shop/core/search/SearchIndex"
import { xlsxFile } from "../../core/test/support/xlsx.ts"
import { largeCatalogueDir, loadLargeCatalogue, quick, root } from "./largeCatalogue.ts"

const dir = largeCatalogueDir()
const { products, accessories } = await loadLargeCatalogue(dir)
const accessoryByKey = new Map(accessories.map((a) => [a.key as string, a]))
const buildStarted = performance.now()
const index = new SearchIndex(products, accessories)
const buildMs = performance.now() - buildStarted

// A deterministic order list of 500 lines.
const pick = (k: number) => products[(k * 7919) % products.length]!
const spaced = (code: string) => code.replace(/[-.]/g, " ").toLowerCase()
const typo = (code: string) => code.slice(0, -1) + (code.at(-1) === "7" ? "8" : "7")
const lines: Array<readonly [string, string]> = []
for (let k = 0; lines.length < MAX_QUICK_ORDER_LINES; k++) {
  const p = pick(k)
  const amount = 1 + (k % 12)
  const code = [p.supplierArticleNumber, p.specification.ean, spaced(p.key), p.key][k % 4]!
  if (k % 20 === 19) lines.push([typo(p.supplierArticleNumber), String(amount)])
  else if (k % 7 === 3) lines.push([String(amount), code])
  else lines.push([code, k % 50 === 0 ? "1.000" : String(amount)])
  // Every fifth product with one of its accessories under it; every 25th line repeats an earlier one.
  const accessory = p.accessories.length > 0 && k % 5 === 0 ? accessoryByKey.get(p.accessories[k % p.accessories.length]!) : undefined
  if (accessory !== undefined && lines.length < MAX_QUICK_ORDER_LINES) lines.push([accessory.supplierArticleNumber, String(amount * 2)])
  if (k % 25 === 24 && lines.length < MAX_QUICK_ORDER_LINES) lines.push([pick(k - 3).supplierArticleNumber, "1"])
}
const pasted = lines.map(([a, b], i) => `${a}${i % 3 === 0 ? "\t" : i % 3 === 1 ? ";" : " "}${b}`).join("\n")
const xlsx = xlsxFile([["Artikelnummer", "Menge"], ...lines.map(([a, b]) => [a, /^\d+$/.test(b) ? Number(b) : b])])

const time = async (run: () => Promise<unknown> | unknown, rounds: number) => {
  const all: Array<number> = []
  for (let r = 0; r < rounds; r++) {
    const t = performance.now()
    await run()
    all.push(performance.now() - t)
  }
  const [first, ...rest] = all
  rest.sort((a, b) => a - b)
  return { first: first!, p50: rest[Math.floor(rest.length / 2)] ?? first!, max: rest.at(-1) ?? first!, rounds }
}

let last = { added: 0, unknown: 0, ambiguous: 0, refused: 0, merged: 0 }
const pasteRun = () => {
  const table = Effect.runSync(readQuickOrderText(pasted))
  const preview = previewQuickOrder(table, index)
  last = preview.counts
}
const xlsxRun = async () => {
  const table = await Effect.runPromise(readQuickOrderFile(xlsx))
  previewQuickOrder(table, index)
}
// The worst case for matching: every line unknown, each asking for its nearest article numbers.
const typos = Array.from({ length: MAX_QUICK_ORDER_LINES }, (_, k) => `${typo(pick(k + 1000).supplierArticleNumber)}\t${1 + (k % 9)}`).join("\n")
const typoRun = () => previewQuickOrder(Effect.runSync(readQuickOrderText(typos)), index)
const rounds = quick ? 5 : 20
const paste = await time(pasteRun, rounds)
const pasteCounts = last
const file = await time(xlsxRun, rounds)
const unknown = await time(typoRun, rounds)

const ms = (v: number) => v.toFixed(1).padStart(8)
console.log(`\nquick order at ${products.length} products and ${accessories.length} accessories (index built in ${buildMs.toFixed(0)} ms)`)
console.log(`${pasted.length} characters pasted, an .xlsx of ${xlsx.length} bytes; ${lines.length} lines each: ${JSON.stringify(pasteCounts)}`)
console.log(`${"to the preview".padEnd(28)} ${"first ms".padStart(8)} ${"p50 ms".padStart(8)} ${"max ms".padStart(8)}  (target ≤ 1000 ms)`)
console.log(`${"500 pasted lines".padEnd(28)} ${ms(paste.first)} ${ms(paste.p50)} ${ms(paste.max)}`)
console.log(`${"500-row .xlsx".padEnd(28)} ${ms(file.first)} ${ms(file.p50)} ${ms(file.max)}`)
console.log(`${"500 unknown lines".padEnd(28)} ${ms(unknown.first)} ${ms(unknown.p50)} ${ms(unknown.max)}`)

mkdirSync(`${root}bench/results`, { recursive: true })
const out = `${root}bench/results/quick-order-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(out, `${JSON.stringify({ node: process.version, size: products.length, accessories: accessories.length, lines: lines.length, counts: pasteCounts, buildMs, paste, xlsx: file, unknown, targetMs: 1000 }, null, 2)}\n`)
console.log(`written: ${out.slice(root.length)}`)

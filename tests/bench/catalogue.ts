/**
 * `npm run bench`: loading a 100k-product catalogue through the Catalogue layer (what the web
 * server and the CLI do at start) beside `JSON.parse` of the same files, each in a fresh process
 * with `--expose-gc`: wall time (modules imported before), and the heap the result keeps after a
 * full GC (the checkout's own effect, so that its layer and this runner agree). Also the first
 * query and the first product page after load, and the same catalogue behind a URL (a file server
 * in another process on loopback; its downloaded bytes are kept outside the heap, reported apart).
 * Figures are reported, not asserted.
 *
 *   node tests/bench/catalogue.ts [--quick] [--size 100000] [--root <checkout>]
 *
 * `--root` measures another checkout's adapter on the same files (a before/after comparison).
 */
import { execFileSync, fork } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"

const here = fileURLToPath(import.meta.url)
const root = fileURLToPath(new URL("../../", import.meta.url))
const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name)
  return i < 0 ? undefined : process.argv[i + 1]
}

interface Measured {
  readonly ms: number
  readonly heapMb: number
  readonly note?: string
}

/** File server mode: serves a folder on a free loopback port, its URL sent to the parent. */
if (process.argv[2] === "--serve") {
  process.once("disconnect", () => process.exit(0))
  // Imported here: the measuring children load nothing but what they measure.
  const { Effect } = await import("effect")
  const { folderFiles, listen } = await import("../contracts/support/http.ts")
  // The rest of this module is the runner's: it waits here until the parent lets go.
  await Effect.runPromise(
    Effect.scoped(Effect.flatMap(listen(folderFiles(process.argv[3]!)), (url) => Effect.andThen(Effect.sync(() => process.send?.({ url })), Effect.never))),
  )
}

/** Child mode: one measurement, printed as JSON. */
const child = async (mode: string, dir: string, checkout: string): Promise<Measured> => {
  const gc = (globalThis as { gc?: () => void }).gc!
  // Modules load before the clock starts: the figure is the catalogue's, not the imports'.
  const { Effect } = (await import(`${checkout}/node_modules/effect/dist/index.js`)) as typeof import("effect")
  const { Catalogue } = (await import(`${checkout}/core/src/index.ts`)) as typeof import("@shop/core")
  const memory = (await import(`${checkout}/adapters/src/catalogue/CatalogueMemory.ts`)) as typeof import("@shop/adapters/catalogue/CatalogueMemory")
  gc()
  const before = process.memoryUsage().heapUsed
  const started = performance.now()
  let keep: unknown
  let note: string | undefined
  if (mode === "json-parse") {
    const { readFileSync } = await import("node:fs")
    const project = JSON.parse(readFileSync(`${dir}/project.json`, "utf8")) as { resources: ReadonlyArray<{ file: string }> }
    keep = project.resources.map((r) => JSON.parse(readFileSync(`${dir}/${r.file}`, "utf8")) as unknown)
  } else {
    const catalogue = await Effect.runPromise(Effect.provide(Effect.gen(function* () {
      return yield* Catalogue
    }), memory.layer(mode === "layer-url" ? process.env["CATALOGUE_URL"]! : dir)))
    const loadedMs = performance.now() - started
    const c = catalogue
    const q0 = performance.now()
    const page = await Effect.runPromise(c.query({ filter: { material: ["steel"] }, sort: "price-asc", language: "de", limit: 24 }))
    const queryMs = performance.now() - q0
    const p0 = performance.now()
    await Effect.runPromise(c.product(page.items[0]!.key))
    const productMs = performance.now() - p0
    keep = catalogue
    note = `first query ${queryMs.toFixed(1)} ms (total ${page.total}), first product ${productMs.toFixed(2)} ms`
    const elapsed = loadedMs
    gc()
    const usage = process.memoryUsage()
    if (mode === "layer-url") note += `, downloaded bytes kept ${(usage.arrayBuffers / 2 ** 20).toFixed(0)} MB`
    return { ms: elapsed, heapMb: (usage.heapUsed - before) / 2 ** 20, note }
  }
  const ms = performance.now() - started
  gc()
  const heapMb = (process.memoryUsage().heapUsed - before) / 2 ** 20
  if (keep === undefined) throw new Error("nothing kept")
  return { ms, heapMb, ...(note ? { note } : {}) }
}

if (process.argv[2] === "--child") {
  const [, , , mode, dir, checkout] = process.argv
  process.stdout.write(JSON.stringify(await child(mode!, dir!, checkout!)))
  process.exit(0)
}

const quick = process.argv.includes("--quick")
const size = Number(arg("--size") ?? (quick ? 10_000 : 100_000))
const checkout = resolve(arg("--root") ?? root)
const dir = `${root}data/catalogue-large/${size / 1000}k`
if (!existsSync(`${dir}/project.json`)) {
  console.error(`generating a ${size}-product catalogue in ${dir.slice(root.length)} …`)
  execFileSync(process.execPath, [`${root}scripts/generate-catalogue.ts`, "--products", String(size), "--out", dir], { stdio: "inherit" })
}
const runs = quick ? 1 : 3
const fileServer = fork(here, ["--serve", dir], { stdio: ["ignore", "ignore", "inherit", "ipc"] })
const fileServerUrl = await new Promise<string>((resolve) => fileServer.once("message", (m: { url: string }) => resolve(m.url)))
const measure = (mode: string): Measured => {
  const all: Array<Measured> = []
  for (let i = 0; i < runs; i++) {
    const out = execFileSync(process.execPath, ["--expose-gc", here, "--child", mode, dir, checkout], {
      encoding: "utf8",
      maxBuffer: 1 << 20,
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, CATALOGUE_URL: `${fileServerUrl}/` },
    })
    all.push(JSON.parse(out) as Measured)
  }
  return all.sort((a, b) => a.ms - b.ms)[Math.floor(all.length / 2)]!
}
const parse = measure("json-parse")
const layer = measure("layer")
const url = measure("layer-url")
fileServer.disconnect()
const rows = [
  { name: `${size / 1000}k: JSON.parse of the files`, ...parse },
  { name: `${size / 1000}k: Catalogue layer (load + index)`, ...layer },
  { name: `${size / 1000}k: the same behind a URL (download)`, ...url },
]
console.log(`\n${"catalogue load".padEnd(48)} ${"ms".padStart(8)} ${"heap MB".padStart(9)}`)
for (const r of rows) console.log(`${r.name.padEnd(48)} ${r.ms.toFixed(0).padStart(8)} ${r.heapMb.toFixed(0).padStart(9)}${r.note ? `  ${r.note}` : ""}`)
const summary = { loadMs: layer.ms, heapMb: layer.heapMb, heapOverJsonParse: layer.heapMb / parse.heapMb, targets: { loadMs: 2000, heapMb: 400, heapOverJsonParse: 1.5 } }
console.log(`median of ${runs}; targets: load ≤ 2000 ms (${layer.ms.toFixed(0)}), heap ≤ 400 MB (${layer.heapMb.toFixed(0)}), ≤ 1.5× JSON.parse (${summary.heapOverJsonParse.toFixed(2)}×)`)
mkdirSync(`${root}bench/results`, { recursive: true })
const file = `${root}bench/results/catalogue-${new Date().toISOString().replace(/[:.]/g, "-")}.json`
writeFileSync(file, `${JSON.stringify({ node: process.version, size, checkout: checkout === resolve(root) ? "this" : "other", rows, summary }, null, 2)}\n`)
console.log(`written: ${file.slice(root.length)}`)

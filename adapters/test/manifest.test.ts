/**
 * The catalogue manifest and decoding on first use: a file whose hash the manifest names is
 * indexed from its parsed JSON, and a bad field found on first use leaves that product out with
 * a clear answer (ProductNotFound, a warning) instead of failing; a file that no longer matches
 * its hash is validated in full at load. And a 200k-product catalogue loads, facets and sorts
 * (no spread over all products anywhere on the load path).
 */
import { mkdtemp, mkdir, readFile, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Logger } from "effect"
import { Catalogue, catalogueFacets, type Product } from "@shop/core"
import * as CatalogueMemory from "../src/catalogue/CatalogueMemory.ts"
import { loadCatalogueIndex } from "../src/catalogue/load.ts"
import { INDEX_FILE, writeIndexFile } from "../src/catalogue/indexFile.ts"
import { contentHash, MANIFEST_FILE, makeManifest, manifestJson } from "../src/catalogue/manifest.ts"
import { type CatalogueSource, folderSource, httpSource } from "../src/catalogue/source.ts"
import { accessoryFile, productFile } from "./fixtures.ts"
import { folderFiles, listen } from "../../tests/contracts/support/http.ts"

const resource = (model: string, items: ReadonlyArray<{ key: string }>) => `${JSON.stringify({ model, items: Object.fromEntries(items.map((i) => [i.key, i])) })}\n`

/**
 * Writes a catalogue (files: path → text) and its manifest, which hashes `manifestFor`'s text
 * instead where given; with `index`, the index file too, as publishing writes it.
 */
const writeCatalogue = async (files: ReadonlyArray<readonly [string, string, "Produkte" | "Artikel"]>, manifestFor?: ReadonlyMap<string, string>, options: { readonly index?: boolean } = {}) => {
  const folder = await mkdtemp(join(tmpdir(), "catalogue-manifest-"))
  await mkdir(join(folder, "data"))
  const project = JSON.stringify({
    project: "test",
    version: "1",
    languages: ["de", "en"],
    models: [],
    resources: files.map(([file, , model]) => ({ model, file })),
  })
  await writeFile(join(folder, "project.json"), project)
  const hashes = new Map<string, string>([["project.json", contentHash(project)]])
  for (const [file, text] of files) {
    await writeFile(join(folder, file), text)
    hashes.set(file, contentHash(manifestFor?.get(file) ?? text))
  }
  if (options.index) hashes.set(INDEX_FILE, writeIndexFile(folder, files.map(([file, , model]) => ({ model, file }))))
  await writeFile(join(folder, MANIFEST_FILE), manifestJson(makeManifest({ products: 0, accessories: 0 }, hashes, options.index ? INDEX_FILE : undefined)))
  return folder
}

// A bad EAN check digit: invalid by the schema, but only the full decode sees it.
const badEan = productFile(3, { specification: { ...productFile(3).specification, ean: "9000000000000" } })
const products = [productFile(1), productFile(2), badEan, productFile(4)]
const accessories = [0, 1, 2, 3, 4].map((n) => accessoryFile(n))

/** Logs of the program, to see the data-quality warning. */
const capture = () => {
  const lines: Array<string> = []
  const logger = Logger.make(({ message }) => {
    lines.push(JSON.stringify(message))
  })
  return { lines, layer: Logger.layer([logger]) }
}

describe("catalogue manifest", () => {
  it.effect("indexes vouched-for files without decoding; a bad field found on first use leaves the product out with ProductNotFound", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(() =>
        writeCatalogue([
          ["data/produkte-1.json", resource("Produkte", products), "Produkte"],
          ["data/artikel-1.json", resource("Artikel", accessories), "Artikel"],
        ]),
      )
      const logs = capture()
      yield* Effect.gen(function* () {
        const catalogue = yield* Catalogue
        // Nothing was decoded at load, so the bad item is still counted …
        expect((yield* catalogue.report).products).toBe(4)
        expect((yield* catalogue.product("P-1")).listPrice).toBe(11_050)
        // … until its first use: a clear error, the same as an unknown product, and a warning.
        const missing = yield* Effect.flip(catalogue.product("P-3"))
        expect(missing._tag).toBe("ProductNotFound")
        expect(logs.lines.join("\n")).toContain("catalogue item invalid on first use")
        expect(logs.lines.join("\n")).toContain("P-3")
        // From then on queries leave it out and count without it.
        const page = yield* catalogue.query({ filter: {}, sort: "relevance", language: "de", limit: 24 })
        expect(page.items.map((p) => p.key)).toEqual(["P-1", "P-2", "P-4"])
        expect(page.total).toBe(3)
        expect((yield* catalogue.accessory("A-2")).listPrice).toBe(700)
      }).pipe(Effect.provide(CatalogueMemory.layer(folder).pipe(Layer.provide(logs.layer))), Effect.provide(logs.layer))
    }),
  )

  it.effect("a query that meets a bad item first leaves it out of that page and its total", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(() => writeCatalogue([["data/produkte-1.json", resource("Produkte", products), "Produkte"]]))
      const catalogue = yield* Catalogue.pipe(Effect.provide(CatalogueMemory.layer(folder)))
      const page = yield* catalogue.query({ filter: {}, sort: "relevance", language: "de", limit: 24 })
      expect(page.items.map((p) => p.key)).toEqual(["P-1", "P-2", "P-4"])
      expect(page.total).toBe(3)
      const filtered = yield* catalogue.query({ filter: { width: { min: 1 } }, sort: "name-asc", language: "en", limit: 24 })
      expect(filtered.total).toBe(3)
    }),
  )

  it.effect("a file that no longer matches its hash is validated in full at load", () =>
    Effect.gen(function* () {
      const text = resource("Produkte", products)
      // The manifest was written for other bytes (the file was edited after publishing).
      const folder = yield* Effect.promise(() =>
        writeCatalogue([["data/produkte-1.json", text, "Produkte"]], new Map([["data/produkte-1.json", resource("Produkte", [productFile(1)])]])),
      )
      const loaded = yield* loadCatalogueIndex(folderSource(folder), () => undefined)
      expect(loaded.trustedFiles).toBe(0)
      expect(loaded.skippedCount).toBe(1)
      expect(loaded.report.products).toBe(3)
      expect(loaded.index.product("P-3")).toBeUndefined()
      expect(loaded.index.product("P-4")?.key).toBe("P-4")
    }),
  )

  it.effect("without a manifest every file is validated in full; with one the matching files are trusted", () =>
    Effect.gen(function* () {
      const good = resource("Produkte", [productFile(1), productFile(2)])
      const folder = yield* Effect.promise(() =>
        writeCatalogue([
          ["data/produkte-1.json", good, "Produkte"],
          ["data/produkte-2.json", resource("Produkte", [badEan]), "Produkte"],
        ], new Map([["data/produkte-2.json", "other bytes"]])),
      )
      const loaded = yield* loadCatalogueIndex(folderSource(folder), () => undefined)
      expect(loaded.trustedFiles).toBe(1)
      expect(loaded.report.products).toBe(2)
      yield* Effect.promise(() => writeFile(join(folder, MANIFEST_FILE), "{ not json"))
      const unvouched = yield* loadCatalogueIndex(folderSource(folder), () => undefined)
      expect(unvouched.trustedFiles).toBe(0)
      expect(unvouched.report.products).toBe(2)
    }),
  )
})

/** A folder source that counts what is read: whole files and items read on first use. */
const counting = (folder: string) => {
  const inner = folderSource(folder)
  const whole: Array<string> = []
  const ranges: Array<string> = []
  const source: CatalogueSource = {
    describe: inner.describe,
    read: (file) => Effect.suspend(() => (whole.push(file), inner.read(file))),
    readBytes: (file) => Effect.suspend(() => (whole.push(file), inner.readBytes(file))),
    local: {
      size: (file) => inner.local!.size(file),
      readRange: (file, start, end) => (ranges.push(file), inner.local!.readRange(file, start, end)),
    },
  }
  return { source, whole, ranges }
}

describe("catalogue index file", () => {
  const published = () =>
    writeCatalogue(
      [
        ["data/produkte-1.json", resource("Produkte", products), "Produkte"],
        ["data/artikel-1.json", resource("Artikel", accessories), "Artikel"],
      ],
      undefined,
      { index: true },
    )

  it.effect("at load only the index file is read; an item is read from its file on first use", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(published)
      const read = counting(folder)
      const loaded = yield* loadCatalogueIndex(read.source, () => undefined)
      expect(read.whole.sort()).toEqual(["index.json", "manifest.json", "project.json"])
      expect(loaded.indexedFiles).toBe(2)
      expect(loaded.report).toMatchObject({ products: 4, accessories: 5 })
      // Filters, facets and every sort order answer from the index file alone.
      const index = loaded.index
      expect(index.facets.width).toEqual({ min: 300, max: 600 })
      for (const sort of ["price-asc", "price-desc", "name-asc", "width-asc", "height-asc"] as const) index.query({ filter: { width: { min: 1 } }, sort, language: "en", limit: 0 })
      expect(read.ranges).toEqual([])
      expect(index.product("P-2")?.listPrice).toBe(12_100)
      expect(index.product("P-2")?.name.en).toBe("Enclosure 2")
      expect(index.accessory("A-4")?.listPrice).toBe(900)
      expect(read.ranges).toEqual(["data/produkte-1.json", "data/artikel-1.json"])
    }),
  )

  it.effect("a bad field found on first use leaves the product out with a warning, as without the index file", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(published)
      const invalid: Array<string> = []
      const loaded = yield* loadCatalogueIndex(folderSource(folder), (model, key, reason) => void invalid.push(`${model} ${key}: ${reason}`))
      const page = loaded.index.query({ filter: {}, sort: "price-asc", language: "de", limit: 24 })
      expect(page.items.map((p) => p.key).sort()).toEqual(["P-1", "P-2", "P-4"])
      expect(page.total).toBe(3)
      expect(invalid).toHaveLength(1)
      expect(invalid[0]).toMatch(/^Produkte P-3: .*ean/i)
    }),
  )

  it.effect("an item edited after publishing (same file size) is left out on first use; the others still answer", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(published)
      const file = join(folder, "data/produkte-1.json")
      const text = yield* Effect.promise(() => readFile(file, "utf8"))
      // P-2's price 121 → 921: the same length, so only the item's hash can see it.
      const edited = text.replace('"listPrice":121,', '"listPrice":921,')
      expect(edited).not.toBe(text)
      yield* Effect.promise(() => writeFile(file, edited))
      const invalid: Array<string> = []
      const loaded = yield* loadCatalogueIndex(folderSource(folder), (model, key, reason) => void invalid.push(`${model} ${key}: ${reason}`))
      expect(loaded.indexedFiles).toBe(2)
      expect(loaded.index.product("P-2")).toBeUndefined()
      expect(invalid).toEqual([expect.stringContaining("Produkte P-2: data/produkte-1.json changed since it was published")])
      expect(loaded.index.product("P-1")?.listPrice).toBe(11_050)
      expect(loaded.index.query({ filter: {}, sort: "relevance", language: "de", limit: 24 }).total).toBe(2)
    }),
  )

  it.effect("a file whose size changed after publishing is validated in full at load", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(published)
      yield* Effect.promise(() => writeFile(join(folder, "data/produkte-1.json"), resource("Produkte", [productFile(1), productFile(5)])))
      const loaded = yield* loadCatalogueIndex(folderSource(folder), () => undefined)
      expect(loaded.indexedFiles).toBe(1)
      expect(loaded.trustedFiles).toBe(1)
      expect(loaded.index.product("P-5")?.key).toBe("P-5")
      expect(loaded.index.product("P-2")).toBeUndefined()
      expect(loaded.report.products).toBe(2)
    }),
  )

  it.effect("a catalogue behind a URL is downloaded at load, kept unparsed and read the same way; a changed file is validated in full", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(published)
      const base = `${yield* listen(folderFiles(folder))}/`
      const invalid: Array<string> = []
      const loaded = yield* loadCatalogueIndex(httpSource(base), (model, key) => void invalid.push(`${model} ${key}`))
      expect(loaded.indexedFiles).toBe(2)
      expect(loaded.index.product("P-4")?.name.de).toBe("Gehäuse 4")
      expect(loaded.index.accessory("A-1")?.listPrice).toBe(600)
      expect(loaded.index.query({ filter: {}, sort: "name-asc", language: "de", limit: 24 }).items.map((p) => p.key)).toEqual(["P-1", "P-2", "P-4"])
      expect(invalid).toEqual(["Produkte P-3"])
      // Edited after publishing: the download no longer matches the manifest, so it is validated now.
      yield* Effect.promise(() => writeFile(join(folder, "data/produkte-1.json"), resource("Produkte", [productFile(1), productFile(5)])))
      const changed = yield* loadCatalogueIndex(httpSource(base), () => undefined)
      expect(changed.indexedFiles).toBe(1)
      expect(changed.index.product("P-5")?.key).toBe("P-5")
    }).pipe(Effect.scoped),
  )

  it.effect("an index file the manifest vouches for but whose rows do not check out is not used either", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(published)
      // A row pointing before its own start, hashed into the manifest as if published so.
      const indexText = (yield* Effect.promise(() => readFile(join(folder, INDEX_FILE), "utf8"))).replace(/^\[0,(\d+),(\d+),/m, "[0,$2,$1,")
      const manifest = JSON.parse(yield* Effect.promise(() => readFile(join(folder, MANIFEST_FILE), "utf8"))) as { files: Record<string, string> }
      manifest.files[INDEX_FILE] = contentHash(indexText)
      yield* Effect.promise(() => writeFile(join(folder, INDEX_FILE), indexText))
      yield* Effect.promise(() => writeFile(join(folder, MANIFEST_FILE), JSON.stringify(manifest)))
      const logs = capture()
      const loaded = yield* loadCatalogueIndex(folderSource(folder), () => undefined).pipe(Effect.provide(logs.layer))
      expect(logs.lines.join("\n")).toMatch(/catalogue index file unusable.*bad row/)
      expect(loaded.indexedFiles).toBe(0)
      expect(loaded.index.product("P-1")?.key).toBe("P-1")
    }),
  )

  it.effect("an index file that differs from its hash in the manifest is not used: the files are parsed, with a warning", () =>
    Effect.gen(function* () {
      const folder = yield* Effect.promise(published)
      const indexText = yield* Effect.promise(() => readFile(join(folder, INDEX_FILE), "utf8"))
      yield* Effect.promise(() => writeFile(join(folder, INDEX_FILE), indexText.replace('"P-1"', '"P-9"')))
      const logs = capture()
      const loaded = yield* loadCatalogueIndex(folderSource(folder), () => undefined).pipe(Effect.provide(logs.layer))
      expect(logs.lines.join("\n")).toContain("catalogue index file unusable")
      expect(loaded.indexedFiles).toBe(0)
      expect(loaded.trustedFiles).toBe(2)
      expect(loaded.index.product("P-1")?.key).toBe("P-1")
    }),
  )
})

describe("a catalogue of 200k products", () => {
  it.effect("loads, answers facets, filters and every sort order", () =>
    Effect.gen(function* () {
      const size = 200_000
      const perFile = 20_000
      const files: Array<readonly [string, string, "Produkte" | "Artikel"]> = []
      for (let f = 0; f < size / perFile; f++) {
        const items = Array.from({ length: perFile }, (_, i) => productFile(f * perFile + i + 1))
        files.push([`data/produkte-${f}.json`, resource("Produkte", items), "Produkte"])
      }
      files.push(["data/artikel-1.json", resource("Artikel", accessories), "Artikel"])
      // Published with its index file, as the generator and `catalogue validate` write it.
      const folder = yield* Effect.promise(() => writeCatalogue(files, undefined, { index: true }))
      const catalogue = yield* Catalogue.pipe(Effect.provide(CatalogueMemory.layer(folder)))
      expect((yield* catalogue.report).products).toBe(size)
      const facets = yield* catalogue.facets
      expect(facets.width).toEqual({ min: 200, max: 1000 })
      expect(facets.meterPositions).toEqual([1, 4])
      // The test layer's facets (the core's) over the same number of products.
      const plain = Array.from({ length: size }, (_, i) => ({ width: 200 + (i % 9) * 100, height: 300, depth: 150, specification: { netWeight: 2, meterPositions: i % 3 } }))
      expect(catalogueFacets(plain as unknown as ReadonlyArray<Product>).width).toEqual({ min: 200, max: 1000 })
      for (const sort of ["relevance", "price-asc", "price-desc", "name-asc", "width-asc", "height-asc"] as const) {
        const page = yield* catalogue.query({ filter: { material: ["steel"] }, sort, language: "de", limit: 24 })
        expect(page.items).toHaveLength(24)
        expect(page.total).toBe(size / 4)
      }
      expect((yield* catalogue.product(`P-${size}`)).key).toBe(`P-${size}`)
      expect((yield* catalogue.productBySlug("p-123456")).key).toBe("P-123456")
    }),
    120_000,
  )
})

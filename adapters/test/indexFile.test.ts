/**
 * The catalogue's index file: item byte ranges found by scanning are exactly the items
 * `JSON.parse` sees, in its order; and the demo catalogue answers the same through its index file
 * as fully decoded (every sort, filter, facet and item).
 */
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { type CatalogueFilter, type Language, sortKeys } from "@shop/core"
import { CatalogueIndex } from "../src/catalogue/CatalogueIndex.ts"
import { itemSpans, memberSpans } from "../src/catalogue/indexFile.ts"
import { loadCatalogue, loadCatalogueIndex } from "../src/catalogue/load.ts"
import { folderSource } from "../src/catalogue/source.ts"

const demo = join(fileURLToPath(new URL("../../", import.meta.url)), "data/catalogue")

describe("item byte ranges", () => {
  it("are the items JSON.parse sees, in its order, whatever the text holds", () => {
    const text = `\r\n {\t"model" : "Produkte" ,
      "note": "a } ] \\" \\\\ { [ ,",
      "items" : {
        "b" : { "name": { "de": "Gehäuse \\"groß\\" ✓ 😀", "en": "x\\u00e9\\\\" }, "list": [1, [2, {"c": null}], -3.5e2, true, false] },
        "10": "ten",
        "a": [],
        "2" : 2 ,
        "b": {"again": "the last value wins, at the first place"},
        "e": {}
      },
      "after": [ "}" ]
    }`
    const bytes = new TextEncoder().encode(text)
    const spans = itemSpans(bytes)
    const parsed = (JSON.parse(text) as { items: Record<string, unknown> }).items
    expect(spans.map((s) => s.key)).toEqual(Object.keys(parsed))
    for (const span of spans) expect(JSON.parse(Buffer.from(bytes.subarray(span.start, span.end)).toString("utf8"))).toEqual(parsed[span.key])
    expect(memberSpans(bytes, 0).map((m) => m.key)).toEqual(["model", "note", "items", "after"])
  })

  it("refuses what is not an object of items", () => {
    expect(() => itemSpans(new TextEncoder().encode(`{"model": "Produkte"}`))).toThrow("no items")
    expect(() => itemSpans(new TextEncoder().encode(`["items"]`))).toThrow("expected an object")
    expect(() => itemSpans(new TextEncoder().encode(`{"items": {"a": "open`))).toThrow("unterminated string")
  })
})

describe("the demo catalogue through its index file", () => {
  it.effect("answers as the fully decoded catalogue does", () =>
    Effect.gen(function* () {
      const decoded = yield* loadCatalogue(folderSource(demo))
      const full = new CatalogueIndex(decoded.products, decoded.accessories)
      const invalid: Array<string> = []
      const loaded = yield* loadCatalogueIndex(folderSource(demo), (model, key, reason) => void invalid.push(`${model} ${key} ${reason}`))
      const indexed = loaded.index
      expect(loaded.indexedFiles).toBe(decoded.report.resources)
      expect(indexed.facets).toEqual(full.facets)
      const filters: ReadonlyArray<CatalogueFilter> = [
        {},
        { material: ["steel"] },
        { width: { min: 400, max: 800 }, protectionType: ["IP66"] },
        { areaOfUse: ["vienna"], meterPositions: [2, 4] },
        { family: ["meter-cabinet"], netWeight: { max: 30 } },
      ]
      for (const filter of filters) {
        for (const sort of sortKeys) {
          for (const language of ["de", "en"] satisfies ReadonlyArray<Language>) {
            const query = { filter, sort, language, limit: 1000 }
            const a = full.query(query)
            const b = indexed.query(query)
            expect(b.total, JSON.stringify(query)).toBe(a.total)
            expect(b.items.map((p) => p.key), JSON.stringify(query)).toEqual(a.items.map((p) => p.key))
          }
        }
      }
      for (const p of decoded.products) {
        expect(indexed.product(p.key)).toEqual(p)
        expect(indexed.productBySlug(p.slug)?.key).toBe(p.key)
      }
      for (const a of decoded.accessories) expect(indexed.accessory(a.key)).toEqual(a)
      expect(invalid).toEqual([])
    }),
  )
})

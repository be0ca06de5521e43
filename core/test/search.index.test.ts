/** Search on the demo catalogue's real article numbers, names and sizes, and the order of kinds. */
import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import * as Schema from "effect/Schema"
import { type Accessory, AccessoryFile, type Product, ProductFile } from "../src/catalogue/model.ts"
import { centsFromEuro } from "../src/money/money.ts"
import { compactCode } from "../src/search/normalise.ts"
import { type SearchHit, SearchIndex } from "../src/search/SearchIndex.ts"

const folder = new URL("../../data/catalogue/data/", import.meta.url)
const items = (prefix: string) =>
  readdirSync(folder)
    .filter((f) => f.startsWith(prefix))
    .sort()
    .flatMap((f) => Object.values((JSON.parse(readFileSync(new URL(f, folder), "utf8")) as { items: Record<string, unknown> }).items))
const products: Array<Product> = items("produkte").map((raw) => {
  const p = Schema.decodeUnknownSync(ProductFile)(raw)
  return { ...p, listPrice: centsFromEuro(p.listPrice), priceOnRequest: p.priceOnRequest === true }
})
const accessories: Array<Accessory> = items("artikel").map((raw) => {
  const a = Schema.decodeUnknownSync(AccessoryFile)(raw)
  return { ...a, listPrice: centsFromEuro(a.listPrice), priceOnRequest: a.priceOnRequest === true }
})
const index = new SearchIndex(products, accessories)
const keyOf = (hit: SearchHit) => (hit.item.model === "Produkte" ? hit.item.product.key : hit.item.accessory.key)
const search = (q: string, limit = 24) => index.search(q, "de", limit)

describe("SearchIndex on the demo catalogue", () => {
  const ws = products.find((p) => p.key === "WS-0612-40")!

  it("finds a product by its key, supplier article number, article number and EAN, written any way", () => {
    for (const [q, field] of [
      ["WS-0612-40", "key"],
      ["ws 0612 40", "key"],
      ["ws0612.40", "key"],
      [ws.supplierArticleNumber, "supplierArticleNumber"],
      [ws.specification.articleNumber, "articleNumber"],
      ["ws 6001200400", "articleNumber"],
      [ws.specification.ean, "ean"],
    ] as const) {
      const answer = search(q)
      expect(answer.hits[0], q).toMatchObject({ match: { kind: "exact", field }, item: { model: "Produkte", product: { key: "WS-0612-40" } } })
      expect(answer.hits.filter((h) => h.match.kind === "exact")).toHaveLength(1)
    }
  })

  it("finds an accessory by its key and says which products it fits", () => {
    const hit = search("acc kv m20 pa").hits[0]!
    expect(hit.match).toEqual({ kind: "exact", field: "key" })
    expect(hit.item.model === "Artikel" && hit.item.fitsCount).toBe(products.filter((p) => p.accessories.includes(hit.item.model === "Artikel" ? hit.item.accessory.key : ("" as never))).length)
    expect(hit.item.model === "Artikel" && hit.item.fits.length).toBeGreaterThan(0)
  })

  it("finds a product by a part delivered with it, which its description no longer names (issue 28)", () => {
    const plated = products.find((p) => p.specification.articleNumber === "WS 600.800.350")!
    expect(plated.description.de).not.toMatch(/Montageplatte/)
    const found = index.search("Wandgehäuse Montageplatte", "de", 240).hits.map(keyOf)
    expect(found).toContain(plated.key)
    expect(index.search("wall-mounted enclosure mounting plate", "en", 240).hits.map(keyOf)).toContain(plated.key)
  })

  it("lists article numbers that start with the query, as such", () => {
    const answer = search("WS-06")
    expect(answer.hits.length).toBeGreaterThan(3)
    for (const hit of answer.hits) {
      expect(hit.match.kind).toBe("prefix")
      expect(keyOf(hit).startsWith("WS-06") || hit.item.model === "Produkte").toBe(true)
    }
  })

  it("finds meter cabinets for Zählerschrank however the umlaut is written", () => {
    for (const q of ["Zählerschrank", "zaehlerschrank", "zahlerschrank"]) {
      const found = search(q, 100).hits.filter((h) => h.item.model === "Produkte")
      expect(found.length, q).toBeGreaterThan(0)
      expect(found.every((h) => h.item.model === "Produkte" && h.item.product.family === "meter-cabinet"), q).toBe(true)
    }
  })

  it("finds a compound by its parts and a typo as a similar spelling, never as exact", () => {
    const compound = search("Edelstahlgehäuse", 100).hits
    expect(compound.length).toBeGreaterThan(0)
    expect(compound[0]).toMatchObject({ match: { kind: "words" }, item: { product: { family: "wall-stainless" } } })
    const found = new Set(compound.map(keyOf))
    expect(products.filter((p) => p.family === "wall-stainless").every((p) => found.has(p.key))).toBe(true)
    const typo = search("Wandgehuse").hits
    expect(typo.length).toBeGreaterThan(0)
    expect(typo.every((h) => h.match.kind === "similar")).toBe(true)
  })

  it("finds sizes within the tolerance, nearest first, and protection types", () => {
    const sized = search("600 x 1200", 100)
    expect(sized.size).toEqual({ width: 600, height: 1200 })
    expect(sized.hits[0]).toMatchObject({ match: { kind: "size" }, item: { product: { width: 600, height: 1200 } } })
    for (const h of sized.hits) expect(h.item.model === "Produkte" && Math.abs(h.item.product.width - 600) <= 60 && Math.abs(h.item.product.height - 1200) <= 120).toBe(true)
    const high = search("800 hoch", 100).hits
    expect(high.length).toBeGreaterThan(0)
    for (const h of high) expect(h.item.model === "Produkte" && Math.abs(h.item.product.height - 800) <= 80).toBe(true)
    const ip = search("IP66", 500)
    expect(ip.total).toBe(products.filter((p) => p.protectionType === "IP66").length)
    const both = search("wandgehäuse ip55", 100).hits
    expect(both.length).toBeGreaterThan(0)
    expect(both.every((h) => h.item.model === "Produkte" && h.item.product.protectionType === "IP55")).toBe(true)
  })

  it("finds nothing for an empty or a nonsense query, and cuts a long one", () => {
    expect(search("").hits).toEqual([])
    expect(search("   ").total).toBe(0)
    expect(search("qqxxzzvv").hits).toEqual([])
    const long = search("Wandgehäuse ".repeat(200))
    expect(long.cut).toBe(true)
  })

  it("ranks an exact article number first, whatever else the query finds", () => {
    const codes = [...products.flatMap((p) => [p.key, p.supplierArticleNumber, p.specification.articleNumber, p.specification.ean]), ...accessories.map((a) => a.key)]
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.constantFrom("", " ", "-", "."), fc.boolean(), fc.integer({ min: 1, max: 30 }), (c, sep, lower, limit) => {
        const q = [...c.replace(/[\s.-]/g, "")].join(sep)
        const answer = search(lower ? q.toLowerCase() : q, limit)
        const first = answer.hits[0]!
        expect(first.match.kind).toBe("exact")
        const kinds = answer.hits.map((h) => h.match.kind)
        const rank = kinds.map((k) => ["exact", "prefix", "words", "similar", "size", "protection"].indexOf(k))
        expect(rank).toEqual([...rank].sort((a, b) => a - b))
        // The exact hit is the article asked for.
        const item = first.item.model === "Produkte" ? first.item.product : first.item.accessory
        const own = first.item.model === "Produkte" ? [first.item.product.key, first.item.product.supplierArticleNumber, first.item.product.specification.articleNumber, first.item.product.specification.ean] : [item.key, item.supplierArticleNumber]
        expect(own.map(compactCode)).toContain(compactCode(c))
      }),
    )
  })
})

describe("SearchIndex for a quick order's lines", () => {
  const ws = products.find((p) => p.key === "WS-0612-40")!

  it("looks a code up exactly, written any way, and says which field it is", () => {
    expect(index.byCode("ws 0612.40")).toEqual([{ item: { model: "Produkte", product: ws }, field: "key" }])
    expect(index.byCode(ws.specification.ean!).map((m) => m.field)).toEqual(["ean"])
    expect(index.byCode("no such code")).toEqual([])
  })

  it("offers the nearest codes for a mistyped one, early or late in the code, nearest first", () => {
    const code = compactCode(ws.supplierArticleNumber)
    const swapped = code.slice(0, -2) + code.at(-1)! + code.at(-2)!
    const early = (code[0] === "X" ? "Y" : "X") + code.slice(1)
    for (const typo of [swapped, early, code.slice(0, -1)]) {
      if (index.byCode(typo).length > 0) continue
      const offered = index.similarCodes(typo, 3)
      expect(offered.map((o) => o.code), typo).toContain(code)
      expect(offered.length).toBeLessThanOrEqual(3)
    }
    expect(index.similarCodes("QQQQQQQQQQQQ", 3)).toEqual([])
    expect(index.similarCodes("", 3)).toEqual([])
  })

  it("never offers the code asked for, and every offer is a known code", () => {
    const codes = products.flatMap((p) => [p.key, p.supplierArticleNumber]).map(compactCode)
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.nat(), fc.string({ maxLength: 2 }), (code, at, insert) => {
        const typo = code.slice(0, at % code.length) + insert + code.slice((at % code.length) + 1)
        for (const offer of index.similarCodes(typo, 3)) {
          expect(offer.code).not.toBe(compactCode(typo))
          expect(index.byCode(offer.code).length).toBeGreaterThan(0)
        }
      }),
    )
  })
})

import { describe, expect, it } from "vitest"
import fc from "fast-check"
import {
  type CatalogueFilter,
  centsFromEuro,
  federalStates,
  materials,
  type Product,
  productFamilies,
  protectionTypes,
  sortKeys,
  type SortKey,
} from "@shop/core"
import { CatalogueIndex } from "../src/catalogue/CatalogueIndex.ts"
import { accessoryFile, productFile } from "./fixtures.ts"

const products: Array<Product> = Array.from({ length: 300 }, (_, n) => {
  const file = productFile(n)
  return { ...file, listPrice: centsFromEuro(file.listPrice) }
})
const accessories = Array.from({ length: 5 }, (_, n) => ({ ...accessoryFile(n), listPrice: centsFromEuro(5 + n) }))
const index = new CatalogueIndex(products, accessories)

/** The obvious implementation the index must agree with. */
const naive = (filter: CatalogueFilter, sort: SortKey, language: "de" | "en"): Array<Product> => {
  const inRange = (v: number, r?: { min?: number; max?: number }) => r === undefined || ((r.min ?? -Infinity) <= v && v <= (r.max ?? Infinity))
  const some = <T>(list: ReadonlyArray<T> | undefined, test: (t: T) => boolean) => list === undefined || list.length === 0 || list.some(test)
  const matches = products.filter(
    (p) =>
      inRange(p.width, filter.width) &&
      inRange(p.height, filter.height) &&
      inRange(p.depth, filter.depth) &&
      inRange(p.specification.netWeight, filter.netWeight) &&
      some(filter.material, (m) => m === p.material) &&
      some(filter.protectionType, (t) => t === p.protectionType) &&
      some(filter.family, (f) => f === p.family) &&
      some(filter.areaOfUse, (s) => p.areasOfUse.includes(s)) &&
      some(filter.meterPositions, (m) => m === p.specification.meterPositions),
  )
  const position = new Map(products.map((p, i) => [p.key, i]))
  const tie = (a: Product, b: Product) => position.get(a.key)! - position.get(b.key)!
  const price = (p: Product) => (p.listPrice === 0 ? Infinity : p.listPrice)
  const collator = new Intl.Collator(language === "de" ? "de-AT" : "en-GB", { numeric: true, sensitivity: "base" })
  const compare: Record<SortKey, (a: Product, b: Product) => number> = {
    relevance: tie,
    "price-asc": (a, b) => price(a) - price(b) || tie(a, b),
    "price-desc": (a, b) => (b.listPrice === 0 ? -Infinity : b.listPrice) - (a.listPrice === 0 ? -Infinity : a.listPrice) || tie(a, b),
    "name-asc": (a, b) => collator.compare(a.name[language], b.name[language]) || tie(a, b),
    "width-asc": (a, b) => a.width - b.width || tie(a, b),
    "height-asc": (a, b) => a.height - b.height || tie(a, b),
  }
  return matches.sort(compare[sort])
}

const range = (lo: number, hi: number) =>
  fc.option(fc.record({ min: fc.integer({ min: lo, max: hi }), max: fc.integer({ min: lo, max: hi }) }, { requiredKeys: [] }), { nil: undefined })
const subset = <T>(values: ReadonlyArray<T>) => fc.option(fc.subarray([...values]), { nil: undefined })

const filterArb: fc.Arbitrary<CatalogueFilter> = fc
  .record({
    width: range(100, 1200),
    height: range(200, 1500),
    depth: range(100, 400),
    netWeight: range(0, 25),
    material: subset(materials),
    protectionType: subset(protectionTypes),
    family: subset(productFamilies),
    areaOfUse: subset(federalStates),
    meterPositions: subset([0, 1, 2, 3, 4, 5, 6]),
  })
  .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as CatalogueFilter)

describe("CatalogueIndex", () => {
  it("agrees with a naive filter and sort for any filter, sort and limit", () => {
    fc.assert(
      fc.property(filterArb, fc.constantFrom(...sortKeys), fc.constantFrom("de" as const, "en" as const), fc.integer({ min: 0, max: 60 }), (filter, sort, language, limit) => {
        const expected = naive(filter, sort, language)
        const page = index.query({ filter, sort, language, limit })
        expect(page.total).toBe(expected.length)
        expect(page.items.map((p) => p.key)).toEqual(expected.slice(0, limit).map((p) => p.key))
      }),
      { numRuns: 300 },
    )
  })

  it("puts price-on-request products last in both price orders", () => {
    for (const sort of ["price-asc", "price-desc"] as const) {
      const all = index.query({ filter: {}, sort, language: "de", limit: 1000 }).items
      const firstOnRequest = all.findIndex((p) => p.listPrice === 0)
      expect(firstOnRequest).toBeGreaterThan(0)
      expect(all.slice(firstOnRequest).every((p) => p.listPrice === 0)).toBe(true)
    }
  })

  it("looks up products by key and slug, accessories by key", () => {
    expect(index.product("P-5")?.slug).toBe("p-5")
    expect(index.productBySlug("p-5")?.key).toBe("P-5")
    expect(index.product("P-999")).toBeUndefined()
    expect(index.accessory("A-3")?.listPrice).toBe(800)
  })

  it("reports facet ranges for the filter UI", () => {
    expect(index.facets.width).toEqual({ min: 200, max: 1000 })
    expect(index.facets.meterPositions).toEqual([...new Set(products.map((p) => p.specification.meterPositions))].filter((m) => m > 0).sort())
  })
})

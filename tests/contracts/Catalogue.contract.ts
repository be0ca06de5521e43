/**
 * What every Catalogue must do over the same products and accessories: find each by key, slug
 * or model and key (typed not-found errors otherwise), count what it holds, offer the facets of
 * the filter form (size and weight spans, meter-position counts in use), and answer any query
 * as the plain rule says: the products matching every given criterion (ranges inclusive, lists
 * "any of", empty lists ignored), sorted by the chosen key with catalogue order breaking ties and
 * price on request last in both price orders, the first `limit` of them and the total count.
 */
import { expect, layer } from "@effect/vitest"
import fc from "fast-check"
import { Effect, type Layer } from "effect"
import {
  type Accessory,
  Catalogue,
  type CatalogueFilter,
  federalStates,
  facetCounts,
  type Language,
  materials,
  NEAREST_SIZES,
  nearestSizes,
  type Product,
  productFamilies,
  protectionTypes,
  type SortKey,
  sortKeys,
} from "@shop/core"

export interface CatalogueData {
  readonly products: ReadonlyArray<Product>
  readonly accessories: ReadonlyArray<Accessory>
}

/** The rule written out plainly: what a query must answer, before the limit. */
const expectedMatches = (data: CatalogueData, filter: CatalogueFilter, sort: SortKey, language: Language): ReadonlyArray<Product> => {
  const inRange = (v: number, r?: { readonly min?: number; readonly max?: number }) => r === undefined || ((r.min ?? -Infinity) <= v && v <= (r.max ?? Infinity))
  const any = <T,>(list: ReadonlyArray<T> | undefined, test: (t: T) => boolean) => list === undefined || list.length === 0 || list.some(test)
  const matches = data.products.filter(
    (p) =>
      inRange(p.width, filter.width) &&
      inRange(p.height, filter.height) &&
      inRange(p.depth, filter.depth) &&
      inRange(p.specification.netWeight, filter.netWeight) &&
      any(filter.material, (m) => m === p.material) &&
      any(filter.protectionType, (t) => t === p.protectionType) &&
      any(filter.family, (f) => f === p.family) &&
      // A product built to no state's rules is usable in every state; "only for this state" drops those.
      any(filter.areaOfUse, (s) => (p.areasOfUse.length === 0 && filter.areaOnly !== true) || p.areasOfUse.includes(s)) &&
      any(filter.meterPositions, (m) => m === p.specification.meterPositions),
  )
  const position = new Map(data.products.map((p, i) => [p.key, i]))
  const tie = (a: Product, b: Product) => position.get(a.key)! - position.get(b.key)!
  const ascending = (p: Product) => (p.priceOnRequest ? Infinity : p.listPrice)
  const descending = (p: Product) => (p.priceOnRequest ? -Infinity : p.listPrice)
  const collator = new Intl.Collator(language === "de" ? "de-AT" : "en-GB", { numeric: true, sensitivity: "base" })
  const articleCollator = new Intl.Collator("en", { numeric: true, sensitivity: "base" })
  const compare: Record<SortKey, (a: Product, b: Product) => number> = {
    relevance: tie,
    "price-asc": (a, b) => (ascending(a) === ascending(b) ? tie(a, b) : ascending(a) < ascending(b) ? -1 : 1),
    "price-desc": (a, b) => (descending(a) === descending(b) ? tie(a, b) : descending(a) > descending(b) ? -1 : 1),
    "name-asc": (a, b) => collator.compare(a.name[language], b.name[language]) || tie(a, b),
    "article-asc": (a, b) => articleCollator.compare(a.specification.articleNumber, b.specification.articleNumber) || tie(a, b),
    "width-asc": (a, b) => a.width - b.width || tie(a, b),
    "height-asc": (a, b) => a.height - b.height || tie(a, b),
    "protection-asc": (a, b) => protectionTypes.indexOf(a.protectionType) - protectionTypes.indexOf(b.protectionType) || tie(a, b),
    "material-asc": (a, b) => materials.indexOf(a.material) - materials.indexOf(b.material) || tie(a, b),
    "meters-asc": (a, b) => a.specification.meterPositions - b.specification.meterPositions || tie(a, b),
    "weight-asc": (a, b) => a.specification.netWeight - b.specification.netWeight || tie(a, b),
  }
  const sorted = [...matches].sort(compare[sort])
  // With a state filter, the products built for a chosen state come first, each part in the order.
  const states = filter.areaOfUse ?? []
  const own = (p: Product) => p.areasOfUse.some((s) => states.includes(s))
  return states.length === 0 ? sorted : [...sorted.filter(own), ...sorted.filter((p) => !own(p))]
}

/** Filters over the data's own value ranges, so that matches, misses and empty results all occur. */
const filters = (data: CatalogueData): fc.Arbitrary<CatalogueFilter> => {
  const span = (values: ReadonlyArray<number>) => ({ lo: Math.floor(Math.min(...values)) - 10, hi: Math.ceil(Math.max(...values)) + 10 })
  const range = (values: ReadonlyArray<number>) => {
    const { lo, hi } = span(values)
    return fc.option(fc.record({ min: fc.integer({ min: lo, max: hi }), max: fc.integer({ min: lo, max: hi }) }, { requiredKeys: [] }), { nil: undefined })
  }
  const subset = <T,>(values: ReadonlyArray<T>) => fc.option(fc.subarray([...values]), { nil: undefined })
  const p = data.products
  return fc
    .record({
      width: range(p.map((x) => x.width)),
      height: range(p.map((x) => x.height)),
      depth: range(p.map((x) => x.depth)),
      netWeight: range(p.map((x) => x.specification.netWeight)),
      material: subset(materials),
      protectionType: subset(protectionTypes),
      family: subset(productFamilies),
      areaOfUse: subset(federalStates),
      meterPositions: subset([...new Set(p.map((x) => x.specification.meterPositions)), 13]),
      areaOnly: fc.option(fc.boolean(), { nil: undefined }),
    })
    .map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as CatalogueFilter)
}

export const suite = (name: string, catalogue: Layer.Layer<Catalogue, unknown>, data: CatalogueData) =>
  layer(catalogue)(`Catalogue contract: ${name}`, (it) => {
    it.effect("finds every product by key and by slug, every accessory by key", () =>
      Effect.gen(function* () {
        const c = yield* Catalogue
        for (const product of data.products) {
          expect(yield* c.product(product.key)).toEqual(product)
          expect(yield* c.productBySlug(product.slug)).toEqual(product)
          expect(yield* c.lookup("Produkte", product.key)).toEqual(product)
        }
        for (const accessory of data.accessories) {
          expect(yield* c.accessory(accessory.key)).toEqual(accessory)
          expect(yield* c.lookup("Artikel", accessory.key)).toEqual(accessory)
        }
      }),
    )

    it.effect("answers unknown keys and slugs with ProductNotFound or AccessoryNotFound naming them", () =>
      Effect.gen(function* () {
        const c = yield* Catalogue
        const product = data.products[0]!
        const accessory = data.accessories[0]!
        expect(yield* Effect.flip(c.product("NO-SUCH-PRODUCT"))).toMatchObject({ _tag: "ProductNotFound", id: "NO-SUCH-PRODUCT" })
        expect(yield* Effect.flip(c.productBySlug("no-such-slug"))).toMatchObject({ _tag: "ProductNotFound", id: "no-such-slug" })
        expect(yield* Effect.flip(c.accessory("NO-SUCH-ACCESSORY"))).toMatchObject({ _tag: "AccessoryNotFound", id: "NO-SUCH-ACCESSORY" })
        // A key of one model is not found in the other; a key is not a slug.
        expect((yield* Effect.flip(c.lookup("Artikel", product.key)))._tag).toBe("AccessoryNotFound")
        expect((yield* Effect.flip(c.lookup("Produkte", accessory.key)))._tag).toBe("ProductNotFound")
        expect((yield* Effect.flip(c.accessory(product.key)))._tag).toBe("AccessoryNotFound")
        if (product.slug !== product.key) expect((yield* Effect.flip(c.productBySlug(product.key)))._tag).toBe("ProductNotFound")
      }),
    )

    it.effect("reports how many products and accessories it holds", () =>
      Effect.gen(function* () {
        const report = yield* (yield* Catalogue).report
        expect({ products: report.products, accessories: report.accessories }).toEqual({ products: data.products.length, accessories: data.accessories.length })
        expect(report.failed).toBe(report.invalid.length)
      }),
    )

    it.effect("offers the filter form the span of each size and the net weight, and the meter-position counts in use", () =>
      Effect.gen(function* () {
        const span = (values: ReadonlyArray<number>) => ({ min: values.reduce((a, b) => Math.min(a, b)), max: values.reduce((a, b) => Math.max(a, b)) })
        const p = data.products
        expect(yield* (yield* Catalogue).facets).toEqual({
          width: span(p.map((x) => x.width)),
          height: span(p.map((x) => x.height)),
          depth: span(p.map((x) => x.depth)),
          netWeight: span(p.map((x) => x.specification.netWeight)),
          meterPositions: [...new Set(p.map((x) => x.specification.meterPositions))].filter((m) => m > 0).sort((a, b) => a - b),
        })
      }),
    )

    it.effect("an empty filter in relevance order is the whole catalogue in catalogue order", () =>
      Effect.gen(function* () {
        const page = yield* (yield* Catalogue).query({ filter: {}, sort: "relevance", language: "de", limit: data.products.length + 5 })
        expect(page.total).toBe(data.products.length)
        expect(page.items.map((p) => p.key)).toEqual(data.products.map((p) => p.key))
      }),
    )

    it.effect("answers any filter, sort, language and limit as the plain rule does", () =>
      Effect.gen(function* () {
        const c = yield* Catalogue
        fc.assert(
          fc.property(
            filters(data),
            fc.constantFrom(...sortKeys),
            fc.constantFrom<Language>("de", "en"),
            fc.integer({ min: -1, max: data.products.length + 2 }),
            (filter, sort, language, limit) => {
              const expected = expectedMatches(data, filter, sort, language)
              const page = Effect.runSync(c.query({ filter, sort, language, limit }))
              expect(page.total).toBe(expected.length)
              expect(page.items.map((p) => p.key)).toEqual(expected.slice(0, Math.max(0, limit)).map((p) => p.key))
              const states = filter.areaOfUse ?? []
              expect(page.madeForState).toBe(expected.filter((p) => p.areasOfUse.some((s) => states.includes(s))).length)
              expect(page.counts).toEqual(facetCounts(data.products, filter))
              expect(page.nearest.map((p) => p.key)).toEqual(expected.length === 0 ? nearestSizes(data.products, filter, NEAREST_SIZES).map((p) => p.key) : [])
            },
          ),
          { numRuns: 300 },
        )
      }),
    )

    it.effect("counts each filter option over the other groups' filters, and each group's filter when dropped", () =>
      Effect.gen(function* () {
        const c = yield* Catalogue
        // Counts checked here by their meaning, against a query per option (the property above checks them against the plain rule).
        const total = (filter: CatalogueFilter) => Effect.map(c.query({ filter, sort: "relevance", language: "de", limit: 0 }), (page) => page.total)
        const filter: CatalogueFilter = { material: ["steel"], width: { min: 300, max: 800 }, areaOfUse: ["tyrol"] }
        const { counts } = yield* c.query({ filter, sort: "price-asc", language: "en", limit: 1 })
        for (const material of materials) {
          expect(counts.material[material], material).toBe(yield* total({ ...filter, material: [material] }))
        }
        for (const state of federalStates) {
          expect(counts.areaOfUse[state], state).toBe(yield* total({ ...filter, areaOfUse: [state] }))
        }
        expect(counts.without.width).toBe(yield* total({ material: ["steel"], areaOfUse: ["tyrol"] }))
        expect(counts.without.material).toBe(yield* total({ width: { min: 300, max: 800 }, areaOfUse: ["tyrol"] }))
        expect(counts.without.depth).toBe(yield* total(filter))
      }),
    )

    it.effect("lists the products built for a chosen state before those for every state, and only those with areaOnly", () =>
      Effect.gen(function* () {
        const c = yield* Catalogue
        for (const state of federalStates) {
          const own = data.products.filter((p) => p.areasOfUse.includes(state)).length
          const page = yield* c.query({ filter: { areaOfUse: [state] }, sort: "relevance", language: "de", limit: data.products.length })
          expect(page.madeForState, state).toBe(own)
          expect(page.items.slice(0, own).every((p) => p.areasOfUse.includes(state)), state).toBe(true)
          expect(page.items.slice(own).every((p) => p.areasOfUse.length === 0), state).toBe(true)
          const only = yield* c.query({ filter: { areaOfUse: [state], areaOnly: true }, sort: "price-asc", language: "de", limit: data.products.length })
          expect(only.total, state).toBe(own)
          expect(only.items.every((p) => p.areasOfUse.includes(state)), state).toBe(true)
        }
      }),
    )

    it.effect("offers the nearest sizes for a size nothing has, nearest first, and none when something matches", () =>
      Effect.gen(function* () {
        const c = yield* Catalogue
        const filter: CatalogueFilter = { width: { min: 4999, max: 5000 }, height: { min: 1 } }
        const page = yield* c.query({ filter, sort: "relevance", language: "de", limit: 24 })
        expect(page.total).toBe(0)
        expect(page.nearest.length).toBe(Math.min(NEAREST_SIZES, data.products.length))
        const widest = Math.max(...data.products.map((p) => p.width))
        expect(page.nearest[0]!.width).toBe(widest)
        expect(page.nearest.map((p) => p.width)).toEqual(page.nearest.map((p) => p.width).sort((a, b) => b - a))
        expect((yield* c.query({ filter: { width: { min: widest } }, sort: "relevance", language: "de", limit: 1 })).nearest).toEqual([])
      }),
    )

    it.effect("puts price-on-request products last in both price orders", () =>
      Effect.gen(function* () {
        const c = yield* Catalogue
        const onRequest = data.products.filter((p) => p.priceOnRequest).length
        expect(onRequest, "the data needs products on request").toBeGreaterThan(0)
        for (const sort of ["price-asc", "price-desc"] as const) {
          const all = (yield* c.query({ filter: {}, sort, language: "de", limit: data.products.length })).items
          expect(all.slice(all.length - onRequest).every((p) => p.priceOnRequest), sort).toBe(true)
        }
      }),
    )

    it.effect("counts a product built to no state's rules (page: all federal states) in every state's result", () =>
      Effect.gen(function* () {
        const c = yield* Catalogue
        const everywhere = data.products.filter((p) => p.areasOfUse.length === 0).map((p) => p.key)
        expect(everywhere.length, "the data needs products for every state").toBeGreaterThan(0)
        for (const state of federalStates) {
          const found = new Set((yield* c.query({ filter: { areaOfUse: [state] }, sort: "relevance", language: "de", limit: data.products.length })).items.map((p) => p.key))
          expect(everywhere.filter((key) => !found.has(key)), state).toEqual([])
          const own = data.products.filter((p) => p.areasOfUse.includes(state)).map((p) => p.key)
          expect(own.filter((key) => !found.has(key)), state).toEqual([])
        }
      }),
    )
  })

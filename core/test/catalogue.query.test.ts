/** The catalogue's URL query: invalid values ignored, the limit clamped to whole pages. */
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { CATALOGUE_MAX_LIMIT, CATALOGUE_PAGE_SIZE } from "../src/catalogue/model.ts"
import { appliedFilter, cappedAtMaximum, effectiveLimit, nextLimit, toCatalogueFilter } from "../src/catalogue/query.ts"

describe("appliedFilter", () => {
  it("keeps valid values and ignores invalid ones", () => {
    const applied = appliedFilter({
      material: ["steel", "wood", "steel"],
      protection: ["IP66", "IP99"],
      area: "tyrol",
      meters: ["2", "x", "40"],
      widthMin: "abc",
      weightMin: "",
      widthMax: "800",
      weightMax: "12.5",
      sort: "cheapest",
    })
    expect(applied).toMatchObject({
      material: ["steel"],
      protection: ["IP66"],
      area: ["tyrol"],
      meters: [2],
      widthMin: null,
      weightMin: null,
      widthMax: 800,
      weightMax: 12.5,
      sort: "relevance",
      active: true,
    })
    expect(toCatalogueFilter(applied)).toEqual({
      material: ["steel"],
      protectionType: ["IP66"],
      areaOfUse: ["tyrol"],
      meterPositions: [2],
      width: { max: 800 },
      netWeight: { max: 12.5 },
    })
  })

  it("keeps a size no enclosure has, so the page says so instead of listing everything", () => {
    const applied = appliedFilter({ widthMin: "6000", heightMax: "0", depthMin: "99999", widthMax: "100001", depthMax: "-5" })
    expect(toCatalogueFilter(applied)).toEqual({ width: { min: 6000 }, height: { max: 0 }, depth: { min: 99999 } })
  })

  it("reads a weight with a decimal comma, and a range typed the wrong way round as meant", () => {
    const applied = appliedFilter({ weightMin: "2,5", weightMax: "12.75", widthMin: "900", widthMax: "300" })
    expect(toCatalogueFilter(applied)).toEqual({ netWeight: { min: 2.5, max: 12.75 }, width: { min: 300, max: 900 } })
  })

  it("any two sizes make a range in order, and a weight reads the same with a decimal comma or point", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 0, max: 100_000 }), (a, b) => {
        const applied = appliedFilter({ heightMin: String(a), heightMax: String(b) })
        expect([applied.heightMin, applied.heightMax]).toEqual([Math.min(a, b), Math.max(a, b)])
      }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (hundredths) => {
        const point = (hundredths / 100).toFixed(2)
        expect(appliedFilter({ weightMax: point.replace(".", ",") }).weightMax).toBe(appliedFilter({ weightMax: point }).weightMax)
        expect(appliedFilter({ weightMax: point }).weightMax).toBeCloseTo(hundredths / 100, 9)
      }),
    )
  })

  it("an empty query filters nothing", () => {
    const applied = appliedFilter({})
    expect(applied.active).toBe(false)
    expect(toCatalogueFilter(applied)).toEqual({})
  })

  it("never fails, whatever the query holds", () => {
    const value = fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 4 }))
    const keys = fc.constantFrom("family", "material", "protection", "area", "meters", "widthMin", "widthMax", "weightMax", "sort", "limit", "other")
    fc.assert(
      fc.property(fc.dictionary(keys, value), (params) => {
        const applied = appliedFilter(params)
        expect(applied.active).toBe(Object.keys(toCatalogueFilter(applied)).length > 0)
      }),
    )
  })
})

describe("effectiveLimit", () => {
  it("clamps the limit to whole pages up to the maximum", () => {
    expect(effectiveLimit({})).toBe(CATALOGUE_PAGE_SIZE)
    expect(effectiveLimit({ limit: "-5" })).toBe(CATALOGUE_PAGE_SIZE)
    expect(effectiveLimit({ limit: "30" })).toBe(2 * CATALOGUE_PAGE_SIZE)
    expect(effectiveLimit({ limit: "100000" })).toBe(CATALOGUE_MAX_LIMIT)
  })

  it("rounds any requested count up to whole pages, between one page and the maximum", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (requested) => {
        const limit = effectiveLimit({ limit: String(requested) })
        expect(limit % CATALOGUE_PAGE_SIZE).toBe(0)
        expect(limit).toBeGreaterThanOrEqual(CATALOGUE_PAGE_SIZE)
        expect(limit).toBeLessThanOrEqual(CATALOGUE_MAX_LIMIT)
        // Never fewer than asked for, unless the maximum caps it; never a whole page more.
        expect(limit >= requested || limit === CATALOGUE_MAX_LIMIT).toBe(true)
        expect(limit - requested).toBeLessThan(CATALOGUE_PAGE_SIZE)
      }),
    )
  })

  it("falls back to one page for anything that is not a positive whole number", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string().filter((s) => !/\d/.test(s)), fc.integer({ max: 0 }).map(String), fc.double({ min: 0.01, max: 1e6, noInteger: true }).map(String)),
        (limit) => {
          expect(effectiveLimit({ limit })).toBe(CATALOGUE_PAGE_SIZE)
        },
      ),
    )
  })

  it("is idempotent: the limit it answers is answered again", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10_000 }), (requested) => {
        const limit = effectiveLimit({ limit: String(requested) })
        expect(effectiveLimit({ limit: String(limit) })).toBe(limit)
      }),
    )
  })
})

describe("nextLimit", () => {
  it("loads one page more until every result or the maximum is shown", () => {
    expect(nextLimit(100, CATALOGUE_PAGE_SIZE)).toBe(2 * CATALOGUE_PAGE_SIZE)
    expect(nextLimit(CATALOGUE_PAGE_SIZE, CATALOGUE_PAGE_SIZE)).toBeNull()
    expect(nextLimit(10_000, CATALOGUE_MAX_LIMIT)).toBeNull()
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: CATALOGUE_MAX_LIMIT / CATALOGUE_PAGE_SIZE }), (total, pages) => {
        const next = nextLimit(total, pages * CATALOGUE_PAGE_SIZE)
        if (next !== null) expect(effectiveLimit({ limit: String(next) })).toBe(next)
      }),
    )
  })
})

describe("cappedAtMaximum", () => {
  it("is true exactly when load more ends at the maximum while more results match", () => {
    expect(cappedAtMaximum(CATALOGUE_MAX_LIMIT + 1, CATALOGUE_MAX_LIMIT)).toBe(true)
    expect(cappedAtMaximum(CATALOGUE_MAX_LIMIT, CATALOGUE_MAX_LIMIT)).toBe(false)
    expect(cappedAtMaximum(10_000, CATALOGUE_MAX_LIMIT - CATALOGUE_PAGE_SIZE)).toBe(false)
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: -10, max: 10_000 }), (total, requested) => {
        const limit = effectiveLimit({ limit: String(requested) })
        // Every list either offers one page more, shows every result, or says it stops at the maximum.
        const shown = Math.min(total, limit)
        expect(cappedAtMaximum(total, limit)).toBe(nextLimit(total, limit) === null && shown < total)
      }),
    )
  })
})

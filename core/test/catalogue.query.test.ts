/** The catalogue's URL query: invalid values ignored, the limit clamped to whole pages. */
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { CATALOGUE_MAX_LIMIT, CATALOGUE_PAGE_SIZE } from "../src/catalogue/model.ts"
import { activeGroups, appliedFilter, cappedAtMaximum, effectiveLimit, filterChips, nextLimit, toCatalogueFilter, withoutChip, withoutGroup } from "../src/catalogue/query.ts"

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

describe("only for this state", () => {
  it("reads areaOnly with a state, and ignores it without one", () => {
    expect(toCatalogueFilter(appliedFilter({ area: "upper-austria", areaOnly: "1" }))).toEqual({ areaOfUse: ["upper-austria"], areaOnly: true })
    expect(appliedFilter({ area: "upper-austria", areaOnly: "on" }).areaOnly).toBe(true)
    expect(appliedFilter({ area: "upper-austria", areaOnly: "0" }).areaOnly).toBe(false)
    expect(appliedFilter({ areaOnly: "1" })).toMatchObject({ areaOnly: false, active: false })
  })
})

describe("filter chips", () => {
  const params = { material: ["steel", "polyester"], widthMin: "600", widthMax: "600", heightMax: "800", area: "upper-austria", areaOnly: "1", meters: "02", limit: "48", sort: "price-asc" }

  it("one chip per checked value, per range (min and max together) and for the state switch", () => {
    expect(filterChips(appliedFilter(params))).toEqual([
      { kind: "range", group: "width", min: 600, max: 600 },
      { kind: "range", group: "height", min: null, max: 800 },
      { kind: "value", param: "material", value: "steel" },
      { kind: "value", param: "material", value: "polyester" },
      { kind: "value", param: "area", value: "upper-austria" },
      { kind: "areaOnly" },
      { kind: "value", param: "meters", value: "2" },
    ])
    expect(filterChips(appliedFilter({ sort: "price-asc" }))).toEqual([])
  })

  it("removing a chip removes that filter only, keeps the sort and starts at the first page", () => {
    expect(withoutChip(params, { kind: "value", param: "material", value: "steel" })).toEqual({ ...params, material: ["polyester"], limit: undefined })
    const noWidth = withoutChip(params, { kind: "range", group: "width", min: 600, max: 600 })
    expect(Object.keys(noWidth)).not.toContain("widthMin")
    expect(Object.keys(noWidth)).not.toContain("widthMax")
    expect(noWidth).toMatchObject({ heightMax: "800", sort: "price-asc" })
    // "02" is the chip "2"; the state's last value takes the switch with it.
    expect(withoutChip(params, { kind: "value", param: "meters", value: "2" })).not.toHaveProperty("meters")
    const noState = withoutChip(params, { kind: "value", param: "area", value: "upper-austria" })
    expect(noState).not.toHaveProperty("area")
    expect(noState).not.toHaveProperty("areaOnly")
    expect(withoutChip(params, { kind: "areaOnly" })).toMatchObject({ area: "upper-austria" })
  })

  it("for any query, each chip's link leaves exactly the other chips", () => {
    const keys = fc.constantFrom("family", "material", "protection", "area", "areaOnly", "meters", "widthMin", "widthMax", "depthMax", "weightMin", "sort", "limit")
    const value = fc.oneof(fc.constantFrom("steel", "polyester", "IP66", "tyrol", "vienna", "1", "2", "600", "2,5", "wall-steel", "x"), fc.string())
    fc.assert(
      fc.property(fc.dictionary(keys, fc.oneof(value, fc.array(value, { maxLength: 3 }))), (query) => {
        const chips = filterChips(appliedFilter(query))
        chips.forEach((chip, i) => {
          const left = filterChips(appliedFilter(withoutChip(query, chip)))
          // The last state's chip takes the switch with it.
          const lastState = chip.kind === "value" && chip.param === "area" && chips.filter((c) => c.kind === "value" && c.param === "area").length === 1
          const expected = chips.filter((c, j) => j !== i && !(lastState && c.kind === "areaOnly"))
          expect(left).toEqual(expected)
        })
      }),
    )
  })

  it("dropping a group takes all its parameters out", () => {
    expect(withoutGroup(params, "areaOfUse")).toEqual({ material: ["steel", "polyester"], widthMin: "600", widthMax: "600", heightMax: "800", meters: "02", sort: "price-asc" })
    expect(withoutGroup(params, "width")).not.toHaveProperty("widthMax")
    expect(activeGroups(appliedFilter(params))).toEqual(["width", "height", "material", "areaOfUse", "meterPositions"])
  })
})

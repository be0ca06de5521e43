/** The catalogue's URL query: parsed leniently, invalid values ignored, the limit clamped to whole pages. */
import { describe, expect, it } from "vitest"
import { CATALOGUE_MAX_LIMIT, CATALOGUE_PAGE_SIZE } from "@shop/core"
import { cleanSearch, parseSearch, stringifySearch, withLimit } from "./search.ts"
import { appliedFilter, effectiveLimit, toCatalogueFilter } from "./views.ts"

describe("search parameters", () => {
  it("repeated keys become lists and survive a round trip", () => {
    const search = cleanSearch(parseSearch("?material=steel&material=polyester&widthMin=300&sort=price-asc"))
    expect(search).toEqual({ material: ["steel", "polyester"], widthMin: "300", sort: "price-asc" })
    expect(stringifySearch(search)).toBe("?material=steel&material=polyester&widthMin=300&sort=price-asc")
  })

  it("drops empty values as a GET form sends them", () => {
    const cleaned = cleanSearch(parseSearch("widthMin=&widthMax=&material=steel&limit="))
    expect(cleaned).toEqual({ widthMin: undefined, widthMax: undefined, material: ["steel"], limit: undefined })
    expect(stringifySearch(cleaned)).toBe("?material=steel")
  })

  it("load more sets the limit and keeps the filters", () => {
    expect(withLimit({ material: ["steel"], limit: "24" }, 48)).toEqual({ material: ["steel"], limit: "48" })
  })
})

describe("applied filter", () => {
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

  it("an empty query filters nothing", () => {
    const applied = appliedFilter({})
    expect(applied.active).toBe(false)
    expect(toCatalogueFilter(applied)).toEqual({})
  })

  it("clamps the limit to whole pages up to the maximum", () => {
    expect(effectiveLimit({})).toBe(CATALOGUE_PAGE_SIZE)
    expect(effectiveLimit({ limit: "-5" })).toBe(CATALOGUE_PAGE_SIZE)
    expect(effectiveLimit({ limit: "30" })).toBe(2 * CATALOGUE_PAGE_SIZE)
    expect(effectiveLimit({ limit: "100000" })).toBe(CATALOGUE_MAX_LIMIT)
  })
})

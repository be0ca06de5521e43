/** The catalogue's URL query as the router keeps it (its decoding is the core's, tested there). */
import { describe, expect, it } from "vitest"
import { cleanSearch, parseSearch, stringifySearch, withLimit } from "./search.ts"

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

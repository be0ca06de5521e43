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

describe("keys named like Object.prototype members", () => {
  it.each(["constructor", "toString", "valueOf", "hasOwnProperty", "__proto__", "isPrototypeOf"])("%s=1 is a plain key and round-trips", (key) => {
    expect(Object.entries(parseSearch(`?${key}=1`))).toEqual([[key, "1"]])
    const search = cleanSearch(parseSearch(`?${key}=1`))
    expect(Object.entries(search)).toEqual([[key, "1"]])
    expect(stringifySearch(search)).toBe(`?${key}=1`)
    expect(Object.getPrototypeOf(search)).toBe(Object.prototype)
  })
})

import { describe, expect, it } from "vitest"
import { countries } from "@shop/core/forms/validation"
import { countryOptions } from "./model.ts"

describe("country list", () => {
  it("starts with the home markets, then the others in the page's alphabetical order", () => {
    for (const lang of ["de", "en"] as const) {
      const options = countryOptions(countries, lang)
      expect(options.slice(0, 3).map((o) => o.value)).toEqual(["AT", "DE", "CH"])
      const rest = options.slice(3).map((o) => o.label)
      expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, lang)))
      expect(options).toHaveLength(countries.length)
    }
    expect(countryOptions(countries, "de")[0]?.label).toBe("Österreich")
  })
})

import { describe, expect, it } from "vitest"
import { footerGridOf, translatedPath } from "./model.ts"

describe("language switcher", () => {
  it("keeps path and query", () => {
    expect(translatedPath("/de/product-catalog/ws-0612-40/", "", "en")).toBe("/en/product-catalog/ws-0612-40/")
    expect(translatedPath("/en/product-catalog/", "?material=steel", "de")).toBe("/de/product-catalog/?material=steel")
    expect(translatedPath("/de/", "", "en")).toBe("/en/")
    expect(translatedPath("/fr/x/", "", "en")).toBe("/en/")
  })
})

describe("footer grid (spec §2: 3 or 4 columns depending on count)", () => {
  it("is 3 columns wide up to three columns, 4 from four on", () => {
    expect([1, 2, 3, 4, 5, 8].map(footerGridOf)).toEqual([3, 3, 3, 4, 4, 4])
  })
})

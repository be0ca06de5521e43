import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatDiscount, parseDiscount } from "./discount.ts"

describe("discount field", () => {
  it("shows the page's decimal separator", () => {
    expect(formatDiscount(1235, "de-AT")).toBe("12,35")
    expect(formatDiscount(1235, "en-GB")).toBe("12.35")
    expect(formatDiscount(10000, "de-AT")).toBe("100,00")
    expect(formatDiscount(0, "en-GB")).toBe("0.00")
  })

  it("accepts a comma and a point, and keeps the core's rule", () => {
    expect(parseDiscount("12,35")).toBe(1235)
    expect(parseDiscount("12.35")).toBe(1235)
    expect(parseDiscount(" 7,5 ")).toBe(750)
    expect(parseDiscount("150")).toBe(10000)
    expect(parseDiscount("abc")).toBe(0)
    expect(parseDiscount("")).toBe(0)
  })

  it("reads back what it shows, in both languages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), fc.constantFrom("de-AT", "en-GB"), (hundredths, locale) => {
        expect(parseDiscount(formatDiscount(hundredths, locale))).toBe(hundredths)
      }),
    )
  })
})

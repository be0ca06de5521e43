/** The internal calculator's arithmetic: the core's money rules as the page applies them. */
import { describe, expect, it } from "vitest"
import { calculate, parseEuro } from "./calculator.ts"

describe("internal calculator", () => {
  it("computes subtotal, discount amount and net in cents, rounding once", () => {
    expect(calculate({ price: "1234.56", quantity: "3", discount: "12.5" })).toEqual({
      kind: "priced",
      listPrice: 123456,
      quantity: 3,
      subtotal: 370368,
      discount: 1250,
      discountAmount: 46296,
      net: 324072,
    })
    // 0.05 × 33.33 % = 0.0166… → the discounted total rounds half away from zero once.
    const small = calculate({ price: "0.05", quantity: "1", discount: "33.33" })
    expect(small.kind === "priced" && [small.net, small.discountAmount]).toEqual([3, 2])
  })

  it("normalises quantity and discount like the cart, and reads a decimal comma", () => {
    const result = calculate({ price: "99,90", quantity: "-4", discount: "150" })
    expect(result).toMatchObject({ kind: "priced", listPrice: 9990, quantity: 1, discount: 10_000, net: 0 })
    expect(calculate({ price: "10", quantity: "", discount: "" })).toMatchObject({ quantity: 1, discount: 0, net: 1000 })
    expect(calculate({ price: "10", quantity: "2.9", discount: "abc" })).toMatchObject({ quantity: 2, discount: 0, net: 2000 })
  })

  it("tells empty, invalid and price on request apart", () => {
    expect(calculate({ price: " ", quantity: "1", discount: "0" }).kind).toBe("empty")
    expect(calculate({ price: "-5", quantity: "1", discount: "0" }).kind).toBe("invalid")
    expect(calculate({ price: "100000.01", quantity: "1", discount: "0" }).kind).toBe("invalid")
    expect(calculate({ price: "0", quantity: "3", discount: "10" })).toEqual({ kind: "onRequest", quantity: 3, discount: 1000 })
    expect(parseEuro("1 234,50 €")).toBe(1234.5)
    expect(parseEuro("1e3")).toBeNull()
  })
})

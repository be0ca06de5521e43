/** The internal calculator's arithmetic: the core's money rules as the page applies them. */
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { MAX_AMOUNT } from "@shop/core/cart/limits"
import { MAX_LIST_PRICE_EURO, calculate, parseEuro } from "./calculator.ts"

/** A price in cents as the visitor types it: two decimals, point or comma, maybe a euro sign. */
const typed = (cents: number, comma: boolean, euroSign: boolean) =>
  `${Math.floor(cents / 100)}${comma ? "," : "."}${String(cents % 100).padStart(2, "0")}${euroSign ? " €" : ""}`
const priceCents = fc.integer({ min: 1, max: MAX_LIST_PRICE_EURO * 100 })
const quantity = fc.integer({ min: 1, max: MAX_AMOUNT })
/** Discounts with up to two decimals, as the field takes them. */
const discount = fc.integer({ min: 0, max: 10_000 })
const discountText = (hundredths: number) => (hundredths / 100).toFixed(2)

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

describe("internal calculator, for any input", () => {
  it("reads a typed price to exactly its cents", () => {
    fc.assert(
      fc.property(priceCents, fc.boolean(), fc.boolean(), (cents, comma, euroSign) => {
        const result = calculate({ price: typed(cents, comma, euroSign), quantity: "1", discount: "0" })
        expect(result).toMatchObject({ kind: "priced", listPrice: cents, net: cents })
      }),
    )
  })

  it("subtotal is price × quantity; net and discount amount add up to it; net is rounded once, half away from zero", () => {
    fc.assert(
      fc.property(priceCents, quantity, discount, (cents, pieces, hundredths) => {
        const result = calculate({ price: typed(cents, false, false), quantity: String(pieces), discount: discountText(hundredths) })
        if (result.kind !== "priced") throw new Error(`expected a price, got ${result.kind}`)
        expect(result.quantity).toBe(pieces)
        expect(result.discount).toBe(hundredths)
        expect(result.subtotal).toBe(cents * pieces)
        expect(result.net + result.discountAmount).toBe(result.subtotal)
        expect(result.net).toBeGreaterThanOrEqual(0)
        expect(result.net).toBeLessThanOrEqual(result.subtotal)
        // The exact value in BigInt: subtotal × (100 % − discount), half away from zero at the cent.
        const exact = BigInt(cents * pieces) * BigInt(10_000 - hundredths)
        const rounded = (exact + 5_000n) / 10_000n
        expect(BigInt(result.net)).toBe(rounded)
      }),
    )
  })

  it("keeps quantity and discount in the cart's ranges whatever is typed", () => {
    fc.assert(
      fc.property(priceCents, fc.string(), fc.string(), (cents, pieces, percent) => {
        const result = calculate({ price: typed(cents, true, false), quantity: pieces, discount: percent })
        if (result.kind !== "priced") throw new Error(`expected a price, got ${result.kind}`)
        expect(Number.isInteger(result.quantity) && result.quantity >= 1 && result.quantity <= MAX_AMOUNT).toBe(true)
        expect(Number.isInteger(result.discount) && result.discount >= 0 && result.discount <= 10_000).toBe(true)
      }),
    )
  })

  it("refuses prices above the maximum and anything with a character other than digits, separators and €", () => {
    fc.assert(
      fc.property(fc.integer({ min: MAX_LIST_PRICE_EURO * 100 + 1, max: 1e12 }), (cents) => {
        expect(calculate({ price: typed(cents, false, false), quantity: "1", discount: "0" }).kind).toBe("invalid")
      }),
    )
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.nat().map((n) => `${n}x`), fc.nat().map((n) => `-${n}`)).filter((s) => !/^[\d\s\u00a0€.,]*$/.test(s)), (price) => {
        expect(parseEuro(price)).toBeNull()
        expect(calculate({ price, quantity: "1", discount: "0" }).kind).toBe("invalid")
      }),
    )
  })
})

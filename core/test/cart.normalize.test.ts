import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { MAX_AMOUNT, PROJECT_ID_MAX_LENGTH } from "../src/cart/model.ts"
import { canDecrement, canIncrement, normalizeAmount, normalizeDiscount, normalizeProjectId } from "../src/cart/normalize.ts"

describe("normalizeAmount", () => {
  it.each([
    ["abc", 1],
    ["", 1],
    [null, 1],
    [undefined, 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    [-5, 1],
    ["-2", 1],
    [0, 1],
    ["0", 1],
    [7, 7],
    [" 12 ", 12],
    ["3,7", 3],
    ["3.7", 3],
    [0.5, 1],
    [9999, 9999],
    [10_000, MAX_AMOUNT],
    ["1e9", MAX_AMOUNT],
    // Grouped thousands, as typed in German or English: a thousand, not one.
    ["1.000", 1000],
    ["2,500", 2500],
    ["1 250", 1250],
    ["9.999", 9999],
    ["12.000", MAX_AMOUNT],
    ["1.5", 1],
    ["2,50", 2],
    ["1.0000", 1],
  ])("%j → %i", (raw, expected) => {
    expect(normalizeAmount(raw)).toBe(expected)
  })

  it("respects a higher minimum", () => {
    expect(normalizeAmount("x", 5)).toBe(5)
    expect(normalizeAmount(2, 5)).toBe(5)
    expect(normalizeAmount(8, 5)).toBe(8)
  })

  it("always lies in 1..9999 as a whole number", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), fc.string(), fc.integer().map(String)), (raw) => {
        const n = normalizeAmount(raw)
        return Number.isInteger(n) && n >= 1 && n <= MAX_AMOUNT
      }),
    )
  })

  it("keeps every amount already in range", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_AMOUNT }), (n) => normalizeAmount(n) === n && normalizeAmount(String(n)) === n))
  })
})

describe("increment and decrement", () => {
  it("disables decrement at or below the minimum and while locked", () => {
    expect(canDecrement(2, false)).toBe(true)
    expect(canDecrement(1, false)).toBe(false)
    expect(canDecrement(0, false)).toBe(false)
    expect(canDecrement(5, true)).toBe(false)
    expect(canDecrement(5, false, 5)).toBe(false)
    expect(canDecrement(6, false, 5)).toBe(true)
  })

  it("blocks increment at the maximum and while locked", () => {
    expect(canIncrement(9998, false)).toBe(true)
    expect(canIncrement(MAX_AMOUNT, false)).toBe(false)
    expect(canIncrement(1, true)).toBe(false)
    expect(canIncrement(3, false, 3)).toBe(false)
  })
})

describe("normalizeDiscount", () => {
  it.each([
    ["", 0],
    ["  ", 0],
    ["abc", 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [-3, 0],
    ["-0.01", 0],
    [150, 10_000],
    ["100", 10_000],
    [12.5, 1250],
    ["12,5", 1250],
    ["12.34", 1234],
    ["0.01", 1],
    ["0.005", 1], // half a step rounds away from zero
    ["0.004", 0],
    [1.005, 101],
    [33.335, 3334],
    [1e-7, 0],
    ["5e-7", 0],
  ])("%j → %i hundredths", (raw, expected) => {
    expect(normalizeDiscount(raw)).toBe(expected)
  })

  it("always lies in 0..10000 hundredths as a whole number", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), fc.string(), fc.double().map(String)), (raw) => {
        const p = normalizeDiscount(raw)
        return Number.isInteger(p) && p >= 0 && p <= 10_000
      }),
      { numRuns: 2000 },
    )
  })

  it("keeps every two-decimal percentage exactly", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (p) => normalizeDiscount(p / 100) === p && normalizeDiscount(String(p / 100)) === p))
  })
})

describe("normalizeProjectId", () => {
  it("cuts to 15 code points without splitting characters", () => {
    expect(normalizeProjectId("AW-2")).toBe("AW-2")
    expect(normalizeProjectId("  AW-2  ")).toBe("AW-2")
    expect(normalizeProjectId("0123456789abcdefgh")).toBe("0123456789abcde")
    expect(normalizeProjectId("Ä".repeat(20))).toBe("Ä".repeat(15))
    expect(normalizeProjectId("😀".repeat(20))).toBe("😀".repeat(15))
    expect(normalizeProjectId("A\u0000B\nC")).toBe("ABC")
    expect(normalizeProjectId(42)).toBe("")
    expect(normalizeProjectId("abcdefghijklmn xyz")).toBe("abcdefghijklmn")
  })

  it("is at most 15 code points without control characters, and stable", () => {
    fc.assert(
      fc.property(fc.oneof(
          fc.anything(),
          fc.string({ unit: "grapheme", maxLength: 40 }),
          fc.string({ unit: fc.constantFrom("a", " ", "Ä", "😀", "\n", "\t"), maxLength: 30 }),
        ), (raw) => {
        const id = normalizeProjectId(raw)
        expect([...id].length).toBeLessThanOrEqual(PROJECT_ID_MAX_LENGTH)
        expect([...id].some((c) => c.charCodeAt(0) < 0x20 || c === "\u007f")).toBe(false)
        expect(normalizeProjectId(id)).toBe(id)
      }),
    )
  })
})

import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { Schema } from "effect"
import {
  applyDiscount,
  cents,
  centsFromEuro,
  centsToDecimalString,
  centsToEuro,
  discountAmount,
  percent,
  percentToNumber,
} from "../src/money/money.ts"
import { CentsSchema as Cents, PercentSchema as Percent } from "../src/money/schema.ts"

/** Round half away from zero of total × (10000 − p) / 10000, in BigInt (total ≥ 0, so half up). */
const reference = (total: number, p: number): number => {
  const numerator = BigInt(total) * BigInt(10_000 - p)
  return Number((2n * numerator + 10_000n) / 20_000n)
}

const total = fc.integer({ min: 0, max: 1_000_000_000 })
const discount = fc.integer({ min: 0, max: 10_000 })

describe("applyDiscount", () => {
  it.each([
    [1005, 5000, 503], // 502.5 → 503
    [999, 3333, 666], // 666.0333 → 666
    [1, 5000, 1], // 0.5 → 1
    [3, 5000, 2], // 1.5 → 2
    [12345, 1250, 10802], // 10801.875 → 10802
    [10000, 1, 9999], // 9999.0 exactly
    [1, 4999, 1], // 0.5001 → 1
    [1, 5001, 0], // 0.4999 → 0
    [0, 2500, 0],
    [123456, 0, 123456],
    [123456, 10_000, 0],
  ])("%i cents at %i hundredths → %i", (t, p, expected) => {
    expect(applyDiscount(cents(t), percent(p))).toBe(expected)
  })

  it("is the identity at 0 %", () => {
    fc.assert(fc.property(total, (t) => applyDiscount(cents(t), percent(0)) === t))
  })

  it("gives 0 at 100 %", () => {
    fc.assert(fc.property(total, (t) => applyDiscount(cents(t), percent(10_000)) === 0))
  })

  it("is monotone non-increasing in the discount", () => {
    fc.assert(
      fc.property(total, discount, discount, (t, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        return applyDiscount(cents(t), percent(high)) <= applyDiscount(cents(t), percent(low))
      }),
    )
  })

  it("stays an integer between 0 and the total", () => {
    fc.assert(
      fc.property(total, discount, (t, p) => {
        const result = applyDiscount(cents(t), percent(p))
        expect(Number.isInteger(result)).toBe(true)
        expect(result).toBeGreaterThanOrEqual(0)
        expect(result).toBeLessThanOrEqual(t)
      }),
    )
  })

  it("equals a BigInt round-half-away-from-zero reference", () => {
    fc.assert(fc.property(total, discount, (t, p) => applyDiscount(cents(t), percent(p)) === reference(t, p)), {
      numRuns: 2000,
    })
  })

  it("matches the reference on exact half-cent cases", () => {
    // total × (10000 − p) ≡ 5000 (mod 10000): the result lies exactly on .5
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (k) => {
        const t = 2 * k + 1
        return applyDiscount(cents(t), percent(5000)) === k + 1 && reference(t, 5000) === k + 1
      }),
    )
  })
})

describe("discountAmount", () => {
  it("is what the discount takes off", () => {
    expect(discountAmount(cents(1005), percent(5000))).toBe(502)
    fc.assert(
      fc.property(total, discount, (t, p) => discountAmount(cents(t), percent(p)) + applyDiscount(cents(t), percent(p)) === t),
    )
  })
})

describe("centsFromEuro", () => {
  it.each([
    [1.005, 101],
    [0.1 + 0.2, 30],
    [0.7 + 0.1, 80],
    [1.115, 112],
    [2.675, 268],
    [1234.5, 123450],
    [0.015, 2],
    [0, 0],
    [-1.005, -101],
    [-0.5, -50],
  ])("%d € → %i cents", (euro, expected) => {
    expect(centsFromEuro(euro)).toBe(expected)
  })

  it("gives 0 for amounts below a tenth of a cent, not NaN", () => {
    expect(centsFromEuro(1e-7)).toBe(0)
    expect(centsFromEuro(5e-324)).toBe(0)
  })

  it("reads every two-decimal price exactly", () => {
    fc.assert(fc.property(total, (c) => centsFromEuro(Number(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`)) === c))
    fc.assert(fc.property(total, (c) => centsFromEuro(c / 100) === c))
  })

  it("rounds written half cents away from zero", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (c) => {
        const written = Number(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}5`)
        return centsFromEuro(written) === c + 1 && centsFromEuro(-written) === -(c + 1)
      }),
    )
  })

  it("always returns an integer for finite input", () => {
    fc.assert(fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (euro) => Number.isInteger(centsFromEuro(euro))))
  })
})

describe("formatting helpers", () => {
  it("writes cents as a plain decimal string", () => {
    expect(centsToDecimalString(cents(123456))).toBe("1234.56")
    expect(centsToDecimalString(cents(5))).toBe("0.05")
    expect(centsToDecimalString(cents(0))).toBe("0.00")
    expect(centsToDecimalString(cents(-105))).toBe("-1.05")
    fc.assert(fc.property(total, (c) => centsFromEuro(Number(centsToDecimalString(cents(c)))) === c))
  })

  it("converts to euro and percent numbers", () => {
    expect(centsToEuro(cents(1999))).toBe(19.99)
    expect(percentToNumber(percent(1250))).toBe(12.5)
  })
})

describe("schemas", () => {
  it("accept only non-negative integer cents and 0..10000 hundredths", () => {
    const isCents = Schema.is(Cents)
    const isPercent = Schema.is(Percent)
    expect([isCents(0), isCents(12), isCents(-1), isCents(1.5)]).toEqual([true, true, false, false])
    expect([isPercent(0), isPercent(10_000), isPercent(10_001), isPercent(-1), isPercent(12.5)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ])
  })
})

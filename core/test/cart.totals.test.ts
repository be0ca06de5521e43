import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import type { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import { mergeIntoCart } from "../src/cart/merge.ts"
import type { CartItem } from "../src/cart/model.ts"
import { cartTotals, lineTotal, type PricedLine, singleTotal } from "../src/cart/totals.ts"
import { cents, percent } from "../src/money/money.ts"

const line = (singleTotal: number, amount: number, priceOnRequest = false): PricedLine => ({
  singleTotal: cents(singleTotal),
  amount,
  priceOnRequest,
})

const pricedLine = fc.record({
  singleTotal: fc.integer({ min: 1, max: 10_000_000 }).map(cents),
  amount: fc.integer({ min: 1, max: 9999 }),
  priceOnRequest: fc.constant(false),
})
const anyLine = fc.record({
  singleTotal: fc.integer({ min: 0, max: 10_000_000 }).map(cents),
  amount: fc.integer({ min: 1, max: 9999 }),
  priceOnRequest: fc.boolean(),
})
const discount = fc.integer({ min: 0, max: 10_000 }).map(percent)

const totalOf = (lines: ReadonlyArray<PricedLine>, p = percent(0)) => {
  const totals = cartTotals(lines, p)
  return totals._tag === "Priced" ? totals : undefined
}

describe("singleTotal", () => {
  it("adds accessory price × accessory amount to the product price", () => {
    expect(singleTotal(cents(10_000), [{ price: cents(250), amount: 2 }, { price: cents(99), amount: 1 }])).toEqual({
      singleTotal: 10_599,
      priceOnRequest: false,
    })
  })

  it("puts a product listed at 0 on request even with priced accessories", () => {
    expect(singleTotal(cents(0), [{ price: cents(500), amount: 3 }])).toEqual({ singleTotal: 1500, priceOnRequest: true })
  })

  it("puts a total of 0 on request", () => {
    expect(singleTotal(cents(0), [])).toEqual({ singleTotal: 0, priceOnRequest: true })
    expect(singleTotal(cents(0), [{ price: cents(0), amount: 4 }]).priceOnRequest).toBe(true)
  })

  it("puts a line with an accessory listed at 0 on request", () => {
    expect(singleTotal(cents(1), [{ price: cents(0), amount: 9 }])).toEqual({ singleTotal: 1, priceOnRequest: true })
    expect(singleTotal(cents(100), [{ price: cents(50), amount: 2 }])).toEqual({ singleTotal: 200, priceOnRequest: false })
  })
})

describe("cartTotals", () => {
  it("sums singleTotal × amount and applies the discount once", () => {
    expect(cartTotals([line(1005, 1), line(250, 4)], percent(5000))).toEqual({
      _tag: "Priced",
      subtotal: 2005,
      discount: 5000,
      discountAmount: 1002,
      total: 1003,
    })
    expect(lineTotal(line(250, 4))).toBe(1000)
  })

  it("is price on request when any line is on request", () => {
    expect(cartTotals([line(1000, 1), line(0, 1, true), line(5, 2)], percent(1000))).toEqual({
      _tag: "PriceOnRequest",
      discount: 1000,
    })
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 20 }), discount, (lines, p) => {
        const onRequest = lines.some((l) => l.priceOnRequest)
        return (cartTotals(lines, p)._tag === "PriceOnRequest") === onRequest
      }),
    )
  })

  it("is zero for an empty cart", () => {
    expect(cartTotals([], percent(2500))).toEqual({ _tag: "Priced", subtotal: 0, discount: 2500, discountAmount: 0, total: 0 })
  })

  it("does not depend on line order", () => {
    fc.assert(
      fc.property(
        fc
          .array(anyLine, { maxLength: 20 })
          .chain((lines) => fc.tuple(fc.constant(lines), fc.shuffledSubarray(lines, { minLength: lines.length }))),
        discount,
        ([lines, shuffled], p) => {
          expect(cartTotals(shuffled, p)).toEqual(cartTotals(lines, p))
        },
      ),
    )
  })

  it("is monotone in the amounts", () => {
    fc.assert(
      fc.property(
        fc.array(pricedLine, { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.integer({ min: 0, max: 9998 }),
        discount,
        (lines, pick, more, p) => {
          const index = pick % lines.length
          const grown = lines.map((l, i) => (i === index ? { ...l, amount: Math.min(9999, l.amount + more) } : l))
          const before = totalOf(lines, p)!
          const after = totalOf(grown, p)!
          return after.subtotal >= before.subtotal && after.total >= before.total
        },
      ),
    )
  })

  it("is monotone non-increasing in the discount", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { maxLength: 20 }), discount, discount, (lines, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        return totalOf(lines, high)!.total <= totalOf(lines, low)!.total
      }),
    )
  })

  it("is never negative and splits the subtotal into total and discount", () => {
    fc.assert(
      fc.property(fc.array(pricedLine, { maxLength: 20 }), discount, (lines, p) => {
        const t = totalOf(lines, p)!
        expect(t.subtotal).toBe(lines.reduce((sum, l) => sum + l.singleTotal * l.amount, 0))
        expect(t.total).toBeGreaterThanOrEqual(0)
        expect(t.discountAmount).toBeGreaterThanOrEqual(0)
        expect(t.total).toBeLessThanOrEqual(t.subtotal)
        expect(t.total + t.discountAmount).toBe(t.subtotal)
      }),
    )
  })
})

describe("totals and merging", () => {
  const productPrices: Record<string, number> = { P1: 12_000, P2: 0, P3: 4_550 }
  const accessoryPrices: Record<string, number> = { A1: 250, A2: 0, A3: 1_999 }
  const price = (item: CartItem): PricedLine => ({
    ...singleTotal(
      cents(productPrices[item.productId]!),
      item.accessories.map((a) => ({ price: cents(accessoryPrices[a.id]!), amount: a.amount })),
    ),
    amount: item.amount,
  })
  const config = fc.record({
    productId: fc.constantFrom("P1", "P2", "P3").map((id) => id as ProductId),
    accessories: fc.uniqueArray(
      fc.record({ id: fc.constantFrom("A1", "A2", "A3").map((id) => id as AccessoryId), amount: fc.integer({ min: 1, max: 5 }) }),
      { selector: (a) => a.id, maxLength: 3 },
    ),
  })

  it("merging an equal line never changes the total", () => {
    fc.assert(
      fc.property(
        fc.array(config, { maxLength: 5 }),
        config,
        fc.integer({ min: 1, max: 4990 }),
        fc.integer({ min: 1, max: 4990 }),
        discount,
        (others, same, first, second, p) => {
          let cart: ReadonlyArray<CartItem> = []
          others.forEach((c, i) => (cart = mergeIntoCart(cart, { ...c, amount: 1 }, `o${i}`)))
          cart = mergeIntoCart(cart, { ...same, amount: first }, "first")
          const separate = [...cart, { id: "second", ...same, accessories: [...same.accessories].reverse(), amount: second }]
          const merged = mergeIntoCart(cart, { ...same, accessories: [...same.accessories].reverse(), amount: second }, "second")
          expect(merged.length).toBe(cart.length)
          expect(cartTotals(merged.map(price), p)).toEqual(cartTotals(separate.map(price), p))
        },
      ),
    )
  })
})

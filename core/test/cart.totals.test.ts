import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import type { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import { mergeIntoCart } from "../src/cart/addToCart.ts"
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

const priced = (price: number) => ({ price: cents(price), priceOnRequest: false })
const onRequest = { price: cents(0), priceOnRequest: true }

describe("singleTotal", () => {
  it("adds accessory price × accessory amount to the product price", () => {
    expect(singleTotal(priced(10_000), [{ ...priced(250), amount: 2 }, { ...priced(99), amount: 1 }])).toEqual({
      singleTotal: 10_599,
      priceOnRequest: false,
    })
  })

  it("puts a product marked price on request on request even with priced accessories", () => {
    expect(singleTotal(onRequest, [{ ...priced(500), amount: 3 }])).toEqual({ singleTotal: 1500, priceOnRequest: true })
  })

  it("puts a total of 0 on request (spec §3)", () => {
    expect(singleTotal(priced(0), [])).toEqual({ singleTotal: 0, priceOnRequest: true })
    expect(singleTotal(priced(0), [{ ...priced(0), amount: 4 }]).priceOnRequest).toBe(true)
  })

  it("puts a line with an accessory marked price on request on request", () => {
    expect(singleTotal(priced(1), [{ ...onRequest, amount: 9 }])).toEqual({ singleTotal: 1, priceOnRequest: true })
    expect(singleTotal(priced(100), [{ ...priced(50), amount: 2 }])).toEqual({ singleTotal: 200, priceOnRequest: false })
  })

  it("counts a free accessory (listed at 0, not on request) as free: the line keeps its price", () => {
    // Issue 13 item 11: WS-0608-35 with the free drilling template ACC-PT-BS.
    expect(singleTotal(priced(36_157), [{ ...priced(0), amount: 1 }])).toEqual({ singleTotal: 36_157, priceOnRequest: false })
  })

  it("is on request exactly when a part is marked so or the total is 0; free parts never change the sum", () => {
    const part = fc.record({ price: fc.integer({ min: 0, max: 1_000_000 }).map(cents), priceOnRequest: fc.boolean() })
    const accessories = fc.array(fc.record({ part, amount: fc.integer({ min: 1, max: 99 }) }), { maxLength: 8 })
    fc.assert(
      fc.property(part, accessories, fc.integer({ min: 1, max: 5 }), (product, chosen, freeCount) => {
        const list = chosen.map(({ part, amount }) => ({ ...part, amount }))
        const result = singleTotal(product, list)
        const markedOnRequest = product.priceOnRequest || list.some((a) => a.priceOnRequest)
        const sum = (product.priceOnRequest ? 0 : product.price) + list.reduce((t, a) => t + (a.priceOnRequest ? 0 : a.price * a.amount), 0)
        expect(result).toEqual({ singleTotal: sum, priceOnRequest: markedOnRequest || sum === 0 })
        // Adding free accessories changes neither the sum nor whether the line is on request.
        const withFree = singleTotal(product, [...list, ...Array.from({ length: freeCount }, () => ({ ...priced(0), amount: 1 }))])
        expect(withFree).toEqual(result)
      }),
    )
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
  // P2 is on request, A2 is free.
  const price = (item: CartItem): PricedLine => ({
    ...singleTotal(
      { price: cents(productPrices[item.productId]!), priceOnRequest: item.productId === "P2" },
      item.accessories.map((a) => ({ price: cents(accessoryPrices[a.id]!), priceOnRequest: false, amount: a.amount })),
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

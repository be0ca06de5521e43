/**
 * Price on request over the demo catalogue (issue 13): for random carts of demo products with
 * their offered accessories, a cart is "price on request" exactly when one of its products or
 * chosen accessories is marked so in the catalogue; free accessories (listed at 0) never are.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import { type AccessoryId, ArticleGroups, Catalogue, percent, priceSharedCart, type ProductId } from "@shop/core"
import { demoCatalogue } from "./support/fixtures.ts"

const layer = Layer.mergeAll(Catalogue.layerTest(demoCatalogue), ArticleGroups.layerTest([]))
const accessories = new Map(demoCatalogue.accessories.map((a) => [a.key as string, a]))
const products = demoCatalogue.products.filter((p) => p.accessories.length > 0)

describe("price on request on the demo catalogue", () => {
  it("has free accessories and items on request to tell apart", () => {
    expect(demoCatalogue.accessories.filter((a) => a.listPrice === 0 && !a.priceOnRequest).length).toBeGreaterThan(0)
    expect(demoCatalogue.accessories.some((a) => a.priceOnRequest)).toBe(true)
    expect(demoCatalogue.products.filter((p) => p.priceOnRequest).length).toBeGreaterThanOrEqual(3)
    expect(demoCatalogue.products.every((p) => p.priceOnRequest || p.listPrice > 0)).toBe(true)
  })

  it("puts a cart on request exactly when an item in it is marked so", () => {
    const line = fc
      .record({ product: fc.constantFrom(...products), amount: fc.integer({ min: 1, max: 20 }), picks: fc.array(fc.nat(), { maxLength: 4 }) })
      .map(({ product, amount, picks }) => ({
        product,
        amount,
        accessories: [...new Set(picks.map((n) => product.accessories[n % product.accessories.length]!))].map((id) => ({ id, amount: 1 })),
      }))
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
        const shared = {
          items: lines.map((l) => ({ productId: l.product.key as ProductId, amount: l.amount, accessories: l.accessories.map((a) => ({ id: a.id as AccessoryId, amount: a.amount })) })),
          company: "",
          discount: percent(0),
          projectId: "",
        }
        const quote = Effect.runSync(priceSharedCart(shared, "de").pipe(Effect.provide(layer)))
        const marked = lines.some((l) => l.product.priceOnRequest || l.accessories.some((a) => accessories.get(a.id)!.priceOnRequest))
        expect(quote.totals._tag).toBe(marked ? "PriceOnRequest" : "Priced")
      }),
      { numRuns: 560 },
    )
  })
})

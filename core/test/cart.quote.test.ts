import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { Effect, Layer } from "effect"
import type { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import { priceSharedCart } from "../src/cart/quote.ts"
import { decodeShareString, type SharedCart } from "../src/cart/share.ts"
import { percent } from "../src/money/money.ts"
import { ArticleGroups } from "../src/ports/ArticleGroups.ts"
import { Catalogue } from "../src/ports/Catalogue.ts"
import { accessory, articleGroupsLayer, catalogueLayer, type LogEntry, product, recordLogs } from "./support/catalogue.ts"

const logs: Array<LogEntry> = []
const layer = Layer.mergeAll(
  catalogueLayer([product("P1", 10_000, ["A1", "A2"]), product("P0", 0, [], { priceOnRequest: true })], [accessory("A1", 250, "plates"), accessory("A2", 4_000, "paint")]),
  articleGroupsLayer([
    { key: "plates", name: { de: "Platten", en: "Plates" }, option: { option: "backPanel", maxAmount: 5 } },
    { key: "paint", name: { de: "Lackierung", en: "Paint" }, option: { option: "baseCoat", maxAmount: 0 } },
  ]),
  recordLogs(logs),
)

const shared = (items: SharedCart["items"], discount = 0): SharedCart => ({ items, company: "", discount: percent(discount), projectId: "" })
const line = (productId: string, amount: number, accessories: ReadonlyArray<readonly [string, number]> = []) => ({
  productId: productId as ProductId,
  amount,
  accessories: accessories.map(([id, n]) => ({ id: id as AccessoryId, amount: n })),
})

describe("priceSharedCart", () => {
  it.effect("numbers the lines, prices them from the catalogue and applies the discount", () =>
    Effect.gen(function* () {
      const quote = yield* priceSharedCart(shared([line("P1", 2, [["A1", 2]]), line("P1", 1)], 1000), "en")
      expect(quote.items.map((i) => [i.id, i.singleTotal, i.amount])).toEqual([
        ["1", 10_500, 2],
        ["2", 10_000, 1],
      ])
      expect(quote.items[0]!.config[0]!.group).toBe("Plates")
      expect(quote.totals).toEqual({ _tag: "Priced", subtotal: 31_000, discount: 1000, discountAmount: 3_100, total: 27_900 })
    }).pipe(Effect.provide(layer)),
  )

  it.effect("leaves out lines whose view cannot be built and is on request for a product marked price on request", () =>
    Effect.gen(function* () {
      const quote = yield* priceSharedCart(shared([line("PX", 1), line("P0", 1), line("P1", 1, [["A9", 1]])]), "de")
      expect(quote.items.map((i) => i.id)).toEqual(["2"])
      expect(quote.view.removed.map((r) => r.item.id)).toEqual(["1", "3"])
      expect(quote.totals._tag).toBe("PriceOnRequest")
    }).pipe(Effect.provide(layer)),
  )

  it.effect("caps a shared line's accessory at its article group's limit (a fixed single piece asked 9999 times) and keeps the line", () =>
    Effect.gen(function* () {
      const decoded = decodeShareString(
        "cart[0][productId]=P1&cart[0][amount]=1&cart[0][accessories][0][id]=A2&cart[0][accessories][0][amount]=9999" +
          "&cart[1][productId]=P1&cart[1][amount]=2&cart[1][accessories][0][id]=A2&cart[1][accessories][0][amount]=1",
      )
      expect(decoded.problems).toEqual([])
      const quote = yield* priceSharedCart(decoded.cart, "de")
      expect(quote.items.map((i) => [i.id, i.singleTotal])).toEqual([
        ["1", 14_000],
        ["2", 14_000],
      ])
      expect(quote.view.removed).toEqual([])
      expect(quote.view.capped.map((c) => [c.item.id, c.accessoryId, c.asked, c.maxAmount])).toEqual([["1", "A2", 9999, 1]])
    }).pipe(Effect.provide(layer)),
  )
})

describe("priceSharedCart, for any catalogue prices and any shared cart", () => {
  const ON_REQUEST = -1
  const GROUP_LIMIT = 99
  const accessoryIds = ["A1", "A2", "A3", "A4"]
  const catalogueArb = fc.record({
    // ON_REQUEST marks price on request, 0 is free (issue 13); both occur often enough to matter.
    productPrices: fc.array(fc.oneof(fc.constant(ON_REQUEST), fc.constant(0), fc.integer({ min: 1, max: 5_000_000 })), { minLength: 3, maxLength: 3 }),
    accessoryPrices: fc.array(
      fc.oneof({ weight: 1, arbitrary: fc.constant(ON_REQUEST) }, { weight: 1, arbitrary: fc.constant(0) }, { weight: 6, arbitrary: fc.integer({ min: 1, max: 200_000 }) }),
      { minLength: 4, maxLength: 4 },
    ),
  })
  // Products P0..P2 offer A1..A3 (A4 exists but is offered by none); PX is unknown.
  const lineArb = fc.record({
    productId: fc.constantFrom("P0", "P1", "P2", "PX"),
    amount: fc.integer({ min: 1, max: 9999 }),
    accessories: fc.array(fc.record({ id: fc.constantFrom(...accessoryIds), amount: fc.integer({ min: 1, max: 60 }) }), { maxLength: 4 }),
  })
  // 50 % and 25 % of an odd or uneven subtotal land exactly on half a cent: the rounding shows.
  const cartArb = fc.record({ lines: fc.array(lineArb, { maxLength: 8 }), discount: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 2_500, 5_000, 10_000)) })

  /** The rule written out with exact integers: prices only from the catalogue, one rounding, half up. */
  type Prices = typeof catalogueArb extends fc.Arbitrary<infer P> ? P : never
  type Cart = typeof cartArb extends fc.Arbitrary<infer C> ? C : never

  const expected = (prices: Prices, cart: Cart) => {
    const productPrice = (id: string) => (id === "PX" ? undefined : prices.productPrices[Number(id.slice(1))]!)
    const accessoryPrice = (id: string) => prices.accessoryPrices[accessoryIds.indexOf(id)]!
    const kept = cart.lines.flatMap((line, index) => {
      const price = productPrice(line.productId)
      if (price === undefined || line.accessories.some((a) => a.id === "A4")) return []
      // Repeated ids count together, capped at the group's limit of 99 pieces (the line is kept).
      const pieces = (id: string) => Math.min(GROUP_LIMIT, line.accessories.filter((a) => a.id === id).reduce((sum, a) => sum + a.amount, 0))
      const known = (p: number) => (p === ON_REQUEST ? 0 : p)
      const single = known(price) + [...new Set(line.accessories.map((a) => a.id))].reduce((sum, id) => sum + known(accessoryPrice(id)) * pieces(id), 0)
      const onRequest = price === ON_REQUEST || line.accessories.some((a) => accessoryPrice(a.id) === ON_REQUEST) || single === 0
      return [{ id: String(index + 1), single, amount: line.amount, onRequest }]
    })
    if (kept.some((line) => line.onRequest)) return { ids: kept.map((l) => l.id), totals: { _tag: "PriceOnRequest", discount: cart.discount } }
    const subtotal = kept.reduce((sum, line) => sum + BigInt(line.single) * BigInt(line.amount), 0n)
    const scaled = subtotal * BigInt(10_000 - cart.discount)
    const total = scaled / 10_000n + (scaled % 10_000n >= 5_000n ? 1n : 0n)
    return {
      ids: kept.map((l) => l.id),
      totals: { _tag: "Priced", subtotal: Number(subtotal), discount: cart.discount, discountAmount: Number(subtotal - total), total: Number(total) },
    }
  }

  it("keeps the lines the catalogue can price, numbers them by position and totals them with one rounding", () => {
    fc.assert(
      fc.property(catalogueArb, cartArb, (prices, cart) => {
        const layers = Layer.mergeAll(
          Catalogue.layerTest({
            products: prices.productPrices.map((price, i) => product(`P${i}`, Math.max(0, price), ["A1", "A2", "A3"], { priceOnRequest: price === ON_REQUEST })),
            accessories: accessoryIds.map((id, i) => {
              const price = prices.accessoryPrices[i]!
              return accessory(id, Math.max(0, price), "plates", undefined, price === ON_REQUEST)
            }),
          }),
          ArticleGroups.layerTest([{ key: "plates", name: { de: "Platten", en: "Plates" }, option: { option: "backPanel", maxAmount: GROUP_LIMIT } }]),
          recordLogs([]),
        )
        const quote = Effect.runSync(priceSharedCart(shared(cart.lines.map((l) => line(l.productId, l.amount, l.accessories.map((a) => [a.id, a.amount] as const))), cart.discount), "de").pipe(Effect.provide(layers)))
        const want = expected(prices, cart)
        expect(quote.items.map((i) => i.id)).toEqual(want.ids)
        expect(quote.totals).toEqual(want.totals)
      }),
      { numRuns: 300 },
    )
  })
})

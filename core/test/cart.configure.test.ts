import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { Effect, Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { checkConfiguration, includedAccessories, offeredAccessories } from "../src/cart/configure.ts"
import { MAX_AMOUNT } from "../src/cart/model.ts"
import { addToGuest, removeFromGuest, setGuestAmount, setGuestDiscount, setGuestProjectId } from "../src/cart/guestCart.ts"
import { emptyGuestCart } from "../src/cart/cookie.ts"
import type { ArticleGroup } from "../src/catalogue/articleGroup.ts"
import { accessory, articleGroupsLayer, catalogueLayer, product } from "./support/catalogue.ts"

const groups: Array<ArticleGroup> = [
  { key: "roof", name: { de: "Dach", en: "Roof" }, option: { option: "rainRoof", maxAmount: 0 } },
  { key: "glands", name: { de: "Verschraubungen", en: "Glands" }, option: { option: "cableEntry", maxAmount: 10 } },
  { key: "paint", name: { de: "Lack", en: "Paint" }, option: { option: "baseCoat", maxAmount: 0 } },
]
const layer = Layer.mergeAll(
  catalogueLayer(
    [product("P", 10_000, ["ROOF", "GLAND", "PAINT", "LOOSE", "GONE"])],
    [accessory("ROOF", 500, "roof"), accessory("GLAND", 100, "glands"), accessory("PAINT", 900, "paint"), accessory("LOOSE", 50, "nogroup")],
  ),
  articleGroupsLayer(groups),
)

describe("includedAccessories", () => {
  it.effect("are the catalogue's accessories the product comes with, in its order, an unknown one left out; none are offered", () =>
    Effect.gen(function* () {
      const plated = { ...product("P", 10_000, ["GLAND", "LOOSE"]), includedAccessories: ["ROOF", "GONE", "PAINT"] as never }
      expect((yield* includedAccessories(plated)).map((a) => a.key)).toEqual(["ROOF", "PAINT"])
      const offered = (yield* offeredAccessories(plated)).flatMap((s) => s.groups.flatMap((g) => g.accessories.map((a) => a.accessory.key)))
      expect(offered.sort()).toEqual(["GLAND", "LOOSE"])
      expect(yield* includedAccessories(product("P", 10_000, ["ROOF"]))).toEqual([])
    }).pipe(Effect.provide(layer)),
  )
})

describe("offeredAccessories", () => {
  it.effect("groups what the product offers by option in the §9 order, unknown groups last", () =>
    Effect.gen(function* () {
      const sections = yield* offeredAccessories(product("P", 10_000, ["ROOF", "GLAND", "PAINT", "LOOSE", "GONE"]))
      expect(sections.map((s) => s.option)).toEqual(["baseCoat", "rainRoof", "cableEntry", null])
      const roof = sections[1]!.groups[0]!.accessories[0]!
      expect(roof).toMatchObject({ maxAmount: 1, fixed: true })
      expect(sections[2]!.groups[0]!.accessories[0]).toMatchObject({ maxAmount: 10, fixed: false })
      expect(sections.flatMap((s) => s.groups.flatMap((g) => g.accessories.map((a) => a.accessory.key)))).not.toContain("GONE")
    }).pipe(Effect.provide(layer)),
  )

  it.effect("checks a configuration against the offer", () =>
    Effect.gen(function* () {
      const sections = yield* offeredAccessories(product("P", 10_000, ["ROOF", "GLAND", "PAINT", "LOOSE"]))
      expect(checkConfiguration(sections, [{ id: "GLAND" as never, amount: 10 }, { id: "ROOF" as never, amount: 1 }])).toEqual([])
      expect(checkConfiguration(sections, [{ id: "GLAND" as never, amount: 6 }, { id: "GLAND" as never, amount: 5 }])).toEqual([
        { _tag: "TooMany", accessoryId: "GLAND", maxAmount: 10 },
      ])
      expect(checkConfiguration(sections, [{ id: "ROOF" as never, amount: 2 }, { id: "OTHER" as never, amount: 1 }])).toEqual([
        { _tag: "TooMany", accessoryId: "ROOF", maxAmount: 1 },
        { _tag: "NotOffered", accessoryId: "OTHER" },
      ])
    }).pipe(Effect.provide(layer)),
  )
})

describe("guest cart changes", () => {
  it.effect("adds with the merge rule and ids from the clock", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_763_700_000_000)
      const line = { productId: "P" as never, accessories: [{ id: "GLAND" as never, amount: 2 }], amount: 1 }
      const once = yield* addToGuest(emptyGuestCart, line)
      const twice = yield* addToGuest(once, line)
      expect(twice.items).toEqual([{ id: "1763700000000", productId: "P", accessories: [{ id: "GLAND", amount: 2 }], amount: 2 }])
      const other = yield* addToGuest(twice, { ...line, accessories: [] })
      expect(other.items.map((i) => i.id)).toEqual(["1763700000000", "1763700000001"])
    }),
  )

  it.effect("refuses an add that would not fit the cookie", () =>
    Effect.gen(function* () {
      let cart = emptyGuestCart
      let refused = false
      for (let i = 0; i < 300 && !refused; i++) {
        const result = yield* Effect.result(addToGuest(cart, { productId: `WS-0612-40-V${i}` as never, accessories: [{ id: "ACC-MP-0612" as never, amount: 1 }], amount: 1 }))
        if (result._tag === "Failure") {
          refused = true
          expect(result.failure._tag).toBe("CartFull")
        } else cart = result.success
      }
      expect(refused).toBe(true)
      expect(cart.items.length).toBeGreaterThan(30)
    }),
  )

  it.effect("normalises amounts, discount and project id", () =>
    Effect.gen(function* () {
      const cart = { ...emptyGuestCart, items: [{ id: "1", productId: "P" as never, accessories: [], amount: 3 }] }
      expect((yield* setGuestAmount(cart, "1", "-2")).items[0]!.amount).toBe(1)
      expect((yield* setGuestAmount(cart, "1", "12")).items[0]!.amount).toBe(12)
      expect(removeFromGuest(cart, "1").items).toEqual([])
      expect((yield* setGuestDiscount(cart, "150")).discount).toBe(10_000)
      expect((yield* setGuestDiscount(cart, "7,5")).discount).toBe(750)
      expect((yield* setGuestDiscount(cart, "")).discount).toBe(0)
      expect((yield* setGuestProjectId(cart, "AW-2024-000000001234")).projectId).toBe("AW-2024-0000000")
    }),
  )
})

describe("checkConfiguration, for any chosen accessories", () => {
  // What the product above offers: ROOF and PAINT one fixed piece, GLAND up to 10, LOOSE (no group) up to the line maximum.
  const maxOf: Readonly<Record<string, number>> = { ROOF: 1, PAINT: 1, GLAND: 10, LOOSE: MAX_AMOUNT }
  const chosenArb = fc.array(
    fc.record({ id: fc.constantFrom("ROOF", "PAINT", "GLAND", "LOOSE", "OTHER"), amount: fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: MAX_AMOUNT })) }),
    { maxLength: 8 },
  )

  it.effect("sums repeated ids (capped at the line maximum), then reports each id once: not offered, or more than its most pieces", () =>
    Effect.gen(function* () {
      const sections = yield* offeredAccessories(product("P", 10_000, ["ROOF", "GLAND", "PAINT", "LOOSE", "GONE"]))
      fc.assert(
        fc.property(chosenArb, (chosen) => {
          const sums = new Map<string, number>()
          // Summing caps at the line maximum, as every amount in the cart does.
          for (const ref of chosen) sums.set(ref.id, Math.min(MAX_AMOUNT, (sums.get(ref.id) ?? 0) + ref.amount))
          const expected = [...sums].flatMap(([id, sum]) => {
            const max = maxOf[id]
            if (max === undefined) return [{ _tag: "NotOffered", accessoryId: id }]
            return sum > max ? [{ _tag: "TooMany", accessoryId: id, maxAmount: max }] : []
          })
          expect(checkConfiguration(sections, chosen.map((ref) => ({ id: ref.id as never, amount: ref.amount })))).toEqual(expected)
        }),
        { numRuns: 300 },
      )
    }).pipe(Effect.provide(layer)),
  )
})

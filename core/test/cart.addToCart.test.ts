import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import * as TestClock from "effect/testing/TestClock"
import fc from "fast-check"
import type { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import {
  accessoryKey,
  combineAccessories,
  countFitting,
  isSameConfiguration,
  mergeAllIntoCart,
  mergeIntoCart,
  type NewCartItem,
  nextGuestId,
  removeItem,
  setAmount,
} from "../src/cart/addToCart.ts"
import { type AccessoryRef, type CartItem, MAX_AMOUNT } from "../src/cart/model.ts"
import { emptyGuestCart, fitsInCookie } from "../src/cart/cookie.ts"
import { addManyToGuest, addToGuest } from "../src/cart/guestCart.ts"

const pid = (id: string) => id as ProductId
const acc = (id: string, amount: number): AccessoryRef => ({ id: id as AccessoryId, amount })
const added = (productId: string, accessories: ReadonlyArray<AccessoryRef>, amount: number): NewCartItem => ({
  productId: pid(productId),
  accessories,
  amount,
})
const item = (id: string, productId: string, accessories: ReadonlyArray<AccessoryRef>, amount: number): CartItem => ({
  id,
  productId: pid(productId),
  accessories,
  amount,
})

describe("mergeIntoCart", () => {
  const cart = [item("1", "P1", [acc("A", 1), acc("B", 2)], 3)]

  it("adds amounts for the same product and accessory set in another order", () => {
    const merged = mergeIntoCart(cart, added("P1", [acc("B", 2), acc("A", 1)], 4), "new")
    expect(merged).toEqual([item("1", "P1", [acc("A", 1), acc("B", 2)], 7)])
  })

  it("creates a new line when an accessory amount differs", () => {
    const merged = mergeIntoCart(cart, added("P1", [acc("A", 1), acc("B", 3)], 1), "new")
    expect(merged.map((i) => i.id)).toEqual(["1", "new"])
    expect(merged[0]!.amount).toBe(3)
  })

  it("creates a new line when the accessory set differs", () => {
    expect(mergeIntoCart(cart, added("P1", [acc("A", 1)], 1), "new")).toHaveLength(2)
    expect(mergeIntoCart(cart, added("P1", [acc("A", 1), acc("B", 2), acc("C", 1)], 1), "new")).toHaveLength(2)
    expect(mergeIntoCart(cart, added("P1", [], 1), "new")).toHaveLength(2)
  })

  it("creates a new line for another product", () => {
    expect(mergeIntoCart(cart, added("P2", [acc("A", 1), acc("B", 2)], 1), "new")).toHaveLength(2)
  })

  it("caps the amount at MAX_AMOUNT", () => {
    expect(mergeIntoCart(cart, added("P1", [acc("A", 1), acc("B", 2)], 9998), "new")[0]!.amount).toBe(MAX_AMOUNT)
    expect(mergeIntoCart([], added("P1", [], 20_000), "new")[0]!.amount).toBe(MAX_AMOUNT)
  })

  it("writes the new id and uid and folds repeated accessory ids", () => {
    expect(mergeIntoCart([], added("P1", [acc("A", 1), acc("A", 2)], 1), "new", "user-1")).toEqual([
      { id: "new", uid: "user-1", productId: "P1", accessories: [acc("A", 3)], amount: 1 },
    ])
    expect(mergeIntoCart([], added("P1", [], 1), "new")[0]).not.toHaveProperty("uid")
  })

  it("treats repeated accessory ids like their sum", () => {
    const merged = mergeIntoCart(cart, added("P1", [acc("B", 1), acc("A", 1), acc("B", 1)], 2), "new")
    expect(merged).toEqual([item("1", "P1", [acc("A", 1), acc("B", 2)], 5)])
  })

  const accessoryList = fc.uniqueArray(
    fc.record({ id: fc.constantFrom("A", "B", "C", "D"), amount: fc.integer({ min: 1, max: 3 }) }),
    { selector: (a) => a.id, maxLength: 4 },
  )

  it("merges any permutation of the same accessories into one line", () => {
    fc.assert(
      fc.property(
        accessoryList.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        ([list, shuffled], a, b) => {
          const one = mergeIntoCart([], added("P", list.map((x) => acc(x.id, x.amount)), a), "1")
          const two = mergeIntoCart(one, added("P", shuffled.map((x) => acc(x.id, x.amount)), b), "2")
          return two.length === 1 && two[0]!.amount === a + b
        },
      ),
    )
  })

  it("keeps every other line untouched and the piece count exact below the cap", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom("P", "Q"), accessoryList, fc.integer({ min: 1, max: 50 })), { maxLength: 12 }),
        (adds) => {
          let cart: ReadonlyArray<CartItem> = []
          adds.forEach(([p, list, amount], i) => (cart = mergeIntoCart(cart, added(p, list.map((x) => acc(x.id, x.amount)), amount), String(i))))
          const keys = cart.map((c) => `${c.productId}|${accessoryKey(c.accessories)}`)
          expect(new Set(keys).size).toBe(cart.length)
          expect(cart.reduce((sum, c) => sum + c.amount, 0)).toBe(adds.reduce((sum, [, , amount]) => sum + amount, 0))
        },
      ),
    )
  })
})

describe("accessory keys", () => {
  it("ignore order and fold repeats", () => {
    expect(accessoryKey([acc("B", 1), acc("A", 2)])).toBe(accessoryKey([acc("A", 2), acc("B", 1)]))
    expect(accessoryKey([acc("A", 1), acc("A", 1)])).toBe(accessoryKey([acc("A", 2)]))
    expect(accessoryKey([acc("A", 1)])).not.toBe(accessoryKey([acc("A", 2)]))
    expect(isSameConfiguration(added("P", [acc("A", 1)], 1), added("Q", [acc("A", 1)], 1))).toBe(false)
  })

  it("cap folded amounts at MAX_AMOUNT", () => {
    expect(combineAccessories([acc("A", 9000), acc("A", 9000), acc("B", 1)])).toEqual([acc("A", MAX_AMOUNT), acc("B", 1)])
  })
})

describe("guest ids", () => {
  it("use the clock and never collide within one millisecond", () => {
    expect(nextGuestId([], 1000)).toBe("1000")
    expect(nextGuestId([item("1000", "P", [], 1), item("db-row", "P", [], 1)], 1000)).toBe("1001")
    expect(nextGuestId([item("999", "P", [], 1)], 1000)).toBe("1000")
  })

  it.effect("adding to a guest cart takes the id from Clock", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(1_763_766_871_000)
      const one = yield* addToGuest(emptyGuestCart, added("P1", [], 1))
      expect(one.items.map((i) => i.id)).toEqual(["1763766871000"])
      const two = yield* addToGuest(one, added("P2", [], 1))
      const three = yield* addToGuest(two, added("P3", [], 1))
      expect(three.items.map((i) => i.id)).toEqual(["1763766871000", "1763766871001", "1763766871002"])
      const merged = yield* addToGuest(three, added("P2", [], 5))
      expect(merged.items.map((i) => [i.id, i.amount])).toEqual([
        ["1763766871000", 1],
        ["1763766871001", 6],
        ["1763766871002", 1],
      ])
      yield* TestClock.adjust(60_000)
      const later = yield* addToGuest(merged, added("P4", [], 1))
      expect(later.items[3]!.id).toBe("1763766931000")
      expect(later.items.every((i) => i.uid === undefined)).toBe(true)
    }),
  )

  it("are unique for any number of adds in the same millisecond", () => {
    const now = 1_700_000_000_000
    let cart: ReadonlyArray<CartItem> = []
    for (let i = 0; i < 50; i++) cart = mergeIntoCart(cart, added(`P${i}`, [], 1), nextGuestId(cart, now))
    expect(new Set(cart.map((c) => c.id)).size).toBe(50)
  })
})

describe("setAmount and removeItem", () => {
  const cart = [item("1", "P1", [], 1), item("2", "P2", [], 2)]
  it("change only the addressed line", () => {
    expect(setAmount(cart, "2", 5)).toEqual([item("1", "P1", [], 1), item("2", "P2", [], 5)])
    expect(removeItem(cart, "1")).toEqual([item("2", "P2", [], 2)])
    expect(removeItem(cart, "missing")).toEqual(cart)
  })
})

describe("setAmount", () => {
  it("normalises what was typed", () => {
    const cart = [{ id: "1", productId: "P-1" as never, accessories: [], amount: 3 }]
    expect(setAmount(cart, "1", "abc")[0]!.amount).toBe(1)
    expect(setAmount(cart, "1", 100_000)[0]!.amount).toBe(9999)
    expect(setAmount(cart, "1", "7")[0]!.amount).toBe(7)
  })
})

describe("many lines at once", () => {
  const now = 1_700_000_000_000
  const anyAdds = fc.array(
    fc.record({
      productId: fc.constantFrom("P", "Q", "R", "S"),
      accessories: fc.uniqueArray(fc.record({ id: fc.constantFrom("A", "B"), amount: fc.integer({ min: 1, max: 2 }) }), { selector: (a) => a.id, maxLength: 2 }),
      amount: fc.integer({ min: 1, max: 6000 }),
    }),
    { maxLength: 15 },
  )
  const asAdded = (adds: ReadonlyArray<{ productId: string; accessories: ReadonlyArray<{ id: string; amount: number }>; amount: number }>) =>
    adds.map((a) => added(a.productId, a.accessories.map((x) => acc(x.id, x.amount)), a.amount))
  const start = [item("1", "P", [], 5), item("2", "Q", [acc("A", 1)], 9000)]

  it("merge as the same adds one after another would, and name exactly the lines they wrote", () => {
    fc.assert(
      fc.property(anyAdds, (adds) => {
        const list = asAdded(adds)
        let one: ReadonlyArray<CartItem> = start
        for (const a of list) one = mergeIntoCart(one, a, nextGuestId(one, now))
        const { items, changed } = mergeAllIntoCart(start, list, now)
        expect(items).toEqual(one)
        const untouched = items.filter((i) => start.some((s) => s.id === i.id && s.amount === i.amount))
        expect(changed.map((c) => c.id).sort()).toEqual(items.filter((i) => !untouched.includes(i)).map((i) => i.id).sort())
      }),
    )
  })

  it("count the longest beginning of the list that fits", () => {
    fc.assert(
      fc.property(anyAdds, fc.integer({ min: 0, max: 8 }), (adds, maxLines) => {
        const list = asAdded(adds)
        const fits = (items: ReadonlyArray<CartItem>) => items.length <= maxLines
        const n = countFitting(start, list, now, fits)
        expect(fits(mergeAllIntoCart(start, list.slice(0, n), now).items) || n === 0).toBe(true)
        if (n < list.length) expect(fits(mergeAllIntoCart(start, list.slice(0, n + 1), now).items)).toBe(false)
      }),
    )
  })

  it.effect("go into a guest cart whole, or not at all with how many of them would fit", () =>
    Effect.gen(function* () {
      yield* TestClock.setTime(now)
      const list = Array.from({ length: 150 }, (_, i) => added(`WS-${String(i).padStart(4, "0")}`, [acc("ACC-MP-0612", 1)], 9999))
      const few = yield* addManyToGuest(emptyGuestCart, list.slice(0, 3))
      expect(few.items.map((i) => i.productId)).toEqual(["WS-0000", "WS-0001", "WS-0002"])
      expect(yield* addManyToGuest(few, [])).toBe(few)
      const refused = yield* Effect.flip(addManyToGuest(few, list))
      expect(refused).toMatchObject({ _tag: "CartFull", lines: 3, requested: 150, limit: "cookie" })
      const fit = refused.fit!
      expect(fit).toBeGreaterThan(3)
      expect(fitsInCookie(yield* addManyToGuest(few, list.slice(0, fit)))).toBe(true)
      expect((yield* Effect.flip(addManyToGuest(few, list.slice(0, fit + 1)))).fit).toBe(fit)
    }),
  )
})

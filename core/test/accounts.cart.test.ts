import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import fc from "fast-check"
import * as TestClock from "effect/testing/TestClock"
import {
  addToStoredCart,
  guestLineKey,
  mergeGuestCart,
  planGuestMerge,
  setStoredAmount,
  setStoredCartState,
  storedCartState,
} from "../src/accounts/cart.ts"
import { AccountsMemory, addMemoryUser } from "../src/accounts/memory.ts"
import type { GuestCart } from "../src/cart/cookie.ts"
import { accessoryKey } from "../src/cart/addToCart.ts"
import { type CartItem, MAX_AMOUNT, MAX_CART_LINES } from "../src/cart/model.ts"
import type { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import { percent } from "../src/money/money.ts"
import { CartStore, type StoredCart } from "../src/ports/CartStore.ts"
import { ProfileStore } from "../src/ports/ProfileStore.ts"

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0)
const line = (id: string, productId: string, amount: number, accessories: ReadonlyArray<[string, number]> = []): CartItem => ({
  id,
  productId: productId as ProductId,
  accessories: accessories.map(([a, n]) => ({ id: a as AccessoryId, amount: n })),
  amount,
})
const guest = (items: ReadonlyArray<CartItem>, projectId = "", discount = 0): GuestCart => ({ items, projectId, discount: percent(discount) })
const empty: StoredCart = { items: [], state: null, mergedGuestLines: [] }

/** Applies a plan as every CartStore does (upsert by id, record merged keys). */
const apply = (cart: StoredCart, plan: ReturnType<typeof planGuestMerge>): StoredCart => {
  let items = cart.items
  for (const item of plan.upsert ?? []) {
    const i = items.findIndex((x) => x.id === item.id)
    items = i < 0 ? [...items, item] : items.map((x, n) => (n === i ? item : x))
  }
  return { items, state: plan.state ?? cart.state, mergedGuestLines: [...new Set([...cart.mergedGuestLines, ...(plan.merged ?? [])])] }
}
const amountsByConfiguration = (items: ReadonlyArray<CartItem>) => {
  const map = new Map<string, number>()
  for (const item of items) {
    const key = `${item.productId}|${accessoryKey(item.accessories)}`
    map.set(key, (map.get(key) ?? 0) + item.amount)
  }
  return map
}

const product = fc.constantFrom("ws-0612-40", "zk-1", "wg-600")
const accessories = fc.array(fc.tuple(fc.constantFrom("acc-1", "acc-2"), fc.integer({ min: 1, max: 3 })), { maxLength: 2 })
const cartLines = (prefix: string) =>
  fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 40 }), product, fc.integer({ min: 1, max: MAX_AMOUNT }), accessories), {
    selector: ([id]) => id,
    maxLength: 8,
  }).map((lines) => lines.map(([id, p, amount, acc]) => line(`${prefix}${id}`, p, amount, acc)))

/** A stored cart keeps one line per configuration (the merge rule makes it so). */
const storedLines = cartLines("17000000000").map((lines) =>
  lines.filter((l, i) => lines.findIndex((o) => o.productId === l.productId && accessoryKey(o.accessories) === accessoryKey(l.accessories)) === i),
)

describe("planGuestMerge", () => {
  it("adds the guest's amounts to the same configuration (capped at 9999) and loses no line", () => {
    fc.assert(
      fc.property(storedLines, cartLines("17000000000"), (stored, guestItems) => {
        const before = amountsByConfiguration(stored)
        const plan = planGuestMerge({ ...empty, items: stored }, guest(guestItems), NOW, percent(0))
        const after = apply({ ...empty, items: stored }, plan)
        const added = amountsByConfiguration(guestItems)
        for (const [key, amount] of added) {
          const expected = before.has(key) ? Math.min(MAX_AMOUNT, before.get(key)! + amount) : Math.min(MAX_AMOUNT, amount)
          // A configuration new to the stored cart is one line holding the sum of the guest lines (capped).
          expect(amountsByConfiguration(after.items).get(key)).toBe(expected)
        }
        for (const [key, amount] of before) if (!added.has(key)) expect(amountsByConfiguration(after.items).get(key)).toBe(amount)
        expect(plan.result.merged + plan.result.alreadyMerged + plan.result.leftOver.length).toBe(guestItems.length)
        expect(new Set(after.items.map((i) => i.id)).size).toBe(after.items.length)
      }),
    )
  })

  it("is idempotent: merging the same guest cart again changes nothing and counts no line", () => {
    fc.assert(
      fc.property(cartLines("17000000000"), cartLines("17000000000"), (stored, guestItems) => {
        const once = apply({ ...empty, items: stored }, planGuestMerge({ ...empty, items: stored }, guest(guestItems), NOW, percent(0)))
        const again = planGuestMerge(once, guest(guestItems), NOW + 1000, percent(0))
        expect(again.upsert).toEqual([])
        expect(again.result).toEqual({ merged: 0, alreadyMerged: guestItems.length, leftOver: [] })
        expect(apply(once, again).items).toEqual(once.items)
      }),
    )
  })

  it("keeps lines that do not fit the stored cart as left over, unrecorded, so a later merge can bring them", () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => line(`s${i}`, "ws-0612-40", 1, [["acc-1", (i % 3) + 1], ["acc-2", Math.floor(i / 3) + 1]]))
    const plan = planGuestMerge({ ...empty, items: full }, guest([line("1", "zk-1", 2), line("2", "ws-0612-40", 5, [["acc-1", 1], ["acc-2", 1]])]), NOW, percent(0))
    expect(plan.result.merged).toBe(1)
    expect(plan.result.leftOver).toEqual([line("1", "zk-1", 2)])
    expect(plan.merged).toEqual([guestLineKey(line("2", "ws-0612-40", 5))])
    expect(plan.upsert).toEqual([{ ...full[0]!, amount: 6 }])
  })

  it("takes the guest's project id and discount only when the account has none chosen", () => {
    const withGuestState = guest([], "AW-2", 1500)
    expect(planGuestMerge(empty, withGuestState, NOW, percent(700)).state).toEqual({ projectId: "AW-2", discount: 1500 })
    expect(planGuestMerge(empty, guest([], "AW-2", 0), NOW, percent(700)).state).toEqual({ projectId: "AW-2", discount: 700 })
    expect(planGuestMerge(empty, guest([]), NOW, percent(700)).state).toBeUndefined()
    expect(planGuestMerge({ ...empty, state: { projectId: "", discount: percent(300) } }, withGuestState, NOW, percent(0)).state).toEqual({
      projectId: "AW-2",
      discount: 300,
    })
    expect(planGuestMerge({ ...empty, state: { projectId: "P-1", discount: percent(300) } }, withGuestState, NOW, percent(0)).state).toBeUndefined()
  })

  it("gives a guest line a new id when the stored cart uses its id for another configuration", () => {
    const plan = planGuestMerge({ ...empty, items: [line("1700000000001", "zk-1", 1)] }, guest([line("1700000000001", "wg-600", 3)]), NOW, percent(0))
    expect(plan.upsert).toEqual([line(String(NOW), "wg-600", 3)])
  })
})

const stores = Layer.mergeAll(CartStore.layerTest, ProfileStore.layerTest)
const withUser = <A, E>(run: (uid: string) => Effect.Effect<A, E, CartStore | ProfileStore | AccountsMemory>) =>
  Effect.gen(function* () {
    yield* TestClock.setTime(NOW)
    const uid = "00000000-0000-4000-8000-000000000001"
    yield* addMemoryUser({
      id: uid,
      email: "anna@example.at",
      password: "x",
      confirmed: true,
      emailChange: null,
      metadata: { userLang: "de", mailTemplate: "de", firstname: "", lastname: "", company: "", vat: "", street: "", zip: "", city: "", country: "AT" },
    })
    return yield* run(uid)
  }).pipe(Effect.provide(stores))

describe("the stored cart", () => {
  it.effect("merges a guest cart at login once, however often the login is repeated or runs at once in two tabs", () =>
    withUser((uid) =>
      Effect.gen(function* () {
        const store = yield* CartStore
        yield* store.upsert(uid, line("1", "ws-0612-40", 2, [["acc-1", 1]]))
        const cookie = guest([line("1700000000001", "ws-0612-40", 3, [["acc-1", 1]]), line("1700000000002", "zk-1", 1)])
        const results = yield* Effect.all(
          [mergeGuestCart(uid, cookie), mergeGuestCart(uid, cookie), addToStoredCart(uid, { productId: "zk-1" as ProductId, accessories: [], amount: 4 })],
          { concurrency: "unbounded" },
        )
        expect(results[0].merged + results[1].merged).toBe(2)
        yield* mergeGuestCart(uid, cookie)
        const lines = yield* store.list(uid)
        expect(lines.map((l) => [l.productId, l.amount])).toEqual([
          ["ws-0612-40", 5],
          ["zk-1", 5],
        ])
      }),
    ),
  )

  it.effect("adds by the merge rule and refuses a line past the limit with CartFull", () =>
    withUser((uid) =>
      Effect.gen(function* () {
        const added = { productId: "ws-0612-40" as ProductId, accessories: [{ id: "acc-2" as AccessoryId, amount: 1 }, { id: "acc-1" as AccessoryId, amount: 2 }], amount: 9000 }
        yield* addToStoredCart(uid, added)
        const lines = yield* addToStoredCart(uid, { ...added, accessories: [...added.accessories].reverse() })
        expect(lines.map((l) => l.amount)).toEqual([MAX_AMOUNT])
        yield* (yield* CartStore).modify(uid, () => ({ upsert: Array.from({ length: MAX_CART_LINES - 1 }, (_, i) => line(`x${i}`, "zk-1", 1, [["acc-1", i + 1]])), result: null }))
        const exit = yield* Effect.exit(addToStoredCart(uid, { productId: "wg-600" as ProductId, accessories: [], amount: 1 }))
        expect(Exit.isFailure(exit) && JSON.stringify(exit.cause)).toContain("CartFull")
        yield* setStoredAmount(uid, "x3", "-4")
        expect((yield* (yield* CartStore).list(uid)).find((l) => l.id === "x3")?.amount).toBe(1)
      }),
    ),
  )

  it.effect("prefills the state with the profile's global discount until one is chosen", () =>
    withUser((uid) =>
      Effect.gen(function* () {
        const profiles = yield* ProfileStore
        const profile = (yield* profiles.get(uid))!
        yield* profiles.update(uid, { ...profile, global_discount: percent(1250) })
        expect(yield* storedCartState(uid)).toEqual({ projectId: "", discount: 1250 })
        expect(yield* setStoredCartState(uid, { projectId: "  AW-2\u0000 mit sehr langem Namen" })).toEqual({ projectId: "AW-2 mit sehr l", discount: 1250 })
        expect(yield* setStoredCartState(uid, { discount: "12,345" })).toEqual({ projectId: "AW-2 mit sehr l", discount: 1235 })
        yield* (yield* CartStore).clear(uid)
        expect(yield* storedCartState(uid)).toEqual({ projectId: "", discount: 1250 })
      }),
    ),
  )
})

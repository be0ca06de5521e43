/**
 * What every CartStore must do: a user's lines (upsert by id, remove by id, oldest first, carrying
 * their uid), the cart state (null until chosen), clear, and `modify` as one atomic step (its
 * writes all or nothing, concurrent ones never losing an amount, merged guest lines recorded once).
 */
import { expect, layer } from "@effect/vitest"
import { Effect, Exit, type Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { type AccessoryId, type CartItem, CartStore, MAX_CART_LINES, type ProductId, percent } from "@shop/core"
import { TestUsers } from "../database/accounts.ts"

const item = (id: string, amount = 1, productId = "ws-0612-40", accessories: ReadonlyArray<[string, number]> = []): CartItem => ({
  id,
  productId: productId as ProductId,
  accessories: accessories.map(([accessory, n]) => ({ id: accessory as AccessoryId, amount: n })),
  amount,
})

export const suite = (name: string, makeLayer: () => Layer.Layer<CartStore | TestUsers, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`CartStore contract: ${name}`, (it) => {
    const user = Effect.flatMap(TestUsers, (users) => users.create())

    it.effect("starts empty, with no state", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id } = yield* user
        expect(yield* store.list(id)).toEqual([])
        expect(yield* store.getState(id)).toBeNull()
      }),
    )

    it.effect("upserts by id, keeps the oldest line first, and answers lines with their uid", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.upsert(uid, item("1700000000001", 2, "ws-0612-40", [["acc-1", 2], ["acc-2", 1]]))
        yield* store.upsert(uid, item("1700000000002", 1, "zk-1"))
        yield* store.upsert(uid, item("1700000000001", 5, "ws-0612-40", [["acc-3", 4]]))
        expect(yield* store.list(uid)).toEqual([
          { ...item("1700000000001", 5, "ws-0612-40", [["acc-3", 4]]), uid },
          { ...item("1700000000002", 1, "zk-1"), uid },
        ])
      }),
    )

    it.effect("removes by uid and id only; an unknown id is no error", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.upsert(uid, item("a-1"))
        yield* store.upsert(uid, item("a-2"))
        yield* store.remove(uid, "a-1")
        yield* store.remove(uid, "does-not-exist")
        expect((yield* store.list(uid)).map((line) => line.id)).toEqual(["a-2"])
      }),
    )

    it.effect("keeps each user's lines and state to that user, even with the same line ids", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const anna = (yield* user).id
        const bernd = (yield* user).id
        yield* store.upsert(anna, item("same-id", 3))
        yield* store.upsert(bernd, item("same-id", 7, "zk-1"))
        yield* store.setState(anna, { projectId: "AW-2", discount: percent(1250) })
        yield* store.remove(bernd, "same-id")
        expect(yield* store.list(anna)).toEqual([{ ...item("same-id", 3), uid: anna }])
        expect(yield* store.list(bernd)).toEqual([])
        expect(yield* store.getState(bernd)).toBeNull()
      }),
    )

    it.effect("sets and replaces the state: project id up to 15 characters, discount in hundredths of a percent", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.setState(uid, { projectId: "AW-2", discount: percent(1250) })
        expect(yield* store.getState(uid)).toEqual({ projectId: "AW-2", discount: 1250 })
        yield* store.setState(uid, { projectId: "Größenprüfung-ä", discount: percent(10_000) })
        expect(yield* store.getState(uid)).toEqual({ projectId: "Größenprüfung-ä", discount: 10_000 })
        yield* store.setState(uid, { projectId: "", discount: percent(1) })
        expect(yield* store.getState(uid)).toEqual({ projectId: "", discount: 1 })
      }),
    )

    it.effect("clears lines and state, but remembers which guest lines were merged", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.modify(uid, () => ({ upsert: [item("1"), item("2")], state: { projectId: "P", discount: percent(500) }, merged: ["g1:ws"], result: null }))
        yield* store.clear(uid)
        expect(yield* store.list(uid)).toEqual([])
        expect(yield* store.getState(uid)).toBeNull()
        const merged = yield* store.modify(uid, (cart) => ({ result: cart.mergedGuestLines }))
        expect(merged).toEqual(["g1:ws"])
      }),
    )

    it.effect("modify sees the cart, applies every write, and answers the function's result", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.upsert(uid, item("keep", 1))
        yield* store.upsert(uid, item("drop", 1))
        const seen = yield* store.modify(uid, (cart) => ({
          upsert: [item("keep", 4), item("new", 2, "zk-1")],
          remove: ["drop"],
          state: { projectId: "AW-7", discount: percent(250) },
          merged: ["1700000000001:ws-0612-40", "1700000000001:ws-0612-40"],
          result: { ids: cart.items.map((line) => line.id), state: cart.state, merged: cart.mergedGuestLines },
        }))
        expect(seen).toEqual({ ids: ["keep", "drop"], state: null, merged: [] })
        expect(yield* store.list(uid)).toEqual([
          { ...item("keep", 4), uid },
          { ...item("new", 2, "zk-1"), uid },
        ])
        expect(yield* store.getState(uid)).toEqual({ projectId: "AW-7", discount: 250 })
        expect(yield* store.modify(uid, (cart) => ({ result: cart.mergedGuestLines }))).toEqual(["1700000000001:ws-0612-40"])
      }),
    )

    it.effect("lists lines in the order they were added, also lines added together in one change", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.modify(uid, () => ({ upsert: [item("zz", 1), item("aa", 1), item("mm", 1)], result: null }))
        yield* store.upsert(uid, item("bb", 1))
        // Changing a line keeps its place.
        yield* store.upsert(uid, item("zz", 3))
        expect((yield* store.list(uid)).map((line) => line.id)).toEqual(["zz", "aa", "mm", "bb"])
      }),
    )

    it.effect("forgets merged guest lines recorded before the given time", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* TestClock.setTime(Date.UTC(2026, 0, 1))
        yield* store.modify(uid, () => ({ merged: ["old:p"], result: null }))
        yield* TestClock.setTime(Date.UTC(2027, 0, 2))
        yield* store.modify(uid, () => ({ merged: ["new:p"], forgetMergedBefore: Date.UTC(2026, 0, 2), result: null }))
        expect(yield* store.modify(uid, (cart) => ({ result: [...cart.mergedGuestLines].sort() }))).toEqual(["new:p"])
      }),
    )

    it.effect(`holds at most ${MAX_CART_LINES} lines: an upsert past it fails with CartFull, a change of a line still passes`, () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.modify(uid, () => ({ upsert: Array.from({ length: MAX_CART_LINES }, (_, n) => item(`line-${n}`)), result: null }))
        const refused = yield* Effect.exit(store.upsert(uid, item("one-more")))
        expect(Exit.isFailure(refused) && JSON.stringify(refused.cause)).toContain("CartFull")
        yield* store.upsert(uid, item("line-7", 9))
        const lines = yield* store.list(uid)
        expect(lines).toHaveLength(MAX_CART_LINES)
        expect(lines.find((line) => line.id === "line-7")?.amount).toBe(9)
      }),
    )

    it.effect("modify is all or nothing: a change that overfills the cart writes none of its parts", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.upsert(uid, item("first", 1))
        const refused = yield* Effect.exit(
          store.modify(uid, () => ({
            upsert: [item("first", 5), ...Array.from({ length: MAX_CART_LINES }, (_, n) => item(`x-${n}`))],
            state: { projectId: "never", discount: percent(100) },
            result: null,
          })),
        )
        expect(Exit.isFailure(refused)).toBe(true)
        expect(yield* store.list(uid)).toEqual([{ ...item("first", 1), uid }])
        expect(yield* store.getState(uid)).toBeNull()
      }),
    )

    it.effect("concurrent modifies of one cart lose no amount (two tabs adding at once)", () =>
      Effect.gen(function* () {
        const store = yield* CartStore
        const { id: uid } = yield* user
        yield* store.upsert(uid, item("line", 1))
        const add = store.modify(uid, (cart) => {
          const line = cart.items.find((i) => i.id === "line")!
          return { upsert: [{ ...line, amount: line.amount + 1 }], result: null }
        })
        yield* Effect.all(Array.from({ length: 12 }, () => add), { concurrency: "unbounded" })
        expect((yield* store.list(uid))[0]?.amount).toBe(13)
      }),
    )
  })

/**
 * What every VisitorCart must do, the guest's cookie cart and the logged-in user's stored cart
 * alike: start empty; add by the add rule (same product and accessory set in any order: amounts
 * added, capped at 9999; anything else a new line, oldest first); set an amount and the state as
 * typed (spec §5 rules); remove by id; refuse with CartFull what does not fit, changing nothing;
 * add many lines all or none, saying how many would fit; keep every change for the visitor's next
 * request; and let two changes at once both count.
 */
import { expect, layer } from "@effect/vitest"
import { Context, Effect, type Layer, Result } from "effect"
import { type AccessoryId, type CartItem, MAX_AMOUNT, MAX_CART_LINES, type NewCartItem, type ProductId, VisitorCart } from "@shop/core"

/** New visitors for the suite: each `fresh` one has an empty cart; `request` is the cart as one of their requests sees it. */
export class Visitors extends Context.Service<
  Visitors,
  { readonly fresh: Effect.Effect<{ readonly request: Effect.Effect<VisitorCart["Service"], unknown> }, unknown> }
>()("shop/test/Visitors") {}

const added = (productId: string, amount: number, accessories: ReadonlyArray<[string, number]> = []): NewCartItem => ({
  productId: productId as ProductId,
  accessories: accessories.map(([id, n]) => ({ id: id as AccessoryId, amount: n })),
  amount,
})

/** A line as the rules see it: its product, its accessories (in any order) and its amount. */
const line = (item: CartItem) => ({
  productId: item.productId,
  accessories: [...item.accessories].sort((a, b) => (a.id < b.id ? -1 : 1)).map((a) => [a.id, a.amount]),
  amount: item.amount,
})

export interface SuiteOptions {
  /** Two requests of the same visitor changing the cart at once both count (not so for a cookie: the browser keeps the last one). */
  readonly requestsAtOnceBothCount?: boolean
  /** The limit a long list of lines with accessories reaches first: the cookie's size, or MAX_CART_LINES. */
  readonly fullAt: "lines" | "cookie"
}

export const suite = (name: string, makeLayer: () => Layer.Layer<Visitors, unknown>, options: SuiteOptions) =>
  layer(makeLayer(), { timeout: 120_000 })(`VisitorCart contract: ${name}`, (it) => {
    const visitor = Effect.flatMap(Effect.service(Visitors), (visitors) => visitors.fresh)
    const fresh = Effect.flatMap(visitor, (v) => v.request)

    it.effect("starts empty: no lines, no discount, no project number", () =>
      Effect.gen(function* () {
        const cart = yield* fresh
        expect(yield* cart.read).toEqual({ items: [], discount: 0, projectId: "", repaired: false })
      }),
    )

    it.effect("adds by the add rule: the same product and accessory set adds to its line, capped; anything else is a new line", () =>
      Effect.gen(function* () {
        const cart = yield* fresh
        yield* cart.add(added("WS-0612-40", 2, [["ACC-1", 2], ["ACC-2", 1]]))
        yield* cart.add(added("WS-0612-40", 3, [["ACC-2", 1], ["ACC-1", 2]]))
        yield* cart.add(added("WS-0612-40", 1))
        yield* cart.add(added("WS-0408-30", 9000))
        yield* cart.add(added("WS-0408-30", 9000))
        const { items } = yield* cart.read
        expect(items.map(line)).toEqual([
          { productId: "WS-0612-40", accessories: [["ACC-1", 2], ["ACC-2", 1]], amount: 5 },
          { productId: "WS-0612-40", accessories: [], amount: 1 },
          { productId: "WS-0408-30", accessories: [], amount: MAX_AMOUNT },
        ])
        expect(new Set(items.map((item) => item.id)).size).toBe(3)
      }),
    )

    it.effect("sets a line's amount as typed; an unknown line changes nothing", () =>
      Effect.gen(function* () {
        const cart = yield* fresh
        yield* cart.add(added("WS-0612-40", 2))
        yield* cart.add(added("WS-0408-30", 1))
        const [first, second] = (yield* cart.read).items
        yield* cart.setAmount(first!.id, "12")
        yield* cart.setAmount(second!.id, "-4")
        yield* cart.setAmount("does-not-exist", 7)
        expect((yield* cart.read).items.map((item) => [item.id, item.amount])).toEqual([
          [first!.id, 12],
          [second!.id, 1],
        ])
        yield* cart.setAmount(first!.id, "1.234")
        expect((yield* cart.read).items[0]!.amount).toBe(1234)
      }),
    )

    it.effect("removes lines by id; an unknown id is no error", () =>
      Effect.gen(function* () {
        const cart = yield* fresh
        yield* cart.add(added("WS-0612-40", 2))
        yield* cart.add(added("WS-0408-30", 1))
        yield* cart.add(added("ZK-1", 1))
        const [first, second, third] = (yield* cart.read).items
        yield* cart.remove([first!.id, "does-not-exist"])
        yield* cart.remove([])
        expect((yield* cart.read).items.map((item) => item.id)).toEqual([second!.id, third!.id])
        yield* cart.remove([second!.id, third!.id])
        expect((yield* cart.read).items).toEqual([])
      }),
    )

    it.effect("sets the discount and the project number as typed, each keeping the other", () =>
      Effect.gen(function* () {
        const cart = yield* fresh
        yield* cart.setState({ discount: "12,345" })
        yield* cart.setState({ projectId: "  AW-2\u0000 mit sehr langem Namen" })
        expect(yield* cart.read).toMatchObject({ discount: 1235, projectId: "AW-2 mit sehr l" })
        yield* cart.setState({ discount: 150, projectId: "Größenprüfung" })
        expect(yield* cart.read).toMatchObject({ discount: 10_000, projectId: "Größenprüfung" })
        yield* cart.setState({ projectId: "" })
        expect(yield* cart.read).toMatchObject({ discount: 10_000, projectId: "" })
      }),
    )

    it.effect("keeps every change for the visitor's next request", () =>
      Effect.gen(function* () {
        const { request } = yield* visitor
        const first = yield* request
        yield* first.add(added("WS-0612-40", 2, [["ACC-1", 1]]))
        yield* first.add(added("WS-0408-30", 1))
        yield* first.setState({ discount: "5", projectId: "AW-9" })
        const id = (yield* first.read).items[1]!.id
        yield* first.setAmount(id, 4)
        const next = yield* request
        expect(yield* next.read).toEqual(yield* first.read)
        yield* next.remove([id])
        expect((yield* (yield* request).read).items.map(line)).toEqual([{ productId: "WS-0612-40", accessories: [["ACC-1", 1]], amount: 2 }])
      }),
    )

    it.effect("refuses an add that does not fit with CartFull and changes nothing", () =>
      Effect.gen(function* () {
        const cart = yield* fresh
        const product = (i: number) => `WS-FULL-${String(i).padStart(4, "0")}`
        let adds = 0
        let refusal: Result.Result<void, unknown> = Result.void
        for (; adds <= MAX_CART_LINES; adds++) {
          refusal = yield* Effect.result(cart.add(added(product(adds), 9999, [["ACC-MP-0612", 1]])))
          if (Result.isFailure(refusal)) break
        }
        expect(Result.isFailure(refusal) ? refusal.failure : null).toMatchObject({ _tag: "CartFull" })
        // The refused line is not there; every line added before is, unchanged.
        const kept = (yield* cart.read).items
        expect(kept.map(line)).toEqual(Array.from({ length: adds }, (_, i) => ({ productId: product(i), accessories: [["ACC-MP-0612", 1]], amount: 9999 })))
        expect(kept.length).toBeGreaterThan(0)
        expect(kept.length).toBeLessThanOrEqual(MAX_CART_LINES)
        // A full cart still adds to a line it has.
        yield* cart.setAmount(kept[0]!.id, 1)
        yield* cart.add(added(kept[0]!.productId, 2, [["ACC-MP-0612", 1]]))
        expect((yield* cart.read).items[0]!.amount).toBe(3)
      }),
    )

    it.effect("adds many lines in one step by the add rule: repeated lines and lines the cart has add to their amounts", () =>
      Effect.gen(function* () {
        const cart = yield* fresh
        yield* cart.add(added("WS-0612-40", 2, [["ACC-1", 1]]))
        yield* cart.addMany([
          added("ZK-1", 3),
          added("WS-0612-40", 5, [["ACC-1", 1]]),
          added("WS-0408-30", 9000),
          added("ZK-1", 4),
          added("WS-0408-30", 9000),
          added("ZK-2", 1, [["ACC-2", 2], ["ACC-1", 1]]),
        ])
        const { items } = yield* cart.read
        expect(items.map(line)).toEqual([
          { productId: "WS-0612-40", accessories: [["ACC-1", 1]], amount: 7 },
          { productId: "ZK-1", accessories: [], amount: 7 },
          { productId: "WS-0408-30", accessories: [], amount: MAX_AMOUNT },
          { productId: "ZK-2", accessories: [["ACC-1", 1], ["ACC-2", 2]], amount: 1 },
        ])
        expect(new Set(items.map((item) => item.id)).size).toBe(4)
        yield* cart.addMany([])
        expect((yield* cart.read).items).toEqual(items)
      }),
    )

    it.effect(`refuses many lines that do not fit together with CartFull, saying how many would fit (the ${options.fullAt} limit), and changes nothing`, () =>
      Effect.gen(function* () {
        const { request } = yield* visitor
        const cart = yield* request
        yield* cart.add(added("WS-0612-40", 2, [["ACC-MP-0612", 1]]))
        yield* cart.add(added("WS-0408-30", 1))
        yield* cart.setState({ projectId: "AW-7" })
        const before = yield* cart.read
        // A line the cart has first (it fits however full the cart is), then more new lines than any cart holds.
        const list = [added("WS-0408-30", 3), ...Array.from({ length: MAX_CART_LINES }, (_, i) => added(`WS-MANY-${String(i).padStart(4, "0")}`, 9999, [["ACC-MP-0612", 1]]))]
        const refused = yield* Effect.flip(cart.addMany(list))
        expect(refused).toMatchObject({ _tag: "CartFull", lines: 2, requested: list.length, limit: options.fullAt })
        const fit = (refused as { readonly fit: number }).fit
        expect(fit).toBeGreaterThan(1)
        expect(fit).toBeLessThan(list.length)
        if (options.fullAt === "lines") expect(fit).toBe(1 + MAX_CART_LINES - before.items.length)
        expect(yield* cart.read).toEqual(before)
        expect(yield* (yield* request).read).toEqual(before)
        // Exactly the first `fit` lines go in; one more does not.
        yield* cart.addMany(list.slice(0, fit))
        const filled = (yield* cart.read).items
        expect(filled.map(line)).toEqual([
          line(before.items[0]!),
          { ...line(before.items[1]!), amount: 4 },
          ...list.slice(1, fit).map((item) => ({ productId: item.productId, accessories: [["ACC-MP-0612", 1]], amount: 9999 })),
        ])
        expect(yield* Effect.flip(cart.addMany([added("WS-0408-30", 1), list[fit]!]))).toMatchObject({ _tag: "CartFull", requested: 2, fit: 1 })
        expect((yield* cart.read).items).toEqual(filled)
      }),
    )

    it.effect("two changes at once in one request both count", () =>
      Effect.gen(function* () {
        const cart = yield* fresh
        yield* Effect.all([cart.add(added("WS-0612-40", 2)), cart.add(added("WS-0612-40", 3)), cart.add(added("ZK-1", 1)), cart.setState({ projectId: "AW-3" })], {
          concurrency: "unbounded",
        })
        const read = yield* cart.read
        expect(read.items.map(line).sort((a, b) => (a.productId < b.productId ? -1 : 1))).toEqual([
          { productId: "WS-0612-40", accessories: [], amount: 5 },
          { productId: "ZK-1", accessories: [], amount: 1 },
        ])
        expect(read.projectId).toBe("AW-3")
      }),
    )

    if (options.requestsAtOnceBothCount === true)
      it.effect("two requests of the same visitor adding at once both count", () =>
        Effect.gen(function* () {
          const { request } = yield* visitor
          const tabs = yield* Effect.all([request, request, request])
          yield* Effect.all(
            tabs.map((tab, i) => tab.add(added("WS-0612-40", i + 1))),
            { concurrency: "unbounded" },
          )
          expect((yield* (yield* request).read).items.map(line)).toEqual([{ productId: "WS-0612-40", accessories: [], amount: 6 }])
        }),
      )

    if (options.requestsAtOnceBothCount === true)
      it.effect("two requests of the same visitor adding many lines at once both count", () =>
        Effect.gen(function* () {
          const { request } = yield* visitor
          const tabs = yield* Effect.all([request, request, request])
          yield* Effect.all(
            tabs.map((tab, i) => tab.addMany([added("WS-0612-40", i + 1), added(`ZK-${i}`, 1), added("WS-0408-30", 1)])),
            { concurrency: "unbounded" },
          )
          // Every amount counts (no change lost another's); the order of lines from transactions at once is not part of the contract.
          const items = (yield* (yield* request).read).items.map(line)
          expect(items.sort((a, b) => (a.productId < b.productId ? -1 : 1))).toEqual([
            { productId: "WS-0408-30", accessories: [], amount: 3 },
            { productId: "WS-0612-40", accessories: [], amount: 6 },
            { productId: "ZK-0", accessories: [], amount: 1 },
            { productId: "ZK-1", accessories: [], amount: 1 },
            { productId: "ZK-2", accessories: [], amount: 1 },
          ])
        }),
      )

    if (options.requestsAtOnceBothCount === true)
      it.effect("of two lists added at once that do not fit together, one goes in whole and the other is refused whole", () =>
        Effect.gen(function* () {
          const { request } = yield* visitor
          const first = yield* request
          yield* first.addMany(Array.from({ length: MAX_CART_LINES - 10 }, (_, i) => added(`WS-BASE-${String(i).padStart(4, "0")}`, 1)))
          const tabs = yield* Effect.all([request, request])
          const outcomes = yield* Effect.all(
            tabs.map((tab, t) => Effect.result(tab.addMany(Array.from({ length: 8 }, (_, i) => added(`WS-TAB${t}-${i}`, 1))))),
            { concurrency: "unbounded" },
          )
          const refused = outcomes.flatMap((outcome) => (Result.isFailure(outcome) ? [outcome.failure] : []))
          expect(refused).toEqual([expect.objectContaining({ _tag: "CartFull", lines: MAX_CART_LINES - 2, requested: 8, fit: 2 })])
          const items = (yield* (yield* request).read).items
          expect(items).toHaveLength(MAX_CART_LINES - 2)
          const tab = outcomes.findIndex((outcome) => Result.isSuccess(outcome))
          expect(items.filter((item) => item.productId.startsWith("WS-TAB")).map((item) => item.productId).sort()).toEqual(
            Array.from({ length: 8 }, (_, i) => `WS-TAB${tab}-${i}`),
          )
        }),
      )
  })

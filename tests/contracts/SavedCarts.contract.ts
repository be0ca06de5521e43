/**
 * What every SavedCarts store must do (issue 27, part 4): a user's saved carts with their lines in
 * order, newest first; one user's never found, renamed or deleted by another; at most
 * MAX_SAVED_CARTS per account (also when saved at once from several tabs) and the cart's line limit
 * per saved cart, each refused with its key; names as the database keeps them.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, Exit, type Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import { type AccessoryId, type NewCartItem, type ProductId, percent } from "@shop/core"
import { type NewSavedCart, SavedCarts } from "@shop/core/ports/SavedCarts"
import { MAX_SAVED_CART_LINES, MAX_SAVED_CARTS, SAVED_CART_NAME_MAX_LENGTH } from "@shop/core/savedCarts/limits"
import { TestUsers } from "../database/accounts.ts"

const line = (productId: string, amount = 1, accessories: ReadonlyArray<[string, number]> = []): NewCartItem => ({
  productId: productId as ProductId,
  accessories: accessories.map(([id, n]) => ({ id: id as AccessoryId, amount: n })),
  amount,
})
const cart = (name: string, items: ReadonlyArray<NewCartItem> = [line("ws-0612-40")], projectId = "", discount = 0): NewSavedCart => ({
  name,
  projectId,
  discount: percent(discount),
  items,
})
const tagOf = (exit: Exit.Exit<unknown, unknown>) => (Exit.isFailure(exit) ? JSON.stringify(exit.cause) : "success")

export const suite = (name: string, makeLayer: () => Layer.Layer<SavedCarts | TestUsers, unknown>) =>
  layer(makeLayer(), { timeout: 120_000 })(`SavedCarts contract: ${name}`, (it) => {
    const user = Effect.map(Effect.flatMap(TestUsers, (users) => users.create()), (created) => created.id)

    it.effect("starts empty; an unknown id or one that is no id at all is no saved cart", () =>
      Effect.gen(function* () {
        const store = yield* SavedCarts
        const uid = yield* user
        expect(yield* store.list(uid)).toEqual([])
        expect(yield* store.get(uid, "00000000-0000-4000-8000-000000000999")).toBeNull()
        expect(yield* store.get(uid, "not-an-id")).toBeNull()
        expect(yield* store.rename(uid, "not-an-id", "X")).toBe(false)
        expect(yield* store.remove(uid, "'; drop table public.saved_carts; --")).toBe(false)
      }),
    )

    it.effect("keeps a saved cart's lines in order, with accessories, project number and discount; lists the newest first", () =>
      Effect.gen(function* () {
        const store = yield* SavedCarts
        const uid = yield* user
        yield* TestClock.setTime(Date.UTC(2026, 10, 30, 9, 0, 0))
        const items = [line("zk-1", 3), line("ws-0612-40", 2, [["acc-2", 1], ["acc-1", 4]]), line("wg-600", 9999)]
        const first = yield* store.create(uid, cart("Baustelle Linz", items, "LZ-7", 1250))
        expect(first).toMatchObject({ name: "Baustelle Linz", projectId: "LZ-7", discount: 1250, items })
        expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
        expect(first.updatedAt).toBe(first.createdAt)
        const second = yield* store.create(uid, cart("Größenprüfung – Halle 2 🏗️", [line("zk-1")]))
        const third = yield* store.create(uid, cart("Baustelle Linz", [line("zk-1", 5)]))
        expect(new Set([first.id, second.id, third.id]).size).toBe(3)
        expect((yield* store.list(uid)).map((saved) => saved.id)).toEqual([third.id, second.id, first.id])
        expect(yield* store.get(uid, first.id)).toEqual(first)
        expect((yield* store.list(uid)).find((saved) => saved.id === second.id)?.name).toBe("Größenprüfung – Halle 2 🏗️")
      }),
    )

    it.effect("keeps each user's saved carts to that user: another can neither find, rename nor delete them", () =>
      Effect.gen(function* () {
        const store = yield* SavedCarts
        const anna = yield* user
        const bernd = yield* user
        const annas = yield* store.create(anna, cart("Anna", [line("zk-1", 2)]))
        yield* store.create(bernd, cart("Bernd"))
        expect(yield* store.get(bernd, annas.id)).toBeNull()
        expect((yield* store.list(bernd)).map((saved) => saved.name)).toEqual(["Bernd"])
        expect(yield* store.rename(bernd, annas.id, "Übernommen")).toBe(false)
        expect(yield* store.remove(bernd, annas.id)).toBe(false)
        expect(yield* store.get(anna, annas.id)).toEqual(annas)
      }),
    )

    it.effect("renames (only the name and the time of the change) and deletes with the lines", () =>
      Effect.gen(function* () {
        const store = yield* SavedCarts
        const uid = yield* user
        const saved = yield* store.create(uid, cart("Alt", [line("zk-1", 2)], "P-1", 500))
        expect(yield* store.rename(uid, saved.id, "Neu")).toBe(true)
        const renamed = yield* store.get(uid, saved.id)
        expect(renamed).toMatchObject({ id: saved.id, name: "Neu", projectId: "P-1", discount: 500, items: saved.items, createdAt: saved.createdAt })
        expect(renamed!.updatedAt >= saved.updatedAt).toBe(true)
        expect(yield* store.remove(uid, saved.id)).toBe(true)
        expect(yield* store.get(uid, saved.id)).toBeNull()
        expect(yield* store.remove(uid, saved.id)).toBe(false)
        expect(yield* store.rename(uid, saved.id, "Weg")).toBe(false)
      }),
    )

    it.effect(`keeps at most ${MAX_SAVED_CARTS} saved carts per account (savedCartsFull); another account's do not count; one deleted makes room`, () =>
      Effect.gen(function* () {
        const store = yield* SavedCarts
        const uid = yield* user
        const other = yield* user
        yield* store.create(other, cart("Andere"))
        const saved = yield* Effect.forEach(Array.from({ length: MAX_SAVED_CARTS }, (_, n) => n), (n) => store.create(uid, cart(`Projekt ${n + 1}`)))
        const refused = yield* Effect.flip(store.create(uid, cart("Zu viel")))
        expect(refused).toMatchObject({ _tag: "SavedCartRefused", reason: "savedCartsFull", limit: MAX_SAVED_CARTS })
        expect(refused.key).toBe("savedCartsFull")
        expect(yield* store.list(uid)).toHaveLength(MAX_SAVED_CARTS)
        yield* store.remove(uid, saved[0]!.id)
        yield* store.create(uid, cart("Wieder Platz"))
        expect(tagOf(yield* Effect.exit(store.create(uid, cart("Wieder zu viel"))))).toContain("savedCartsFull")
      }),
    )

    it.effect("saved at once from several tabs, never more than the limit", () =>
      Effect.gen(function* () {
        const store = yield* SavedCarts
        const uid = yield* user
        yield* Effect.forEach(Array.from({ length: MAX_SAVED_CARTS - 2 }, (_, n) => n), (n) => store.create(uid, cart(`P ${n}`)))
        const exits = yield* Effect.all(
          Array.from({ length: 6 }, (_, n) => Effect.exit(store.create(uid, cart(`Tab ${n}`)))),
          { concurrency: "unbounded" },
        )
        expect(exits.filter(Exit.isSuccess)).toHaveLength(2)
        for (const exit of exits.filter(Exit.isFailure)) expect(tagOf(exit)).toContain("savedCartsFull")
        expect(yield* store.list(uid)).toHaveLength(MAX_SAVED_CARTS)
      }),
    )

    it.effect(`holds the cart's ${MAX_SAVED_CART_LINES} lines, and refuses more with savedCartTooLarge, saving nothing`, () =>
      Effect.gen(function* () {
        const store = yield* SavedCarts
        const uid = yield* user
        const full = Array.from({ length: MAX_SAVED_CART_LINES }, (_, n) => line(`p-${n}`, (n % 9) + 1))
        const saved = yield* store.create(uid, cart("Voll", full))
        expect((yield* store.get(uid, saved.id))?.items).toEqual(full)
        const refused = yield* Effect.flip(store.create(uid, cart("Zu groß", [...full, line("p-extra")])))
        expect(refused).toMatchObject({ reason: "savedCartTooLarge", count: MAX_SAVED_CART_LINES + 1, limit: MAX_SAVED_CART_LINES })
        expect((yield* store.list(uid)).map((c) => c.name)).toEqual(["Voll"])
      }),
    )

    it.effect(`refuses names the database refuses (empty, untidy, over ${SAVED_CART_NAME_MAX_LENGTH} characters) as a fault, saving nothing`, () =>
      Effect.gen(function* () {
        const store = yield* SavedCarts
        const uid = yield* user
        for (const name of ["", " Linz", "Linz ", "a\nb", "a\u0085b", "x".repeat(SAVED_CART_NAME_MAX_LENGTH + 1)]) {
          const exit = yield* Effect.exit(store.create(uid, cart(name)))
          expect(tagOf(exit), JSON.stringify(name)).toContain("InfrastructureError")
        }
        const longest = yield* store.create(uid, cart("ü".repeat(SAVED_CART_NAME_MAX_LENGTH)))
        expect(tagOf(yield* Effect.exit(store.rename(uid, longest.id, " ")))).toContain("InfrastructureError")
        expect((yield* store.list(uid)).map((c) => c.name)).toEqual(["ü".repeat(SAVED_CART_NAME_MAX_LENGTH)])
      }),
    )
  })

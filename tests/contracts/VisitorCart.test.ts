/**
 * The VisitorCart contract against both adapters: the guest's cookie cart (over an in-memory
 * cookie jar) and the logged-in user's stored cart over the in-memory stores and over the SQL
 * adapters on every engine (PGlite; PostgreSQL with DATABASE_URL). Then what only the cookie does:
 * a damaged cookie is repaired, written back and reported once.
 */
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer, Ref, Result } from "effect"
import { type AccessoryId, CartCookieJar, CartStore, type NewCartItem, type ProductId, ProfileStore, VisitorCart, decodeCartCookie } from "@shop/core"
import { AccountsMemory } from "@shop/core/accounts/memory"
import { storedCartLayer } from "@shop/core/accounts/cart"
import * as CookieCart from "@shop/core/cart/cookieCart"
import * as CartStoreSql from "@shop/adapters/sql/CartStoreSql"
import * as ProfileStoreSql from "@shop/adapters/sql/ProfileStoreSql"
import { TestUsers, TestUsersMemory, onEngine } from "../database/accounts.ts"
import { engines } from "../database/engines.ts"
import { Visitors, suite } from "./VisitorCart.contract.ts"

const added = (productId: string): NewCartItem => ({ productId: productId as ProductId, accessories: [{ id: "ACC-MP-0612" as AccessoryId, amount: 1 }], amount: 9999 })

/** One request's cart over `cookie`, the browser's cookie kept between requests. */
const cookieRequest = (cookie: Ref.Ref<string | undefined>) =>
  Effect.service(VisitorCart).pipe(
    Effect.provide(CookieCart.layer.pipe(Layer.provide(Layer.succeed(CartCookieJar, CartCookieJar.of({ get: Ref.get(cookie), set: (text) => Ref.set(cookie, text) }))))),
  )

const cookieVisitors = Layer.succeed(Visitors, Visitors.of({ fresh: Effect.map(Ref.make<string | undefined>(undefined), (cookie) => ({ request: cookieRequest(cookie) })) }))

/** Each visitor a new user; each request builds the stored cart anew for them, as the web does per request. */
const storedVisitors = Layer.effect(
  Visitors,
  Effect.gen(function* () {
    const users = yield* TestUsers
    const stores = yield* Effect.context<CartStore | ProfileStore>()
    return Visitors.of({
      fresh: Effect.map(users.create(), ({ id }) => ({ request: Effect.service(VisitorCart).pipe(Effect.provide(storedCartLayer(id)), Effect.provideContext(stores)) })),
    })
  }),
)

suite("cookie cart", () => cookieVisitors, { fullAt: "cookie" })
suite("stored cart on the in-memory stores", () =>
  storedVisitors.pipe(Layer.provide(Layer.mergeAll(CartStore.layerTest, ProfileStore.layerTest, TestUsersMemory)), Layer.provide(AccountsMemory.layer)),
  { requestsAtOnceBothCount: true, fullAt: "lines" },
)
for (const engine of engines)
  suite(`stored cart on CartStoreSql on ${engine.name}`, () => storedVisitors.pipe(Layer.provide(onEngine(engine, Layer.mergeAll(CartStoreSql.layer, ProfileStoreSql.layer)))), {
    requestsAtOnceBothCount: true,
    fullAt: "lines",
  })

describe("cookie cart", () => {
  it.effect("repairs a damaged cookie: writes the readable part back and reports it in that request only", () =>
    Effect.gen(function* () {
      const cookie = yield* Ref.make<string | undefined>("v1|abc|AW-2|1700000000001!WS-0612-40!2!~broken-line~1700000000002!ZK-1!3!")
      const cart = yield* cookieRequest(cookie)
      expect(yield* cart.read).toMatchObject({ repaired: true, discount: 0, projectId: "AW-2" })
      expect((yield* cart.read).items.map((item) => item.id)).toEqual(["1700000000001", "1700000000002"])
      const written = decodeCartCookie(yield* Ref.get(cookie))
      expect(written.problems).toEqual([])
      expect(written.cart.items.map((item) => item.id)).toEqual(["1700000000001", "1700000000002"])
      expect((yield* (yield* cookieRequest(cookie)).read).repaired).toBe(false)
    }),
  )

  it.effect("writes nothing for a read, and nothing for a change the cookie cannot hold", () =>
    Effect.gen(function* () {
      const sets = yield* Ref.make(0)
      const cookie = yield* Ref.make<string | undefined>(undefined)
      const jar = CartCookieJar.of({ get: Ref.get(cookie), set: (text) => Effect.andThen(Ref.update(sets, (n) => n + 1), Ref.set(cookie, text)) })
      const cart = yield* Effect.service(VisitorCart).pipe(Effect.provide(CookieCart.layer.pipe(Layer.provide(Layer.succeed(CartCookieJar, jar)))))
      yield* cart.read
      expect(yield* Ref.get(sets)).toBe(0)
      yield* cart.setState({ projectId: "AW-1" })
      expect(yield* Ref.get(sets)).toBe(1)
      let refused = false
      for (let i = 0; i < 200 && !refused; i++) refused = Result.isFailure(yield* Effect.result(cart.add(added(`WS-FULL-${String(i).padStart(4, "0")}`))))
      expect(refused).toBe(true)
      const full = yield* Ref.get(cookie)
      const written = yield* Ref.get(sets)
      expect(Result.isFailure(yield* Effect.result(cart.add(added("WS-ONE-MORE"))))).toBe(true)
      expect(yield* Ref.get(sets)).toBe(written)
      expect(yield* Ref.get(cookie)).toBe(full)
    }),
  )
})

/**
 * The guest's cart as a `VisitorCart`: the cookie read once per request through `CartCookieJar`,
 * decoded as untrusted input (a damaged one is repaired, written back and reported as `repaired`),
 * changed by the guest cart's rules (`guestCart.ts`) and written back after each change. A change
 * the cookie cannot hold is refused with `CartFull` and the cookie stays as it was. Changes within
 * one request run one after another, so two of them never lose each other's line.
 */
import { Effect, Layer, Ref, Semaphore } from "effect"
import { CartCookieJar, VisitorCart } from "../ports/VisitorCart.ts"
import { type GuestCart, decodeCartCookie, encodeCartCookie } from "./cookie.ts"
import { type CartFull, addManyToGuest, addToGuest, removeFromGuest, setGuestAmount, setGuestDiscount, setGuestProjectId } from "./guestCart.ts"

export const layer = Layer.effect(
  VisitorCart,
  Effect.gen(function* () {
    const jar = yield* CartCookieJar
    const decoded = decodeCartCookie(yield* jar.get)
    const repaired = decoded.problems.length > 0
    if (repaired) yield* jar.set(encodeCartCookie(decoded.cart))
    const current = yield* Ref.make(decoded.cart)
    const lock = yield* Semaphore.make(1)

    const change = <E extends CartFull, R>(next: (cart: GuestCart) => Effect.Effect<GuestCart, E, R>) =>
      lock.withPermits(1)(
        Effect.gen(function* () {
          const cart = yield* Ref.get(current)
          const changed = yield* next(cart)
          if (changed === cart) return
          yield* jar.set(encodeCartCookie(changed))
          yield* Ref.set(current, changed)
        }),
      )

    return VisitorCart.of({
      user: null,
      read: Effect.map(Ref.get(current), (cart) => ({ ...cart, repaired })),
      add: Effect.fn("CookieCart.add")(function* (item) {
        yield* change((cart) => addToGuest(cart, item))
      }),
      addMany: Effect.fn("CookieCart.addMany")(function* (items) {
        yield* change((cart) => addManyToGuest(cart, items))
      }),
      setAmount: Effect.fn("CookieCart.setAmount")(function* (id, amount) {
        yield* change((cart) => setGuestAmount(cart, id, amount))
      }),
      remove: Effect.fn("CookieCart.remove")(function* (ids) {
        yield* change((cart) => Effect.succeed(ids.reduce(removeFromGuest, cart)))
      }),
      setState: Effect.fn("CookieCart.setState")(function* (state) {
        yield* change((cart) =>
          Effect.gen(function* () {
            let next = cart
            if (state.discount !== undefined) next = yield* setGuestDiscount(next, state.discount)
            if (state.projectId !== undefined) next = yield* setGuestProjectId(next, state.projectId)
            return next
          }),
        )
      }),
    })
  }),
)

/** The cookie cart over an in-memory jar: one browser, for tests. */
export const layerTest = layer.pipe(Layer.provide(CartCookieJar.layerTest))

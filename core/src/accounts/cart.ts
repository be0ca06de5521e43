/**
 * The cart of a logged-in user (spec §4 cart storage, issue 8 ★): the same add rule as the guest
 * cart (same product and same accessory set → amounts added, capped at 9999), the state with the
 * profile's global discount as its prefill (spec §6), and the guest cart merged in at login.
 *
 * How the merge loses and doubles nothing:
 * - It runs inside `CartStore.modify`: one transaction holding the cart's lock, so an add from
 *   another tab waits for it (or it for the add) and both amounts count; no read-modify-write race.
 * - Every guest line merged is recorded in the same transaction as `<guest line id>:<product id>`
 *   (guest ids are millisecond timestamps, unique within a cookie). A login repeated with the same
 *   cookie (its answer lost, so the cookie was not cleared; two tabs logging in at once) finds its
 *   lines recorded and merges nothing again. The web still clears the cookie in the login answer.
 * - Lines that do not fit (the stored cart holds MAX_CART_LINES) are not recorded and come back in
 *   `leftOver`: the web keeps them in the cookie and says so, instead of dropping them.
 * - Records older than the cookie's lifetime (1 year) are pruned: no such cookie can come back.
 *
 * `storedCartLayer` is the stored cart as the request's `VisitorCart` (the cookie's is `cart/cookieCart.ts`).
 */
import { Clock, Effect, Layer } from "effect"
import type { GuestCart } from "../cart/cookie.ts"
import { CART_COOKIE_MAX_AGE_SECONDS } from "../cart/cookie.ts"
import { CartFull } from "../cart/guestCart.ts"
import { type NewCartItem, countFitting, isSameConfiguration, mergeAllIntoCart, mergeIntoCart, nextGuestId } from "../cart/addToCart.ts"
import { type CartItem, type CartState, MAX_AMOUNT, MAX_CART_LINES } from "../cart/model.ts"
import { normalizeAmount, normalizeDiscount, normalizeProjectId } from "../cart/normalize.ts"
import { type Percent, percent } from "../money/money.ts"
import { type CartChange, CartStore, type StoredCart } from "../ports/CartStore.ts"
import { ProfileStore } from "../ports/ProfileStore.ts"
import { VisitorCart } from "../ports/VisitorCart.ts"

export interface GuestMergeResult {
  /** Guest lines that came over (added to a stored line or stored as new): the notification's count. */
  readonly merged: number
  /** Guest lines recorded as merged by an earlier login: skipped. */
  readonly alreadyMerged: number
  /** Guest lines that did not fit the stored cart; they stay in the guest cart. */
  readonly leftOver: ReadonlyArray<CartItem>
}

/** How a merged guest line is recorded. */
export const guestLineKey = (line: Pick<CartItem, "id" | "productId">): string => `${line.id}:${line.productId}`

/**
 * The merge as a pure plan for `CartStore.modify`: `cart` is the stored cart, `guest` the cookie's,
 * `now` the clock (new stored ids and record times), `defaultDiscount` the profile's global discount.
 * The state: a stored one stays (its project id taken from the guest cart only when empty); with
 * none, the guest's project id and discount are taken when the guest chose any.
 */
export const planGuestMerge = (cart: StoredCart, guest: GuestCart, now: number, defaultDiscount: Percent): CartChange<GuestMergeResult> => {
  const recorded = new Set(cart.mergedGuestLines)
  let items: ReadonlyArray<CartItem> = cart.items
  const changed = new Map<string, CartItem>()
  const merged: Array<string> = []
  const leftOver: Array<CartItem> = []
  let alreadyMerged = 0
  for (const line of guest.items) {
    const key = guestLineKey(line)
    if (recorded.has(key) || merged.includes(key)) {
      alreadyMerged++
      continue
    }
    const existing = items.find((item) => isSameConfiguration(item, line))
    const taken = new Set(items.map((item) => item.id))
    const newId = taken.has(line.id) ? nextGuestId(items, now) : line.id
    const added: NewCartItem = { productId: line.productId, accessories: line.accessories, amount: line.amount }
    if (existing === undefined && items.length >= MAX_CART_LINES) {
      leftOver.push(line)
      continue
    }
    items = mergeIntoCart(items, added, newId)
    const target = existing === undefined ? items[items.length - 1]! : items.find((item) => item.id === existing.id)!
    changed.set(target.id, target)
    merged.push(key)
  }
  const guestChoseState = guest.projectId !== "" || guest.discount !== 0
  const state: CartState | undefined =
    cart.state === null
      ? guestChoseState
        ? { projectId: guest.projectId, discount: guest.discount !== 0 ? guest.discount : defaultDiscount }
        : undefined
      : cart.state.projectId === "" && guest.projectId !== ""
        ? { ...cart.state, projectId: guest.projectId }
        : undefined
  return {
    upsert: [...changed.values()],
    merged,
    forgetMergedBefore: now - CART_COOKIE_MAX_AGE_SECONDS * 1000,
    ...(state === undefined ? {} : { state }),
    result: { merged: merged.length, alreadyMerged, leftOver },
  }
}

/** Merges the guest cart into the user's stored cart (at login); see the module comment. */
export const mergeGuestCart = Effect.fn("Accounts.mergeGuestCart")(function* (uid: string, guest: GuestCart) {
  const now = yield* Clock.currentTimeMillis
  const profile = yield* (yield* ProfileStore).get(uid)
  const defaultDiscount = profile?.global_discount ?? percent(0)
  return yield* (yield* CartStore).modify(uid, (cart) => planGuestMerge(cart, guest, now, defaultDiscount))
})

/** Adds to the stored cart by the merge rule (atomically, so two tabs adding at once both count); answers the lines. */
export const addToStoredCart = Effect.fn("Accounts.addToStoredCart")(function* (uid: string, added: NewCartItem) {
  const now = yield* Clock.currentTimeMillis
  const outcome = yield* (yield* CartStore).modify(uid, (cart): CartChange<ReadonlyArray<CartItem> | "full"> => {
    const items = mergeIntoCart(cart.items, added, nextGuestId(cart.items, now))
    if (items.length > MAX_CART_LINES) return { result: "full" }
    const line = items.find((item) => isSameConfiguration(item, added))!
    return { upsert: [line], result: items }
  })
  if (outcome === "full") return yield* new CartFull({ lines: MAX_CART_LINES, limit: "lines" })
  return outcome
})

/**
 * Adds every line by the add rule in one `modify` (one transaction holding the cart's lock: no other
 * change comes between them), or none: CartFull says how many of them, the first ones, would fit.
 */
export const addManyToStoredCart = Effect.fn("Accounts.addManyToStoredCart")(function* (uid: string, added: ReadonlyArray<NewCartItem>) {
  if (added.length === 0) return
  const now = yield* Clock.currentTimeMillis
  const refused = yield* (yield* CartStore).modify(uid, (cart): CartChange<CartFull | null> => {
    const { items, changed } = mergeAllIntoCart(cart.items, added, now)
    if (items.length <= MAX_CART_LINES) return { upsert: changed, result: null }
    const fit = countFitting(cart.items, added, now, (next) => next.length <= MAX_CART_LINES)
    return { result: new CartFull({ lines: cart.items.length, requested: added.length, fit, limit: "lines" }) }
  })
  if (refused !== null) return yield* refused
})

/** Sets a stored line's amount as typed (spec §5 amount rule); an unknown id changes nothing. */
export const setStoredAmount = Effect.fn("Accounts.setStoredAmount")(function* (uid: string, id: string, amount: unknown) {
  const next = Math.min(MAX_AMOUNT, normalizeAmount(amount))
  yield* (yield* CartStore).modify(uid, (cart) => {
    const line = cart.items.find((item) => item.id === id)
    return line === undefined ? { result: null } : { upsert: [{ ...line, amount: next }], result: null }
  })
})

/** The cart state; with none chosen yet, no project id and the profile's global discount (spec §6). */
export const storedCartState = Effect.fn("Accounts.storedCartState")(function* (uid: string) {
  const state = yield* (yield* CartStore).getState(uid)
  if (state !== null) return state
  const profile = yield* (yield* ProfileStore).get(uid)
  return { projectId: "", discount: profile?.global_discount ?? percent(0) } satisfies CartState
})

/** Sets the discount or the project id as typed (spec §5 rules), keeping the other. */
export const setStoredCartState = Effect.fn("Accounts.setStoredCartState")(function* (
  uid: string,
  change: { readonly discount?: unknown; readonly projectId?: unknown },
) {
  const current = yield* storedCartState(uid)
  const next: CartState = {
    projectId: change.projectId === undefined ? current.projectId : normalizeProjectId(change.projectId),
    discount: change.discount === undefined ? current.discount : normalizeDiscount(change.discount),
  }
  yield* (yield* CartStore).setState(uid, next)
  return next
})

/**
 * The logged-in user's stored cart as the request's `VisitorCart`: every change one transaction on
 * their own rows by the rules above (the add rule, so two tabs adding at once both count).
 */
export const storedCartLayer = (uid: string) =>
  Layer.effect(
    VisitorCart,
    Effect.gen(function* () {
      const services = yield* Effect.context<CartStore | ProfileStore>()
      const store = yield* CartStore
      return VisitorCart.of({
        user: uid,
        read: Effect.gen(function* () {
          const items = yield* store.list(uid)
          const state = yield* storedCartState(uid)
          return { items, discount: state.discount, projectId: state.projectId, repaired: false }
        }).pipe(Effect.provideContext(services)),
        add: (item) => addToStoredCart(uid, item).pipe(Effect.asVoid, Effect.provideContext(services)),
        addMany: (items) => addManyToStoredCart(uid, items).pipe(Effect.provideContext(services)),
        setAmount: (id, amount) => setStoredAmount(uid, id, amount).pipe(Effect.provideContext(services)),
        remove: (ids) => Effect.forEach(ids, (id) => store.remove(uid, id), { discard: true }),
        setState: (change) => setStoredCartState(uid, change).pipe(Effect.asVoid, Effect.provideContext(services)),
      })
    }),
  )

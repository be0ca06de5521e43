/**
 * The server-side cart of a logged-in user (spec §7 cart table, §3 cart state), always scoped to
 * one user: its lines, its state (project id, discount), and the guest lines already merged into
 * it at a login. `modify` reads and changes a cart atomically, so that two tabs adding at once or a
 * login merging a guest cart never lose or double an amount.
 */
import { Clock, Context, Effect, Layer, Ref } from "effect"
import { CartFull } from "../cart/guestCart.ts"
import { type CartItem, type CartState, MAX_CART_LINES } from "../cart/model.ts"
import type { InfrastructureError } from "../errors/errors.ts"

/** A cart as `modify` sees it. */
export interface StoredCart {
  readonly items: ReadonlyArray<CartItem>
  /** Null until the user chose a project id or a discount (the profile's global_discount prefills it). */
  readonly state: CartState | null
  /** Guest lines already merged at a login (`<guest line id>:<product id>`). */
  readonly mergedGuestLines: ReadonlyArray<string>
}

/** What `modify`'s function answers: the writes to make, and its result. */
export interface CartChange<A> {
  /** Lines to insert or replace by id. */
  readonly upsert?: ReadonlyArray<CartItem>
  /** Ids of lines to delete. */
  readonly remove?: ReadonlyArray<string>
  readonly state?: CartState
  /** Guest lines to record as merged. */
  readonly merged?: ReadonlyArray<string>
  /** Records of guest lines merged before this time (ms) may be forgotten: no cookie that old is left. */
  readonly forgetMergedBefore?: number
  readonly result: A
}

export class CartStore extends Context.Service<
  CartStore,
  {
    /** select where uid equals the user id (oldest line first). */
    readonly list: (uid: string) => Effect.Effect<ReadonlyArray<CartItem>, InfrastructureError>
    /** upsert one item (insert or replace by id); CartFull past MAX_CART_LINES lines. */
    readonly upsert: (uid: string, item: CartItem) => Effect.Effect<void, InfrastructureError | CartFull>
    /** delete where uid and id match (nothing to delete is fine). */
    readonly remove: (uid: string, id: string) => Effect.Effect<void, InfrastructureError>
    /** The project id and discount, or null when none was chosen yet. */
    readonly getState: (uid: string) => Effect.Effect<CartState | null, InfrastructureError>
    readonly setState: (uid: string, state: CartState) => Effect.Effect<void, InfrastructureError>
    /** Empties the cart: every line and the state (the record of merged guest lines stays). */
    readonly clear: (uid: string) => Effect.Effect<void, InfrastructureError>
    /** Reads the cart and applies `change`'s writes in one transaction; other writers of this cart wait. */
    readonly modify: <A>(uid: string, change: (cart: StoredCart) => CartChange<A>) => Effect.Effect<A, InfrastructureError | CartFull>
  }
>()("shop/database/CartStore") {
  /** In memory, one process: for tests and as the reference the contract suite holds adapters to. */
  static readonly layerTest = Layer.effect(
    CartStore,
    Effect.gen(function* () {
      interface Entry extends StoredCart {
        readonly merged: ReadonlyMap<string, number>
      }
      const carts = yield* Ref.make(new Map<string, Entry>())
      const empty: Entry = { items: [], state: null, mergedGuestLines: [], merged: new Map() }
      const read = (uid: string) => Effect.map(Ref.get(carts), (map) => map.get(uid) ?? empty)
      // Stored lines carry their owner's uid (spec §3 stored cart item), whatever the caller passed.
      const upsertInto = (items: ReadonlyArray<CartItem>, item: CartItem, uid: string) => {
        const line: CartItem = { ...item, uid }
        const index = items.findIndex((i) => i.id === item.id)
        return index < 0 ? [...items, line] : items.map((i, n) => (n === index ? line : i))
      }
      const apply = <A>(uid: string, entry: Entry, change: CartChange<A>, now: number): Entry | CartFull => {
        let items = entry.items
        for (const id of change.remove ?? []) items = items.filter((i) => i.id !== id)
        for (const item of change.upsert ?? []) {
          const next = upsertInto(items, item, uid)
          if (next.length > MAX_CART_LINES) return new CartFull({ lines: items.length })
          items = next
        }
        const merged = new Map(entry.merged)
        if (change.forgetMergedBefore !== undefined) for (const [key, at] of merged) if (at < change.forgetMergedBefore) merged.delete(key)
        for (const key of change.merged ?? []) if (!merged.has(key)) merged.set(key, now)
        return { items, state: change.state ?? entry.state, mergedGuestLines: [...merged.keys()], merged }
      }
      // One Ref.modify: the read, the change and the write are one atomic step, as a transaction is.
      const modify = <A>(uid: string, change: (cart: StoredCart) => CartChange<A>) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const outcome = yield* Ref.modify(carts, (map): readonly [CartFull | { readonly result: A }, Map<string, Entry>] => {
            const entry = map.get(uid) ?? empty
            const planned = change(entry)
            const next = apply(uid, entry, planned, now)
            if (next instanceof CartFull) return [next, map]
            const copy = new Map(map)
            copy.set(uid, next)
            return [{ result: planned.result }, copy]
          })
          if (outcome instanceof CartFull) return yield* outcome
          return outcome.result
        })
      return CartStore.of({
        list: (uid) => Effect.map(read(uid), (entry) => entry.items),
        upsert: (uid, item) => modify(uid, () => ({ upsert: [item], result: undefined })),
        // No line is added: CartFull cannot happen.
        remove: (uid, id) => Effect.orDie(modify(uid, () => ({ remove: [id], result: undefined }))),
        getState: (uid) => Effect.map(read(uid), (entry) => entry.state),
        setState: (uid, state) => Effect.orDie(modify(uid, () => ({ state, result: undefined }))),
        clear: (uid) =>
          Ref.update(carts, (map) => {
            const entry = map.get(uid)
            if (entry === undefined) return map
            const next = new Map(map)
            next.set(uid, { ...entry, items: [], state: null })
            return next
          }),
        modify,
      })
    }),
  )
}

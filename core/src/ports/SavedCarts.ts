/**
 * Saved project carts of a logged-in user (issue 27, part 4): named copies of their cart, always
 * scoped to one user (another user's saved cart is never found). A saved cart keeps what the cart
 * keeps (lines of product, accessories and amount; the project number and discount), never a price.
 * Its lines are written once, with it; only its name changes afterwards.
 */
import { Clock, Context, Effect, Layer, Ref } from "effect"
import type { NewCartItem } from "../cart/addToCart.ts"
import { InfrastructureError } from "../errors/errors.ts"
import type { Percent } from "../money/money.ts"
import { SavedCartRefused } from "../savedCarts/errors.ts"
import { MAX_SAVED_CART_LINES, MAX_SAVED_CARTS, SAVED_CART_NAME_MAX_LENGTH } from "../savedCarts/limits.ts"

export interface SavedCart {
  readonly id: string
  readonly name: string
  readonly projectId: string
  /** Hundredths of a percent, as the cart's. */
  readonly discount: Percent
  /** ISO 8601, when it was saved. */
  readonly createdAt: string
  /** ISO 8601, when it was saved or last renamed. */
  readonly updatedAt: string
  /** The lines in their order. */
  readonly items: ReadonlyArray<NewCartItem>
}

export interface NewSavedCart {
  /** A tidy name (`savedCartName`): the store refuses any other as a fault. */
  readonly name: string
  readonly projectId: string
  readonly discount: Percent
  readonly items: ReadonlyArray<NewCartItem>
}

/**
 * What every store checks of a name, as the database does: 1 to 80 characters, no space at either
 * end, no control character. (`savedCartName` makes names tidier still.)
 */
// oxlint-disable-next-line no-control-regex -- refusing control characters is the point
export const isStorableName = (name: string): boolean => name !== "" && name.trim() === name && !/[\u0000-\u001f\u007f-\u009f]/.test(name) && [...name].length <= SAVED_CART_NAME_MAX_LENGTH

export class SavedCarts extends Context.Service<
  SavedCarts,
  {
    /** The user's saved carts, newest first. */
    readonly list: (uid: string) => Effect.Effect<ReadonlyArray<SavedCart>, InfrastructureError>
    /** One of the user's saved carts; null for an unknown id or another user's. */
    readonly get: (uid: string, id: string) => Effect.Effect<SavedCart | null, InfrastructureError>
    /** Saves a new one with its lines (one transaction); `savedCartsFull` at MAX_SAVED_CARTS, `savedCartTooLarge` past the cart's line limit. */
    readonly create: (uid: string, cart: NewSavedCart) => Effect.Effect<SavedCart, InfrastructureError | SavedCartRefused>
    /** Renames one of the user's; false when there is none with that id. */
    readonly rename: (uid: string, id: string, name: string) => Effect.Effect<boolean, InfrastructureError>
    /** Deletes one of the user's with its lines; false when there was none with that id. */
    readonly remove: (uid: string, id: string) => Effect.Effect<boolean, InfrastructureError>
  }
>()("shop/database/SavedCarts") {
  /** In memory, one process: for tests and as the reference the contract suite holds adapters to. */
  static readonly layerTest = Layer.effect(
    SavedCarts,
    Effect.gen(function* () {
      interface Row extends SavedCart {
        readonly uid: string
        readonly added: number
      }
      interface State {
        readonly next: number
        readonly rows: ReadonlyArray<Row>
      }
      const state = yield* Ref.make<State>({ next: 1, rows: [] })
      const own = (rows: ReadonlyArray<Row>, uid: string) => rows.filter((row) => row.uid === uid).toSorted((a, b) => b.added - a.added)
      const strip = ({ uid: _uid, added: _added, ...cart }: Row): SavedCart => cart
      const refusedName = (name: string) => new InfrastructureError({ system: "database", reason: `saved cart name refused by the store's checks: ${JSON.stringify(name)}` })
      return SavedCarts.of({
        list: (uid) => Effect.map(Ref.get(state), ({ rows }) => own(rows, uid).map(strip)),
        get: (uid, id) => Effect.map(Ref.get(state), ({ rows }) => {
          const row = own(rows, uid).find((r) => r.id === id)
          return row === undefined ? null : strip(row)
        }),
        create: (uid, cart) =>
          Effect.gen(function* () {
            if (!isStorableName(cart.name) || [...cart.projectId].length > 15) return yield* refusedName(cart.name)
            if (cart.items.length > MAX_SAVED_CART_LINES) {
              return yield* new SavedCartRefused({ reason: "savedCartTooLarge", count: cart.items.length, limit: MAX_SAVED_CART_LINES })
            }
            const now = new Date(yield* Clock.currentTimeMillis).toISOString()
            const outcome = yield* Ref.modify(state, (current): readonly [Row | null, State] => {
              if (own(current.rows, uid).length >= MAX_SAVED_CARTS) return [null, current]
              const row: Row = {
                uid,
                added: current.next,
                id: `00000000-0000-4000-8000-${String(current.next).padStart(12, "0")}`,
                name: cart.name,
                projectId: cart.projectId,
                discount: cart.discount,
                createdAt: now,
                updatedAt: now,
                items: cart.items.map((item) => ({ productId: item.productId, accessories: item.accessories.map((a) => ({ id: a.id, amount: a.amount })), amount: item.amount })),
              }
              return [row, { next: current.next + 1, rows: [...current.rows, row] }]
            })
            if (outcome === null) return yield* new SavedCartRefused({ reason: "savedCartsFull", limit: MAX_SAVED_CARTS })
            return strip(outcome)
          }),
        rename: (uid, id, name) =>
          Effect.gen(function* () {
            if (!isStorableName(name)) return yield* refusedName(name)
            const now = new Date(yield* Clock.currentTimeMillis).toISOString()
            return yield* Ref.modify(state, (current) => {
              const found = current.rows.some((row) => row.uid === uid && row.id === id)
              const rows = current.rows.map((row) => (row.uid === uid && row.id === id ? { ...row, name, updatedAt: now } : row))
              return [found, { ...current, rows }] as const
            })
          }),
        remove: (uid, id) =>
          Ref.modify(state, (current) => {
            const rows = current.rows.filter((row) => !(row.uid === uid && row.id === id))
            return [rows.length < current.rows.length, { ...current, rows }] as const
          }),
      })
    }),
  )
}

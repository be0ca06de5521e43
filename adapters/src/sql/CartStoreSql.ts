/**
 * CartStore over the `cart`, `cart_state` and `cart_merged_guest_lines` tables, always as the user
 * (RLS decides, exactly as behind Supabase's REST API). `modify` holds the cart's advisory lock
 * (the one the line-limit trigger takes) for its transaction, so two tabs adding at once or a login
 * merging a guest cart see each other's writes instead of overwriting them.
 */
import { Clock, Effect, Layer, Schema } from "effect"
import {
  AccessoryRef,
  Amount,
  CartFull,
  type CartItem,
  CartItemId,
  type CartState,
  type CartChange,
  CartStore,
  MAX_CART_LINES,
  PercentSchema,
  ProductId,
  type StoredCart,
} from "@shop/core"
import { Database, DatabaseError, type SqlTx, SqlState, toInfrastructureError } from "./Database.ts"
import { claimsOf } from "./rows.ts"

const LineRow = Schema.Struct({
  id: CartItemId,
  uid: Schema.String,
  product_id: ProductId,
  accessories: Schema.Array(AccessoryRef),
  amount: Amount,
})
/**
 * A stored line, or null when it does not decode: only a user tampering with their own rows
 * through the API makes one, and it is left out with a warning, so that one bad line cannot lock
 * a user out of their cart.
 */
const StoredLine = Schema.NullOr(LineRow).pipe(Schema.catchDecoding(() => Effect.succeedSome(null)))
const StateRow = Schema.Struct({ project_id: Schema.String, discount: PercentSchema }).annotate({ identifier: "cart state" })
const MergedRow = Schema.Struct({ guest_line: Schema.String }).annotate({ identifier: "merged guest line" })

const toItem = (row: typeof LineRow.Type): CartItem => ({
  id: row.id,
  uid: row.uid,
  productId: row.product_id,
  accessories: row.accessories,
  amount: row.amount,
})

const SELECT_LINES = "select id, uid, product_id, accessories, amount from public.cart where uid = $1 order by created_at, added"
const SELECT_STATE = "select project_id, round(discount * 100)::int as discount from public.cart_state where uid = $1"
const UPSERT_LINE = `insert into public.cart (uid, id, product_id, accessories, amount) values ($1, $2, $3, $4::jsonb, $5)
  on conflict (uid, id) do update set product_id = excluded.product_id, accessories = excluded.accessories, amount = excluded.amount`
const UPSERT_STATE = `insert into public.cart_state (uid, project_id, discount, updated_at) values ($1, $2, $3::numeric / 100, now())
  on conflict (uid) do update set project_id = excluded.project_id, discount = excluded.discount, updated_at = excluded.updated_at`

/** The readable lines of the user's cart, a warning for those left out. */
const readLines = (tx: SqlTx, uid: string) =>
  Effect.gen(function* () {
    const rows = yield* tx.rows(StoredLine, SELECT_LINES, [uid])
    const items = rows.flatMap((row) => (row === null ? [] : [toItem(row)]))
    const dropped = rows.length - items.length
    if (dropped > 0) yield* Effect.logWarning(`cart: ${dropped} unreadable stored line(s) left out`)
    return items
  })
const readState = (tx: SqlTx, uid: string) =>
  Effect.map(tx.rows(StateRow, SELECT_STATE, [uid]), ([row]): CartState | null => (row === undefined ? null : { projectId: row.project_id, discount: row.discount }))

const upsertLine = (tx: SqlTx, uid: string, item: CartItem) =>
  tx.query(UPSERT_LINE, [uid, item.id, item.productId, JSON.stringify(item.accessories.map((a) => ({ id: a.id, amount: a.amount }))), item.amount])
const upsertState = (tx: SqlTx, uid: string, state: CartState) => tx.query(UPSERT_STATE, [uid, state.projectId, state.discount])

/** The line-limit trigger raises `cartFull` with SQLSTATE 54000 (program_limit_exceeded); everything else is a fault of the store. */
const cartError = (error: DatabaseError) =>
  DatabaseError.is(SqlState.programLimitExceeded)(error) ? new CartFull({ lines: MAX_CART_LINES }) : toInfrastructureError(error)

export const make = Effect.gen(function* () {
  const db = yield* Database
  const as = <A, E, R>(uid: string, body: (tx: SqlTx) => Effect.Effect<A, E, R>) => db.withUserTransaction(claimsOf(uid), body)

  const modify = Effect.fn("CartStore.modify")(function* <A>(uid: string, change: (cart: StoredCart) => CartChange<A>) {
    const now = yield* Clock.currentTimeMillis
    return yield* as(uid, (tx) =>
      Effect.gen(function* () {
        yield* tx.query("select pg_advisory_xact_lock(hashtextextended('cart:' || $1, 0))", [uid])
        const items = yield* readLines(tx, uid)
        const state = yield* readState(tx, uid)
        const merged = yield* tx.rows(MergedRow, "select guest_line from public.cart_merged_guest_lines where uid = $1 order by merged_at desc, guest_line", [uid])
        const planned = change({ items, state, mergedGuestLines: merged.map((row) => row.guest_line) })
        const removed = planned.remove ?? []
        if (removed.length > 0) yield* tx.query("delete from public.cart where uid = $1 and id = any($2::text[])", [uid, [...removed]])
        for (const item of planned.upsert ?? []) yield* upsertLine(tx, uid, item)
        if (planned.state !== undefined) yield* upsertState(tx, uid, planned.state)
        if (planned.forgetMergedBefore !== undefined) {
          yield* tx.query("delete from public.cart_merged_guest_lines where uid = $1 and merged_at < $2::timestamptz", [
            uid,
            new Date(planned.forgetMergedBefore).toISOString(),
          ])
        }
        const mergedKeys = planned.merged ?? []
        if (mergedKeys.length > 0) {
          yield* tx.query(
            `insert into public.cart_merged_guest_lines (uid, guest_line, merged_at)
             select $1, line, $3::timestamptz from unnest($2::text[]) as line on conflict (uid, guest_line) do nothing`,
            [uid, [...mergedKeys], new Date(now).toISOString()],
          )
        }
        return planned.result
      }),
    ).pipe(Effect.mapError(cartError))
  })

  return CartStore.of({
    list: Effect.fn("CartStore.list")(function* (uid: string) {
      return yield* Effect.mapError(as(uid, (tx) => readLines(tx, uid)), toInfrastructureError)
    }),
    upsert: Effect.fn("CartStore.upsert")(function* (uid: string, item: CartItem) {
      yield* Effect.mapError(as(uid, (tx) => upsertLine(tx, uid, item)), cartError)
    }),
    remove: Effect.fn("CartStore.remove")(function* (uid: string, id: string) {
      yield* Effect.mapError(as(uid, (tx) => tx.query("delete from public.cart where uid = $1 and id = $2", [uid, id])), toInfrastructureError)
    }),
    getState: Effect.fn("CartStore.getState")(function* (uid: string) {
      return yield* Effect.mapError(as(uid, (tx) => readState(tx, uid)), toInfrastructureError)
    }),
    setState: Effect.fn("CartStore.setState")(function* (uid: string, state: CartState) {
      yield* Effect.mapError(as(uid, (tx) => upsertState(tx, uid, state)), toInfrastructureError)
    }),
    clear: Effect.fn("CartStore.clear")(function* (uid: string) {
      yield* Effect.mapError(
        as(uid, (tx) =>
          Effect.andThen(tx.query("delete from public.cart where uid = $1", [uid]), tx.query("delete from public.cart_state where uid = $1", [uid])),
        ),
        toInfrastructureError,
      )
    }),
    modify,
  })
})

/** Needs Database. */
export const layer = Layer.effect(CartStore, make)

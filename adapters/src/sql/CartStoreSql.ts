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
import type { SqlQueries } from "./client.ts"
import { Database, type DatabaseError, toInfrastructureError } from "./Database.ts"
import { claimsOf, decodeRows } from "./rows.ts"

const LineRow = Schema.Struct({
  id: CartItemId,
  uid: Schema.String,
  product_id: ProductId,
  accessories: Schema.Array(AccessoryRef),
  amount: Amount,
})
const StateRow = Schema.Struct({ project_id: Schema.String, discount: PercentSchema })
const MergedRow = Schema.Struct({ guest_line: Schema.String })
const decodeStateSync = Schema.decodeUnknownSync(Schema.Array(StateRow))
const decodeMergedSync = Schema.decodeUnknownSync(Schema.Array(MergedRow))

const decodeState = decodeRows(StateRow, "cart state")
const decodeLine = Schema.decodeUnknownOption(LineRow)

/**
 * Lines that do not decode (only a user tampering with their own rows through the API makes one)
 * are left out of the answer with a warning, so that one bad line cannot lock a user out of their cart.
 */
const readableLines = (rows: ReadonlyArray<unknown>): { readonly items: ReadonlyArray<CartItem>; readonly dropped: number } => {
  const items: Array<CartItem> = []
  for (const row of rows) {
    const decoded = decodeLine(row)
    if (decoded._tag === "Some") items.push(toItem(decoded.value))
  }
  return { items, dropped: rows.length - items.length }
}
const warnDropped = (dropped: number) =>
  dropped === 0 ? Effect.void : Effect.logWarning(`cart: ${dropped} unreadable stored line(s) left out`)

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

const upsertLine = (tx: SqlQueries, uid: string, item: CartItem) =>
  tx.query(UPSERT_LINE, [uid, item.id, item.productId, JSON.stringify(item.accessories.map((a) => ({ id: a.id, amount: a.amount }))), item.amount])
const upsertState = (tx: SqlQueries, uid: string, state: CartState) => tx.query(UPSERT_STATE, [uid, state.projectId, state.discount])

/** The line-limit trigger raises `cartFull`; everything else is a fault of the store. */
const cartError = (error: DatabaseError) => (/cartFull/.test(error.reason) ? new CartFull({ lines: MAX_CART_LINES }) : toInfrastructureError(error))

export const make = Effect.gen(function* () {
  const db = yield* Database
  const as = <A>(uid: string, run: (tx: SqlQueries) => Promise<A>) => db.asUser(claimsOf(uid), run)

  const list = Effect.fn("CartStore.list")(function* (uid: string) {
    const rows = yield* Effect.mapError(as(uid, (tx) => tx.query(SELECT_LINES, [uid])), toInfrastructureError)
    const { items, dropped } = readableLines(rows)
    yield* warnDropped(dropped)
    return items
  })

  const modify = Effect.fn("CartStore.modify")(function* <A>(uid: string, change: (cart: StoredCart) => CartChange<A>) {
    const now = yield* Clock.currentTimeMillis
    let dropped = 0
    const result = yield* as(uid, async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtextextended('cart:' || $1, 0))", [uid])
      const lines = readableLines(await tx.query(SELECT_LINES, [uid]))
      dropped = lines.dropped
      // Inside the transaction, so decoded synchronously: a failure rolls back and becomes a DatabaseError.
      const [stateRow] = decodeStateSync(await tx.query(SELECT_STATE, [uid]))
      const mergedRows = decodeMergedSync(
        await tx.query("select guest_line from public.cart_merged_guest_lines where uid = $1 order by merged_at desc, guest_line", [uid]),
      )
      const cart: StoredCart = {
        items: lines.items,
        state: stateRow === undefined ? null : { projectId: stateRow.project_id, discount: stateRow.discount },
        mergedGuestLines: mergedRows.map((row) => row.guest_line),
      }
      const planned = change(cart)
      const removed = planned.remove ?? []
      if (removed.length > 0) await tx.query("delete from public.cart where uid = $1 and id = any($2::text[])", [uid, [...removed]])
      for (const item of planned.upsert ?? []) await upsertLine(tx, uid, item)
      if (planned.state !== undefined) await upsertState(tx, uid, planned.state)
      if (planned.forgetMergedBefore !== undefined) {
        await tx.query("delete from public.cart_merged_guest_lines where uid = $1 and merged_at < $2::timestamptz", [
          uid,
          new Date(planned.forgetMergedBefore).toISOString(),
        ])
      }
      const mergedKeys = planned.merged ?? []
      if (mergedKeys.length > 0) {
        await tx.query(
          `insert into public.cart_merged_guest_lines (uid, guest_line, merged_at)
           select $1, line, $3::timestamptz from unnest($2::text[]) as line on conflict (uid, guest_line) do nothing`,
          [uid, [...mergedKeys], new Date(now).toISOString()],
        )
      }
      return planned.result
    }).pipe(Effect.mapError(cartError))
    yield* warnDropped(dropped)
    return result
  })

  return CartStore.of({
    list,
    upsert: Effect.fn("CartStore.upsert")(function* (uid: string, item: CartItem) {
      yield* Effect.mapError(as(uid, (tx) => upsertLine(tx, uid, item)), cartError)
    }),
    remove: Effect.fn("CartStore.remove")(function* (uid: string, id: string) {
      yield* Effect.mapError(as(uid, (tx) => tx.query("delete from public.cart where uid = $1 and id = $2", [uid, id])), toInfrastructureError)
    }),
    getState: Effect.fn("CartStore.getState")(function* (uid: string) {
      const rows = yield* Effect.mapError(as(uid, (tx) => tx.query(SELECT_STATE, [uid])), toInfrastructureError)
      const [row] = yield* decodeState(rows)
      return row === undefined ? null : { projectId: row.project_id, discount: row.discount }
    }),
    setState: Effect.fn("CartStore.setState")(function* (uid: string, state: CartState) {
      yield* Effect.mapError(as(uid, (tx) => upsertState(tx, uid, state)), toInfrastructureError)
    }),
    clear: Effect.fn("CartStore.clear")(function* (uid: string) {
      yield* Effect.mapError(
        as(uid, async (tx) => {
          await tx.query("delete from public.cart where uid = $1", [uid])
          await tx.query("delete from public.cart_state where uid = $1", [uid])
        }),
        toInfrastructureError,
      )
    }),
    modify,
  })
})

/** Needs Database. */
export const layer = Layer.effect(CartStore, make)

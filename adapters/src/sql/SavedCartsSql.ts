/**
 * SavedCarts over the `saved_carts` and `saved_cart_lines` tables, always as the user (RLS decides,
 * exactly as behind Supabase's REST API). A saved cart and its lines are written in one
 * transaction; the count limit is the table's trigger (`savedCartsFull`, SQLSTATE 54000).
 */
import { Effect, Layer, Schema } from "effect"
import { AccessoryRef, Amount, type NewCartItem, PercentSchema, ProductId } from "@shop/core"
import { type NewSavedCart, type SavedCart, SavedCarts } from "@shop/core/ports/SavedCarts"
import { SavedCartRefused } from "@shop/core/savedCarts/errors"
import { MAX_SAVED_CART_LINES, MAX_SAVED_CARTS } from "@shop/core/savedCarts/limits"
import { Database, DatabaseError, type SqlTx, SqlState, toInfrastructureError } from "./Database.ts"
import { UUID, claimsOf } from "./rows.ts"

const CartRow = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  project_id: Schema.String,
  discount: PercentSchema,
  created_at: Schema.String,
  updated_at: Schema.String,
}).annotate({ identifier: "saved cart" })

const LineRow = Schema.Struct({ saved_cart_id: Schema.String, product_id: ProductId, accessories: Schema.Array(AccessoryRef), amount: Amount })
/**
 * A stored line, or null when it does not decode: only a user tampering with their own rows through
 * the API makes one, and it is left out with a warning, as the cart's adapter does.
 */
const StoredLine = Schema.NullOr(LineRow).pipe(Schema.catchDecoding(() => Effect.succeedSome(null)))

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`
const CART_COLUMNS = `id::text as id, name, project_id, round(discount * 100)::int as discount, ${iso("created_at")}, ${iso("updated_at")}`

/** The user's saved carts (all, or the one with `id`), newest first, with their lines in order. */
const read = (tx: SqlTx, uid: string, id?: string) =>
  Effect.gen(function* () {
    const only = id === undefined ? "" : " and id = $2::uuid"
    const params = id === undefined ? [uid] : [uid, id]
    const carts = yield* tx.rows(CartRow, `select ${CART_COLUMNS} from public.saved_carts where uid = $1${only} order by created_at desc, added desc`, params)
    if (carts.length === 0) return []
    const lines = yield* tx.rows(
      StoredLine,
      `select saved_cart_id::text as saved_cart_id, product_id, accessories, amount from public.saved_cart_lines
       where uid = $1${id === undefined ? "" : " and saved_cart_id = $2::uuid"} order by saved_cart_id, position`,
      params,
    )
    const byCart = new Map<string, Array<NewCartItem>>()
    let dropped = 0
    for (const line of lines) {
      if (line === null) {
        dropped++
        continue
      }
      const list = byCart.get(line.saved_cart_id) ?? []
      list.push({ productId: line.product_id, accessories: line.accessories, amount: line.amount })
      byCart.set(line.saved_cart_id, list)
    }
    if (dropped > 0) yield* Effect.logWarning(`saved carts: ${dropped} unreadable stored line(s) left out`)
    return carts.map(
      (row): SavedCart => ({
        id: row.id,
        name: row.name,
        projectId: row.project_id,
        discount: row.discount,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        items: byCart.get(row.id) ?? [],
      }),
    )
  })

const insert = (tx: SqlTx, uid: string, cart: NewSavedCart) =>
  Effect.gen(function* () {
    const [row] = yield* tx.rows(
      Schema.Struct({ id: Schema.String }),
      "insert into public.saved_carts (uid, name, project_id, discount) values ($1, $2, $3, $4::numeric / 100) returning id::text as id",
      [uid, cart.name, cart.projectId, cart.discount],
    )
    if (row === undefined) return yield* Effect.die(new Error("insert returned no row"))
    if (cart.items.length > 0) {
      // One statement for all lines; jsonb travels as text (an array of jsonb is not a parameter type both engines take).
      yield* tx.query(
        `insert into public.saved_cart_lines (saved_cart_id, uid, position, product_id, accessories, amount)
         select $1::uuid, $2::uuid, n, product_id, accessories::jsonb, amount
         from unnest($3::text[], $4::text[], $5::int[]) with ordinality as line(product_id, accessories, amount, n)`,
        [
          row.id,
          uid,
          cart.items.map((item) => item.productId),
          cart.items.map((item) => JSON.stringify(item.accessories.map((a) => ({ id: a.id, amount: a.amount })))),
          cart.items.map((item) => item.amount),
        ],
      )
    }
    const [saved] = yield* read(tx, uid, row.id)
    if (saved === undefined) return yield* Effect.die(new Error("the saved cart just written could not be read"))
    return saved
  })

/** The count trigger raises `savedCartsFull` with SQLSTATE 54000; everything else is a fault of the store. */
const createError = (error: DatabaseError) =>
  DatabaseError.is(SqlState.programLimitExceeded)(error) ? new SavedCartRefused({ reason: "savedCartsFull", limit: MAX_SAVED_CARTS }) : toInfrastructureError(error)

export const make = Effect.gen(function* () {
  const db = yield* Database
  const as = <A, E>(uid: string, body: (tx: SqlTx) => Effect.Effect<A, E>) => db.withUserTransaction(claimsOf(uid), body)

  return SavedCarts.of({
    list: Effect.fn("SavedCarts.list")(function* (uid: string) {
      return yield* Effect.mapError(as(uid, (tx) => read(tx, uid)), toInfrastructureError)
    }),
    get: Effect.fn("SavedCarts.get")(function* (uid: string, id: string) {
      if (!UUID.test(id)) return null
      const [saved] = yield* Effect.mapError(as(uid, (tx) => read(tx, uid, id)), toInfrastructureError)
      return saved ?? null
    }),
    create: Effect.fn("SavedCarts.create")(function* (uid: string, cart: NewSavedCart) {
      if (cart.items.length > MAX_SAVED_CART_LINES) {
        return yield* new SavedCartRefused({ reason: "savedCartTooLarge", count: cart.items.length, limit: MAX_SAVED_CART_LINES })
      }
      return yield* Effect.mapError(as(uid, (tx) => insert(tx, uid, cart)), createError)
    }),
    rename: Effect.fn("SavedCarts.rename")(function* (uid: string, id: string, name: string) {
      if (!UUID.test(id)) return false
      const rows = yield* Effect.mapError(
        as(uid, (tx) => tx.query("update public.saved_carts set name = $3, updated_at = now() where uid = $1 and id = $2::uuid returning id", [uid, id, name])),
        toInfrastructureError,
      )
      return rows.length > 0
    }),
    remove: Effect.fn("SavedCarts.remove")(function* (uid: string, id: string) {
      if (!UUID.test(id)) return false
      const rows = yield* Effect.mapError(
        as(uid, (tx) => tx.query("delete from public.saved_carts where uid = $1 and id = $2::uuid returning id", [uid, id])),
        toInfrastructureError,
      )
      return rows.length > 0
    }),
  })
})

/** Needs Database. */
export const layer = Layer.effect(SavedCarts, make)

/**
 * InquiryStore over the `inquiries` table, as the user (RLS). The number and the time are the
 * database's; the PDF key is checked by the table (the owner's folder, a plain path).
 */
import { Effect, Layer, Schema } from "effect"
import { CentsSchema, type Inquiry, InquiryStore, type NewInquiry } from "@shop/core"
import { Database, type DatabaseError, type SqlTx, toInfrastructureError } from "./Database.ts"
import { UUID, claimsOf } from "./rows.ts"

export const InquiryRow = Schema.Struct({
  id: Schema.String,
  number: Schema.FiniteFromString,
  project_id: Schema.String,
  created_at: Schema.String,
  list_price_cents: Schema.NullOr(Schema.FiniteFromString.pipe(Schema.decodeTo(CentsSchema))),
  pdf_key: Schema.String,
}).annotate({ identifier: "inquiry" })
const IdRow = Schema.Struct({ id: Schema.String }).annotate({ identifier: "inquiry id" })

export const COLUMNS = `id::text as id, number::text as number, project_id,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
  list_price_cents::text as list_price_cents, pdf_key`

export const toInquiry = (row: typeof InquiryRow.Type): Inquiry => ({
  id: row.id,
  number: row.number,
  projectId: row.project_id,
  createdAt: row.created_at,
  listPrice: row.list_price_cents,
  pdfKey: row.pdf_key,
})

export const make = Effect.gen(function* () {
  const db = yield* Database
  const as = <A,>(uid: string, body: (tx: SqlTx) => Effect.Effect<A, DatabaseError>) =>
    Effect.mapError(db.withUserTransaction(claimsOf(uid), body), toInfrastructureError)

  return InquiryStore.of({
    list: Effect.fn("InquiryStore.list")(function* (uid: string) {
      const rows = yield* as(uid, (tx) => tx.rows(InquiryRow, `select ${COLUMNS} from public.inquiries where uid = $1 order by number desc`, [uid]))
      return rows.map(toInquiry)
    }),
    record: Effect.fn("InquiryStore.record")(function* (uid: string, inquiry: NewInquiry) {
      const [row] = yield* as(uid, (tx) =>
        tx.rows(InquiryRow, `insert into public.inquiries (uid, project_id, list_price_cents, pdf_key) values ($1, $2, $3, $4) returning ${COLUMNS}`, [
          uid,
          inquiry.projectId,
          inquiry.listPrice,
          inquiry.pdfKey,
        ]),
      )
      if (row === undefined) return yield* Effect.die(new Error("insert returned no row"))
      return toInquiry(row)
    }),
    remove: Effect.fn("InquiryStore.remove")(function* (uid: string, ids: ReadonlyArray<string>) {
      const wanted = ids.filter((id) => UUID.test(id))
      if (wanted.length === 0) return []
      const rows = yield* as(uid, (tx) => tx.rows(IdRow, "delete from public.inquiries where uid = $1 and id = any($2::uuid[]) returning id::text as id", [uid, wanted]))
      return rows.map((row) => row.id)
    }),
  })
})

/** Needs Database. */
export const layer = Layer.effect(InquiryStore, make)

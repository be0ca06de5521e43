/**
 * CartRequests over `inquiries` and `mail_outbox`: the inquiry as the user (RLS), its mails as the
 * database owner (no user may queue mail: the worker sends as the shop), in one transaction; the
 * unique (uid, request_key) index makes a second call with the same key record nothing (the
 * transaction that lost the race rolls back whole, mails included).
 */
import { Effect, Layer, Option, Schema } from "effect"
import { CartRequests, InfrastructureError, type Inquiry, type NewInquiry, type QueuedMail, isRequestKey } from "@shop/core"
import { Database, DatabaseError, SqlState, toInfrastructureError } from "./Database.ts"
import { COLUMNS, InquiryRow, toInquiry } from "./InquiryStoreSql.ts"
import { UUID, claimsOf } from "./rows.ts"

/**
 * Those of the file keys `$1` that an unsent mail attaches: pending, being sent, or given up (a
 * failed mail may be sent again with `shop-cli inquiries resend-mail`).
 */
export const UNSENT_ATTACHMENTS = `select distinct a.value->>'fileKey' as key
  from public.mail_outbox o cross join lateral jsonb_array_elements(o.mail->'attachments') a
  where o.status <> 'sent' and a.value->>'fileKey' = any($1::text[])`
/** A file key, as UNSENT_ATTACHMENTS answers it. */
export const KeyRow = Schema.Struct({ key: Schema.String }).annotate({ identifier: "attachment key" })
const ShareStringRow = Schema.Struct({ share_string: Schema.NullOr(Schema.String) }).annotate({ identifier: "share string" })

export const make = Effect.gen(function* () {
  const db = yield* Database
  const find = Effect.fn("CartRequests.find")(function* (uid: string, key: string) {
    const [row] = yield* Effect.mapError(
      db.withUserTransaction(claimsOf(uid), (tx) => tx.rows(InquiryRow, `select ${COLUMNS} from public.inquiries where uid = $1 and request_key = $2`, [uid, key])),
      toInfrastructureError,
    )
    return Option.map(Option.fromNullishOr(row), toInquiry)
  })
  return CartRequests.of({
    find,
    shareString: Effect.fn("CartRequests.shareString")(function* (uid: string, id: string) {
      if (!UUID.test(id)) return null
      const rows = yield* Effect.mapError(
        db.withUserTransaction(claimsOf(uid), (tx) => tx.rows(ShareStringRow, "select share_string from public.inquiries where uid = $1 and id = $2", [uid, id])),
        toInfrastructureError,
      )
      return rows[0]?.share_string ?? null
    }),
    record: Effect.fn("CartRequests.record")(function* (uid: string, key: string, inquiry: NewInquiry & { readonly shareString: string }, mails: (inquiry: Inquiry) => ReadonlyArray<QueuedMail>) {
      if (!isRequestKey(key)) return yield* new InfrastructureError({ system: "database", reason: "request key refused" })
      const recorded = yield* db
        .withUserTransaction(claimsOf(uid), (tx) =>
          Effect.gen(function* () {
            const [row] = yield* tx.rows(
              InquiryRow,
              `insert into public.inquiries (uid, project_id, list_price_cents, pdf_key, request_key, share_string) values ($1, $2, $3, $4, $5, $6) returning ${COLUMNS}`,
              [uid, inquiry.projectId, inquiry.listPrice, inquiry.pdfKey, key, inquiry.shareString],
            )
            if (row === undefined) return yield* new DatabaseError({ reason: "the insert returned no inquiry" })
            const created = toInquiry(row)
            // Back to the owner for the rest of this transaction (`set local role none`).
            yield* tx.query("select set_config('role', 'none', true)")
            for (const { kind, ...mail } of mails(created)) {
              yield* tx.query("insert into public.mail_outbox (uid, inquiry_id, kind, mail) values ($1, $2, $3, $4::jsonb)", [uid, created.id, kind, JSON.stringify({ kind, ...mail })])
            }
            return created
          }),
        )
        .pipe(
          Effect.map((created) => Option.some(created)),
          // The unique (uid, request_key) index: this key was recorded before (or by a request racing this one).
          Effect.catchIf(DatabaseError.is(SqlState.uniqueViolation), () => Effect.succeed(Option.none<Inquiry>())),
          Effect.mapError(toInfrastructureError),
        )
      if (Option.isSome(recorded)) return { inquiry: recorded.value, created: true }
      const earlier = yield* find(uid, key)
      if (Option.isNone(earlier)) return yield* new InfrastructureError({ system: "database", reason: "request key taken but no inquiry found" })
      return { inquiry: earlier.value, created: false }
    }),
    attachmentsInUse: Effect.fn("CartRequests.attachmentsInUse")(function* (keys: ReadonlyArray<string>) {
      if (keys.length === 0) return new Set<string>()
      const rows = yield* Effect.mapError(db.rows(KeyRow, UNSENT_ATTACHMENTS, [keys]), toInfrastructureError)
      return new Set(rows.map((row) => row.key))
    }),
  })
})

/** Needs Database. */
export const layer = Layer.effect(CartRequests, make)

/**
 * MailQueue over `mail_outbox`, as the database owner: the outbox is the shop's bookkeeping, no
 * user reads it. Claims take due rows with `for update skip locked` (two workers never take the
 * same row) and hold them with a lease; marks are fenced by the claim's attempt number.
 */
import { Effect, Layer, Schema } from "effect"
import { type ClaimedMail, MailQueue, type OutboxEntry } from "@shop/core"
import { KeyRow, UNSENT_ATTACHMENTS } from "./CartRequestsSql.ts"
import { Database } from "./Database.ts"
import { infra } from "./rows.ts"

const QueuedMailSchema = Schema.Struct({
  kind: Schema.Literals(["sales", "customer"]),
  to: Schema.String,
  replyTo: Schema.optionalKey(Schema.String),
  subject: Schema.String,
  text: Schema.String,
  attachments: Schema.Array(
    Schema.Struct({
      filename: Schema.String,
      contentType: Schema.String,
      fileKey: Schema.optionalKey(Schema.String),
      text: Schema.optionalKey(Schema.String),
    }),
  ),
})
/** The `mail` column as the engine gives jsonb: parsed, or (should a driver leave it as text) the JSON text. */
const StoredMail = Schema.Union([QueuedMailSchema, Schema.fromJsonString(QueuedMailSchema)])

const ClaimRow = Schema.Struct({ id: Schema.FiniteFromString, mail: StoredMail, attempts: Schema.Finite, max_attempts: Schema.Finite }).annotate({
  identifier: "mail outbox",
})

const EntryRow = Schema.Struct({
  id: Schema.FiniteFromString,
  inquiry_id: Schema.NullOr(Schema.String),
  inquiry_number: Schema.NullOr(Schema.FiniteFromString),
  kind: Schema.Literals(["sales", "customer"]),
  to: Schema.String,
  subject: Schema.String,
  status: Schema.Literals(["pending", "sending", "sent", "failed"]),
  attempts: Schema.Finite,
  last_error: Schema.NullOr(Schema.String),
  created_at: Schema.String,
  sent_at: Schema.NullOr(Schema.String),
}).annotate({ identifier: "mail outbox" })
const StatusRow = Schema.Struct({ status: Schema.Literals(["pending", "sending", "sent", "failed"]) }).annotate({ identifier: "mail status" })

/** A given-up mail back in the queue, due now, with its attempts counted afresh (its last error is kept until then). */
const TRY_AGAIN = "status = 'pending', attempts = 0, next_attempt_at = now(), lease_until = null"

const ts = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

export const make = Effect.gen(function* () {
  const db = yield* Database
  return MailQueue.of({
    claim: Effect.fn("MailQueue.claim")(function* (limit: number, leaseSeconds: number) {
      const claims = yield* infra(
        db.withOwnerTransaction((tx) =>
          Effect.gen(function* () {
            // A deleted account's: no copy of a sent mail is kept, and nothing more goes to it.
            yield* tx.query("delete from public.mail_outbox where uid is null and (status = 'sent' or kind = 'customer')")
            // A claim whose lease ran out on its last attempt is given up, not claimed again.
            yield* tx.query(
              `update public.mail_outbox set status = 'failed', lease_until = null, last_error = coalesce(last_error, 'lease expired on the last attempt')
               where status = 'sending' and lease_until < now() and attempts >= max_attempts`,
            )
            return yield* tx.rows(
              ClaimRow,
              `update public.mail_outbox o set status = 'sending', attempts = o.attempts + 1, lease_until = now() + make_interval(secs => $2)
               where o.id in (
                 select id from public.mail_outbox
                 where ((status = 'pending' and next_attempt_at <= now()) or (status = 'sending' and lease_until < now())) and attempts < max_attempts
                 order by id limit $1 for update skip locked)
               returning o.id::text as id, o.mail, o.attempts, o.max_attempts`,
              [limit, leaseSeconds],
            )
          }),
        ),
      )
      return claims
        .map((row): ClaimedMail => ({ id: row.id, mail: row.mail, attempt: row.attempts, maxAttempts: row.max_attempts }))
        .toSorted((a, b) => a.id - b.id)
    }),
    markSent: Effect.fn("MailQueue.markSent")(function* (claim: ClaimedMail) {
      const rows = yield* infra(
        db.ownerQuery(
          `update public.mail_outbox set status = 'sent', sent_at = now(), lease_until = null, last_error = null
           where id = $1 and status = 'sending' and attempts = $2 returning id`,
          [claim.id, claim.attempt],
        ),
      )
      return rows.length === 1
    }),
    markFailed: Effect.fn("MailQueue.markFailed")(function* (claim: ClaimedMail, reason: string, retryInSeconds: number) {
      const rows = yield* infra(
        db.rows(
          StatusRow,
          `update public.mail_outbox
           set status = case when attempts >= max_attempts then 'failed' else 'pending' end,
               next_attempt_at = now() + make_interval(secs => $3), lease_until = null, last_error = left($4, 2000)
           where id = $1 and status = 'sending' and attempts = $2 returning status`,
          [claim.id, claim.attempt, retryInSeconds, reason],
        ),
      )
      return rows[0]?.status ?? "sending"
    }),
    entries: Effect.fn("MailQueue.entries")(function* (filter: { readonly inquiryNumber?: number; readonly failedOnly?: boolean; readonly limit?: number } = {}) {
      const rows = yield* infra(
        db.rows(
          EntryRow,
          `select o.id::text as id, o.inquiry_id::text as inquiry_id, i.number::text as inquiry_number, o.kind, o.mail->>'to' as "to",
             o.mail->>'subject' as subject, o.status, o.attempts, o.last_error, ${ts("o.created_at")} as created_at, ${ts("o.sent_at")} as sent_at
           from public.mail_outbox o left join public.inquiries i on i.id = o.inquiry_id
           where ($1::bigint is null or i.number = $1) and (not $3 or o.status = 'failed') order by o.id desc limit $2`,
          [filter.inquiryNumber ?? null, filter.limit ?? 1000, filter.failedOnly ?? false],
        ),
      )
      return rows.map(
        (row): OutboxEntry => ({
          id: row.id,
          inquiryId: row.inquiry_id,
          inquiryNumber: row.inquiry_number,
          kind: row.kind,
          to: row.to,
          subject: row.subject,
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          createdAt: row.created_at,
          sentAt: row.sent_at,
        }),
      )
    }),
    releasedAttachments: Effect.fn("MailQueue.releasedAttachments")(function* (keys: ReadonlyArray<string>) {
      if (keys.length === 0) return []
      const inUse = yield* infra(db.rows(KeyRow, UNSENT_ATTACHMENTS, [keys]))
      const held = yield* infra(db.rows(KeyRow, "select pdf_key as key from public.inquiries where pdf_key = any($1::text[])", [keys]))
      const needed = new Set([...inUse, ...held].map((row) => row.key))
      return keys.filter((key) => !needed.has(key))
    }),
    requeue: Effect.fn("MailQueue.requeue")(function* (inquiryNumber: number) {
      // The newest mail of each kind of the inquiry: a copy of one that is not failed, then the failed ones tried anew.
      const newest = `select max(o.id) from public.mail_outbox o join public.inquiries i on i.id = o.inquiry_id where i.number = $1 group by o.kind`
      return yield* infra(
        db.withOwnerTransaction((tx) =>
          Effect.gen(function* () {
            const copied = yield* tx.query(
              `insert into public.mail_outbox (uid, inquiry_id, kind, mail)
               select o.uid, o.inquiry_id, o.kind, o.mail from public.mail_outbox o where o.id in (${newest}) and o.status <> 'failed' returning id`,
              [inquiryNumber],
            )
            const retried = yield* tx.query(`update public.mail_outbox set ${TRY_AGAIN} where id in (${newest}) and status = 'failed' returning id`, [inquiryNumber])
            return copied.length + retried.length
          }),
        ),
      )
    }),
    retry: Effect.fn("MailQueue.retry")(function* (id: number) {
      const rows = yield* infra(db.ownerQuery(`update public.mail_outbox set ${TRY_AGAIN} where id = $1 and status = 'failed' returning id`, [id]))
      return rows.length === 1
    }),
  })
})

/** Needs Database. */
export const layer = Layer.effect(MailQueue, make)

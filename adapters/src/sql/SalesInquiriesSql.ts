/**
 * Every user's inquiries for sales staff (`shop-cli inquiries`), read as the database owner. The
 * web server reads a user's inquiries only as their owner; as the owner it only asks, for the mail
 * worker, whether an inquiry still holds a PDF (`MailQueueSql.releasedAttachments`).
 */
import { Effect, Schema } from "effect"
import { Database } from "./Database.ts"
import { infra } from "./rows.ts"

const SalesInquiryRow = Schema.Struct({
  id: Schema.String,
  number: Schema.FiniteFromString,
  created_at: Schema.String,
  project_id: Schema.String,
  list_price_cents: Schema.NullOr(Schema.FiniteFromString),
  email: Schema.NullOr(Schema.String),
  company: Schema.NullOr(Schema.String),
  pdf_key: Schema.String,
  mails_sent: Schema.FiniteFromString,
  mails_pending: Schema.FiniteFromString,
  mails_failed: Schema.FiniteFromString,
}).annotate({ identifier: "inquiry" })
export type SalesInquiry = typeof SalesInquiryRow.Type

const SELECT = `select i.id::text as id, i.number::text as number,
    to_char(i.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
    i.project_id, i.list_price_cents::text as list_price_cents, u.email::text as email, p.company, i.pdf_key,
    (select count(*) from public.mail_outbox o where o.inquiry_id = i.id and o.status = 'sent')::text as mails_sent,
    (select count(*) from public.mail_outbox o where o.inquiry_id = i.id and o.status in ('pending', 'sending'))::text as mails_pending,
    (select count(*) from public.mail_outbox o where o.inquiry_id = i.id and o.status = 'failed')::text as mails_failed
  from public.inquiries i left join auth.users u on u.id = i.uid left join public.profiles p on p.id = i.uid`

/** The newest `limit` inquiries of every user; `failedOnly`: those with a mail given up. */
export const listSalesInquiries = Effect.fn("SalesInquiries.list")(function* (options: { readonly limit: number; readonly failedOnly?: boolean }) {
  const db = yield* Database
  return yield* infra(
    db.rows(
      SalesInquiryRow,
      `${SELECT} where (not $2::boolean or exists (select 1 from public.mail_outbox o where o.inquiry_id = i.id and o.status = 'failed'))
       order by i.number desc limit $1`,
      [options.limit, options.failedOnly === true],
    ),
  )
})

export const findSalesInquiry = Effect.fn("SalesInquiries.find")(function* (number: number) {
  const db = yield* Database
  const rows = yield* infra(db.rows(SalesInquiryRow, `${SELECT} where i.number = $1`, [number]))
  return rows[0] ?? null
})

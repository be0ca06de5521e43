/**
 * `shop-cli inquiries list|show|resend` (issue 9): the sent cart requests of every customer and the
 * state of their mails, for sales staff, against the configured database (`DATABASE_URL`, else the
 * embedded PGlite in `SHOP_DATA_DIR`, which only one process may open: stop `npm start` first).
 * The CLI reads as the database owner; the web server never does. `resend` queues an inquiry's
 * mails again; the web server's outbox worker delivers them.
 */
import { ConfigProvider, Effect, Layer, Logger, ManagedRuntime, References } from "effect"
import { MailQueue, type OutboxEntry } from "@shop/core"
import type { Language } from "@shop/core/i18n/language"
import { inquiryReference, namesInquiry, readInquiryReference } from "@shop/core/inquiries/reference"
import type { Cents } from "@shop/core/money/money"
import { Database } from "@shop/adapters/sql/Database"
import * as MailQueueSql from "@shop/adapters/sql/MailQueueSql"
import { findSalesInquiry, listSalesInquiries, type SalesInquiry } from "@shop/adapters/sql/SalesInquiriesSql"
import { CliFailure, ExitCode } from "../errors.ts"
import type { InquiriesCliOptions } from "./inquiriesCommand.ts"
import { type Texts, inquiriesTexts as texts } from "./inquiriesTexts.ts"
import { messagesFor } from "../messages.ts"
import { formatEuro } from "../output/format.ts"
import { runToExitCode } from "../runtime.ts"

const runtimeOf = (verbose: boolean) =>
  ManagedRuntime.make(
    MailQueueSql.layer.pipe(
      Layer.provideMerge(Database.layerConfig),
      Layer.provideMerge(
        Layer.mergeAll(
          Layer.succeed(Logger.LogToStderr, true),
          Layer.succeed(References.MinimumLogLevel, verbose ? "Debug" : "Error"),
          ConfigProvider.layer(ConfigProvider.fromEnv()),
        ),
      ),
    ),
  )

const euro = (cents: number | null, lang: Language) => (cents === null ? texts[lang].priceOnRequest : formatEuro(cents as Cents, lang))

const referenceOf = (row: SalesInquiry) => inquiryReference({ number: row.number, createdAt: row.created_at })

const toJson = (row: SalesInquiry) => ({
  id: row.id,
  number: row.number,
  reference: referenceOf(row),
  createdAt: row.created_at,
  projectId: row.project_id,
  listPriceCents: row.list_price_cents,
  email: row.email,
  company: row.company,
  pdfKey: row.pdf_key,
  mails: { sent: row.mails_sent, pending: row.mails_pending, failed: row.mails_failed },
})

const line = (row: SalesInquiry, lang: Language) =>
  [
    referenceOf(row).padStart(10),
    row.created_at,
    (row.project_id || "–").padEnd(15),
    euro(row.list_price_cents, lang).padStart(18),
    texts[lang].mails(row.mails_sent, row.mails_pending, row.mails_failed).padEnd(34),
    `${row.company ?? ""} <${row.email ?? texts[lang].deletedAccount}>`,
  ].join("  ")

type Options = InquiriesCliOptions

const run = <A>({ verbose, lang }: Options, program: Effect.Effect<A, unknown, Database | MailQueue>, print: (value: A) => string): Promise<number> =>
  runToExitCode(runtimeOf(verbose), program, (value) => void process.stdout.write(`${print(value)}\n`), messagesFor(lang))

const mailLine = (m: OutboxEntry, t: Texts) =>
  `  #${m.id} ${t.kind[m.kind].padEnd(8)} ${t.status[m.status].padEnd(14)} ${t.attempts} ${m.attempts}  ${m.to}  ${m.subject}${m.lastError ? `  (${m.lastError})` : ""}`

/** The inquiry `raw` (checked by inquiriesCommand.ts) names: its number, and its year when `raw` gives one (`2025-00017` does not name 2026's 17). */
const found = (raw: string, lang: Language) =>
  Effect.flatMap(findSalesInquiry(readInquiryReference(raw) ?? 0), (row) =>
    row === null || !namesInquiry(raw, { number: row.number, createdAt: row.created_at })
      ? Effect.fail(new CliFailure({ lines: [texts[lang].notFound(raw.trim())], exitCode: ExitCode.badInput }))
      : Effect.succeed(row),
  )

/** `inquiries list` (inquiriesCommand.ts imports this module when a subcommand runs). */
export const listAction = async (options: Options & { readonly limit: number; readonly failed: boolean }): Promise<void> => {
  const print = (rows: ReadonlyArray<SalesInquiry>) =>
    options.json ? JSON.stringify(rows.map(toJson), null, 2) : rows.length === 0 ? texts[options.lang].none : rows.map((row) => line(row, options.lang)).join("\n")
  process.exitCode = await run(options, listSalesInquiries({ limit: options.limit, failedOnly: options.failed }), print)
}

/** `inquiries show <number>`. */
export const showAction = async (raw: string, options: Options): Promise<void> => {
  const t = texts[options.lang]
  const program = Effect.gen(function* () {
    const row = yield* found(raw, options.lang)
    const mails = yield* (yield* MailQueue).entries({ inquiryNumber: row.number })
    return { row, mails }
  })
  process.exitCode = await run(options, program, ({ row, mails }) =>
    options.json
      ? JSON.stringify({ ...toJson(row), outbox: mails }, null, 2)
      : [
          line(row, options.lang),
          `PDF: ${row.pdf_key}`,
          ...mails.map((m) => mailLine(m, t)),
        ].join("\n"),
  )
}

/** `inquiries resend <number>`. */
export const resendAction = async (raw: string, options: Options): Promise<void> => {
  const program = Effect.gen(function* () {
    const row = yield* found(raw, options.lang)
    return { number: row.number, queued: yield* (yield* MailQueue).requeue(row.number) }
  })
  process.exitCode = await run(options, program, (result) => (options.json ? JSON.stringify(result) : texts[options.lang].queued(result.number, result.queued)))
}

/** `inquiries mails`: the given-up mails, also of deleted inquiries and accounts, with the ids `resend-mail` takes. */
export const mailsAction = async (options: Options & { readonly limit: number }): Promise<void> => {
  const t = texts[options.lang]
  const print = (mails: ReadonlyArray<OutboxEntry>) =>
    options.json
      ? JSON.stringify(mails, null, 2)
      : mails.length === 0
        ? t.noFailedMails
        : mails.map((m) => `${mailLine(m, t)}  [${m.inquiryNumber ?? t.deletedInquiry}]`).join("\n")
  process.exitCode = await run(options, Effect.flatMap(Effect.service(MailQueue), (queue) => queue.entries({ failedOnly: true, limit: options.limit })), print)
}

/** `inquiries resend-mail <id>`: one given-up mail tried anew; the web server's worker sends it. */
export const resendMailAction = async (id: number, options: Options): Promise<void> => {
  const t = texts[options.lang]
  const program = Effect.gen(function* () {
    if (!(yield* (yield* MailQueue).retry(id))) return yield* new CliFailure({ lines: [t.noFailedMail(id)], exitCode: ExitCode.badInput })
    return id
  })
  process.exitCode = await run(options, program, (id) => (options.json ? JSON.stringify({ id, queued: true }) : t.retried(id)))
}

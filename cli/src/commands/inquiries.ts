/**
 * `shop-cli inquiries list|show|resend` (issue 9): the sent cart requests of every customer and the
 * state of their mails, for sales staff, against the configured database (`DATABASE_URL`, else the
 * embedded PGlite in `SHOP_DATA_DIR`, which only one process may open: stop `npm start` first).
 * The CLI reads as the database owner; the web server never does. `resend` queues an inquiry's
 * mails again; the web server's outbox worker delivers them.
 */
import { ConfigProvider, Effect, Layer, Logger, ManagedRuntime, References } from "effect"
import { InfrastructureError, MailQueue } from "@shop/core"
import { Database } from "@shop/adapters/sql/Database"
import * as MailQueueSql from "@shop/adapters/sql/MailQueueSql"
import { findSalesInquiry, listSalesInquiries, type SalesInquiry } from "@shop/adapters/sql/SalesInquiriesSql"
import { CliFailure, ExitCode } from "../errors.ts"

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

const euro = (cents: number | null) =>
  cents === null ? "price on request" : new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR" }).format(cents / 100)

const toJson = (row: SalesInquiry) => ({
  id: row.id,
  number: row.number,
  createdAt: row.created_at,
  projectId: row.project_id,
  listPriceCents: row.list_price_cents,
  email: row.email,
  company: row.company,
  pdfKey: row.pdf_key,
  mails: { sent: row.mails_sent, pending: row.mails_pending, failed: row.mails_failed },
})

const line = (row: SalesInquiry) =>
  [
    String(row.number).padStart(6),
    row.created_at,
    (row.project_id || "–").padEnd(15),
    euro(row.list_price_cents).padStart(18),
    `${row.mails_sent} sent/${row.mails_pending} pending/${row.mails_failed} failed`.padEnd(28),
    `${row.company ?? ""} <${row.email ?? "deleted account"}>`,
  ].join("  ")

const run = async <A>(verbose: boolean, program: Effect.Effect<A, unknown, Database | MailQueue>, print: (value: A) => string): Promise<number> => {
  const runtime = runtimeOf(verbose)
  const exit = await runtime.runPromiseExit(program)
  await runtime.dispose()
  if (exit._tag === "Success") {
    process.stdout.write(`${print(exit.value)}\n`)
    return ExitCode.ok
  }
  const error = exit.cause.reasons.find((reason) => reason._tag === "Fail")?.error
  if (error instanceof CliFailure) {
    process.stderr.write(`${error.lines.join("\n")}\n`)
    return error.exitCode
  }
  process.stderr.write(error instanceof InfrastructureError ? `${error.system}: ${error.reason}\n` : `Something went wrong.${verbose ? `\n${String(exit.cause)}` : ""}\n`)
  return ExitCode.unexpected
}

const numberOf = (raw: string) =>
  /^\d{1,15}$/.test(raw) ? Effect.succeed(Number(raw)) : Effect.fail(new CliFailure({ lines: [`not an inquiry number: ${raw}`], exitCode: ExitCode.badInput }))

const found = (number: number) =>
  Effect.flatMap(findSalesInquiry(number), (row) =>
    row === null ? Effect.fail(new CliFailure({ lines: [`no inquiry ${number}`], exitCode: ExitCode.badInput })) : Effect.succeed(row),
  )

/** `inquiries list` (inquiriesCommand.ts imports this module when a subcommand runs). */
export const listAction = async (options: { limit: string; failed: boolean; json: boolean; verbose: boolean }): Promise<void> => {
  const limit = Math.min(10_000, Math.max(1, Number.parseInt(options.limit, 10) || 50))
  process.exitCode = await run(options.verbose, listSalesInquiries({ limit, failedOnly: options.failed }), (rows) =>
    options.json ? JSON.stringify(rows.map(toJson), null, 2) : rows.length === 0 ? "No inquiries." : rows.map(line).join("\n"),
  )
}

/** `inquiries show <number>`. */
export const showAction = async (raw: string, options: { json: boolean; verbose: boolean }): Promise<void> => {
  const program = Effect.gen(function* () {
    const row = yield* found(yield* numberOf(raw))
    const mails = yield* (yield* MailQueue).entries({ inquiryNumber: row.number })
    return { row, mails }
  })
  process.exitCode = await run(options.verbose, program, ({ row, mails }) =>
    options.json
      ? JSON.stringify({ ...toJson(row), outbox: mails }, null, 2)
      : [
          line(row),
          `PDF: ${row.pdf_key}`,
          ...mails.map((m) => `  #${m.id} ${m.kind.padEnd(8)} ${m.status.padEnd(7)} attempts ${m.attempts}  ${m.to}  ${m.subject}${m.lastError ? `  (${m.lastError})` : ""}`),
        ].join("\n"),
  )
}

/** `inquiries resend <number>`. */
export const resendAction = async (raw: string, options: { json: boolean; verbose: boolean }): Promise<void> => {
  const program = Effect.gen(function* () {
    const row = yield* found(yield* numberOf(raw))
    return { number: row.number, queued: yield* (yield* MailQueue).requeue(row.number) }
  })
  process.exitCode = await run(options.verbose, program, (result) =>
    options.json ? JSON.stringify(result) : `Inquiry ${result.number}: ${result.queued} mail(s) queued again.`,
  )
}

/**
 * `shop-cli export-cart`: reads a cart share string, recomputes every price from the catalogue
 * and writes CSV, JSON (the output DTOs with totals) or a table.
 */
import { readFile } from "node:fs/promises"
import { Console, Effect } from "effect"
import { type Language, cartCsvFile, centsToDecimalString, decodeShareString, priceSharedCart } from "@shop/core"
import { CliFailure, ExitCode } from "../errors.ts"
import { detail } from "../details.ts"
import type { Messages } from "../messages.ts"
import { cartTable } from "../output/table.ts"
import { exportCartPdf } from "./exportCartPdf.ts"

export const exportFormats = ["csv", "json", "table", "pdf"] as const
export type ExportFormat = (typeof exportFormats)[number]

export interface ExportCartOptions {
  readonly shareString: string
  readonly format: ExportFormat
  readonly lang: Language
  /** Drop or correct invalid parts instead of failing. */
  readonly lenient: boolean
  readonly messages: Messages
}

/** Reads the share string from the argument, a file, or standard input (argument `-` or none when piped). */
export const readShareInput = (argument: string | undefined, file: string | undefined, messages: Messages) =>
  Effect.gen(function* () {
    if (file !== undefined) {
      return yield* Effect.tryPromise({
        try: () => readFile(file, "utf8"),
        catch: (error) =>
          new CliFailure({
            exitCode: ExitCode.badInput,
            lines: [messages.fileUnreadable(file, (error as NodeJS.ErrnoException).code ?? String(error))],
          }),
      })
    }
    if (argument !== undefined && argument !== "-") return argument
    if (argument === "-" || !process.stdin.isTTY) {
      return yield* Effect.promise(async () => {
        const chunks: Array<Buffer> = []
        for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
        return Buffer.concat(chunks).toString("utf8")
      })
    }
    return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [messages.noInput] })
  })

export const exportCart = Effect.fn("cli.exportCart")(function* (options: ExportCartOptions) {
  const { messages } = options
  // Line ends only: a byte-order mark is the core's to report (trim() would drop it unseen).
  const decoded = decodeShareString(options.shareString.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, ""))
  if (decoded.problems.length > 0) {
    // Strict: every problem is an error at its position. Lenient: every correction is named.
    if (!options.lenient) {
      const lines = decoded.problems.map((p) => `  ${p.path || "(input)"}: ${detail(p.reason, options.lang)}`)
      return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [messages.badShareString, ...lines, messages.lenientHint] })
    }
    yield* Console.error(
      decoded.problems.map((p) => `  ${p.path || "(input)"}: ${detail(p.reason, options.lang)}${p.fix === undefined ? "" : ` (${detail(p.fix, options.lang)})`}`).join("\n"),
    )
  }
  const priced = yield* priceSharedCart(decoded.cart, options.lang)
  if (priced.view.removed.length > 0) {
    const removed = priced.view.removed.map((r) => `  ${detail(r.reason, options.lang)}`)
    if (!options.lenient) return yield* new CliFailure({ exitCode: ExitCode.unknownItem, lines: [messages.unknownItem, ...removed, messages.lenientHint] })
    // Lenient drops these lines too, and says so.
    yield* Console.error([messages.unknownItem, ...removed.map((line) => `${line} (${messages.dropped})`)].join("\n"))
  }
  if (priced.items.length === 0) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [messages.emptyCart] })

  switch (options.format) {
    case "pdf":
      return yield* exportCartPdf(decoded.cart, options.lang)
    case "csv":
      return cartCsvFile(priced.items)
    case "table":
      return cartTable(priced.items, priced.totals, decoded.cart.projectId, options.lang)
    case "json": {
      const totals =
        priced.totals._tag === "PriceOnRequest"
          ? { priceOnRequest: true, discountPercent: priced.totals.discount / 100 }
          : {
              priceOnRequest: false,
              subtotal: centsToDecimalString(priced.totals.subtotal),
              discountPercent: priced.totals.discount / 100,
              discountAmount: centsToDecimalString(priced.totals.discountAmount),
              total: centsToDecimalString(priced.totals.total),
            }
      const output = {
        currency: "EUR",
        note: "singleTotal in euro cents; totals as decimal strings",
        projectId: decoded.cart.projectId,
        company: decoded.cart.company,
        items: priced.items,
        totals,
      }
      return `${JSON.stringify(output, null, 2)}\n`
    }
  }
})

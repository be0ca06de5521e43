/**
 * `shop-cli export-cart`: reads a cart share string, recomputes every price from the catalogue
 * and writes CSV, JSON (the output DTOs with totals), a table, the cart PDF, or the hand-back to a
 * craftsman's software (`ids`: the IDS-Connect Warenkorb XML) or a buyer's SAP (`oci`: an HTML page
 * of the OCI fields, with the form that posts them to `--hook-url`).
 */
import { readFile, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
// Modules, not the `effect` and `@shop/core` indexes: a CSV export loads only what it runs (issue 11).
import * as Clock from "effect/Clock"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { priceSharedCart } from "@shop/core/cart/quote"
import { type SharedCart, decodeShareString } from "@shop/core/cart/share"
import { cartCsvFile } from "@shop/core/export/csv"
import { cartPdfFileName } from "@shop/core/files/fileNames"
import { type Language, isLanguage } from "@shop/core/i18n/language"
import { centsToDecimalString } from "@shop/core/money/money"
import { CliFailure, ExitCode } from "../errors.ts"
import { outProblem } from "../fileErrors.ts"
import { detail } from "../details.ts"
import { type Messages, messagesFor } from "../messages.ts"
import { cartTable } from "../output/table.ts"
import { makeCartRuntime, makeRuntime, runToExitCode } from "../runtime.ts"
import { type ExportCartCliOptions, type ExportFormat, exportFormats } from "./exportFormats.ts"

export { type ExportFormat, exportFormats }

export interface ExportCartOptions {
  readonly shareString: string
  readonly format: ExportFormat
  readonly lang: Language
  /** Drop or correct invalid parts instead of failing. */
  readonly lenient: boolean
  readonly messages: Messages
  /** `oci`: the HOOK_URL the page's form posts to (checked: http or https). */
  readonly hookUrl?: string
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
            lines: [messages.fileUnreadable(file, error)],
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

/** Where a problem of the whole share string (not of one field) is reported. */
const wholeInput: Record<Language, string> = { de: "(Eingabe)", en: "(input)" }

/** The export, with the PDF renderer given (so that an export without PDF needs no PDF services). */
const exportCartWith = <E, R>(renderPdf: (cart: SharedCart, lang: Language) => Effect.Effect<Uint8Array, E, R>) =>
  Effect.fn("cli.exportCart")(function* (options: ExportCartOptions) {
  const { messages } = options
  // Line ends only: a byte-order mark is the core's to report (trim() would drop it unseen).
  const decoded = decodeShareString(options.shareString.replace(/^[\t\n\r ]+|[\t\n\r ]+$/g, ""))
  if (decoded.problems.length > 0) {
    // Strict: every problem is an error at its position. Lenient: every correction is named.
    if (!options.lenient) {
      const lines = decoded.problems.map((p) => `  ${p.path || wholeInput[options.lang]}: ${detail(p.reason, options.lang)}`)
      return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [messages.badShareString, ...lines, messages.lenientHint] })
    }
    yield* Console.error(
      decoded.problems.map((p) => `  ${p.path || wholeInput[options.lang]}: ${detail(p.reason, options.lang)}${p.fix === undefined ? "" : ` (${detail(p.fix, options.lang)})`}`).join("\n"),
    )
  }
  const priced = yield* priceSharedCart(decoded.cart, options.lang)
  if (priced.view.removed.length > 0 || priced.view.capped.length > 0) {
    const unknown = priced.view.removed.map((r) => `  ${detail(r.reason, options.lang)}`)
    const overLimit = priced.view.capped.map((c) => `  ${detail(c.reason, options.lang)}`)
    // Lenient drops an unknown line (as the web shop's cart does) but keeps a line whose accessory
    // is over its limit, with the accessory capped at it.
    const report = (lenient: boolean) => [
      ...(unknown.length > 0 ? [messages.unknownItem, ...unknown.map((line) => (lenient ? `${line} (${messages.dropped})` : line))] : []),
      ...(overLimit.length > 0 ? [messages.overLimit, ...overLimit.map((line, i) => (lenient ? `${line} (${messages.capped(priced.view.capped[i]!.maxAmount)})` : line))] : []),
    ]
    if (!options.lenient) {
      const exitCode = unknown.length > 0 ? ExitCode.unknownItem : ExitCode.badInput
      return yield* new CliFailure({ exitCode, lines: [...report(false), messages.lenientHint] })
    }
    yield* Console.error(report(true).join("\n"))
  }
  if (priced.items.length === 0) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [messages.emptyCart] })

  switch (options.format) {
    case "ids":
    case "oci": {
      // Loaded for these formats only (an XML writer a CSV export does not need).
      const handover = yield* Effect.promise(() => import("./exportHandover.ts"))
      const createdAt = yield* Clock.currentTimeMillis
      const text = handover.handoverExport(options.format, priced.view.items, { lang: options.lang, projectId: decoded.cart.projectId, createdAt, hookUrl: options.hookUrl })
      if (text === undefined) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [messages.badHookUrl(options.hookUrl ?? "")] })
      return text
    }
    case "pdf":
      return yield* renderPdf(decoded.cart, options.lang)
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

/** With the cart PDF: its renderer is imported when a PDF is asked for. */
export const exportCart = exportCartWith((cart, lang) =>
  Effect.flatMap(
    Effect.promise(() => import("./exportCartPdf.ts")),
    ({ exportCartPdf }) => exportCartPdf(cart, lang),
  ),
)
/** csv, json and table: the PDF branch is never reached. */
export const exportCartWithoutPdf = exportCartWith(() => Effect.die(new Error("no PDF renderer in this run")))

/** The command's action (main.ts imports this module when the command runs). */
export const exportCartAction = async (cart: string | undefined, options: ExportCartCliOptions, envLang: Language): Promise<void> => {
  const lang: Language = isLanguage(options.lang) ? options.lang : envLang
  const messages = messagesFor(lang)
  const refusal =
    options.format === "pdf" ? (await import("./exportCartPdf.ts")).pdfToTerminalRefusal(lang, options.out, process.stdout.isTTY === true) : undefined
  if (refusal !== undefined) {
    process.stderr.write(`${refusal}\n`)
    process.exitCode = ExitCode.badInput
    return
  }
  const unwritable = options.out === undefined ? undefined : await outProblem(lang, options.out)
  if (unwritable !== undefined) {
    process.stderr.write(`${unwritable}\n`)
    process.exitCode = ExitCode.badInput
    return
  }
  const write = outputWriter(options.out, extensionOf[options.format], messages)
  if (options.hookUrl !== undefined && options.format !== "oci") {
    process.stderr.write(`${messages.hookUrlOciOnly}\n`)
    process.exitCode = ExitCode.badInput
    return
  }
  const input = { file: options.file, format: options.format, lang, lenient: options.lenient, messages, ...(options.hookUrl === undefined ? {} : { hookUrl: options.hookUrl }) }
  if (options.format === "pdf") {
    const run = Effect.flatMap(readShareInput(cart, options.file, messages), (shareString) => exportCart({ ...input, shareString }))
    process.exitCode = await runToExitCode(await makeRuntime(options.catalogue, options.verbose, lang), run, write, messages)
  } else {
    // Without PDF the run needs the catalogue and the article groups only: no PDF or file-store code loads.
    const run = Effect.flatMap(readShareInput(cart, options.file, messages), (shareString) => exportCartWithoutPdf({ ...input, shareString }))
    process.exitCode = await runToExitCode(await makeCartRuntime(options.catalogue, options.verbose), run, write, messages)
  }
}

export const extensionOf: Record<ExportFormat, string> = { csv: "csv", json: "json", table: "txt", pdf: "pdf", ids: "xml", oci: "html" }

/**
 * Writes a command's output to standard output, or to `out`; a folder gets the spec's file name
 * inside it (Anfrage-{timestamp}.pdf, likewise for the other formats). Returns the exit code when
 * the file cannot be written.
 */
export const outputWriter =
  (out: string | undefined, extension: string, messages: Messages) =>
  async (text: string | Uint8Array): Promise<number | undefined> => {
    if (out === undefined) {
      process.stdout.write(text)
      return undefined
    }
    const isDir = await stat(out).then((s) => s.isDirectory(), () => false)
    const file = isDir ? join(out, `${cartPdfFileName(Date.now()).replace(/\.pdf$/, "")}.${extension}`) : out
    try {
      await writeFile(file, text)
    } catch (error) {
      process.stderr.write(`${messages.outUnwritable(file, error)}\n`)
      return ExitCode.badInput
    }
    process.stderr.write(`${messages.written(file)}\n`)
    return undefined
  }

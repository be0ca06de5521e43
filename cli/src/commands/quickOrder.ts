/**
 * `shop-cli quick-order`: an order list (pasted lines, CSV, .xlsx) read by the core's quick order
 * (core/src/quickOrder), matched against the catalogue's article numbers, and written as the
 * priced cart in export-cart's formats (its code, through the share string) or as the share string.
 * Lines that cannot be added fail the run (unknown article numbers with export-cart's exit code
 * for unknown items) unless --lenient; corrected amounts and merged lines are noted on stderr.
 */
import { open } from "node:fs/promises"
import * as Console from "effect/Console"
import * as Effect from "effect/Effect"
import { accessoryLimit } from "@shop/core/cart/configure"
import { MAX_CART_LINES } from "@shop/core/cart/limits"
import { encodeShareString } from "@shop/core/cart/share"
import type { Accessory } from "@shop/core/catalogue/model"
import { type Language, isLanguage } from "@shop/core/i18n/language"
import { percent } from "@shop/core/money/money"
import { ArticleGroups } from "@shop/core/ports/ArticleGroups"
import { CatalogueSearch } from "@shop/core/ports/CatalogueSearch"
import type { ColumnChoice } from "@shop/core/quickOrder/columns"
import { QuickOrderRefused } from "@shop/core/quickOrder/errors"
import { readQuickOrderFile } from "@shop/core/quickOrder/file"
import { MAX_QUICK_ORDER_BYTES } from "@shop/core/quickOrder/limits"
import { type PreviewLine, type QuickOrderPreview, previewQuickOrder, quickOrderCartItems } from "@shop/core/quickOrder/preview"
import type { SearchItem } from "@shop/core/search/SearchIndex"
import { CliFailure, ExitCode } from "../errors.ts"
import { outProblem } from "../fileErrors.ts"
import { type Messages, messagesFor } from "../messages.ts"
import { makeCartRuntime, makeRuntime, runToExitCode } from "../runtime.ts"
import { exportCart, exportCartWithoutPdf, extensionOf, outputWriter } from "./exportCart.ts"
import type { QuickOrderCliOptions } from "./quickOrderCommand.ts"
import { type QuickOrderMessages, quickOrderMessagesFor } from "./quickOrderMessages.ts"

/** The list's bytes: a file or standard input, never more than the core takes plus one byte (so it can say "too large"). */
const readInput = (file: string | undefined, messages: Messages, texts: QuickOrderMessages) =>
  Effect.gen(function* () {
    const limit = MAX_QUICK_ORDER_BYTES + 1
    if (file !== undefined && file !== "-") {
      return yield* Effect.tryPromise({
        try: async () => {
          const handle = await open(file, "r")
          try {
            const { size } = await handle.stat()
            const buffer = new Uint8Array(Math.min(size, limit))
            const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
            // A file over the limit is refused by its size, without reading it all.
            return size > MAX_QUICK_ORDER_BYTES ? { bytes: buffer, size } : { bytes: buffer.subarray(0, bytesRead), size: bytesRead }
          } finally {
            await handle.close()
          }
        },
        catch: (error) =>
          new CliFailure({ exitCode: ExitCode.badInput, lines: [messages.fileUnreadable(file, error)] }),
      })
    }
    if (file === undefined && process.stdin.isTTY) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [texts.noInput] })
    return yield* Effect.promise(async () => {
      const chunks: Array<Buffer> = []
      let size = 0
      for await (const chunk of process.stdin) {
        chunks.push(chunk as Buffer)
        size += (chunk as Buffer).length
        if (size >= limit) break
      }
      return { bytes: new Uint8Array(Buffer.concat(chunks).subarray(0, limit)), size }
    })
  })

const nameOf = (item: SearchItem, lang: Language) =>
  item.model === "Produkte" ? `${item.product.name[lang]} (${item.product.key})` : `${item.accessory.name[lang]} (${item.accessory.key})`

/** What is said about each line: problems (by kind) and notes. */
const report = (preview: QuickOrderPreview, lang: Language, texts: QuickOrderMessages, verbose: boolean) => {
  const written = (l: PreviewLine) => [l.code, l.amountText].filter((c) => c !== "").join(" ") || l.cells.join(" ")
  const at = (l: PreviewLine, text: string) => `  ${texts.line(l.line)}: ${written(l)} – ${text}`
  const unknown: Array<string> = []
  const ambiguous: Array<string> = []
  const refused: Array<string> = []
  const notes: Array<string> = []
  for (const l of preview.lines) {
    const s = l.status
    switch (s._tag) {
      case "Unknown":
        unknown.push(
          at(l, s.suggestions.length === 0 ? texts.noneNear : `${texts.nearest}: ${s.suggestions.map((x) => `${x.code} (${nameOf(x.item, lang)})`).join(", ")}`),
        )
        break
      case "Ambiguous":
        ambiguous.push(at(l, s.candidates.map((c) => `${c.code} × ${c.amountText || "1"} (${nameOf(c.item, lang)})`).join(` ${texts.or} `)))
        break
      case "Refused":
        refused.push(at(l, texts.problem[s.problem](s)))
        break
      case "Product":
      case "Accessory":
        if (s.correction !== undefined) notes.push(at(l, texts.amountCorrected(l.amountText, s._tag === "Product" ? s.amount : s.perItem, texts.correction[s.correction])))
        if (s.mergedInto !== undefined) notes.push(at(l, texts.merged(s.mergedInto)))
    }
  }
  for (const p of preview.positions) if (p.capped) notes.push(`  ${texts.capped(p.lines.join(", "), p.amount)}`)
  if (verbose && preview.ignored.length > 0) notes.push(`  ${texts.headerIgnored(preview.ignored.join(", "))}`)
  if (preview.columns._tag === "Guessed") notes.push(`  ${texts.columnsGuessed(preview.columns.code + 1, preview.columns.amount === undefined ? undefined : preview.columns.amount + 1)}`)
  return { unknown, ambiguous, refused, notes }
}

interface QuickOrderRun {
  readonly file: string | undefined
  readonly columns: ColumnChoice | undefined
  readonly format: QuickOrderCliOptions["format"]
  readonly lang: Language
  readonly lenient: boolean
  readonly verbose: boolean
  readonly messages: Messages
}

/** The list read and previewed, its problems reported; the share string of what can be added. */
const quickOrderShareString = Effect.fn("cli.quickOrder")(function* (run: QuickOrderRun) {
  const texts = quickOrderMessagesFor(run.lang)
  const input = yield* readInput(run.file, run.messages, texts)
  const table = yield* readQuickOrderFile(input.bytes).pipe(
    Effect.catchIf(
      (error): error is QuickOrderRefused => error instanceof QuickOrderRefused,
      (refusal) => {
        const details = refusal.reason === "quickOrderFileTooLarge" && input.size > MAX_QUICK_ORDER_BYTES && refusal.count === input.bytes.length ? { ...refusal, count: input.size } : refusal
        return new CliFailure({ exitCode: ExitCode.badInput, lines: [texts.refusal[refusal.reason](details)] })
      },
    ),
  )
  const index = yield* (yield* CatalogueSearch).index
  const options = run.columns === undefined ? {} : { columns: run.columns }
  let preview = previewQuickOrder(table, index, options)
  // The accessories' limits per piece come from their article groups; unreadable groups check none (the cart view checks again).
  const groupKeys = new Set<string>()
  for (const l of preview.lines) {
    const item = l.status._tag === "Accessory" ? l.status.accessory : l.status._tag === "Refused" && l.status.item?.model === "Artikel" ? l.status.item.accessory : undefined
    if (item !== undefined) groupKeys.add(item.artikelGruppe.key)
  }
  if (groupKeys.size > 0) {
    const groups = yield* Effect.option((yield* ArticleGroups).byKeys([...groupKeys]))
    if (groups._tag === "Some") {
      preview = previewQuickOrder(table, index, { ...options, accessoryLimit: (a: Accessory) => accessoryLimit(groups.value.get(a.artikelGruppe.key)).maxAmount })
    }
  }
  const { unknown, ambiguous, refused, notes } = report(preview, run.lang, texts, run.verbose)
  const problems = [
    ...(unknown.length > 0 ? [texts.unknownHeading, ...unknown] : []),
    ...(ambiguous.length > 0 ? [texts.ambiguousHeading, ...ambiguous] : []),
    ...(refused.length > 0 ? [texts.refusedHeading, ...refused] : []),
  ]
  if (notes.length > 0) yield* Console.error([texts.notesHeading, ...notes].join("\n"))
  if (problems.length > 0) {
    if (!run.lenient) {
      return yield* new CliFailure({ exitCode: unknown.length > 0 ? ExitCode.unknownItem : ExitCode.badInput, lines: [...problems, texts.lenientHint] })
    }
    yield* Console.error(problems.map((line) => (line.startsWith("  ") ? `${line} (${texts.dropped})` : line)).join("\n"))
  }
  if (preview.positions.length === 0) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [texts.nothingToAdd] })
  if (preview.overCartLimit) {
    return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [texts.overCartLimit(preview.positions.length, MAX_CART_LINES)] })
  }
  return encodeShareString({ items: quickOrderCartItems(preview), company: "", discount: percent(0), projectId: "" })
})

/** The command's action (main.ts imports this module when the command runs). */
export const quickOrderAction = async (file: string | undefined, options: QuickOrderCliOptions, envLang: Language): Promise<void> => {
  const lang: Language = isLanguage(options.lang) ? options.lang : envLang
  const messages = messagesFor(lang)
  if (options.format === "pdf") {
    const refusal = (await import("./exportCartPdf.ts")).pdfToTerminalRefusal(lang, options.out, process.stdout.isTTY === true)
    if (refusal !== undefined) {
      process.stderr.write(`${refusal}\n`)
      process.exitCode = ExitCode.badInput
      return
    }
  }
  if (options.amountColumn !== undefined && options.codeColumn === undefined) {
    process.stderr.write(`${messages.badOption("--amount-column", String(options.amountColumn), "--code-column <n> --amount-column <n>")}\n`)
    process.exitCode = ExitCode.badInput
    return
  }
  const unwritable = options.out === undefined ? undefined : await outProblem(lang, options.out)
  if (unwritable !== undefined) {
    process.stderr.write(`${unwritable}\n`)
    process.exitCode = ExitCode.badInput
    return
  }
  const run: QuickOrderRun = {
    file,
    columns:
      options.codeColumn === undefined
        ? undefined
        : { code: options.codeColumn - 1, ...(options.amountColumn === undefined ? {} : { amount: options.amountColumn - 1 }) },
    format: options.format,
    lang,
    lenient: options.lenient,
    verbose: options.verbose,
    messages,
  }
  const exportInput = { format: options.format === "share" ? ("csv" as const) : options.format, lang, lenient: options.lenient, messages }
  const write = outputWriter(options.out, options.format === "share" ? "txt" : extensionOf[options.format], messages)
  if (options.format === "pdf") {
    const program = Effect.flatMap(quickOrderShareString(run), (shareString) => exportCart({ ...exportInput, shareString }))
    process.exitCode = await runToExitCode(await makeRuntime(options.catalogue, options.verbose, lang), program, write, messages)
    return
  }
  // Without PDF the run needs the catalogue, its search index and the article groups only.
  const program = Effect.flatMap(quickOrderShareString(run), (shareString) =>
    options.format === "share" ? Effect.succeed(`${shareString}\n`) : exportCartWithoutPdf({ ...exportInput, shareString }),
  )
  process.exitCode = await runToExitCode(await makeCartRuntime(options.catalogue, options.verbose), program, write, messages)
}

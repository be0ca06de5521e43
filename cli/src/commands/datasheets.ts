/**
 * `shop-cli datasheets`: article datasheets (PDF) for a list of products, zipped as
 * `{article}_Datenblatt[-N].pdf`. Runs the same core job as the browser (initiate, poll,
 * download, zip, delete) in-process against the server-side generator.
 */
import { readFile, stat, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Clock, Effect } from "effect"
import {
  Catalogue,
  type DatasheetJobState,
  DatasheetProgress,
  type DatasheetRequest,
  type Language,
  MAX_DATASHEET_PRODUCTS,
  isLanguage,
  runDatasheetJob,
} from "@shop/core"
import { CliFailure, ExitCode } from "../errors.ts"
import { fileProblem, outProblem } from "../fileErrors.ts"
import { plural } from "../plural.ts"
import { messagesFor } from "../messages.ts"
import { type Progress, progressOn } from "../output/progress.ts"
import { makeRuntime, runToExitCode } from "../runtime.ts"
import type { DatasheetsCliOptions } from "./datasheetsCommand.ts"

interface DatasheetMessages {
  readonly noIds: string
  readonly tooMany: (n: number) => string
  readonly badId: (id: string) => string
  readonly unknown: string
  readonly generating: string
  readonly downloading: string
  readonly zipping: string
  readonly failed: (reason: string) => string
  readonly status: (status: number) => string
  readonly noAnswer: (seconds: number) => string
  readonly skipped: (names: string) => string
  readonly noneRead: (names: string) => string
  readonly written: (file: string, count: number) => string
}

const texts: Record<Language, DatasheetMessages> = {
  de: {
    noIds: "Keine Produkt-IDs angegeben: --products <id,id,…> oder --products @datei (eine ID je Zeile).",
    tooMany: (n) => `Zu viele Produkte: ${n}; höchstens ${MAX_DATASHEET_PRODUCTS} je Aufruf.`,
    badId: (id) => `Ungültige Produkt-ID: ${JSON.stringify(id)}`,
    unknown: "Diese Produkte gibt es im Katalog nicht:",
    generating: "Datenblätter erzeugt",
    downloading: "Datenblätter gelesen",
    zipping: "ZIP wird gepackt",
    failed: (reason) => `Die Datenblätter konnten nicht erzeugt werden (${reason}).`,
    status: (status) => `Status ${status}`,
    noAnswer: (seconds) => `keine Antwort in ${seconds} s`,
    skipped: (names) => `Übersprungen (nicht lesbar): ${names}`,
    noneRead: (names) => `Kein Datenblatt konnte gelesen werden, es wurde kein ZIP geschrieben: ${names}`,
    written: (file, count) => `Geschrieben: ${file} (${plural("de", count, { one: "Datenblatt", other: "Datenblätter" })})`,
  },
  en: {
    noIds: "No product ids given: --products <id,id,…> or --products @file (one id per line).",
    tooMany: (n) => `Too many products: ${n}; at most ${MAX_DATASHEET_PRODUCTS} per run.`,
    badId: (id) => `Invalid product id: ${JSON.stringify(id)}`,
    unknown: "The catalogue does not know these products:",
    generating: "datasheets generated",
    downloading: "datasheets read",
    zipping: "packing the ZIP",
    failed: (reason) => `The datasheets could not be generated (${reason}).`,
    status: (status) => `status ${status}`,
    noAnswer: (seconds) => `no answer for ${seconds} s`,
    skipped: (names) => `Skipped (unreadable): ${names}`,
    noneRead: (names) => `No datasheet could be read, so no ZIP was written: ${names}`,
    written: (file, count) => `Written: ${file} (${plural("en", count, { one: "datasheet", other: "datasheets" })})`,
  },
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** Ids from `a,b c` or from `@file` (one or more per line, `#` starts a comment). Order and repeats are kept. */
export const readProductIds = (spec: string, lang: Language) =>
  Effect.gen(function* () {
    const t = texts[lang]
    const text = spec.startsWith("@")
      ? yield* Effect.tryPromise({
          try: () => readFile(spec.slice(1), "utf8"),
          catch: (error) => new CliFailure({ exitCode: ExitCode.badInput, lines: [fileProblem(lang, spec.slice(1), "read", error)] }),
        })
      : spec
    const ids = text
      .split(/\r?\n/)
      .map((line) => line.replace(/#.*$/, ""))
      .flatMap((line) => line.split(/[\s,;]+/))
      .filter((id) => id !== "")
    if (ids.length === 0) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [t.noIds] })
    const bad = ids.find((id) => !ID.test(id))
    if (bad !== undefined) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [t.badId(bad)] })
    if (ids.length > MAX_DATASHEET_PRODUCTS) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [t.tooMany(ids.length)] })
    return ids
  })

export const datasheets = Effect.fn("cli.datasheets")(function* (options: { readonly products: string; readonly lang: Language; readonly progress: Progress }) {
  const t = texts[options.lang]
  const ids = yield* readProductIds(options.products, options.lang)
  const catalogue = yield* Catalogue
  const unknown: Array<string> = []
  const names: Array<string> = []
  for (const id of ids) {
    const product = yield* Effect.option(catalogue.product(id))
    if (product._tag === "Some") names.push(product.value.specification.articleNumber)
    else if (!unknown.includes(id)) unknown.push(id)
  }
  if (unknown.length > 0) return yield* new CliFailure({ exitCode: ExitCode.unknownItem, lines: [t.unknown, ...unknown.map((id) => `  ${id}`)] })

  const request: DatasheetRequest = { productIds: ids, productNames: names, reqTime: yield* Clock.currentTimeMillis }
  // The job reports a download before it starts (0 of N … N-1 of N): the phase is shown done when the next begins.
  let reading: number | undefined
  const onState = (state: DatasheetJobState) =>
    Effect.sync(() => {
      if (reading !== undefined && state._tag !== "Downloading") {
        options.progress.update(t.downloading, reading, reading)
        reading = undefined
      }
      switch (state._tag) {
        case "Generating":
          return options.progress.update(t.generating, state.done, state.total)
        case "Downloading":
          reading = state.total
          return options.progress.update(t.downloading, state.done, state.total)
        case "Zipping":
          return options.progress.update(t.zipping, state.total, state.total)
        case "Done":
          return options.progress.finish()
        default:
          return undefined
      }
    })
  return yield* runDatasheetJob(request, onState).pipe(
    Effect.provideService(DatasheetProgress, (done, total) => Effect.sync(() => options.progress.update(t.generating, done, total))),
    Effect.ensuring(Effect.sync(() => options.progress.finish())),
    Effect.catchTags({
      DatasheetPollFailed: (error) => Effect.fail(new CliFailure({ exitCode: ExitCode.unexpected, lines: [t.failed(t.status(error.status))] })),
      DatasheetTimeout: (error) => Effect.fail(new CliFailure({ exitCode: ExitCode.unexpected, lines: [t.failed(t.noAnswer(error.waitedMs / 1000))] })),
      DatasheetDownloadError: (error) => Effect.fail(new CliFailure({ exitCode: ExitCode.unexpected, lines: [t.failed(error.reason)] })),
      NoDatasheetDownloaded: (error) => Effect.fail(new CliFailure({ exitCode: ExitCode.unexpected, lines: [t.noneRead(error.skipped.join(", "))] })),
    }),
  )
})

/** The command's action (datasheetsCommand.ts imports this module when the command runs). */
export const datasheetsAction = async (options: DatasheetsCliOptions, envLang: Language): Promise<void> => {
  const lang: Language = isLanguage(options.lang) ? options.lang : envLang
  const t = texts[lang]
  const messages = messagesFor(lang)
  // Before the catalogue and the generator start: a minute of PDFs must not end in "cannot write".
  const unwritable = await outProblem(lang, options.out)
  if (unwritable !== undefined) {
    process.stderr.write(`${unwritable}\n`)
    process.exitCode = ExitCode.badInput
    return
  }
  const runtime = await makeRuntime(options.catalogue, options.verbose, lang)
  process.exitCode = await runToExitCode(
    runtime,
    datasheets({ products: options.products, lang, progress: progressOn(process.stderr) }),
    async (archive) => {
      const isDir = await stat(options.out).then((s) => s.isDirectory(), () => false)
      const file = isDir ? join(options.out, archive.fileName) : options.out
      try {
        await writeFile(file, archive.bytes)
      } catch (error) {
        process.stderr.write(`${fileProblem(lang, file, "write", error)}\n`)
        return ExitCode.badInput
      }
      if (archive.skipped.length > 0) process.stderr.write(`${t.skipped(archive.skipped.join(", "))}\n`)
      process.stderr.write(`${t.written(file, archive.files.length)}\n`)
    },
    messages,
  )
    }

/**
 * `shop-cli catalogue validate`: publishing a catalogue. Every item is decoded with the shop's
 * Schema (as at load without a manifest), references between items are checked, and only a
 * catalogue without problems gets its index file (the fields the shop's index needs and where each
 * item lies) and its manifest (the SHA-256 of every file): the shop then reads only the index file
 * at start and each item on its first use, for the files that still match.
 */
import { writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Cause, Effect, References } from "effect"
import { CatalogueUnavailable, INDEX_FILE, MANIFEST_FILE, loadCatalogue, makeManifest, manifestJson, sourceFor, writeIndexFile } from "@shop/adapters"
import { CatalogueSourceConfig, cliLocation } from "@shop/adapters/config"
import { isLanguage, type Language } from "@shop/core"
import { ExitCode } from "../exitCodes.ts"
import { messagesFor } from "../messages.ts"
import { plural } from "../plural.ts"
import type { CatalogueValidateOptions } from "./catalogueCommand.ts"

interface ValidateTexts {
  readonly valid: (products: number, accessories: number, files: number) => string
  readonly problems: (count: number) => string
  readonly written: (index: string, manifest: string) => string
  readonly notWritten: string
  readonly urlNotWritten: string
  readonly unknownAccessory: (key: string) => string
  readonly unknownVariant: (key: string) => string
  readonly more: (count: number) => string
}

const texts: Record<Language, ValidateTexts> = {
  de: {
    valid: (p, a, f) =>
      `Katalog gültig: ${plural("de", p, { one: "Produkt", other: "Produkte" })}, ${plural("de", a, { one: "Zubehörartikel", other: "Zubehörartikel" })}, ${plural("de", f, { one: "Datei", other: "Dateien" })}.`,
    problems: (n) => `Der Katalog hat ${plural("de", n, { one: "Problem", other: "Probleme" })}; kein Manifest geschrieben:`,
    written: (index, manifest) => `Index und Manifest geschrieben: ${index}, ${manifest}`,
    notWritten: "Manifest nicht geschrieben (--no-write).",
    urlNotWritten: "Manifest nicht geschrieben: der Katalog liegt unter einer URL. Den Ordner vor dem Hochladen prüfen.",
    unknownAccessory: (key) => `nennt unbekanntes Zubehör ${key}`,
    unknownVariant: (key) => `nennt unbekannte Stromstärke-Variante ${key}`,
    more: (n) => `… und ${n} weitere`,
  },
  en: {
    valid: (p, a, f) =>
      `Catalogue valid: ${plural("en", p, { one: "product", other: "products" })}, ${plural("en", a, { one: "accessory", other: "accessories" })}, ${plural("en", f, { one: "file", other: "files" })}.`,
    problems: (n) => `The catalogue has ${plural("en", n, { one: "problem", other: "problems" })}; no manifest written:`,
    written: (index, manifest) => `Index file and manifest written: ${index}, ${manifest}`,
    notWritten: "Manifest not written (--no-write).",
    urlNotWritten: "Manifest not written: the catalogue is behind a URL. Validate the folder before uploading it.",
    unknownAccessory: (key) => `names unknown accessory ${key}`,
    unknownVariant: (key) => `names unknown amperage variant ${key}`,
    more: (n) => `… and ${n} more`,
  },
}

/** One line per problem: Schema messages put the path on a line of their own. */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, " ")

interface Problem {
  readonly file?: string
  readonly key?: string
  readonly reason: string
}

/** The command's action (catalogueCommand.ts imports this module when the command runs). */
export const validateAction = async (options: CatalogueValidateOptions, envLang: Language): Promise<void> => {
  const lang: Language = isLanguage(options.lang) ? options.lang : envLang
  const t = texts[lang]
  const messages = messagesFor(lang)
  const location = options.catalogue === undefined ? await Effect.runPromise(CatalogueSourceConfig) : cliLocation(options.catalogue)
  const isUrl = /^https?:\/\//i.test(location)
  const exit = await Effect.runPromiseExit(loadCatalogue(sourceFor(location)).pipe(Effect.provideService(References.MinimumLogLevel, options.verbose ? "Debug" : "None")))
  if (exit._tag === "Failure") {
    const error = Cause.findErrorOption(exit.cause)
    if (error._tag === "Some" && error.value instanceof CatalogueUnavailable) {
      if (options.json) process.stdout.write(`${JSON.stringify({ valid: false, error: error.value.reason }, null, 2)}\n`)
      process.stderr.write(`${messages.catalogueUnavailable(error.value.source, error.value.reason)}\n`)
      process.exitCode = ExitCode.catalogueUnavailable
      return
    }
    process.stderr.write(`${messages.general}\n`)
    if (options.verbose) process.stderr.write(`${Cause.pretty(exit.cause)}\n`)
    process.exitCode = ExitCode.unexpected
    return
  }
  const loaded = exit.value
  const problems: Array<Problem> = [
    ...loaded.report.invalid.map((i) => ({ file: i.file, reason: oneLine(i.reason) })),
    ...loaded.skipped.map((s) => ({ file: s.file, key: s.key, reason: oneLine(s.reason) })),
  ]
  const accessories = new Set<string>(loaded.accessories.map((a) => a.key))
  const products = new Set<string>(loaded.products.map((p) => p.key))
  let references = 0
  const reference = (problem: Problem) => {
    references++
    if (problems.length < 200) problems.push(problem)
  }
  for (const p of loaded.products) {
    for (const a of p.accessories) if (!accessories.has(a)) reference({ key: p.key, reason: t.unknownAccessory(a) })
    for (const v of p.amperageVariants) if (!products.has(v)) reference({ key: p.key, reason: t.unknownVariant(v) })
  }
  const count = loaded.report.failed + loaded.skippedCount + references
  let manifest: string | null = null
  if (count === 0 && options.write && !isUrl) {
    manifest = join(location, MANIFEST_FILE)
    try {
      const hashes = new Map(loaded.hashes).set(INDEX_FILE, writeIndexFile(location, loaded.resources))
      await writeFile(manifest, manifestJson(makeManifest({ products: loaded.products.length, accessories: loaded.accessories.length }, hashes, INDEX_FILE)))
    } catch (error) {
      process.stderr.write(`${messages.outUnwritable(manifest, error)}\n`)
      process.exitCode = ExitCode.unexpected
      return
    }
  }
  if (options.json) {
    const report = { valid: count === 0, products: loaded.products.length, accessories: loaded.accessories.length, resources: loaded.report.resources, problemCount: count, problems, manifest }
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`)
  } else if (count === 0) {
    process.stdout.write(`${t.valid(loaded.products.length, loaded.accessories.length, loaded.report.resources)}\n`)
    process.stdout.write(`${manifest !== null ? t.written(join(location, INDEX_FILE), manifest) : isUrl ? t.urlNotWritten : t.notWritten}\n`)
  } else {
    const shown = problems.slice(0, 20)
    process.stderr.write(`${[t.problems(count), ...shown.map((p) => `  ${[p.file, p.key].filter(Boolean).join(" ")}: ${p.reason}`), ...(count > shown.length ? [`  ${t.more(count - shown.length)}`] : [])].join("\n")}\n`)
  }
  process.exitCode = count === 0 ? ExitCode.ok : ExitCode.badInput
}

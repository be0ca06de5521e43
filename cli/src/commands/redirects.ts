/**
 * `shop-cli redirects`: the scripted migration of the old site's URLs (issue 10). Reads the URL
 * list (or sitemap.xml) and the mapping rules, matches the rest by the content system's pages and
 * the catalogue's products, and writes the redirect table the web server loads, an nginx map, a
 * `_redirects` file and the CSV report. `--check` follows every old URL against a running site.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Effect, Layer, Logger, ManagedRuntime, References } from "effect"
import { CatalogueUnavailable } from "@shop/adapters"
import { cartLayer } from "@shop/adapters/layers"
import { contentLayer } from "@shop/adapters/contentLayer"
import {
  Catalogue,
  Content,
  InfrastructureError,
  type Language,
  type Migration,
  isLanguage,
  isOldUrl,
  migrate,
  netlifyRedirects,
  nginxMap,
  parseOldUrl,
  parseRules,
  parseUrlList,
  redirectTableJson,
  reportCsv,
} from "@shop/core"
import { CliFailure, ExitCode } from "../errors.ts"
import { OUTPUT_FILES, type RedirectsOptions } from "./redirectsCommand.ts"
import { type Progress, progressOn } from "../output/progress.ts"

interface Texts {
  readonly unreadable: (file: string, reason: string) => string
  readonly unwritable: (file: string, reason: string) => string
  readonly badInput: (reason: string) => string
  readonly noWork: string
  readonly badBase: (url: string) => string
  readonly written: (file: string) => string
  readonly summary: (counts: Record<string, number>) => string
  readonly refusedHint: (report: string) => string
  readonly checking: string
  readonly checkSummary: (ok: number, total: number) => string
  readonly catalogueUnavailable: (reason: string) => string
  readonly general: string
}

const texts: Record<Language, Texts> = {
  de: {
    unreadable: (file, reason) => `Datei ${file} kann nicht gelesen werden: ${reason}`,
    unwritable: (file, reason) => `${file} kann nicht geschrieben werden: ${reason}`,
    badInput: (reason) => `Ungültige Eingabe: ${reason}`,
    noWork: "Nichts zu tun: --out <ordner> (Migration schreiben) und/oder --check <BASE_URL> angeben.",
    badBase: (url) => `--check braucht eine http(s)-Adresse, nicht ${JSON.stringify(url)}.`,
    written: (file) => `Geschrieben: ${file}`,
    summary: (c) =>
      `${c["redirect"] ?? 0} Weiterleitungen (301), ${c["pass-through"] ?? 0} Durchreichungen (200), ${c["collapsed"] ?? 0} Ketten auf einen Schritt verkürzt, ${c["repeat"] ?? 0} Wiederholungen, ${c["refused"] ?? 0} abgelehnt`,
    refusedHint: (report) => `Abgelehnte Adressen und ihre Gründe stehen in ${report}.`,
    checking: "alte Adressen geprüft",
    checkSummary: (ok, total) => `${ok} von ${total} alten Adressen antworten mit genau einer 301 auf eine Seite mit 200.`,
    catalogueUnavailable: (reason) => `Der Katalog kann nicht geladen werden: ${reason}`,
    general: "Etwas ist schiefgelaufen, bitte später erneut versuchen.",
  },
  en: {
    unreadable: (file, reason) => `Cannot read file ${file}: ${reason}`,
    unwritable: (file, reason) => `Cannot write ${file}: ${reason}`,
    badInput: (reason) => `Invalid input: ${reason}`,
    noWork: "Nothing to do: give --out <dir> (write the migration) and/or --check <BASE_URL>.",
    badBase: (url) => `--check needs an http(s) address, not ${JSON.stringify(url)}.`,
    written: (file) => `Written: ${file}`,
    summary: (c) =>
      `${c["redirect"] ?? 0} redirects (301), ${c["pass-through"] ?? 0} pass-through pages (200), ${c["collapsed"] ?? 0} chains collapsed to one hop, ${c["repeat"] ?? 0} repeats, ${c["refused"] ?? 0} refused`,
    refusedHint: (report) => `The refused URLs and their reasons are in ${report}.`,
    checking: "old URLs checked",
    checkSummary: (ok, total) => `${ok} of ${total} old URLs answer exactly one 301 to a page answering 200.`,
    catalogueUnavailable: (reason) => `The catalogue cannot be loaded: ${reason}`,
    general: "Something went wrong, please try again later.",
  },
}

/** The files `--out` gets; the table is what the web server loads (`REDIRECTS_FILE`, default data/redirects.json). */

const read = (file: string, t: Texts) =>
  Effect.tryPromise({
    try: () => readFile(file, "utf8"),
    catch: (error) => new CliFailure({ exitCode: ExitCode.badInput, lines: [t.unreadable(file, (error as NodeJS.ErrnoException).code ?? String(error))] }),
  })

/** The migration from the files and the new site (content pages, catalogue products). */
export const runMigration = Effect.fn("cli.redirects.migrate")(function* (options: { readonly urls: string; readonly rules?: string | undefined; readonly t: Texts }) {
  const list = parseUrlList(yield* read(options.urls, options.t))
  if ("error" in list) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [options.t.badInput(list.error)] })
  const rules = options.rules === undefined ? { rules: [] } : parseRules(yield* read(options.rules, options.t))
  if ("error" in rules) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [options.t.badInput(rules.error)] })
  const content = yield* Content
  const products = yield* (yield* Catalogue).query({ filter: {}, sort: "relevance", language: "de", limit: Number.MAX_SAFE_INTEGER })
  const site = { pages: { de: yield* content.pages("de"), en: yield* content.pages("en") }, productSlugs: products.items.map((product) => product.slug) }
  return { urls: list.urls, migration: migrate(list.urls, rules.rules, site) }
})

export interface CheckProblem {
  readonly old: string
  readonly problem: string
}

/** One old URL against the running site: a pass-through answers 200, anything else exactly one 301 to a 200. */
const checkOne = async (base: URL, raw: string, passThrough: boolean): Promise<string | null> => {
  const parsed = parseOldUrl(raw)
  if (!isOldUrl(parsed)) return "not a URL of the old site"
  // One leading slash: `//x.html` would name another host.
  const rawPath = (raw.replace(/^(?:https?:)?\/\/[^/?#]*/i, "").replace(/#.*$/, "") || "/").replace(/^\/+/, "/")
  const first = await fetch(new URL(rawPath, base), { redirect: "manual" })
  await first.body?.cancel()
  if (passThrough && first.status === 200) return null
  if (first.status !== 301) return first.status >= 300 && first.status < 400 ? `${first.status} instead of 301 (to ${first.headers.get("location")})` : `${first.status} instead of a 301`
  const location = first.headers.get("location")
  if (location === null) return "301 without Location"
  const target = new URL(location, base)
  const second = await fetch(target, { redirect: "manual" })
  await second.body?.cancel()
  if (second.status === 200) return null
  return second.status >= 300 && second.status < 400
    ? `a chain: 301 to ${target.pathname}${target.search}, which answers ${second.status} to ${second.headers.get("location")}`
    : `301 to ${target.pathname}${target.search}, which answers ${second.status}`
}

export const checkUrls = async (base: URL, urls: ReadonlyArray<string>, passThrough: ReadonlySet<string>, progress: Progress, label: string): Promise<ReadonlyArray<CheckProblem>> => {
  const problems: Array<CheckProblem> = []
  let done = 0
  let next = 0
  progress.update(label, 0, urls.length)
  const worker = async () => {
    while (next < urls.length) {
      const raw = urls[next++]!
      const parsed = parseOldUrl(raw)
      const problem = await checkOne(base, raw, isOldUrl(parsed) && passThrough.has(parsed.key)).catch((error: unknown) => `no answer (${(error as Error).cause ?? (error as Error).message})`)
      if (problem !== null) problems.push({ old: raw, problem })
      progress.update(label, ++done, urls.length)
    }
  }
  await Promise.all(Array.from({ length: Math.min(8, urls.length) }, worker))
  progress.finish()
  return problems.sort((a, b) => urls.indexOf(a.old) - urls.indexOf(b.old))
}

const countsOf = (migration: Migration): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const row of migration.report) counts[row.status] = (counts[row.status] ?? 0) + 1
  return counts
}

const runtimeOf = (catalogue: string | undefined, verbose: boolean) =>
  ManagedRuntime.make(
    Layer.mergeAll(cartLayer({ catalogue }), contentLayer).pipe(
      Layer.provideMerge(
        Layer.mergeAll(Layer.succeed(Logger.LogToStderr, true), Layer.succeed(References.MinimumLogLevel, verbose ? "Debug" : "Error")),
      ),
    ),
  )

export const redirectsAction = async (options: RedirectsOptions, envLang: Language): Promise<number> => {
  const lang: Language = isLanguage(options.lang) ? options.lang : envLang
  const t = texts[lang]
  const fail = (code: number, line: string) => {
    process.stderr.write(`${line}\n`)
    return code
  }
  if (options.out === undefined && options.check === undefined) return fail(ExitCode.badInput, t.noWork)
  let base: URL | undefined
  if (options.check !== undefined) {
    base = URL.canParse(options.check) ? new URL(options.check) : undefined
    if (base === undefined || !/^https?:$/.test(base.protocol)) return fail(ExitCode.badInput, t.badBase(options.check))
  }
  const runtime = runtimeOf(options.catalogue, options.verbose)
  const exit = await runtime.runPromiseExit(runMigration({ urls: options.urls, rules: options.rules, t }))
  await runtime.dispose()
  if (exit._tag === "Failure") {
    const error = exit.cause.reasons.find((reason) => reason._tag === "Fail")?.error
    if (error instanceof CliFailure) return fail(error.exitCode, error.lines.join("\n"))
    if (error instanceof CatalogueUnavailable) return fail(ExitCode.catalogueUnavailable, t.catalogueUnavailable(error.reason))
    if (error instanceof InfrastructureError) return fail(ExitCode.unexpected, `${t.general} (${error.system}: ${error.reason})`)
    return fail(ExitCode.unexpected, `${t.general}${options.verbose || process.env["SHOP_CLI_DEBUG"] ? `\n${String(exit.cause)}` : ""}`)
  }
  const { urls, migration } = exit.value
  const counts = countsOf(migration)
  if (options.out !== undefined) {
    const files: Array<readonly [string, string]> = [
      [OUTPUT_FILES.table, redirectTableJson(migration)],
      [OUTPUT_FILES.nginx, nginxMap(migration)],
      [OUTPUT_FILES.netlify, netlifyRedirects(migration, urls)],
      [OUTPUT_FILES.report, reportCsv(migration)],
    ]
    try {
      await mkdir(options.out, { recursive: true })
      for (const [name, text] of files) await writeFile(join(options.out, name), text)
    } catch (error) {
      return fail(ExitCode.badInput, t.unwritable(options.out, (error as NodeJS.ErrnoException).code ?? String(error)))
    }
    if (!options.json) for (const [name] of files) process.stderr.write(`${t.written(join(options.out, name))}\n`)
  }
  let problems: ReadonlyArray<CheckProblem> = []
  if (base !== undefined) {
    const passThrough = new Set(migration.entries.filter((entry) => entry.kind === "pass-through").map((entry) => entry.key))
    problems = await checkUrls(base, urls, passThrough, progressOn(process.stderr), t.checking)
  }
  const refused = migration.report.filter((row) => row.status === "refused")
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ counts, refused, ...(base === undefined ? {} : { check: { total: urls.length, problems } }) }, null, 2)}\n`)
  } else {
    process.stdout.write(`${t.summary(counts)}\n`)
    for (const row of refused) process.stdout.write(`  ${row.old}: ${row.reason}\n`)
    if (refused.length > 0 && options.out !== undefined) process.stdout.write(`${t.refusedHint(join(options.out, OUTPUT_FILES.report))}\n`)
    if (base !== undefined) {
      process.stdout.write(`${t.checkSummary(urls.length - problems.length, urls.length)}\n`)
      for (const problem of problems) process.stdout.write(`  ${problem.old}: ${problem.problem}\n`)
    }
  }
  return refused.length > 0 || problems.length > 0 ? ExitCode.unknownItem : ExitCode.ok
}

/** Registers the command on the program (called from main.ts). */

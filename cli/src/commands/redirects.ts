/**
 * `shop-cli redirects`: the scripted migration of the old site's URLs (issues 10 and 28). Reads
 * the URL list (or sitemap.xml), the mapping rules (exact paths and patterns) and the accepted
 * proposals of a reviewed report, matches the rest by the content system's pages and the
 * catalogue's products, proposes targets for what nothing maps (in the report only), and writes
 * the redirect table the web server loads, an nginx map, a `_redirects` file and the CSV report.
 * `--check` follows every old URL against a running site; a site that does not answer at all is
 * one line and its own exit code (docs/redirects.md).
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises"
import { dirname, join } from "node:path"
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
  parseAccepted,
  parseOldUrl,
  parseRules,
  parseUrlList,
  redirectTableJson,
  reportCsv,
} from "@shop/core"
import type { SiteProduct } from "@shop/core/redirects/lookups"
import { CliFailure, ExitCode } from "../errors.ts"
import { fileProblem, folderProblem } from "../fileErrors.ts"
import { messagesFor } from "../messages.ts"
import { plural, pluralNoun } from "../plural.ts"
import { OUTPUT_FILES, type RedirectsOptions, SITE_UNREACHABLE } from "./redirectsCommand.ts"
import { type Progress, progressOn } from "../output/progress.ts"

interface Texts {
  readonly badInput: (reason: string) => string
  readonly noWork: string
  readonly badBase: (url: string) => string
  readonly written: (file: string) => string
  readonly summary: (counts: Record<string, number>) => string
  readonly refusedHint: (report: string) => string
  readonly proposed: (count: number) => string
  readonly checking: string
  readonly checkSummary: (ok: number, total: number) => string
  readonly unreachable: (base: string, reason: string) => string
}

const texts: Record<Language, Texts> = {
  de: {
    badInput: (reason) => `Ungültige Eingabe: ${reason}`,
    noWork: "Nichts zu tun: --out <ordner> (Migration schreiben) und/oder --check <BASE_URL> angeben.",
    badBase: (url) => `--check braucht eine http(s)-Adresse, nicht ${JSON.stringify(url)}.`,
    written: (file) => `Geschrieben: ${file}`,
    summary: (c) =>
      `${plural("de", c["redirect"] ?? 0, { one: "Weiterleitung", other: "Weiterleitungen" })} (301), ${plural("de", c["pass-through"] ?? 0, { one: "Durchreichung", other: "Durchreichungen" })} (200), ${plural("de", c["collapsed"] ?? 0, { one: "Kette", other: "Ketten" })} auf einen Schritt verkürzt, ${plural("de", c["repeat"] ?? 0, { one: "Wiederholung", other: "Wiederholungen" })}, ${c["refused"] ?? 0} abgelehnt`,
    refusedHint: (report) => `Abgelehnte Adressen und ihre Gründe stehen in ${report}.`,
    proposed: (count) =>
      `${plural("de", count, { one: "abgelehnte Adresse hat", other: "abgelehnte Adressen haben" })} einen Vorschlag im Bericht (Spalten proposal und score); übernommen wird er erst, wenn jemand ihn in der Spalte accept bestätigt und der Bericht mit --accept eingelesen wird.`,
    checking: "alte Adressen geprüft",
    checkSummary: (ok, total) =>
      `${ok} von ${plural("de", total, { one: "alten Adresse", other: "alten Adressen" })} ${pluralNoun("de", ok, { one: "antwortet", other: "antworten" })} mit genau einer 301 auf eine Seite mit 200.`,
    unreachable: (base, reason) => `Die Seite ${base} antwortet nicht (${reason}); keine alte Adresse wurde geprüft. Läuft der Server, stimmen Adresse und Port?`,
  },
  en: {
    badInput: (reason) => `Invalid input: ${reason}`,
    noWork: "Nothing to do: give --out <dir> (write the migration) and/or --check <BASE_URL>.",
    badBase: (url) => `--check needs an http(s) address, not ${JSON.stringify(url)}.`,
    written: (file) => `Written: ${file}`,
    summary: (c) =>
      `${plural("en", c["redirect"] ?? 0, { one: "redirect", other: "redirects" })} (301), ${plural("en", c["pass-through"] ?? 0, { one: "pass-through page", other: "pass-through pages" })} (200), ${plural("en", c["collapsed"] ?? 0, { one: "chain", other: "chains" })} collapsed to one hop, ${plural("en", c["repeat"] ?? 0, { one: "repeat", other: "repeats" })}, ${c["refused"] ?? 0} refused`,
    refusedHint: (report) => `The refused URLs and their reasons are in ${report}.`,
    proposed: (count) =>
      `${plural("en", count, { one: "refused URL has", other: "refused URLs have" })} a proposal in the report (columns proposal and score); it is used only once a person confirms it in the accept column and the report is read with --accept.`,
    checking: "old URLs checked",
    checkSummary: (ok, total) =>
      `${ok} of ${plural("en", total, { one: "old URL", other: "old URLs" })} ${pluralNoun("en", ok, { one: "answers", other: "answer" })} exactly one 301 to a page answering 200.`,
    unreachable: (base, reason) => `The site ${base} does not answer (${reason}); no old URL was checked. Is the server running, and are the address and port right?`,
  },
}

/**
 * A refusal's reason as the terminal shows it. The report keeps the core's English reasons (a
 * data file that scripts and reviewers filter on); on the terminal German readers get them in
 * German, shape by shape, and any reason not listed here as written.
 */
const GERMAN_REASONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^no rule and no page, legacy path or product of the new site matches$/, "keine Regel, keine Seite, kein alter Pfad und kein Produkt der neuen Website passt"],
  [/^duplicate: legacy_paths of several stories \((.*)\)$/, "doppelt: legacy_paths mehrerer Seiten ($1)"],
  [/^duplicate: (.*) map it to (.*)$/, "doppelt: $1 leiten sie auf $2 um"],
  [/^invalid old URL in (.*): (.*)$/, "ungültige alte Adresse in $1: $2"],
  [/^invalid: (.*)$/, "ungültig: $1"],
  [/^self-redirect: the old URL is this page of the new site$/, "Weiterleitung auf sich selbst: die alte Adresse ist diese Seite der neuen Website"],
  [/^self-redirect: the target is the old URL itself$/, "Weiterleitung auf sich selbst: das Ziel ist die alte Adresse selbst"],
  [/^the new site serves this path itself; a redirect would hide its page$/, "die neue Website bedient diesen Pfad selbst; eine Weiterleitung würde ihre Seite verdecken"],
  [/^the new site owns this path \(under \/de\/ or \/en\/ without a file name\); the server never redirects it$/, "der Pfad gehört der neuen Website (unter /de/ oder /en/ ohne Dateinamen); der Server leitet ihn nie um"],
  [/^loop: (.*)$/, "Schleife: $1"],
  [/^target (.*) is not a path of the new site \(external or malformed\)$/, "Ziel $1 ist kein Pfad der neuen Website (extern oder fehlerhaft)"],
  [/^dead target: (.*) is no page of the new site$/, "totes Ziel: $1 ist keine Seite der neuen Website"],
]
const GERMAN_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\baccepted proposal, report line (\d+)/g, "übernommener Vorschlag, Berichtszeile $1"],
  [/\brules lines? ([\d, ]+)/g, "Regelzeilen $1"],
  [/ and /g, " und "],
  [/\bnot an http\(s\) URL\b/g, "keine http(s)-Adresse"],
  [/\bnot a path \(it must start with \/\)/g, "kein Pfad (er muss mit / beginnen)"],
  [/\bholds blanks, backslashes or control characters\b/g, "enthält Leerzeichen, Backslashes oder Steuerzeichen"],
]
const GERMAN_CHECK_PROBLEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^not a URL of the old site$/, "keine Adresse der alten Website"],
  [/^(\d+) instead of 301 \(to (.*)\)$/, "$1 statt 301 (nach $2)"],
  [/^(\d+) instead of a 301$/, "$1 statt einer 301"],
  [/^301 without Location$/, "301 ohne Location"],
  [/^a chain: 301 to (.*), which answers (\d+) to (.*)$/, "eine Kette: 301 nach $1, das mit $2 nach $3 antwortet"],
  [/^301 to (.*), which answers (\d+)$/, "301 nach $1, das mit $2 antwortet"],
]
/** A `--check` problem as the terminal shows it; `--json` keeps the English text. */
export const checkProblemIn = (lang: Language, problem: string): string => {
  if (lang === "en") return problem
  const shape = GERMAN_CHECK_PROBLEMS.find(([pattern]) => pattern.test(problem))
  return shape === undefined ? problem : problem.replace(shape[0], shape[1])
}

export const reasonIn = (lang: Language, reason: string): string => {
  if (lang === "en") return reason
  const shape = GERMAN_REASONS.find(([pattern]) => pattern.test(reason))
  if (shape === undefined) return reason
  return GERMAN_WORDS.reduce((text, [pattern, german]) => text.replace(pattern, german), reason.replace(shape[0], shape[1]))
}

/** The input files' texts: `--urls`, and `--rules` and `--accept` when given. */
interface Inputs {
  readonly urls: string
  readonly rules?: string | undefined
  readonly accept?: string | undefined
}

/** The input files read before the catalogue loads; one that cannot be read is a sentence naming it. */
const readInputs = async (lang: Language, files: Inputs): Promise<Inputs | string> => {
  const read = (file: string) => readFile(file, "utf8").then((text) => ({ text }), (error: unknown) => ({ problem: fileProblem(lang, file, "read", error) }))
  const urls = await read(files.urls)
  if ("problem" in urls) return urls.problem
  const rules = files.rules === undefined ? undefined : await read(files.rules)
  if (rules !== undefined && "problem" in rules) return rules.problem
  const accept = files.accept === undefined ? undefined : await read(files.accept)
  if (accept !== undefined && "problem" in accept) return accept.problem
  return { urls: urls.text, rules: rules?.text, accept: accept?.text }
}

/**
 * Why `--out` is no folder to write the migration into, or undefined: an existing folder, or a new
 * one in an existing folder (made when the files are written). Checked before any work.
 */
const outFolderProblem = async (lang: Language, out: string): Promise<string | undefined> => {
  const exists = await stat(out).then(
    () => true,
    () => false,
  )
  return folderProblem(lang, exists ? out : dirname(out))
}

/** The migration from the input files' texts and the new site (content pages, catalogue products). */
export const runMigration = Effect.fn("cli.redirects.migrate")(function* (options: Inputs & { readonly t: Texts }) {
  const list = parseUrlList(options.urls)
  if ("error" in list) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [options.t.badInput(list.error)] })
  const rules = options.rules === undefined ? { rules: [] } : parseRules(options.rules)
  if ("error" in rules) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [options.t.badInput(rules.error)] })
  const accepted = options.accept === undefined ? { rules: [] } : parseAccepted(options.accept)
  if ("error" in accepted) return yield* new CliFailure({ exitCode: ExitCode.badInput, lines: [options.t.badInput(accepted.error)] })
  const content = yield* Content
  const catalogue = yield* Catalogue
  const [de, en] = yield* Effect.all([
    catalogue.query({ filter: {}, sort: "relevance", language: "de", limit: Number.MAX_SAFE_INTEGER }),
    catalogue.query({ filter: {}, sort: "relevance", language: "en", limit: Number.MAX_SAFE_INTEGER }),
  ])
  const english = new Map(en.items.map((product) => [product.key, product]))
  const products: ReadonlyArray<SiteProduct> = de.items.map((product) => ({
    slug: product.slug,
    codes: [product.key, product.supplierArticleNumber, product.specification.articleNumber, product.specification.ean].filter((code): code is string => typeof code === "string" && code !== ""),
    names: { de: product.name.de, en: (english.get(product.key) ?? product).name.en },
  }))
  const site = { pages: { de: yield* content.pages("de"), en: yield* content.pages("en") }, productSlugs: products.map((product) => product.slug), products }
  return { urls: list.urls, migration: migrate(list.urls, [...rules.rules, ...accepted.rules], site) }
})

export interface CheckProblem {
  readonly old: string
  readonly problem: string
}

/** One old URL against the running site: a pass-through answers 200, anything else exactly one 301 to a 200. */
const checkOne = async (base: URL, raw: string, passThrough: boolean): Promise<string | null> => {
  const parsed = parseOldUrl(raw)
  if (!isOldUrl(parsed)) return "not a URL of the old site"
  // The path as the old URL has it, a doubled slash included (`//impressum.html` is asked for as such, not as a host).
  const first = await fetch(`${base.origin}${parsed.sentPath}${parsed.query}`, { redirect: "manual" })
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

/** Why a request got no answer at all: the system's code (`ECONNREFUSED`, `ENOTFOUND`, …) or the message. */
const networkReason = (error: unknown): string => {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  if (typeof cause?.code === "string") return cause.code
  if (typeof cause?.message === "string") return cause.message
  return error instanceof Error ? error.message : String(error)
}

/** The site did not answer at all (refused, unknown host, reset, timed out): not a problem of one old URL. */
export class SiteUnreachable extends Error {
  readonly reason: string
  constructor(reason: string) {
    super(reason)
    this.reason = reason
  }
}

/** Whether the site answers at all (any HTTP status counts), within 10 s. */
const siteAnswers = async (base: URL): Promise<string | null> => {
  try {
    const response = await fetch(base, { redirect: "manual", signal: AbortSignal.timeout(10_000) })
    await response.body?.cancel()
    return null
  } catch (error) {
    return (error as Error).name === "TimeoutError" ? "timeout" : networkReason(error)
  }
}

export const checkUrls = async (base: URL, urls: ReadonlyArray<string>, passThrough: ReadonlySet<string>, progress: Progress, label: string): Promise<ReadonlyArray<CheckProblem>> => {
  const down = await siteAnswers(base)
  if (down !== null) throw new SiteUnreachable(down)
  const problems: Array<CheckProblem> = []
  let done = 0
  let next = 0
  let lost: SiteUnreachable | undefined
  progress.update(label, 0, urls.length)
  const worker = async () => {
    while (next < urls.length && lost === undefined) {
      const raw = urls[next++]!
      const parsed = parseOldUrl(raw)
      const problem = await checkOne(base, raw, isOldUrl(parsed) && passThrough.has(parsed.key)).catch((error: unknown) => {
        // The site went away during the check: one answer for all, not one line per URL.
        lost ??= new SiteUnreachable(networkReason(error))
        return null
      })
      if (problem !== null) problems.push({ old: raw, problem })
      progress.update(label, ++done, urls.length)
    }
  }
  await Promise.all(Array.from({ length: Math.min(8, urls.length) }, worker))
  progress.finish()
  if (lost !== undefined) throw lost
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
  const messages = messagesFor(lang)
  const fail = (code: number, line: string) => {
    process.stderr.write(`${line}\n`)
    return code
  }
  const out = options.out
  if (out === undefined && options.check === undefined) return fail(ExitCode.badInput, t.noWork)
  let base: URL | undefined
  if (options.check !== undefined) {
    base = URL.canParse(options.check) ? new URL(options.check) : undefined
    if (base === undefined || !/^https?:$/.test(base.protocol)) return fail(ExitCode.badInput, t.badBase(options.check))
  }
  // The output folder and the input files before the catalogue and the content load.
  const unwritable = out === undefined ? undefined : await outFolderProblem(lang, out)
  if (unwritable !== undefined) return fail(ExitCode.badInput, unwritable)
  const inputs = await readInputs(lang, { urls: options.urls, rules: options.rules, accept: options.accept })
  if (typeof inputs === "string") return fail(ExitCode.badInput, inputs)
  const runtime = runtimeOf(options.catalogue, options.verbose)
  const exit = await runtime.runPromiseExit(runMigration({ ...inputs, t }))
  await runtime.dispose()
  if (exit._tag === "Failure") {
    const error = exit.cause.reasons.find((reason) => reason._tag === "Fail")?.error
    if (error instanceof CliFailure) return fail(error.exitCode, error.lines.join("\n"))
    if (error instanceof CatalogueUnavailable) return fail(ExitCode.catalogueUnavailable, messages.catalogueUnavailable(error.source, error.reason))
    if (error instanceof InfrastructureError) return fail(ExitCode.unexpected, `${messages.general} (${error.system}: ${error.reason})`)
    return fail(ExitCode.unexpected, `${messages.general}${options.verbose || process.env["SHOP_CLI_DEBUG"] ? `\n${String(exit.cause)}` : ""}`)
  }
  const { urls, migration } = exit.value
  const counts = countsOf(migration)
  if (out !== undefined) {
    const files: Array<readonly [string, string]> = [
      [OUTPUT_FILES.table, redirectTableJson(migration)],
      [OUTPUT_FILES.nginx, nginxMap(migration)],
      [OUTPUT_FILES.netlify, netlifyRedirects(migration, urls)],
      [OUTPUT_FILES.report, reportCsv(migration)],
    ]
    // The folder above exists (checked before the work): only the folder itself may be new.
    const made = await mkdir(out, { recursive: true }).then(
      () => undefined,
      (error: unknown) => fileProblem(lang, out, "write", error),
    )
    if (made !== undefined) return fail(ExitCode.badInput, made)
    for (const [name, text] of files) {
      const file = join(out, name)
      const problem = await writeFile(file, text).then(
        () => undefined,
        (error: unknown) => fileProblem(lang, file, "write", error),
      )
      if (problem !== undefined) return fail(ExitCode.badInput, problem)
    }
    if (!options.json) for (const [name] of files) process.stderr.write(`${t.written(join(out, name))}\n`)
  }
  let problems: ReadonlyArray<CheckProblem> = []
  if (base !== undefined) {
    const passThrough = new Set(migration.entries.filter((entry) => entry.kind === "pass-through").map((entry) => entry.key))
    try {
      problems = await checkUrls(base, urls, passThrough, progressOn(process.stderr), t.checking)
    } catch (error) {
      if (error instanceof SiteUnreachable) return fail(SITE_UNREACHABLE, t.unreachable(base.origin, error.reason))
      throw error
    }
  }
  const refused = migration.report.filter((row) => row.status === "refused")
  const proposed = refused.filter((row) => (row.proposals ?? []).length > 0).length
  if (options.json) {
    const rows = refused.map(({ proposals, ...row }) => ({ ...row, ...(proposals === undefined ? {} : { proposals }) }))
    process.stdout.write(`${JSON.stringify({ counts: { ...counts, proposed }, refused: rows, ...(base === undefined ? {} : { check: { total: urls.length, problems } }) }, null, 2)}\n`)
  } else {
    process.stdout.write(`${t.summary(counts)}\n`)
    for (const row of refused) {
      const best = row.proposals?.[0]
      process.stdout.write(`  ${row.old}: ${reasonIn(lang, row.reason)}${best === undefined ? "" : ` → ? ${best.to} (${best.score.toFixed(2)})`}\n`)
    }
    if (proposed > 0) process.stdout.write(`${t.proposed(proposed)}\n`)
    if (refused.length > 0 && out !== undefined) process.stdout.write(`${t.refusedHint(join(out, OUTPUT_FILES.report))}\n`)
    if (base !== undefined) {
      process.stdout.write(`${t.checkSummary(urls.length - problems.length, urls.length)}\n`)
      for (const problem of problems) process.stdout.write(`  ${problem.old}: ${checkProblemIn(lang, problem.problem)}\n`)
    }
  }
  return refused.length > 0 || problems.length > 0 ? ExitCode.unknownItem : ExitCode.ok
}

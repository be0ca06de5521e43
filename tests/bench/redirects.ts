/**
 * The redirect migration measured (issue 28), run by `npm run bench`:
 *
 *   node tests/bench/redirects.ts [--seed 28] [--keep]
 *
 * 1. Makes a list of old URLs of an old enclosure maker's site by families, deterministically from
 *    a seed (the demo catalogue's products and the demo content's stories are the pages that still
 *    exist; the list's spellings, old folders and made-up pages come from the seed): press releases
 *    and news, job postings, downloads, regional meter-cabinet pages, products by old slug and by
 *    article number, content pages by old path and slug, `index.html` at any depth, `.htm`, upper
 *    case, umlauts raw and percent-encoded, query strings, old `/de/` and `/en/` paths, doubled
 *    slashes, and pages that are gone (some named like a page of the new site, some not at all).
 * 2. Runs the migration as a person would: `shop-cli redirects` with the shipped rules
 *    (data/redirects/rules.csv), writing the table and the report into a scratch folder.
 * 3. Builds the web shop when stale, starts it on a free loopback port with that table
 *    (`REDIRECTS_FILE`), asks it for every old URL as a browser would, and follows one redirect.
 * 4. Counts per old URL: one 301 to a page answering 200; a 200 pass-through page; refused with a
 *    proposal in the report; refused without one; anything else (a chain, a 404 the report did not
 *    announce, a 308) as a failure, listed. Prints one table by family and writes JSON to
 *    bench/results/redirects-<timestamp>.json. The server is stopped by its pid, also on failure.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import Papa from "papaparse"
import { random as seededRandom } from "../support/fuzz.ts"
import { freePort } from "../support/net.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const seedArg = process.argv.indexOf("--seed")
const seed = seedArg === -1 ? 28 : Number(process.argv[seedArg + 1])
const keep = process.argv.includes("--keep")

// ---------------------------------------------------------------------------------------------
// The old site's URLs

// One seed is one list.
const random = seededRandom(seed)
const pick = <T>(items: ReadonlyArray<T>): T => items[Math.floor(random() * items.length)]!
const chance = (p: number) => random() < p

interface DemoProduct {
  readonly key: string
  readonly slug: string
  readonly family: string
  readonly supplierArticleNumber: string
  readonly specification: { readonly ean?: string }
}
const products: ReadonlyArray<DemoProduct> = readdirSync(join(root, "data/catalogue/data"))
  .filter((name) => name.startsWith("produkte-"))
  .flatMap((name) => Object.values((JSON.parse(readFileSync(join(root, "data/catalogue/data", name), "utf8")) as { items: Record<string, DemoProduct> }).items))

interface DemoStory {
  readonly full_slug: string
  readonly name: string
  readonly translated_slugs?: ReadonlyArray<{ readonly lang: string; readonly path: string }>
  readonly content: { readonly legacy_paths?: string }
}
const storyFiles = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? storyFiles(join(dir, entry.name)) : entry.name.endsWith(".json") ? [join(dir, entry.name)] : []))
const stories: ReadonlyArray<DemoStory> = storyFiles(join(root, "data/content/stories")).map((file) => {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { story?: DemoStory } & DemoStory
  return parsed.story ?? parsed
})
const english = (story: DemoStory) => story.translated_slugs?.find((t) => t.lang === "en")?.path ?? story.full_slug
const lastPart = (slug: string) => slug.slice(slug.lastIndexOf("/") + 1)
const under = (folder: string) => stories.filter((s) => s.full_slug.startsWith(`${folder}/`))

/** German spellings an old site's links and logs have for one word: umlauts raw, encoded, or written out. */
const umlauts = (text: string): string => {
  const mode = random()
  if (mode < 0.4) return text
  const raw = text.replace(/ae/g, "ä").replace(/oe/g, "ö").replace(/ue/g, "ü")
  return mode < 0.7 ? raw : encodeURI(raw)
}
/** The spelling variations of a path: upper case, `.htm`, a query string, a doubled slash. */
const spelled = (path: string): string => {
  let out = path
  if (chance(0.12)) out = out.replace(/[^/]+$/, (name) => name.replace(/^./, (c) => c.toUpperCase()).replace(/-(.)/g, (_, c: string) => `-${c.toUpperCase()}`))
  if (chance(0.05)) out = out.toUpperCase()
  if (chance(0.15)) out = out.replace(/\.html$/, ".htm")
  if (chance(0.12)) out += pick(["?utm_source=newsletter", "?ref=print", "?sid=8f3a2c", "?lang=de&print=1"])
  if (chance(0.05)) out = `/${out}`
  return out
}

const regionsDe = ["burgenland", "kaernten", "niederoesterreich", "oberoesterreich", "salzburg", "steiermark", "tirol", "vorarlberg", "wien"]
const regionsEn = ["burgenland", "carinthia", "lower-austria", "upper-austria", "salzburg", "styria", "tyrol", "vorarlberg", "vienna"]
const familyFolders: Readonly<Record<string, string>> = {
  "wall-steel": "wandgehaeuse-stahlblech",
  "wall-stainless": "wandgehaeuse-edelstahl",
  "wall-polyester": "wandgehaeuse-polyester",
  "floor-standing": "standschraenke",
  outdoor: "freiluftschraenke",
  "meter-cabinet": "zaehlerverteiler",
  "distribution-board": "kleinverteiler",
}
/** Made-up words for pages of the old site that no longer exist. */
const goneWords = ["messe", "gewinnspiel", "weihnachtsgruss", "betriebsurlaub", "tag-der-offenen-tuer", "umfrage", "newsletter-archiv", "partnerprogramm", "sponsoring", "firmenlauf", "lieferanten", "einkaufsbedingungen", "webinar", "roadshow", "musterkoffer"]

type Family =
  | "legal pages"
  | "press"
  | "jobs"
  | "downloads"
  | "regional meter cabinets"
  | "products by slug"
  | "products by article number"
  | "content pages"
  | "index.html"
  | "gone pages"

const list: Array<{ readonly url: string; readonly family: Family }> = []
const add = (family: Family, url: string) => {
  if (!list.some((entry) => entry.url === url)) list.push({ url, family })
}

// The legal pages' old addresses, printed on invoices and letterheads: pass-through pages (200).
for (let i = 0; i < 14; i++) add("legal pages", spelled(pick(["/impressum.html", "/datenschutz.html", "/agb.html", "/de/impressum.html", "/de/datenschutz.html", "/de/agb.html"])))
const news = under("aktuelles")
for (let i = 0; i < 40; i++) {
  const story = pick(news)
  const made = chance(0.35)
  const slug = made ? `${pick(["presseinformation", "neuheit", "messe", "jubilaeum", "auszeichnung"])}-${2012 + Math.floor(random() * 12)}` : lastPart(story.full_slug)
  const folder = pick(["/presse/", "/aktuelles/", "/news/", "/presse/", "/en/press/", "/en/news/"])
  const name = folder.startsWith("/en/") && !made ? lastPart(english(story)) : umlauts(slug)
  add("press", spelled(`${folder}${name}.html`))
}
const jobs = under("karriere")
for (let i = 0; i < 26; i++) {
  const open = chance(0.5)
  const folder = pick(["/stellenangebote/", "/karriere/", "/jobs/", "/en/careers/"])
  const name = open ? (folder === "/en/careers/" ? lastPart(english(pick(jobs))) : lastPart(pick(jobs).full_slug)) : `${pick(["schweisser", "lackierer", "lehrling-elektrotechnik", "buchhaltung", "monteur-aussendienst"])}-${2010 + Math.floor(random() * 14)}`
  add("jobs", spelled(`${folder}${name}.html`))
}
for (let i = 0; i < 24; i++) {
  const folder = pick(["/downloads/", "/service/downloads/", "/de/downloads/", "/en/downloads/"])
  const name = pick(["katalog", "preisliste", "montageanleitung", "zertifikat-iso-9001", "datenblatt", "taev-uebersicht", "catalogue", "price-list"])
  add("downloads", spelled(`${folder}${chance(0.4) ? `${pick(["archiv", "2019", "technik"])}/` : ""}${name}-${2014 + Math.floor(random() * 11)}.html`))
}
for (let i = 0; i < 40; i++) {
  const index = Math.floor(random() * regionsDe.length)
  const englishPage = chance(0.2)
  const folder = englishPage ? "/en/meter-cabinets/" : pick(["/zaehlerschraenke/", "/zaehlerverteiler/", "/produkte/zaehlerverteiler/"])
  add("regional meter cabinets", spelled(`${folder}${englishPage ? regionsEn[index]! : umlauts(regionsDe[index]!)}.html`))
}
for (let i = 0; i < 56; i++) {
  const product = pick(products)
  const form = random()
  const path =
    form < 0.6
      ? `/produkte/${familyFolders[product.family]}/${product.slug}.html`
      : form < 0.8
        ? `/de/produkte/${familyFolders[product.family]}/${pick(["", "serie-a/", "alt/"])}${product.slug}.html`
        : `/en/products/${product.key}.html`
  add("products by slug", spelled(path))
}
for (let i = 0; i < 36; i++) {
  const product = pick(products)
  const code = pick([product.supplierArticleNumber, product.key, product.specification.ean ?? product.key])
  add("products by article number", spelled(chance(0.8) ? `/artikel/${code}.html` : `/en/article/${code}.html`))
}
for (let i = 0; i < 44; i++) {
  const story = pick(stories.filter((s) => s.full_slug !== "home"))
  const legacy = (story.content.legacy_paths ?? "").split("\n").map((l) => l.trim()).filter((l) => l !== "")
  const form = random()
  const path =
    form < 0.4 && legacy.length > 0
      ? pick(legacy)
      : form < 0.65
        ? `/${umlauts(lastPart(story.full_slug))}.html`
        : form < 0.85
          ? `/de/${lastPart(story.full_slug)}.html`
          : `/en/${lastPart(english(story))}.html`
  add("content pages", spelled(path))
}
for (let i = 0; i < 22; i++) {
  const folder = pick(["/", "/de/", "/en/", "/produkte/", "/referenzen/", "/presse/", "/downloads/", "/zaehlerschraenke/", "/unternehmen/", "/jobs/lehre/", "/presse/2019/", "/en/products/"])
  add("index.html", `${chance(0.1) ? "/" : ""}${folder}${pick(["index.html", "index.htm", "INDEX.HTML", "index.html?sid=1"])}`)
}
for (let i = 0; i < 46; i++) {
  // Half named like a page of the new site (the report proposes it), half like nothing on it.
  const near = chance(0.5)
  const path = near
    ? `/${pick(["info", "archiv", "alt", "themen"])}/${umlauts(lastPart(pick(stories.filter((s) => s.full_slug !== "home")).full_slug))}-${pick(["alt", "2018", "info", "details"])}.html`
    : `/${pick(goneWords)}${chance(0.5) ? `-${2010 + Math.floor(random() * 14)}` : ""}.html`
  add("gone pages", spelled(path))
}

// ---------------------------------------------------------------------------------------------
// The migration, as a person runs it

const scratch = mkdtempSync(join(tmpdir(), "bench-redirects-"))
const urlsFile = join(scratch, "old-site-urls.txt")
writeFileSync(urlsFile, `${list.map((entry) => entry.url).join("\n")}\n`)
const migrationStarted = performance.now()
try {
  execFileSync(process.execPath, ["cli/bin/shop-cli.mjs", "redirects", "--urls", urlsFile, "--rules", "data/redirects/rules.csv", "--out", scratch, "--json"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] })
} catch (error) {
  // Exit code 3: some URLs refused, which is expected here; anything else is a failure.
  if ((error as { status?: number }).status !== 3) throw error
}
const migrationMs = performance.now() - migrationStarted
const report = Papa.parse<Record<string, string>>(readFileSync(join(scratch, "redirects-report.csv"), "utf8").trim(), { header: true }).data
const rowOf = new Map(report.map((row) => [row["old"]!, row]))

// ---------------------------------------------------------------------------------------------
// The running shop with that table

execFileSync("bash", ["scripts/build-web-if-stale.sh"], { cwd: root, stdio: "inherit" })
let server: ChildProcess | undefined
const stop = () => {
  if (server?.pid !== undefined && server.exitCode === null && server.signalCode === null) process.kill(server.pid, "SIGTERM")
}
process.once("SIGINT", () => {
  stop()
  process.exit(130)
})
process.once("exit", stop)

const port = await freePort()
const { TEST: _test, VITEST: _vitest, DATABASE_URL: _database, ...env } = process.env
server = spawn(process.execPath, ["web/.output/server/index.mjs"], {
  cwd: root,
  env: { ...env, PORT: String(port), NODE_ENV: "production", SHOP_DATA_DIR: join(scratch, "data"), MAIL_OUTBOX: join(scratch, "outbox"), REDIRECTS_FILE: join(scratch, "redirects.json") },
  stdio: ["ignore", "pipe", "pipe"],
})
await new Promise<void>((resolve, reject) => {
  let output = ""
  const timer = setTimeout(() => reject(new Error(`the web server did not start within 60 s:\n${output}`)), 60_000)
  server!.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString()
    if (/Listening on/i.test(output)) {
      clearTimeout(timer)
      resolve()
    }
  })
  server!.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()))
  server!.once("exit", (code) => {
    clearTimeout(timer)
    reject(new Error(`the web server exited with ${code}:\n${output}`))
  })
})
const base = `http://127.0.0.1:${port}`

type Outcome = "301 → 200" | "200 pass-through" | "refused, proposal" | "refused, none" | "failed"
const outcomes: ReadonlyArray<Outcome> = ["301 → 200", "200 pass-through", "refused, proposal", "refused, none", "failed"]
const ask = async (path: string) => {
  const response = await fetch(`${base}${path}`, { redirect: "manual", headers: { accept: "text/html" } })
  await response.arrayBuffer()
  return response
}
/** The path a browser sends for an old URL: host dropped, fragment dropped, doubled slashes kept. */
const sent = (url: string) => new URL(`http://x${url.replace(/^https?:\/\/[^/]+/i, "").replace(/#.*$/, "")}`)

const results: Array<{ readonly url: string; readonly family: Family; readonly outcome: Outcome; readonly detail: string }> = []
const checkStarted = performance.now()
/** A repeated spelling of an old page stands for the page: its first spelling's row. */
const rowFor = (url: string) => {
  const row = rowOf.get(url)
  return row?.["status"] === "repeat" ? (rowOf.get(row["reason"]!.replace(/^the same old page as /, "")) ?? row) : row
}
for (const { url, family } of list) {
  const row = rowFor(url)
  const request = sent(url)
  const first = await ask(`${request.pathname}${request.search}`)
  let outcome: Outcome
  let detail = `${first.status}`
  if (row?.["status"] === "refused") {
    // Refused by the migration: the server must not answer it from the table (a 404, or the framework's own answer).
    outcome = first.status === 301 ? "failed" : row["proposal"] ? "refused, proposal" : "refused, none"
    detail = `${first.status}; ${row["reason"]}${row["proposal"] ? `; proposal ${row["proposal"]} (${row["score"]})` : ""}`
  } else if (first.status === 200) {
    outcome = "200 pass-through"
  } else if (first.status === 301) {
    const location = first.headers.get("location") ?? ""
    const second = await ask(location)
    outcome = second.status === 200 ? "301 → 200" : "failed"
    detail = `301 ${location} → ${second.status}`
  } else {
    outcome = "failed"
    detail = `${first.status} ${first.headers.get("location") ?? ""} (report: ${row?.["status"] ?? "absent"})`
  }
  results.push({ url, family, outcome, detail })
}
const checkMs = performance.now() - checkStarted
stop()

// ---------------------------------------------------------------------------------------------
// The table

const families = [...new Set(list.map((entry) => entry.family))]
const count = (family: Family | undefined, outcome: Outcome) => results.filter((r) => (family === undefined || r.family === family) && r.outcome === outcome).length
const header = ["family", "URLs", ...outcomes]
const rows = [
  ...families.map((family) => [family, String(results.filter((r) => r.family === family).length), ...outcomes.map((o) => String(count(family, o)))]),
  ["all", String(results.length), ...outcomes.map((o) => String(count(undefined, o)))],
]
const widths = header.map((title, i) => Math.max(title.length, ...rows.map((r) => r[i]!.length)))
const line = (cells: ReadonlyArray<string>) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ")
console.log(`\nRedirect migration (seed ${seed}): ${results.length} old URLs, the shipped rules (data/redirects/rules.csv), against the production build\n`)
console.log(line(header))
for (const row of rows) console.log(line(row))
console.log(`\nmigration ${Math.round(migrationMs)} ms (shop-cli, catalogue and content loading included); ${results.length} URLs asked in ${Math.round(checkMs)} ms`)
const failed = results.filter((r) => r.outcome === "failed")
if (failed.length > 0) {
  console.log("\nFailed:")
  for (const r of failed) console.log(`  ${r.url}: ${r.detail}`)
}
const refusedNone = results.filter((r) => r.outcome === "refused, none")
if (refusedNone.length > 0) console.log(`\nRefused without a proposal: ${refusedNone.map((r) => r.url).join(" ")}`)

mkdirSync(join(root, "bench/results"), { recursive: true })
const file = join(root, `bench/results/redirects-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
writeFileSync(file, `${JSON.stringify({ seed, total: results.length, counts: Object.fromEntries(outcomes.map((o) => [o, count(undefined, o)])), byFamily: Object.fromEntries(families.map((f) => [f, Object.fromEntries(outcomes.map((o) => [o, count(f, o)]))])), results }, null, 2)}\n`)
console.log(`\nwritten: ${file.slice(root.length)}`)
if (keep) console.log(`kept: ${scratch}`)
else rmSync(scratch, { recursive: true, force: true })

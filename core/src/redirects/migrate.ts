/**
 * The scripted migration of the old site's URLs (issues 10 and 28): every old URL gets one target
 * on the new site, in this order (docs/redirects.md): the exact rules (the rules file's, then the
 * accepted proposals of a reviewed report), the stories' `legacy_paths`, the stories' German and
 * English paths, a product's slug, then the pattern rules in the file's order (the first whose
 * lookups all find something). Refused with a reason each: loops, self-redirects, duplicates (one
 * old path mapped to two targets), targets that are no page of the new site, old paths the new
 * site owns itself; an old URL nothing maps gets proposals ranked by similarity in the report,
 * never in the table. Chains are collapsed to one hop and reported.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser"
import Papa from "papaparse"
import type { Language } from "../i18n/language.ts"
import type { Story } from "../ports/Content.ts"
import { storyPath } from "../routing/links.ts"
import { productIndex, regionOf, type SiteProduct, type StoryEntry, storyIndex } from "./lookups.ts"
import { isLegacyPath, isOldUrl, type OldUrl, parseOldUrl } from "./normalize.ts"
import { compilePattern, isPattern, matchPattern, type Pattern, parseTarget, type TargetPart } from "./patterns.ts"
import { candidatesOf, type Proposal, proposer } from "./proposals.ts"

/** 301: the browser moves to the new page; 200: the new page is rendered at the old path (canonical to the new one). */
export type RedirectKind = "redirect" | "pass-through"

export interface RedirectEntry {
  /** The lookup key (`legacyKey`). */
  readonly key: string
  /** The old path as listed (first spelling). */
  readonly from: string
  /** The new path, with its own query or fragment if any. */
  readonly to: string
  readonly kind: RedirectKind
}

export type ReportStatus = "redirect" | "pass-through" | "collapsed" | "repeat" | "refused"

export interface ReportRow {
  readonly old: string
  readonly new: string
  readonly status: ReportStatus
  readonly reason: string
  /** For an old URL nothing maps: the new site's pages most like it, best first (report only). */
  readonly proposals?: ReadonlyArray<Proposal>
}

export interface Migration {
  readonly entries: ReadonlyArray<RedirectEntry>
  readonly report: ReadonlyArray<ReportRow>
}

export interface Rule {
  readonly old: string
  readonly new: string
  readonly kind: RedirectKind
  /** 1-based line in the rules file (or in the accepted report). */
  readonly line: number
  /** Where the rule comes from, as the report names it; default `rules line N`. */
  readonly origin?: string
  /** A pattern rule's compiled old side and its target's parts (absent: an exact rule). */
  readonly pattern?: Pattern
  readonly target?: ReadonlyArray<TargetPart>
}

export interface SiteModel {
  /** German and English pages of the content system (`Content.pages`). */
  readonly pages: Readonly<Record<Language, ReadonlyArray<Story>>>
  /** Slugs of the catalogue's products (their pages and configurators). */
  readonly productSlugs: ReadonlyArray<string>
  /** The products with their names and article numbers, for lookups and proposals (default: the slugs alone). */
  readonly products?: ReadonlyArray<SiteProduct>
}

const originOf = (rule: Rule): string => rule.origin ?? `rules line ${rule.line}`

// ---------------------------------------------------------------------------------------------
// Inputs

/** The old site's URL list: one URL or path per line (`#` comments), or a sitemap.xml's `<loc>`s. */
export const parseUrlList = (text: string): { readonly urls: ReadonlyArray<string> } | { readonly error: string } => {
  const body = text.replace(/^\uFEFF/, "")
  if (/^\s*<(?:\?xml|urlset|sitemapindex)\b/.test(body)) {
    const valid = XMLValidator.validate(body)
    if (valid !== true) return { error: `sitemap.xml: ${valid.err.msg} (line ${valid.err.line})` }
    const xml = new XMLParser({ isArray: (name) => name === "url" || name === "sitemap", removeNSPrefix: true, parseTagValue: false }).parse(body) as {
      urlset?: { url?: ReadonlyArray<{ loc?: unknown }> }
      sitemapindex?: unknown
    }
    if (xml.sitemapindex !== undefined) return { error: "sitemap.xml: a sitemap index; pass one of the sitemaps it lists" }
    const urls = (xml.urlset?.url ?? []).map((url) => (typeof url.loc === "string" ? url.loc.trim() : "")).filter((loc) => loc !== "")
    return { urls }
  }
  return { urls: body.split(/\r?\n/).map((line) => line.replace(/(^|\s)#\s.*$/, "").trim()).filter((line) => line !== "" && !line.startsWith("#")) }
}

/**
 * Mapping rules, a CSV with the header `old,new[,status]` (`;` also accepted): status `301`
 * (the default) or `200` for a pass-through page.
 */
export const parseRules = (text: string): { readonly rules: ReadonlyArray<Rule> } | { readonly error: string } => {
  const body = text.replace(/^\uFEFF/, "")
  const firstLine = body.slice(0, body.search(/\r?\n|$/))
  // Rows stay one per line (no skipping by the parser), so a refusal can name the file's line.
  const parsed = Papa.parse<Array<string>>(body, { delimiter: firstLine.includes(";") && !firstLine.includes(",") ? ";" : "," })
  const rows = parsed.data
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase())
  const oldAt = header.indexOf("old")
  const newAt = header.indexOf("new")
  const statusAt = header.indexOf("status")
  if (oldAt === -1 || newAt === -1) return { error: "rules: the first line must name the columns old,new[,status]" }
  const rules: Array<Rule> = []
  for (const [index, row] of rows.entries()) {
    if (index === 0 || (row[0] ?? "").trim().startsWith("#") || row.every((cell) => cell.trim() === "")) continue
    const status = (statusAt === -1 ? "" : (row[statusAt] ?? "")).trim() || "301"
    if (status !== "301" && status !== "200") return { error: `rules, line ${index + 1}: status ${JSON.stringify(status)} is neither 301 nor 200` }
    const old = (row[oldAt] ?? "").trim()
    const target = (row[newAt] ?? "").trim()
    if (old === "" || target === "") return { error: `rules, line ${index + 1}: old and new are both required` }
    const kind = status === "200" ? "pass-through" : "redirect"
    if (!isPattern(old)) {
      if (/\{[^}]*\}/.test(target)) return { error: `rules, line ${index + 1}: the target uses a capture, but ${old} is an exact path (no * or {name})` }
      rules.push({ old, new: target, kind, line: index + 1 })
      continue
    }
    const pattern = compilePattern(old)
    if ("error" in pattern) return { error: `rules, line ${index + 1}: ${pattern.error}` }
    const parts = parseTarget(target, pattern.names)
    if ("error" in parts) return { error: `rules, line ${index + 1}: ${parts.error}` }
    rules.push({ old, new: target, kind, line: index + 1, pattern, target: parts.parts })
  }
  return { rules }
}

/** Values of the report's `accept` column that accept a proposal: a 301, or a pass-through page (200). */
const ACCEPT_YES = new Set(["yes", "ja", "y", "j", "x", "1", "ok", "301"])
const ACCEPT_NO = new Set(["", "no", "nein", "n", "0", "-"])

/**
 * The proposals a person accepted in a reviewed report (`--accept`): every row whose `accept`
 * cell says yes (`yes`, `ja`, `x`, `1`, `301`; `200` for a pass-through page) becomes an exact rule
 * from `old` to `proposal` (as the reviewer left it: they may write a better target there).
 */
export const parseAccepted = (text: string): { readonly rules: ReadonlyArray<Rule> } | { readonly error: string } => {
  const rows = Papa.parse<Array<string>>(text.replace(/^\uFEFF/, ""), { delimiter: "" }).data
  const header = (rows[0] ?? []).map((cell) => cell.trim().toLowerCase())
  const oldAt = header.indexOf("old")
  const proposalAt = header.indexOf("proposal")
  const acceptAt = header.indexOf("accept")
  if (oldAt === -1 || proposalAt === -1 || acceptAt === -1) return { error: "accepted report: the first line must name the columns old, proposal and accept (a report of shop-cli redirects)" }
  const rules: Array<Rule> = []
  for (const [index, row] of rows.entries()) {
    if (index === 0 || row.every((cell) => cell.trim() === "")) continue
    const accept = (row[acceptAt] ?? "").trim().toLowerCase()
    if (ACCEPT_NO.has(accept)) continue
    if (!ACCEPT_YES.has(accept) && accept !== "200") {
      return { error: `accepted report, line ${index + 1}: accept ${JSON.stringify(row[acceptAt])} is neither yes (x, ja, 1, 301), 200 nor empty` }
    }
    const old = (row[oldAt] ?? "").trim()
    const target = (row[proposalAt] ?? "").trim()
    if (old === "" || target === "") return { error: `accepted report, line ${index + 1}: an accepted row needs old and proposal` }
    rules.push({ old, new: target, kind: accept === "200" ? "pass-through" : "redirect", line: index + 1, origin: `accepted proposal, report line ${index + 1}` })
  }
  return { rules }
}

// ---------------------------------------------------------------------------------------------
// The new site

/** Shop routes of spec §2 under each language (besides content pages and products). */
const SHOP_ROUTES = ["", "product-catalog/", "contact/", "login/", "reset-password/", "user/profile/", "user/profile/inquiries/", "user/profile/my-info/"]

/** A story's path in a language: the home story is the language root, English from `translated_slugs`. */
export const storyPathIn = (story: Story, lang: Language): string => {
  if (lang === "de") return storyPath(story.full_slug, "de")
  const translated = story.translated_slugs?.find((slug) => slug.lang === "en")?.path
  return storyPath(translated ?? story.full_slug, "en")
}

/** Umlauts as Storyblok slugs spell them (`über` → `ueber`). */
const slugFold = (text: string): string => text.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss")

const linesOf = (value: unknown): ReadonlyArray<string> =>
  typeof value === "string" ? value.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== "") : []

interface Site {
  /** Every page path of the new site (`/de/…/`). */
  readonly paths: ReadonlySet<string>
  readonly stories: ReadonlyArray<StoryEntry>
  readonly productList: ReadonlyArray<SiteProduct>
  readonly productByCode: (text: string) => string | null
  readonly storyBySlug: (text: string, lang: Language, folder?: string) => string | null
  /** legacy_paths key → the story's path in the old path's language; two stories claiming one key: both listed. */
  readonly legacy: ReadonlyMap<string, ReadonlyArray<string>>
  /** Slug (without language) → path, per language. */
  readonly slugs: Readonly<Record<Language, ReadonlyMap<string, string>>>
  readonly products: ReadonlyMap<string, string>
}

const languageOfOldPath = (path: string): Language => (/^\/en(?:\/|$)/.test(path) ? "en" : "de")

const siteOf = (model: SiteModel): Site => {
  const paths = new Set<string>()
  const legacy = new Map<string, Array<string>>()
  const slugs: Record<Language, Map<string, string>> = { de: new Map(), en: new Map() }
  for (const lang of ["de", "en"] as const) {
    for (const route of SHOP_ROUTES) paths.add(`/${lang}/${route}`)
    for (const slug of model.productSlugs) {
      paths.add(`/${lang}/product-catalog/${slug}/`)
      paths.add(`/${lang}/product-catalog/${slug}/customize/`)
    }
    for (const story of model.pages[lang]) {
      const path = storyPathIn(story, lang)
      paths.add(path)
      slugs[lang].set(path.slice(4).replace(/\/$/, ""), path)
      for (const old of linesOf(story.content["legacy_paths"])) {
        const parsed = parseOldUrl(old)
        if (!isOldUrl(parsed) || languageOfOldPath(parsed.path) !== lang) continue
        const claims = legacy.get(parsed.key) ?? []
        if (!claims.includes(path)) claims.push(path)
        legacy.set(parsed.key, claims)
      }
    }
  }
  const products = new Map(model.productSlugs.map((slug) => [slug.toLowerCase(), slug]))
  const englishOf = new Map(model.pages.en.map((story) => [story.uuid, story]))
  const stories: Array<StoryEntry> = model.pages.de.map((story) => {
    const en = englishOf.get(story.uuid) ?? story
    return {
      story,
      paths: { de: storyPathIn(story, "de"), en: storyPathIn(en, "en") },
      fullSlug: story.full_slug,
      legacyPaths: [...new Set([...linesOf(story.content["legacy_paths"]), ...linesOf(en.content["legacy_paths"])])],
    }
  })
  const productList = model.products ?? model.productSlugs.map((slug) => ({ slug, codes: [], names: { de: slug, en: slug } }))
  return { paths, legacy, slugs, products, stories, productList, productByCode: productIndex(productList), storyBySlug: storyIndex(stories) }
}

/** A target as the new site serves it: a path with a trailing slash (a file name keeps none), query and fragment kept. */
const normaliseTarget = (target: string): { readonly path: string; readonly href: string } | null => {
  const match = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(target.trim())
  if (match === null || !match[1]!.startsWith("/") || /^\/[/\\]|[\s\\]/.test(target.trim())) return null
  let path = match[1]!.replace(/\/{2,}/g, "/")
  const last = path.slice(path.lastIndexOf("/") + 1)
  if (!path.endsWith("/") && !/\.[a-z0-9]{2,5}$/i.test(last)) path = `${path}/`
  return { path, href: `${path}${match[2] ?? ""}${match[3] ?? ""}` }
}

// ---------------------------------------------------------------------------------------------
// The migration

interface Found {
  readonly to: string
  readonly kind: RedirectKind
  readonly via: string
}

/** Finds the first target of an old URL: rule, legacy_paths, a story's path, a product's slug. */
const automatic = (old: OldUrl, site: Site): Found | { readonly refused: string } | null => {
  const claims = site.legacy.get(old.key)
  if (claims !== undefined) {
    if (claims.length > 1) return { refused: `duplicate: legacy_paths of several stories (${claims.join(", ")})` }
    return { to: claims[0]!, kind: "redirect", via: "legacy_paths" }
  }
  const bare = slugFold(old.key.replace(/\.(?:s?html?|php|aspx?)$/, ""))
  const prefixed = /^\/(de|en)\/(.*)$/.exec(bare)
  const lang = prefixed ? (prefixed[1] as Language) : undefined
  const slug = prefixed ? prefixed[2]! : bare.slice(1)
  const page = lang !== undefined ? site.slugs[lang].get(slug) : (site.slugs.de.get(slug) ?? site.slugs.en.get(slug))
  if (page !== undefined) return { to: page, kind: "redirect", via: "page slug" }
  const product = site.products.get(slug.slice(slug.lastIndexOf("/") + 1))
  if (product !== undefined) return { to: `/${lang ?? "de"}/product-catalog/${product}/`, kind: "redirect", via: "product slug" }
  return null
}

/** A pattern rule's target for an old URL, or null when the pattern does not match or a lookup finds nothing. */
const applyPattern = (rule: Rule, old: OldUrl, site: Site): string | null => {
  const captures = matchPattern(rule.pattern!, old.key)
  if (captures === null) return null
  const lang = languageOfOldPath(old.path)
  let target = ""
  for (const part of rule.target!) {
    if (part._tag === "Text") {
      target += part.text
      continue
    }
    const value = captures[part.name]!
    const found =
      part.lookup === undefined
        ? encodeURIComponent(value)
        : part.lookup === "region"
          ? regionOf(value)
          : part.lookup === "product"
            ? site.productByCode(value)
            : site.storyBySlug(value, lang, part.argument)
    if (found === null) return null
    target += found
  }
  return target
}

export const migrate = (urls: ReadonlyArray<string>, rules: ReadonlyArray<Rule>, model: SiteModel): Migration => {
  const site = siteOf(model)
  const report: Array<ReportRow> = []

  // Rules by key; one old path with two different targets is a duplicate, refused.
  const ruleByKey = new Map<string, Rule>()
  const duplicated = new Map<string, Array<Rule>>()
  for (const rule of rules) {
    if (rule.pattern !== undefined) continue
    const parsed = parseOldUrl(rule.old)
    if (!isOldUrl(parsed)) {
      report.push({ old: rule.old, new: rule.new, status: "refused", reason: `invalid old URL in ${originOf(rule)}: ${parsed.error}` })
      continue
    }
    const earlier = ruleByKey.get(parsed.key)
    if (earlier !== undefined && (earlier.new !== rule.new || earlier.kind !== rule.kind)) duplicated.set(parsed.key, [...(duplicated.get(parsed.key) ?? [earlier]), rule])
    else if (earlier === undefined) ruleByKey.set(parsed.key, rule)
  }

  const patterns = rules.filter((rule) => rule.pattern !== undefined)

  /** One hop from an old key, or null when the key has no target of its own. */
  const hop = (old: OldUrl): Found | { readonly refused: string } | null => {
    const twice = duplicated.get(old.key)
    if (twice !== undefined) {
      const where = twice.every((r) => r.origin === undefined) ? `rules lines ${twice.map((r) => r.line).join(", ")}` : twice.map(originOf).join(" and ")
      return { refused: `duplicate: ${where} map it to ${[...new Set(twice.map((r) => r.new))].join(" and ")}` }
    }
    const rule = ruleByKey.get(old.key)
    if (rule !== undefined) return { to: rule.new, kind: rule.kind, via: originOf(rule) }
    const found = automatic(old, site)
    if (found !== null) return found
    for (const pattern of patterns) {
      const to = applyPattern(pattern, old, site)
      if (to !== null) return { to, kind: pattern.kind, via: `pattern ${pattern.old} (${originOf(pattern)})` }
    }
    return null
  }

  // Built on the first old URL nothing maps: a list that maps everything pays nothing for it.
  let propose: ReturnType<typeof proposer> | undefined
  const proposalsFor = (old: OldUrl) => (propose ??= proposer(candidatesOf(site.stories, site.productList)))(old.path, languageOfOldPath(old.path))

  const entries = new Map<string, RedirectEntry>()
  const seen = new Map<string, string>()
  for (const raw of urls) {
    const old = parseOldUrl(raw)
    if (!isOldUrl(old)) {
      report.push({ old: raw, new: "", status: "refused", reason: `invalid: ${old.error}` })
      continue
    }
    const first = isLegacyPath(old.path) ? seen.get(old.key) : undefined
    if (first !== undefined) {
      const entry = entries.get(old.key)
      report.push({ old: raw, new: entry?.to ?? "", status: "repeat", reason: `the same old page as ${first}` })
      continue
    }
    if (isLegacyPath(old.path)) seen.set(old.key, raw)
    const row = resolve(old, hop, site)
    const proposals = row.status === "refused" && row.reason === NO_MATCH ? proposalsFor(old) : []
    report.push({ old: raw, new: row.new, status: row.status, reason: row.reason, ...(proposals.length > 0 ? { proposals } : {}) })
    if (row.status === "redirect" || row.status === "pass-through" || row.status === "collapsed") {
      entries.set(old.key, { key: old.key, from: old.path, to: row.new, kind: row.kind })
    }
  }
  return { entries: [...entries.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)), report }
}

const NO_MATCH = "no rule and no page, legacy path or product of the new site matches"

const resolve = (
  old: OldUrl,
  hop: (old: OldUrl) => Found | { readonly refused: string } | null,
  site: Site,
): ReportRow & { readonly kind: RedirectKind } => {
  const refuse = (reason: string, target = "") => ({ old: old.raw, new: target, status: "refused" as const, reason, kind: "redirect" as const })
  if (!isLegacyPath(old.path) && site.paths.has(normaliseTarget(old.path)?.path ?? "")) {
    const own = hop(old)
    const target = own !== null && "to" in own ? own.to : old.path
    if (normaliseTarget(target)?.path === normaliseTarget(old.path)?.path) return refuse("self-redirect: the old URL is this page of the new site", target)
    return refuse("the new site serves this path itself; a redirect would hide its page", target)
  }
  if (!isLegacyPath(old.path)) return refuse("the new site owns this path (under /de/ or /en/ without a file name); the server never redirects it")
  const first = hop(old)
  if (first === null) return refuse(NO_MATCH)
  if ("refused" in first) return refuse(first.refused)
  const direct = parseOldUrl(first.to)
  if (isOldUrl(direct) && isLegacyPath(direct.path) && direct.key === old.key) return refuse("self-redirect: the target is the old URL itself", first.to)
  // Follow targets that are old URLs themselves: a chain becomes one hop, a cycle is a loop.
  const trail = [old.path]
  const keys = new Set([old.key])
  let current: Found = first
  for (;;) {
    const next = parseOldUrl(current.to)
    if (!isOldUrl(next) || !isLegacyPath(next.path)) break
    if (keys.has(next.key)) return refuse(`loop: ${[...trail, next.path].join(" → ")}`, current.to)
    const further = hop(next)
    if (further === null || "refused" in further) break
    trail.push(next.path)
    keys.add(next.key)
    current = { ...further, kind: current.kind }
  }
  const target = normaliseTarget(current.to)
  if (target === null) return refuse(`target ${JSON.stringify(current.to)} is not a path of the new site (external or malformed)`, current.to)
  if (target.path === normaliseTarget(old.path)?.path) return refuse("self-redirect: the target is the old URL itself", target.href)
  if (!site.paths.has(target.path)) return refuse(`dead target: ${target.path} is no page of the new site`, target.href)
  if (trail.length > 1) {
    return { old: old.raw, new: target.href, status: "collapsed", reason: `chain ${[...trail, target.path].join(" → ")} collapsed to one hop (${current.via})`, kind: current.kind }
  }
  return { old: old.raw, new: target.href, status: current.kind, reason: current.via, kind: current.kind }
}

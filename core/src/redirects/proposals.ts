/**
 * Proposals for old URLs that no rule maps (issue 28): the new site's pages ranked by how many of
 * the old path's words they share. Candidates are the content pages (name, path, old paths), the
 * products (names, slug, article numbers) and the shop's own pages, each in the old URL's
 * language (`/en/…` English, else German). Words are folded as the search folds them (`foldText`:
 * `Zähler`, `Zaehler`, `Zahler` alike) and matched with MiniSearch (kept, already used by the
 * search): exact, by prefix (4+ letters) and with one typo (6+ letters); a page matching fewer than
 * one word in three of the old path is not proposed. A proposal only goes into
 * the report; the live table gets it when a person accepts it (`--accept`), never by itself.
 */
import MiniSearch from "minisearch"
import type { Language } from "../i18n/language.ts"
import { compactCode, foldText } from "../search/normalise.ts"
import type { SiteProduct, StoryEntry } from "./lookups.ts"

export interface Proposal {
  readonly to: string
  /** Share of the old path's words the target matches, 0 to 1, two decimals; below 0.33 (one word in three) nothing is proposed. */
  readonly score: number
}

/** Words of an old path or a name that say nothing about the page. */
const STOP = new Set(["html", "htm", "php", "asp", "aspx", "index", "de", "en", "www", "http", "https", "und", "and", "der", "die", "das", "the", "fur", "for", "mit", "with", "von", "of", "im", "in", "am", "zu", "to"])

/** The words of a text: folded, split at anything but letters and digits; article numbers also as one compact code. */
export const proposalWords = (text: string): Array<string> => {
  const decoded = (() => {
    try {
      return decodeURIComponent(text)
    } catch {
      return text
    }
  })()
  const folded = foldText(decoded)
  // A number says something only when it is an article number or EAN (a year or a size does not).
  const words = folded.split(/[^a-z0-9]+/).filter((w) => w.length >= 2 && !STOP.has(w) && !/^\d{1,5}$/.test(w))
  // `ws-0612-40` is one article number: its compact form is a word too (short letter runs with digits, not a slug with a year).
  const codes = folded
    .split(/[/?&=#\s]+/)
    .map((part) => part.replace(/\.[a-z0-9]{2,5}$/, ""))
    .filter((part) => /[a-z]/.test(part) && (part.match(/\d+/g) ?? []).length >= 2 && /[-_.]/.test(part) && !/[a-z]{6}/.test(part))
    .map((part) => compactCode(part).toLowerCase())
  return [...new Set([...words, ...codes])]
}

export interface Candidate {
  readonly to: string
  readonly lang: Language
  readonly text: string
}

/** The candidates of the new site: pages, products and the shop's own pages, in both languages. */
export const candidatesOf = (stories: ReadonlyArray<StoryEntry>, products: ReadonlyArray<SiteProduct>): Array<Candidate> => {
  const out: Array<Candidate> = []
  for (const entry of stories) {
    for (const lang of ["de", "en"] as const) {
      out.push({ to: entry.paths[lang], lang, text: [entry.story.name, entry.paths[lang], entry.fullSlug, ...entry.legacyPaths].join(" ") })
    }
  }
  for (const product of products) {
    for (const lang of ["de", "en"] as const) {
      out.push({ to: `/${lang}/product-catalog/${product.slug}/`, lang, text: [product.names[lang], product.slug, ...product.codes].join(" ") })
    }
  }
  out.push(
    { to: "/de/product-catalog/", lang: "de", text: "Produkte Produktkatalog Katalog Gehäuse Sortiment Suche" },
    { to: "/en/product-catalog/", lang: "en", text: "products product catalogue catalog enclosures range search" },
    { to: "/de/contact/", lang: "de", text: "Kontakt Anfrage Formular Rückruf" },
    { to: "/en/contact/", lang: "en", text: "contact enquiry inquiry form callback" },
    { to: "/de/login/", lang: "de", text: "Login Anmelden Kundenbereich" },
    { to: "/en/login/", lang: "en", text: "login sign in customer area" },
  )
  return out
}

/** Ranks the candidates for old paths; `propose(path)` gives the best few, best first. */
export const proposer = (candidates: ReadonlyArray<Candidate>, options: { readonly limit?: number; readonly minScore?: number } = {}) => {
  const limit = options.limit ?? 3
  const minScore = options.minScore ?? 0.33
  const docs = candidates.map((candidate, id) => ({ id, lang: candidate.lang, to: candidate.to, text: proposalWords(candidate.text).join(" ") }))
  const index = new MiniSearch<(typeof docs)[number]>({
    fields: ["text"],
    storeFields: ["to", "lang"],
    tokenize: (text) => text.split(" "),
    processTerm: (term) => (term === "" ? null : term),
  })
  index.addAll(docs)
  return (path: string, lang: Language): ReadonlyArray<Proposal> => {
    const words = proposalWords(path.replace(/^\/(?:de|en)(?=\/|$)/, ""))
    if (words.length === 0) return []
    const hits = index.search(words.join(" "), {
      combineWith: "OR",
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 1 : false),
      weights: { fuzzy: 0.6, prefix: 0.8 },
      filter: (hit) => hit["lang"] === lang,
    })
    const best = new Map<string, Proposal & { readonly named: boolean; readonly rank: number }>()
    for (const hit of hits) {
      const score = Math.round((new Set(hit.queryTerms).size / words.length) * 100) / 100
      const to = hit["to"] as string
      if (score < minScore || best.has(to)) continue
      // Among equal scores, a page whose own name is one of the old path's words (`/unternehmen/` for `unternehmen-alt`) before one that only mentions it.
      const named = proposalWords(to.replace(/\/+$/, "").replace(/^.*\//, "")).some((word) => words.includes(word))
      best.set(to, { to, score, named, rank: hit.score })
    }
    return [...best.values()]
      .sort((a, b) => b.score - a.score || Number(b.named) - Number(a.named) || b.rank - a.rank || (a.to < b.to ? -1 : 1))
      .slice(0, limit)
      .map(({ to, score }) => ({ to, score }))
  }
}

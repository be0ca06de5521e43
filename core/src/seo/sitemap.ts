/**
 * The sitemap's entries (sitemaps.org protocol 0.9 with `xhtml:link` alternates): each page once
 * per language it is indexable in, with the other language and x-default (the default language) as alternates.
 * The XML itself is written by the web layer; this part decides what is listed and how it splits.
 */
import type { Language } from "../i18n/language.ts"
import type { Story } from "../ports/Content.ts"
import { HOME_SLUG } from "../routing/links.ts"
import { seoFields } from "./seoFields.ts"
import { absoluteUrl } from "./socialImage.ts"
import { storyPaths } from "./storyPaths.ts"

/** The protocol's limits for one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024

/** A page of the site: its path per language (with the language prefix), absent where it is not listed. */
export interface SitemapPage {
  readonly paths: Partial<Record<Language, string>>
  /** ISO 8601 date-time of the last change, or null when unknown. */
  readonly lastmod: string | null
}

export interface SitemapEntry {
  readonly loc: string
  readonly lastmod: string | null
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly href: string }>
}

const LANGUAGES: ReadonlyArray<Language> = ["de", "en"]

/** `defaultLanguage`: where `/` sends a browser that names no shop language (DEFAULT_LANGUAGE), the x-default. */
export const sitemapEntries = (pages: ReadonlyArray<SitemapPage>, origin: string, defaultLanguage: Language = "de"): ReadonlyArray<SitemapEntry> =>
  pages.flatMap((page) => {
    const listed = LANGUAGES.filter((lang) => page.paths[lang] !== undefined)
    const url = (lang: Language) => absoluteUrl(page.paths[lang]!, origin)
    // Alternates only when there is another language to point to (x-default: the default language, else the one there is).
    const alternates =
      listed.length < 2
        ? []
        : [...listed.map((lang) => ({ hreflang: lang, href: url(lang) })), { hreflang: "x-default", href: url(listed.includes(defaultLanguage) ? defaultLanguage : listed[0]!) }]
    return listed.map((lang) => ({ loc: url(lang), lastmod: page.lastmod, alternates }))
  })

/** Splits entries into files of at most `maxUrls` (the byte limit is checked where the XML is written). */
export const chunkEntries = <A>(entries: ReadonlyArray<A>, maxUrls: number = SITEMAP_MAX_URLS): ReadonlyArray<ReadonlyArray<A>> => {
  const size = Math.max(1, Math.floor(maxUrls))
  const chunks: Array<ReadonlyArray<A>> = []
  for (let i = 0; i < entries.length; i += size) chunks.push(entries.slice(i, i + size))
  return chunks.length === 0 ? [[]] : chunks
}

const validDate = (value: string | null | undefined): string | null => {
  if (value === null || value === undefined) return null
  const time = Date.parse(value.includes("T") ? value : value.replace(" ", "T"))
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/**
 * The content pages of both languages (`Content.pages`), joined by uuid: a language is left out
 * when its story says `no_index`; the home story is the language root.
 */
export const contentSitemapPages = (byLanguage: Readonly<Record<Language, ReadonlyArray<Story>>>): ReadonlyArray<SitemapPage> => {
  const pages = new Map<string, { paths: Partial<Record<Language, string>>; lastmod: string | null }>()
  for (const lang of LANGUAGES) {
    for (const story of byLanguage[lang]) {
      const page = pages.get(story.uuid) ?? { paths: {}, lastmod: null }
      if (!seoFields(story.content).noIndex) page.paths[lang] = storyPaths(story)[lang]
      const lastmod = validDate(story.published_at)
      if (lastmod !== null && (page.lastmod === null || lastmod > page.lastmod)) page.lastmod = lastmod
      pages.set(story.uuid, page)
    }
  }
  return [...pages.values()].filter((page) => Object.keys(page.paths).length > 0)
}

/** Whether a story is the home page (its URL is the bare language root, listed with the shop's home). */
export const isHomeStory = (story: { readonly full_slug: string }): boolean => story.full_slug.replace(/^\/+|\/+$/g, "") === HOME_SLUG

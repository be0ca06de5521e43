/**
 * Per-page head: title, meta description, canonical and hreflang alternates for both languages
 * (and x-default), built in each route's `head` from the shell's origin.
 */
import type { Language } from "@shop/core/i18n/language"
import { t } from "./i18n/intl.ts"
import type { ShellData } from "../features/shell/model.ts"

export interface PageHeadInput {
  readonly lang: Language
  readonly title: string
  readonly description: string
  /** The page path after the language prefix, starting and ending with `/` (`/product-catalog/`). */
  readonly path: string
  readonly origin: string
  readonly languages: ReadonlyArray<{ readonly lang: Language }>
  readonly noIndex?: boolean
  /** The page's path in each language when they differ (a content page's translated slugs). */
  readonly paths?: Readonly<Record<Language, string>>
}

export const pageHead = (input: PageHeadInput) => {
  const url = (lang: Language) => `${input.origin}/${lang}${input.paths?.[lang] ?? input.path}`
  const siteName = t(input.lang, "site.name")
  return {
    meta: [
      { title: input.title === siteName ? siteName : `${input.title} | ${siteName}` },
      { name: "description", content: input.description },
      { property: "og:title", content: input.title },
      { property: "og:description", content: input.description },
      { property: "og:site_name", content: siteName },
      { property: "og:locale", content: input.lang === "de" ? "de_AT" : "en_GB" },
      ...(input.noIndex ? [{ name: "robots", content: "noindex" }] : []),
    ],
    links: [
      { rel: "canonical", href: url(input.lang) },
      ...input.languages.map(({ lang }) => ({ rel: "alternate", hrefLang: lang, href: url(lang) })),
      { rel: "alternate", hrefLang: "x-default", href: url("de") },
    ],
  }
}

/** The root match's shell data, for a child route's `head`. */
export const shellOf = (matches: ReadonlyArray<{ readonly routeId: string; readonly loaderData?: unknown }>): ShellData | undefined =>
  matches.find((m) => m.routeId === "__root__")?.loaderData as ShellData | undefined

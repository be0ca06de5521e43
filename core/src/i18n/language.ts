/**
 * The two languages of the shop and the order in which a visitor's language is resolved (spec §4).
 * The browser uses this module too (the router's locale prefix), so it is Schema-free: the schemas
 * of a language and of a text in both languages are in `schema.ts`.
 */
import type { Language } from "./schema.ts"

export type { Language, LocalizedText } from "./schema.ts"

export const languages = ["de", "en"] as const

export const isLanguage = (u: unknown): u is Language => (languages as ReadonlyArray<unknown>).includes(u)

/** Flag shown by the language switcher: en shows gb, de shows at. */
export const flagOf = (lang: Language): "at" | "gb" => (lang === "de" ? "at" : "gb")

/**
 * First language of an Accept-Language header that the shop speaks, by q-weight then order
 * ("de-AT,de;q=0.9,en;q=0.8" -> "de"); undefined when none matches.
 */
export const browserLanguage = (acceptLanguage: string | undefined): Language | undefined => {
  if (!acceptLanguage) return undefined
  const ranked = acceptLanguage
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";")
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return { primary: tag.trim().toLowerCase().split("-")[0], weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranked.map((entry) => entry.primary).find(isLanguage)
}

export interface LanguageSources {
  /** userLang of the logged-in user's metadata. */
  readonly userLang?: string | undefined
  /** Value of the language cookie. */
  readonly cookie?: string | undefined
  /** The Accept-Language header or navigator.languages joined with commas. */
  readonly acceptLanguage?: string | undefined
  /** Configured default. */
  readonly fallback: Language
}

/** Spec §4: user metadata when logged in, else the language cookie, else the browser, else the configured default. */
export const resolveLanguage = (sources: LanguageSources): Language => {
  if (isLanguage(sources.userLang)) return sources.userLang
  if (isLanguage(sources.cookie)) return sources.cookie
  return browserLanguage(sources.acceptLanguage) ?? sources.fallback
}

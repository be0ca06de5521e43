/** Language paths: the other language, and the same page in another language. */
import type { Language } from "@shop/core/i18n/language"

export const otherLanguage = (lang: Language): Language => (lang === "de" ? "en" : "de")

/** Internal pages (`/_internal/…`) have no language prefix: their language is the `lang` query. */
export const INTERNAL_PATH = /^\/_internal\//

/** The same page in another language: the first path segment swapped, the query kept. */
export const translatedPath = (pathname: string, search: string, lang: Language): string => {
  if (INTERNAL_PATH.test(pathname)) {
    const query = new URLSearchParams(search)
    query.set("lang", lang)
    return `${pathname}?${query.toString()}`
  }
  const match = /^\/(de|en)(\/.*)?$/.exec(pathname)
  if (!match) return `/${lang}/`
  return `/${lang}${match[2] ?? "/"}${search}`
}

/** Locale formats for terminal output: de-AT and en-GB, as in the shop. */
import type { Language } from "@shop/core/i18n/language"
import { type Cents, centsToEuro } from "@shop/core/money/money"

const locales: Record<Language, string> = { de: "de-AT", en: "en-GB" }
// Made on first use, for the run's language only: building a number format costs milliseconds at start.
const made = new Map<string, Intl.NumberFormat>()
const numberFormat = (lang: Language, kind: "currency" | "percent"): Intl.NumberFormat => {
  const key = `${lang} ${kind}`
  let format = made.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat(locales[lang], kind === "currency" ? { style: "currency", currency: "EUR" } : { maximumFractionDigits: 2 })
    made.set(key, format)
  }
  return format
}

export const formatEuro = (value: Cents, lang: Language): string => numberFormat(lang, "currency").format(centsToEuro(value))
/** As the shop and its PDF write it: "12,5 %" in German, "12.5%" in English. */
export const formatPercent = (hundredths: number, lang: Language): string => `${numberFormat(lang, "percent").format(hundredths / 100)}${lang === "de" ? " " : ""}%`

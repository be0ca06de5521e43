/** The two UI languages: locales for number/currency formats and the message catalogues. */
import { createIntl, createIntlCache, type IntlShape } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import de from "./de.json"
import en from "./en.json"

export type MessageId = keyof typeof de

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}

/** de-AT and en-GB: euro amounts as `€ 1.234,56` and `€1,234.56`. */
export const localeOf = (lang: Language): "de-AT" | "en-GB" => (lang === "de" ? "de-AT" : "en-GB")

export const messagesOf = (lang: Language): Record<MessageId, string> => (lang === "de" ? de : en)

const cache = createIntlCache()
const intls = new Map<Language, IntlShape>()

/** An intl object outside React (route `head`, server code). */
export const intlFor = (lang: Language): IntlShape => {
  let intl = intls.get(lang)
  if (!intl) {
    intl = createIntl({ locale: localeOf(lang), messages: messagesOf(lang), defaultLocale: "de-AT" }, cache)
    intls.set(lang, intl)
  }
  return intl
}

export const t = (lang: Language, id: MessageId, values?: Record<string, string | number>): string =>
  intlFor(lang).formatMessage({ id }, values)

/**
 * Texts of the saved carts' page. They live in their own catalogues (`messages.de.json`,
 * `messages.en.json`, the same ids in both: messages.test.ts) imported only here, so they travel
 * with the page's chunk. Inside `SavedCartsMessages` they are merged over the messages around it
 * (the shop's and the account pages').
 */
import type { ReactNode } from "react"
import { type IntlShape, RawIntlProvider, createIntl, createIntlCache, useIntl } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import { type MessageId, formattersByAst } from "../../platform/i18n/intl.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import savedCartsDe from "./messages.de.json"
import savedCartsEn from "./messages.en.json"

export type SavedCartsMessageId = keyof typeof savedCartsDe

const catalogues: Readonly<Record<Language, Record<SavedCartsMessageId, string>>> = { de: savedCartsDe, en: savedCartsEn }

/** The merged intl, made once per surrounding intl (one per language), as the account pages do. */
const cache = createIntlCache()
const merged = new WeakMap<IntlShape, IntlShape>()
const savedCartsIntl = (intl: IntlShape, lang: Language): IntlShape => {
  let kept = merged.get(intl)
  if (kept === undefined) {
    const messages = { ...intl.messages, ...(catalogues[lang] as unknown as typeof intl.messages) }
    kept = formattersByAst(createIntl({ locale: intl.locale, defaultLocale: "de-AT", messages }, cache))
    merged.set(intl, kept)
  }
  return kept
}

export const SavedCartsMessages = ({ children }: { readonly children: ReactNode }) => {
  const intl = useIntl()
  const lang = useLang()
  return <RawIntlProvider value={savedCartsIntl(intl, lang)}>{children}</RawIntlProvider>
}

type Values = Record<string, string | number>

/** Formats a saved-carts text, or any of the messages around it (inside `SavedCartsMessages`). */
export const useText = () => {
  const intl = useIntl()
  return (id: SavedCartsMessageId | MessageId, values?: Values): string => intl.formatMessage({ id: id as MessageId }, values)
}

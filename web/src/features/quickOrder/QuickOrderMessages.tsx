/**
 * Texts of the quick-order page. They live in their own catalogues (`messages.de.json`,
 * `messages.en.json`, the same ids in both: messages.test.ts) imported only here, so they travel
 * with the page's chunk and not in every visitor's first-load JavaScript. Inside
 * `QuickOrderMessages` they are merged over the shop's messages (its error texts among them).
 */
import type { ReactNode } from "react"
import { type IntlShape, RawIntlProvider, createIntl, createIntlCache, useIntl } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import { type MessageId, formattersByAst } from "../../platform/i18n/intl.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import quickOrderDe from "./messages.de.json"
import quickOrderEn from "./messages.en.json"

export type QuickOrderMessageId = keyof typeof quickOrderDe

const catalogues: Readonly<Record<Language, Record<QuickOrderMessageId, string>>> = { de: quickOrderDe, en: quickOrderEn }

/** The merged intl, made once per shop intl (one per language), as the account pages do. */
const cache = createIntlCache()
const merged = new WeakMap<IntlShape, IntlShape>()
const quickOrderIntl = (intl: IntlShape, lang: Language): IntlShape => {
  let kept = merged.get(intl)
  if (kept === undefined) {
    const messages = { ...intl.messages, ...(catalogues[lang] as unknown as typeof intl.messages) }
    kept = formattersByAst(createIntl({ locale: intl.locale, defaultLocale: "de-AT", messages }, cache))
    merged.set(intl, kept)
  }
  return kept
}

export const QuickOrderMessages = ({ children }: { readonly children: ReactNode }) => {
  const intl = useIntl()
  const lang = useLang()
  return <RawIntlProvider value={quickOrderIntl(intl, lang)}>{children}</RawIntlProvider>
}

type Values = Record<string, string | number>

/** Formats a quick-order text, or any of the shop's (inside `QuickOrderMessages`). */
export const useText = () => {
  const intl = useIntl()
  // The shop's message ids are typed; the quick order's are merged in by QuickOrderMessages.
  return (id: QuickOrderMessageId | MessageId, values?: Values): string => intl.formatMessage({ id: id as MessageId }, values)
}

export const Text = ({ id, values }: { readonly id: QuickOrderMessageId | MessageId; readonly values?: Values }) => <>{useText()(id, values)}</>



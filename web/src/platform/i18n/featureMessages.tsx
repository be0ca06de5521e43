/**
 * Texts of one feature's pages in their own catalogues (`features/<f>/messages.de.json`,
 * `messages.en.json`, the same ids in both: messages.test.ts), imported only by that feature, so
 * they travel with its route's chunk and not in every visitor's first-load JavaScript. Inside the
 * feature's provider they are merged over the shop's messages.
 */
import type { ReactNode } from "react"
import { type IntlShape, RawIntlProvider, createIntl, createIntlCache, useIntl } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import { type MessageId, formattersByAst } from "./intl.ts"
import { useLang } from "./LangContext.tsx"

type Values = Record<string, string | number>

/** The provider of a feature's catalogues, and its typed `useText` / `Text` (the feature's ids or the shop's). */
export const featureMessages = <Id extends string>(catalogues: Readonly<Record<Language, Readonly<Record<Id, string>>>>) => {
  /**
   * The merged intl, made once per shop intl (one per language): made on every render, it spread
   * both catalogues and built every formatter afresh, a tenth of the CPU of a logged-in page.
   */
  const cache = createIntlCache()
  const merged = new WeakMap<IntlShape, IntlShape>()
  const mergedIntl = (intl: IntlShape, lang: Language): IntlShape => {
    let kept = merged.get(intl)
    if (kept === undefined) {
      const messages = { ...intl.messages, ...(catalogues[lang] as unknown as typeof intl.messages) }
      kept = formattersByAst(createIntl({ locale: intl.locale, defaultLocale: "de-AT", messages }, cache))
      merged.set(intl, kept)
    }
    return kept
  }
  const Messages = ({ children }: { readonly children: ReactNode }) => {
    const intl = useIntl()
    const lang = useLang()
    return <RawIntlProvider value={mergedIntl(intl, lang)}>{children}</RawIntlProvider>
  }
  /** Formats a text of the feature, or any of the shop's (inside `Messages`). */
  const useText = () => {
    const intl = useIntl()
    // The shop's ids are typed; the feature's are merged in by `Messages`.
    return (id: Id | MessageId, values?: Values): string => intl.formatMessage({ id: id as MessageId }, values)
  }
  const Text = ({ id, values }: { readonly id: Id | MessageId; readonly values?: Values }) => <>{useText()(id, values)}</>
  return { Messages, useText, Text }
}

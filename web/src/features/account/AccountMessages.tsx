/**
 * Texts of the account pages (login, sign-up, reset, my info). They live in their own catalogues
 * (`messages.de.json`, `messages.en.json`, the same ids in both) imported only here, so they travel
 * with the account routes' chunks and not in every visitor's first-load JavaScript. Inside
 * `AccountMessages` they are merged over the shop's messages.
 */
import type { ReactNode } from "react"
import { type IntlShape, RawIntlProvider, createIntl, createIntlCache, useIntl } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import { formattersByAst } from "../../platform/i18n/intl.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import accountDe from "./messages.de.json"
import accountEn from "./messages.en.json"

const catalogues: Readonly<Record<Language, Record<string, unknown>>> = { de: accountDe, en: accountEn }

/**
 * The merged intl, made once per shop intl (one per language): made on every render, it spread
 * both catalogues and built every formatter afresh, a tenth of the CPU of a logged-in page.
 */
const cache = createIntlCache()
const merged = new WeakMap<IntlShape, IntlShape>()
const accountIntl = (intl: IntlShape, lang: Language): IntlShape => {
  let kept = merged.get(intl)
  if (kept === undefined) {
    const messages = { ...intl.messages, ...(catalogues[lang] as typeof intl.messages) }
    kept = formattersByAst(createIntl({ locale: intl.locale, defaultLocale: "de-AT", messages }, cache))
    merged.set(intl, kept)
  }
  return kept
}

export const AccountMessages = ({ children }: { readonly children: ReactNode }) => {
  const intl = useIntl()
  const lang = useLang()
  return <RawIntlProvider value={accountIntl(intl, lang)}>{children}</RawIntlProvider>
}

/**
 * Texts of the account pages (login, sign-up, reset, my info). They live in their own catalogues
 * (`messages.de.json`, `messages.en.json`, the same ids in both) imported only here, so they travel
 * with the account routes' chunks and not in every visitor's first-load JavaScript. Inside
 * `AccountMessages` they are merged over the shop's messages.
 */
import type { ReactNode } from "react"
import { IntlProvider, useIntl } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import { useLang } from "../shell/LangContext.tsx"
import accountDe from "./messages.de.json"
import accountEn from "./messages.en.json"

const catalogues: Readonly<Record<Language, Record<string, unknown>>> = { de: accountDe, en: accountEn }

export const AccountMessages = ({ children }: { readonly children: ReactNode }) => {
  const intl = useIntl()
  const lang = useLang()
  return (
    <IntlProvider locale={intl.locale} defaultLocale="de-AT" messages={{ ...intl.messages, ...(catalogues[lang] as typeof intl.messages) }}>
      {children}
    </IntlProvider>
  )
}

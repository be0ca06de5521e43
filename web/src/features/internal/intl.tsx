/**
 * Texts of the internal pages. They live in their own catalogues (`i18n/internal.de.json`,
 * `internal.en.json`, the same ids in both: tests/web/internal.messages.test.ts) and are imported
 * only here, so they travel with the internal routes' chunks and not in every visitor's
 * first-load JavaScript. Inside `InternalMessages` they are merged over the shop's messages.
 */
import type { ReactNode } from "react"
import { IntlProvider, useIntl } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import internalDe from "./messages.de.json"
import internalEn from "./messages.en.json"
import type { MessageId } from "../../platform/i18n/intl.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"

export type InternalMessageId = keyof typeof internalDe

const catalogues: Readonly<Record<Language, Record<InternalMessageId, string>>> = { de: internalDe, en: internalEn }

export const InternalMessages = ({ children }: { readonly children: ReactNode }) => {
  const intl = useIntl()
  const lang = useLang()
  return (
    <IntlProvider locale={intl.locale} defaultLocale="de-AT" messages={{ ...intl.messages, ...catalogues[lang] }}>
      {children}
    </IntlProvider>
  )
}

type Values = Record<string, string | number>

/** Formats an internal text (inside `InternalMessages`). */
export const useInternalText = () => {
  const intl = useIntl()
  // The shop's message ids are typed; the internal ones are merged in by InternalMessages.
  return (id: InternalMessageId, values?: Values): string => intl.formatMessage({ id: id as unknown as MessageId }, values)
}

export const Text = ({ id, values }: { readonly id: InternalMessageId; readonly values?: Values }) => <>{useInternalText()(id, values)}</>

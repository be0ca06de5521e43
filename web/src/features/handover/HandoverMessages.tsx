/**
 * Texts of the hand-over (issue 26), in their own catalogues (platform/i18n/featureMessages.tsx):
 * my info's section, and the pages the entry answers by itself (`standaloneIntl`). The cart's button
 * and the error texts are in the shop's catalogue (every page has the cart).
 */
import { createIntl, createIntlCache, type IntlShape } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import { featureMessages } from "../../platform/i18n/featureMessages.tsx"
import { type MessageId, localeOf } from "../../platform/i18n/intl.ts"
import handoverDe from "./messages.de.json"
import handoverEn from "./messages.en.json"

export type HandoverMessageId = keyof typeof handoverDe

const catalogues: Readonly<Record<Language, Record<HandoverMessageId, string>>> = { de: handoverDe, en: handoverEn }

export const { Messages: HandoverMessages, useText: useHandoverText } = featureMessages<HandoverMessageId>(catalogues)

const cache = createIntlCache()

/** An intl of the shop's and the hand-over's texts for a page made outside the app (the entry's answers). */
export const standaloneIntl = (lang: Language, shopMessages: Readonly<Record<string, string>>): IntlShape =>
  createIntl({ locale: localeOf(lang), defaultLocale: "de-AT", messages: { ...shopMessages, ...catalogues[lang] } as unknown as Record<MessageId, string> }, cache)

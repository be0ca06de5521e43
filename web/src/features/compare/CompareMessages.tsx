/** Texts of the compare page, in their own catalogues (platform/i18n/featureMessages.tsx); the toggle's and the bar's are the shop's. */
import { featureMessages } from "../../platform/i18n/featureMessages.tsx"
import compareDe from "./messages.de.json"
import compareEn from "./messages.en.json"

export type CompareMessageId = keyof typeof compareDe

export const { Messages: CompareMessages, useText, Text } = featureMessages<CompareMessageId>({ de: compareDe, en: compareEn })

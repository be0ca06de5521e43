/** Texts of the quick-order page, in their own catalogues (platform/i18n/featureMessages.tsx). */
import { featureMessages } from "../../platform/i18n/featureMessages.tsx"
import quickOrderDe from "./messages.de.json"
import quickOrderEn from "./messages.en.json"

export type QuickOrderMessageId = keyof typeof quickOrderDe

export const { Messages: QuickOrderMessages, useText, Text } = featureMessages<QuickOrderMessageId>({ de: quickOrderDe, en: quickOrderEn })

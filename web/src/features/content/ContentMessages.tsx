/** Texts of the content pages' right column, in their own catalogues (platform/i18n/featureMessages.tsx); the pages' other texts are the shop's. */
import { featureMessages } from "../../platform/i18n/featureMessages.tsx"
import contentDe from "./messages.de.json"
import contentEn from "./messages.en.json"

export type ContentMessageId = keyof typeof contentDe

export const { Messages: ContentMessages, Text, useText } = featureMessages<ContentMessageId>({ de: contentDe, en: contentEn })

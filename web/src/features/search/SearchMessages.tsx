/** Texts of the search results page, in their own catalogues (platform/i18n/featureMessages.tsx); the header field's are the shop's. */
import { featureMessages } from "../../platform/i18n/featureMessages.tsx"
import searchDe from "./messages.de.json"
import searchEn from "./messages.en.json"

export type SearchMessageId = keyof typeof searchDe

export const { Messages: SearchMessages, useText, Text } = featureMessages<SearchMessageId>({ de: searchDe, en: searchEn })

/**
 * Texts of the saved carts' page, in their own catalogues (platform/i18n/featureMessages.tsx),
 * merged over the messages around them (the shop's and the account pages').
 */
import { featureMessages } from "../../platform/i18n/featureMessages.tsx"
import savedCartsDe from "./messages.de.json"
import savedCartsEn from "./messages.en.json"

export type SavedCartsMessageId = keyof typeof savedCartsDe

export const { Messages: SavedCartsMessages, useText } = featureMessages<SavedCartsMessageId>({ de: savedCartsDe, en: savedCartsEn })

/** Texts of the account pages (login, sign-up, reset, my info), in their own catalogues (platform/i18n/featureMessages.tsx). */
import { featureMessages } from "../../platform/i18n/featureMessages.tsx"
import accountDe from "./messages.de.json"
import accountEn from "./messages.en.json"

export const { Messages: AccountMessages } = featureMessages({ de: accountDe, en: accountEn })

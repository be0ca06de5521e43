/** The head of an account page: title in the page's language, noindex (personal pages are no search results). */
import { isLanguage } from "@shop/core/i18n/language"
import { type ShopMessageId, t } from "../../platform/i18n/intl.ts"
import { pageHead, shellOf } from "../../platform/seo.ts"

export const accountPageHead = (
  matches: ReadonlyArray<{ readonly routeId: string; readonly loaderData?: unknown }>,
  lang: string,
  titleId: ShopMessageId,
  path: string,
) => {
  const shell = shellOf(matches)
  if (!shell || !isLanguage(lang) || shell.lang !== lang) return {}
  const title = t(shell.lang, titleId)
  return pageHead({ lang: shell.lang, title, description: title, path, origin: shell.origin, languages: shell.languages, noIndex: true })
}

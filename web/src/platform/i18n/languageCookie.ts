/**
 * The language cookie (spec §4, §9): the `/` redirect reads it; kept a year, and on the shared
 * domain when `LANG_COOKIE_DOMAIN` names one (`example-enclosures.at`), so the company site on
 * another subdomain speaks the same language. Without it the cookie is this host's only.
 */
import type { Language } from "@shop/core/i18n/language"

export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

export const languageCookie = (lang: Language, domain: string | undefined): string =>
  `lang=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${domain ? `; Domain=${domain}` : ""}`

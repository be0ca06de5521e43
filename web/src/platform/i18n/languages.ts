/**
 * The locale prefixes the router accepts, for code that runs in the browser too. The core's
 * `i18n/language.ts` defines them with Schema, which would ship effect to the browser; a test
 * (tests/web/languages.test.ts) keeps this list equal to the core's.
 */
import type { Language } from "@shop/core/i18n/language"

export const shopLanguages: ReadonlyArray<Language> = ["de", "en"]

export const isShopLanguage = (value: string): value is Language => (shopLanguages as ReadonlyArray<string>).includes(value)

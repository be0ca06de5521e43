/** The two UI languages: locales for number/currency formats and the message catalogues. */
import { createIsomorphicFn } from "@tanstack/react-start"
import { createIntl, createIntlCache, type IntlShape } from "react-intl"
import type { Language } from "@shop/core/i18n/language"
import de from "./de.json"
import en from "./en.json"

/**
 * Every message id: the shop's catalogues here, plus the account pages' own (loaded with those
 * pages only, merged in by `AccountMessages`; a type-only import, so none of it is bundled here).
 */
export type MessageId = keyof typeof de | keyof typeof import("../../features/account/messages.de.json")

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId
    }
  }
}

/** de-AT and en-GB: euro amounts as `€ 1.234,56` and `€1,234.56`. */
export const localeOf = (lang: Language): "de-AT" | "en-GB" => (lang === "de" ? "de-AT" : "en-GB")

/**
 * The server holds both catalogues. The browser ships neither in its bundle: it loads the page's
 * language before hydrating (router.tsx) and the other one when the language changes (the root
 * loader), so a first visit downloads one catalogue, not two.
 */
// Typed loosely: a catalogue holds the shop's ids only, the account pages merge theirs in.
type Catalogues = Partial<Record<Language, Record<string, string>>>
const bundled = createIsomorphicFn()
  .server((): Catalogues => ({ de, en }))
  .client((): Catalogues => ({}))
const catalogues = bundled()
const loaders: Record<Language, () => Promise<{ readonly default: Record<string, string> }>> = { de: () => import("./de.json"), en: () => import("./en.json") }

/** Makes `lang`'s catalogue available to `messagesOf`, `intlFor` and `t` (at once when it already is). */
export const loadMessages = async (lang: Language): Promise<void> => {
  catalogues[lang] ??= (await loaders[lang]()).default
}

/** `lang`'s catalogue; until it is loaded (only in the browser, only in an error path) the loaded one. */
export const messagesOf = (lang: Language): Record<string, string> => catalogues[lang] ?? catalogues.de ?? catalogues.en ?? {}

const cache = createIntlCache()
const intls = new Map<Language, IntlShape>()

/**
 * formatjs finds a message's formatter by the JSON of its AST and options, serialised on every
 * call: about 5 % of an uncached page's render. A loaded catalogue's ASTs and an intl's locale and
 * formats never change, so its formatters are kept by the AST itself.
 */
export const formattersByAst = (intl: IntlShape): IntlShape => {
  const byKey = intl.formatters.getMessageFormat
  const kept = new WeakMap<object, Map<string, ReturnType<typeof byKey>>>()
  intl.formatters.getMessageFormat = (message, locales, formats, options) => {
    if (typeof message !== "object" || message === null) return byKey(message, locales, formats, options)
    const variant = `${String(locales)}|${options?.ignoreTag === true}`
    const forAst = kept.get(message) ?? new Map<string, ReturnType<typeof byKey>>()
    kept.set(message, forAst)
    let format = forAst.get(variant)
    if (format === undefined) {
      format = byKey(message, locales, formats, options)
      forAst.set(variant, format)
    }
    return format
  }
  return intl
}

/** An intl object outside React (route `head`, server code). */
export const intlFor = (lang: Language): IntlShape => {
  let intl = intls.get(lang)
  if (!intl) {
    intl = formattersByAst(createIntl({ locale: localeOf(lang), messages: messagesOf(lang), defaultLocale: "de-AT" }, cache))
    // Kept only once built from its own catalogue.
    if (catalogues[lang]) intls.set(lang, intl)
  }
  return intl
}

/** The ids of the shop's own catalogues (always loaded). */
export type ShopMessageId = keyof typeof de

export const t = (lang: Language, id: ShopMessageId, values?: Record<string, string | number>): string =>
  intlFor(lang).formatMessage({ id }, values)

/** The message of an error-catalogue key (spec §8) among `messages`; an unknown key shows the general error. */
export const errorMessageId = (key: string, messages: Readonly<Record<string, unknown>>): MessageId => {
  const id = `error.${key}`
  return id in messages ? (id as MessageId) : "error.generalError"
}

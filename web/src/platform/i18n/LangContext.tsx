import { createContext, useContext } from "react"
import type { Language } from "@shop/core/i18n/language"

export interface LangValue {
  readonly lang: Language
  readonly languages: ReadonlyArray<{ readonly lang: Language; readonly flag: "at" | "gb" }>
  /** The language cookie's shared domain, if any. */
  readonly cookieDomain?: string
}

export const LangContext = createContext<LangValue>({ lang: "de", languages: [] })

/** The language of the page being shown (from the shell). */
export const useLang = (): Language => useContext(LangContext).lang

/** All languages of the shop with their flags. */
export const useLanguages = () => useContext(LangContext).languages

/** The language cookie's shared domain, if one is configured. */
export const useCookieDomain = () => useContext(LangContext).cookieDomain

/** What every command's registration gets: the run's language and the options most commands share, described in it. */
import { Option } from "commander"
import type { Language } from "@shop/core/i18n/language"

export interface SharedOptions {
  /** The run's language (`--lang`, else the locale): the help and argument errors are in it. */
  readonly lang: Language
  /** The same language, under the name older registrations take it by. */
  readonly envLang: Language
  readonly languageOption: () => Option
  readonly catalogueOption: () => Option
  /** `--verbose` and `--json`, described in the run's language. */
  readonly texts: SharedTexts
}

export interface SharedTexts {
  readonly verbose: string
  readonly json: string
  readonly lang: string
  readonly langDefault: string
  readonly catalogue: string
  readonly catalogueFlags: string
  /** The heading above a command's examples. */
  readonly examples: string
}

const texts: Record<Language, SharedTexts> = {
  de: {
    verbose: "Details auf die Standardfehlerausgabe schreiben",
    json: "JSON für Skripte",
    lang: "Sprache der Namen, Zahlen und Meldungen",
    langDefault: "aus LC_ALL, LC_MESSAGES oder LANG, sonst en",
    catalogue: "Katalogordner oder Basis-URL (Standard: CATALOGUE_SOURCE, sonst der Demo-Katalog)",
    catalogueFlags: "--catalogue <ordner|url>",
    examples: "Beispiele:",
  },
  en: {
    verbose: "log details to standard error",
    json: "JSON for scripts",
    lang: "language of names, numbers and messages",
    langDefault: "from LC_ALL, LC_MESSAGES or LANG, else en",
    catalogue: "catalogue folder or base URL (default: CATALOGUE_SOURCE, else the demo catalogue)",
    catalogueFlags: "--catalogue <dir|url>",
    examples: "Examples:",
  },
}

export const sharedOptions = (lang: Language): SharedOptions => {
  const t = texts[lang]
  return {
    lang,
    envLang: lang,
    texts: t,
    languageOption: () => new Option("--lang <lang>", t.lang).choices(["de", "en"]).default(lang, t.langDefault),
    catalogueOption: () => new Option(t.catalogueFlags, t.catalogue),
  }
}

/** A help text's "Examples:" block: one `$ shop-cli …` line each. */
export const examples = (t: SharedTexts, lines: ReadonlyArray<string>): string => `\n${t.examples}\n${lines.map((line) => `  $ ${line}`).join("\n")}`

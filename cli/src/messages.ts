/** CLI messages in German and English; the language comes from --lang, else LANG/LC_ALL, else English. */
import type { Language } from "@shop/core/i18n/language"

export interface Messages {
  readonly noInput: string
  readonly fileUnreadable: (file: string, reason: string) => string
  readonly badShareString: string
  readonly unknownItem: string
  readonly overLimit: string
  readonly emptyCart: string
  readonly catalogueUnavailable: (reason: string) => string
  readonly badOption: (option: string, value: string, allowed: string) => string
  readonly general: string
  readonly written: (file: string) => string
  readonly lenientHint: string
  readonly dropped: string
  readonly capped: (maxAmount: number) => string
  readonly outUnwritable: (file: string, reason: string) => string
  readonly badHookUrl: (value: string) => string
  readonly hookUrlOciOnly: string
}

const messages: Record<Language, Messages> = {
  de: {
    noInput: "Kein Warenkorb angegeben: Share-String als Argument, mit --file <datei> oder über die Standardeingabe übergeben.",
    fileUnreadable: (file: string, reason: string) => `Datei ${file} kann nicht gelesen werden: ${reason}`,
    badShareString: "Der Warenkorb-String ist ungültig:",
    unknownItem: "Der Warenkorb enthält Artikel, die es im Katalog nicht gibt:",
    overLimit: "Der Warenkorb verlangt mehr Stück eines Zubehörs, als sein Artikel erlaubt:",
    emptyCart: "Der Warenkorb ist leer.",
    catalogueUnavailable: (reason: string) => `Der Katalog kann nicht geladen werden: ${reason}`,
    badOption: (option: string, value: string, allowed: string) => `Ungültiger Wert "${value}" für ${option}; erlaubt: ${allowed}`,
    general: "Etwas ist schiefgelaufen, bitte später erneut versuchen.",
    written: (file: string) => `Geschrieben: ${file}`,
    lenientHint: "Mit --lenient werden ungültige Teile verworfen bzw. korrigiert und der Rest ausgegeben.",
    dropped: "Zeile verworfen",
    capped: (maxAmount) => `auf ${maxAmount} je Stück begrenzt, Zeile behalten`,
    outUnwritable: (file: string, reason: string) => `${file} kann nicht geschrieben werden: ${reason}`,
    badHookUrl: (value: string) => `--hook-url "${value}" ist keine http(s)-Adresse (ohne Benutzername und Passwort).`,
    hookUrlOciOnly: "--hook-url gilt nur für --format oci.",
  },
  en: {
    noInput: "No cart given: pass a share string as argument, with --file <file>, or on standard input.",
    fileUnreadable: (file: string, reason: string) => `Cannot read file ${file}: ${reason}`,
    badShareString: "The cart share string is invalid:",
    unknownItem: "The cart holds items the catalogue does not know:",
    overLimit: "The cart asks for more pieces of an accessory than its product allows:",
    emptyCart: "The cart is empty.",
    catalogueUnavailable: (reason: string) => `The catalogue cannot be loaded: ${reason}`,
    badOption: (option: string, value: string, allowed: string) => `Invalid value "${value}" for ${option}; allowed: ${allowed}`,
    general: "Something went wrong, please try again later.",
    written: (file: string) => `Written: ${file}`,
    lenientHint: "With --lenient, invalid parts are dropped or corrected and the rest is exported.",
    dropped: "line dropped",
    capped: (maxAmount) => `capped at ${maxAmount} per piece, line kept`,
    outUnwritable: (file: string, reason: string) => `Cannot write ${file}: ${reason}`,
    badHookUrl: (value: string) => `--hook-url "${value}" is not an http(s) address (without user name and password).`,
    hookUrlOciOnly: "--hook-url applies to --format oci only.",
  },
}

export const environmentLanguage = (env: NodeJS.ProcessEnv): Language => {
  const locale = env["LC_ALL"] || env["LC_MESSAGES"] || env["LANG"] || ""
  return locale.toLowerCase().startsWith("de") ? "de" : "en"
}

export const messagesFor = (lang: Language): Messages => messages[lang]

/** CLI messages in German and English; the language comes from --lang, else LANG/LC_ALL, else English. */
import type { Language } from "@shop/core/i18n/language"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { fileProblem } from "./fileErrors.ts"

export interface Messages {
  readonly noInput: string
  /** A file that cannot be read, as a sentence naming it (fileErrors.ts). */
  readonly fileUnreadable: (file: string, error: unknown) => string
  readonly badShareString: string
  readonly unknownItem: string
  readonly overLimit: string
  readonly emptyCart: string
  /** The catalogue at `source` (a folder or URL) cannot be loaded for `reason` (the adapter's, "project.json: ENOENT" for a file). */
  readonly catalogueUnavailable: (source: string, reason: string) => string
  readonly badOption: (option: string, value: string, allowed: string) => string
  readonly general: string
  /** The embedded database is open in another process (the web server, `npm start`). */
  readonly databaseInUse: (folder: string, pid: string) => string
  readonly written: (file: string) => string
  readonly lenientHint: string
  readonly dropped: string
  readonly capped: (maxAmount: number) => string
  readonly outUnwritable: (file: string, error: unknown) => string
  readonly badHookUrl: (value: string) => string
  readonly hookUrlOciOnly: string
}

const messages: Record<Language, Messages> = {
  de: {
    noInput: "Kein Warenkorb angegeben: Share-String als Argument, mit --file <datei> oder über die Standardeingabe übergeben.",
    fileUnreadable: (file, error) => fileProblem("de", file, "read", error),
    badShareString: "Der Warenkorb-String ist ungültig:",
    unknownItem: "Der Warenkorb enthält Artikel, die es im Katalog nicht gibt:",
    overLimit: "Der Warenkorb verlangt mehr Stück eines Zubehörs, als sein Artikel erlaubt:",
    emptyCart: "Der Warenkorb ist leer.",
    catalogueUnavailable: (source, reason) => `Der Katalog kann nicht geladen werden: ${catalogueReason("de", source, reason)}`,
    badOption: (option: string, value: string, allowed: string) => `Ungültiger Wert "${value}" für ${option}; erlaubt: ${allowed}`,
    general: "Etwas ist schiefgelaufen, bitte später erneut versuchen.",
    databaseInUse: (folder, pid) =>
      `Die eingebettete Datenbank ${folder} ist von Prozess ${pid} geöffnet (läuft npm start?). Diesen Prozess beenden oder DATABASE_URL (PostgreSQL) setzen.`,
    written: (file: string) => `Geschrieben: ${file}`,
    lenientHint: "Mit --lenient werden ungültige Teile verworfen bzw. korrigiert und der Rest ausgegeben.",
    dropped: "Zeile verworfen",
    capped: (maxAmount) => `auf ${maxAmount} je Stück begrenzt, Zeile behalten`,
    outUnwritable: (file, error) => fileProblem("de", file, "write", error),
    badHookUrl: (value: string) => `--hook-url "${value}" ist keine http(s)-Adresse (ohne Benutzername und Passwort).`,
    hookUrlOciOnly: "--hook-url gilt nur für --format oci.",
  },
  en: {
    noInput: "No cart given: pass a share string as argument, with --file <file>, or on standard input.",
    fileUnreadable: (file, error) => fileProblem("en", file, "read", error),
    badShareString: "The cart share string is invalid:",
    unknownItem: "The cart holds items the catalogue does not know:",
    overLimit: "The cart asks for more pieces of an accessory than its product allows:",
    emptyCart: "The cart is empty.",
    catalogueUnavailable: (source, reason) => `The catalogue cannot be loaded: ${catalogueReason("en", source, reason)}`,
    badOption: (option: string, value: string, allowed: string) => `Invalid value "${value}" for ${option}; allowed: ${allowed}`,
    general: "Something went wrong, please try again later.",
    databaseInUse: (folder, pid) =>
      `The embedded database ${folder} is open in process ${pid} (is npm start running?). Stop that process or set DATABASE_URL (PostgreSQL).`,
    written: (file: string) => `Written: ${file}`,
    lenientHint: "With --lenient, invalid parts are dropped or corrected and the rest is exported.",
    dropped: "line dropped",
    capped: (maxAmount) => `capped at ${maxAmount} per piece, line kept`,
    outUnwritable: (file, error) => fileProblem("en", file, "write", error),
    badHookUrl: (value: string) => `--hook-url "${value}" is not an http(s) address (without user name and password).`,
    hookUrlOciOnly: "--hook-url applies to --format oci only.",
  },
}

/** A file of a catalogue folder the adapter could not read ("project.json: ENOENT") as a sentence naming the folder or the file; other reasons as they are. */
const catalogueReason = (lang: Language, source: string, reason: string): string => {
  const failed = /^([^:]+): (E[A-Z]+)$/.exec(reason)
  if (failed === null || /^https?:\/\//i.test(source)) return reason
  if (!existsSync(source)) return lang === "de" ? `Den Katalogordner ${source} gibt es nicht.` : `The catalogue folder ${source} does not exist.`
  return fileProblem(lang, join(source, failed[1]!), "read", { code: failed[2] })
}

export const environmentLanguage = (env: NodeJS.ProcessEnv): Language => {
  const locale = env["LC_ALL"] || env["LC_MESSAGES"] || env["LANG"] || ""
  return locale.toLowerCase().startsWith("de") ? "de" : "en"
}

/**
 * The run's language, known before the program is built (its help and argument errors are in it):
 * `--lang de|en` (or `--lang=de`) anywhere before a lone `--`, else the locale. A `--lang` with
 * another value leaves the locale's language, in which commander then refuses the value.
 */
export const languageOf = (argv: ReadonlyArray<string>, env: NodeJS.ProcessEnv): Language => {
  let chosen: Language | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === "--") break
    const value = arg === "--lang" ? argv[i + 1] : arg.startsWith("--lang=") ? arg.slice("--lang=".length) : undefined
    if (value === "de" || value === "en") chosen = value
  }
  return chosen ?? environmentLanguage(env)
}

export const messagesFor = (lang: Language): Messages => messages[lang]

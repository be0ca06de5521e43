/** Registration of `shop-cli quick-order`; its code (quickOrder.ts) loads when the command runs. */
import { type Command, InvalidArgumentError, Option } from "commander"
import type { Language } from "@shop/core/i18n/language"
import { exportFormats } from "./exportFormats.ts"
import { type SharedOptions, examples } from "./shared.ts"

export const quickOrderFormats = [...exportFormats, "share"] as const
export type QuickOrderFormat = (typeof quickOrderFormats)[number]

export interface QuickOrderCliOptions {
  readonly format: QuickOrderFormat
  readonly out?: string
  readonly codeColumn?: number
  readonly amountColumn?: number
  readonly lenient: boolean
  readonly verbose: boolean
  readonly lang: string
  readonly catalogue?: string
}

const texts = {
  de: {
    description: "Eine Bestellliste (eingefügte Zeilen, CSV oder .xlsx) nach Artikelnummer und Menge lesen und den Warenkorb mit Preisen oder seinen Warenkorb-String ausgeben.",
    file: ["[datei]", "die Liste: eine Text- oder CSV-Datei, eine .xlsx-Datei oder '-' (Standard, wenn umgeleitet) für die Standardeingabe"],
    format: "Ausgabeformat",
    out: ["-o, --out <datei>", "in eine Datei statt auf die Standardausgabe schreiben"],
    codeColumn: "die Spalte der Artikelnummern (1 ist die erste), wenn die Kopfzeile sie nicht nennt",
    amountColumn: "die Spalte der Mengen (1 ist die erste), mit --code-column",
    lenient: "Zeilen, die nicht übernommen werden können, weglassen (mit Warnungen), statt abzubrechen",
    columnNumber: "Eine Spaltennummer ist eine ganze Zahl von 1 bis 100.",
    notes: `Eine Zeile enthält eine Artikelnummer (Lieferanten-Artikelnummer, Artikelnummer, EAN oder
Katalogschlüssel, mit oder ohne Leerzeichen, Punkte und Bindestriche) und eine Menge, getrennt durch
Tabulator, Semikolon, Komma oder Leerzeichen, in beliebiger Reihenfolge; eine Kopfzeile mit den
Spaltennamen (Artikelnummer, Menge, …) wird gelesen. Zubehörzeilen unter einer Artikelzeile gehören
zu ihr, wie der CSV-Export des Shops sie schreibt. Bis 500 Zeilen, 2 MiB. Hinweise zu korrigierten
Mengen und zusammengeführten Zeilen gehen auf die Standardfehlerausgabe.

Exit-Codes: 0 erledigt, 2 eine Zeile oder die Liste kann nicht gelesen werden (mehrdeutig, ein Bruch
als Menge, zu viele Zeilen, …), 3 unbekannte Artikelnummern, 4 Katalog nicht verfügbar; mit
--lenient werden solche Zeilen weggelassen.`,
  },
  en: {
    description: "Read an order list (pasted lines, a CSV or an .xlsx file) by article number and amount, and print the priced cart or its share string.",
    file: ["[file]", "the list: a text or CSV file, an .xlsx file, or '-' (default when piped) for standard input"],
    format: "output format",
    out: ["-o, --out <file>", "write to a file instead of standard output"],
    codeColumn: "the article numbers' column (1 is the first), when the list's header does not name it",
    amountColumn: "the amounts' column (1 is the first), with --code-column",
    lenient: "leave out lines that cannot be added (with warnings) instead of failing",
    columnNumber: "A column number is a whole number from 1 to 100.",
    notes: `A line holds an article number (supplier article number, article number, EAN or catalogue key,
written with or without spaces, dots and dashes) and an amount, separated by a tab, semicolon,
comma or spaces, in either order; a header row naming the columns (Artikelnummer, Menge, …) is
read. Accessory lines under a product line belong to it, as the shop's CSV export writes them.
Up to 500 lines, 2 MiB. Notes on corrected amounts and merged lines go to standard error.

Exit codes: 0 done, 2 a line or the list cannot be read (ambiguous, a fraction as amount, too many
lines, …), 3 unknown article numbers, 4 catalogue unavailable; with --lenient such lines are left out.`,
  },
} as const

/** A column number as a user counts (1 is the first); the core counts from 0. */
const columnNumber = (lang: Language) => (value: string): number => {
  const n = Number(value)
  if (!/^\d{1,3}$/.test(value) || n < 1 || n > 100) throw new InvalidArgumentError(texts[lang].columnNumber)
  return n
}

export const registerQuickOrder = (program: Command, shared: SharedOptions) => {
  const t = texts[shared.lang]
  return program
    .command("quick-order")
    .description(t.description)
    .argument(t.file[0], t.file[1])
    .addOption(new Option("--format <format>", t.format).choices(quickOrderFormats).default("table"))
    .option(t.out[0], t.out[1])
    .option("--code-column <n>", t.codeColumn, columnNumber(shared.lang))
    .option("--amount-column <n>", t.amountColumn, columnNumber(shared.lang))
    .option("--lenient", t.lenient, false)
    .option("--verbose", shared.texts.verbose, false)
    .addOption(shared.languageOption())
    .addOption(shared.catalogueOption())
    .addHelpText(
      "after",
      `
${t.notes}
${examples(shared.texts, [
  "shop-cli quick-order bestellung.xlsx",
  "pbpaste | shop-cli quick-order - --format share",
  "shop-cli quick-order export.csv --format pdf -o angebot.pdf --lang de",
  "shop-cli quick-order erp.csv --code-column 3 --amount-column 5 --format csv",
])}`,
    )
    .action(async (file: string | undefined, options: QuickOrderCliOptions) => {
      const { quickOrderAction } = await import("./quickOrder.ts")
      await quickOrderAction(file, options, shared.lang)
    })
}

/** Texts of `shop-cli quick-order` in German and English: refusals, line problems and notes by the core's keys. */
import type { AmountCorrection } from "@shop/core/quickOrder/amount"
import type { QuickOrderRefusal } from "@shop/core/quickOrder/errors"
import type { QuickOrderLineProblem } from "@shop/core/quickOrder/preview"
import type { Language } from "@shop/core/i18n/language"

export interface RefusalDetails {
  readonly line?: number
  readonly count?: number
  readonly limit?: number
}
export interface ProblemDetails {
  readonly productLine?: number
  readonly amount?: number
  readonly productAmount?: number
  readonly limit?: number
}

export interface QuickOrderMessages {
  readonly refusal: Record<QuickOrderRefusal, (d: RefusalDetails) => string>
  readonly problem: Record<QuickOrderLineProblem, (d: ProblemDetails) => string>
  readonly correction: Record<AmountCorrection, string>
  readonly line: (line: number) => string
  readonly unknownHeading: string
  readonly nearest: string
  readonly noneNear: string
  readonly ambiguousHeading: string
  readonly or: string
  readonly refusedHeading: string
  readonly notesHeading: string
  readonly amountCorrected: (from: string, to: number, why: string) => string
  readonly merged: (into: number) => string
  readonly capped: (lines: string, max: number) => string
  readonly overCartLimit: (positions: number, max: number) => string
  readonly headerIgnored: (lines: string) => string
  readonly columnsGuessed: (code: number, amount: number | undefined) => string
  readonly lenientHint: string
  readonly dropped: string
  readonly nothingToAdd: string
  readonly noInput: string
}

const de: QuickOrderMessages = {
  refusal: {
    quickOrderEmpty: () => "Die Liste enthält keine Artikelnummer.",
    quickOrderTooManyLines: (d) => `Die Liste hat ${d.count} Zeilen; eine Schnellbestellung nimmt höchstens ${d.limit}. Bitte teilen Sie sie auf.`,
    quickOrderFileTooLarge: (d) => `Die Datei ist zu groß (${d.count} Bytes, höchstens ${d.limit}).`,
    quickOrderNotText: () => "Die Datei ist weder eine Liste (CSV, Text) noch eine Excel-Datei (.xlsx).",
    quickOrderUnreadableSpreadsheet: () => "Die Excel-Datei kann nicht gelesen werden. Bitte als .xlsx ohne Kennwort oder als CSV speichern.",
    quickOrderTooManyColumns: (d) => `Zeile ${d.line} hat ${d.count} Spalten; höchstens ${d.limit} werden gelesen.`,
    quickOrderCellTooLong: (d) => `Zeile ${d.line} hat eine Zelle mit mehr als ${d.limit} Zeichen.`,
  },
  problem: {
    quickOrderNoArticleNumber: () => "keine Artikelnummer",
    quickOrderChooseColumns: () => "Spalten unklar: mit --code-column und --amount-column angeben",
    quickOrderFormula: () => "eine Formel wird nicht übernommen",
    quickOrderAmountNotWhole: () => "die Menge muss eine ganze Stückzahl sein",
    quickOrderAccessoryWithoutProduct: (d) =>
      d.productLine === undefined ? "Zubehör ohne Artikel darüber" : `Zubehör ohne Artikel: Zeile ${d.productLine} darüber wird nicht übernommen`,
    quickOrderAccessoryNotOffered: (d) => `dieses Zubehör passt nicht zum Artikel in Zeile ${d.productLine}`,
    quickOrderAccessoryNotDivisible: (d) => `Menge ${d.amount} ist kein Vielfaches der Artikelmenge ${d.productAmount} (Zeile ${d.productLine})`,
    quickOrderAccessoryOverLimit: (d) => `höchstens ${d.limit} Stück dieses Zubehörs je Artikel`,
  },
  correction: {
    missing: "keine Menge angegeben",
    notANumber: "keine Zahl",
    negative: "negative Menge",
    zero: "0 ist keine Menge",
    aboveMaximum: "mehr als die Höchstmenge",
  },
  line: (line) => `Zeile ${line}`,
  unknownHeading: "Artikelnummern nicht gefunden:",
  nearest: "nächste",
  noneNear: "keine ähnliche Artikelnummer",
  ambiguousHeading: "Mehrdeutige Zeilen (mehrere Artikel passen):",
  or: "oder",
  refusedHeading: "Zeilen, die nicht übernommen werden können:",
  notesHeading: "Hinweise:",
  amountCorrected: (from, to, why) => `Menge ${from === "" ? "(leer)" : from} → ${to} (${why})`,
  merged: (into) => `mit Zeile ${into} zusammengeführt (gleicher Artikel, gleiches Zubehör)`,
  capped: (lines, max) => `Zeilen ${lines} zusammen über der Höchstmenge: ${max}`,
  overCartLimit: (positions, max) => `Die Liste ergibt ${positions} Warenkorbzeilen; ein Warenkorb nimmt höchstens ${max}.`,
  headerIgnored: (lines) => `Kopfzeile ${lines} übersprungen`,
  columnsGuessed: (code, amount) => `Spalten erkannt: Artikelnummer in Spalte ${code}${amount === undefined ? "" : `, Menge in Spalte ${amount}`}`,
  lenientHint: "Mit --lenient werden diese Zeilen weggelassen und der Rest ausgegeben.",
  dropped: "weggelassen",
  nothingToAdd: "Keine Zeile der Liste kann übernommen werden.",
  noInput: "Keine Liste angegeben: eine Datei oder '-' für die Standardeingabe übergeben.",
}

const en: QuickOrderMessages = {
  refusal: {
    quickOrderEmpty: () => "The list holds no article number.",
    quickOrderTooManyLines: (d) => `The list has ${d.count} lines; a quick order takes at most ${d.limit}. Please split it.`,
    quickOrderFileTooLarge: (d) => `The file is too large (${d.count} bytes, at most ${d.limit}).`,
    quickOrderNotText: () => "The file is neither a list (CSV, text) nor an Excel file (.xlsx).",
    quickOrderUnreadableSpreadsheet: () => "The Excel file cannot be read. Please save it as .xlsx without a password, or as CSV.",
    quickOrderTooManyColumns: (d) => `Line ${d.line} has ${d.count} columns; at most ${d.limit} are read.`,
    quickOrderCellTooLong: (d) => `Line ${d.line} has a cell longer than ${d.limit} characters.`,
  },
  problem: {
    quickOrderNoArticleNumber: () => "no article number",
    quickOrderChooseColumns: () => "columns unclear: name them with --code-column and --amount-column",
    quickOrderFormula: () => "a formula is not taken",
    quickOrderAmountNotWhole: () => "the amount must be a whole number of pieces",
    quickOrderAccessoryWithoutProduct: (d) =>
      d.productLine === undefined ? "accessory without a product line above it" : `accessory without its product: line ${d.productLine} above is not taken`,
    quickOrderAccessoryNotOffered: (d) => `this accessory does not fit the product on line ${d.productLine}`,
    quickOrderAccessoryNotDivisible: (d) => `amount ${d.amount} is not a multiple of the product's amount ${d.productAmount} (line ${d.productLine})`,
    quickOrderAccessoryOverLimit: (d) => `at most ${d.limit} pieces of this accessory per product`,
  },
  correction: {
    missing: "no amount given",
    notANumber: "not a number",
    negative: "negative amount",
    zero: "0 is no amount",
    aboveMaximum: "more than the maximum",
  },
  line: (line) => `line ${line}`,
  unknownHeading: "Article numbers not found:",
  nearest: "nearest",
  noneNear: "no similar article number",
  ambiguousHeading: "Ambiguous lines (more than one article fits):",
  or: "or",
  refusedHeading: "Lines that cannot be taken:",
  notesHeading: "Notes:",
  amountCorrected: (from, to, why) => `amount ${from === "" ? "(empty)" : from} → ${to} (${why})`,
  merged: (into) => `merged into line ${into} (same product, same accessories)`,
  capped: (lines, max) => `lines ${lines} together over the maximum amount: ${max}`,
  overCartLimit: (positions, max) => `The list makes ${positions} cart lines; a cart holds at most ${max}.`,
  headerIgnored: (lines) => `header row ${lines} skipped`,
  columnsGuessed: (code, amount) => `columns found: article number in column ${code}${amount === undefined ? "" : `, amount in column ${amount}`}`,
  lenientHint: "With --lenient, these lines are left out and the rest is written.",
  dropped: "left out",
  nothingToAdd: "No line of the list can be taken.",
  noInput: "No list given: pass a file, or '-' for standard input.",
}

export const quickOrderMessagesFor = (lang: Language): QuickOrderMessages => (lang === "de" ? de : en)

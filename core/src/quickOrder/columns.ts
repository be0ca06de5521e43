/**
 * Which column holds what, from a header row's names (German and English, as shops, ERPs and
 * spreadsheets name them), or as the caller chose.
 */
import * as Schema from "effect/Schema"
import { foldText } from "../search/normalise.ts"
import { MAX_QUICK_ORDER_COLUMNS } from "./limits.ts"

/** A header name as compared: folded (case, umlauts), without spaces and punctuation. */
export const headerName = (cell: string): string => foldText(cell).replace(/[^a-z0-9]+/g, "")

/**
 * Names of article-number columns, best first: when a header names several (a supplier's number
 * and an EAN), a row's first non-empty one in this order is read.
 */
const codeNames: ReadonlyArray<ReadonlyArray<string>> = [
  [
    "lieferantenartikelnummer",
    "lieferantenartikelnr",
    "lieferantenartnr",
    "supplierarticlenumber",
    "supplierarticleno",
    "supplierartno",
    "supplierpartnumber",
    "supplieritemnumber",
    "herstellerartikelnummer",
    "herstellernummer",
    "herstellerartnr",
    "manufacturerpartnumber",
    "mpn",
  ],
  [
    "artikelnummer",
    "artikelnr",
    "artnr",
    "artikel",
    "article",
    "articlenumber",
    "articleno",
    "artno",
    "itemnumber",
    "itemno",
    "item",
    "sku",
    "partnumber",
    "partno",
    "materialnummer",
    "materialnr",
    "material",
    "bestellnummer",
    "bestellnr",
    "ordernumber",
    "orderno",
    "produktnummer",
    "productnumber",
    "productno",
    "typ",
    "type",
  ],
  ["ean", "ean13", "eancode", "gtin", "gtin13", "barcode"],
  ["key", "schlussel", "katalogschlussel", "cataloguekey"],
]

const amountNames = new Set([
  "menge",
  "pkgmenge",
  "bestellmenge",
  "anzahl",
  "stuck",
  "stuckzahl",
  "stk",
  "quantity",
  "qty",
  "amount",
  "count",
  "pcs",
  "pieces",
  "units",
])

/** Other names a header row of an order list has (so that a repeated header row is known as one). */
const otherNames = new Set(["position", "pos", "nr", "no", "bezeichnung", "bezeichnung2", "name", "name2", "description", "beschreibung", "text", "preis", "price", "einheit", "unit"])

const codeRank = (name: string): number => codeNames.findIndex((names) => names.includes(name))

/** What a header row says: article-number columns best first, the amount column. */
export interface HeaderColumns {
  readonly code: ReadonlyArray<number>
  readonly amount: number | undefined
}

/** The columns a header row names, or undefined when it names neither an article number nor an amount. */
export const headerColumns = (cells: ReadonlyArray<string>): HeaderColumns | undefined => {
  const code: Array<{ readonly column: number; readonly rank: number }> = []
  let amount: number | undefined
  cells.forEach((cell, column) => {
    const name = headerName(cell)
    const rank = codeRank(name)
    if (rank >= 0) code.push({ column, rank })
    else if (amount === undefined && amountNames.has(name)) amount = column
  })
  if (code.length === 0 && amount === undefined) return undefined
  return { code: code.sort((a, b) => a.rank - b.rank || a.column - b.column).map((c) => c.column), amount }
}

/** Every non-empty cell is a column name an order list's header has. */
export const isHeaderRow = (cells: ReadonlyArray<string>): boolean => {
  const names = cells.map(headerName).filter((n) => n !== "")
  return names.length > 0 && names.every((n) => codeRank(n) >= 0 || amountNames.has(n) || otherNames.has(n))
}

/** The caller's choice of columns (0-based), for a table whose header does not say. */
export const ColumnChoice = Schema.Struct({
  code: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: MAX_QUICK_ORDER_COLUMNS - 1 }))),
  amount: Schema.optionalKey(Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: MAX_QUICK_ORDER_COLUMNS - 1 })))),
})
export type ColumnChoice = typeof ColumnChoice.Type

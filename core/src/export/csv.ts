/**
 * CSV export of the cart (spec §9) for the wholesale partner's order import.
 *
 * Format chosen for German Excel, which opens it with a double click without an import wizard:
 * UTF-8 with a byte-order mark (so umlauts survive), `;` as separator (the list separator of
 * German Windows), CRLF line ends, RFC 4180 quoting by papaparse. The name column is always
 * quoted as the spec asks; other fields only when they contain `;`, `"` or a line break.
 * Position counts every row (product rows and their accessory rows) so each row is one
 * importable line; accessory amount = item amount × accessory amount.
 */
import Papa from "papaparse"
import type { CartItemDto } from "../cart/model.ts"

export const CSV_HEADER = ["Position", "Lieferantenartikelnummer", "Pkg-Menge", "Bezeichnung", "Bezeichnung2"] as const
export const CSV_SEPARATOR = ";"
export const CSV_BOM = "\uFEFF"
export const MISSING_NAME2 = "-"

export type CsvRow = readonly [position: number, supplierArticleNumber: string, amount: number, name: string, name2: string]

export const cartCsvRows = (items: ReadonlyArray<CartItemDto>): ReadonlyArray<CsvRow> => {
  const rows: Array<CsvRow> = []
  for (const item of items) {
    rows.push([rows.length + 1, item.product.supplierArticleNumber, item.amount, item.product.name, item.product.name2 ?? MISSING_NAME2])
    for (const group of item.config) {
      for (const { accessory, amount } of group.accessories) {
        rows.push([
          rows.length + 1,
          accessory.supplierArticleNumber,
          item.amount * amount,
          accessory.name,
          accessory.name2 ?? MISSING_NAME2,
        ])
      }
    }
  }
  return rows
}

/** The CSV text without BOM (for JSON payloads); `cartCsvFile` adds the BOM for a download. */
export const cartCsv = (items: ReadonlyArray<CartItemDto>): string => {
  const options = { delimiter: CSV_SEPARATOR, newline: "\r\n", quoteChar: '"', escapeChar: '"' }
  const header = Papa.unparse([[...CSV_HEADER]], { ...options, quotes: false })
  const rows = cartCsvRows(items).map((row) => [...row])
  // The header stays unquoted; in data rows the name column is always quoted.
  const body = rows.length === 0 ? "" : `${Papa.unparse(rows, { ...options, quotes: [false, false, false, true, false] })}\r\n`
  return `${header}\r\n${body}`
}

export const cartCsvFile = (items: ReadonlyArray<CartItemDto>): string => CSV_BOM + cartCsv(items)

/**
 * A minimal .xlsx writer for tests and benchmarks of the quick order: one sheet, strings as
 * inline strings, numbers as numbers, formulas with a saved value, as Excel would save them.
 */
import { strToU8, zipSync } from "fflate"

export type XlsxCell =
  | string
  | number
  | null
  /** A formula and the value Excel saved with it. */
  | { readonly formula: string; readonly value: string }
  /** A number as the file holds it (`4.012345678901E+12`). */
  | { readonly raw: string }

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** `1` → `A`, `28` → `AB`. */
export const columnName = (n: number): string => {
  let name = ""
  for (let k = n; k > 0; k = Math.floor((k - 1) / 26)) name = String.fromCharCode(65 + ((k - 1) % 26)) + name
  return name
}

const cellXml = (cell: XlsxCell, ref: string): string => {
  if (cell === null) return ""
  if (typeof cell === "number") return `<c r="${ref}"><v>${cell}</v></c>`
  if (typeof cell === "string") return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escape(cell)}</t></is></c>`
  if ("raw" in cell) return `<c r="${ref}"><v>${cell.raw}</v></c>`
  return `<c r="${ref}" t="str"><f>${escape(cell.formula)}</f><v>${escape(cell.value)}</v></c>`
}

/** The sheet XML of rows (row i is row number `firstRow + i`). */
export const sheetXml = (rows: ReadonlyArray<ReadonlyArray<XlsxCell>>, firstRow = 1): string =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((row, i) => `<row r="${firstRow + i}">${row.map((cell, c) => cellXml(cell, `${columnName(c + 1)}${firstRow + i}`)).join("")}</row>`)
    .join("")}</sheetData></worksheet>`

/** An .xlsx file of one sheet; `sheet` replaces the sheet's XML (for malformed or huge sheets). */
export const xlsxFile = (
  rows: ReadonlyArray<ReadonlyArray<XlsxCell>>,
  options: { readonly sheet?: string; readonly extra?: Record<string, string> } = {},
): Uint8Array<ArrayBuffer> => {
  const zip = zipSync({
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Bestellung" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    "xl/worksheets/sheet1.xml": strToU8(options.sheet ?? sheetXml(rows)),
    ...Object.fromEntries(Object.entries(options.extra ?? {}).map(([name, text]) => [name, strToU8(text)])),
  })
  // Over a plain ArrayBuffer, as a Blob or a fetch body takes it.
  return new Uint8Array(zip)
}

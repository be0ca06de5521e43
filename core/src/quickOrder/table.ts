/**
 * What a buyer pastes or uploads, read into a table of text cells before anything is matched:
 * lines from Excel, an e-mail or an ERP (tab, semicolon, comma or spaces between article number
 * and amount), CSV files (any of these separators, with or without BOM, in UTF-8, UTF-16 or
 * Windows-1252, the shop's own export included) and, in xlsx.ts, Excel files.
 *
 * Every cell stays text: an article number is never read as a number (`00123` keeps its zero).
 * Empty lines and header rows are left out; a header row that names its columns says where the
 * article number and the amount are. Bad input is refused as a whole with a `QuickOrderRefused`
 * (errors.ts), never cut.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import Papa from "papaparse"
import { type HeaderColumns, headerColumns, isHeaderRow } from "./columns.ts"
import { QuickOrderRefused } from "./errors.ts"
import { MAX_CELL_LENGTH, MAX_QUICK_ORDER_BYTES, MAX_QUICK_ORDER_COLUMNS, MAX_QUICK_ORDER_LINES } from "./limits.ts"

export const separators = ["tab", "semicolon", "comma", "spaces", "cells"] as const
export type Separator = (typeof separators)[number]

const Line = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(1)))
const Column = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: MAX_QUICK_ORDER_COLUMNS - 1 })))

/** One order line: its number in the input (the row number in a sheet) and its cells. */
export const TableRow = Schema.Struct({
  line: Line,
  cells: Schema.Array(Schema.String.pipe(Schema.check(Schema.isMaxLength(MAX_CELL_LENGTH)))).pipe(
    Schema.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_QUICK_ORDER_COLUMNS)),
  ),
})
export type TableRow = typeof TableRow.Type

/**
 * The input as read, before matching; a plain value the page may keep, edit (`editRow`) and send
 * back to the server (decode it with this schema there).
 */
export const QuickOrderTable = Schema.Struct({
  source: Schema.Literals(["text", "csv", "xlsx"]),
  /** How the cells of a line were told apart (`cells`: a spreadsheet's own). */
  separator: Schema.Literals(separators),
  /** The order lines: empty lines and header rows left out. */
  rows: Schema.Array(TableRow).pipe(Schema.check(Schema.isMaxLength(MAX_QUICK_ORDER_LINES))),
  /** The header row that named the columns: the article-number columns (best first), the amount's. */
  header: Schema.optionalKey(
    Schema.Struct({ line: Line, code: Schema.Array(Column), amount: Schema.optionalKey(Column) }),
  ),
  /** Lines left out as header rows. */
  ignored: Schema.Array(Line),
})
export type QuickOrderTable = typeof QuickOrderTable.Type

/** The table with one line's cells replaced, or the line removed (`null`): an edit on the preview. */
export const editRow = (table: QuickOrderTable, line: number, cells: ReadonlyArray<string> | null): QuickOrderTable => ({
  ...table,
  rows: cells === null ? table.rows.filter((r) => r.line !== line) : table.rows.map((r) => (r.line === line ? { line, cells: [...cells] } : r)),
})

/**
 * Characters that text has no business holding: C0 controls other than tab, line feed, form feed
 * and carriage return, DEL, and the replacement character a failed decoding leaves.
 */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f\ufffd]/g

/** More than one such character in a hundred (or any NUL): a binary file, not a list. */
const looksBinary = (text: string): boolean => {
  if (text.includes("\u0000")) return true
  const controls = text.match(CONTROL)?.length ?? 0
  return controls > 0 && controls * 100 > text.length
}

const refuse = (reason: QuickOrderRefused["reason"], fields: Omit<ConstructorParameters<typeof QuickOrderRefused>[0], "reason"> = {}) =>
  new QuickOrderRefused({ reason, ...fields })

/**
 * The separator of a whole paste or file: a tab wherever there is one (Excel's copy), else a
 * semicolon, else a comma when a line has two or more of them besides those inside numbers (a
 * CSV of several columns), else none: each line is one cell, read as article number and amount
 * with spaces or one comma between them (`KV 0604 5`, `KV0604,5`, `KV0604 1,000`, see preview.ts).
 */
const separatorOf = (lines: ReadonlyArray<string>): Exclude<Separator, "cells"> => {
  if (lines.some((l) => l.includes("\t"))) return "tab"
  if (lines.some((l) => l.includes(";"))) return "semicolon"
  const numbers = /(^|[\s,])[-+]?\d{1,3}(?:[.,]\d{3})+(?=[\s,]|$)/g
  if (lines.some((l) => (l.replace(/"[^"]*"/g, "").replace(numbers, "$1").match(/,/g)?.length ?? 0) >= 2)) return "comma"
  return "spaces"
}

/** The words of a line read without separator, as a header row is checked. */
export const wordsOf = (cell: string): Array<string> => cell.split(/[\s,;]+/).filter((w) => w !== "")

const delimiterOf = { tab: "\t", semicolon: ";", comma: "," } as const

/** Splits text into rows of cells with their line numbers (a quoted cell may span lines). */
const splitRows = (text: string): { readonly separator: Exclude<Separator, "cells">; readonly rows: Array<TableRow> } => {
  const normalised = text.replace(/\r\n?/g, "\n")
  const separator = separatorOf(normalised.split("\n"))
  const rows: Array<TableRow> = []
  if (separator === "spaces") {
    normalised.split("\n").forEach((l, i) => rows.push({ line: i + 1, cells: [l.trim()] }))
    return { separator, rows }
  }
  let line = 1
  let at = 0
  Papa.parse<Array<string>>(normalised, {
    delimiter: delimiterOf[separator],
    newline: "\n",
    quoteChar: '"',
    escapeChar: '"',
    skipEmptyLines: false,
    step: (result) => {
      rows.push({ line, cells: result.data.map((c) => (typeof c === "string" ? c : "")) })
      const end = Math.min(normalised.length, result.meta.cursor + 1)
      for (let k = at; k < end; k++) if (normalised.charCodeAt(k) === 10) line++
      at = end
    },
  })
  return { separator, rows }
}

const isEmptyRow = (cells: ReadonlyArray<string>) => cells.every((c) => c.trim() === "")

/**
 * The table of rows read from any source: limits checked, empty rows and header rows left out.
 * A header row is the first row when it names an article-number or amount column, or when none
 * of its cells holds a digit (`Art.-Nr. | Stück`); later rows of column names only are left out too.
 */
export const tableOf = (
  source: QuickOrderTable["source"],
  separator: Separator,
  allRows: ReadonlyArray<TableRow>,
): Effect.Effect<QuickOrderTable, QuickOrderRefused> =>
  Effect.suspend(() => {
    const rows: Array<TableRow> = []
    const ignored: Array<number> = []
    let header: { line: number; columns: HeaderColumns } | undefined
    let first = true
    for (const row of allRows) {
      if (row.cells.length > MAX_QUICK_ORDER_COLUMNS) {
        return Effect.fail(refuse("quickOrderTooManyColumns", { line: row.line, count: row.cells.length, limit: MAX_QUICK_ORDER_COLUMNS }))
      }
      const cells = row.cells.map((c) => c.trim())
      if (isEmptyRow(cells)) continue
      if (cells.some((c) => c.length > MAX_CELL_LENGTH)) return Effect.fail(refuse("quickOrderCellTooLong", { line: row.line, limit: MAX_CELL_LENGTH }))
      // Trailing empty cells say nothing (a spreadsheet pads its rows).
      let end = cells.length
      while (end > 1 && cells[end - 1] === "") end--
      const kept = cells.slice(0, end)
      // A line of one cell is checked word by word (`Artikelnummer Menge`); its words are no columns.
      const filled = kept.filter((c) => c !== "")
      const single = filled.length === 1
      const names = single ? wordsOf(filled[0]!) : kept
      if (first) {
        first = false
        const nonEmpty = names.filter((c) => c !== "")
        // A row with a number in a cell is an order line, even with a word like `Stk` in it.
        const named = nonEmpty.some((c) => /^[\d.,\s]+$/.test(c)) ? undefined : headerColumns(names)
        if (named !== undefined || (nonEmpty.length >= 2 && !nonEmpty.some((c) => /\d/.test(c)))) {
          if (named !== undefined && !single) header = { line: row.line, columns: named }
          ignored.push(row.line)
          continue
        }
      } else if (isHeaderRow(names)) {
        ignored.push(row.line)
        continue
      }
      rows.push({ line: row.line, cells: kept })
      if (rows.length > MAX_QUICK_ORDER_LINES) {
        // Count them all, so the message says how many there are (the limit is known).
        let count = rows.length
        for (const rest of allRows.slice(allRows.indexOf(row) + 1)) if (!isEmptyRow(rest.cells)) count++
        return Effect.fail(refuse("quickOrderTooManyLines", { count, limit: MAX_QUICK_ORDER_LINES }))
      }
    }
    if (rows.length === 0) return Effect.fail(refuse("quickOrderEmpty"))
    return Effect.succeed({
      source,
      separator,
      rows,
      ...(header === undefined
        ? {}
        : { header: { line: header.line, code: header.columns.code, ...(header.columns.amount === undefined ? {} : { amount: header.columns.amount }) } }),
      ignored,
    } satisfies QuickOrderTable)
  })

/** The UTF-8 size of text, without encoding it all (a paste's size check). */
const utf8Length = (text: string): number => {
  let bytes = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    bytes += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c <= 0xdbff ? (i++, 4) : 3
  }
  return bytes
}

/** Text as pasted or decoded from a file, read into the table. */
export const readText = (text: string, source: "text" | "csv" = "text"): Effect.Effect<QuickOrderTable, QuickOrderRefused> =>
  Effect.suspend(() => {
    const size = utf8Length(text)
    if (size > MAX_QUICK_ORDER_BYTES) return Effect.fail(refuse("quickOrderFileTooLarge", { count: size, limit: MAX_QUICK_ORDER_BYTES }))
    const body = text.startsWith("\uFEFF") ? text.slice(1) : text
    if (looksBinary(body)) return Effect.fail(refuse("quickOrderNotText"))
    const { separator, rows } = splitRows(body.replace(CONTROL, ""))
    return tableOf(source, separator, rows)
  })

/** Pasted lines (from Excel, an e-mail or an ERP) read into the table. */
export const readQuickOrderText = (text: string): Effect.Effect<QuickOrderTable, QuickOrderRefused> => readText(text, "text")

/**
 * An Excel file (.xlsx) read into the quick order's table with read-excel-file (kept, small, no
 * formula engine: a formula cell gives the value Excel saved with it, never evaluated here).
 *
 * Before the sheet is read, the archive is checked without unpacking it (what its XML parts
 * unpack to, as declared; the unzipper never writes past a declared size), then the first sheet's
 * XML for its last row and column: the reader fills every row and column up to the last used one.
 *
 * Numbers are kept as written in the file (`4012345678901`, never `4.01E+12`); an article number
 * typed as text keeps its leading zeros. One stored as a number with a display format of zeros
 * (`00123` shown, `123` stored) has lost them in the file itself: it is unknown, and the nearest
 * article numbers offered include the one with the zeros.
 */
import * as Effect from "effect/Effect"
import { unzipSync } from "fflate"
import { readSheet } from "read-excel-file/universal"
import { QuickOrderRefused } from "./errors.ts"
import { MAX_QUICK_ORDER_COLUMNS, MAX_QUICK_ORDER_LINES, MAX_SHEET_ROWS, MAX_SPREADSHEET_UNPACKED_BYTES } from "./limits.ts"
import { type QuickOrderTable, type TableRow, tableOf } from "./table.ts"

const unreadable = (detail: string) => new QuickOrderRefused({ reason: "quickOrderUnreadableSpreadsheet", detail })

/** `A` → 1, `AB` → 28. */
const columnNumber = (letters: string): number => [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0)

/** The path of the workbook's first sheet, from the workbook and its relations; undefined when they do not say. */
const firstSheetPath = (parts: Readonly<Record<string, Uint8Array>>): string | undefined => {
  const text = (name: string) => (parts[name] === undefined ? "" : new TextDecoder().decode(parts[name]))
  const id = /<(?:\w+:)?sheet\b[^>]*?\br:id="([^"]+)"/.exec(text("xl/workbook.xml"))?.[1]
  if (id === undefined) return undefined
  for (const rel of text("xl/_rels/workbook.xml.rels").match(/<Relationship\b[^>]*>/g) ?? []) {
    if (!new RegExp(`\\bId="${id.replace(/[^\w]/g, "")}"`).test(rel)) continue
    const target = /\bTarget="([^"]+)"/.exec(rel)?.[1]
    if (target === undefined) return undefined
    return target.startsWith("/") ? target.slice(1) : `xl/${target}`
  }
  return undefined
}

/** Refuses an archive too large unpacked, or whose first sheet reaches too far down or right. */
const checkArchive = (bytes: Uint8Array): QuickOrderRefused | undefined => {
  let unpacked = 0
  try {
    unzipSync(bytes, {
      filter: (file) => {
        if (/\.(xml|rels)$/.test(file.name)) unpacked += file.originalSize
        return false
      },
    })
  } catch (error) {
    return unreadable(`not a zip archive: ${String(error)}`)
  }
  if (unpacked > MAX_SPREADSHEET_UNPACKED_BYTES) {
    return new QuickOrderRefused({ reason: "quickOrderFileTooLarge", count: unpacked, limit: MAX_SPREADSHEET_UNPACKED_BYTES })
  }
  let parts: Record<string, Uint8Array>
  try {
    parts = unzipSync(bytes, { filter: (file) => file.name === "xl/workbook.xml" || file.name === "xl/_rels/workbook.xml.rels" })
    const first = firstSheetPath(parts)
    parts = unzipSync(bytes, { filter: (file) => (first === undefined ? /^xl\/worksheets\/[^/]+\.xml$/.test(file.name) : file.name === first) })
  } catch (error) {
    return unreadable(`damaged archive: ${String(error)}`)
  }
  for (const sheet of Object.values(parts)) {
    const xml = new TextDecoder().decode(sheet)
    let lastRow = 0
    let rows = 0
    for (const row of xml.matchAll(/<(?:\w+:)?row\b([^>]*)>/g)) {
      rows++
      const r = /\br="(\d+)"/.exec(row[1]!)
      lastRow = Math.max(lastRow, rows, r === null ? 0 : Number(r[1]))
    }
    if (lastRow > MAX_SHEET_ROWS) return new QuickOrderRefused({ reason: "quickOrderTooManyLines", count: lastRow, limit: MAX_QUICK_ORDER_LINES })
    for (const cell of xml.matchAll(/<(?:\w+:)?c\b[^>]*?\br="([A-Z]{1,3})(\d+)"/g)) {
      const column = columnNumber(cell[1]!)
      if (column > MAX_QUICK_ORDER_COLUMNS) {
        return new QuickOrderRefused({ reason: "quickOrderTooManyColumns", line: Number(cell[2]), count: column, limit: MAX_QUICK_ORDER_COLUMNS })
      }
    }
  }
  return undefined
}

/** A cell as text: numbers as written in the file (an exponent written out), dates as ISO dates. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return ""
  if (typeof value === "string") {
    if (!/^[-+]?\d*\.?\d+[eE][-+]?\d+$/.test(value)) return value
    const n = Number(value)
    return Number.isFinite(n) ? n.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 }) : value
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10)
  return String(value)
}

/** An .xlsx file's first sheet read into the quick order's table. */
export const readXlsx = (bytes: Uint8Array): Effect.Effect<QuickOrderTable, QuickOrderRefused> =>
  Effect.suspend(() => {
    const refused = checkArchive(bytes)
    if (refused !== undefined) return Effect.fail(refused)
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
    return Effect.tryPromise({
      // Numbers stay the text the file holds: a 13-digit EAN is never rounded or written with an exponent.
      try: () => readSheet(buffer, { parseNumber: (text: string) => text }),
      catch: (error) => unreadable(error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
    }).pipe(
      Effect.flatMap((sheet) => {
        const rows: Array<TableRow> = sheet.map((row, i) => ({ line: i + 1, cells: row.map(cellText) }))
        return tableOf("xlsx", "cells", rows)
      }),
    )
  })

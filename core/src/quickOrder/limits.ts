/**
 * Limits of a quick order (issue 25), Schema-free so that browser code can show them. Each is
 * refused with its own error key (errors.ts), never cut silently.
 */

/** Most order lines one paste or file may hold (header rows and empty lines not counted). */
export const MAX_QUICK_ORDER_LINES = 500
/**
 * Largest file or paste read: 2 MiB. A 500-line order list is a few kilobytes as text and some
 * tens as .xlsx; anything far larger is not an order list, and reading it would only cost time.
 */
export const MAX_QUICK_ORDER_BYTES = 2 * 1024 * 1024
/**
 * What an .xlsx may unpack to (its XML parts, as the archive declares them): a zip of 2 MiB can
 * hold gigabytes of repeated XML, which would be read into memory before a row is seen.
 */
export const MAX_SPREADSHEET_UNPACKED_BYTES = 32 * 1024 * 1024
/** Most columns a row may have: order lists and ERP exports have a few dozen at most. */
export const MAX_QUICK_ORDER_COLUMNS = 100
/**
 * Last row number a sheet may use: the reader fills every row and column up to the last used
 * one, so a stray cell far below would make millions of empty cells.
 */
export const MAX_SHEET_ROWS = 20_000
/** Longest cell: article numbers are short; the shop's own export has names of some 100 characters. */
export const MAX_CELL_LENGTH = 1_000
/** Nearest article numbers offered for an unknown one. */
export const SUGGESTIONS = 3

/**
 * An uploaded quick-order file, told by its content (never by its name): an .xlsx (a zip
 * archive) is read by xlsx.ts, loaded only then; anything else must be text (CSV or a list) in
 * UTF-8, UTF-16 with BOM, or Windows-1252 (German Excel's "CSV (Trennzeichen-getrennt)").
 */
import * as Effect from "effect/Effect"
import { QuickOrderRefused } from "./errors.ts"
import { MAX_QUICK_ORDER_BYTES } from "./limits.ts"
import { type QuickOrderTable, readText } from "./table.ts"

const startsWith = (bytes: Uint8Array, prefix: ReadonlyArray<number>) => prefix.every((b, i) => bytes[i] === b)

const ZIP = [0x50, 0x4b, 0x03, 0x04]
/** An OLE compound file: an old .xls, or an .xlsx encrypted with a password. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]

/** The text of a file: by its byte-order mark, else UTF-8 when it is valid UTF-8, else Windows-1252. */
export const decodeText = (bytes: Uint8Array): string => {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder("utf-8").decode(bytes.subarray(3))
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder("utf-16le").decode(bytes.subarray(2))
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder("utf-16be").decode(bytes.subarray(2))
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder("windows-1252").decode(bytes)
  }
}

/** A file's bytes read into the quick order's table. */
export const readQuickOrderFile = (bytes: Uint8Array): Effect.Effect<QuickOrderTable, QuickOrderRefused> =>
  Effect.suspend(() => {
    if (bytes.length > MAX_QUICK_ORDER_BYTES) {
      return Effect.fail(new QuickOrderRefused({ reason: "quickOrderFileTooLarge", count: bytes.length, limit: MAX_QUICK_ORDER_BYTES }))
    }
    if (startsWith(bytes, ZIP)) return Effect.flatMap(Effect.promise(() => import("./xlsx.ts")), ({ readXlsx }) => readXlsx(bytes))
    if (startsWith(bytes, OLE)) {
      return Effect.fail(new QuickOrderRefused({ reason: "quickOrderUnreadableSpreadsheet", detail: "an .xls or an encrypted .xlsx" }))
    }
    return readText(decodeText(bytes), "csv")
  })

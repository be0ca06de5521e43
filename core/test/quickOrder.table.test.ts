/** Reading what a buyer pastes or uploads: separators, encodings, header rows, amounts, and every refusal. */
import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { normalizeAmount } from "../src/cart/normalize.ts"
import { pieceCount, readAmount } from "../src/quickOrder/amount.ts"
import { QuickOrderRefused } from "../src/quickOrder/errors.ts"
import { decodeText, readQuickOrderFile } from "../src/quickOrder/file.ts"
import { MAX_CELL_LENGTH, MAX_QUICK_ORDER_BYTES, MAX_QUICK_ORDER_COLUMNS, MAX_QUICK_ORDER_LINES } from "../src/quickOrder/limits.ts"
import { type QuickOrderTable, readQuickOrderText } from "../src/quickOrder/table.ts"

const read = (text: string): QuickOrderTable => Effect.runSync(readQuickOrderText(text))
const refusal = (effect: Effect.Effect<QuickOrderTable, QuickOrderRefused>): QuickOrderRefused => {
  const exit = Effect.runSyncExit(effect)
  if (Exit.isSuccess(exit)) throw new Error(`read, not refused: ${JSON.stringify(exit.value)}`)
  const error = exit.cause.reasons.find((r) => r._tag === "Fail")
  if (error === undefined || !(error.error instanceof QuickOrderRefused)) throw new Error(`not a refusal: ${String(exit.cause)}`)
  return error.error
}
const bytes = (text: string) => new TextEncoder().encode(text)

describe("amounts", () => {
  it("reads German and English formats and units", () => {
    for (const [text, value] of [
      ["5", 5],
      ["1.000", 1000],
      ["1,000", 1000],
      ["12.345.678", 12345678],
      ["1 000", 1000],
      ["1'000", 1000],
      ["1.000,00", 1000],
      ["1,000.00", 1000],
      ["2,00", 2],
      ["2.0", 2],
      ["5 Stk", 5],
      ["5 Stück", 5],
      ["5x", 5],
      ["x 5", 5],
      ["12 pcs", 12],
      ["+5", 5],
      ["-3", -3],
      ["0", 0],
    ] as const) {
      expect(readAmount(text), text).toEqual({ _tag: "Whole", value })
    }
  })

  it("refuses a fraction, tells text and formulas apart", () => {
    for (const text of ["2,5", "2.5", "0,5", "1.000,5", "1,5 Stk"]) expect(readAmount(text), text).toEqual({ _tag: "NotWhole" })
    for (const text of ["viele", "1e3", "0x10", "5 Kartons"]) expect(readAmount(text), text).toEqual({ _tag: "NotANumber" })
    for (const text of ["=1+1", "@SUM(A1)", "-", "+A1", '=HYPERLINK("x")']) expect(readAmount(text), text).toEqual({ _tag: "Formula" })
    expect(readAmount("  ")).toEqual({ _tag: "Missing" })
  })

  it("corrects a product's amount by the spec's rule (normalizeAmount) and says why", () => {
    expect(pieceCount(readAmount(""))).toEqual({ amount: 1, correction: "missing" })
    expect(pieceCount(readAmount("abc"))).toEqual({ amount: 1, correction: "notANumber" })
    expect(pieceCount(readAmount("0"))).toEqual({ amount: 1, correction: "zero" })
    expect(pieceCount(readAmount("-4"))).toEqual({ amount: 1, correction: "negative" })
    expect(pieceCount(readAmount("10.000"))).toEqual({ amount: 9999, correction: "aboveMaximum" })
    expect(pieceCount(readAmount("9.999"))).toEqual({ amount: 9999, correction: undefined })
    expect(pieceCount(readAmount("2,5"))).toBeUndefined()
    expect(pieceCount(readAmount("=2"))).toBeUndefined()
    // Whole numbers end where normalizeAmount puts them.
    for (const text of ["1.000", "1,000", "7", "0", "-2", "123456"]) expect(pieceCount(readAmount(text))!.amount, text).toBe(normalizeAmount(text))
  })
})

describe("pasted text", () => {
  it("tells the separator: tab, semicolon, comma columns, else one cell a line", () => {
    expect(read("KV0604\t2\nWS\t3").separator).toBe("tab")
    expect(read("KV0604;2").separator).toBe("semicolon")
    expect(read("1,KV0604,2,Gehäuse").separator).toBe("comma")
    expect(read("KV0604,2").separator).toBe("spaces")
    expect(read("KV0604 1,000\nWS 2").separator).toBe("spaces")
    expect(read("KV 0604 5").rows).toEqual([{ line: 1, cells: ["KV 0604 5"] }])
  })

  it("numbers lines as pasted, leaving out empty lines and header rows", () => {
    const t = read("\nArtikelnummer\tMenge\n\nKV0604\t2\r\n  \t \nWS-0612-40\t1\nArtikelnummer\tMenge\nX\t3\n")
    expect(t.rows).toEqual([
      { line: 4, cells: ["KV0604", "2"] },
      { line: 6, cells: ["WS-0612-40", "1"] },
      { line: 8, cells: ["X", "3"] },
    ])
    expect(t.ignored).toEqual([2, 7])
    expect(t.header).toEqual({ line: 2, code: [0], amount: 1 })
  })

  it("takes a first row without digits as a header, even with names it does not know", () => {
    expect(read("Art.-Nr.;Stückzahl gewünscht\nKV0604;2").ignored).toEqual([1])
    expect(read("Bitte liefern Sie:\nKV0604 2").ignored).toEqual([1])
    expect(read("KV0604;2\nWS;3").ignored).toEqual([])
    // A first order line with a unit word in it is no header: it has numbers.
    expect(read("10;Gehäuse;3013579246;Stk;7").ignored).toEqual([])
    // A header of one cell (the other lines have tabs) is read word by word, and names no columns.
    const t = read("Artikelnummer Menge\nKV0604\t2")
    expect([t.ignored, t.header]).toEqual([[1], undefined])
  })

  it("reads quoted cells with separators, quotes and line breaks, numbering by the line they start on", () => {
    const t = read('Pos;Artikelnummer;Menge;Bezeichnung\n1;KV0604;2;"Gehäuse; ""groß""\nzweite Zeile"\n2;WS;1;x')
    expect(t.rows).toEqual([
      { line: 2, cells: ["1", "KV0604", "2", 'Gehäuse; "groß"\nzweite Zeile'] },
      { line: 4, cells: ["2", "WS", "1", "x"] },
    ])
  })

  it("keeps article numbers as text: leading zeros, long EANs", () => {
    expect(read("00123;0002\n9045120047116;1").rows.map((r) => r.cells)).toEqual([
      ["00123", "0002"],
      ["9045120047116", "1"],
    ])
  })

  it("takes up to 500 lines and says how many more there are, never cutting silently", () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `A-${i};1`).join("\n")
    expect(read(`Artikelnummer;Menge\n${lines(MAX_QUICK_ORDER_LINES)}`).rows).toHaveLength(MAX_QUICK_ORDER_LINES)
    const refused = refusal(readQuickOrderText(lines(MAX_QUICK_ORDER_LINES + 37)))
    expect(refused).toMatchObject({ reason: "quickOrderTooManyLines", count: MAX_QUICK_ORDER_LINES + 37, limit: MAX_QUICK_ORDER_LINES })
    expect(refused.key).toBe("quickOrderTooManyLines")
  })

  it("refuses nothing to read, too many columns, too long cells, too large, binary", () => {
    expect(refusal(readQuickOrderText(" \n\t\n\t\t\n")).reason).toBe("quickOrderEmpty")
    expect(refusal(readQuickOrderText(";;\n ; \n")).reason).toBe("quickOrderEmpty")
    expect(refusal(readQuickOrderText("\uFEFF")).reason).toBe("quickOrderEmpty")
    expect(refusal(readQuickOrderText(`KV0604;1\n${"x;".repeat(10_000)}1`))).toMatchObject({ reason: "quickOrderTooManyColumns", line: 2, count: 10_001, limit: MAX_QUICK_ORDER_COLUMNS })
    expect(refusal(readQuickOrderText(`KV0604\t${"9".repeat(MAX_CELL_LENGTH + 1)}`))).toMatchObject({ reason: "quickOrderCellTooLong", line: 1 })
    expect(refusal(readQuickOrderText("KV0604 1\n".repeat(MAX_QUICK_ORDER_BYTES / 9 + 1))).reason).toBe("quickOrderFileTooLarge")
    expect(refusal(readQuickOrderText("KV0604\u0000\u0001\u0002 1")).reason).toBe("quickOrderNotText")
  })
})

describe("files", () => {
  it("reads CSV in UTF-8 with or without BOM, UTF-16 (Excel's Unicode text) and Windows-1252", () => {
    const text = "Artikelnummer;Menge;Bezeichnung\nKV0604;2;Gehäuse\n"
    const expected = [{ line: 2, cells: ["KV0604", "2", "Gehäuse"] }]
    expect(Effect.runSync(readQuickOrderFile(bytes(text))).rows).toEqual(expected)
    expect(Effect.runSync(readQuickOrderFile(bytes(`\uFEFF${text}`))).rows).toEqual(expected)
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(new Uint16Array([...text].map((c) => c.charCodeAt(0))).buffer)])
    expect(Effect.runSync(readQuickOrderFile(utf16)).rows).toEqual(expected)
    const latin1 = Uint8Array.from([...text].map((c) => c.charCodeAt(0)))
    expect(decodeText(latin1)).toBe(text)
    expect(Effect.runSync(readQuickOrderFile(latin1)).rows).toEqual(expected)
    expect(Effect.runSync(readQuickOrderFile(latin1)).source).toBe("csv")
  })

  it("refuses pictures, PDFs, old .xls files and files over the size limit", () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 0, 0, 0])
    expect(refusal(readQuickOrderFile(png)).reason).toBe("quickOrderNotText")
    const pdf = Uint8Array.from([...bytes("%PDF-1.7\n"), ...Array.from({ length: 200 }, (_, i) => (i * 37) % 256)])
    expect(refusal(readQuickOrderFile(pdf)).reason).toBe("quickOrderNotText")
    const xls = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
    expect(refusal(readQuickOrderFile(xls)).reason).toBe("quickOrderUnreadableSpreadsheet")
    const big = new Uint8Array(50 * 1024 * 1024).fill(0x41)
    expect(refusal(readQuickOrderFile(big))).toMatchObject({ reason: "quickOrderFileTooLarge", count: big.length, limit: MAX_QUICK_ORDER_BYTES })
  })
})

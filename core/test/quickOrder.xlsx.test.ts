/** Excel files in the quick order: cells as text, numbers as the file holds them, and every refusal. */
import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import { strToU8, zipSync } from "fflate"
import { QuickOrderRefused } from "../src/quickOrder/errors.ts"
import { readQuickOrderFile } from "../src/quickOrder/file.ts"
import { MAX_QUICK_ORDER_COLUMNS, MAX_QUICK_ORDER_LINES, MAX_SPREADSHEET_UNPACKED_BYTES } from "../src/quickOrder/limits.ts"
import type { QuickOrderTable } from "../src/quickOrder/table.ts"
import { columnName, sheetXml, xlsxFile } from "./support/xlsx.ts"

const read = (file: Uint8Array): Promise<QuickOrderTable> => Effect.runPromise(readQuickOrderFile(file))
const refusal = async (file: Uint8Array): Promise<QuickOrderRefused> => {
  const exit = await Effect.runPromiseExit(readQuickOrderFile(file))
  if (Exit.isSuccess(exit)) throw new Error("read, not refused")
  const reason = exit.cause.reasons.find((r) => r._tag === "Fail")
  if (reason === undefined || !(reason.error instanceof QuickOrderRefused)) throw new Error(`not a refusal: ${String(exit.cause)}`)
  return reason.error
}

describe("an .xlsx file", () => {
  it("is read by its header, every cell as text", async () => {
    const table = await read(
      xlsxFile([
        ["Artikelnummer", "Menge", "Bemerkung"],
        ["00123", 5, "Text mit führender Null"],
        [4012345678901, 2, "EAN als Zahl"],
        [{ raw: "4.012345678901E+12" }, { raw: "1.0E+3" }, "Exponent in der Datei"],
        ["KV0604", 2.5, null],
        [null, null, null],
        [{ formula: 'HYPERLINK("http://x","KV0604")', value: "KV0604" }, 1, "Formel: ihr gespeicherter Wert"],
        ['=HYPERLINK("http://x")', 1, "Text, der wie eine Formel aussieht"],
      ]),
    )
    expect(table.source).toBe("xlsx")
    expect(table.separator).toBe("cells")
    expect(table.header).toEqual({ line: 1, code: [0], amount: 1 })
    expect(table.rows.map((r) => [r.line, r.cells[0], r.cells[1]])).toEqual([
      [2, "00123", "5"],
      [3, "4012345678901", "2"],
      [4, "4012345678901", "1000"],
      [5, "KV0604", "2.5"],
      [7, "KV0604", "1"],
      [8, '=HYPERLINK("http://x")', "1"],
    ])
  })

  it("reads only the first sheet, however large a later one is", async () => {
    const huge = sheetXml([["x"]], 500_000)
    const file = zipSync(
      Object.fromEntries(
        Object.entries({
          "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>`,
          "_rels/.rels": `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
          "xl/workbook.xml": `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Liste" sheetId="2" r:id="rId7"/><sheet name="Preise" sheetId="1" r:id="rId3"/></sheets></workbook>`,
          "xl/_rels/workbook.xml.rels": `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId7" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="/xl/worksheets/sheet2.xml"/></Relationships>`,
          "xl/worksheets/sheet1.xml": huge,
          "xl/worksheets/sheet2.xml": sheetXml([["KV0604", 3]]),
        }).map(([name, text]) => [name, strToU8(text)]),
      ),
    )
    expect((await read(file)).rows).toEqual([{ line: 1, cells: ["KV0604", "3"] }])
  })

  it("refuses a sheet of more than 500 order lines, saying how many", async () => {
    const rows = [["Artikelnummer", "Menge"], ...Array.from({ length: MAX_QUICK_ORDER_LINES + 20 }, (_, i) => [`A-${i}`, 1])]
    expect(await refusal(xlsxFile(rows))).toMatchObject({ reason: "quickOrderTooManyLines", count: MAX_QUICK_ORDER_LINES + 20, limit: MAX_QUICK_ORDER_LINES })
    expect((await read(xlsxFile(rows.slice(0, MAX_QUICK_ORDER_LINES + 1)))).rows).toHaveLength(MAX_QUICK_ORDER_LINES)
  })

  it("refuses 10,000 columns, and a stray cell far down, before reading the sheet", async () => {
    const wide = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>KV0604</t></is></c><c r="${columnName(10_000)}1"><v>1</v></c></row></sheetData></worksheet>`
    expect(await refusal(xlsxFile([], { sheet: wide }))).toMatchObject({ reason: "quickOrderTooManyColumns", line: 1, count: 10_000, limit: MAX_QUICK_ORDER_COLUMNS })
    const far = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1"><v>1</v></c></row><row r="1048576"><c r="A1048576"><v>1</v></c></row></sheetData></worksheet>`
    expect(await refusal(xlsxFile([], { sheet: far }))).toMatchObject({ reason: "quickOrderTooManyLines", count: 1_048_576 })
  })

  it("refuses an archive that unpacks to more than it may (a zip bomb), without unpacking it", async () => {
    const bomb = xlsxFile([["KV0604", 1]], { extra: { "xl/padding.xml": " ".repeat(MAX_SPREADSHEET_UNPACKED_BYTES + 1) } })
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(await refusal(bomb)).toMatchObject({ reason: "quickOrderFileTooLarge", limit: MAX_SPREADSHEET_UNPACKED_BYTES })
  })

  it("refuses a damaged or foreign zip as an unreadable spreadsheet", async () => {
    const file = xlsxFile([["KV0604", 1]])
    expect((await refusal(file.slice(0, file.length - 40))).reason).toBe("quickOrderUnreadableSpreadsheet")
    const notExcel = zipSync({ "readme.txt": strToU8("hello") })
    expect((await refusal(notExcel)).reason).toBe("quickOrderUnreadableSpreadsheet")
    const badSheet = xlsxFile([], { sheet: "<worksheet><sheetData><row r=\"2\"><c r=\"A2\" t=\"s\"><v>99</v></c></row></sheetData></worksheet>" })
    expect((await refusal(badSheet)).reason).toBe("quickOrderUnreadableSpreadsheet")
  })
})

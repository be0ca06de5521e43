import { describe, expect, it } from "@effect/vitest"
import { parse } from "csv-parse/sync"
import fc from "fast-check"
import type { CartItemDto } from "../src/cart/model.ts"
import { cartCsv, cartCsvFile, cartCsvRows, CSV_BOM } from "../src/export/csv.ts"
import { cents } from "../src/money/money.ts"

const HEADER = "Position;Lieferantenartikelnummer;Pkg-Menge;Bezeichnung;Bezeichnung2"

const accessory = (supplierArticleNumber: string, name: string, name2: string | null, amount: number) => ({
  accessory: { key: `K-${supplierArticleNumber}`, name, name2, supplierArticleNumber },
  amount,
})

const dto = (
  supplierArticleNumber: string,
  name: string,
  name2: string | null,
  amount: number,
  config: CartItemDto["config"] = [],
): CartItemDto => ({
  id: `id-${supplierArticleNumber}`,
  product: { key: `K-${supplierArticleNumber}`, name, name2, supplierArticleNumber, productAssetIdentifier: "asset" },
  config,
  priceOnRequest: false,
  singleTotal: cents(1000),
  amount,
})

const cart: ReadonlyArray<CartItemDto> = [
  dto("1000001", "Wandgehäuse 600x400", "B 600 mm", 2, [
    { group: "Montageplatten", option: "backPanel", accessories: [accessory("2000001", "Montageplatte", null, 1)] },
    { group: "Zubehör", option: "accessories", accessories: [accessory("2000002", "Kabelverschraubung M20", "Messing", 4)] },
  ]),
  dto("1000002", 'Zählerkasten "Wien"', null, 1),
]

const readCsv = (text: string): Array<Array<string>> => parse(text, { delimiter: ";", bom: true, record_delimiter: "\r\n" })

describe("cartCsv", () => {
  it("writes the header, then each product followed by its accessories", () => {
    expect(cartCsv(cart)).toBe(
      [
        HEADER,
        '1;1000001;2;"Wandgehäuse 600x400";B 600 mm',
        '2;2000001;2;"Montageplatte";-',
        '3;2000002;8;"Kabelverschraubung M20";Messing',
        '4;1000002;1;"Zählerkasten ""Wien""";-',
        "",
      ].join("\r\n"),
    )
  })

  it("multiplies accessory amounts by the item amount", () => {
    expect(cartCsvRows(cart).map((row) => row[2])).toEqual([2, 2, 8, 1])
  })

  it("writes only the header for an empty cart", () => {
    expect(cartCsv([])).toBe(`${HEADER}\r\n`)
    expect(readCsv(cartCsvFile([]))).toEqual([HEADER.split(";")])
  })

  it("uses CRLF line ends only", () => {
    expect(cartCsv(cart).replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
  })
})

describe("cartCsvFile", () => {
  it("starts with a byte-order mark and is otherwise the CSV text", () => {
    const file = cartCsvFile(cart)
    expect(file.startsWith(CSV_BOM)).toBe(true)
    expect(CSV_BOM).toBe("\uFEFF")
    expect(file.slice(1)).toBe(cartCsv(cart))
    expect(file.slice(1).split("\r\n")[0]).toBe(HEADER)
  })

  it("parses back with an RFC 4180 parser", () => {
    const tricky = [
      dto("A;1", 'Say "hi"; then, go', "zwei\r\nZeilen", 3, [
        { group: "g", option: null, accessories: [accessory("B\"2", "Ölwanne\nmit Ablauf", "Maße: 5\"", 2)] },
      ]),
      dto("C", " führendes Leerzeichen ", null, 1),
    ]
    expect(readCsv(cartCsvFile(tricky))).toEqual([
      HEADER.split(";"),
      ["1", "A;1", "3", 'Say "hi"; then, go', "zwei\r\nZeilen"],
      ["2", 'B"2', "6", "Ölwanne\nmit Ablauf", 'Maße: 5"'],
      ["3", "C", "1", " führendes Leerzeichen ", "-"],
    ])
  })

  it("round-trips any names through csv-parse", () => {
    const text = fc.string({ unit: fc.oneof(fc.constantFrom(..."\";,\r\n \täöüÄÖÜß€"), fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 })), maxLength: 30 })
    const accessoryArb = fc.record({
      supplierArticleNumber: text,
      name: text,
      name2: fc.option(text, { nil: null }),
      amount: fc.integer({ min: 1, max: 99 }),
    })
    const itemArb = fc.record({
      supplierArticleNumber: text,
      name: text,
      name2: fc.option(text, { nil: null }),
      amount: fc.integer({ min: 1, max: 9999 }),
      accessories: fc.array(accessoryArb, { maxLength: 3 }),
    })
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 5 }), (items) => {
        const dtos = items.map((i) =>
          dto(i.supplierArticleNumber, i.name, i.name2, i.amount, [
            { group: "g", option: null, accessories: i.accessories.map((a) => accessory(a.supplierArticleNumber, a.name, a.name2, a.amount)) },
          ]),
        )
        const expected = items.flatMap((i) => [
          [i.supplierArticleNumber, String(i.amount), i.name, i.name2 ?? "-"],
          ...i.accessories.map((a) => [a.supplierArticleNumber, String(i.amount * a.amount), a.name, a.name2 ?? "-"]),
        ])
        const [header, ...rows] = readCsv(cartCsvFile(dtos))
        expect(header).toEqual(HEADER.split(";"))
        expect(rows).toEqual(expected.map((row, index) => [String(index + 1), ...row]))
      }),
      { numRuns: 500 },
    )
  })

  it("always quotes the name column", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", maxLength: 20 }).filter((s) => !/[";\r\n]/.test(s)), (name) => {
        const [, row] = cartCsv([dto("1", name, null, 1)]).split("\r\n")
        expect(row).toBe(`1;1;1;"${name}";-`)
      }),
    )
  })
})

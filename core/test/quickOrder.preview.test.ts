/** The quick order's preview on a small catalogue: what each pasted line becomes, and why. */
import { describe, expect, it } from "vitest"
import * as Effect from "effect/Effect"
import type { Accessory, Product } from "../src/catalogue/model.ts"
import { type LineStatus, type PreviewLine, type QuickOrderPreview, previewQuickOrder, quickOrderCartItems } from "../src/quickOrder/preview.ts"
import { type QuickOrderTable, editRow, readQuickOrderText } from "../src/quickOrder/table.ts"
import { SearchIndex } from "../src/search/SearchIndex.ts"
import { accessory, product } from "./support/catalogue.ts"

const withCodes = (p: Product, supplierArticleNumber: string, ean: string): Product => ({
  ...p,
  supplierArticleNumber,
  specification: { ...p.specification, ean },
})

const products: Array<Product> = [
  withCodes(product("WS-0612-40", 100, ["ACC-MP", "ACC-KV"]), "3013579246", "9045120047116"),
  withCodes(product("KV-0604", 50, ["ACC-KV"]), "KV 0604", "9045120047123"),
  withCodes(product("P-NUM", 10, []), "00123", "9045120047130"),
  withCodes(product("P-1000", 10, []), "1000", "9045120047147"),
  withCodes(product("P-25", 10, []), "25", "9045120047154"),
]
const accessories: Array<Accessory> = [
  { ...accessory("ACC-MP", 20, "plates"), supplierArticleNumber: "5013579246" },
  { ...accessory("ACC-KV", 2, "glands"), supplierArticleNumber: "ACC KV M20" },
  { ...accessory("ACC-X", 2, "other"), supplierArticleNumber: "7000000001" },
]
const index = new SearchIndex(products, accessories)

const table = (text: string): QuickOrderTable => Effect.runSync(readQuickOrderText(text))
const preview = (text: string, options = {}): QuickOrderPreview => previewQuickOrder(table(text), index, options)
const status = (p: QuickOrderPreview, line: number): LineStatus => p.lines.find((l) => l.line === line)!.status
const keyOf = (s: LineStatus): string | undefined =>
  s._tag === "Product" ? s.product.key : s._tag === "Accessory" ? s.accessory.key : undefined

describe("a pasted list", () => {
  it("finds products by supplier article number, article number, EAN or key, written any way, with their amounts", () => {
    const p = preview("3013579246\t2\nkv0604\t3\n9045120047130\t4\nws 0612.40\t1")
    expect(p.lines.map((l) => [keyOf(l.status), l.status._tag === "Product" ? l.status.amount : undefined])).toEqual([
      ["WS-0612-40", 2],
      ["KV-0604", 3],
      ["P-NUM", 4],
      ["WS-0612-40", 1],
    ])
    expect(status(p, 3)).toMatchObject({ field: "ean" })
    // The fourth line repeats the first: merged into it, amounts added.
    expect(status(p, 4)).toMatchObject({ _tag: "Product", mergedInto: 1, position: 0 })
    expect(p.positions.map((x) => [x.product.key, x.amount, x.lines])).toEqual([
      ["WS-0612-40", 3, [1, 4]],
      ["KV-0604", 3, [2]],
      ["P-NUM", 4, [3]],
    ])
    expect(p.counts).toMatchObject({ lines: 4, added: 4, merged: 1, unknown: 0 })
  })

  it("reads article number and amount in either order, as the catalogue decides", () => {
    const p = preview("5 3013579246\n3013579246 7\n2;KV 0604\nKV 0604 4")
    expect(p.columns).toEqual({ _tag: "EitherWay" })
    expect(p.lines.map((l) => (l.status._tag === "Product" ? [l.status.product.key, l.status.amount] : l.status._tag))).toEqual([
      ["WS-0612-40", 5],
      ["WS-0612-40", 7],
      ["KV-0604", 2],
      ["KV-0604", 4],
    ])
  })

  it("calls a line ambiguous when both readings are article numbers, and adds nothing of it", () => {
    const p = preview("1000 25")
    expect(status(p, 1)._tag).toBe("Ambiguous")
    const s = status(p, 1)
    if (s._tag !== "Ambiguous") throw new Error("not ambiguous")
    expect(s.candidates.map((c) => [c.item.model === "Produkte" && c.item.product.key, c.amountText])).toEqual([
      ["P-1000", "25"],
      ["P-25", "1000"],
    ])
    expect(p.positions).toEqual([])
  })

  it("reads German and English thousands, refuses a fraction of a piece", () => {
    const p = preview("KV0604;1.000\nKV0604 1,000\n3013579246\t2,5\nP-NUM\t1.000,00\nP-1000\t3.0")
    expect(status(p, 1)).toMatchObject({ _tag: "Product", amount: 1000 })
    expect(status(p, 3)).toMatchObject({ _tag: "Refused", problem: "quickOrderAmountNotWhole", item: { model: "Produkte" } })
    expect(status(p, 4)).toMatchObject({ _tag: "Product", amount: 1000 })
    expect(status(p, 5)).toMatchObject({ _tag: "Product", amount: 3, correction: undefined })
    // Line 2 is the same product (spaces and an English thousand): merged into line 1.
    expect(p.positions[0]).toMatchObject({ amount: 2000, lines: [1, 2] })
  })

  it("corrects amounts by the spec's rule and says why", () => {
    const p = preview("Artikelnummer;Menge\nKV0604;0\n3013579246;-3\nP-NUM;12000\nP-1000;\nP-25;viele")
    expect(p.ignored).toEqual([1])
    expect(p.columns).toEqual({ _tag: "Header", line: 1, code: [0], amount: 1 })
    expect([2, 3, 4, 5, 6].map((l) => status(p, l))).toMatchObject([
      { amount: 1, correction: "zero" },
      { amount: 1, correction: "negative" },
      { amount: 9999, correction: "aboveMaximum" },
      { amount: 1, correction: "missing" },
      { amount: 1, correction: "notANumber" },
    ])
    expect(p.counts.corrected).toBe(5)
  })

  it("caps merged amounts at the cart's maximum and says so", () => {
    const p = preview("KV0604 9000\nKV0604 2000")
    expect(p.positions).toMatchObject([{ amount: 9999, capped: true, lines: [1, 2] }])
  })

  it("attaches accessory lines to the product above, in pieces per piece of it", () => {
    const p = preview("3013579246;2\n5013579246;4\nACC KV M20;6\nKV0604;1\nACC-KV;3")
    expect(status(p, 2)).toMatchObject({ _tag: "Accessory", perItem: 2, productLine: 1, position: 0 })
    expect(status(p, 3)).toMatchObject({ _tag: "Accessory", perItem: 3, productLine: 1 })
    expect(quickOrderCartItems(p)).toEqual([
      { productId: "WS-0612-40", amount: 2, accessories: [{ id: "ACC-MP", amount: 2 }, { id: "ACC-KV", amount: 3 }] },
      { productId: "KV-0604", amount: 1, accessories: [{ id: "ACC-KV", amount: 3 }] },
    ])
  })

  it("keeps the same product with other accessories apart, and merges the same configuration", () => {
    const p = preview("WS-0612-40 2\nACC-MP 2\nWS-0612-40 1\nWS-0612-40 3\nACC-MP 3")
    expect(p.positions.map((x) => [x.amount, x.accessories.map((a) => a.amount), x.lines])).toEqual([
      [5, [1], [1, 4]],
      [1, [], [3]],
    ])
    expect(status(p, 5)).toMatchObject({ _tag: "Accessory", position: 0, productLine: 4 })
  })

  it("refuses accessory lines it cannot place, saying why", () => {
    const p = preview(
      ["ACC-MP 1", "WS-0612-40 2", "ACC-MP 3", "ACC-X 2", "KV-0604 1", "ACC-MP 1", "nothing-known 1", "ACC-KV 1", "WS-0612-40 2,5", "ACC-KV 2"].join("\n"),
      { accessoryLimit: (a: Accessory) => (a.key === "ACC-KV" ? 2 : 99) },
    )
    expect(p.lines.map((l) => (l.status._tag === "Refused" ? [l.line, l.status.problem, l.status.productLine] : [l.line, l.status._tag]))).toEqual([
      [1, "quickOrderAccessoryWithoutProduct", undefined],
      [2, "Product"],
      [3, "quickOrderAccessoryNotDivisible", 2],
      [4, "quickOrderAccessoryNotOffered", 2],
      [5, "Product"],
      [6, "quickOrderAccessoryNotOffered", 5],
      [7, "Unknown"],
      // An accessory under an unknown line is not given to the product above that line.
      [8, "quickOrderAccessoryWithoutProduct", 7],
      [9, "quickOrderAmountNotWhole", undefined],
      [10, "quickOrderAccessoryWithoutProduct", 9],
    ])
    expect(status(p, 3)).toMatchObject({ amount: 3, productAmount: 2 })
    const limited = preview("KV-0604 1\nACC-KV 3", { accessoryLimit: () => 2 })
    expect(status(limited, 2)).toMatchObject({ _tag: "Refused", problem: "quickOrderAccessoryOverLimit", limit: 2 })
  })

  it("offers the nearest article numbers for an unknown one, and chooses none", () => {
    const p = preview("3013579247 2\n123 4")
    const unknown = status(p, 1)
    expect(unknown._tag).toBe("Unknown")
    if (unknown._tag !== "Unknown") return
    expect(unknown.suggestions[0]).toMatchObject({ code: "3013579246", item: { model: "Produkte", product: { key: "WS-0612-40" } } })
    // An article number that lost its leading zeros in a spreadsheet: offered with them.
    expect(status(p, 2)).toMatchObject({ _tag: "Unknown", suggestions: [{ code: "00123" }] })
    expect(p.positions).toEqual([])
    expect(p.counts.unknown).toBe(2)
  })

  it("keeps a numeric article number's leading zeros", () => {
    expect(status(preview("00123;2"), 1)).toMatchObject({ _tag: "Product", product: { key: "P-NUM" }, amount: 2 })
  })

  it("refuses formulas in the article number or the amount, never running them", () => {
    const p = preview('Artikel\tMenge\n=HYPERLINK("http://x";"KV0604")\t2\nKV0604\t=1+1\nKV0604\t@SUM(A1)\nKV0604\t+5')
    expect([2, 3, 4].map((l) => status(p, l))).toMatchObject([
      { _tag: "Refused", problem: "quickOrderFormula", item: undefined },
      { _tag: "Refused", problem: "quickOrderFormula", item: { model: "Produkte" } },
      { _tag: "Refused", problem: "quickOrderFormula" },
    ])
    expect(status(p, 5)).toMatchObject({ _tag: "Product", amount: 5 })
  })

  it("reads the shop's own export by its header, the position and name columns aside", () => {
    const csv = '\uFEFFPosition;Lieferantenartikelnummer;Pkg-Menge;Bezeichnung;Bezeichnung2\r\n1;3013579246;2;"Wandgehäuse; 600";-\r\n2;5013579246;4;"Montageplatte";-\r\n'
    const p = preview(csv)
    expect(p.columns).toMatchObject({ _tag: "Header", code: [1], amount: 2 })
    expect(quickOrderCartItems(p)).toEqual([{ productId: "WS-0612-40", amount: 2, accessories: [{ id: "ACC-MP", amount: 2 }] }])
  })

  it("guesses the columns of a list without header from the article numbers it knows", () => {
    const p = preview("1;KV0604;3;Kleinverteiler\n2;3013579246;5;Wandgehäuse")
    expect(p.columns).toEqual({ _tag: "Guessed", code: 1, amount: 2 })
    expect(quickOrderCartItems(p).map((i) => [i.productId, i.amount])).toEqual([
      ["KV-0604", 3],
      ["WS-0612-40", 5],
    ])
  })

  it("asks for the columns when nothing tells them, and reads them as chosen", () => {
    const text = "a;b;c\nx1;y1;z1\nx2;y2;z2"
    const p = preview(text)
    expect(p.columns).toEqual({ _tag: "Unknown", columnCount: 3 })
    // The first row has no digits: a header row, left out.
    expect(p.ignored).toEqual([1])
    expect(p.lines.map((l) => l.status)).toMatchObject([
      { _tag: "Refused", problem: "quickOrderChooseColumns" },
      { _tag: "Refused", problem: "quickOrderChooseColumns" },
    ])
    const chosen = previewQuickOrder(table("Menge;x;Nummer\n2;foo;KV0604\n3;bar;3013579246"), index, { columns: { code: 2, amount: 0 } })
    expect(chosen.columns).toEqual({ _tag: "Chosen", code: 2, amount: 0 })
    expect(chosen.ignored).toEqual([1])
    expect(quickOrderCartItems(chosen).map((i) => [i.productId, i.amount])).toEqual([
      ["KV-0604", 2],
      ["WS-0612-40", 3],
    ])
  })

  it("takes a header's first filled article-number column, the supplier's before an EAN", () => {
    const p = preview("EAN;Lieferantenartikelnummer;Anzahl\n9045120047123;;2\n;3013579246;4\n9045120047130;KV0604;1")
    expect(p.columns).toEqual({ _tag: "Header", line: 1, code: [1, 0], amount: 2 })
    expect(p.lines.map((l) => keyOf(l.status))).toEqual(["KV-0604", "WS-0612-40", "KV-0604"])
  })

  it("reads a line of one cell under a header as a line without columns", () => {
    const p = preview("Artikelnummer\tMenge\nKV 0604 5\n3013579246\t2\nKV 0604")
    expect(p.columns).toMatchObject({ _tag: "Header" })
    expect(p.lines.map((l) => (l.status._tag === "Product" ? [l.status.product.key, l.status.amount] : l.status._tag))).toEqual([
      ["KV-0604", 5],
      ["WS-0612-40", 2],
      ["KV-0604", 1],
    ])
  })

  it("says when a line has no article number", () => {
    expect(status(preview("Artikelnummer;Menge\n;5\nKV0604;1"), 2)).toMatchObject({ _tag: "Refused", problem: "quickOrderNoArticleNumber" })
  })

  it("re-reads a line edited or removed on the preview", () => {
    const t = table("3013579247 2\nKV0604 1")
    const fixed = previewQuickOrder(editRow(t, 1, ["3013579246", "2"]), index)
    expect(fixed.lines.map((l: PreviewLine) => keyOf(l.status))).toEqual(["WS-0612-40", "KV-0604"])
    expect(previewQuickOrder(editRow(t, 1, null), index).lines.map((l) => l.line)).toEqual([2])
  })

  it("says when the positions are more than one cart holds", () => {
    const many = Array.from({ length: 201 }, (_, i) => `KV0604 ${i + 1}\nACC-KV ${i + 1}`)
    expect(preview(many.join("\n")).overCartLimit).toBe(false)
    const distinct = Array.from({ length: 201 }, (_, i) => `KV0604 1\nACC-KV ${Math.min(i + 1, 9999)}`)
    const p = preview(distinct.join("\n"))
    expect(p.positions.length).toBe(201)
    expect(p.overCartLimit).toBe(true)
  })
})

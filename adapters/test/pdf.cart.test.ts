/** The cart PDF: its text read back with pdftotext (names, umlauts, numbers in both languages, totals, note, page numbers). */
import fc from "fast-check"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { type CartItemDto, type CartPdfInput, cartTotals, cents, decodeShareString, percent, renderCartPdf } from "@shop/core"
import { cartLayer } from "../src/layers.ts"
import { cartPdfDefinition, keepUnits } from "../src/pdf/cartPdf.ts"
import * as PdfRendererPdfmake from "../src/pdf/PdfRendererPdfmake.ts"
import { formatEuro, formatPercent } from "../src/pdf/texts.ts"
import { pdfLayoutText, pdfPages, pdfText } from "./support/pdfTools.ts"

const item = (n: number, overrides: Partial<CartItemDto> = {}): CartItemDto => ({
  id: String(n),
  product: {
    key: `P-${n}`,
    name: `Schaltschrank Größe ${n} – Außenbereich`,
    name2: `B 600 × H 1200 × T 400 mm, Tür ${n}`,
    supplierArticleNumber: String(3_000_000_000 + n),
    productAssetIdentifier: `p-${n}`,
  },
  config: [
    {
      group: "Montageplatten",
      option: "backPanel",
      accessories: [{ accessory: { key: `A-${n}`, name: "Montageplatte verzinkt für Größe ÄÖÜ", name2: "Stahl, 2 mm", supplierArticleNumber: String(5_000_000_000 + n) }, amount: 2 }],
    },
    {
      group: "Kabeleinführung",
      option: "cableEntry",
      accessories: [{ accessory: { key: `K-${n}`, name: "Kabelverschraubung M32 – Messing", name2: null, supplierArticleNumber: String(6_000_000_000 + n) }, amount: 1 }],
    },
  ],
  priceOnRequest: false,
  singleTotal: cents(123_456),
  amount: 2,
  ...overrides,
})

const input = (items: ReadonlyArray<CartItemDto>, lang: "de" | "en", discount = percent(1250)): CartPdfInput => ({
  items,
  totals: cartTotals(items, discount),
  sender: { company: "Elektro Müller & Söhne GmbH", street: "Hauptstraße 1", zip: "6020", city: "Innsbruck", country: "Österreich", email: "einkauf@mueller.example" },
  projectId: "AW-2",
  date: Date.UTC(2026, 10, 21, 12, 0, 0),
  lang,
})

const render = (value: CartPdfInput) => Effect.runPromise(PdfRendererPdfmake.cartPdf(value))
const flat = (text: string) => text.replace(/\s+/g, " ")

describe("keepUnits", () => {
  it("binds a figure to its unit, and nothing else", () => {
    expect(keepUnits("Meter cabinet, 1 meter position, 600 mm")).toBe("Meter cabinet, 1 meter position, 600\u00a0mm")
    expect(keepUnits("B 600 × H 1250 mm, 35 A; 21,9 kg (IP66)")).toBe("B 600 × H 1250\u00a0mm, 35\u00a0A; 21,9\u00a0kg (IP66)")
    expect(keepUnits("2 Alarmkontakte, 3 mmm")).toBe("2 Alarmkontakte, 3 mmm")
  })

  it("changes only spaces, and leaves no figure apart from its unit", () => {
    const word = fc.oneof(fc.constantFrom("mm", "kg", "A", "m²", "°C", "IP66", "Tür", "600", "2,5", "x"), fc.string({ maxLength: 4 }))
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const text = words.join(" ").replace(/\u00a0/g, " ")
        const kept = keepUnits(text)
        expect(kept.replace(/\u00a0/g, " ")).toBe(text)
        expect(kept).not.toMatch(/\d (mm|kg|A|m²|°C)(?=$|[\s,.;)])/)
      }),
    )
  })
})

describe("number formats", () => {
  it("formats euro amounts as de-AT digits with the euro sign after, and en-GB", () => {
    expect(formatEuro(123_456, "de")).toBe("€\u00a01.234,56")
    expect(formatEuro(123_456_789, "de")).toBe("€\u00a01.234.567,89")
    expect(formatEuro(5, "de")).toBe("€\u00a00,05")
    expect(formatEuro(123_456, "en")).toBe("€1,234.56")
    expect(formatPercent(1250, "de")).toBe("12,5\u00a0%")
    expect(formatPercent(1250, "en")).toBe("12.5%")
  })

  it("builds a definition with a repeating table header", () => {
    const definition = cartPdfDefinition(input([item(1)], "de"))
    const table = (definition.content as Array<{ table?: { headerRows?: number } }>).find((c) => c.table?.headerRows !== undefined)
    expect(table?.table?.headerRows).toBe(1)
  })
})

describe("cart PDF text", { timeout: 60_000 }, () => {
  it("German: umlauts, sender line, date, project, note, positions, accessories and totals", async () => {
    const items = [item(1), item(2, { amount: 3, singleTotal: cents(99_999) })]
    const text = flat(pdfText(await render(input(items, "de"))))
    expect(text).toContain("Muster Gehäusetechnik GmbH")
    expect(text).toContain("Anfrage")
    expect(text).toContain("Elektro Müller & Söhne GmbH, Hauptstraße 1, 6020 Innsbruck, Österreich, einkauf@mueller.example")
    expect(text).toContain("21.11.2026")
    expect(text).toContain("AW-2")
    expect(text).toContain("Alle Preise sind Listenpreise. Individuelle Preise mit Rabatten erhalten Sie von Ihrem Großhandelspartner – bitte senden Sie dieses PDF an ihn.")
    expect(text).toContain("Schaltschrank Größe 1 – Außenbereich")
    expect(text).toContain("B 600 × H 1200 × T 400 mm, Tür 1")
    expect(text).toContain("Montageplatte verzinkt für Größe ÄÖÜ")
    expect(text).toContain("Kabelverschraubung M32 – Messing")
    expect(text).toContain("3000000001")
    expect(text).toContain("5000000002")
    // 2 × 1.234,56 = 2.469,12; 3 × 999,99 = 2.999,97; subtotal 5.469,09; 12,5 % = 683,64; total 4.785,45
    for (const amount of ["€ 1.234,56", "€ 2.469,12", "€ 999,99", "€ 2.999,97", "€ 5.469,09", "€ 683,64", "€ 4.785,45"]) expect(text).toContain(amount)
    expect(text).toContain("Rabatt 12,5 %")
    expect(text).toContain("Zwischensumme")
    expect(text).toContain("Gesamtsumme nach Rabatt")
    expect(text).toContain("Seite 1 von 1")
    // Accessory quantities are totals for the position: 2 per piece × 3 pieces.
    const layout = pdfLayoutText(await render(input(items, "de")))
    expect(layout).toMatch(/Montageplatte verzinkt für Größe ÄÖÜ\s+6\b/)
  })

  it("never breaks the sender's e-mail address at its hyphens", async () => {
    const email = "projekt-einkauf@elektro-mueller-soehne.example"
    for (const company of ["Elektro Müller & Söhne GmbH", "Elektro Müller & Söhne Gesellschaft m.b.H. & Co KG, Niederlassung Tirol"]) {
      const text = pdfText(await render({ ...input([item(1)], "de"), sender: { company, street: "Hauptstraße 1", zip: "6020", city: "Innsbruck", country: "Österreich", email } }))
      expect(text.split("\n").some((line) => line.includes(email)), `${company}:\n${text.slice(0, 400)}`).toBe(true)
    }
  })

  it("a guest's cart without a company has no sender line, in either language", async () => {
    for (const lang of ["de", "en"] as const) {
      const text = flat(pdfText(await render({ ...input([item(1)], lang), sender: {} })))
      expect(text, lang).not.toMatch(/Absender|Sender|nicht angegeben|not given/)
      expect(text, lang).toContain("AW-2")
    }
  })

  it("English: words and number formats", async () => {
    const items = [item(1), item(2, { amount: 3, singleTotal: cents(99_999) })]
    const text = flat(pdfText(await render(input(items, "en"))))
    expect(text).toContain("Request for quotation")
    expect(text).toContain("21 November 2026")
    expect(text).toContain("All prices are list prices. Individual prices with discounts come from your wholesale partner – please send this PDF to them.")
    for (const amount of ["€1,234.56", "€2,469.12", "€5,469.09", "€683.64", "€4,785.45"]) expect(text).toContain(amount)
    expect(text).toContain("Discount 12.5%")
    expect(text).toContain("Total after discount")
    expect(text).toContain("Page 1 of 1")
  })

  it("a long sender line leaves the date and a project number of 15 characters on one line each", async () => {
    const sender = { company: "Elektrotechnik Oberösterreich Huber-Lechner GmbH & Co KG", street: "Industriestraße 123a", zip: "4600", city: "Wels-Schafwiesen", country: "Österreich", email: "einkauf.elektrotechnik@huber-lechner.example" }
    for (const [lang, date] of [["de", "28.11.2026"], ["en", "28 November 2026"]] as const) {
      const lines = pdfText(await render({ ...input([item(1)], lang), sender, projectId: "Projekt-Wels-No", date: Date.UTC(2026, 10, 28, 12) })).split("\n")
      expect(lines.some((line) => line.includes("Projekt-Wels-No")), lang).toBe(true)
      expect(lines.some((line) => line.includes(date)), lang).toBe(true)
    }
  })

  it("without a discount has one total, not a discount of 0 %", async () => {
    for (const [lang, total, absent] of [
      ["de", "Gesamtsumme € 4.938,24", /Rabatt|Zwischensumme/],
      ["en", "Total €4,938.24", /Discount|Subtotal/],
    ] as const) {
      const text = flat(pdfText(await render(input([item(1), item(2)], lang, percent(0)))))
      // Two lines of 2 × € 1,234.56.
      expect(text, lang).toContain(total)
      expect(text.replace(/Individuelle Preise mit Rabatten|Individual prices with discounts/, ""), lang).not.toMatch(absent)
    }
  })

  it("a line on request makes the totals 'price on request'", async () => {
    const items = [item(1), item(2, { priceOnRequest: true, singleTotal: cents(0) })]
    const text = flat(pdfText(await render(input(items, "de"))))
    expect(text).toContain("auf Anfrage")
    expect(text).toContain("Zwischensumme Preis auf Anfrage")
    expect(text).not.toContain("5.469,09")
  })

  it("a long cart runs over 3 pages with page numbers and the table header on every page", async () => {
    const items = Array.from({ length: 15 }, (_, i) => item(i + 1))
    const bytes = await render(input(items, "de"))
    expect(pdfPages(bytes)).toBe(3)
    const text = pdfText(bytes)
    for (const page of [1, 2, 3]) expect(text).toContain(`Seite ${page} von 3`)
    expect(text.match(/Lief\.-Artikelnr\./g)?.length).toBe(3)
    expect(text).toContain("Schaltschrank Größe 15 – Außenbereich")
    const english = pdfText(await render(input(items, "en")))
    expect(english).toContain("Page 3 of 3")
    expect(english.match(/Supplier art\. no\./g)?.length).toBe(3)
  })
})

describe("renderCartPdf (core program) with the demo catalogue", { timeout: 60_000 }, () => {
  const layer = Layer.mergeAll(cartLayer(), PdfRendererPdfmake.layer)

  it.effect("prices the share string from the catalogue, names the file and shows the company as sender", () =>
    Effect.gen(function* () {
      const decoded = decodeShareString("cart[0][productId]=WS-0612-40&cart[0][amount]=2&company=Elektro%20M%C3%BCller%20GmbH&discount=10&projectId=AW-7")
      const pdf = yield* renderCartPdf(decoded.cart, "de")
      expect(pdf.fileName).toMatch(/^Anfrage-\d{8}T\d{6}Z\.pdf$/)
      expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe("%PDF-")
      const text = flat(pdfText(pdf.bytes))
      // € 527,37 list price (data/catalogue), 2 pieces, 10 % discount.
      expect(text).toContain("€ 1.054,74")
      expect(text).toContain("€ 105,47")
      expect(text).toContain("€ 949,27")
      expect(text).toContain("Elektro Müller GmbH")
      expect(text).toContain("AW-7")
    }).pipe(Effect.provide(layer)),
  )

  it.effect("lists the parts delivered with a product under it, unpriced, in the PDF's language", () =>
    Effect.gen(function* () {
      // WS-0612-40 comes with its mounting plate ACC-MP-0612 (5557036037).
      const decoded = decodeShareString("cart[0][productId]=WS-0612-40&cart[0][amount]=2")
      const de = flat(pdfText((yield* renderCartPdf(decoded.cart, "de")).bytes))
      expect(de).toMatch(/Im Lieferumfang enthalten 5557036037 Montageplatte Stahlblech verzinkt/)
      // Still one priced line: the plate is in the product's price.
      expect(de).toContain("€ 1.054,74")
      const en = flat(pdfText((yield* renderCartPdf(decoded.cart, "en")).bytes))
      expect(en).toMatch(/Included in delivery 5557036037 Mounting plate, galvanised sheet steel/)
    }).pipe(Effect.provide(layer)),
  )
})

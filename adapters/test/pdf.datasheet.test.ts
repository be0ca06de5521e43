/**
 * Article datasheets: the specification text read back with pdftotext in both languages, the
 * EAN-13 barcode and the QR code decoded from a 300 dpi rendering with zbarimg (products of four
 * families), the drawing to scale and inside its box for every demo product.
 */
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import type { Product } from "@shop/core"
import { loadCatalogue } from "../src/catalogue/load.ts"
import { folderSource } from "../src/catalogue/source.ts"
import { repositoryRoot } from "../src/config.ts"
import { drawingScale, frontView } from "../src/pdf/drawing.ts"
import { DRAWING_BOX } from "../src/pdf/datasheetPdf.ts"
import * as PdfRendererPdfmake from "../src/pdf/PdfRendererPdfmake.ts"
import { decodeBarcodes, pdfText } from "./support/pdfTools.ts"

const catalogue = await Effect.runPromise(loadCatalogue(folderSource(join(repositoryRoot, "data/catalogue"))))
const byKey = (key: string): Product => catalogue.products.find((p) => p.key === key)!
const meterCabinet = catalogue.products.find((p) => p.specification.meterPositions >= 2)!
const render = (product: Product, lang: "de" | "en") => Effect.runPromise(PdfRendererPdfmake.datasheetPdf(product, lang))
const flat = (text: string) => text.replace(/\s+/g, " ")

describe("datasheet PDF text", { timeout: 60_000 }, () => {
  it("German: names, description and every specification field", async () => {
    const product = byKey("WS-0612-40")
    const text = flat(pdfText(await render(product, "de")))
    expect(text).toContain("Datenblatt")
    expect(text).toContain("Wandgehäuse Stahlblech, IP66")
    expect(text).toContain("B 600 × H 1200 × T 400 mm")
    expect(text).toContain("Tür mit Doppelbartverschluss")
    for (const [label, value] of [
      ["Artikelnummer", "WS 600.1200.400"],
      ["Lieferantenartikelnummer", "3013579246"],
      ["Abmessungen (B × H × T)", "600 × 1200 × 400 mm"],
      ["Material", "Stahlblech, pulverbeschichtet"],
      ["Schutzart (Lieferzustand)", "IP66"],
      ["Max. Schutzart", "IP66"],
      ["RAL-Farbe", "RAL 7035"],
      ["Zählerplätze", "keine"],
      ["EAN", "9045120047116"],
      ["Zolltarifnummer", "7326 90 98"],
      ["Ursprungsland", "Österreich (AT)"],
      ["Stoßfestigkeit (IK-Code)", "IK10"],
      ["Einheit", "Stück"],
      ["Nettogewicht", "43,3 kg"],
    ]) expect(text).toContain(`${label} ${value}`)
    expect(text).toContain("https://docs.example-enclosures.at/products/ws-0612-40")
    expect(text).toMatch(/Maßstab 1:\d+/)
    expect(text).toContain("Seite 1 von 1")
  })

  it("English: labels, number format and meter positions", async () => {
    const text = flat(pdfText(await render(meterCabinet, "en")))
    expect(text).toContain("Datasheet")
    expect(text).toContain(meterCabinet.name.en)
    expect(text).toContain(`Meter positions ${meterCabinet.specification.meterPositions}`)
    expect(text).toContain("Country of origin Austria (AT)")
    expect(text).toContain("Unit Piece")
    expect(text).toContain(`Net weight ${meterCabinet.specification.netWeight.toLocaleString("en-GB")} kg`)
    expect(text).toContain("Page 1 of 1")
  })
})

describe("datasheet barcodes", { timeout: 120_000 }, () => {
  // Products of four families, a meter cabinet among them (its drawing and table are the fullest).
  const families = ["wall-steel", "floor-standing", "outdoor", "meter-cabinet"] as const
  const sample = families.map((family) => catalogue.products.find((p) => p.family === family && (family !== "meter-cabinet" || p.specification.meterPositions >= 2)))

  it("the longest article number of the demo catalogue stands on one line", async () => {
    const longest = [...catalogue.products].sort((a, b) => b.specification.articleNumber.length - a.specification.articleNumber.length)[0]!
    const lines = pdfText(await render(longest, "de")).split("\n")
    expect(lines.filter((line) => line.includes(longest.specification.articleNumber)).length).toBeGreaterThanOrEqual(2)
  })

  it("the EAN-13 decodes to the product's EAN and the QR code to its documentation URL", async () => {
    expect(sample.every((p) => p !== undefined)).toBe(true)
    const pdfs = await Promise.all(sample.map((product) => render(product!, "de")))
    // Two decoders at a time: one per core.
    const decoded: Array<ReadonlyArray<string>> = []
    for (let i = 0; i < pdfs.length; i += 2) decoded.push(...(await Promise.all(pdfs.slice(i, i + 2).map(decodeBarcodes))))
    sample.forEach((product, index) => {
      expect(decoded[index], product!.key).toContain(`EAN-13:${product!.specification.ean}`)
      expect(decoded[index], product!.key).toContain(`QR-Code:${product!.specification.technicalDocumentationUrl}`)
    })
  })
})

describe("product drawing", () => {
  it("picks the smallest standard scale that fits and draws the body to that scale", () => {
    expect(drawingScale(600, 1200, 250, 300)).toBe(20)
    expect(drawingScale(200, 300, 250, 300)).toBe(5)
    const view = frontView({ width: 600, height: 1200, doorCount: 2, specification: meterCabinet.specification }, 250, 300)
    // 600 mm at 1:20 is 30 mm = 85.04 pt.
    expect(view.svg).toContain('width="85.04"')
    expect(view.svg).toContain(">600<")
    expect(view.svg).toContain(">1200<")
    expect(view.width).toBeLessThanOrEqual(250)
    expect(view.height).toBeLessThanOrEqual(300)
  })

  it("every demo product's drawing fits the box the datasheet gives it", () => {
    for (const product of catalogue.products) {
      const view = frontView({ width: product.width, height: product.height, doorCount: product.doorCount, specification: product.specification }, DRAWING_BOX.width, DRAWING_BOX.height)
      expect(view.width, product.key).toBeLessThanOrEqual(DRAWING_BOX.width)
      expect(view.height, product.key).toBeLessThanOrEqual(DRAWING_BOX.height)
      expect(view.svg, product.key).toContain(`>${product.width}<`)
    }
  })
})

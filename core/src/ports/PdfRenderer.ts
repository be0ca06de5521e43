/** Renders the shop's documents to PDF bytes: the cart PDF and one datasheet per product (spec §3, §4, §9). */
import { Context, Effect, Layer } from "effect"
import { isValidEan13, type Product } from "../catalogue/model.ts"
import { type CartPdfInput, type ComparePdfInput, senderLine } from "../documents/model.ts"
import { InfrastructureError, type ServerBusy } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import { textPdf } from "./testing/pdf.ts"

const testDatasheet = Effect.fn("PdfRenderer.datasheetPdf")(function* (product: Product, lang: Language) {
  if (!isValidEan13(product.specification.ean)) {
    return yield* new InfrastructureError({ system: "pdf", reason: `datasheet ${product.key}: invalid EAN-13 ${JSON.stringify(product.specification.ean)}` })
  }
  return textPdf(datasheetLines(product, lang))
})

export class PdfRenderer extends Context.Service<
  PdfRenderer,
  {
    /** The cart PDF: header, sender line, date and project id, list-price note, positions, totals, page numbers. */
    readonly cartPdf: (input: CartPdfInput) => Effect.Effect<Uint8Array, InfrastructureError | ServerBusy>
    /** One article datasheet with the product's specification data, barcode, QR code and drawing. */
    readonly datasheetPdf: (product: Product, lang: Language) => Effect.Effect<Uint8Array, InfrastructureError>
    /**
     * The same for a visitor waiting for one (a pdf-renderer page, a product's datasheet asset), apart
     * from the datasheet jobs and their limits: past the renderer's bound it fails with ServerBusy.
     */
    readonly datasheetPdfNow: (product: Product, lang: Language) => Effect.Effect<Uint8Array, InfrastructureError | ServerBusy>
    /** The compare page's rows and the products' pictures side by side (a visitor waits for it, bounded like a cart PDF). */
    readonly comparePdf: (input: ComparePdfInput) => Effect.Effect<Uint8Array, InfrastructureError | ServerBusy>
  }
>()("shop/pdf/PdfRenderer") {
  /**
   * Plain text PDFs with the facts a document must show (no layout, no barcode images), so
   * pdftotext reads them like the real ones. A datasheet for an invalid EAN fails, as the real
   * barcode cannot be drawn.
   */
  static readonly layerTest = Layer.succeed(
    PdfRenderer,
    PdfRenderer.of({
      cartPdf: (input) => Effect.sync(() => textPdf(cartLines(input))),
      datasheetPdf: testDatasheet,
      datasheetPdfNow: testDatasheet,
      comparePdf: (input) => Effect.sync(() => textPdf(compareLines(input))),
    }),
  )
}

const words = {
  de: { cart: "Anfrage", project: "Projekt", piece: "Stk.", subtotal: "Zwischensumme", discount: "Rabatt", total: "Gesamtsumme nach Rabatt", onRequest: "Preis auf Anfrage", datasheet: "Datenblatt", article: "Artikelnummer", supplier: "Lieferantenartikelnummer" },
  en: { cart: "Inquiry", project: "Project", piece: "pcs", subtotal: "Subtotal", discount: "Discount", total: "Total after discount", onRequest: "Price on request", datasheet: "Datasheet", article: "Article number", supplier: "Supplier article number" },
} as const

const locale = (lang: Language) => (lang === "de" ? "de-AT" : "en-GB")
const euro = (cents: number, lang: Language) => new Intl.NumberFormat(locale(lang), { style: "currency", currency: "EUR" }).format(cents / 100)
const date = (millis: number, lang: Language) =>
  new Intl.DateTimeFormat(locale(lang), lang === "de" ? { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Vienna" } : { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Vienna" }).format(millis)

const cartLines = (input: CartPdfInput): ReadonlyArray<string> => {
  const w = words[input.lang]
  const lines = [w.cart, senderLine(input.sender), date(input.date, input.lang)]
  if (input.projectId !== "") lines.push(`${w.project} ${input.projectId}`)
  input.items.forEach((item, index) => {
    const price = item.priceOnRequest ? w.onRequest : `${euro(item.singleTotal, input.lang)} / ${euro(item.singleTotal * item.amount, input.lang)}`
    lines.push(`${index + 1}. ${item.product.name} ${item.product.name2 ?? ""} ${item.product.supplierArticleNumber} ${item.amount} ${w.piece} ${price}`)
    for (const group of item.config) {
      for (const { accessory, amount } of group.accessories) {
        // Accessory amounts are per piece; the document shows them for the whole position.
        lines.push(`   ${group.group}: ${accessory.name} ${accessory.name2 ?? ""} ${accessory.supplierArticleNumber} ${amount * item.amount} ${w.piece}`)
      }
    }
  })
  const totals = input.totals
  if (totals._tag === "PriceOnRequest") lines.push(`${w.subtotal} ${w.onRequest}`)
  else {
    lines.push(`${w.subtotal} ${euro(totals.subtotal, input.lang)}`)
    lines.push(`${w.discount} ${new Intl.NumberFormat(locale(input.lang), { maximumFractionDigits: 2 }).format(totals.discount / 100)} % ${euro(totals.discountAmount, input.lang)}`)
    lines.push(`${w.total} ${euro(totals.total, input.lang)}`)
  }
  return lines
}

const compareLines = (input: ComparePdfInput): ReadonlyArray<string> => [
  input.lang === "de" ? "Produktvergleich" : "Product comparison",
  ...input.products.map((p) => `${p.name} ${p.articleNumber}`),
  ...input.rows.map((row) => `${row.label}: ${row.values.join(" | ")}`),
]

const datasheetLines = (product: Product, lang: Language): ReadonlyArray<string> => {
  const w = words[lang]
  const spec = product.specification
  return [
    w.datasheet,
    product.name[lang],
    product.name2?.[lang] ?? "",
    `${w.article} ${spec.articleNumber}`,
    `${w.supplier} ${product.supplierArticleNumber}`,
    `${product.width} × ${product.height} × ${product.depth} mm`,
    `${spec.maxProtectionType} ${spec.ralColour} ${spec.ikCode}`,
    `EAN ${spec.ean}`,
    spec.technicalDocumentationUrl,
  ]
}

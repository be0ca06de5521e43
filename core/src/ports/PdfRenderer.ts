/** Renders the shop's documents to PDF bytes: the cart PDF and one datasheet per product (spec §3, §4, §9). */
import { Context, type Effect } from "effect"
import type { Product } from "../catalogue/model.ts"
import type { CartPdfInput } from "../documents/model.ts"
import type { InfrastructureError } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"

export class PdfRenderer extends Context.Service<
  PdfRenderer,
  {
    /** The cart PDF: header, sender line, date and project id, list-price note, positions, totals, page numbers. */
    readonly cartPdf: (input: CartPdfInput) => Effect.Effect<Uint8Array, InfrastructureError>
    /** One article datasheet with the product's specification data, barcode, QR code and drawing. */
    readonly datasheetPdf: (product: Product, lang: Language) => Effect.Effect<Uint8Array, InfrastructureError>
  }
>()("shop/pdf/PdfRenderer") {}

/**
 * The cart PDF of spec §4/§9 as one program: prices the shared cart from the catalogue (never
 * from the request), renders it and names it `Anfrage-{ISO timestamp}.pdf`. Used by the web
 * endpoint (GET /api/pdf/generate-cart) and `shop-cli export-cart --format pdf`.
 */
import { Clock, Effect } from "effect"
import type { Sender } from "../cart/model.ts"
import { priceSharedCart } from "../cart/quote.ts"
import type { SharedCart } from "../cart/share.ts"
import { cartPdfFileName } from "../files/fileNames.ts"
import type { Language } from "../i18n/language.ts"
import { PdfRenderer } from "../ports/PdfRenderer.ts"
import { senderFromShare } from "./model.ts"

export const renderCartPdf = Effect.fn("Documents.renderCartPdf")(function* (
  shared: SharedCart,
  lang: Language,
  /** From the profile once accounts exist; guests: the company of the share string. */
  sender: Sender = senderFromShare(shared),
) {
  const priced = yield* priceSharedCart(shared, lang)
  const now = yield* Clock.currentTimeMillis
  const renderer = yield* PdfRenderer
  const bytes = yield* renderer.cartPdf({
    items: priced.items,
    totals: priced.totals,
    sender,
    projectId: shared.projectId,
    date: now,
    lang,
  })
  return { fileName: cartPdfFileName(now), bytes, items: priced.items.length, removed: priced.view.removed }
})

/**
 * The cart PDF of spec §4/§9 as one program: prices the shared cart from the catalogue (never
 * from the request), renders it and names it `Anfrage-{ISO timestamp}.pdf`. Used by the web
 * endpoints (GET /api/pdf/generate-cart, /{lang}/pdf-renderer/cart/), the cart request and
 * `shop-cli export-cart --format pdf`.
 */
import { Clock, Effect } from "effect"
import type { Sender } from "../cart/model.ts"
import { priceSharedCart } from "../cart/quote.ts"
import type { SharedCart } from "../cart/share.ts"
import { InvalidInput } from "../errors/errors.ts"
import { cartPdfFileName } from "../files/fileNames.ts"
import type { Language } from "../i18n/language.ts"
import { PdfRenderer } from "../ports/PdfRenderer.ts"
import { productPictureInput } from "../drawing/productPicture.ts"
import { ProfileStore } from "../ports/ProfileStore.ts"
import { senderFromShare, senderOfProfile } from "./model.ts"

/** The sender line of a logged-in customer's cart PDF: their profile and e-mail (spec §9). */
export const accountSender = Effect.fn("Documents.accountSender")(function* (uid: string, email: string, lang: Language) {
  return senderOfProfile(yield* (yield* ProfileStore).get(uid), email, lang)
})

/** Why a cart of lines the catalogue lacks (a product, an accessory, or an accessory amount past its limit) is refused. */
export const NO_PRICED_LINE = "no cart line can be priced from the catalogue"

export const renderCartPdf = Effect.fn("Documents.renderCartPdf")(function* (
  shared: SharedCart,
  lang: Language,
  /** A logged-in customer's: `accountSender`; a guest's: the company of the share string. */
  sender: Sender = senderFromShare(shared),
  /** The cart priced already in `lang` (a cart request prices it first, for its CSV and totals); else priced here. */
  alreadyPriced?: Effect.Success<ReturnType<typeof priceSharedCart>>,
) {
  const priced = alreadyPriced ?? (yield* priceSharedCart(shared, lang))
  // A line whose product or accessory the catalogue lacks is left out (spec §8: the item is
  // removed); a cart of none such is refused rather than sent as an empty quote of € 0.
  if (priced.items.length === 0) {
    return yield* new InvalidInput({ issues: [{ path: "encodedCart", key: "invalidValue", detail: NO_PRICED_LINE }] })
  }
  const now = yield* Clock.currentTimeMillis
  const renderer = yield* PdfRenderer
  const bytes = yield* renderer.cartPdf({
    items: priced.items,
    totals: priced.totals,
    sender,
    projectId: shared.projectId,
    date: now,
    lang,
    // Each line drawn with the accessories chosen for it that change its shape (a rain roof, a base…).
    pictures: priced.view.items.map((item) =>
      productPictureInput(
        item.product,
        item.config.flatMap((group) => group.accessories.map(({ accessory }) => ({ option: group.option, name: accessory.name.de }))),
      ),
    ),
  })
  return { fileName: cartPdfFileName(now), bytes, items: priced.items.length, removed: priced.view.removed }
})

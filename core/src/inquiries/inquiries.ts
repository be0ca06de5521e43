/**
 * The profile's inquiries (spec §2, §4, issue 9): the PDF of one's own inquiry through a short-lived
 * signed URL (an id that is not the user's is "not found", whoever owns it), and deleting several
 * at once together with their stored PDFs.
 */
import { Effect, Schema } from "effect"
import { addToStoredCart } from "../accounts/cart.ts"
import { decodeShareString } from "../cart/share.ts"
import { buildCartView } from "../cart/view.ts"
import { CartRequests } from "../ports/CartRequests.ts"
import { Catalogue } from "../ports/Catalogue.ts"
import { FileStore } from "../ports/FileStore.ts"
import { InquiryStore } from "../ports/InquiryStore.ts"

/** How long a signed inquiry PDF URL holds. */
export const INQUIRY_PDF_URL_SECONDS = 60

export class InquiryNotFound extends Schema.TaggedError<InquiryNotFound>()("InquiryNotFound", { id: Schema.String }) {
  override get message() {
    return `inquiry ${this.id} not found`
  }
}

export const inquiryPdfUrl = Effect.fn("Inquiries.pdfUrl")(function* (uid: string, id: string) {
  const own = (yield* (yield* InquiryStore).list(uid)).find((inquiry) => inquiry.id === id)
  if (own === undefined) return yield* new InquiryNotFound({ id })
  return yield* (yield* FileStore).signedUrl(own.pdfKey, INQUIRY_PDF_URL_SECONDS)
})

/**
 * Removes the stored PDFs of deleted inquiries, except those an unsent mail (pending, being sent,
 * or given up) attaches: the sales mail of a sent request goes out whatever the customer deletes
 * meanwhile, and the mail worker removes such a file once the last such mail is sent. Call it after
 * the rows are deleted.
 */
export const removeInquiryFiles = Effect.fn("Inquiries.removeFiles")(function* (keys: ReadonlyArray<string>) {
  if (keys.length === 0) return
  const inUse = yield* (yield* CartRequests).attachmentsInUse(keys)
  const unused = keys.filter((key) => !inUse.has(key))
  if (unused.length > 0) yield* (yield* FileStore).remove(unused)
})

/** Deletes those of `ids` that are the user's, and their PDFs; answers the ids deleted. */
export const deleteInquiries = Effect.fn("Inquiries.delete")(function* (uid: string, ids: ReadonlyArray<string>) {
  const store = yield* InquiryStore
  const before = yield* store.list(uid)
  const removed = yield* store.remove(uid, ids)
  const gone = new Set(removed)
  // The rows are gone; a PDF left behind is only storage, never shown again.
  yield* Effect.ignore(removeInquiryFiles(before.filter((inquiry) => gone.has(inquiry.id)).map((inquiry) => inquiry.pdfKey)))
  return removed
})

/**
 * ★ "Into the cart again": the inquiry's cart is added to the user's stored cart line by line by
 * the merge rule (the same configuration raises the amount). Lines whose product or an accessory
 * the catalogue no longer has are left out and counted; a full cart stops the rest.
 */
export const inquiryIntoCart = Effect.fn("Inquiries.intoCart")(function* (uid: string, id: string) {
  const shareString = yield* (yield* CartRequests).shareString(uid, id)
  if (shareString === null) return yield* new InquiryNotFound({ id })
  const decoded = decodeShareString(shareString)
  const catalogue = yield* Catalogue
  let added = 0
  let missing = decoded.problems.length
  let full = false
  for (const item of decoded.cart.items) {
    const present = yield* Effect.gen(function* () {
      yield* catalogue.product(item.productId)
      for (const accessory of item.accessories) yield* catalogue.accessory(accessory.id)
      return true
    }).pipe(Effect.catchTags({ ProductNotFound: () => Effect.succeed(false), AccessoryNotFound: () => Effect.succeed(false) }))
    if (!present) {
      missing++
      continue
    }
    const outcome = yield* addToStoredCart(uid, item).pipe(
      Effect.as("added" as const),
      Effect.catchTag("CartFull", () => Effect.succeed("full" as const)),
    )
    if (outcome === "full") {
      full = true
      break
    }
    added++
  }
  return { added, missing, full }
})

/**
 * An inquiry's cart for its detail view, priced by today's catalogue: its lines, how many the
 * catalogue no longer has, and its discount. The PDF sent with it keeps the prices of that day.
 */
export const inquiryCart = Effect.fn("Inquiries.cart")(function* (uid: string, id: string) {
  const shareString = yield* (yield* CartRequests).shareString(uid, id)
  if (shareString === null) return yield* new InquiryNotFound({ id })
  const { cart } = decodeShareString(shareString)
  // A share string's lines have no ids: their place names them.
  const view = yield* buildCartView(cart.items.map((item, index) => ({ ...item, id: `line-${index + 1}` })))
  return { items: view.items, missing: view.removed.length, discount: cart.discount }
})

/**
 * Sending the cart as a request (spec §4 cart request, §7 send-cart-request, issue 9). The server
 * trusts none of the browser's figures: it decodes the share string, prices it from the catalogue,
 * builds the CSV, the totals and the PDF itself (the browser's figures are only compared, and a
 * mismatch is logged). The PDF with the profile's sender line is stored in the owner's folder of the
 * file store; then the inquiry and its two mails are recorded in one transaction, once per request
 * key, so a double click, a retry or a reload while sending gives one inquiry and one set of mails.
 */
import { Effect, Option } from "effect"
import { CART_REQUESTS_PER_USER } from "../accounts/policy.ts"
import { throttle } from "../accounts/throttle.ts"
import type { Sender } from "../cart/model.ts"
import { priceSharedCart } from "../cart/quote.ts"
import { PROJECT_ID_TOO_LONG, decodeShareString, encodeShareString } from "../cart/share.ts"
import type { CartTotals } from "../cart/totals.ts"
import { NO_PRICED_LINE, renderCartPdf } from "../documents/cartPdf.ts"
import { senderOfProfile, senderParts } from "../documents/model.ts"
import { InvalidInput } from "../errors/errors.ts"
import { cartCsvFile } from "../export/csv.ts"
import { isoBasicTimestamp } from "../files/fileNames.ts"
import type { Language } from "../i18n/language.ts"
import type { Cents } from "../money/money.ts"
import { CartRequests, type QueuedMail, isRequestKey } from "../ports/CartRequests.ts"
import { FileStore } from "../ports/FileStore.ts"
import type { Inquiry } from "../ports/InquiryStore.ts"
import { ProfileStore } from "../ports/ProfileStore.ts"
import { inquiryReference } from "./reference.ts"

/** The spec §7 payload; the totals are the browser's, in euro cents (null: price on request). */
export interface CartRequestPayload {
  readonly encodedShoppingCart: string
  readonly csvContent: string
  readonly totalPrice: number | null
  readonly totalDiscountedPrice: number | null
}

export interface CartRequestResult {
  readonly inquiry: Inquiry
  /** false when the key had already been used: nothing new was recorded or queued. */
  readonly created: boolean
}

const listPriceOf = (totals: CartTotals): Cents | null => (totals._tag === "Priced" ? totals.subtotal : null)

const euro = (amount: Cents | null, lang: Language): string =>
  amount === null
    ? lang === "de"
      ? "Preis auf Anfrage"
      : "price on request"
    : new Intl.NumberFormat(lang === "de" ? "de-AT" : "en-GB", { style: "currency", currency: "EUR" }).format(amount / 100)

/** The two mails of a recorded inquiry: to sales (German, PDF and CSV) and the customer's confirmation in their language (PDF). */
export const cartRequestMails = (input: {
  readonly inquiry: Inquiry
  readonly sender: Sender
  readonly customerEmail: string
  readonly customerLanguage: Language
  readonly salesMailbox: string
  readonly pdfFileName: string
  readonly csvFileName: string
  readonly csv: string
  readonly lines: number
  readonly discountedTotal: Cents | null
}): ReadonlyArray<QueuedMail> => {
  const { inquiry, sender } = input
  const who = sender.company?.trim() || [sender.firstName, sender.lastName].filter((s) => (s ?? "").trim() !== "").join(" ") || input.customerEmail
  const pdf = { filename: input.pdfFileName, contentType: "application/pdf", fileKey: inquiry.pdfKey }
  const project = inquiry.projectId === "" ? "–" : inquiry.projectId
  const de = input.customerLanguage === "de"
  const reference = inquiryReference(inquiry)
  return [
    {
      kind: "sales",
      to: input.salesMailbox,
      replyTo: input.customerEmail,
      subject: `Anfrage ${reference} – ${who}`,
      text: [
        `Neue Anfrage ${reference} aus dem Webshop.`,
        "",
        `Absender: ${senderParts(sender).join(", ")}`,
        `Projektnummer: ${project}`,
        `Positionen: ${input.lines}`,
        `Listenpreis: ${euro(inquiry.listPrice, "de")}`,
        `Nach Rabatt: ${euro(input.discountedTotal, "de")}`,
        "",
        "Der Warenkorb liegt als PDF und CSV bei.",
      ].join("\n"),
      attachments: [pdf, { filename: input.csvFileName, contentType: "text/csv; charset=utf-8", text: input.csv }],
    },
    {
      kind: "customer",
      to: input.customerEmail,
      subject: de ? `Ihre Anfrage ${reference} ist eingegangen` : `We have received your request ${reference}`,
      text: (de
        ? [
            "Guten Tag,",
            "",
            `vielen Dank für Ihre Anfrage ${reference} (Projektnummer ${project}). Unser Vertrieb meldet sich mit einem Angebot bei Ihnen.`,
            "Ihren Warenkorb finden Sie als PDF im Anhang und unter „Meine Anfragen“ im Shop.",
            "",
            "Mit freundlichen Grüßen",
            "Ihr Vertriebsteam",
          ]
        : [
            "Hello,",
            "",
            `thank you for your request ${reference} (project number ${project}). Our sales team will get back to you with a quote.`,
            "Your cart is attached as a PDF and listed under “My inquiries” in the shop.",
            "",
            "Kind regards",
            "Your sales team",
          ]
      ).join("\n"),
      attachments: [pdf],
    },
  ]
}

export const sendCartRequest = Effect.fn("Inquiries.sendCartRequest")(function* (input: {
  readonly uid: string
  readonly email: string
  readonly key: string
  readonly payload: CartRequestPayload
  readonly lang: Language
  readonly salesMailbox: string
}) {
  const { uid, key, payload } = input
  if (!isRequestKey(key)) return yield* new InvalidInput({ issues: [{ path: "idempotencyKey", key: "invalidValue" }] })
  const requests = yield* CartRequests
  const earlier = yield* requests.find(uid, key)
  if (Option.isSome(earlier)) return { inquiry: earlier.value, created: false } satisfies CartRequestResult
  yield* throttle([[CART_REQUESTS_PER_USER, uid]])

  const decoded = decodeShareString(payload.encodedShoppingCart)
  // A project number the form would refuse is refused here too, never cut silently into the inquiry.
  if (decoded.problems.some((problem) => problem.path === "projectId" && problem.reason === PROJECT_ID_TOO_LONG)) {
    return yield* new InvalidInput({ issues: [{ path: "projectId", key: "tooLong" }] })
  }
  if (decoded.cart.items.length === 0) {
    return yield* new InvalidInput({ issues: [{ path: "encodedShoppingCart", key: "invalidValue", detail: "no readable cart lines" }] })
  }
  const profile = yield* (yield* ProfileStore).get(uid)
  const sender = senderOfProfile(profile, input.email, input.lang)
  const customerLanguage: Language = profile?.userlang ?? input.lang
  const priced = yield* priceSharedCart(decoded.cart, input.lang)
  if (priced.items.length === 0) return yield* new InvalidInput({ issues: [{ path: "encodedShoppingCart", key: "invalidValue", detail: NO_PRICED_LINE }] })
  const csv = cartCsvFile(priced.items)
  const listPrice = listPriceOf(priced.totals)
  const discountedTotal = priced.totals._tag === "Priced" ? priced.totals.total : null

  const mismatches = [
    ...(payload.totalPrice !== listPrice ? [`totalPrice ${String(payload.totalPrice)} ≠ ${String(listPrice)}`] : []),
    ...(payload.totalDiscountedPrice !== discountedTotal ? [`totalDiscountedPrice ${String(payload.totalDiscountedPrice)} ≠ ${String(discountedTotal)}`] : []),
    // An empty CSV is the shop's own slide-over (it has no article data to build one); anything else is compared.
    ...(payload.csvContent !== "" && payload.csvContent.replace(/^\uFEFF/, "") !== csv.replace(/^\uFEFF/, "") ? ["csvContent differs"] : []),
    ...(decoded.problems.length > 0 ? [`${decoded.problems.length} share-string problem(s)`] : []),
  ]
  if (mismatches.length > 0) yield* Effect.logWarning("cart request: the browser's figures differ from the server's; the server's are used", { uid, mismatches })

  const pdf = yield* renderCartPdf(decoded.cart, input.lang, sender, priced)
  const pdfKey = `inquiries/${uid}/${key}.pdf`
  yield* (yield* FileStore).put(pdfKey, pdf.bytes, "application/pdf")
  const stamp = pdf.fileName.replace(/^Anfrage-|\.pdf$/g, "")
  return yield* requests.record(uid, key, { projectId: decoded.cart.projectId, listPrice, pdfKey, shareString: encodeShareString(decoded.cart) }, (inquiry) =>
    cartRequestMails({
      inquiry,
      // The sales mail is German whatever the PDF's language.
      sender: senderOfProfile(profile, input.email, "de"),
      customerEmail: input.email,
      customerLanguage,
      salesMailbox: input.salesMailbox,
      pdfFileName: pdf.fileName,
      csvFileName: `Anfrage-${stamp || isoBasicTimestamp(Date.parse(inquiry.createdAt))}.csv`,
      csv,
      lines: priced.items.length,
      discountedTotal,
    }),
  )
})

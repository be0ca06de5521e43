/**
 * `shop-cli export-cart --format pdf`: the cart PDF of the web shop (`renderCartPdf` in core),
 * priced from the catalogue. Binary output is refused on a terminal without `-o`.
 */
import * as Effect from "effect/Effect"
import type { SharedCart } from "@shop/core/cart/share"
import { renderCartPdf } from "@shop/core/documents/cartPdf"
import type { Language } from "@shop/core/i18n/language"

const refusal: Record<Language, string> = {
  de: "Ein PDF wird nicht auf das Terminal geschrieben: mit -o <datei.pdf> speichern oder die Ausgabe umleiten.",
  en: "Refusing to write a binary PDF to the terminal: use -o <file.pdf> or redirect standard output.",
}

/** The message when `--format pdf` would write to a terminal; undefined when the output is fine. */
export const pdfToTerminalRefusal = (lang: Language, out: string | undefined, stdoutIsTty: boolean): string | undefined =>
  out === undefined && stdoutIsTty ? refusal[lang] : undefined

export const exportCartPdf = Effect.fn("cli.exportCartPdf")(function* (cart: SharedCart, lang: Language) {
  const pdf = yield* renderCartPdf(cart, lang)
  return pdf.bytes
})

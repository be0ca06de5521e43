/**
 * The hand-back page: what will be sent, as a table, and the form that posts it to the craftsman's
 * software (IDS: the `Warenkorb` XML in the field `warenkorb`) or to the buyer's SAP (OCI: the
 * `NEW_ITEM-…` fields). The web answers it when a hand-over session transfers its cart; `shop-cli
 * export-cart --format oci` writes it as a file.
 *
 * Built with xmlbuilder2, so every text and attribute value (a catalogue name, a hook URL's
 * parameter, the cart XML) is escaped by the library, never by hand. Written as HTML: the
 * DOCTYPE, and no empty element in its short form (`<td/>` would open a cell in HTML).
 */
import { create } from "xmlbuilder2"
import type { Language } from "../i18n/language.ts"
import { type HandoverLine, decimalPrice } from "./lines.ts"

interface Texts {
  readonly title: { readonly ids: string; readonly oci: string }
  readonly intro: { readonly ids: string; readonly oci: string }
  readonly fieldsOnly: string
  readonly send: { readonly ids: string; readonly oci: string }
  readonly sending: string
  readonly caption: string
  readonly position: string
  readonly article: string
  readonly text: string
  readonly quantity: string
  readonly unit: string
  readonly price: string
  readonly onRequest: string
  readonly field: string
  readonly value: string
  readonly ended: string
}

/** The page's texts, in the cart's language (also the long text's note of `lines.ts`). */
export const handbackTexts: Record<Language, Texts> = {
  de: {
    title: { ids: "Warenkorb an Ihre Handwerkersoftware übergeben", oci: "Warenkorb an Ihr Einkaufssystem übergeben" },
    intro: {
      ids: "Diese Positionen gehen an Ihre Software. Die Preise sind Listenpreise; Ihren Preis nennt Ihnen Ihr Großhändler.",
      oci: "Diese Positionen gehen an Ihr Einkaufssystem. Die Preise sind Listenpreise.",
    },
    fieldsOnly: "Die OCI-Felder dieses Warenkorbs. Mit der Rücksprungadresse Ihres Einkaufssystems (--hook-url) enthält die Datei ein Formular, das sie dorthin sendet.",
    send: { ids: "An meine Software senden", oci: "An mein Einkaufssystem senden" },
    sending: "Der Warenkorb wird an Ihr Einkaufssystem gesendet …",
    caption: "Positionen",
    position: "Pos.",
    article: "Artikelnummer",
    text: "Bezeichnung",
    quantity: "Menge",
    unit: "Einheit",
    price: "Listenpreis (EUR)",
    onRequest: "Preis auf Anfrage",
    field: "Feld",
    value: "Wert",
    ended: "Ihre Sitzung im Shop ist damit beendet.",
  },
  en: {
    title: { ids: "Hand the cart to your trade software", oci: "Hand the cart to your purchasing system" },
    intro: {
      ids: "These lines go to your software. Prices are list prices; your own price comes from your wholesaler.",
      oci: "These lines go to your purchasing system. Prices are list prices.",
    },
    fieldsOnly: "The OCI fields of this cart. With the return address of your purchasing system (--hook-url) the file holds a form that sends them there.",
    send: { ids: "Send to my software", oci: "Send to my purchasing system" },
    sending: "The cart is being sent to your purchasing system …",
    caption: "Lines",
    position: "Pos.",
    article: "Article number",
    text: "Description",
    quantity: "Quantity",
    unit: "Unit",
    price: "List price (EUR)",
    onRequest: "Price on request",
    field: "Field",
    value: "Value",
    ended: "Your session in the shop ends with this.",
  },
}

/** Plain styles: readable, large targets, a visible focus (the page is shown without the shop's style sheet). */
const STYLE = [
  "body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff}",
  "main{max-width:60rem;margin:0 auto;padding:1.5rem}",
  "table{border-collapse:collapse;width:100%;margin:1rem 0}",
  "th,td{border-bottom:1px solid #767676;padding:.4rem .5rem;text-align:left;vertical-align:top}",
  "td.n{text-align:right;white-space:nowrap}",
  "button{font:inherit;padding:.6rem 1.2rem;background:#00508c;color:#fff;border:0;border-radius:4px;cursor:pointer}",
  "button:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}",
].join("")

export interface HandbackForm {
  readonly action: string
  readonly target: string
  readonly charset: "UTF-8" | "ISO-8859-1"
  readonly fields: ReadonlyArray<readonly [string, string]>
}

export interface HandbackPage {
  readonly protocol: "ids" | "oci"
  readonly lang: Language
  readonly lines: ReadonlyArray<HandoverLine>
  /** The form to post; undefined: no return address (a file of OCI fields), the fields are listed instead. */
  readonly form: HandbackForm | undefined
  /** `fieldsOnly`: the fields listed in a table (the CLI's OCI file without a hook URL). */
  readonly fields?: ReadonlyArray<readonly [string, string]>
  /** The web's nonce for the page's style and script; none for a file (its style is not restricted). */
  readonly nonce?: string
  /** OCI in the browser: the form posts itself once loaded (the button stays for a browser without scripts). */
  readonly autoSubmit?: boolean
  /** Said under the button when the shop's session ended with this page. */
  readonly sessionEnded?: boolean
}

const FORM_ID = "handback"

/** The page as an HTML document (UTF-8). */
export const handbackPageHtml = (page: HandbackPage): string => {
  const t = handbackTexts[page.lang]
  const nonce = page.nonce === undefined ? {} : { nonce: page.nonce }
  const doc = create({ invalidCharReplacement: "" })
  const html = doc.ele("html", { lang: page.lang })
  const head = html.ele("head")
  head.ele("meta", { charset: "utf-8" })
  head.ele("meta", { name: "viewport", content: "width=device-width, initial-scale=1" })
  head.ele("meta", { name: "robots", content: "noindex" })
  head.ele("title").txt(t.title[page.protocol])
  head.ele("style", nonce).txt(STYLE)
  const main = html.ele("body").ele("main")
  main.ele("h1").txt(t.title[page.protocol])
  main.ele("p").txt(page.form === undefined ? t.fieldsOnly : t.intro[page.protocol])

  const table = main.ele("table")
  table.ele("caption").txt(t.caption)
  const headRow = table.ele("thead").ele("tr")
  for (const heading of [t.position, t.article, t.text, t.quantity, t.unit, t.price]) headRow.ele("th", { scope: "col" }).txt(heading)
  const rows = table.ele("tbody")
  for (const line of page.lines) {
    const row = rows.ele("tr", { "data-position": String(line.position) })
    row.ele("td", { class: "n" }).txt(String(line.position))
    row.ele("td").txt(line.supplierArticleNumber)
    row.ele("td").txt(line.shortText)
    row.ele("td", { class: "n" }).txt(String(line.amount))
    row.ele("td").txt(line.unit)
    row.ele("td", { class: "n" }).txt(line.listPrice === null ? t.onRequest : decimalPrice(line.listPrice))
  }

  if (page.form !== undefined) {
    const form = main.ele("form", {
      id: FORM_ID,
      method: "post",
      action: page.form.action,
      target: page.form.target,
      "accept-charset": page.form.charset,
    })
    for (const [name, value] of page.form.fields) form.ele("input", { type: "hidden", name, value })
    form.ele("button", { type: "submit" }).txt(t.send[page.protocol])
    if (page.sessionEnded === true) main.ele("p").txt(t.ended)
    if (page.autoSubmit === true) {
      main.ele("p", { role: "status" }).txt(t.sending)
      main.ele("script", nonce).txt(`document.getElementById(${JSON.stringify(FORM_ID)}).submit()`)
    }
  } else if (page.fields !== undefined) {
    const list = main.ele("table")
    list.ele("caption").txt("OCI")
    const listHead = list.ele("thead").ele("tr")
    listHead.ele("th", { scope: "col" }).txt(t.field)
    listHead.ele("th", { scope: "col" }).txt(t.value)
    const listBody = list.ele("tbody")
    for (const [name, value] of page.fields) {
      const row = listBody.ele("tr")
      row.ele("td").txt(name)
      row.ele("td").txt(value)
    }
  }
  // Void elements without the end tag the XML writer gives them (`<` is escaped in every text and
  // value, so these are the writer's own tags).
  const body = doc.end({ headless: true, allowEmptyTags: true, wellFormed: true }).replace(/><\/(?:input|meta)>/g, ">")
  return `<!DOCTYPE html>\n${body}\n`
}

/**
 * OCI's VALIDATE answer: no visible element (only hidden fields), posted by script as soon as it
 * loads; without a form (`form` undefined: no such item) it is an empty page, which tells the
 * buyer's system nothing valid came back.
 */
export const validatePageHtml = (page: { readonly lang: Language; readonly form: HandbackForm | undefined; readonly nonce: string }): string => {
  const doc = create({ invalidCharReplacement: "" })
  const html = doc.ele("html", { lang: page.lang })
  const head = html.ele("head")
  head.ele("meta", { charset: "utf-8" })
  head.ele("meta", { name: "robots", content: "noindex" })
  head.ele("title").txt("OCI VALIDATE")
  const body = html.ele("body")
  if (page.form !== undefined) {
    const form = body.ele("form", { id: FORM_ID, method: "post", action: page.form.action, target: page.form.target, "accept-charset": page.form.charset })
    for (const [name, value] of page.form.fields) form.ele("input", { type: "hidden", name, value })
    body.ele("script", { nonce: page.nonce }).txt(`document.getElementById(${JSON.stringify(FORM_ID)}).submit()`)
  }
  const text = doc.end({ headless: true, allowEmptyTags: true, wellFormed: true }).replace(/><\/(?:input|meta)>/g, ">")
  return `<!DOCTYPE html>\n${text}\n`
}

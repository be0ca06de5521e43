/**
 * The hand-back page: what will be sent, as a table, and the form that posts it to the craftsman's
 * software (IDS: the `Warenkorb` XML in the field `warenkorb`) or to the buyer's SAP (OCI: the
 * `NEW_ITEM-…` fields). The web answers it when a hand-over session transfers its cart; `shop-cli
 * export-cart --format oci` writes it as a file.
 *
 * Built with fast-xml-builder, so every text and attribute value (a catalogue name, a hook URL's
 * parameter, the cart XML) is escaped by the library, never by hand. Written as HTML: the
 * DOCTYPE, void elements without end tag, no other element in its short form (`<td/>` would open
 * a cell in HTML). Script and style hold no character the writer escapes.
 */
import XMLBuilder from "fast-xml-builder"
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
/** Posts the page's one form (no quote or `<` in it: the writer would escape them, and a script is not unescaped). */
const SUBMIT_SCRIPT = "document.forms[0].submit()"

/** Characters neither XML nor HTML text may hold (controls other than tab and line ends, lone surrogates, U+FFFE/U+FFFF). */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** A node as the writer takes it in order: `{ tag: children, ":@": attributes }` or `{ "#text": text }`. */
type Node = Record<string, unknown>
const el = (tag: string, attributes: Readonly<Record<string, string>> = {}, ...children: ReadonlyArray<Node | string>): Node => ({
  [tag]: children.map((child) => (typeof child === "string" ? { "#text": child.replace(NOT_TEXT, "") } : child)),
  ":@": Object.fromEntries(Object.entries(attributes).map(([name, value]) => [`@_${name}`, value.replace(NOT_TEXT, "")])),
})

const htmlWriter = new XMLBuilder({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  processEntities: true,
  suppressEmptyNode: false,
  unpairedTags: ["input", "meta"],
  suppressUnpairedNode: false,
})

const documentOf = (lang: Language, head: ReadonlyArray<Node>, body: ReadonlyArray<Node>): string =>
  `<!DOCTYPE html>\n${htmlWriter.build([el("html", { lang }, el("head", {}, el("meta", { charset: "utf-8" }), ...head), el("body", {}, ...body))])}\n`

const formOf = (form: HandbackForm, ...after: ReadonlyArray<Node>): Node =>
  el(
    "form",
    { id: FORM_ID, method: "post", action: form.action, target: form.target, "accept-charset": form.charset },
    ...form.fields.map(([name, value]) => el("input", { type: "hidden", name, value })),
    ...after,
  )

/** The page as an HTML document (UTF-8). */
export const handbackPageHtml = (page: HandbackPage): string => {
  const t = handbackTexts[page.lang]
  const nonce: Record<string, string> = page.nonce === undefined ? {} : { nonce: page.nonce }
  const rows = page.lines.map((line) =>
    el(
      "tr",
      { "data-position": String(line.position) },
      el("td", { class: "n" }, String(line.position)),
      el("td", {}, line.supplierArticleNumber),
      el("td", {}, line.shortText),
      el("td", { class: "n" }, String(line.amount)),
      el("td", {}, line.unit),
      el("td", { class: "n" }, line.listPrice === null ? t.onRequest : decimalPrice(line.listPrice)),
    ),
  )
  const main: Array<Node> = [
    el("h1", {}, t.title[page.protocol]),
    el("p", {}, page.form === undefined ? t.fieldsOnly : t.intro[page.protocol]),
    el(
      "table",
      {},
      el("caption", {}, t.caption),
      el("thead", {}, el("tr", {}, ...[t.position, t.article, t.text, t.quantity, t.unit, t.price].map((heading) => el("th", { scope: "col" }, heading)))),
      el("tbody", {}, ...rows),
    ),
  ]
  if (page.form !== undefined) {
    main.push(formOf(page.form, el("button", { type: "submit" }, t.send[page.protocol])))
    if (page.sessionEnded === true) main.push(el("p", {}, t.ended))
    if (page.autoSubmit === true) main.push(el("p", { role: "status" }, t.sending), el("script", nonce, SUBMIT_SCRIPT))
  } else if (page.fields !== undefined) {
    main.push(
      el(
        "table",
        {},
        el("caption", {}, "OCI"),
        el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t.field), el("th", { scope: "col" }, t.value))),
        el("tbody", {}, ...page.fields.map(([name, value]) => el("tr", {}, el("td", {}, name), el("td", {}, value)))),
      ),
    )
  }
  return documentOf(
    page.lang,
    [
      el("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      el("meta", { name: "robots", content: "noindex" }),
      el("title", {}, t.title[page.protocol]),
      el("style", nonce, STYLE),
    ],
    [el("main", {}, ...main)],
  )
}

/**
 * OCI's VALIDATE answer: no visible element (only hidden fields), posted by script as soon as it
 * loads; without a form (`form` undefined: no such item) it is an empty page, which tells the
 * buyer's system nothing valid came back.
 */
export const validatePageHtml = (page: { readonly lang: Language; readonly form: HandbackForm | undefined; readonly nonce: string }): string =>
  documentOf(
    page.lang,
    [el("meta", { name: "robots", content: "noindex" }), el("title", {}, "OCI VALIDATE")],
    page.form === undefined ? [] : [formOf(page.form), el("script", { nonce: page.nonce }, SUBMIT_SCRIPT)],
  )

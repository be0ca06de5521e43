/**
 * IDS-Connect 2.5 (ITEK with BVBS, DG Haustechnik and ZVSHK), the shop's side: the cart as the
 * standard's `Warenkorb` XML for "Warenkorb empfangen" (WKE: the shop sends the cart to the
 * craftsman's software), and a `Warenkorb` sent by the software ("Warenkorb senden", WKS) read into
 * cart lines, every line matched against the catalogue. docs/handover.md lists the fields.
 *
 * Built with fast-xml-builder (every `&`, `<`, `>` and quote of a text escaped by the library;
 * characters XML 1.0 cannot hold dropped before); read with fast-xml-parser after its validator,
 * with any DOCTYPE refused first (no entity of the sender's is ever expanded).
 * Prices in a sent cart (`OfferPrice`, `NetPrice`) are never read: the cart prices every line from
 * the catalogue.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { XMLParser, XMLValidator } from "fast-xml-parser"
import XMLBuilder from "fast-xml-builder"
import { PROJECT_ID_MAX_LENGTH } from "../cart/limits.ts"
import { MAX_QUICK_ORDER_LINES } from "../quickOrder/limits.ts"
import { type ArticleCodes, type PreviewLine, type QuickOrderPreview, previewQuickOrder } from "../quickOrder/preview.ts"
import type { QuickOrderTable, TableRow } from "../quickOrder/table.ts"
import { HandoverRefused } from "./errors.ts"
import { MAX_IDS_CART_BYTES } from "./limits.ts"
import { type HandoverLine, decimalPrice } from "./lines.ts"

export const IDS_VERSION = "2.5"
/** The target namespace of ITEK's schemas (`warenkorb_empfangen_2_5.xsd`, `warenkorb_senden_2_5.xsd`). */
export const IDS_NAMESPACE = "http://www.itek.de/Shop-Anbindung/Warenkorb/"
/** The form field the cart XML travels in, both ways. */
export const IDS_CART_FIELD = "warenkorb"
export { MAX_IDS_CART_BYTES }

/** The standard's field lengths the shop writes (IDS 2.5 "Dateninhalte Warenkorb"). */
const KURZTEXT_LENGTH = 100
const LANGTEXT_LENGTH = 1000
const HINWEIS_LENGTH = 256

/** Characters XML 1.0 cannot hold (controls other than tab and line ends, lone surrogates, U+FFFE/U+FFFF). */
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Without what XML cannot hold, then cut to a length in characters (code points), never inside a surrogate pair. */
const cut = (text: string, length: number): string => {
  const chars = [...text.replace(NOT_XML, "")]
  return chars.length <= length ? chars.join("") : chars.slice(0, length).join("")
}

/** Date and time as the shop's clock reads them in Vienna (IDS wants the creation date and time, no zone). */
const viennaDateTime = (millis: number): { readonly date: string; readonly time: string } => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Vienna",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(millis))
      .map((p) => [p.type, p.value]),
  )
  return { date: `${parts["year"]}-${parts["month"]}-${parts["day"]}`, time: `${parts["hour"]}:${parts["minute"]}:${parts["second"]}` }
}

export interface IdsCartOptions {
  /** The cart's project number: `OrderInfo/Kommission` (the craftsman's job reference). */
  readonly projectId: string
  /** When the cart was handed back (the shop's clock, milliseconds). */
  readonly createdAt: number
  /** The text shown for a line whose price is quoted on request (`Hinweis`). */
  readonly onRequestNote: string
}

/**
 * The `Warenkorb` of "Warenkorb empfangen" (WKE), UTF-8. Per line: `RefItems/Supplier` (the
 * position), `EAN`, `ArtNo` (supplier article number), `Qty` (whole pieces, two places), `QU`,
 * `Kurztext`, `Langtext`, `OfferPrice` (the list price, euro) with `PriceBasis` 1; a line priced
 * on request has no `OfferPrice` and a `Hinweis` instead. No `NetPrice`: the customer's own price
 * comes from the wholesaler.
 */
/** The writer: attributes with `@_`, indented, every value escaped (`processEntities`). */
const xmlWriter = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@_", format: true, indentBy: "  ", processEntities: true, suppressEmptyNode: false })

export const idsCartXml = (lines: ReadonlyArray<HandoverLine>, options: IdsCartOptions): string => {
  const { date, time } = viennaDateTime(options.createdAt)
  const projectId = options.projectId.replace(NOT_XML, "").trim()
  const item = (line: HandoverLine) => ({
    ItemChara: "normal",
    RefItems: { Supplier: String(line.position) },
    ...(line.ean === undefined ? {} : { EAN: line.ean }),
    ArtNo: line.supplierArticleNumber.replace(NOT_XML, ""),
    Qty: `${line.amount}.00`,
    QU: line.unit,
    Kurztext: cut(line.shortText, KURZTEXT_LENGTH),
    ...(line.longText === "" ? {} : { Langtext: cut(line.longText, LANGTEXT_LENGTH) }),
    ...(line.listPrice !== null ? { OfferPrice: decimalPrice(line.listPrice), PriceBasis: "1.00" } : { Hinweis: cut(options.onRequestNote, HINWEIS_LENGTH) }),
  })
  // Object keys keep the order written: the order of the standard's sequences.
  return xmlWriter.build({
    "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
    Warenkorb: {
      "@_xmlns": IDS_NAMESPACE,
      WarenkorbInfo: { Date: date, Time: time, RueckgabeKZ: "Warenkorbrückgabe", Version: IDS_VERSION },
      Order: {
        OrderInfo: { ModeOfShipment: "Lieferung", Cur: "EUR", ...(projectId === "" ? {} : { Kommission: projectId }) },
        ...(lines.length === 0 ? {} : { OrderItem: lines.map(item) }),
      },
    },
  })
}

// ——— Warenkorb senden (WKS): the software's cart read into cart lines ———

/** `Qty`: the standard's decimal, a point and up to three places (2.0 changed it from two to three). */
const QUANTITY = /^\d{1,11}(?:\.\d{1,3})?$/

const Text = Schema.String.pipe(Schema.check(Schema.isMaxLength(1000)))
const OrderItem = Schema.Struct({
  ArtNo: Schema.optionalKey(Text),
  EAN: Schema.optionalKey(Text),
  Qty: Schema.String.pipe(Schema.check(Schema.isPattern(QUANTITY))),
})
const SentCart = Schema.Struct({
  Warenkorb: Schema.Struct({
    WarenkorbInfo: Schema.optionalKey(Schema.Struct({ Version: Schema.optionalKey(Text) })),
    Order: Schema.Struct({
      OrderInfo: Schema.optionalKey(Schema.Struct({ Kommission: Schema.optionalKey(Text) })),
      OrderItem: Schema.optionalKey(Schema.Array(OrderItem).pipe(Schema.check(Schema.isMaxLength(MAX_QUICK_ORDER_LINES)))),
    }),
  }),
})
type SentCart = typeof SentCart.Type

const parser = new XMLParser({
  ignoreAttributes: true,
  removeNSPrefix: true,
  // Every value stays text: `00123` keeps its zeros, `1.50` is read by QUANTITY, not as a number.
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === "OrderItem",
})

export interface IdsCartImport {
  /** Every sent line matched against the catalogue (found, unknown with the nearest numbers, refused), and the positions to add. */
  readonly preview: QuickOrderPreview
  /** `OrderInfo/Kommission` when it fits the cart's project number (15 characters). */
  readonly projectId: string | undefined
  /** The `Version` the software wrote, for the log. */
  readonly version: string | undefined
}

const invalid = (detail: string) => new HandoverRefused({ reason: "handoverCartInvalid", detail })

/** The sent XML checked and decoded: the structure the shop reads, nothing else. */
export const decodeIdsCart = (xml: string): Effect.Effect<SentCart, HandoverRefused> =>
  Effect.gen(function* () {
    if (new TextEncoder().encode(xml).length > MAX_IDS_CART_BYTES) return yield* invalid(`larger than ${MAX_IDS_CART_BYTES} bytes`)
    // A DOCTYPE may declare entities (expansion bombs, external files): a cart never needs one.
    if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return yield* invalid("a DOCTYPE is not allowed")
    const text = xml.replace(/^\uFEFF/, "")
    const valid = XMLValidator.validate(text)
    if (valid !== true) return yield* invalid(`not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`)
    const parsed: unknown = yield* Effect.try({ try: () => parser.parse(text), catch: () => invalid("not readable XML") })
    return yield* Schema.decodeUnknownEffect(SentCart)(parsed).pipe(
      Effect.mapError((error) => invalid(`not an IDS Warenkorb: ${error.message.split("\n")[0] ?? ""}`)),
    )
  })

/** `1.500` → `1`, `2.50` → not whole; the amount cell the quick order reads, or undefined when not whole. */
const wholeQuantity = (qty: string): string | undefined => {
  const [whole, fraction = ""] = qty.split(".")
  return /^0*$/.test(fraction) ? String(Number(whole)) : undefined
}

/**
 * A sent `Warenkorb` read into cart lines by the quick order's rules (quickOrder/preview.ts): each
 * `OrderItem` looked up by `ArtNo` (or its `EAN` when it has none) in the catalogue's codes; an
 * accessory line belongs to the product line above it, its amount divided by the product's (the
 * shop's own hand-back writes them so); unknown articles are listed with the nearest article
 * numbers, never chosen; a quantity that is not whole pieces is refused, not rounded.
 */
export const readIdsCart = (xml: string, codes: ArticleCodes): Effect.Effect<IdsCartImport, HandoverRefused> =>
  Effect.gen(function* () {
    const cart = yield* decodeIdsCart(xml)
    const items = cart.Warenkorb.Order.OrderItem ?? []
    const notWhole = new Map<number, { readonly code: string; readonly qty: string }>()
    const rows: Array<TableRow> = items.map((item, index) => {
      const line = index + 1
      const code = item.ArtNo ?? ""
      const amount = wholeQuantity(item.Qty)
      if (amount === undefined) {
        // Read as a line without article number, so that it ends its position as a refused line
        // does (no accessory after it attaches to the product before it); its status is set below.
        notWhole.set(line, { code: code !== "" ? code : (item.EAN ?? ""), qty: item.Qty })
        return { line, cells: ["", "1", ""] }
      }
      return { line, cells: [code, amount, item.EAN ?? ""] }
    })
    const table: QuickOrderTable = {
      source: "text",
      separator: "cells",
      rows,
      header: { line: 1, code: [0, 2], amount: 1 },
      ignored: [],
    }
    const preview = previewQuickOrder(table, codes)
    const lines = preview.lines.map((line): PreviewLine => {
      const refused = notWhole.get(line.line)
      if (refused === undefined) return line
      return {
        ...line,
        code: refused.code,
        amountText: refused.qty,
        status: { _tag: "Refused", problem: "quickOrderAmountNotWhole", item: codes.byCode(refused.code)[0]?.item },
      }
    })
    const kommission = cart.Warenkorb.Order.OrderInfo?.Kommission?.trim()
    return {
      preview: { ...preview, lines },
      projectId: kommission !== undefined && kommission !== "" && [...kommission].length <= PROJECT_ID_MAX_LENGTH ? kommission : undefined,
      version: cart.Warenkorb.WarenkorbInfo?.Version,
    }
  })

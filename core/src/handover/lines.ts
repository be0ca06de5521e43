/**
 * The cart as it is handed on (issue 26): one line per article, the way the craftsman's software
 * (IDS-Connect) and the buyer's SAP (OCI) take a cart. Built from the priced cart view (the same
 * views the CSV and PDF exports print), so every price comes from the catalogue.
 *
 * Accessories are own lines right after their product, as in the CSV export: the amount is the
 * whole amount to order (item amount × accessory amount), the long text names the position of the
 * product they belong to. Not IDS sub-positions: the public descriptions define the sub-position
 * numbers (`RefItems/SupplierSubNo`) without saying whether a sub-position's amount is per piece
 * of its parent or in total, or whether its price is in the parent's; a software reading it the
 * other way would order wrong amounts. Own lines are read the same way by every software and by
 * OCI, which has no sub-positions for ordinary items (docs/handover.md).
 */
import type { CartItemView } from "../cart/model.ts"
import type { Accessory, Product } from "../catalogue/model.ts"
import type { Language } from "../i18n/language.ts"
import { type Cents, centsToDecimalString } from "../money/money.ts"

/** Units as IDS and OCI write them: the UN/ECE code list both name (IDS: "Codeliste Mengeneinheiten"). */
export type IsoUnit = "PCE" | "MTR" | "KGM" | "PR" | "SET"

/** The catalogue's unit (`specification.unit`, `Stk` throughout) as an ISO code; anything else is a piece. */
export const isoUnit = (unit: string | undefined): IsoUnit => {
  switch ((unit ?? "").trim().toLowerCase().replace(/\.$/, "")) {
    case "m":
      return "MTR"
    case "kg":
      return "KGM"
    case "paar":
    case "pair":
      return "PR"
    case "satz":
    case "set":
      return "SET"
    // Stk, St, Stück, pcs and every unit the catalogue does not name otherwise: enclosures and
    // their accessories are sold by the piece.
    default:
      return "PCE"
  }
}

export interface HandoverLine {
  /** 1, 2, … in the order of the cart: a product, then its accessories. */
  readonly position: number
  readonly kind: "product" | "accessory"
  /** For an accessory: the position of its product. */
  readonly productPosition: number | undefined
  /** The catalogue's key (product or accessory): OCI's external product id, what DETAIL and VALIDATE name. */
  readonly key: string
  readonly supplierArticleNumber: string
  /** The maker's own article number (the products' `specification.articleNumber`); accessories have none but their supplier number. */
  readonly manufacturerArticleNumber: string
  readonly ean: string | undefined
  /** Whole pieces to order (for an accessory: item amount × accessory amount). */
  readonly amount: number
  readonly unit: IsoUnit
  /** The article's name in the cart's language. */
  readonly shortText: string
  /** The second name, the description and, for an accessory, the product it belongs to. */
  readonly longText: string
  /** List price of one piece, from the catalogue; null when the price is quoted on request. */
  readonly listPrice: Cents | null
}

const labels = {
  de: { accessoryOf: (position: number, number: string) => `Zubehör zu Position ${position} (${number})`, onRequest: "Preis auf Anfrage" },
  en: { accessoryOf: (position: number, number: string) => `Accessory of position ${position} (${number})`, onRequest: "Price on request" },
} as const

const text = (value: { readonly de: string; readonly en: string } | undefined, lang: Language): string => (value === undefined ? "" : value[lang].trim())

const joinLines = (parts: ReadonlyArray<string>): string => parts.filter((p) => p !== "").join("\n")

/** A product's line: `amount` pieces, at `position`. */
export const productLine = (product: Product, amount: number, position: number, lang: Language): HandoverLine => ({
  position,
  kind: "product",
  productPosition: undefined,
  key: product.key,
  supplierArticleNumber: product.supplierArticleNumber,
  manufacturerArticleNumber: product.specification.articleNumber,
  ean: product.specification.ean,
  amount,
  unit: isoUnit(product.specification.unit),
  shortText: text(product.name, lang),
  longText: joinLines([text(product.name2, lang), text(product.description, lang), product.priceOnRequest ? labels[lang].onRequest : ""]),
  listPrice: product.priceOnRequest ? null : product.listPrice,
})

/** An accessory's line: `amount` pieces in all, at `position`; `of`: the product's position and supplier article number, when it goes with one. */
export const accessoryLine = (
  accessory: Accessory,
  amount: number,
  position: number,
  lang: Language,
  of?: { readonly position: number; readonly supplierArticleNumber: string },
): HandoverLine => ({
  position,
  kind: "accessory",
  productPosition: of?.position,
  key: accessory.key,
  supplierArticleNumber: accessory.supplierArticleNumber,
  manufacturerArticleNumber: accessory.supplierArticleNumber,
  ean: undefined,
  amount,
  unit: "PCE",
  shortText: text(accessory.name, lang),
  longText: joinLines([
    text(accessory.name2, lang),
    of === undefined ? "" : labels[lang].accessoryOf(of.position, of.supplierArticleNumber),
    accessory.priceOnRequest ? labels[lang].onRequest : "",
  ]),
  listPrice: accessory.priceOnRequest ? null : accessory.listPrice,
})

/** The lines of a priced cart, products in cart order, each followed by its accessories. */
export const handoverLines = (items: ReadonlyArray<CartItemView>, lang: Language): ReadonlyArray<HandoverLine> => {
  const lines: Array<HandoverLine> = []
  for (const item of items) {
    const product = productLine(item.product, item.amount, lines.length + 1, lang)
    lines.push(product)
    for (const group of item.config) {
      for (const { accessory, amount } of group.accessories) {
        lines.push(accessoryLine(accessory, item.amount * amount, lines.length + 1, lang, product))
      }
    }
  }
  return lines
}

/** A price in euro as both standards write decimals: a point, no thousands separator, two places. */
export const decimalPrice = (value: Cents): string => centsToDecimalString(value)

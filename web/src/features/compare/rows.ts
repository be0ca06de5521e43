/**
 * The compare page's rows: every specification value as the page shows it, in the page's
 * language, and whether it differs between the products. The page (ComparePage.tsx) and its PDF
 * (pdf.ts) both take them from here, so the document says what the page says.
 */
import type { IntlShape } from "react-intl"
import type { MessageId } from "../../platform/i18n/intl.ts"
import type { CompareProductView } from "./model.ts"

export interface CompareRow {
  readonly id: string
  readonly label: MessageId
  /** The value as shown: rows differ when these texts do. */
  readonly value: (p: CompareProductView, intl: IntlShape) => string
  /** The price is shown formatted (the page renders it with its Price component). */
  readonly printed?: (p: CompareProductView, intl: IntlShape) => string
}

const euro = (cents: number, intl: IntlShape) => intl.formatNumber(cents / 100, { style: "currency", currency: "EUR" })

export const compareRows: ReadonlyArray<CompareRow> = [
  { id: "articleNumber", label: "product.spec.articleNumber", value: (p) => p.articleNumber },
  { id: "supplierArticleNumber", label: "product.spec.supplierArticleNumber", value: (p) => p.supplierArticleNumber },
  { id: "dimensions", label: "product.spec.dimensions", value: (p, intl) => intl.formatMessage({ id: "product.spec.dimensionsValue" }, { width: p.width, height: p.height, depth: p.depth }) },
  { id: "protectionType", label: "product.spec.protectionType", value: (p) => p.protectionType },
  { id: "maxProtectionType", label: "product.spec.maxProtectionType", value: (p) => p.maxProtectionType },
  { id: "material", label: "product.spec.material", value: (p, intl) => intl.formatMessage({ id: `material.${p.material}` }) },
  { id: "ralColour", label: "product.spec.ralColour", value: (p) => p.ralColour },
  { id: "meterPositions", label: "product.spec.meterPositions", value: (p, intl) => (p.meterPositions === 0 ? intl.formatMessage({ id: "product.spec.meterPositionsNone" }) : String(p.meterPositions)) },
  { id: "ratedCurrent", label: "product.spec.ratedCurrent", value: (p, intl) => (p.ratedCurrent === null ? "–" : intl.formatMessage({ id: "product.amperage.value" }, { amperes: p.ratedCurrent })) },
  {
    id: "areasOfUse",
    label: "product.spec.areasOfUse",
    value: (p, intl) =>
      p.areasOfUse.length === 0 ? intl.formatMessage({ id: "product.spec.areasOfUseAll" }) : intl.formatList(p.areasOfUse.map((a) => intl.formatMessage({ id: `area.${a}` }))),
  },
  { id: "netWeight", label: "product.spec.netWeight", value: (p, intl) => intl.formatNumber(p.netWeight, { style: "unit", unit: "kilogram", maximumFractionDigits: 2 }) },
  { id: "ean", label: "product.spec.ean", value: (p) => p.ean },
  { id: "tariffNumber", label: "product.spec.tariffNumber", value: (p) => p.tariffNumber },
  { id: "countryOfOrigin", label: "product.spec.countryOfOrigin", value: (p, intl) => intl.formatDisplayName(p.countryOfOrigin, { type: "region", fallback: "code" }) ?? p.countryOfOrigin },
  { id: "ikCode", label: "product.spec.ikCode", value: (p) => p.ikCode },
  {
    id: "listPrice",
    label: "product.listPrice",
    value: (p, intl) => (p.priceOnRequest ? intl.formatMessage({ id: "product.priceOnRequest" }) : String(p.listPrice)),
    printed: (p, intl) => (p.priceOnRequest ? intl.formatMessage({ id: "product.priceOnRequest" }) : euro(p.listPrice, intl)),
  },
]

export interface ValuedRow {
  readonly row: CompareRow
  readonly values: ReadonlyArray<string>
  readonly differs: boolean
}

/** Each row's values for the products, and whether they differ. */
export const valuedRows = (products: ReadonlyArray<CompareProductView>, intl: IntlShape): ReadonlyArray<ValuedRow> =>
  compareRows.map((row) => {
    const values = products.map((p) => row.value(p, intl))
    return { row, values, differs: new Set(values).size > 1 }
  })

/** The rows "only differences" shows: those that differ. */
export const shownRows = (valued: ReadonlyArray<ValuedRow>, only: boolean): ReadonlyArray<ValuedRow> => (only ? valued.filter((v) => v.differs) : valued)

/** Whether anything but the article numbers differs (they always do, and alone make "only differences" empty of interest). */
export const anyRealDifference = (valued: ReadonlyArray<ValuedRow>): boolean =>
  valued.some((v) => v.differs && v.row.id !== "articleNumber" && v.row.id !== "supplierArticleNumber")

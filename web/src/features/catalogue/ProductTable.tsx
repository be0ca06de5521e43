/**
 * The catalogue as a table (`view=table` in the URL, with the filters): one row a product, each
 * column header a link that sorts by it (the catalogue's sort keys; the article number has none,
 * the name's order is close to it). Server-rendered links: it works without JavaScript.
 */
import { Link } from "@tanstack/react-router"
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl"
import type { SortKey } from "@shop/core/catalogue/model"
import type { ProductRowView } from "./model.ts"
import type { CleanedSearch, SearchRecord } from "./search.ts"
import { presentSearch } from "./search.ts"
import { Price } from "../../ui/Price.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import type { MessageId } from "../../platform/i18n/intl.ts"
import * as s from "./catalogue.css.ts"
import { visuallyHidden } from "../../styles/common.css.ts"

export const isTableView = (search: CleanedSearch): boolean => search["view"] === "table"

/** The same list in the other view (the cards' URL has no `view`). */
export const withView = (search: CleanedSearch, view: "cards" | "table"): SearchRecord => {
  const rest = Object.fromEntries(Object.entries(presentSearch(search)).filter(([key]) => key !== "view"))
  return view === "table" ? { ...rest, view: "table" } : rest
}

interface Column {
  readonly id: string
  readonly label: MessageId
  /** The order the header sets; a second click on the price turns it round. */
  readonly sort: ReadonlyArray<SortKey>
  readonly numeric?: boolean
}

const columns: ReadonlyArray<Column> = [
  { id: "article", label: "product.spec.articleNumber", sort: ["article-asc"] },
  { id: "name", label: "catalogue.table.name", sort: ["name-asc"] },
  { id: "size", label: "catalogue.table.size", sort: ["width-asc", "height-asc"] },
  { id: "protection", label: "catalogue.table.protection", sort: ["protection-asc"] },
  { id: "material", label: "catalogue.table.material", sort: ["material-asc"] },
  { id: "meters", label: "catalogue.table.meters", sort: ["meters-asc"], numeric: true },
  { id: "weight", label: "catalogue.table.weight", sort: ["weight-asc"], numeric: true },
  { id: "price", label: "catalogue.table.price", sort: ["price-asc", "price-desc"], numeric: true },
]

const HeaderCell = ({ column, sort, search }: { readonly column: Column; readonly sort: SortKey; readonly search: CleanedSearch }) => {
  const lang = useLang()
  const intl = useIntl()
  const label = intl.formatMessage({ id: column.label })
  const at = column.sort.indexOf(sort)
  const ariaSort = at === -1 ? undefined : sort === "price-desc" ? "descending" : "ascending"
  if (column.sort.length === 0) {
    return (
      <th scope="col" className={column.numeric ? s.numeric : undefined}>
        {label}
      </th>
    )
  }
  // The next order of this column: its first, or (sorted by it) the one after.
  const next = column.sort[at === -1 ? 0 : (at + 1) % column.sort.length]!
  const { limit: _limit, ...rest } = presentSearch(search)
  return (
    <th scope="col" aria-sort={ariaSort} className={column.numeric ? s.numeric : undefined} data-testid={`column-${column.id}`}>
      <Link
        to="/$lang/product-catalog/"
        params={{ lang }}
        search={{ ...rest, sort: next }}
        resetScroll={false}
        className={s.sortLink}
        data-testid={`sort-${column.id}`}
      >
        {label}
        {/* The name starts with the visible label (WCAG 2.5.3) and says which order the link sets. */}
        <span className={visuallyHidden}>: {intl.formatMessage({ id: "catalogue.table.sortBy" }, { column: intl.formatMessage({ id: `catalogue.sort.${next}` }) })}</span>
        <span className={s.sortMark} aria-hidden="true">
          {ariaSort === "descending" ? "▼" : ariaSort === "ascending" ? "▲" : "↕"}
        </span>
      </Link>
    </th>
  )
}

export const ProductTable = ({ items, sort, search }: { readonly items: ReadonlyArray<ProductRowView>; readonly sort: SortKey; readonly search: CleanedSearch }) => {
  const lang = useLang()
  return (
    <div className={s.tableWrap}>
      <table className={s.table} data-testid="product-table">
        <caption className={s.tableCaption}>
          <FormattedMessage id="catalogue.table.caption" />
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.id} column={column} sort={sort} search={search} />
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((p) => (
            <tr key={p.slug} data-testid="table-row" data-slug={p.slug}>
              <td className={s.nowrap}>{p.articleNumber}</td>
              <th scope="row">
                <Link to="/$lang/product-catalog/$productName/" params={{ lang, productName: p.slug }}>
                  {p.name}
                </Link>
              </th>
              <td className={s.nowrap} data-testid="cell-size">
                <FormattedMessage id="catalogue.card.size" values={{ width: p.width, height: p.height, depth: p.depth }} />
              </td>
              <td className={s.nowrap}>{p.protectionType}</td>
              <td>
                <FormattedMessage id={`material.${p.material}`} />
              </td>
              <td className={s.numeric}>{p.meterPositions}</td>
              <td className={s.numeric}>
                <FormattedNumber value={p.netWeight} style="unit" unit="kilogram" maximumFractionDigits={2} />
              </td>
              <td className={s.numeric}>
                <Price cents={p.listPrice} onRequest={p.priceOnRequest} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

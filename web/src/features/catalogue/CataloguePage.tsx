/**
 * Spec §2 catalogue list: filters, result count, the active filters as removable chips,
 * server-rendered cards, load more, and an empty result that offers the nearest sizes and the
 * filters to drop. After every change of the filters the result count and the first result come
 * into view (the count is the page's live region, so the change is announced).
 */
import { Link } from "@tanstack/react-router"
import { useEffect, useRef } from "react"
import { FormattedMessage, type IntlShape, useIntl } from "react-intl"
import type { CataloguePageView, DropView, ProductCardView } from "./model.ts"
import { type SearchRecord, withLimit } from "./search.ts"
import { button, container, pageTitle, visuallyHidden } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as s from "./catalogue.css.ts"
import { FilterForm } from "./FilterForm.tsx"
import { chipLabel, stateValues } from "./labels.ts"
import { ProductCard } from "./ProductCard.tsx"
import { ProductTable, isTableView, withView } from "./ProductTable.tsx"

/**
 * Brings the count and the first result (or the empty result's message) into view: scrolls only
 * when one of them is out of sight (above the view, under the sticky header, or below the fold).
 * With `focus`, the count takes the focus (the control the visitor used is gone: a removed chip).
 */
const revealResults = (count: HTMLElement, focus: boolean) => {
  const first = document.querySelector<HTMLElement>('[data-testid="product-card"], [data-testid="table-row"], [data-testid="empty-title"]')
  const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
  const top = count.getBoundingClientRect().top
  const bottom = first?.getBoundingClientRect().bottom ?? count.getBoundingClientRect().bottom
  // By the header's real height: on a phone it holds the search field in a row of its own.
  if (top < headerBottom || bottom > window.innerHeight) window.scrollBy({ top: top - headerBottom - 16 })
  if (focus) count.focus({ preventScroll: true })
}

/** The active filters as links to the list without each; plus "remove all". */
const ActiveFilters = ({ page, onRemove }: { readonly page: CataloguePageView; readonly onRemove: () => void }) => {
  const lang = useLang()
  const intl = useIntl()
  return (
    <div className={s.chips} data-testid="active-filters">
      <h2 id="active-filters-title" className={visuallyHidden}>
        <FormattedMessage id="catalogue.chips.title" />
      </h2>
      <ul className={s.chipList} aria-labelledby="active-filters-title">
        {page.chips.map(({ chip, search }) => {
          const label = chipLabel(intl, chip, page.applied.area)
          return (
            <li key={`${chip.kind}:${"param" in chip ? chip.param : ""}:${"value" in chip ? chip.value : "group" in chip ? chip.group : ""}`}>
              <Link
                to="/$lang/product-catalog/"
                params={{ lang }}
                search={search}
                resetScroll={false}
                className={s.chip}
                aria-label={intl.formatMessage({ id: "catalogue.chips.remove" }, { filter: label })}
                onClick={onRemove}
                data-testid="filter-chip"
              >
                <span>{label}</span>
                <span className={s.chipRemove} aria-hidden="true">
                  ×
                </span>
              </Link>
            </li>
          )
        })}
        <li>
          <Link to="/$lang/product-catalog/" params={{ lang }} search={page.removeAll} resetScroll={false} className={s.chipClear} onClick={onRemove} data-testid="remove-all-filters">
            <FormattedMessage id="catalogue.chips.removeAll" />
          </Link>
        </li>
      </ul>
    </div>
  )
}

/** A drop suggestion's name: the group and its values, or the range. */
const dropLabel = (intl: IntlShape, drop: DropView, areas: ReadonlyArray<string>): string => {
  const values = drop.chips.map((chip) => chipLabel(intl, chip, areas))
  const first = drop.chips[0]
  if (first?.kind === "range") return values.join(", ")
  const title = {
    family: "catalogue.filter.family",
    material: "catalogue.filter.material",
    protectionType: "catalogue.filter.protectionType",
    areaOfUse: "catalogue.filter.areaOfUse",
    meterPositions: "catalogue.filter.meterPositions",
  } as const
  const group = drop.group in title ? intl.formatMessage({ id: title[drop.group as keyof typeof title] }) : ""
  return `${group}: ${values.join(", ")}`
}

/** The nearest sizes: cards that say their size, since the size is why they are offered. */
const NearestSizes = ({ items }: { readonly items: ReadonlyArray<ProductCardView> }) => (
  <>
    <h3 className={s.emptySubtitle}>
      <FormattedMessage id="catalogue.empty.nearest" />
    </h3>
    <p>
      <FormattedMessage id="catalogue.empty.nearestText" />
    </p>
    <ul className={s.nearestGrid} data-testid="nearest-sizes">
      {items.map((product) => (
        <li key={product.slug}>
          <ProductCard product={product} showSize />
        </li>
      ))}
    </ul>
  </>
)

/** Where the results would be: that none match, the nearest sizes, the filters to drop, and reset. */
const EmptyResult = ({ page, onChange }: { readonly page: CataloguePageView; readonly onChange: () => void }) => {
  const lang = useLang()
  const intl = useIntl()
  return (
    <div className={s.empty} data-testid="empty-state">
      <h2 className={s.emptyTitle} data-testid="empty-title">
        <FormattedMessage id="catalogue.empty.title" />
      </h2>
      <p>
        <FormattedMessage id="catalogue.empty.text" />
      </p>
      {page.nearest.length > 0 ? <NearestSizes items={page.nearest} /> : null}
      {page.drops.length > 0 ? (
        <>
          <h3 className={s.emptySubtitle}>
            <FormattedMessage id="catalogue.empty.drop" />
          </h3>
          <ul className={s.dropList} data-testid="drop-filters">
            {page.drops.map((drop) => (
              <li key={drop.group}>
                <Link to="/$lang/product-catalog/" params={{ lang }} search={drop.search} resetScroll={false} onClick={onChange} data-testid={`drop-${drop.group}`}>
                  <FormattedMessage id="catalogue.empty.dropLink" values={{ filter: dropLabel(intl, drop, page.applied.area), count: drop.count }} />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <Link to="/$lang/product-catalog/" params={{ lang }} search={page.removeAll} resetScroll={false} onClick={onChange} className={button.primary} data-testid="reset-filters">
        <FormattedMessage id="catalogue.filter.reset" />
      </Link>
    </div>
  )
}

/** The list with "only for this state" switched on, from the first page. */
const onlyForState = (search: SearchRecord): SearchRecord => ({ ...Object.fromEntries(Object.entries(search).filter(([key]) => key !== "limit")), areaOnly: "1" })

export const CataloguePage = ({ page, search }: { readonly page: CataloguePageView; readonly search: SearchRecord }) => {
  const lang = useLang()
  const intl = useIntl()
  const cardLinks = useRef<Array<HTMLAnchorElement | null>>([])
  const countRef = useRef<HTMLParagraphElement>(null)
  /** After "load more", focus moves to the first new product (keyboard and screen-reader users). */
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from !== null && page.items.length > from) {
      cardLinks.current[from]?.focus()
      focusFrom.current = null
    }
  }, [page.items.length])
  /** A change of the filters asked for: the results come into view once they are rendered. */
  const reveal = useRef<{ readonly focus: boolean } | null>(null)
  useEffect(() => {
    const wanted = reveal.current
    reveal.current = null
    if (wanted !== null && countRef.current !== null) revealResults(countRef.current, wanted.focus)
  }, [page])
  /** The form keeps its focus (the visitor goes on choosing); a link that disappears hands it to the count. */
  const changed = (focus: boolean) => () => {
    reveal.current = { focus }
  }
  const areas = page.applied.area
  const stateFirst = page.madeForState > 0 && !page.applied.areaOnly && page.total > page.madeForState
  const table = isTableView(search)

  return (
    <div className={container}>
      <header className={s.header}>
        <h1 className={pageTitle}>
          <FormattedMessage id="catalogue.title" />
        </h1>
        <p className={s.description}>
          <FormattedMessage id="catalogue.description" />
        </p>
      </header>
      <div className={s.layout}>
        <FilterForm applied={page.applied} facets={page.facets} counts={page.counts} madeForState={page.madeForState} chipCount={page.chips.length} onChange={changed(false)} table={table} />
        <section aria-labelledby="catalogue-total">
          <div className={s.toolbar}>
            {/* The live count: a note that the list stops at the maximum is announced with it. */}
            <p id="catalogue-count" ref={countRef} tabIndex={-1} className={s.count} aria-live="polite" data-testid="result-count" data-total={page.total}>
              <span id="catalogue-total">
                <FormattedMessage id="catalogue.resultCount" values={{ total: page.total }} />
              </span>
              {page.capped ? " " : null}
              {page.capped ? (
                <span className={s.cappedNote} data-testid="result-capped">
                  <FormattedMessage id="catalogue.capped" values={{ shown: page.items.length }} />
                </span>
              ) : null}
              {page.total === 0 && (page.nearest.length > 0 || page.drops.length > 0) ? (
                <span className={visuallyHidden}>
                  {" "}
                  <FormattedMessage id="catalogue.empty.hint" />
                </span>
              ) : null}
            </p>
          </div>
          {page.chips.length > 0 ? <ActiveFilters page={page} onRemove={changed(true)} /> : null}
          {stateFirst ? (
            <p className={s.stateNote} data-testid="state-first">
              <FormattedMessage id="catalogue.stateFirst" values={{ own: page.madeForState, rest: page.total - page.madeForState, ...stateValues(intl, areas) }} />{" "}
              <Link
                to="/$lang/product-catalog/"
                params={{ lang }}
                search={onlyForState(search)}
                resetScroll={false}
                onClick={changed(true)}
                data-testid="state-only"
              >
                <FormattedMessage id="catalogue.stateFirst.only" />
              </Link>
            </p>
          ) : null}
          {/* After the count and the active filters (their keyboard order), just above the results. */}
          {page.items.length > 0 ? (
            <nav className={s.views} aria-label={intl.formatMessage({ id: "catalogue.view" })} data-testid="view-switch">
              {(["cards", "table"] as const).map((view) => (
                <Link
                  key={view}
                  to="/$lang/product-catalog/"
                  params={{ lang }}
                  search={withView(search, view)}
                  resetScroll={false}
                  className={s.viewLink}
                  activeOptions={{ exact: true }}
                  aria-current={(view === "table") === table ? "page" : undefined}
                  data-testid={`view-${view}`}
                >
                  <FormattedMessage id={`catalogue.view.${view}`} />
                </Link>
              ))}
            </nav>
          ) : null}
          {page.items.length === 0 ? (
            <EmptyResult page={page} onChange={changed(true)} />
          ) : table && page.rows !== null ? (
            <ProductTable items={page.rows} sort={page.applied.sort} search={search} />
          ) : (
            <ul className={s.grid} data-testid="product-grid">
              {page.items.map((product, index) => (
                <li key={product.slug}>
                  <ProductCard
                    product={product}
                    linkRef={(el) => {
                      cardLinks.current[index] = el
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          {page.items.length > 0 ? (
            <div className={s.more}>
              {page.capped ? (
                // The end of load more (the catalogue's maximum) while more products match: say so where the button was.
                <p className={s.showingCapped} data-testid="showing">
                  <FormattedMessage id="catalogue.showingFirst" values={{ shown: page.items.length, total: page.total }} />
                </p>
              ) : (
                <p className={s.showing} data-testid="showing">
                  <FormattedMessage id="catalogue.showing" values={{ shown: page.items.length, total: page.total }} />
                </p>
              )}
              {page.nextLimit !== null ? (
                <Link
                  to="/$lang/product-catalog/"
                  params={{ lang }}
                  search={withLimit(search, page.nextLimit)}
                  resetScroll={false}
                  className={button.secondary}
                  onClick={() => {
                    focusFrom.current = page.items.length
                  }}
                  data-testid="load-more"
                >
                  <FormattedMessage id="catalogue.loadMore" />
                </Link>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </div>
  )
}

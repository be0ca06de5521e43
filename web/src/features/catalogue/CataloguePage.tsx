/** Spec §2 catalogue list: filters, result count, server-rendered cards, load more, empty state. */
import { Link } from "@tanstack/react-router"
import { useEffect, useRef } from "react"
import { FormattedMessage } from "react-intl"
import type { CataloguePageView } from "./model.ts"
import { type SearchRecord, withLimit } from "./search.ts"
import { button, container, pageTitle } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as s from "./catalogue.css.ts"
import { FilterForm } from "./FilterForm.tsx"
import { ProductCard } from "./ProductCard.tsx"

export const CataloguePage = ({ page, search }: { readonly page: CataloguePageView; readonly search: SearchRecord }) => {
  const lang = useLang()
  const cardLinks = useRef<Array<HTMLAnchorElement | null>>([])
  /** After "load more", focus moves to the first new product (keyboard and screen-reader users). */
  const focusFrom = useRef<number | null>(null)
  useEffect(() => {
    const from = focusFrom.current
    if (from !== null && page.items.length > from) {
      cardLinks.current[from]?.focus()
      focusFrom.current = null
    }
  }, [page.items.length])

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
        <FilterForm applied={page.applied} facets={page.facets} />
        <section aria-labelledby="catalogue-total">
          <div className={s.toolbar}>
            {/* The live count: a note that the list stops at the maximum is announced with it. */}
            <p id="catalogue-count" className={s.count} aria-live="polite" data-testid="result-count" data-total={page.total}>
              <span id="catalogue-total">
                <FormattedMessage id="catalogue.resultCount" values={{ total: page.total }} />
              </span>
              {page.capped ? " " : null}
              {page.capped ? (
                <span className={s.cappedNote} data-testid="result-capped">
                  <FormattedMessage id="catalogue.capped" values={{ shown: page.items.length }} />
                </span>
              ) : null}
            </p>
          </div>
          {page.items.length === 0 ? (
            <div className={s.empty} data-testid="empty-state">
              <h2 className={s.emptyTitle}>
                <FormattedMessage id="catalogue.empty.title" />
              </h2>
              <p>
                <FormattedMessage id="catalogue.empty.text" />
              </p>
              <Link to="/$lang/product-catalog/" params={{ lang }} search={{}} className={button.primary} data-testid="reset-filters">
                <FormattedMessage id="catalogue.filter.reset" />
              </Link>
            </div>
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

/**
 * The search results page (`/{lang}/search/?q=`): rendered on the server, so it works without
 * JavaScript. Each hit says how it was found; an exact article number is marked as the article
 * asked for, a similar spelling never is. A product that needs no option goes into the cart from
 * here with an amount; when the search found exactly one such article by its number, its amount
 * field has the focus, so a buyer who typed the number adds it with Enter.
 */
import { Link } from "@tanstack/react-router"
import { FormattedMessage, useIntl } from "react-intl"
import { type FormEvent, useState } from "react"
import type { AccessoryHitView, ProductHitView, SearchHitView, SearchPageView } from "./model.ts"
import { ProductPicture } from "../../ui/ProductPicture.tsx"
import { Price } from "../../ui/Price.tsx"
import { useCart } from "../cart/CartContext.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { button, container, pageTitle, visuallyHidden } from "../../styles/common.css.ts"
import { MAX_QUERY_LENGTH } from "@shop/core/search/normalise"
import { Text, useText, type SearchMessageId } from "./SearchMessages.tsx"
import * as s from "./search.css.ts"
import { CompareToggle } from "../compare/CompareContext.tsx"

const matchLabel = (hit: SearchHitView): SearchMessageId | "search.match.prefix" | "search.match.words" | "search.match.similar" | "search.match.size" | "search.match.protection" =>
  hit.match.kind === "exact" ? (`search.match.exact.${hit.match.field}` as const) : (`search.match.${hit.match.kind}` as const)

const MatchBadge = ({ hit }: { readonly hit: SearchHitView }) => {
  const text = useText()
  if (hit.match.kind === "exact") {
    const field = text(matchLabel(hit))
    return (
      <span className={s.exactBadge} data-testid="match" data-kind="exact">
        <Text id="search.exactMatch" values={{ field, code: hit.matchedCode ?? hit.articleNumber }} />
      </span>
    )
  }
  return (
    <span className={s.badge} data-testid="match" data-kind={hit.match.kind}>
      <Text id={hit.match.kind === "similar" ? "search.similarNote" : matchLabel(hit)} />
    </span>
  )
}

const AddForm = ({ hit, focus }: { readonly hit: ProductHitView; readonly focus: boolean }) => {
  const lang = useLang()
  const text = useText()
  const { add, locked } = useCart()
  const [amount, setAmount] = useState("1")
  const id = `search-amount-${hit.key}`
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (locked) return
    // The cart normalises the amount by the spec's rule (an empty or wrong one is 1).
    void add({ productId: hit.key, amount: Number(amount), accessories: [], productName: hit.name })
  }
  return (
    // Without JavaScript the form leads to the product page, where the cart is.
    <form className={s.addForm} action={`/${lang}/product-catalog/${hit.slug}/`} method="get" onSubmit={submit}>
      <label htmlFor={id} className={visuallyHidden}>
        {text("search.amount", { name: hit.name })}
      </label>
      <input
        id={id}
        className={s.amount}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        onFocus={(e) => e.target.select()}
        // oxlint-disable-next-line jsx-a11y/no-autofocus -- the buyer searched for exactly this article to order it
        autoFocus={focus}
        data-testid="search-amount"
      />
      <button type="submit" className={button.primary} aria-disabled={locked ? true : undefined} data-testid="search-add">
        <Text id="search.add" />
      </button>
    </form>
  )
}

const ProductHit = ({ hit, focus }: { readonly hit: ProductHitView; readonly focus: boolean }) => {
  const lang = useLang()
  const intl = useIntl()
  const text = useText()
  return (
    <li className={`${s.hit} ${hit.match.kind === "exact" ? s.exactHit : ""}`} data-testid="search-hit" data-key={hit.key}>
      <div className={s.art}>
        <ProductPicture slug={hit.slug} width={hit.width} height={hit.height} depth={hit.depth} size={72} eager={focus} />
      </div>
      <div className={s.body}>
        <MatchBadge hit={hit} />
        <h2 className={s.name}>
          <Link to="/$lang/product-catalog/$productName/" params={{ lang, productName: hit.slug }}>
            {hit.name}
          </Link>
        </h2>
        {hit.name2 ? <p className={s.muted}>{hit.name2}</p> : null}
        <p className={s.facts}>
          <span>
            <FormattedMessage id="product.articleNumber" /> <span className={s.code}>{hit.articleNumber}</span>
          </span>
          <span>
            {intl.formatMessage(
              { id: "product.spec.dimensionsValue" },
              { width: hit.width, height: hit.height, depth: hit.depth },
            )}
          </span>
          <span>{text("search.protection", { protection: hit.protectionType })}</span>
        </p>
      </div>
      <div className={s.side}>
        <Price cents={hit.listPrice} onRequest={hit.priceOnRequest} className={s.price} />
        {/* No product needs an option (the configurator offers, never requires): each goes into the cart as it is, or to its options. */}
        <AddForm hit={hit} focus={focus} />
        <a href={`/${lang}/product-catalog/${hit.slug}/customize/`} className={button.secondary} data-testid="search-configure">
          <Text id="search.configure" />
          <span className={visuallyHidden}>: {hit.name}</span>
        </a>
        <CompareToggle slug={hit.slug} name={hit.name} />
      </div>
    </li>
  )
}

const AccessoryHit = ({ hit }: { readonly hit: AccessoryHitView }) => {
  const lang = useLang()
  const more = hit.fitsCount - hit.fits.length
  return (
    <li className={`${s.hit} ${hit.match.kind === "exact" ? s.exactHit : ""}`} data-testid="search-hit" data-key={hit.key}>
      <div className={s.art}>
        <span className={s.badge}>
          <Text id="search.accessory" />
        </span>
      </div>
      <div className={s.body}>
        <MatchBadge hit={hit} />
        <h2 className={s.name}>{hit.name}</h2>
        {hit.name2 ? <p className={s.muted}>{hit.name2}</p> : null}
        <p className={s.facts}>
          <span>
            <FormattedMessage id="product.articleNumber" /> <span className={s.code}>{hit.articleNumber}</span>
          </span>
        </p>
        {hit.fits.length > 0 ? (
          <div className={s.facts}>
            <Text id="search.fits" />{" "}
            <ul className={s.fitsList}>
              {hit.fits.map((p) => (
                <li key={p.slug}>
                  <Link to="/$lang/product-catalog/$productName/customize/" params={{ lang, productName: p.slug }}>
                    {p.name}
                  </Link>
                </li>
              ))}
            </ul>
            {more > 0 ? (
              <>
                {" "}
                <Text id="search.fitsMore" values={{ count: more }} />
              </>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className={s.side}>
        <Price cents={hit.listPrice} onRequest={hit.priceOnRequest} className={s.price} />
      </div>
    </li>
  )
}

export const SearchPage = ({ page }: { readonly page: SearchPageView }) => {
  const lang = useLang()
  const intl = useIntl()
  const text = useText()
  const exactAddable = page.hits.filter((h) => h.match.kind === "exact")
  // Focus goes to the amount only when the number named exactly one article, which goes into the cart as it is.
  const focusKey = exactAddable.length === 1 && exactAddable[0]!.model === "Produkte" ? exactAddable[0]!.key : null
  const readAs = [
    ...(page.size === null ? [] : [text("search.readAs.size", { size: [page.size.width, page.size.height, page.size.depth].map((d) => d ?? "–").join(" × ") })]),
    ...(page.protection === null ? [] : [text("search.readAs.protection", { protection: page.protection })]),
  ]
  return (
    <div className={container}>
      <header className={s.header}>
        <h1 className={pageTitle}>{page.query === "" ? <Text id="search.headingEmpty" /> : <Text id="search.heading" values={{ query: page.query }} />}</h1>
        <form role="search" aria-label={text("search.refine")} className={s.pageForm} action={`/${lang}/search/`} method="get">
          <label htmlFor="search-page-q" className={visuallyHidden}>
            <FormattedMessage id="search.label" />
          </label>
          <input id="search-page-q" className={s.pageInput} type="search" name="q" defaultValue={page.query} maxLength={MAX_QUERY_LENGTH * 2} placeholder={intl.formatMessage({ id: "search.placeholder" })} autoComplete="off" />
          <button type="submit" className={button.primary}>
            <FormattedMessage id="search.submit" />
          </button>
        </form>
        <div className={s.summary}>
          {page.query === "" ? (
            <p>
              <Text id="search.intro" />{" "}
              <Link to="/$lang/quick-order/" params={{ lang }}>
                <Text id="search.toQuickOrder" />
              </Link>
            </p>
          ) : (
            <p role="status" data-testid="search-count">
              <Text id="search.count" values={{ total: page.total }} />
            </p>
          )}
          {readAs.length > 0 ? (
            <p>
              <Text id="search.readAs" values={{ terms: readAs.join(", ") }} />
            </p>
          ) : null}
          {page.cut ? (
            <p>
              <Text id="search.cut" values={{ max: MAX_QUERY_LENGTH }} />
            </p>
          ) : null}
          {page.total > page.hits.length ? (
            <p>
              <Text id="search.showingFirst" values={{ shown: page.hits.length, total: page.total }} />
            </p>
          ) : null}
        </div>
      </header>
      {page.query !== "" && page.hits.length === 0 ? (
        <div className={s.empty} data-testid="search-empty">
          <p>
            <Text id="search.noResults" values={{ query: page.query }} />
          </p>
          <p>
            <Link to="/$lang/product-catalog/" params={{ lang }}>
              <Text id="search.toCatalogue" />
            </Link>
          </p>
          <p>
            <Link to="/$lang/quick-order/" params={{ lang }}>
              <Text id="search.toQuickOrder" />
            </Link>
          </p>
        </div>
      ) : (
        <ul className={s.list} data-testid="search-results">
          {page.hits.map((hit) =>
            hit.model === "Produkte" ? <ProductHit key={`p-${hit.key}`} hit={hit} focus={hit.key === focusKey} /> : <AccessoryHit key={`a-${hit.key}`} hit={hit} />,
          )}
        </ul>
      )}
    </div>
  )
}

/**
 * The compare page (`/{lang}/product-catalog/compare/?p=slug&p=slug`, at most four): every
 * specification value in rows, the rows whose values differ marked, "only differences" as a link
 * (`only=diff`), the front views at one scale, and per column into the cart or the configurator;
 * the same as a PDF (`/api/pdf/compare`, pdf.ts) with the products' pictures.
 * The address is the comparison: it is shared as it is; the compare bar's cookie only leads here.
 */
import { Link } from "@tanstack/react-router"
import { useIntl } from "react-intl"
import { button, container, pageTitle, visuallyHidden } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { EnclosureDrawing } from "../../ui/EnclosureDrawing.tsx"
import { Price } from "../../ui/Price.tsx"
import { softDisabled } from "../../ui/form/softDisabled.ts"
import { useCart } from "../cart/CartContext.tsx"
import { CompareMessages, Text, useText } from "./CompareMessages.tsx"
import { MAX_COMPARE, comparePath, comparePdfPath } from "./list.ts"
import { anyRealDifference, shownRows, valuedRows } from "./rows.ts"
import type { CompareProductView, CompareView } from "./model.ts"
import * as s from "./compare.css.ts"

/** The tallest or widest product fills this many px; every other is drawn at the same mm-to-px scale. */
const DRAWING_PX = 180
/** EnclosureDrawing fits the body into its square less 8 px a side. */
const FRAME_PX = 16

const drawingSizes = (products: ReadonlyArray<CompareProductView>): ReadonlyArray<number> => {
  const largest = Math.max(...products.map((p) => Math.max(p.width, p.height)))
  const pxPerMm = (DRAWING_PX - FRAME_PX) / largest
  return products.map((p) => Math.round(Math.max(p.width, p.height) * pxPerMm) + FRAME_PX)
}

const AddToCart = ({ product }: { readonly product: CompareProductView }) => {
  const { add, locked } = useCart()
  return (
    <button
      type="button"
      className={button.primary}
      {...softDisabled(locked, () => void add({ productId: product.key, amount: 1, accessories: [], productName: product.name }))}
      data-testid="compare-add"
    >
      <Text id="configurator.add" />
      <span className={visuallyHidden}>: {product.name}</span>
    </button>
  )
}

const Notes = ({ view }: { readonly view: CompareView }) => {
  const intl = useIntl()
  const text = useText()
  const notes: Array<readonly [string, string]> = []
  if (view.refused !== null) notes.push(["refused", text("compare.refused", { name: view.refused, max: MAX_COMPARE })])
  if (view.unknown.length > 0) notes.push(["unknown", text("compare.unknown", { count: view.unknown.length, slugs: intl.formatList(view.unknown) })])
  if (view.overLimit.length > 0) notes.push(["over-limit", text("compare.overLimit", { max: MAX_COMPARE, names: intl.formatList(view.overLimit) })])
  if (notes.length === 0) return null
  return (
    <div className={s.notes} role="status">
      {notes.map(([id, message]) => (
        <p key={id} className={s.note} data-testid={`compare-note-${id}`}>
          {message}
        </p>
      ))}
    </div>
  )
}

const Comparison = ({ view, only }: { readonly view: CompareView; readonly only: boolean }) => {
  const lang = useLang()
  const intl = useIntl()
  const text = useText()
  const products = view.products
  const slugs = products.map((p) => p.slug)
  const valued = valuedRows(products, intl)
  const shown = shownRows(valued, only)
  const sizes = drawingSizes(products)
  return (
    <>
      <div className={`${s.toolbar} ${s.noPrint}`}>
        <a href={comparePath(lang, slugs, only ? {} : { only: "diff" })} className={s.switchLink} data-testid="only-differences">
          {text(only ? "compare.allRows" : "compare.onlyDifferences")}
        </a>
        {/* The same rows and the products' pictures as a document (a download: no page of its own). */}
        <a href={comparePdfPath(lang, slugs, only)} className={s.switchLink} download data-testid="compare-pdf" aria-label={text("compare.pdfLabel")}>
          {text("compare.pdf")}
        </a>
      </div>
      {/* Article numbers always differ: they alone do not make "only differences" worth showing. */}
      {only && !anyRealDifference(valued) ? (
        <p className={s.muted} data-testid="no-differences">
          {text("compare.noDifferences")}
        </p>
      ) : null}
      <div className={s.scroller} tabIndex={0} role="region" aria-labelledby="compare-caption" data-testid="compare-scroller">
        <table className={s.table} data-testid="compare-table">
          <caption id="compare-caption" className={visuallyHidden}>
            {text("compare.caption", { count: products.length })}
          </caption>
          <thead>
            <tr>
              <td className={s.label}>
                <span className={visuallyHidden}>{text("compare.product")}</span>
              </td>
              {products.map((p) => (
                <th key={p.slug} scope="col" data-testid="compare-column" data-slug={p.slug}>
                  <div className={s.productHead}>
                    <a href={`/${lang}/product-catalog/${p.slug}/`} className={s.name}>
                      {p.name}
                    </a>
                    {p.name2 ? <span className={s.muted}>{p.name2}</span> : null}
                    <a
                      href={comparePath(
                        lang,
                        slugs.filter((slug) => slug !== p.slug),
                        only ? { only: "diff" } : {},
                      )}
                      className={`${s.removeLink} ${s.noPrint}`}
                      aria-label={text("compare.removeLabel", { name: p.name })}
                      data-testid="compare-remove"
                    >
                      {text("compare.remove")}
                    </a>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={s.label}>
                {text("compare.front")}
              </th>
              {products.map((p, i) => (
                <td key={p.slug}>
                  <div className={s.drawing} data-testid="compare-drawing">
                    <EnclosureDrawing width={p.width} height={p.height} doorCount={p.doorCount} meterPositions={p.meterPositions} size={sizes[i]!} />
                  </div>
                </td>
              ))}
            </tr>
            {shown.map(({ row, values, differs }) => (
              <tr key={row.id} className={differs ? s.differs : undefined} data-testid="compare-row" data-row={row.id} data-differs={differs}>
                <th scope="row" className={s.label}>
                  {intl.formatMessage({ id: row.label })}
                  {differs ? <span className={s.differsMark}>({text("compare.differs")})</span> : null}
                </th>
                {products.map((p, i) => (
                  <td key={p.slug}>{row.id === "listPrice" ? <Price cents={p.listPrice} onRequest={p.priceOnRequest} /> : values[i]}</td>
                ))}
              </tr>
            ))}
            <tr className={s.noPrint}>
              <th scope="row" className={s.label}>
                {text("compare.actions")}
              </th>
              {products.map((p) => (
                <td key={p.slug}>
                  <div className={s.actions}>
                    {/* No product needs an option: each goes into the cart as it is, or to its options. */}
                    <AddToCart product={p} />
                    <a href={`/${lang}/product-catalog/${p.slug}/customize/`} className={button.secondary} data-testid="compare-configure">
                      {text("product.configure")}
                      <span className={visuallyHidden}>: {p.name}</span>
                    </a>
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  )
}

const Page = ({ view, only }: { readonly view: CompareView; readonly only: boolean }) => {
  const lang = useLang()
  const text = useText()
  return (
    <div className={container} data-compare-page="">
      <header className={s.header}>
        <h1 className={pageTitle}>{text("compare.title")}</h1>
        <p className={s.muted}>{text(view.products.length > 0 ? "compare.share" : "compare.description")}</p>
      </header>
      <Notes view={view} />
      {view.products.length === 0 ? (
        <p className={s.notes} data-testid="compare-empty">
          <span>{text("compare.empty")}</span>{" "}
          <Link to="/$lang/product-catalog/" params={{ lang }}>
            {text("compare.toCatalogue")}
          </Link>
        </p>
      ) : (
        <Comparison view={view} only={only} />
      )}
    </div>
  )
}

export const ComparePage = ({ view, only }: { readonly view: CompareView; readonly only: boolean }) => (
  <CompareMessages>
    <Page view={view} only={only} />
  </CompareMessages>
)

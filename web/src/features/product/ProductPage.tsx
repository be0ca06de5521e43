/**
 * Spec §2/§3 product detail: name, price with the list-price note (or price on request), the
 * product's picture with its dimensioned front and side views, the specification table, the
 * asset downloads and the link to the configurator.
 */
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl"
import type { ProductDetailView } from "../catalogue/model.ts"
import type { MessageId } from "../../platform/i18n/intl.ts"
import { button, container, visuallyHidden } from "../../styles/common.css.ts"
import { useCart } from "../cart/CartContext.tsx"
import { ProductPicture } from "../../ui/ProductPicture.tsx"
import { Price } from "../../ui/Price.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { AmperageVariants } from "./AmperageVariants.tsx"
import { IncludedParts } from "./IncludedParts.tsx"
import * as s from "./product.css.ts"
import { softDisabled } from "../../ui/form/softDisabled.ts"
import { CompareToggle } from "../compare/CompareContext.tsx"

const SpecTable = ({ product }: { readonly product: ProductDetailView }) => {
  const intl = useIntl()
  const spec = product.specification
  const unitId = `unit.${spec.unit}`
  const rows: ReadonlyArray<readonly [MessageId, ReactNode]> = [
    ["product.spec.articleNumber", spec.articleNumber],
    ["product.spec.supplierArticleNumber", product.supplierArticleNumber],
    [
      "product.spec.dimensions",
      // Millimetres without thousands separators, as the cards, the PDFs and the trade write them.
      intl.formatMessage({ id: "product.spec.dimensionsValue" }, { width: product.width, height: product.height, depth: product.depth }),
    ],
    ["product.spec.material", intl.formatMessage({ id: `material.${product.material}` })],
    ["product.spec.protectionType", <span key="ip" data-testid="protection-type">{product.protectionType}</span>],
    ["product.spec.maxProtectionType", spec.maxProtectionType],
    ["product.spec.ralColour", spec.ralColour],
    ...(product.ratedCurrent === null
      ? []
      : ([["product.spec.ratedCurrent", intl.formatMessage({ id: "product.amperage.value" }, { amperes: product.ratedCurrent })]] as const)),
    ["product.spec.meterPositions", spec.meterPositions === 0 ? intl.formatMessage({ id: "product.spec.meterPositionsNone" }) : spec.meterPositions],
    [
      "product.spec.areasOfUse",
      <span key="areas" data-testid="areas-of-use">
        {product.areasOfUse.length === 0
          ? intl.formatMessage({ id: "product.spec.areasOfUseAll" })
          : intl.formatList(product.areasOfUse.map((a) => intl.formatMessage({ id: `area.${a}` })))}
      </span>,
    ],
    ["product.spec.ean", spec.ean],
    ["product.spec.tariffNumber", spec.tariffNumber],
    ["product.spec.countryOfOrigin", intl.formatDisplayName(spec.countryOfOrigin, { type: "region", fallback: "code" }) ?? spec.countryOfOrigin],
    ["product.spec.ikCode", spec.ikCode],
    ["product.spec.unit", unitId in intl.messages ? intl.formatMessage({ id: unitId as MessageId }) : spec.unit],
    ["product.spec.netWeight", <FormattedNumber key="w" value={spec.netWeight} style="unit" unit="kilogram" maximumFractionDigits={2} />],
    [
      "product.spec.technicalDocumentation",
      spec.technicalDocumentationUrl ? (
        <a key="doc" href={spec.technicalDocumentationUrl} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="product.spec.technicalDocumentationLink" />
          <span className={visuallyHidden}>
            {" "}
            <FormattedMessage id="shell.opensInNewTab" />
          </span>
        </a>
      ) : (
        "–"
      ),
    ],
  ]
  return (
    <table className={s.table} data-testid="spec-table">
      <caption className={s.caption}>
        <FormattedMessage id="product.specification" />
      </caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">
              <FormattedMessage id={label} />
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const Downloads = ({ product }: { readonly product: ProductDetailView }) => {
  const intl = useIntl()
  if (product.assets.length === 0) return null
  return (
    <section aria-labelledby="product-downloads">
      <h2 id="product-downloads" className={s.sectionTitle}>
        <FormattedMessage id="product.downloads" />
      </h2>
      <p className={s.downloadsNote}>
        <FormattedMessage id="product.downloadsNote" />
      </p>
      <ul className={s.downloads} data-testid="downloads">
        {product.assets.map((asset) => {
          const label = intl.formatMessage({ id: `product.asset.${asset.type}` }, { number: asset.number })
          return (
            <li key={asset.file}>
              {/* Spec §2: asset links open in a new tab (the browser shows a PDF or SVG there, and saves a CAD file). */}
              <a className={s.download} href={asset.href} target="_blank" rel="noopener noreferrer">
                <span>{label}</span>
                <span className={s.extension}>{asset.extension}</span>
                <span className={visuallyHidden}>
                  {" "}
                  <FormattedMessage id="shell.opensInNewTab" />
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** Adds the product as it is, without accessories (the configurator adds them). */
const AddToCart = ({ product }: { readonly product: ProductDetailView }) => {
  const { add, locked } = useCart()
  return (
    <button
      type="button"
      className={button.primary}
      {...softDisabled(locked, () => void add({ productId: product.key, amount: 1, accessories: [], productName: product.name }))}
      data-testid="add-to-cart"
    >
      <FormattedMessage id="configurator.add" />
    </button>
  )
}

export const ProductPage = ({ product }: { readonly product: ProductDetailView }) => {
  const lang = useLang()
  const intl = useIntl()
  return (
    <div className={container}>
      <nav className={s.breadcrumb} aria-label={intl.formatMessage({ id: "product.breadcrumb" })}>
        <ol className={s.breadcrumbList}>
          <li>
            <Link to="/$lang/" params={{ lang }} activeOptions={{ exact: true }}>
              <FormattedMessage id="product.home" />
            </Link>
          </li>
          <li>
            <Link to="/$lang/product-catalog/" params={{ lang }} activeOptions={{ exact: true }}>
              <FormattedMessage id="catalogue.title" />
            </Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <div className={s.top}>
        <div className={s.art} data-testid="product-views">
          <ProductPicture slug={product.slug} width={product.width} height={product.height} depth={product.depth} size={320} eager className={s.picture} />
          {/* The front view and the side view beside it at one scale, dimensioned as the CAD sheet. */}
          <ProductPicture slug={product.slug} width={product.width} height={product.height} depth={product.depth} size={260} views className={s.views} />
        </div>
        <div className={s.summary}>
          <div>
            <h1 className={s.title} data-testid="product-name">
              {product.name}
            </h1>
            {product.name2 ? <p className={s.name2}>{product.name2}</p> : null}
            <p className={s.article}>
              <FormattedMessage id="product.articleNumber" /> {product.specification.articleNumber}
            </p>
          </div>
          <div className={s.priceBox} data-testid="price-box">
            <span className={s.priceLabel}>
              <FormattedMessage id="product.listPrice" />
            </span>
            <Price cents={product.listPrice} onRequest={product.priceOnRequest} className={s.priceValue} />
            <p className={s.priceNote} data-testid="list-price-note">
              <FormattedMessage id="product.listPriceNote" />
            </p>
          </div>
          <AmperageVariants variants={product.amperageVariants} target="product" />
          <div className={s.actions}>
            <AddToCart product={product} />
            <a href={`/${lang}/product-catalog/${product.slug}/customize/`} className={button.secondary} data-testid="configure">
              <FormattedMessage id="product.configure" />
            </a>
            <Link to="/$lang/product-catalog/" params={{ lang }} activeOptions={{ exact: true }} className={button.secondary}>
              <FormattedMessage id="product.backToCatalogue" />
            </Link>
          </div>
          <CompareToggle slug={product.slug} name={product.name} />
          <p className={s.descriptionText}>{product.description}</p>
          <IncludedParts parts={product.included} target="product" />
        </div>
      </div>
      <div className={s.sections}>
        <SpecTable product={product} />
        <Downloads product={product} />
      </div>
    </div>
  )
}

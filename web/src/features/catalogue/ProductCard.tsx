import { Link } from "@tanstack/react-router"
import { FormattedMessage, useIntl } from "react-intl"
import type { Ref } from "react"
import type { ProductCardView } from "./model.ts"
import { ProductPicture } from "../../ui/ProductPicture.tsx"
import { Price } from "../../ui/Price.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as s from "./catalogue.css.ts"
import { CompareToggle } from "../compare/CompareContext.tsx"

/**
 * `showSize`: the card says its width, height and depth (the nearest sizes of an empty result).
 * `headingLevel`: 3 where the cards stand under a section's h2 (a content page's products).
 */
export const ProductCard = ({
  product,
  linkRef,
  showSize = false,
  headingLevel = 2,
}: {
  readonly product: ProductCardView
  readonly linkRef?: Ref<HTMLAnchorElement>
  readonly showSize?: boolean
  readonly headingLevel?: 2 | 3
}) => {
  const lang = useLang()
  const intl = useIntl()
  const Heading = headingLevel === 3 ? "h3" : "h2"
  return (
    <article className={s.card} data-testid="product-card" data-slug={product.slug}>
      <div className={s.cardArt}>
        <ProductPicture slug={product.slug} width={product.width} height={product.height} depth={product.depth} size={140} />
      </div>
      <div>
        <Heading className={s.cardTitle}>
          <Link
            to="/$lang/product-catalog/$productName/"
            params={{ lang, productName: product.slug }}
            className={s.cardLink}
            {...(linkRef ? { ref: linkRef } : {})}
          >
            {product.name}
          </Link>
        </Heading>
        {/* Offered for its size, the card says the size in place of the second name (often the same words). */}
        {product.name2 && !showSize ? <p className={s.cardName2}>{product.name2}</p> : null}
        {showSize ? (
          <p className={s.cardSize} data-testid="card-size">
            <FormattedMessage id="catalogue.card.size" values={{ width: product.width, height: product.height, depth: product.depth }} />
          </p>
        ) : null}
      </div>
      <div className={s.cardMeta}>
        {/* One text node: no React text separators in every card's markup. */}
        <span className={s.cardArticle}>{`${intl.formatMessage({ id: "product.articleNumber" })} ${product.articleNumber}`}</span>
        <Price cents={product.listPrice} onRequest={product.priceOnRequest} />
      </div>
      {/* Above the card's link, which covers the card. */}
      <CompareToggle slug={product.slug} name={product.name} className={s.cardCompare} />
    </article>
  )
}

import { Link } from "@tanstack/react-router"
import { FormattedMessage } from "react-intl"
import type { Ref } from "react"
import type { ProductCardView } from "./model.ts"
import { EnclosureDrawing } from "../../ui/EnclosureDrawing.tsx"
import { Price } from "../../ui/Price.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as s from "./catalogue.css.ts"

export const ProductCard = ({ product, linkRef }: { readonly product: ProductCardView; readonly linkRef?: Ref<HTMLAnchorElement> }) => {
  const lang = useLang()
  return (
    <article className={s.card} data-testid="product-card">
      <div className={s.cardArt}>
        <EnclosureDrawing width={product.width} height={product.height} doorCount={product.doorCount} size={140} />
      </div>
      <div>
        <h2 className={s.cardTitle}>
          <Link
            to="/$lang/product-catalog/$productName/"
            params={{ lang, productName: product.slug }}
            className={s.cardLink}
            {...(linkRef ? { ref: linkRef } : {})}
          >
            {product.name}
          </Link>
        </h2>
        {product.name2 ? <p className={s.cardName2}>{product.name2}</p> : null}
      </div>
      <div className={s.cardMeta}>
        <span className={s.cardArticle}>
          <FormattedMessage id="product.articleNumber" /> {product.articleNumber}
        </span>
        <Price cents={product.listPrice} onRequest={product.priceOnRequest} />
      </div>
    </article>
  )
}

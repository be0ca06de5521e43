/**
 * Spec §3 "article amperage variants": the same meter cabinet for other rated currents. Each
 * variant is its own article (own number and price), so the choice is a set of links to the
 * variant's product page or configurator, the shown one marked as current; no JavaScript needed.
 */
import { Link } from "@tanstack/react-router"
import { FormattedMessage, useIntl } from "react-intl"
import type { AmperageVariantView } from "../configurator/model.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as s from "./product.css.ts"

export const AmperageVariants = ({ variants, target }: { readonly variants: ReadonlyArray<AmperageVariantView>; readonly target: "product" | "configurator" }) => {
  const intl = useIntl()
  const lang = useLang()
  if (variants.length === 0) return null
  return (
    <nav className={s.variants} aria-labelledby={`amperage-${target}`} data-testid="amperage-variants">
      <h2 id={`amperage-${target}`} className={s.variantsTitle}>
        <FormattedMessage id="product.amperage.title" />
      </h2>
      <ul className={s.variantList}>
        {variants.map((variant) => {
          const label = intl.formatMessage({ id: "product.amperage.value" }, { amperes: variant.ratedCurrent })
          return (
            <li key={variant.slug}>
              {variant.current ? (
                <span className={`${s.variant} ${s.variantCurrent}`} aria-current="page" data-testid="amperage-current">
                  {label}
                </span>
              ) : (
                <Link
                  className={s.variant}
                  to={target === "product" ? "/$lang/product-catalog/$productName/" : "/$lang/product-catalog/$productName/customize/"}
                  params={{ lang, productName: variant.slug }}
                  aria-label={intl.formatMessage({ id: "product.amperage.switch" }, { amperes: variant.ratedCurrent })}
                  data-testid={`amperage-${variant.ratedCurrent}`}
                >
                  {label}
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

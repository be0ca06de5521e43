/**
 * The parts delivered with a product (its mounting plate), from the catalogue's
 * `includedAccessories`, the one place that says so (issue 28): on the product page and in the
 * configurator, which therefore does not offer them.
 */
import { FormattedMessage } from "react-intl"
import type { IncludedPartView } from "../configurator/model.ts"
import * as s from "./product.css.ts"

export const IncludedParts = ({ parts, target }: { readonly parts: ReadonlyArray<IncludedPartView>; readonly target: "product" | "configurator" }) => {
  if (parts.length === 0) return null
  return (
    <section className={s.included} aria-labelledby={`included-${target}`} data-testid="included-parts">
      <h2 id={`included-${target}`} className={s.includedTitle}>
        <FormattedMessage id="product.included.title" />
      </h2>
      <ul className={s.includedList}>
        {parts.map((part) => (
          <li key={part.key} data-testid={`included-${part.key}`}>
            {part.name}
            {part.name2 ? <span className={s.includedDetail}> · {part.name2}</span> : null}
            <span className={s.includedDetail}>
              {" "}
              (<FormattedMessage id="product.spec.supplierArticleNumber" /> {part.supplierArticleNumber})
            </span>
          </li>
        ))}
      </ul>
      <p className={s.includedNote}>
        <FormattedMessage id={target === "configurator" ? "configurator.includedNote" : "product.included.note"} />
      </p>
    </section>
  )
}

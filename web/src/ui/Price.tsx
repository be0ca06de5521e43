/** A list price in EUR (de-AT / en-GB formats), or "price on request" when the catalogue says so (spec §3). */
import { FormattedMessage, FormattedNumber } from "react-intl"
import * as s from "./pages.css.ts"

export const Price = ({ cents, onRequest = false, className }: { readonly cents: number; readonly onRequest?: boolean; readonly className?: string }) =>
  onRequest ? (
    <span className={`${s.onRequest} ${className ?? ""}`} data-testid="price">
      <FormattedMessage id="product.priceOnRequest" />
    </span>
  ) : (
    <span className={`${s.price} ${className ?? ""}`} data-testid="price">
      <FormattedNumber value={cents / 100} style="currency" currency="EUR" />
    </span>
  )

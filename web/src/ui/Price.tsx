/** A list price in EUR (de-AT / en-GB formats), or "price on request" when the catalogue says so (spec §3). */
import { FormattedMessage, useIntl } from "react-intl"
import * as s from "./pages.css.ts"

// One formatter per language: a catalogue page shows two dozen prices, and react-intl's
// FormattedNumber looks its formatter up by the JSON of its options on every one.
const euroFormats = new Map<string, Intl.NumberFormat>()
const euros = (locale: string) => {
  let format = euroFormats.get(locale)
  if (!format) euroFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" })))
  return format
}

export const Price = ({ cents, onRequest = false, className }: { readonly cents: number; readonly onRequest?: boolean; readonly className?: string }) => {
  const { locale } = useIntl()
  return onRequest ? (
    <span className={`${s.onRequest} ${className ?? ""}`} data-testid="price">
      <FormattedMessage id="product.priceOnRequest" />
    </span>
  ) : (
    <span className={`${s.price} ${className ?? ""}`} data-testid="price">
      {euros(locale).format(cents / 100)}
    </span>
  )
}

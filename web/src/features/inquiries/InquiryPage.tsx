/**
 * `/user/profile/inquiries/{reference}/` (issue 27): one sent inquiry with its lines, each with the
 * product's picture, article number, configuration, amount, unit price and line total. The lines
 * are priced by today's catalogue, and the page says so: the PDF sent with the inquiry keeps the
 * prices of that day, and the header shows the list price as sent. PDF and "into the cart" as in
 * the list.
 */
import { Link } from "@tanstack/react-router"
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from "react-intl"
import { button } from "../../styles/common.css.ts"
import { ProductPicture } from "../../ui/ProductPicture.tsx"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { softDisabled } from "../../ui/form/softDisabled.ts"
import { useScrollRegion } from "../../ui/useScrollRegion.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { useCart } from "../cart/CartContext.tsx"
import type { CartLineView, CartTotalsView } from "../cart/model.ts"
import { LineConfig } from "../cart/LineConfig.tsx"
import { ProfileLayout } from "../account/ProfileLayout.tsx"
import * as s from "../account/account.css.ts"
import type { InquiryDetail } from "./model.ts"
import { openPdf } from "./openPdf.ts"
import * as t from "./inquiries.css.ts"

const Euro = ({ cents }: { readonly cents: number }) => <FormattedNumber value={cents / 100} style="currency" currency="EUR" />
const PriceOf = ({ cents, onRequest }: { readonly cents: number; readonly onRequest: boolean }) =>
  onRequest ? <FormattedMessage id="product.priceOnRequest" /> : <Euro cents={cents} />

const COLUMNS = ["inquiries.article", "inquiries.articleNumber", "inquiries.amount", "inquiries.unitPrice", "inquiries.lineTotal"] as const

export const InquiryPage = ({ detail }: { readonly detail: InquiryDetail | null }) => {
  const lang = useLang()
  const back = (
    <Link to="/$lang/user/profile/inquiries/" params={{ lang }} className={t.backLink} data-testid="inquiry-back">
      <FormattedMessage id="inquiries.back" />
    </Link>
  )
  return (
    <ProfileLayout titleId="account.inquiries">
      {detail === null ? (
        <section className={s.panel} data-testid="inquiry-not-found">
          <p className={s.muted}>
            <FormattedMessage id="inquiries.notFound" />
          </p>
          {back}
        </section>
      ) : (
        <Inquiry detail={detail} back={back} />
      )}
    </ProfileLayout>
  )
}

const Inquiry = ({ detail, back }: { readonly detail: InquiryDetail; readonly back: React.ReactNode }) => {
  const intl = useIntl()
  const lang = useLang()
  const cart = useCart()
  const { notify } = useNotifications()
  const tableRegion = useScrollRegion<HTMLDivElement>()
  const { inquiry, lines } = detail
  const columnLabel = (id: (typeof COLUMNS)[number]) => intl.formatMessage({ id })
  const pdfFailed = () =>
    notify({ type: "error", title: intl.formatMessage({ id: "error.title" }), message: intl.formatMessage({ id: "error.generalError" }), duration: 6000 })
  return (
    <section className={s.panel} data-testid="inquiry" aria-labelledby="inquiry-heading">
      {back}
      <h2 id="inquiry-heading" className={s.panelTitle}>
        <FormattedMessage id="inquiries.detailHeading" values={{ number: inquiry.reference }} />
      </h2>
      <dl className={t.facts}>
        <div>
          <dt>
            <FormattedMessage id="inquiries.sentOn" />
          </dt>
          <dd>
            <FormattedDate value={inquiry.createdAt} dateStyle="long" timeStyle="short" timeZone="Europe/Vienna" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="inquiries.project" />
          </dt>
          <dd>{inquiry.projectId === "" ? "–" : inquiry.projectId}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="inquiries.listPriceSent" />
          </dt>
          <dd data-testid="inquiry-list-price">
            <PriceOf cents={inquiry.listPrice ?? 0} onRequest={inquiry.listPrice === null} />
          </dd>
        </div>
      </dl>
      <div className={t.toolbar}>
        {/* Short words that fit a phone; the names say which inquiry. */}
        <button
          type="button"
          className={button.secondary}
          data-testid="inquiry-pdf"
          aria-label={intl.formatMessage({ id: "inquiries.pdfOf" }, { number: inquiry.reference })}
          onClick={() => void openPdf(inquiry.id).then((ok) => (ok ? undefined : pdfFailed()))}
        >
          <FormattedMessage id="inquiries.pdf" />
        </button>
        <button
          type="button"
          className={button.primary}
          data-testid="inquiry-into-cart"
          aria-label={intl.formatMessage({ id: "inquiries.intoCartOf" }, { number: inquiry.reference })}
          {...softDisabled(cart.locked, () => void cart.addInquiry(inquiry))}
        >
          <FormattedMessage id="inquiries.intoCart" />
        </button>
      </div>
      <h3 className={t.subheading}>
        <FormattedMessage id="inquiries.lines" />
      </h3>
      {detail.missing > 0 ? (
        <p className={s.alert} role="note" data-testid="inquiry-missing">
          <FormattedMessage id="inquiries.missing" values={{ count: detail.missing }} />
        </p>
      ) : null}
      <div
        ref={tableRegion.ref}
        className={t.tableScroll}
        role="region"
        aria-label={intl.formatMessage({ id: "inquiries.linesTable" }, { number: inquiry.reference })}
        tabIndex={tableRegion.tabIndex}
      >
        <table className={t.table} role="table" data-testid="inquiry-lines">
          <thead role="rowgroup">
            <tr role="row">
              {COLUMNS.map((id) => (
                <th key={id} className={`${t.cell} ${id === "inquiries.article" ? "" : t.numeric}`} scope="col" role="columnheader">
                  <FormattedMessage id={id} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {lines.map((line) => (
              <Line key={line.id} line={line} lang={lang} label={columnLabel} />
            ))}
          </tbody>
        </table>
      </div>
      <Totals totals={detail.totals} discount={detail.discount} />
      <p className={s.muted}>
        <FormattedMessage id="inquiries.pricesToday" />
      </p>
    </section>
  )
}

const Line = ({ line, lang, label }: { readonly line: CartLineView; readonly lang: string; readonly label: (id: (typeof COLUMNS)[number]) => string }) => (
  <tr role="row" data-testid="inquiry-line">
    <td role="cell" data-label={label("inquiries.article")} className={t.cell}>
      <div className={t.article}>
        {/* Decorative: the name beside it says what it is. */}
        <ProductPicture slug={line.productSlug} size={56} decorative />
        <div>
          <a href={`/${lang}/product-catalog/${line.productSlug}/`}>{line.name}</a>
          {line.name2 ? <div className={s.muted}>{line.name2}</div> : null}
          <LineConfig config={line.config} className={t.config} />
        </div>
      </div>
    </td>
    <td role="cell" data-label={label("inquiries.articleNumber")} className={`${t.cell} ${t.numeric}`} data-testid="inquiry-line-article">
      {line.articleNumber}
    </td>
    <td role="cell" data-label={label("inquiries.amount")} className={`${t.cell} ${t.numeric}`} data-testid="inquiry-line-amount">
      {line.amount}
    </td>
    <td role="cell" data-label={label("inquiries.unitPrice")} className={`${t.cell} ${t.numeric}`} data-testid="inquiry-line-unit">
      <PriceOf cents={line.singleTotal} onRequest={line.priceOnRequest} />
    </td>
    <td role="cell" data-label={label("inquiries.lineTotal")} className={`${t.cell} ${t.numeric}`} data-testid="inquiry-line-total">
      <PriceOf cents={line.lineTotal} onRequest={line.priceOnRequest} />
    </td>
  </tr>
)

const Totals = ({ totals, discount }: { readonly totals: CartTotalsView; readonly discount: number }) => {
  const intl = useIntl()
  if (totals.kind === "onRequest") {
    return (
      <p className={t.totals} data-testid="inquiry-total">
        <FormattedMessage id="product.priceOnRequest" />
      </p>
    )
  }
  return (
    <dl className={t.totals} data-testid="inquiry-total">
      <div>
        <dt>
          <FormattedMessage id="cart.subtotal" />
        </dt>
        <dd>
          <Euro cents={totals.subtotal} />
        </dd>
      </div>
      {discount > 0 ? (
        <div>
          <dt>
            <FormattedMessage id="cart.discountAmount" values={{ percent: (discount / 100).toLocaleString(intl.locale) }} />
          </dt>
          <dd>
            − <Euro cents={totals.discountAmount} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>
          <FormattedMessage id="cart.total" />
        </dt>
        <dd>
          <strong>
            <Euro cents={totals.total} />
          </strong>
        </dd>
      </div>
    </dl>
  )
}

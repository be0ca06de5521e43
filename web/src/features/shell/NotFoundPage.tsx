/** Spec §2: heading `404 | title`, a text and a back-home button to /{locale}/ (served with HTTP 404). */
import { Link } from "@tanstack/react-router"
import { FormattedMessage } from "react-intl"
import { button, container } from "../../styles/common.css.ts"
import * as s from "../../ui/pages.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"

export const NotFoundPage = () => {
  const lang = useLang()
  return (
    <div className={container}>
      <section className={s.message} data-testid="not-found">
        <h1 className={s.heading}>
          <FormattedMessage id="notFound.heading" />
        </h1>
        <p className={s.messageText}>
          <FormattedMessage id="notFound.text" />
        </p>
        <div className={s.messageActions}>
          {/* Exact: neither link is the page the visitor is on (the router would mark a prefix current). */}
          <Link to="/$lang/" params={{ lang }} activeOptions={{ exact: true }} className={button.primary}>
            <FormattedMessage id="notFound.backHome" />
          </Link>
          <Link to="/$lang/product-catalog/" params={{ lang }} activeOptions={{ exact: true }} className={button.secondary}>
            <FormattedMessage id="catalogue.title" />
          </Link>
        </div>
      </section>
    </div>
  )
}

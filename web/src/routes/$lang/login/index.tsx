/**
 * The login page for company accounts. Accounts (sign-up, server cart, inquiries) are not built
 * yet: the page says so plainly and points to what works without an account, instead of a form
 * that cannot log anyone in.
 */
import { Link, createFileRoute } from "@tanstack/react-router"
import { FormattedMessage } from "react-intl"
import * as pages from "../../../ui/pages.css.ts"
import { useLang } from "../../../features/shell/LangContext.tsx"
import { t } from "../../../platform/i18n/intl.ts"
import { pageHead, shellOf } from "../../../platform/seo.ts"
import { button, container } from "../../../styles/common.css.ts"

export const Route = createFileRoute("/$lang/login/")({
  head: ({ matches }) => {
    const shell = shellOf(matches)
    if (!shell) return {}
    return pageHead({
      lang: shell.lang,
      title: t(shell.lang, "login.title"),
      description: t(shell.lang, "login.text"),
      path: "/login/",
      origin: shell.origin,
      languages: shell.languages,
      noIndex: true,
    })
  },
  component: function Login() {
    const lang = useLang()
    return (
      <div className={container}>
        <section className={pages.message} data-testid="login-page">
          <h1 className={pages.heading}>
            <FormattedMessage id="login.title" />
          </h1>
          <p className={pages.messageText}>
            <FormattedMessage id="login.text" />
          </p>
          <div className={pages.messageActions}>
            <Link to="/$lang/product-catalog/" params={{ lang }} className={button.primary}>
              <FormattedMessage id="catalogue.title" />
            </Link>
            <a href={`/${lang}/contact/`} className={button.secondary}>
              <FormattedMessage id="login.contact" />
            </a>
          </div>
        </section>
      </div>
    )
  },
})

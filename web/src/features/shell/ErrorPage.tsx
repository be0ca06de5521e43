/**
 * A failed page: the error-catalogue message (spec §8 generalError) in the page's language and a
 * retry button; never an error's text or stack.
 */
import { useRouter, useRouterState } from "@tanstack/react-router"
import { useContext } from "react"
import { FormattedMessage, IntlContext, IntlProvider } from "react-intl"
import { localeOf, messagesOf } from "../../platform/i18n/intl.ts"
import { button, container } from "../../styles/common.css.ts"
import * as s from "../../ui/pages.css.ts"

const ErrorMessage = () => {
  const router = useRouter()
  return (
    <div className={container}>
      <section className={s.message} role="alert">
        <h1 className={s.heading}>
          <FormattedMessage id="error.title" />
        </h1>
        <p className={s.messageText}>
          <FormattedMessage id="error.generalError" />
        </p>
        <div className={s.messageActions}>
          <button type="button" className={button.primary} onClick={() => void router.invalidate()}>
            <FormattedMessage id="error.retry" />
          </button>
        </div>
      </section>
    </div>
  )
}

export const ErrorPage = () => {
  const intl = useContext(IntlContext)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  if (intl) return <ErrorMessage />
  const lang = pathname.startsWith("/en/") ? "en" : "de"
  return (
    <IntlProvider locale={localeOf(lang)} messages={messagesOf(lang)} defaultLocale="de-AT">
      <main id="main">
        <ErrorMessage />
      </main>
    </IntlProvider>
  )
}

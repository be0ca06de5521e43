/**
 * The page a mailed link opens: what the link does, and one button that does it (a plain form
 * post, no JavaScript needed). See confirm.ts for why opening the link alone changes nothing.
 */
import { FormattedMessage, useIntl } from "react-intl"
import { button, container, pageTitle } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import type { LinkParams, LinkPurpose } from "./link.ts"
import * as s from "./account.css.ts"

/** The page's title per purpose (also its head's). */
export const confirmTitleIds = { signup: "confirm.signup.title", reset: "reset.title", email: "confirm.email.title" } as const

export const ConfirmLinkPage = ({ purpose, link }: { readonly purpose: LinkPurpose; readonly link: LinkParams }) => {
  const intl = useIntl()
  const lang = useLang()
  return (
    <div className={`${container} ${s.page}`} data-testid="confirm-link-page">
      <h1 className={pageTitle}>
        <FormattedMessage id={confirmTitleIds[purpose]} />
      </h1>
      <section className={`${s.panel} ${s.narrow}`}>
        <form method="post" action={`/${lang}/login/confirm/`} className={s.form} data-testid="form-confirm-link">
          {Object.entries(link).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <p className={s.muted}>
            <FormattedMessage id={`confirm.${purpose}.lead`} />
          </p>
          <div className={s.actions}>
            <button type="submit" className={button.primary}>
              {intl.formatMessage({ id: `confirm.${purpose}.submit` })}
            </button>
          </div>
        </form>
      </section>
    </div>
  )
}

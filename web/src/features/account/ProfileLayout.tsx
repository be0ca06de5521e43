/**
 * The profile area's frame (spec §2 `/user/profile`): its navigation (my info, my inquiries, saved carts) and a
 * logout button, which posts (logging out changes state) and reloads the page (spec §7).
 */
import { Link } from "@tanstack/react-router"
import type { ReactNode } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import { button, container, pageTitle } from "../../styles/common.css.ts"
import type { MessageId } from "../../platform/i18n/intl.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { accountActionUrl } from "./useAccountForm.ts"
import * as s from "./account.css.ts"

export const LogoutButton = ({ className }: { readonly className?: string }) => {
  const lang = useLang()
  return (
    <form method="post" action={accountActionUrl("logout")} data-testid="logout-form">
      <input type="hidden" name="lang" value={lang} />
      <button type="submit" className={className ?? button.secondary} data-testid="logout">
        <FormattedMessage id="account.logout" />
      </button>
    </form>
  )
}

export const ProfileLayout = ({ titleId, children }: { readonly titleId: MessageId; readonly children: ReactNode }) => {
  const lang = useLang()
  const intl = useIntl()
  return (
    <div className={`${container} ${s.page}`}>
      <h1 className={pageTitle}>
        <FormattedMessage id={titleId} />
      </h1>
      <div className={s.profileLayout}>
        <nav aria-label={intl.formatMessage({ id: "account.profileNavigation" })} className={s.profileNav}>
          <Link to="/$lang/user/profile/" params={{ lang }} activeOptions={{ exact: true }} className={s.profileNavLink}>
            <FormattedMessage id="account.overview" />
          </Link>
          <Link to="/$lang/user/profile/my-info/" params={{ lang }} className={s.profileNavLink}>
            <FormattedMessage id="account.myInfo" />
          </Link>
          <Link to="/$lang/user/profile/inquiries/" params={{ lang }} className={s.profileNavLink}>
            <FormattedMessage id="account.inquiries" />
          </Link>
          <Link to="/$lang/user/profile/saved-carts/" params={{ lang }} className={s.profileNavLink}>
            <FormattedMessage id="account.savedCarts" />
          </Link>
          <LogoutButton />
        </nav>
        <div className={s.sections}>
          {children}
        </div>
      </div>
    </div>
  )
}

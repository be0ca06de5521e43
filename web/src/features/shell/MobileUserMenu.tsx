/** Spec §2 mobile: the full-screen navigation's separate user menu (or the login link for a guest). */
import { FormattedMessage, useIntl } from "react-intl"
import { UserIcon } from "../../ui/icons.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as shell from "./shell.css.ts"
import { useAccount } from "../account/AccountContext.tsx"
import { LogoutButton } from "../account/ProfileLayout.tsx"
import * as s from "../account/account.css.ts"

export const MobileUserMenu = ({ onNavigate }: { readonly onNavigate: () => void }) => {
  const account = useAccount()
  const lang = useLang()
  const intl = useIntl()
  if (!account) {
    return (
      <div className={shell.mobileTools} data-testid="mobile-user-menu">
        <a className={shell.toolButton} href={`/${lang}/login/`} onClick={onNavigate}>
          <UserIcon />
          <span>
            <FormattedMessage id="shell.login" />
          </span>
        </a>
      </div>
    )
  }
  return (
    <nav aria-label={intl.formatMessage({ id: "account.userMenu" })} className={s.mobileUserMenu} data-testid="mobile-user-menu">
      <h3 className={shell.mobileGroupTitle}>
        {account.firstname} {account.lastname}
      </h3>
      <ul className={shell.mobileList}>
        <li>
          <a className={shell.mobileLink} href={`/${lang}/user/profile/my-info/`} onClick={onNavigate}>
            <FormattedMessage id="account.myInfo" />
          </a>
        </li>
        <li>
          <a className={shell.mobileLink} href={`/${lang}/user/profile/inquiries/`} onClick={onNavigate}>
            <FormattedMessage id="account.inquiries" />
          </a>
        </li>
        <li>
          <a className={shell.mobileLink} href={`/${lang}/user/profile/saved-carts/`} onClick={onNavigate}>
            <FormattedMessage id="account.savedCarts" />
          </a>
        </li>
        <li>
          <LogoutButton className={shell.mobileLink} />
        </li>
      </ul>
    </nav>
  )
}

/**
 * Spec §2 user menu in the header: a guest sees the login button; a logged-in user the menu with
 * their name (its code loads only then, so guests' pages ship none of it).
 */
import { Suspense, lazy } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import { visuallyHidden } from "../../styles/common.css.ts"
import { UserIcon } from "../../ui/icons.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as shell from "./shell.css.ts"
import { useAccount } from "../account/AccountContext.tsx"
import * as menu from "../account/userMenu.css.ts"
import { UserInitials } from "./UserInitials.tsx"

const UserMenuDropdown = lazy(() => import("./UserMenuDropdown.tsx"))

export const UserMenu = ({ className }: { readonly className?: string }) => {
  const account = useAccount()
  const lang = useLang()
  const intl = useIntl()
  const loginLink = (
    <a className={`${shell.toolButton} ${className ?? ""}`} href={`/${lang}/login/`} title={intl.formatMessage({ id: "shell.login" })} data-testid="login-link">
      <UserIcon />
      <span className={visuallyHidden}>
        <FormattedMessage id="shell.login" />
      </span>
    </a>
  )
  if (!account) return loginLink
  // Until the menu's code is there (and in the page the server sends), a link to the profile in its place.
  const profileLink = (
    <a className={`${shell.toolButton} ${menu.trigger} ${className ?? ""}`} href={`/${lang}/user/profile/my-info/`} data-testid="user-menu-link">
      <UserInitials account={account} />
    </a>
  )
  return (
    <Suspense fallback={profileLink}>
      <UserMenuDropdown account={account} className={className} />
    </Suspense>
  )
}

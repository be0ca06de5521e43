/**
 * The logged-in user's initials with the menu's spoken name: the content of the user menu's
 * trigger, and of the link the server renders in its place until the menu's code has loaded.
 */
import { FormattedMessage } from "react-intl"
import { visuallyHidden } from "../../styles/common.css.ts"
import type { AccountSummary } from "../account/model.ts"
import * as s from "../account/userMenu.css.ts"

export const displayName = (account: AccountSummary): string => `${account.firstname} ${account.lastname}`.trim() || account.email

/** "AH" for Anna Huber; the e-mail's first letter when the account has no name. */
export const initialsOf = (account: AccountSummary): string =>
  ([account.firstname, account.lastname].map((part) => [...part.trim()][0] ?? "").join("") || [...account.email][0] || "?").toUpperCase()

export const UserInitials = ({ account }: { readonly account: AccountSummary }) => (
  <>
    <span className={s.initials} aria-hidden="true">
      {initialsOf(account)}
    </span>
    <span className={visuallyHidden}>
      <FormattedMessage id="account.userMenuOf" values={{ name: displayName(account) }} />
    </span>
  </>
)

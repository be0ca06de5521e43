/**
 * The logged-in user's menu (spec §2): first and last name, my info, my inquiries, saved carts, logout. It opens
 * on hover with a mouse (desktop), and on click, Enter, Space or arrow keys (radix DropdownMenu:
 * focus moves into it and Escape closes it). Loaded only for a logged-in user.
 */
import { DropdownMenu } from "radix-ui"
import { useRef, useState } from "react"
import { FormattedMessage } from "react-intl"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import * as shell from "./shell.css.ts"
import type { AccountSummary } from "../account/model.ts"
import { accountActionUrl } from "../account/useAccountForm.ts"
import * as s from "../account/userMenu.css.ts"
import { UserInitials, displayName } from "./UserInitials.tsx"

/** Logging out changes state: a real POST (the page reloads with the answer, spec §7). */
const logout = (lang: string) => {
  const form = document.createElement("form")
  form.method = "post"
  form.action = accountActionUrl("logout")
  const field = document.createElement("input")
  field.type = "hidden"
  field.name = "lang"
  field.value = lang
  form.append(field)
  document.body.append(form)
  form.submit()
}

const UserMenuDropdown = ({ account, className }: { readonly account: AccountSummary; readonly className?: string | undefined }) => {
  const lang = useLang()
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<number | undefined>(undefined)
  const name = displayName(account)
  // Hover opens it for a mouse only; touch and keyboard use the trigger itself.
  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return
    window.clearTimeout(closeTimer.current)
    if (next) setOpen(true)
    else closeTimer.current = window.setTimeout(() => setOpen(false), 150)
  }
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger className={`${shell.toolButton} ${s.trigger} ${className ?? ""}`} data-testid="user-menu" onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
        <UserInitials account={account} />
      </DropdownMenu.Trigger>
      {/* Not portalled: the menu stays inside the header's landmark. */}
      <DropdownMenu.Content className={s.content} align="end" sideOffset={6} onPointerEnter={hover(true)} onPointerLeave={hover(false)}>
        <DropdownMenu.Label className={s.label}>{name}</DropdownMenu.Label>
        <DropdownMenu.Item asChild className={s.item}>
          <a href={`/${lang}/user/profile/my-info/`}>
            <FormattedMessage id="account.myInfo" />
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={s.item}>
          <a href={`/${lang}/user/profile/inquiries/`}>
            <FormattedMessage id="account.inquiries" />
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={s.item}>
          <a href={`/${lang}/user/profile/saved-carts/`}>
            <FormattedMessage id="account.savedCarts" />
          </a>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className={s.separator} />
        <DropdownMenu.Item className={s.item} onSelect={() => logout(lang)} data-testid="user-menu-logout">
          <FormattedMessage id="account.logout" />
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
export default UserMenuDropdown

/**
 * Spec §2 mobile: a full-screen navigation (radix Dialog) with the flyouts' sub-items, language and
 * login. Loaded by `MobileNav` on first use, and then opened at once.
 */
import { Link } from "@tanstack/react-router"
import { Dialog } from "radix-ui"
import { useState } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import type { NavItemView } from "./model.ts"
import { CloseIcon, MenuIcon } from "../../ui/icons.tsx"
import { MobileUserMenu } from "./MobileUserMenu.tsx"
import { LanguageSwitcher } from "./LanguageSwitcher.tsx"
import * as s from "./shell.css.ts"
import { SmartLink, useCurrentPage } from "../../ui/SmartLink.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"

const MobileNavDialog = ({ items }: { readonly items: ReadonlyArray<NavItemView> }) => {
  const [open, setOpen] = useState(true)
  const intl = useIntl()
  const lang = useLang()
  const close = () => setOpen(false)
  const current = useCurrentPage()
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={`${s.toolButton} ${s.mobileOnly}`}>
        <MenuIcon />
        <span>
          <FormattedMessage id="shell.menu" />
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={s.dialogOverlay} />
        <Dialog.Content className={s.dialogContent} aria-describedby={undefined}>
          <div className={s.dialogHeader}>
            <Dialog.Title className={s.dialogTitle}>
              <FormattedMessage id="shell.menu" />
            </Dialog.Title>
            <Dialog.Close className={s.toolButton} aria-label={intl.formatMessage({ id: "shell.menuClose" })}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {/* The account first: what a returning customer looks for (issue 27). */}
          <MobileUserMenu onNavigate={close} />
          <nav aria-label={intl.formatMessage({ id: "shell.mobileNavigation" })}>
            <ul className={s.mobileList}>
              {items.map((item) =>
                item.kind === "link" ? (
                  <li key={item.id}>
                    <SmartLink className={s.mobileLink} link={item.link} onClick={close} {...current(item.link)}>
                      {item.label}
                    </SmartLink>
                  </li>
                ) : (
                  <li key={item.id}>
                    <h3 className={s.mobileGroupTitle}>{item.label}</h3>
                    <ul className={s.mobileList}>
                      {item.items.map((sub) => (
                        <li key={sub.id}>
                          <SmartLink className={s.mobileLink} link={sub.link} onClick={close} {...current(sub.link)}>
                            {sub.label}
                          </SmartLink>
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
              <li>
                <Link to="/$lang/quick-order/" params={{ lang }} className={s.mobileLink} onClick={close}>
                  <FormattedMessage id="quickOrder.pageTitle" />
                </Link>
              </li>
            </ul>
          </nav>
          <div className={s.mobileTools}>
            <LanguageSwitcher onNavigate={close} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

export default MobileNavDialog

import { Link } from "@tanstack/react-router"
import { useIntl } from "react-intl"
import { container } from "../../styles/common.css.ts"
import type { ShellSettings } from "./model.ts"
import { useCart } from "../cart/CartContext.tsx"
import { CartButton } from "./CartButton.tsx"
import { LogoMark } from "../../ui/icons.tsx"
import { UserMenu } from "./UserMenu.tsx"
import { LanguageSwitcher } from "./LanguageSwitcher.tsx"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { MainNav } from "./MainNav.tsx"
import { MobileNav } from "./MobileNav.tsx"
import { SearchBox } from "../search/SearchBox.tsx"
import * as s from "./shell.css.ts"

export const Header = ({ settings }: { readonly settings: ShellSettings }) => {
  const lang = useLang()
  const intl = useIntl()
  return (
    <header className={s.header}>
      <div className={`${container} ${s.headerInner}`}>
        <Link to="/$lang/" params={{ lang }} activeOptions={{ exact: true }} className={s.logo} aria-label={intl.formatMessage({ id: "shell.logoLabel" })}>
          <LogoMark className={s.logoMark} />
          <span className={s.logoText}>{settings.brandName ?? intl.formatMessage({ id: "site.name" })}</span>
        </Link>
        <MainNav items={settings.navigation} />
        <span className={s.rowBreak} />
        <SearchBox className={s.searchSlot} />
        <Link to="/$lang/quick-order/" params={{ lang }} className={s.quickOrderLink}>
          {intl.formatMessage({ id: "quickOrder.pageTitle" })}
        </Link>
        <div className={s.tools}>
          <span className={s.desktopOnly}>
            <LanguageSwitcher />
          </span>
          {/* At every width: a phone reaches the account from the header, not only through the menu. */}
          <UserMenu />
          <HeaderCartButton />
          <MobileNav items={settings.navigation} />
        </div>
      </div>
    </header>
  )
}

const HeaderCartButton = () => {
  const { lineCount, setOpen } = useCart()
  return <CartButton count={lineCount} onOpen={() => setOpen(true)} />
}

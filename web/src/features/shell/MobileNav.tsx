/**
 * Spec §2 mobile: the menu button of the full-screen navigation. The dialog and its code (radix
 * Dialog with focus trap and scroll lock) load on the first press, so a page's first load ships
 * none of it; pointing at or focusing the button starts the download early.
 */
import { Suspense, lazy, useState } from "react"
import { FormattedMessage } from "react-intl"
import type { NavItemView } from "./model.ts"
import { MenuIcon } from "../../ui/icons.tsx"
import * as s from "./shell.css.ts"

const load = () => import("./MobileNavDialog.tsx")
const MobileNavDialog = lazy(load)

export const MobileNav = ({ items }: { readonly items: ReadonlyArray<NavItemView> }) => {
  const [used, setUsed] = useState(false)
  // The same button as the dialog's own trigger, which replaces it once loaded.
  const button = (
    <button
      type="button"
      className={`${s.toolButton} ${s.mobileOnly}`}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      onClick={() => setUsed(true)}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
    >
      <MenuIcon />
      <span>
        <FormattedMessage id="shell.menu" />
      </span>
    </button>
  )
  if (!used) return button
  return (
    <Suspense fallback={button}>
      <MobileNavDialog items={items} />
    </Suspense>
  )
}

/**
 * Desktop navigation from the settings: plain items and flyouts. The flyouts' behaviour is radix
 * NavigationMenu (`MainNavMenu.tsx`), not part of a page's first load: it loads when a pointer or
 * the focus first enters the navigation. Until then this renders the same markup without it (the
 * links work, with client navigation); a flyout whose trigger was pressed meanwhile, or that is
 * under the mouse when the menu arrives, opens at once, and the focus stays where it was.
 */
import { type ComponentType, useRef, useState } from "react"
import { useIntl } from "react-intl"
import type { NavItemView } from "./model.ts"
import type { MainNavMenuProps } from "./MainNavMenu.tsx"
import { ChevronDown } from "../../ui/icons.tsx"
import * as s from "./shell.css.ts"
import { SmartLink, useCurrentPage } from "../../ui/SmartLink.tsx"

const load = () => import("./MainNavMenu.tsx")

export const MainNav = ({ items }: { readonly items: ReadonlyArray<NavItemView> }) => {
  const intl = useIntl()
  const nav = useRef<HTMLElement>(null)
  const [menu, setMenu] = useState<{ readonly Menu: ComponentType<MainNavMenuProps>; readonly open: string | undefined; readonly focusIndex: number } | null>(null)
  const loading = useRef(false)
  /** The flyout asked for before the menu loaded: its trigger pressed, or under the mouse. */
  const wanted = useRef<{ readonly id: string; readonly by: "press" | "hover" } | undefined>(undefined)
  const current = useCurrentPage()

  const start = () => {
    if (loading.current) return
    loading.current = true
    void load().then(({ default: Menu }) => {
      const focusables = [...(nav.current?.querySelectorAll("a, button") ?? [])]
      setMenu({ Menu, open: wanted.current?.id, focusIndex: focusables.indexOf(document.activeElement as Element) })
    }, () => {
      // Not loaded (offline, say): the links still work; the next entry tries again.
      loading.current = false
    })
  }

  if (menu) return <menu.Menu items={items} open={menu.open} focusIndex={menu.focusIndex} />
  // The markup radix renders for a closed menu, so nothing moves when it takes over.
  return (
    <nav ref={nav} className={s.desktopNav} aria-label={intl.formatMessage({ id: "shell.mainNavigation" })} data-orientation="horizontal" dir="ltr" onPointerEnter={start} onFocus={start}>
      <div style={{ position: "relative" }}>
        <ul className={s.navList} data-orientation="horizontal" dir="ltr">
          {items.map((item) =>
            item.kind === "link" ? (
              <li key={item.id} className={s.navItem}>
                <SmartLink className={s.navLink} link={item.link} {...current(item.link)}>
                  {item.label}
                </SmartLink>
              </li>
            ) : (
              <li key={item.id} className={s.navItem}>
                <button
                  type="button"
                  className={s.navTrigger}
                  data-state="closed"
                  aria-expanded={false}
                  onClick={() => {
                    wanted.current = { id: item.id, by: "press" }
                    start()
                  }}
                  onPointerEnter={(event) => {
                    if (event.pointerType === "mouse" && wanted.current?.by !== "press") wanted.current = { id: item.id, by: "hover" }
                  }}
                  onPointerLeave={() => {
                    if (wanted.current?.by === "hover") wanted.current = undefined
                  }}
                >
                  {item.label}
                  <ChevronDown className={s.chevron} />
                </button>
              </li>
            ),
          )}
        </ul>
      </div>
    </nav>
  )
}

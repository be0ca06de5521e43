/**
 * Desktop navigation from the settings: plain items and flyouts (radix NavigationMenu: opens on
 * hover with a mouse, on click or Enter otherwise, closes on Escape and on an outside click).
 * Loaded by `MainNav` when a pointer or the focus first enters the navigation (see there).
 */
import { NavigationMenu } from "radix-ui"
import { useEffect, useLayoutEffect, useRef } from "react"
import { useIntl } from "react-intl"
import type { NavItemView } from "./model.ts"
import { ChevronDown } from "../../ui/icons.tsx"
import * as s from "./shell.css.ts"
import { SmartLink, useCurrentPage } from "../../ui/SmartLink.tsx"

/**
 * Radix puts a focus proxy (`aria-hidden`, `tabindex=0`) after an open trigger, a focusable element
 * hidden from screen readers (axe: aria-hidden-focus; a known Radix issue). Without a Viewport the
 * flyout follows its trigger in the DOM, so Tab reaches its links without the proxy: taking it out
 * of the tab order keeps the keyboard path and leaves nothing hidden to land on.
 */
const useNoFocusableProxy = () => {
  const nav = useRef<HTMLElement>(null)
  useEffect(() => {
    const root = nav.current
    if (root === null) return undefined
    const untab = () => {
      for (const proxy of root.querySelectorAll<HTMLElement>('[aria-hidden="true"][tabindex="0"]')) proxy.tabIndex = -1
    }
    const observer = new MutationObserver(untab)
    observer.observe(root, { childList: true, subtree: true })
    untab()
    return () => observer.disconnect()
  }, [])
  return nav
}

export interface MainNavMenuProps {
  readonly items: ReadonlyArray<NavItemView>
  /** The flyout to show at once (its trigger was pressed, or is under the mouse, before this loaded). */
  readonly open: string | undefined
  /** The index among the navigation's links and buttons of the one to focus (it had the focus before this loaded), or -1. */
  readonly focusIndex: number
}

const MainNavMenu = ({ items, open, focusIndex }: MainNavMenuProps) => {
  const intl = useIntl()
  const nav = useNoFocusableProxy()
  // Replacing the first markup moved the focus to the body: back to the same place, before any key.
  useLayoutEffect(() => {
    if (focusIndex >= 0) nav.current?.querySelectorAll<HTMLElement>("a, button")[focusIndex]?.focus()
  }, [])
  const current = useCurrentPage()
  return (
    <NavigationMenu.Root ref={nav} className={s.desktopNav} aria-label={intl.formatMessage({ id: "shell.mainNavigation" })} defaultValue={open ?? ""}>
      <NavigationMenu.List className={s.navList}>
        {items.map((item) =>
          item.kind === "link" ? (
            <NavigationMenu.Item key={item.id} className={s.navItem}>
              <NavigationMenu.Link asChild>
                <SmartLink className={s.navLink} link={item.link} {...current(item.link)}>
                  {item.label}
                </SmartLink>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={item.id} value={item.id} className={s.navItem}>
              <NavigationMenu.Trigger className={s.navTrigger}>
                {item.label}
                <ChevronDown className={s.chevron} />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={s.flyout}>
                <ul className={s.flyoutList}>
                  {item.items.map((sub) => (
                    <li key={sub.id}>
                      <NavigationMenu.Link asChild>
                        <SmartLink className={s.flyoutLink} link={sub.link} {...current(sub.link)}>
                          {sub.label}
                        </SmartLink>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}

export default MainNavMenu

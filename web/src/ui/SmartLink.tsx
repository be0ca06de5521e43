/**
 * A link from content (settings, rich text): external links are plain anchors (a new tab when
 * the content asks for one), internal ones navigate with the router and fall back to a normal
 * page load without JavaScript.
 */
import { useRouter, useRouterState } from "@tanstack/react-router"
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react"
import { FormattedMessage } from "react-intl"
import { visuallyHidden } from "../styles/common.css.ts"
import type { LinkView } from "../features/shell/model.ts"

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  readonly link: LinkView
  readonly children: ReactNode
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented

export const SmartLink = ({ link, children, onClick, ...rest }: Props) => {
  const router = useRouter()
  if (link.external || link.newTab) {
    return (
      <a {...rest} href={link.href} {...(link.newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} onClick={onClick}>
        {children}
        {link.newTab ? (
          <span className={visuallyHidden}>
            {" "}
            <FormattedMessage id="shell.opensInNewTab" />
          </span>
        ) : null}
      </a>
    )
  }
  return (
    <a
      {...rest}
      href={link.href}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainLeftClick(event)) return
        event.preventDefault()
        void router.navigate({ href: link.href })
      }}
    >
      {children}
    </a>
  )
}

/** `aria-current="page"` for a link to the page being shown, same path and query (the navigations' links). */
export const useCurrentPage = (): ((link: LinkView) => { readonly "aria-current"?: "page" }) => {
  const location = useRouterState({ select: (state) => `${state.location.pathname}${state.location.searchStr}` })
  return (link) => (!link.external && link.href === location ? { "aria-current": "page" } : {})
}

/**
 * The notice a redirect carries in the query (`?notice=loginSuccess&count=2&left=1`, spec §8 success
 * messages). Without JavaScript it is a status box at the top of the page; once the page is
 * interactive it becomes a notification instead, and the query parameters are taken out of the
 * address so a reload does not show it again.
 */
import { useRouterState } from "@tanstack/react-router"
import { useEffect, useState } from "react"
import { useIntl } from "react-intl"
import { container } from "../../styles/common.css.ts"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { MAX_CART_LINES } from "@shop/core/cart/limits"
import { type AccountNotice, isAccountNotice, problemNotices } from "./model.ts"
import * as s from "./account.css.ts"

const countOf = (text: string | null): number => {
  const count = Number(text ?? 0)
  return Number.isInteger(count) && count > 0 && count <= MAX_CART_LINES ? count : 0
}

const useNotice = (): { readonly notice: AccountNotice; readonly count: number; readonly left: number } | null => {
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const params = new URLSearchParams(search)
  const notice = params.get("notice")
  // The sign-up's and the reset's "mail sent" are the page's own state (login and reset pages show them).
  if (!isAccountNotice(notice) || notice === "checkInbox" || notice === "resetMailSent") return null
  // `left`: guest lines a full stored cart could not take at login (they stay in the guest cookie).
  return { notice, count: countOf(params.get("count")), left: notice === "loginSuccess" ? countOf(params.get("left")) : 0 }
}

export const NoticeFromQuery = () => {
  const intl = useIntl()
  const { notify } = useNotifications()
  const found = useNotice()
  const [shownAsToast, setShownAsToast] = useState<string | null>(null)
  const key = found === null ? null : `${found.notice}:${found.count}:${found.left}`
  const left = found === null || found.left === 0 ? "" : intl.formatMessage({ id: "notice.loginLeftOver" }, { count: found.left, max: MAX_CART_LINES })
  const text =
    found === null
      ? ""
      : [
          found.notice === "loginSuccess" && found.count > 0
            ? intl.formatMessage({ id: "notice.loginSuccessMerged" }, { count: found.count })
            : intl.formatMessage({ id: `notice.${found.notice}` }),
          left,
        ]
          .filter((part) => part !== "")
          .join(" ")
  useEffect(() => {
    if (found === null || key === shownAsToast) return
    setShownAsToast(key)
    const problem = problemNotices.has(found.notice)
    notify({
      // Lines left out of a full cart are worth a second look: a warning that stays longer.
      type: problem ? "error" : found.left > 0 ? "warning" : "success",
      title: problem ? intl.formatMessage({ id: "error.title" }) : text,
      message: problem ? text : "",
      ...(found.left > 0 ? { duration: 12_000 } : found.count > 0 || problem ? { duration: 6000 } : {}),
    })
    const url = new URL(window.location.href)
    url.searchParams.delete("notice")
    url.searchParams.delete("count")
    url.searchParams.delete("left")
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`)
  }, [found, key, shownAsToast, notify, intl, text])
  if (found === null || shownAsToast === key) return null
  return (
    <div className={container}>
      <p className={problemNotices.has(found.notice) || found.left > 0 ? s.alert : s.success} role="status" data-testid={`notice-${found.notice}`}>
        {text}
      </p>
    </div>
  )
}

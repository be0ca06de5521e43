/**
 * Sending the cart as a request (spec §4 cart request): the request-sent flag is set when sending
 * starts, the success notification shows at once, and only a failure resets the flag (with the
 * "Error" notification). The idempotency key is kept in the tab's sessionStorage with the cart and
 * the account it was made for, so a double click, a retry or a reload while sending sends that cart
 * once; a changed cart, or another account logged in in this tab, gets a new key.
 *
 * After a successful request the cart is kept as it is (a request asks for a quote; the customer
 * may still create the PDF or change the cart and send again), and this tab shows "request sent"
 * until the cart changes.
 */
import { useCallback, useEffect, useState } from "react"
import { useIntl } from "react-intl"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { useAccount } from "../account/AccountContext.tsx"
import type { CartView } from "./model.ts"

const STORAGE_KEY = "shop.cartRequest"

interface Stored {
  readonly key: string
  readonly shareString: string
  /** The account it was sent from: another account in this tab, with the same cart, has sent nothing. */
  readonly owner: string
  readonly sent: boolean
}

/** Whether `stored` is this account's request for this cart (its key is reused, its "sent" shown). */
export const isSameRequest = (stored: Stored | null, shareString: string, owner: string): stored is Stored =>
  stored !== null && stored.shareString === shareString && stored.owner === owner

const read = (): Stored | null => {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Stored | null
    return parsed !== null && typeof parsed.key === "string" && typeof parsed.shareString === "string" && typeof parsed.owner === "string" ? parsed : null
  } catch {
    return null
  }
}
const write = (stored: Stored | null) => {
  try {
    if (stored === null) sessionStorage.removeItem(STORAGE_KEY)
    else sessionStorage.setItem(STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Storage off: the key lives only as long as the page.
  }
}

export const useCartRequest = (view: CartView | null) => {
  const intl = useIntl()
  const { notify } = useNotifications()
  const owner = useAccount()?.email ?? ""
  const shareString = view?.shareString ?? ""
  const [sent, setSent] = useState(false)
  useEffect(() => {
    const stored = read()
    setSent(isSameRequest(stored, shareString, owner) && stored.sent)
  }, [shareString, owner])

  /** Sends `view`, the cart as the server last answered it (the caller waited for changes on their way). */
  const send = useCallback(
    (view: CartView | null) => {
      if (view === null || !view.loggedIn || sent) return
      const earlier = read()
      const key = isSameRequest(earlier, view.shareString, owner) ? earlier.key : crypto.randomUUID()
      write({ key, shareString: view.shareString, owner, sent: true })
      setSent(true)
      notify({ type: "success", title: intl.formatMessage({ id: "cart.cartRequest" }), message: intl.formatMessage({ id: "cart.sentSuccess" }), duration: 6000 })
      const totals = view.totals
      void fetch("/api/user-request/send-cart-request", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": key },
        body: JSON.stringify({
          encodedShoppingCart: view.shareString,
          // The server builds the CSV from the catalogue itself; the browser has no article data for it.
          csvContent: "",
          totalPrice: totals.kind === "priced" ? totals.subtotal : null,
          totalDiscountedPrice: totals.kind === "priced" ? totals.total : null,
          lang: view.lang,
        }),
      })
        .then((response) => {
          if (!response.ok) throw new Error(`send-cart-request answered ${response.status}`, { cause: response.status })
        })
        .catch((error: unknown) => {
          write({ key, shareString: view.shareString, owner, sent: false })
          setSent(false)
          const throttled = error instanceof Error && error.cause === 429
          notify({ type: "error", title: intl.formatMessage({ id: "error.title" }), message: intl.formatMessage({ id: throttled ? "cart.requestThrottled" : "error.generalError" }), duration: 6000 })
        })
    },
    [sent, owner, notify, intl],
  )

  return { sent, send }
}

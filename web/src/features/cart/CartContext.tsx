/**
 * The cart in the browser (spec §4): loaded on start and when the language changes, a pending
 * flag while views load, and an update lock that blocks a second add or remove until the first
 * is done. Every change goes to the server, which applies the core's rules and answers the new cart.
 */
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import { useIntl } from "react-intl"
import { useLang } from "../shell/LangContext.tsx"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { addToCart, getCart, inquiryIntoCart, removeCartLine, updateCartLine, updateCartMeta } from "./cart.functions.ts"
import type { CartNotice, CartView } from "./model.ts"

export interface AddRequest {
  readonly productId: string
  readonly amount: number | string
  readonly accessories: ReadonlyArray<{ readonly id: string; readonly amount: number | string }>
  /** Shown in the success notification. */
  readonly productName: string
}

interface CartApi {
  readonly view: CartView | null
  /** Views are loading (first load, language change). */
  readonly pending: boolean
  /** A change is on its way to the server; further changes wait. */
  readonly locked: boolean
  /** Counts the changes that failed or were refused (each with its notification), so a waiting action can tell. */
  readonly failedChanges: number
  readonly open: boolean
  readonly setOpen: (open: boolean) => void
  readonly add: (request: AddRequest) => Promise<boolean>
  readonly setAmount: (id: string, amount: number | string) => Promise<void>
  /** True when the line was removed (not while another change was on its way, nor on a failure). */
  readonly remove: (id: string) => Promise<boolean>
  /** The cart as this change answered it; null when it failed. */
  readonly setMeta: (meta: { readonly discount?: string; readonly projectId?: string }) => Promise<CartView | null>
  /** Puts a sent inquiry's cart into the cart again (merge rule) and opens the cart. */
  readonly addInquiry: (inquiry: { readonly id: string; readonly number: number }) => Promise<boolean>
}

const CartContext = createContext<CartApi | null>(null)

export const useCart = (): CartApi => {
  const api = useContext(CartContext)
  if (api === null) throw new Error("useCart outside CartProvider")
  return api
}

const noticeType: Record<CartNotice, "warning" | "error"> = {
  itemsRemoved: "warning",
  cookieRepaired: "warning",
  cartFull: "error",
  storedCartFull: "error",
  configurationInvalid: "error",
}

export const CartProvider = ({ children }: { readonly children: ReactNode }) => {
  const lang = useLang()
  const intl = useIntl()
  const { notify } = useNotifications()
  const [view, setView] = useState<CartView | null>(null)
  const [pending, setPending] = useState(true)
  const [locked, setLocked] = useState(false)
  const [failedChanges, setFailedChanges] = useState(0)
  const [open, setOpen] = useState(false)
  const lock = useRef(false)
  /** The change on its way, for a field saved meanwhile to wait for. */
  const running = useRef<Promise<unknown>>(Promise.resolve())
  /** Counts applied changes, so a load that answers after an add or remove does not overwrite it. */
  const changes = useRef(0)

  const show = useCallback(
    (next: CartView) => {
      setView(next)
      for (const notice of next.notices) {
        notify({
          type: noticeType[notice],
          title: intl.formatMessage({ id: `cart.notice.${notice}.title` }),
          message: intl.formatMessage({ id: `cart.notice.${notice}.message` }),
          duration: 6000,
        })
      }
    },
    [intl, notify],
  )

  const failed = useCallback(
    () => notify({ type: "error", title: intl.formatMessage({ id: "error.title" }), message: intl.formatMessage({ id: "error.generalError" }) }),
    [intl, notify],
  )

  useEffect(() => {
    let current = true
    const changesAtStart = changes.current
    setPending(true)
    getCart({ data: { lang } })
      .then((next) => current && changes.current === changesAtStart && show(next))
      .catch(() => current && failed())
      .finally(() => current && setPending(false))
    return () => {
      current = false
    }
  }, [lang, show, failed])

  /** Runs one change under the update lock; a change while locked is ignored (spec §4). */
  const change = useCallback(
    async (run: () => Promise<CartView>): Promise<CartView | null> => {
      if (lock.current) return null
      lock.current = true
      setLocked(true)
      try {
        const answer = run()
        running.current = answer.catch(() => undefined)
        const next = await answer
        changes.current += 1
        show(next)
        if (next.notices.some((notice) => notice === "cartFull" || notice === "storedCartFull")) setFailedChanges((count) => count + 1)
        return next
      } catch {
        failed()
        setFailedChanges((count) => count + 1)
        return null
      } finally {
        lock.current = false
        setLocked(false)
      }
    },
    [show, failed],
  )

  /** A change that waits for the one on its way instead of being ignored by the lock. */
  const afterRunning = useCallback(
    async (run: () => Promise<CartView>) => {
      while (lock.current) await running.current
      return change(run)
    },
    [change],
  )

  const api = useMemo<CartApi>(
    () => ({
      view,
      pending,
      locked,
      failedChanges,
      open,
      setOpen,
      add: async (request) => {
        const before = view?.lines.length ?? 0
        const next = await change(() =>
          addToCart({ data: { lang, productId: request.productId, amount: request.amount, accessories: request.accessories.map((a) => ({ id: a.id, amount: a.amount })) } }),
        )
        const added = next !== null && !next.notices.some((n) => n === "cartFull" || n === "storedCartFull" || n === "configurationInvalid")
        if (added) {
          notify({
            type: "success",
            title: intl.formatMessage({ id: "cart.added.title" }),
            message: intl.formatMessage({ id: next.lines.length > before ? "cart.added.message" : "cart.added.merged" }, { name: request.productName }),
          })
        }
        return added
      },
      // A typed amount, discount or project number is saved when its field is left, often by a click
      // into the next one while the first is still saving: it waits for that change instead of being dropped.
      setAmount: async (id, amount) => void (await afterRunning(() => updateCartLine({ data: { lang, id, amount } }))),
      remove: async (id) => (await change(() => removeCartLine({ data: { lang, id } }))) !== null,
      setMeta: (meta) => afterRunning(() => updateCartMeta({ data: { lang, ...meta } })),
      addInquiry: async (inquiry) => {
        const next = await change(async () => {
          const answered = await inquiryIntoCart({ data: { lang, id: inquiry.id } })
          if (answered === null) throw new Error("not the user's inquiry")
          return answered
        })
        if (next === null) return false
        notify({ type: "success", title: intl.formatMessage({ id: "cart.added.title" }), message: intl.formatMessage({ id: "cart.inquiryAdded" }, { number: inquiry.number }) })
        setOpen(true)
        return true
      },
    }),
    [view, pending, locked, failedChanges, open, change, afterRunning, lang, intl, notify],
  )
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>
}

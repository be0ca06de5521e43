/**
 * The cart in the browser (spec §4): loaded on start and when the language changes, a pending flag
 * while views load, and every change a TanStack Query mutation in ONE mutation scope (`cartScope.ts`,
 * loaded on the first change), which runs them one after another. An add or remove while a change is
 * on its way is ignored (the update lock); a typed amount, discount or project number waits its turn
 * instead; `afterChanges` waits for the scope too (the send and PDF buttons). Every change goes to
 * the server, which applies the core's rules and answers the new cart.
 */
import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import { useIntl } from "react-intl"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { useNotifications } from "../../ui/notifications/Notifications.tsx"
import { addToCart, getCart, inquiryIntoCart, removeCartLine, updateCartLine, updateCartMeta } from "./cart.functions.ts"
import type { CartScope } from "./cartScope.ts"
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
  /** The header badge's count: the loaded cart's lines, until then the count the server rendered. */
  readonly lineCount: number
  /** Views are loading (first load, language change). */
  readonly pending: boolean
  /** A change is on its way to the server; further changes wait. */
  readonly locked: boolean
  /**
   * Waits for every change on its way (and a loading cart), then answers the cart as the server
   * answered it; null when one of those changes failed or was refused (its notification says so).
   */
  readonly afterChanges: () => Promise<CartView | null>
  /** True at this moment when a change is on its way or the cart loads (a click may come before the render that says so). */
  readonly busyNow: () => boolean
  readonly open: boolean
  readonly setOpen: (open: boolean) => void
  readonly add: (request: AddRequest) => Promise<boolean>
  readonly setAmount: (id: string, amount: number | string) => Promise<void>
  /** True when the line was removed (not while another change was on its way, nor on a failure). */
  readonly remove: (id: string) => Promise<boolean>
  /** The cart as this change answered it; null when it failed. */
  readonly setMeta: (meta: { readonly discount?: string; readonly projectId?: string }) => Promise<CartView | null>
  /**
   * A change another feature asks the server for (the quick order's many lines), under the update
   * lock like an add: `run` answers the cart as the server answered it, whose notices show as any
   * change's. null when ignored (another change on its way) or failed.
   */
  readonly apply: (run: () => Promise<CartView>) => Promise<CartView | null>
  /** Puts a sent inquiry's cart into the cart again (merge rule) and opens the cart. */
  readonly addInquiry: (inquiry: { readonly id: string; readonly reference: string }) => Promise<boolean>
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

export const CartProvider = ({ initialLines, children }: { readonly initialLines: number; readonly children: ReactNode }) => {
  const lang = useLang()
  const intl = useIntl()
  const { notify } = useNotifications()
  const [view, setView] = useState<CartView | null>(null)
  const [pending, setPending] = useState(true)
  const [locked, setLocked] = useState(false)
  const [open, setOpen] = useState(false)
  /** The cart as last answered, for what runs after the changes (a render may not have shown it yet). */
  const latest = useRef<CartView | null>(null)
  /** The load on its way, for `afterChanges` to wait for. */
  const loading = useRef<Promise<unknown>>(Promise.resolve())
  /** Counts the changes asked for, so a load that answers after one does not overwrite its answer. */
  const changes = useRef(0)
  const scope = useRef<CartScope | null>(null)
  const scopeLoading = useRef<Promise<CartScope> | null>(null)
  /** Changes asked for while the scope's code loads (they hold the update lock meanwhile). */
  const early = useRef(0)

  const lockedNow = useCallback(() => early.current > 0 || (scope.current?.changing() ?? 0) > 0, [])
  const loadScope = useCallback(
    (): Promise<CartScope> =>
      (scopeLoading.current ??= import("./cartScope.ts").then((module) => {
        const made = module.makeCartScope()
        made.subscribe(() => setLocked(lockedNow()))
        scope.current = made
        return made
      })),
    [lockedNow],
  )

  // The scope's code is fetched once the page is idle, not at the first click: an add clicked just
  // before the visitor leaves the page must reach the server, not wait for a chunk the navigation cancels.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200))
    idle(() => void loadScope())
  }, [loadScope])

  const show = useCallback(
    (next: CartView) => {
      latest.current = next
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
    const load = getCart({ data: { lang } })
      .then((next) => current && changes.current === changesAtStart && show(next))
      .catch(() => current && failed())
      .finally(() => current && setPending(false))
    loading.current = load
    return () => {
      current = false
    }
  }, [lang, show, failed])

  /** One change in the scope: its answer shown (or the error) before the next change runs. */
  const inScope = useCallback(
    async (run: () => Promise<CartView>): Promise<CartView | null> => {
      let made = scope.current
      if (made === null) {
        early.current += 1
        setLocked(true)
        try {
          // Awaited directly: changes asked for while the code loads keep their order.
          made = await loadScope()
        } catch {
          failed()
          return null
        } finally {
          early.current -= 1
          setLocked(lockedNow())
        }
      }
      return made
        .change(async () => {
          try {
            const next = await run()
            changes.current += 1
            show(next)
            return next
          } catch (error) {
            failed()
            throw error
          }
        })
        .catch(() => null)
    },
    [loadScope, lockedNow, show, failed],
  )

  /** A change under the update lock: ignored while another is on its way (spec §4); null when ignored or failed. */
  const exclusive = useCallback((run: () => Promise<CartView>) => (lockedNow() ? Promise.resolve(null) : inScope(run)), [lockedNow, inScope])

  const busyNow = useCallback(() => pending || lockedNow(), [pending, lockedNow])

  const afterChanges = useCallback(async (): Promise<CartView | null> => {
    await loading.current
    const made = scope.current ?? (scopeLoading.current === null ? null : await scopeLoading.current)
    if (made === null) return latest.current
    const fine = await made.afterChanges().catch(() => false)
    return fine ? latest.current : null
  }, [])

  const api = useMemo<CartApi>(
    () => ({
      view,
      lineCount: view?.lines.length ?? initialLines,
      pending,
      locked,
      afterChanges,
      busyNow,
      open,
      setOpen,
      add: async (request) => {
        const before = view?.lines.length ?? 0
        const next = await exclusive(() =>
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
      // into the next one while the first is still saving: it waits its turn in the scope instead of being dropped.
      setAmount: async (id, amount) => void (await inScope(() => updateCartLine({ data: { lang, id, amount } }))),
      remove: async (id) => (await exclusive(() => removeCartLine({ data: { lang, id } }))) !== null,
      setMeta: (meta) => inScope(() => updateCartMeta({ data: { lang, ...meta } })),
      apply: exclusive,
      addInquiry: async (inquiry) => {
        const next = await exclusive(async () => {
          const answered = await inquiryIntoCart({ data: { lang, id: inquiry.id } })
          if (answered === null) throw new Error("not the user's inquiry")
          return answered
        })
        if (next === null) return false
        notify({ type: "success", title: intl.formatMessage({ id: "cart.added.title" }), message: intl.formatMessage({ id: "cart.inquiryAdded" }, { number: inquiry.reference }) })
        setOpen(true)
        return true
      },
    }),
    [view, initialLines, pending, locked, afterChanges, busyNow, open, exclusive, inScope, lang, intl, notify],
  )
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>
}

/**
 * Notifications (spec §3, §4): title, message, type (success, error, warning, info) and a duration
 * (2000 ms by default); they disappear after it and can be cleared one by one or all at once.
 * One may carry an action button (the deployment check's "Reload"); `Infinity` keeps it until closed.
 * Built on Radix Toast, which announces them to screen readers and pauses on hover and focus. Its
 * code (`Toasts.tsx`) is not part of a page's first load: it loads and mounts on the visitor's
 * first key or pointer press (so it is in place before anything the visitor does can notify) or
 * with the first notification, whichever comes first.
 */
import { type ComponentType, type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react"
import type { ToastsProps } from "./Toasts.tsx"

export const NOTIFICATION_DURATION_MS = 2000

export type NotificationType = "success" | "error" | "warning" | "info"

export interface Notification {
  /** A timestamp, as the spec's model has it (made unique within one millisecond). */
  readonly id: number
  readonly title: string
  readonly message: string
  readonly type: NotificationType
  readonly duration: number
  readonly action?: NotificationAction
}

export interface NotificationAction {
  readonly label: string
  /** What a screen reader user is told to do instead (Radix announces it with the toast). */
  readonly altText: string
  readonly onClick: () => void
}

interface NotificationsApi {
  readonly notify: (notification: Omit<Notification, "id" | "duration"> & { readonly duration?: number }) => void
  readonly clear: (id: number) => void
  readonly clearAll: () => void
}

const NotificationsContext = createContext<NotificationsApi>({ notify: () => {}, clear: () => {}, clearAll: () => {} })
export const useNotifications = (): NotificationsApi => useContext(NotificationsContext)

export const NotificationsProvider = ({ children }: { readonly children: ReactNode }) => {
  const [items, setItems] = useState<ReadonlyArray<Notification>>([])
  const lastId = useRef(0)
  const notify = useCallback<NotificationsApi["notify"]>((n) => {
    const id = Math.max(Date.now(), lastId.current + 1)
    lastId.current = id
    setItems((current) => [...current, { ...n, id, duration: n.duration ?? NOTIFICATION_DURATION_MS }])
  }, [])
  const clear = useCallback((id: number) => setItems((current) => current.filter((n) => n.id !== id)), [])
  const clearAll = useCallback(() => setItems([]), [])
  const api = useMemo(() => ({ notify, clear, clearAll }), [notify, clear, clearAll])
  // Loaded by hand, not with React.lazy: a Suspense boundary reveals late content on a timer.
  const [Toasts, setToasts] = useState<ComponentType<ToastsProps> | null>(null)
  const [used, setUsed] = useState(false)
  if (items.length > 0 && !used) setUsed(true)
  useEffect(() => {
    if (used) {
      // Once mounted, the toasts stay: a closing toast plays its own exit and focus handling.
      let current = true
      void import("./Toasts.tsx").then(({ default: loaded }) => current && setToasts(() => loaded))
      return () => {
        current = false
      }
    }
    const use = () => setUsed(true)
    window.addEventListener("pointerdown", use, { capture: true, once: true })
    window.addEventListener("keydown", use, { capture: true, once: true })
    return () => {
      window.removeEventListener("pointerdown", use, { capture: true })
      window.removeEventListener("keydown", use, { capture: true })
    }
  }, [used])
  return (
    <NotificationsContext.Provider value={api}>
      {children}
      {Toasts ? <Toasts items={items} clear={clear} clearAll={clearAll} /> : null}
    </NotificationsContext.Provider>
  )
}

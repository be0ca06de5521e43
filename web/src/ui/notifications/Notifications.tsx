/**
 * Notifications (spec §3, §4): title, message, type (success, error, warning, info) and a duration
 * (2000 ms by default); they disappear after it and can be cleared one by one or all at once.
 * One may carry an action button (the deployment check's "Reload"); `Infinity` keeps it until closed.
 * Built on Radix Toast, which announces them to screen readers and pauses on hover and focus.
 */
import { Toast } from "radix-ui"
import { type ReactNode, createContext, useCallback, useContext, useMemo, useRef, useState } from "react"
import { useIntl } from "react-intl"
import * as s from "./notifications.css.ts"

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
  const intl = useIntl()
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
  return (
    <NotificationsContext.Provider value={api}>
      <Toast.Provider label={intl.formatMessage({ id: "notifications.label" })}>
        {children}
        {items.map((n) => (
          <Toast.Root
            key={n.id}
            className={s.toast[n.type]}
            duration={n.duration}
            type={n.type === "error" ? "foreground" : "background"}
            onOpenChange={(open) => {
              if (!open) clear(n.id)
            }}
            data-testid={`notification-${n.type}`}
          >
            <Toast.Title className={s.title}>{n.title}</Toast.Title>
            <Toast.Description className={s.description}>{n.message}</Toast.Description>
            {n.action ? (
              <Toast.Action className={s.action} altText={n.action.altText} onClick={n.action.onClick}>
                {n.action.label}
              </Toast.Action>
            ) : null}
            <Toast.Close className={s.close} aria-label={intl.formatMessage({ id: "notifications.close" })}>
              ×
            </Toast.Close>
          </Toast.Root>
        ))}
        <Toast.Viewport className={s.viewport} />
        {items.length > 1 ? (
          <div className={s.clearAllBar}>
            <button type="button" className={s.clearAll} onClick={clearAll}>
              {intl.formatMessage({ id: "notifications.clearAll" })}
            </button>
          </div>
        ) : null}
      </Toast.Provider>
    </NotificationsContext.Provider>
  )
}

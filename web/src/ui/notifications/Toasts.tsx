/** The notifications on screen (Radix Toast): loaded by `NotificationsProvider` with the first one. */
import { Toast } from "radix-ui"
import { useIntl } from "react-intl"
import type { Notification } from "./Notifications.tsx"
import * as s from "./notifications.css.ts"

export interface ToastsProps {
  readonly items: ReadonlyArray<Notification>
  readonly clear: (id: number) => void
  readonly clearAll: () => void
}

const Toasts = ({ items, clear, clearAll }: ToastsProps) => {
  const intl = useIntl()
  return (
    <Toast.Provider label={intl.formatMessage({ id: "notifications.label" })}>
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
  )
}

export default Toasts

/**
 * Radix gives focus back to a `Dialog.Trigger` on close. The cart and the PDF modal open from
 * state (a header button, a button in another dialog), so they remember what had focus when they
 * opened and return it there; otherwise a keyboard user would land on the page's body.
 * Spread the result on `Dialog.Content`.
 */
import { useRef } from "react"

export const useReturnFocus = () => {
  const opener = useRef<HTMLElement | null>(null)
  return {
    // Runs before the dialog moves focus inside: what has focus now opened it.
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current
      opener.current = null
      if (target?.isConnected) {
        event.preventDefault()
        target.focus()
      }
    },
  }
}

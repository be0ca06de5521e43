/**
 * Progressive enhancement of an account form: without JavaScript the browser posts it and follows
 * the 303; with JavaScript it is sent with `fetch` (Accept: application/json), errors appear next
 * to their fields, and success is a full page load of the next page, so the cart and the header
 * reload with the new login state (spec §4).
 */
import { type FormEvent, useCallback, useRef, useState } from "react"
import type { ErrorKey } from "@shop/core/errors/errors"
import type { AccountAction, AccountFormResult, FieldErrors } from "./model.ts"

export interface AccountFormState {
  readonly errors: FieldErrors
  readonly formError: ErrorKey | null
  readonly sending: boolean
  readonly onSubmit: (event: FormEvent<HTMLFormElement>) => void
}

export const accountActionUrl = (action: AccountAction): string => `/api/account/${action}`

export const useAccountForm = (action: AccountAction, initial: { readonly errors?: FieldErrors; readonly formError?: ErrorKey | null } = {}): AccountFormState => {
  const [errors, setErrors] = useState<FieldErrors>(initial.errors ?? {})
  const [formError, setFormError] = useState<ErrorKey | null>(initial.formError ?? null)
  const [sending, setSending] = useState(false)
  const busy = useRef(false)

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (busy.current) return
      busy.current = true
      setSending(true)
      const body = new URLSearchParams()
      for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") body.append(name, value)
      fetch(accountActionUrl(action), {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
        body,
        credentials: "same-origin",
      })
        .then(async (response) => (await response.json()) as AccountFormResult)
        .then((result) => {
          if (result.ok) {
            window.location.assign(result.redirect)
            return
          }
          setErrors(result.errors)
          setFormError(result.formError)
          busy.current = false
          setSending(false)
          // Move the keyboard and screen reader to the first problem.
          const first = Object.keys(result.errors)[0]
          const target = first === undefined ? null : document.querySelector<HTMLElement>(`[data-form="${action}"] [name="${first}"]`)
          ;(target ?? document.querySelector<HTMLElement>(`[data-form="${action}"] [role="alert"]`))?.focus()
        })
        .catch(() => {
          setErrors({})
          setFormError("generalError")
          busy.current = false
          setSending(false)
        })
    },
    [action],
  )
  return { errors, formError, sending, onSubmit }
}

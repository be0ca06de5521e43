/**
 * The query of the account pages, validated: where to return after login, which notice to show,
 * and the outcome of a form sent without JavaScript (`form`, `error`, `errors`). Anything else is dropped.
 */
import type { ErrorKey } from "@shop/core/errors/errors"
import { isErrorKey } from "@shop/core/errors/keys"
import { type AccountAction, type AccountNotice, type FieldErrors, decodeFieldErrors, isAccountAction, isAccountNotice } from "./model.ts"

export interface AccountSearch {
  readonly redirect?: string
  readonly notice?: AccountNotice
  readonly form?: AccountAction
  readonly error?: ErrorKey
  readonly errors?: string
}

export const accountSearch = (search: Record<string, unknown>): AccountSearch => ({
  ...(typeof search["redirect"] === "string" && search["redirect"].length <= 500 ? { redirect: search["redirect"] } : {}),
  ...(isAccountNotice(search["notice"]) ? { notice: search["notice"] } : {}),
  ...(typeof search["form"] === "string" && isAccountAction(search["form"]) ? { form: search["form"] } : {}),
  ...(isErrorKey(search["error"]) ? { error: search["error"] } : {}),
  ...(typeof search["errors"] === "string" && search["errors"].length <= 500 ? { errors: search["errors"] } : {}),
})

export interface FailedForm<F extends AccountAction> {
  readonly form: F
  readonly formError: ErrorKey | null
  readonly errors: FieldErrors
}

/** The no-JavaScript failure of one of `forms`, or null. */
export const failedFormOf = <F extends AccountAction>(search: AccountSearch, forms: ReadonlyArray<F>): FailedForm<F> | null =>
  search.form !== undefined && (forms as ReadonlyArray<AccountAction>).includes(search.form)
    ? { form: search.form as F, formError: search.error ?? null, errors: decodeFieldErrors(search.errors) }
    : null

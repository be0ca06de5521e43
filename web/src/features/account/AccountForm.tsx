/**
 * The frame every account form shares: a real form posting to its endpoint (works without
 * JavaScript), the page's language as a hidden field, a form-level problem as an alert that takes
 * focus, and a submit button that says when it is busy.
 */
import type { ReactNode } from "react"
import { FormattedMessage, useIntl } from "react-intl"
import { errorMessageId } from "../../platform/i18n/intl.ts"
import { button } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import type { AccountAction } from "./model.ts"
import { type AccountFormState, accountActionUrl } from "./useAccountForm.ts"
import * as s from "./account.css.ts"

export const FormAlert = ({ errorKey, testId }: { readonly errorKey: string | null; readonly testId: string }) => {
  const intl = useIntl()
  if (errorKey === null) return null
  return (
    <div className={s.alert} role="alert" tabIndex={-1} data-testid={testId}>
      <FormattedMessage id={errorMessageId(errorKey, intl.messages)} />
    </div>
  )
}

export const AccountForm = ({
  action,
  state,
  submitLabel,
  danger = false,
  hidden = {},
  children,
}: {
  readonly action: AccountAction
  readonly state: AccountFormState
  readonly submitLabel: string
  readonly danger?: boolean
  readonly hidden?: Readonly<Record<string, string>>
  readonly children?: ReactNode
}) => {
  const lang = useLang()
  return (
    <form method="post" action={accountActionUrl(action)} onSubmit={state.onSubmit} className={s.form} data-form={action} data-testid={`form-${action}`}>
      <input type="hidden" name="lang" value={lang} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert errorKey={state.formError} testId={`form-error-${action}`} />
      {children}
      <div className={s.actions}>
        <button type="submit" className={danger ? button.danger : button.primary} disabled={state.sending} aria-busy={state.sending}>
          {state.sending ? <FormattedMessage id="account.sending" /> : submitLabel}
        </button>
      </div>
    </form>
  )
}

/**
 * `/reset-password` (spec §2): ask for a link (the answer is the same whether or not the address
 * has an account, so the page reveals nothing), then — after the mailed link has opened a recovery
 * session — set the new password twice.
 */
import type { ErrorKey } from "@shop/core/errors/errors"
import { FormattedMessage, useIntl } from "react-intl"
import { container, pageTitle } from "../../styles/common.css.ts"
import { AccountForm } from "./AccountForm.tsx"
import { EmailField, PasswordField } from "./fields.tsx"
import type { FieldErrors } from "./model.ts"
import { useAccountForm } from "./useAccountForm.ts"
import * as s from "./account.css.ts"

export interface ResetPasswordPageProps {
  /** The mailed link was opened: choose the new password. */
  readonly step: "request" | "sent" | "new"
  readonly failed: { readonly formError: ErrorKey | null; readonly errors: FieldErrors } | null
}

export const ResetPasswordPage = ({ step, failed }: ResetPasswordPageProps) => {
  const intl = useIntl()
  const request = useAccountForm("reset-request", step === "request" && failed ? failed : {})
  const reset = useAccountForm("reset", step === "new" && failed ? failed : {})
  return (
    <div className={`${container} ${s.page}`} data-testid="reset-password-page">
      <h1 className={pageTitle}>
        <FormattedMessage id="reset.title" />
      </h1>
      <section className={`${s.panel} ${s.narrow}`}>
        {step === "new" ? (
          <>
            <p className={s.muted}>
              <FormattedMessage id="reset.newLead" />
            </p>
            <AccountForm action="reset" state={reset} submitLabel={intl.formatMessage({ id: "reset.save" })}>
              <PasswordField form="reset" name="password" errors={reset.errors} labelId="account.field.newPassword" autoComplete="new-password" hintId="account.passwordRule" />
              <PasswordField form="reset" name="passwordRepeat" errors={reset.errors} labelId="account.field.passwordRepeat" autoComplete="new-password" />
            </AccountForm>
          </>
        ) : step === "sent" ? (
          <div className={s.success} role="status" data-testid="reset-mail-sent">
            <p className={s.boxTitle}>
              <FormattedMessage id="reset.sent.title" />
            </p>
            <p>
              <FormattedMessage id="reset.sent.message" />
            </p>
          </div>
        ) : (
          <>
            <p className={s.muted}>
              <FormattedMessage id="reset.lead" />
            </p>
            <AccountForm action="reset-request" state={request} submitLabel={intl.formatMessage({ id: "reset.send" })}>
              <EmailField form="reset-request" errors={request.errors} />
            </AccountForm>
          </>
        )}
      </section>
    </div>
  )
}

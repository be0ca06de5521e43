/**
 * `/login` (spec §2): log in, or create a company account (spec §3 sign-up). After a sign-up the
 * page shows the "check your inbox" state (spec §4: confirmation first, an unconfirmed e-mail
 * cannot log in). The global discount is not a sign-up field: it is the provider's to grant.
 */
import type { ErrorKey } from "@shop/core/errors/errors"
import { FormattedMessage, useIntl } from "react-intl"
import { container, pageTitle } from "../../styles/common.css.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { AccountForm } from "./AccountForm.tsx"
import { AddressFields, EmailField, LanguageField, PasswordField } from "./fields.tsx"
import type { FieldErrors } from "./model.ts"
import { useAccountForm } from "./useAccountForm.ts"
import * as s from "./account.css.ts"

export interface LoginPageProps {
  /** Where to go after login (validated on the server). */
  readonly redirect: string | null
  /** The form a no-JavaScript post came back from, with its errors. */
  readonly failed: { readonly form: "login" | "signup"; readonly formError: ErrorKey | null; readonly errors: FieldErrors } | null
  readonly checkInbox: boolean
}

const initialOf = (failed: LoginPageProps["failed"], form: "login" | "signup") =>
  failed?.form === form ? { errors: failed.errors, formError: failed.formError } : {}

export const LoginPage = ({ redirect, failed, checkInbox }: LoginPageProps) => {
  const intl = useIntl()
  const lang = useLang()
  const login = useAccountForm("login", initialOf(failed, "login"))
  const signup = useAccountForm("signup", initialOf(failed, "signup"))
  return (
    <div className={`${container} ${s.page}`} data-testid="login-page">
      <h1 className={pageTitle}>
        <FormattedMessage id="login.title" />
      </h1>
      <div className={s.columns}>
        <section className={s.panel} aria-labelledby="login-heading">
          <h2 id="login-heading" className={s.panelTitle}>
            <FormattedMessage id="login.heading" />
          </h2>
          <AccountForm action="login" state={login} submitLabel={intl.formatMessage({ id: "login.submit" })} hidden={redirect ? { redirect } : {}}>
            <EmailField form="login" errors={login.errors} />
            <PasswordField form="login" name="password" errors={login.errors} labelId="account.field.password" autoComplete="current-password" />
          </AccountForm>
          <p>
            <a href={`/${lang}/reset-password/`} data-testid="forgot-password">
              <FormattedMessage id="login.forgotPassword" />
            </a>
          </p>
        </section>
        <section className={s.panel} aria-labelledby="signup-heading">
          <h2 id="signup-heading" className={s.panelTitle}>
            <FormattedMessage id="signup.heading" />
          </h2>
          {checkInbox ? (
            <div className={s.success} role="status" data-testid="signup-check-inbox">
              <p className={s.boxTitle}>
                <FormattedMessage id="signup.checkInbox.title" />
              </p>
              <p>
                <FormattedMessage id="signup.checkInbox.message" />
              </p>
            </div>
          ) : (
            <>
              <p className={s.muted}>
                <FormattedMessage id="signup.lead" />
              </p>
              <AccountForm action="signup" state={signup} submitLabel={intl.formatMessage({ id: "signup.submit" })}>
                <EmailField form="signup" errors={signup.errors} />
                <div className={s.row}>
                  <PasswordField form="signup" name="password" errors={signup.errors} labelId="account.field.password" autoComplete="new-password" hintId="account.passwordRule" />
                  <PasswordField form="signup" name="passwordRepeat" errors={signup.errors} labelId="account.field.passwordRepeat" autoComplete="new-password" />
                </div>
                <AddressFields form="signup" errors={signup.errors} />
                <LanguageField form="signup" errors={signup.errors} value={lang} />
              </AccountForm>
            </>
          )}
        </section>
      </div>
    </div>
  )
}

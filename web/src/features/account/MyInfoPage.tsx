/**
 * `/user/profile/my-info` (spec §2): the profile to view and edit (a changed e-mail needs the
 * current password and is confirmed on the new address first), the password change and the
 * account deletion — each of the last two needs the current password (spec §5) — and logout.
 */
import type { ErrorKey } from "@shop/core/errors/errors"
import { FormattedMessage, useIntl } from "react-intl"
import { TextField } from "../../ui/form/Field.tsx"
import { HookAllowList } from "../handover/HookAllowList.tsx"
import { CheckboxField } from "../../ui/form/Field.tsx"
import { AccountForm } from "./AccountForm.tsx"
import { AddressFields, EmailField, PasswordField, useErrorText } from "./fields.tsx"
import type { FieldErrors, MyInfoView } from "./model.ts"
import { ProfileLayout } from "./ProfileLayout.tsx"
import { useAccountForm } from "./useAccountForm.ts"
import * as s from "./account.css.ts"

export interface MyInfoPageProps {
  readonly info: MyInfoView
  readonly failed: { readonly form: "profile" | "password" | "delete" | "handover-hooks"; readonly formError: ErrorKey | null; readonly errors: FieldErrors } | null
}

const initialOf = (failed: MyInfoPageProps["failed"], form: "profile" | "password" | "delete") =>
  failed?.form === form ? { errors: failed.errors, formError: failed.formError } : {}

export const MyInfoPage = ({ info, failed }: MyInfoPageProps) => {
  const intl = useIntl()
  const profile = useAccountForm("profile", initialOf(failed, "profile"))
  const password = useAccountForm("password", initialOf(failed, "password"))
  const remove = useAccountForm("delete", initialOf(failed, "delete"))
  const profileError = useErrorText(profile.errors)
  const removeError = useErrorText(remove.errors)
  return (
    <ProfileLayout titleId="account.myInfo">
      <section className={s.panel} aria-labelledby="profile-heading" data-testid="my-info">
        <h2 id="profile-heading" className={s.panelTitle}>
          <FormattedMessage id="account.details" />
        </h2>
        <AccountForm action="profile" state={profile} submitLabel={intl.formatMessage({ id: "account.save" })}>
          <EmailField form="profile" errors={profile.errors} value={info.email} />
          <p className={s.muted}>
            <FormattedMessage id="account.emailChangeNote" />
          </p>
          <PasswordField
            form="profile"
            name="currentPassword"
            errors={profile.errors}
            labelId="account.field.currentPassword"
            autoComplete="current-password"
            hintId="account.emailChangePassword"
            required={false}
          />
          <AddressFields form="profile" errors={profile.errors} values={info} />
          <TextField
            id="profile-globalDiscount"
            name="globalDiscount"
            inputMode="decimal"
            maxLength={6}
            defaultValue={info.globalDiscount}
            label={intl.formatMessage({ id: "account.field.globalDiscount" })}
            hint={intl.formatMessage({ id: "account.globalDiscountHint" })}
            error={profileError("globalDiscount")}
          />
        </AccountForm>
      </section>
      <section className={s.panel} aria-labelledby="password-heading">
        <h2 id="password-heading" className={s.panelTitle}>
          <FormattedMessage id="account.changePassword" />
        </h2>
        <AccountForm action="password" state={password} submitLabel={intl.formatMessage({ id: "account.changePassword" })}>
          <PasswordField form="password" name="currentPassword" errors={password.errors} labelId="account.field.currentPassword" autoComplete="current-password" />
          <div className={s.row}>
            <PasswordField form="password" name="newPassword" errors={password.errors} labelId="account.field.newPassword" autoComplete="new-password" hintId="account.passwordRule" />
            <PasswordField form="password" name="newPasswordRepeat" errors={password.errors} labelId="account.field.passwordRepeat" autoComplete="new-password" />
          </div>
        </AccountForm>
      </section>
      <HookAllowList hooks={info.handoverHooks} failed={failed?.form === "handover-hooks" ? failed : null} />
      <section className={s.panel} aria-labelledby="delete-heading">
        <h2 id="delete-heading" className={s.panelTitle}>
          <FormattedMessage id="account.delete" />
        </h2>
        <p className={s.muted}>
          <FormattedMessage id="account.deleteLead" />
        </p>
        <AccountForm action="delete" state={remove} danger submitLabel={intl.formatMessage({ id: "account.delete" })}>
          <PasswordField form="delete" name="currentPassword" errors={remove.errors} labelId="account.field.currentPassword" autoComplete="current-password" />
          <CheckboxField
            id="delete-confirm"
            name="confirm"
            required
            label={intl.formatMessage({ id: "account.deleteConfirm" })}
            error={removeError("confirm")}
          />
        </AccountForm>
      </section>
    </ProfileLayout>
  )
}

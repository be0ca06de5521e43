/**
 * The account forms' fields, each a labelled input with its error: the sign-up's company address,
 * also edited on "My info", and the password fields. Limits match the core's form rules
 * (core/src/forms/validation.ts), so the browser's own checks catch most mistakes early.
 */
import type { ProfileFieldName, ProfileFields } from "@shop/core/accounts/profile"
import { useIntl } from "react-intl"
import { countries } from "@shop/core/forms/validation"
import { TextField } from "../../ui/form/Field.tsx"
import { SelectField } from "../../ui/form/SelectField.tsx"
import { type MessageId, errorMessageId } from "../../platform/i18n/intl.ts"
import { useLang } from "../../platform/i18n/LangContext.tsx"
import { type FieldErrors, HOME_MARKETS, countryOptions } from "./model.ts"
import * as s from "./account.css.ts"

/** The translated text of a field's error key, or null. */
export const useErrorText = (errors: FieldErrors) => {
  const intl = useIntl()
  return (field: string): string | null => {
    const key = errors[field]
    return key === undefined ? null : intl.formatMessage({ id: errorMessageId(key, intl.messages) })
  }
}

export const EmailField = ({ form, errors, value, label }: { readonly form: string; readonly errors: FieldErrors; readonly value?: string; readonly label?: string }) => {
  const intl = useIntl()
  const errorText = useErrorText(errors)
  return (
    <TextField
      id={`${form}-email`}
      name="email"
      type="email"
      autoComplete="email"
      maxLength={254}
      required
      defaultValue={value}
      label={label ?? intl.formatMessage({ id: "account.field.email" })}
      error={errorText("email")}
    />
  )
}

export const PasswordField = ({
  form,
  name,
  errors,
  labelId,
  autoComplete,
  hintId,
  required = true,
}: {
  readonly form: string
  readonly name: string
  readonly errors: FieldErrors
  readonly labelId: MessageId
  readonly autoComplete: "current-password" | "new-password"
  readonly hintId?: MessageId
  readonly required?: boolean
}) => {
  const intl = useIntl()
  const errorText = useErrorText(errors)
  return (
    <TextField
      id={`${form}-${name}`}
      name={name}
      type="password"
      autoComplete={autoComplete}
      required={required}
      minLength={autoComplete === "new-password" ? 8 : undefined}
      label={intl.formatMessage({ id: labelId })}
      hint={hintId === undefined ? undefined : intl.formatMessage({ id: hintId })}
      error={errorText(name)}
    />
  )
}

const addressFields = [
  { name: "company", max: 200, autoComplete: "organization" },
  { name: "vat", max: 32, autoComplete: "off" },
  { name: "firstname", max: 100, autoComplete: "given-name" },
  { name: "lastname", max: 100, autoComplete: "family-name" },
  { name: "street", max: 200, autoComplete: "street-address" },
  { name: "zip", max: 10, autoComplete: "postal-code" },
  { name: "city", max: 100, autoComplete: "address-level2" },
] as const satisfies ReadonlyArray<{ readonly name: ProfileFieldName; readonly max: number; readonly autoComplete: string }>

type Values = Partial<ProfileFields>

/** Company, VAT number, name and address in pairs, then the country (spec §3 sign-up and profile). */
export const AddressFields = ({ form, errors, values = {} }: { readonly form: string; readonly errors: FieldErrors; readonly values?: Values }) => {
  const intl = useIntl()
  const lang = useLang()
  const errorText = useErrorText(errors)
  const field = ({ name, max, autoComplete }: (typeof addressFields)[number]) => (
    <TextField
      key={name}
      id={`${form}-${name}`}
      name={name}
      maxLength={max}
      autoComplete={autoComplete}
      required
      defaultValue={values[name]}
      label={intl.formatMessage({ id: `account.field.${name}` as const })}
      hint={name === "vat" ? intl.formatMessage({ id: "account.vatHint" }) : undefined}
      error={errorText(name)}
    />
  )
  const pairs = [addressFields.slice(0, 2), addressFields.slice(2, 4), addressFields.slice(4, 5), addressFields.slice(5, 7)]
  return (
    <>
      {pairs.map((pair) => (
        <div key={pair[0]!.name} className={pair.length === 2 ? s.row : undefined}>
          {pair.map(field)}
        </div>
      ))}
      <SelectField
        id={`${form}-country`}
        name="country"
        required
        defaultValue={values["country"] ?? HOME_MARKETS[0]}
        label={intl.formatMessage({ id: "account.field.country" })}
        error={errorText("country")}
        options={countryOptions(countries, lang)}
      />
    </>
  )
}

/** The language of the account's mails and pages (spec §3 sign-up "language"). */
export const LanguageField = ({ form, errors, value }: { readonly form: string; readonly errors: FieldErrors; readonly value: string }) => {
  const intl = useIntl()
  const errorText = useErrorText(errors)
  return (
    <SelectField
      id={`${form}-language`}
      name="language"
      required
      defaultValue={value}
      label={intl.formatMessage({ id: "account.field.language" })}
      error={errorText("language")}
      options={[
        { value: "de", label: "Deutsch" },
        { value: "en", label: "English" },
      ]}
    />
  )
}

/**
 * Labelled form fields with their error next to them: the input is `aria-invalid` and described
 * by the error text, so screen readers read both. Uncontrolled (`defaultValue`): the same markup
 * works as a plain form without JavaScript.
 */
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react"
import { FormattedMessage } from "react-intl"
import * as s from "./form.css.ts"

interface CommonProps {
  readonly id: string
  readonly name: string
  readonly label: ReactNode
  /** The error message in the page's language, or null. */
  readonly error?: string | null | undefined
  readonly hint?: ReactNode
  readonly required?: boolean
  /** Shows "(optional)" after the label of a field that is not required. */
  readonly markOptional?: boolean
}

const ErrorIcon = () => (
  <svg className={s.errorIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="8" cy="8" r="7" fill="currentColor" />
    <rect x="7.1" y="3.6" width="1.8" height="5.6" rx="0.9" fill="#fff" />
    <circle cx="8" cy="11.6" r="1.05" fill="#fff" />
  </svg>
)

export const FieldError = ({ id, error, name }: { readonly id: string; readonly error: string; readonly name: string }) => (
  <p id={id} className={s.error} data-testid={`error-${name}`}>
    <ErrorIcon />
    <span>{error}</span>
  </p>
)

const FieldLabel = ({ id, label, required, markOptional }: Pick<CommonProps, "id" | "label" | "required" | "markOptional">) => (
  <label htmlFor={id} className={s.label}>
    {label}
    {required ? (
      <span className={s.requiredMark} aria-hidden="true">
        *
      </span>
    ) : markOptional ? (
      <span className={s.optional}>
        {" "}
        <FormattedMessage id="form.optional" />
      </span>
    ) : null}
  </label>
)

const describedBy = (id: string, error: string | null | undefined, hint: ReactNode) =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter((x) => x !== null).join(" ") || undefined

/** Label, control, hint and error; the control gets the ids that tie them together. */
export const FieldFrame = ({
  id,
  name,
  label,
  error,
  hint,
  required,
  markOptional,
  className,
  control,
}: Omit<CommonProps, "required" | "markOptional"> & {
  readonly required: boolean
  readonly markOptional: boolean
  readonly className: string | undefined
  readonly control: (aria: { readonly "aria-invalid": true | undefined; readonly "aria-describedby": string | undefined }) => ReactNode
}) => (
  <div className={`${s.field} ${className ?? ""}`}>
    <FieldLabel id={id} label={label} required={required} markOptional={markOptional} />
    {control({ "aria-invalid": error ? true : undefined, "aria-describedby": describedBy(id, error, hint) })}
    {/* Below the control, so that fields side by side line up whether or not one has a hint. */}
    {hint ? (
      <p id={`${id}-hint`} className={s.hint}>
        {hint}
      </p>
    ) : null}
    {error ? <FieldError id={`${id}-error`} error={error} name={name} /> : null}
  </div>
)

type InputProps = CommonProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "required">

export const TextField = ({ id, name, label, error, hint, required = false, markOptional = false, className, ...rest }: InputProps) => (
  <FieldFrame
    {...{ id, name, label, error, hint, required, markOptional, className }}
    control={(aria) => <input {...rest} {...aria} id={id} name={name} required={required} className={s.input} />}
  />
)

type TextareaProps = CommonProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "required">

export const TextAreaField = ({ id, name, label, error, hint, required = false, markOptional = false, className, ...rest }: TextareaProps) => (
  <FieldFrame
    {...{ id, name, label, error, hint, required, markOptional, className }}
    control={(aria) => <textarea {...rest} {...aria} id={id} name={name} required={required} className={s.textarea} />}
  />
)

type CheckboxProps = Omit<CommonProps, "markOptional" | "hint"> & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "required" | "type">

/** A native checkbox (it must submit without JavaScript), its label beside it. */
export const CheckboxField = ({ id, name, label, error, required = false, className, ...rest }: CheckboxProps) => (
  <div className={`${s.field} ${className ?? ""}`}>
    <div className={s.checkboxRow}>
      <input
        {...rest}
        type="checkbox"
        id={id}
        name={name}
        required={required}
        className={s.checkbox}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id} className={s.checkboxLabel}>
        {label}
        {required ? (
          <span className={s.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
    </div>
    {error ? <FieldError id={`${id}-error`} error={error} name={name} /> : null}
  </div>
)

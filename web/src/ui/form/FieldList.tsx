/**
 * A form's text fields as data: each spec names its field, its label's message id and its input
 * attributes, and `FieldList` renders them in order with `TextField`/`TextAreaField`, each with
 * its error. The id of a field is `${idPrefix}-${name}` (its error `${idPrefix}-${name}-error`).
 * A field is required unless it is marked optional, which its label then says.
 */
import type { HTMLAttributes, InputHTMLAttributes } from "react"
import { FormattedMessage } from "react-intl"
import type { MessageId } from "../../platform/i18n/intl.ts"
import { TextAreaField, TextField } from "./Field.tsx"

interface CommonSpec<Name extends string> {
  readonly name: Name
  readonly label: MessageId
  readonly optional?: boolean
  readonly maxLength?: number
}

/** A one-line input. */
export interface InputSpec<Name extends string> extends CommonSpec<Name> {
  readonly type?: InputHTMLAttributes<HTMLInputElement>["type"]
  readonly autoComplete?: InputHTMLAttributes<HTMLInputElement>["autoComplete"]
  readonly inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"]
  /** The browser's own check of the value (without JavaScript), as the server's rule has it. */
  readonly pattern?: string
}

/** A text area of `rows` lines. */
export interface TextAreaSpec<Name extends string> extends CommonSpec<Name> {
  readonly rows: number
}

export type FieldSpec<Name extends string> = InputSpec<Name> | TextAreaSpec<Name>

/** The fields in the form's order; fields in an inner list stand side by side in one row. */
export type FieldLayout<Name extends string> = ReadonlyArray<FieldSpec<Name> | ReadonlyArray<FieldSpec<Name>>>

interface Props<Name extends string> {
  readonly idPrefix: string
  readonly fields: FieldLayout<Name>
  /** A field's error in the page's language, or null. */
  readonly errorOf: (name: Name) => string | null
  /** The class of a row of fields side by side. */
  readonly rowClassName?: string
}

const SpecField = <Name extends string>({ spec, idPrefix, error }: { readonly spec: FieldSpec<Name>; readonly idPrefix: string; readonly error: string | null }) => {
  const common = {
    id: `${idPrefix}-${spec.name}`,
    name: spec.name,
    label: <FormattedMessage id={spec.label} />,
    required: spec.optional !== true,
    markOptional: spec.optional === true,
    error,
  }
  return "rows" in spec ? (
    <TextAreaField {...common} rows={spec.rows} maxLength={spec.maxLength} />
  ) : (
    <TextField {...common} type={spec.type} autoComplete={spec.autoComplete} inputMode={spec.inputMode} pattern={spec.pattern} maxLength={spec.maxLength} />
  )
}

export const FieldList = <Name extends string>({ idPrefix, fields, errorOf, rowClassName }: Props<Name>) => (
  <>
    {fields.map((item) =>
      "name" in item ? (
        <SpecField key={item.name} spec={item} idPrefix={idPrefix} error={errorOf(item.name)} />
      ) : (
        <div key={item.map((spec) => spec.name).join(" ")} className={rowClassName}>
          {item.map((spec) => (
            <SpecField key={spec.name} spec={spec} idPrefix={idPrefix} error={errorOf(spec.name)} />
          ))}
        </div>
      ),
    )}
  </>
)

/** A labelled native select with its error (it must submit without JavaScript). */
import type { ReactNode, SelectHTMLAttributes } from "react"
import { FieldFrame } from "./Field.tsx"
import * as s from "./form.css.ts"

type SelectProps = {
  readonly id: string
  readonly name: string
  readonly label: ReactNode
  readonly error?: string | null | undefined
  readonly hint?: ReactNode
  readonly required?: boolean
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "required">

export const SelectField = ({ id, name, label, error, hint, required = false, options, className, ...rest }: SelectProps) => (
  <FieldFrame
    {...{ id, name, label, error, hint, className }}
    required={required}
    markOptional={false}
    control={(aria) => (
      <select {...rest} {...aria} id={id} name={name} required={required} className={s.input}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  />
)

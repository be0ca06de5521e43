/**
 * An amount with − and + buttons (spec §5): typed text is normalised by the core's amount rule
 * on blur or Enter (non-numeric or negative becomes the minimum), decrement is disabled at the
 * minimum, increment at the maximum, both while `disabled` (the cart's update lock): kept
 * focusable (softDisabled.ts), so a keyboard user's focus stays. The field stays editable: what
 * is typed meanwhile is sent once the change on its way has answered (the cart's `setAmount`).
 * With a minimum of 0 (an accessory not chosen), an empty field or 0 means none.
 */
import { useEffect, useState } from "react"
import { useIntl } from "react-intl"
import { canDecrement, canIncrement, normalizeAmount } from "@shop/core/cart/normalize"
import { softDisabled } from "./softDisabled.ts"
import * as s from "./stepper.css.ts"

export interface AmountStepperProps {
  readonly value: number
  readonly min: number
  readonly max: number
  /** Names the group and the field for screen readers. */
  readonly label: string
  /** A promise (the server's answer): once it settles the field shows `value` again, which stays the old one when the change was refused. */
  readonly onChange: (value: number) => void | Promise<unknown>
  readonly disabled?: boolean
  readonly testId?: string
}

export const AmountStepper = ({ value, min, max, label, onChange, disabled = false, testId }: AmountStepperProps) => {
  const intl = useIntl()
  // What is being typed; null shows the value. Cleared when the value changes.
  const [typed, setTyped] = useState<string | null>(null)
  useEffect(() => setTyped(null), [value])
  const clamp = (n: number) => Math.max(min, Math.min(max, n))
  const commit = () => {
    if (typed === null) return
    const trimmed = typed.trim()
    const next = min === 0 && (trimmed === "" || trimmed === "0") ? 0 : clamp(normalizeAmount(trimmed, Math.max(1, min)))
    // Shown normalised at once; the caller (or the server behind it) applies the same rule.
    setTyped(String(next))
    if (next !== value) void Promise.resolve(onChange(next)).finally(() => setTyped(null))
  }
  return (
    <div className={s.stepper} role="group" aria-label={label}>
      <button
        type="button"
        className={s.stepButton}
        {...softDisabled(!canDecrement(value, disabled, min), () => onChange(clamp(value - 1)))}
        aria-label={intl.formatMessage({ id: "cart.decrementOf" }, { name: label })}
      >
        −
      </button>
      <input
        className={s.amountInput}
        inputMode="numeric"
        aria-label={label}
        value={typed ?? String(value)}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault()
            commit()
          }
        }}
        {...(testId === undefined ? {} : { "data-testid": testId })}
      />
      <button
        type="button"
        className={s.stepButton}
        {...softDisabled(!canIncrement(value, disabled, max), () => onChange(clamp(value + 1)))}
        aria-label={intl.formatMessage({ id: "cart.incrementOf" }, { name: label })}
      >
        +
      </button>
    </div>
  )
}

import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const stepper = style({ display: "inline-flex", alignItems: "stretch", border: `1px solid ${vars.color.borderStrong}`, borderRadius: vars.radius.md })
export const stepButton = style({
  minWidth: "2.5rem",
  minHeight: "2.5rem",
  border: "none",
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  cursor: "pointer",
  selectors: { '&:disabled, &[aria-disabled="true"]': { color: vars.color.borderStrong, cursor: "not-allowed" } },
})
export const amountInput = style({
  width: "4rem",
  border: "none",
  borderInline: `1px solid ${vars.color.border}`,
  textAlign: "center",
  fontSize: vars.fontSize.md,
})

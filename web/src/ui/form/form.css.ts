/** Form fields shared by the contact form, the internal calculator and the styleguide. */
import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const field = style({ display: "grid", gap: vars.space.xxs, alignContent: "start" })
export const label = style({ fontWeight: vars.fontWeight.medium })
export const requiredMark = style({ color: vars.color.danger, marginLeft: "0.125rem" })
export const optional = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.normal, fontSize: vars.fontSize.sm })
export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: "2px", background: "#fff8f8" },
    "&:disabled": { background: vars.color.surfaceSunken, color: vars.color.textMuted, cursor: "not-allowed" },
  },
})
export const textarea = style([input, { minHeight: "9rem", resize: "vertical" }])

export const error = style({
  display: "flex",
  alignItems: "flex-start",
  gap: vars.space.xxs,
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
})
export const errorIcon = style({ flexShrink: 0, marginTop: "0.125rem" })

export const checkboxRow = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm })
export const checkbox = style({
  width: "1.25rem",
  height: "1.25rem",
  margin: "0.125rem 0 0",
  flexShrink: 0,
  accentColor: vars.color.brand,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}`, outlineOffset: "2px" } },
})
export const checkboxLabel = style({ fontWeight: vars.fontWeight.normal })

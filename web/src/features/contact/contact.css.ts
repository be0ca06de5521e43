import { style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"

export const header = style({ display: "grid", gap: vars.space.sm, maxWidth: "44rem", marginBottom: vars.space.xl })
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg })
export const form = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "44rem",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  "@media": { [media.md]: { padding: vars.space.xl } },
})
export const row = style({ display: "grid", gap: vars.space.lg, "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } })
export const requiredNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md })

const box = style({
  display: "grid",
  gap: vars.space.xxs,
  maxWidth: "44rem",
  marginBottom: vars.space.lg,
  padding: vars.space.md,
  borderLeft: "5px solid",
  borderRadius: vars.radius.sm,
})
export const success = style([box, { borderColor: vars.color.success, background: "#eef7f1" }])
export const problem = style([box, { borderColor: vars.color.danger, background: "#fdf0f0" }])
export const boxTitle = style({ fontWeight: vars.fontWeight.bold })

/** Form and, from 900 px, the company's contact details beside it. */
export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 44rem) minmax(14rem, 1fr)" } },
})
export const details = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
export const detailsTitle = style({ fontSize: vars.fontSize.lg })
export const detailsText = style({ display: "grid", gap: vars.space.sm })

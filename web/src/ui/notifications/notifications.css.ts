import { style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const viewport = style({
  position: "fixed",
  bottom: vars.space.lg,
  right: vars.space.lg,
  left: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: "none",
  zIndex: 100,
  outline: "none",
  pointerEvents: "none",
})

const toastBase = style({
  pointerEvents: "auto",
  width: "min(26rem, 100%)",
  display: "grid",
  gridTemplateColumns: "1fr auto",
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: "5px",
  borderRadius: vars.radius.md,
  boxShadow: "0 6px 24px rgba(16, 24, 40, 0.18)",
})

export const toast = styleVariants({
  success: [toastBase, { borderLeftColor: vars.color.success }],
  error: [toastBase, { borderLeftColor: vars.color.danger }],
  warning: [toastBase, { borderLeftColor: "#9a5b00" }],
  info: [toastBase, { borderLeftColor: vars.color.brand }],
})

export const title = style({ fontWeight: 700, gridColumn: 1 })
export const description = style({ gridColumn: 1, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const action = style({
  gridColumn: 1,
  justifySelf: "start",
  marginTop: vars.space.xs,
  minHeight: "2.25rem",
  paddingInline: vars.space.md,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.brandStrong } },
})
export const close = style({
  gridColumn: 2,
  gridRow: "1 / span 2",
  alignSelf: "start",
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
})
/** "Clear all" sits at the top right, under the header, while more than one notification shows. */
export const clearAllBar = style({ position: "fixed", top: "5rem", right: vars.space.lg, zIndex: 100 })
export const clearAll = style({
  pointerEvents: "auto",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  fontSize: vars.fontSize.sm,
  cursor: "pointer",
})

export const loadingBar = style({
  position: "fixed",
  top: 0,
  left: 0,
  height: "3px",
  background: vars.color.brand,
  zIndex: 200,
  transition: "width 100ms linear, opacity 200ms ease",
})

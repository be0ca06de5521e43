import { keyframes, style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const overlay = style({ position: "fixed", inset: 0, background: "rgba(16, 24, 40, 0.45)", zIndex: 50 })
export const modal = style({
  position: "fixed",
  zIndex: 51,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(32rem, calc(100vw - 2rem))",
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.xl,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: "0 12px 48px rgba(16, 24, 40, 0.3)",
})
export const title = style({ margin: 0, fontSize: vars.fontSize.xl })
export const text = style({ margin: 0, color: vars.color.textMuted })
export const choices = style({ display: "grid", gap: vars.space.sm })
export const progress = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, fontWeight: vars.fontWeight.bold })
export const busyNote = style({ flexBasis: "100%", fontWeight: vars.fontWeight.normal, color: vars.color.textMuted })
const spin = keyframes({ to: { transform: "rotate(360deg)" } })
export const spinner = style({
  width: "1.25rem",
  height: "1.25rem",
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  borderRadius: "50%",
  animation: `${spin} 0.8s linear infinite`,
})
export const close = style({
  justifySelf: "end",
  // A finger-sized target (44 px) on a phone.
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  border: "none",
  background: "transparent",
  color: vars.color.brand,
  textDecoration: "underline",
  cursor: "pointer",
  selectors: { "&:disabled": { color: vars.color.borderStrong, cursor: "not-allowed" } },
})

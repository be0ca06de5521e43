import { style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"

export const list = style({ display: "grid", gap: vars.space.md, listStyle: "none", padding: 0, margin: 0 })
export const card = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  "@media": { [media.md]: { padding: vars.space.lg } },
})
export const name = style({ fontSize: vars.fontSize.lg, lineHeight: 1.3, overflowWrap: "anywhere" })
/** Date, lines, price and project side by side where they fit; stacked on a phone. */
export const facts = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.xl}`, margin: 0 })
export const fact = style({ display: "grid", gap: "0.125rem" })
export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const factValue = style({ margin: 0, fontVariantNumeric: "tabular-nums" })
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: vars.space.xs })
/** A question under its button (open into the cart, rename, delete): an open one takes the whole row. */
export const disclosure = style({ selectors: { "&[open]": { flexBasis: "100%" } } })
export const summary = style({
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" }, "&::marker": { content: '""' } },
})
export const question = style({
  display: "grid",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
})
export const inline = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.sm })
export const nameField = style({ flex: "1 1 16rem" })
export const fieldError = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium })
export const usage = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

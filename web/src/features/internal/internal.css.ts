import { globalStyle, style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"

export const banner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: vars.space.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const toggle = style({ display: "flex", alignItems: "center", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 })
export const toggleLink = style({ display: "inline-flex", alignItems: "center", minHeight: "2rem", paddingInline: vars.space.xs, fontWeight: vars.fontWeight.medium })
export const toggleCurrent = style({ display: "inline-flex", alignItems: "center", minHeight: "2rem", paddingInline: vars.space.xs, color: vars.color.text, fontWeight: vars.fontWeight.bold })

export const intro = style({ color: vars.color.textMuted, maxWidth: "48rem", marginTop: vars.space.xs })
export const sections = style({ display: "grid", gap: vars.space.xxl, marginTop: vars.space.xl })
export const section = style({ display: "grid", gap: vars.space.md })
export const sectionTitle = style({ fontSize: vars.fontSize.xl, paddingBottom: vars.space.xs, borderBottom: `1px solid ${vars.color.border}` })
export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md })
export const grid = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(16rem, 1fr))" })
export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const specimen = style({ display: "grid", gap: vars.space.xs, justifyItems: "start" })

export const swatches = style({ display: "grid", gap: vars.space.sm, gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))", listStyle: "none", margin: 0, padding: 0 })
export const swatch = style({ display: "grid", gap: vars.space.xxs, fontSize: vars.fontSize.xs, fontFamily: vars.font.mono })
export const swatchColour = style({ height: "2.5rem", borderRadius: vars.radius.sm, border: `1px solid ${vars.color.border}` })

export const drawings = style({ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: vars.space.xl })
export const drawing = style({ display: "grid", gap: vars.space.xs, justifyItems: "center", maxWidth: "14rem", textAlign: "center" })
globalStyle(`${drawing} svg`, { height: "100%", width: "auto" })

export const calculator = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  marginTop: vars.space.xl,
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
})
export const calculatorForm = style({
  display: "grid",
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
})
export const results = style({
  display: "grid",
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
})
export const resultsTitle = style({ fontSize: vars.fontSize.lg })
export const resultList = style({ display: "grid", gridTemplateColumns: "1fr auto", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 })
globalStyle(`${resultList} dt`, { color: vars.color.textMuted })
globalStyle(`${resultList} dd`, { margin: 0, textAlign: "right", fontVariantNumeric: "tabular-nums", fontWeight: vars.fontWeight.medium })
export const netTerm = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.borderStrong}` })
globalStyle(`${resultList} dt${netTerm}`, { color: vars.color.text })
export const netValue = style({ fontSize: vars.fontSize.xl, paddingTop: vars.space.xs, borderTop: `1px solid ${vars.color.borderStrong}` })
globalStyle(`${resultList} dd${netValue}`, { fontWeight: vars.fontWeight.bold })
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

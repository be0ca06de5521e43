import { globalStyle, style } from "@vanilla-extract/css"
import { focusRing, media, vars } from "../../styles/theme.css.ts"

export const header = style({ display: "grid", gap: vars.space.sm, paddingBlock: vars.space.xl })
export const pageForm = style({ display: "flex", gap: vars.space.xs, maxWidth: "40rem" })
export const pageInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: "2.75rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
})
export const muted = style({ color: vars.color.textMuted })
export const summary = style({ display: "grid", gap: vars.space.xxs, color: vars.color.textMuted })

export const list = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm, paddingBottom: vars.space.xxl })
export const hit = style({
  display: "grid",
  gridTemplateColumns: "4.5rem minmax(0, 1fr)",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  "@media": { [media.md]: { gridTemplateColumns: "6rem minmax(0, 1fr) auto", alignItems: "center" } },
})
export const exactHit = style({ borderColor: vars.color.brand, borderWidth: "2px" })
export const art = style({ display: "flex", justifyContent: "center" })
export const body = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 })
export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, margin: 0, overflowWrap: "anywhere" })
export const facts = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xxs} ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const code = style({ fontFamily: vars.font.mono, color: vars.color.text })
export const badge = style({
  justifySelf: "start",
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  paddingInline: vars.space.xs,
  // A long badge may wrap on a phone: a pill's round ends would cut into its second line.
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
})
export const exactBadge = style([badge, { background: vars.color.brand, color: vars.color.onBrand }])
export const side = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  "@media": { [media.md]: { gridColumn: "auto", flexDirection: "column", alignItems: "end" } },
})
export const price = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg })
export const addForm = style({ display: "flex", gap: vars.space.xs, alignItems: "center" })
export const amount = style({
  width: "5rem",
  minHeight: "2.75rem",
  paddingInline: vars.space.xs,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  font: "inherit",
})
export const fitsList = style({ display: "inline", padding: 0, margin: 0, listStyle: "none" })
globalStyle(`${fitsList} > li`, { display: "inline" })
globalStyle(`${fitsList} > li + li::before`, { content: '", "' })
export const empty = style({ display: "grid", gap: vars.space.sm, paddingBottom: vars.space.xxl })

/** The header's combobox. */
/** Its size in the header is the header's (shell.css.ts `searchSlot`). */
export const box = style({ position: "relative", minWidth: 0 })
export const boxForm = style({ display: "flex", minWidth: 0 })
export const boxInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: "2.5rem",
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRight: "none",
  borderRadius: `${vars.radius.sm} 0 0 ${vars.radius.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
  fontSize: vars.fontSize.sm,
})
export const boxButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.75rem",
  minHeight: "2.5rem",
  border: `1px solid ${vars.color.brand}`,
  borderRadius: `0 ${vars.radius.sm} ${vars.radius.sm} 0`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  cursor: "pointer",
})
export const listbox = style({
  position: "absolute",
  insetInline: 0,
  top: "calc(100% + 4px)",
  zIndex: 30,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  maxHeight: "min(70vh, 28rem)",
  overflowY: "auto",
  minWidth: "min(22rem, calc(100vw - 2rem))",
})
export const option = style({
  display: "grid",
  gap: "2px",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: { '&[aria-selected="true"], &:hover': { background: vars.color.brandSoft } },
})
globalStyle(`${option}[aria-selected="true"]`, { outline: focusRing.outline, outlineOffset: "-3px" })
export const optionName = style({ fontWeight: vars.fontWeight.medium })
export const optionMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs })
export const showAll = style([option, { fontWeight: vars.fontWeight.medium, color: vars.color.brand }])

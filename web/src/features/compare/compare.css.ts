import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"
import { media } from "../../styles/media.ts"

export const header = style({ display: "grid", gap: vars.space.xs, paddingBlock: vars.space.lg })
export const muted = style({ color: vars.color.textMuted, maxWidth: "48rem" })
export const notes = style({ display: "grid", gap: vars.space.xs, marginBottom: vars.space.md })
export const note = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderLeft: `4px solid ${vars.color.danger}`, background: vars.color.surfaceAlt })
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.sm, marginBottom: vars.space.md })
export const switchLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  ":hover": { background: vars.color.brandSoft },
})

/** The columns scroll sideways; the row labels stay (sticky first column). */
// Positioned: the visually hidden texts in its cells (absolute) stay inside it, not widening the page.
export const scroller = style({ position: "relative", overflowX: "auto", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, marginBottom: vars.space.xl })
export const table = style({ borderCollapse: "separate", borderSpacing: 0, width: "100%", minWidth: "100%", fontSize: vars.fontSize.sm })
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: "left", verticalAlign: "top", minWidth: "9.5rem" })
export const label = style({
  position: "sticky",
  left: 0,
  zIndex: 1,
  background: vars.color.surfaceAlt,
  borderRight: `1px solid ${vars.color.border}`,
  minWidth: "7.5rem",
  maxWidth: "10rem",
  fontWeight: vars.fontWeight.bold,
  "@media": { [media.sm]: { maxWidth: "14rem" } },
})
globalStyle(`${table} th${label}, ${table} td${label}`, { minWidth: "7.5rem" })
/** A row whose values differ: marked by colour and, for those who do not see it, by a word. */
export const differs = style({})
globalStyle(`${differs} > td`, { background: "#fff4d6" })
globalStyle(`${differs} > th`, { background: "#fde7a8" })
export const differsMark = style({ display: "block", fontWeight: vars.fontWeight.normal, fontSize: vars.fontSize.xs, color: vars.color.text })
export const productHead = style({ display: "grid", gap: vars.space.xxs, alignContent: "start" })
export const name = style({ fontSize: vars.fontSize.md })
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const drawing = style({ display: "flex", alignItems: "flex-end", minHeight: "100%" })
export const actions = style({ display: "grid", gap: vars.space.xs, justifyItems: "start" })
export const removeLink = style({ fontSize: vars.fontSize.sm })

/**
 * Printed: the comparison alone (no site header, footer, breadcrumb or buttons), every column on
 * the paper, no scrolling box.
 */
globalStyle("body:has([data-compare-page]) header, body:has([data-compare-page]) footer", { "@media": { print: { display: "none" } } })
export const noPrint = style({ "@media": { print: { display: "none" } } })
globalStyle(`${scroller}`, { "@media": { print: { overflow: "visible", border: 0 } } })
globalStyle(`${table}`, { "@media": { print: { fontSize: "9pt" } } })
globalStyle(`${label}`, { "@media": { print: { position: "static" } } })
globalStyle(`${table} tr`, { "@media": { print: { breakInside: "avoid" } } })

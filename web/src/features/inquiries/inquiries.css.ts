import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

/** Narrower than the table (a phone, a tablet beside the profile menu): the table scrolls in its own box, not the page. */
export const tableScroll = style({ position: "relative", overflowX: "auto", maxWidth: "100%" })
export const table = style({ width: "100%", borderCollapse: "collapse" })

// On a phone each inquiry is a card: its cells one under the other, each named by its column
// (the cell's data-label), every action in reach without scrolling sideways.
const phone = "screen and (max-width: 599.98px)"
const onPhone = (styles: Parameters<typeof globalStyle>[1]) => ({ "@media": { [phone]: styles } })
globalStyle(`${table}, ${table} tbody, ${table} tr, ${table} td`, onPhone({ display: "block" }))
globalStyle(`${table} thead`, onPhone({ position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0, 0, 0, 0)", whiteSpace: "nowrap" }))
globalStyle(`${table} tr`, onPhone({ padding: vars.space.sm, marginBottom: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md }))
globalStyle(`${table} td`, onPhone({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.sm, minHeight: "2.75rem", padding: `0 ${vars.space.xxs}`, borderBottom: "none" }))
// The column's name is shown, not read: the cell's header already names it for a screen reader.
globalStyle(`${table} td::before`, onPhone({ content: 'attr(data-label) / ""', fontWeight: vars.fontWeight.bold, color: vars.color.textMuted }))
globalStyle(`${table} input[type="checkbox"]`, { width: "1.25rem", height: "1.25rem" })
export const cell = style({ padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: "left", verticalAlign: "middle" })
export const number = style({ fontVariantNumeric: "tabular-nums" })
export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  color: vars.color.brand,
  textDecoration: "underline",
  cursor: "pointer",
  font: "inherit",
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: "not-allowed" } },
})
export const toolbar = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, marginBottom: vars.space.md })

// One inquiry's page (InquiryPage.tsx).
export const numeric = style({ textAlign: "right", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" })
export const backLink = style({ display: "inline-block", marginBottom: vars.space.sm, color: vars.color.brand })
export const subheading = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.lg} 0 ${vars.space.sm}` })
export const article = style({ display: "flex", alignItems: "flex-start", gap: vars.space.sm })
export const config = style({ margin: `${vars.space.xxs} 0 0`, paddingLeft: vars.space.md, fontSize: vars.fontSize.sm })
const factList = {
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
} as const
export const facts = style(factList)
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm })
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.bold })
export const totals = style({ margin: `${vars.space.md} 0`, marginLeft: "auto", maxWidth: "24rem" })
globalStyle(`${totals} > div`, { display: "flex", justifyContent: "space-between", gap: vars.space.md, padding: `${vars.space.xxs} 0` })
globalStyle(`${totals} dd`, { margin: 0, fontVariantNumeric: "tabular-nums" })
// On a phone the table's cells stack (above): the article's cell puts its name under the picture's row.
globalStyle(`${table} td${numeric}`, onPhone({ textAlign: "right" }))

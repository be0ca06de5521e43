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

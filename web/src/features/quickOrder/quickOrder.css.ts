import { globalStyle, style, styleVariants } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"

export const header = style({ display: "grid", gap: vars.space.sm, maxWidth: "48rem", marginBottom: vars.space.xl })
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg })

export const panel = style({
  display: "grid",
  // A column never wider than the panel: the list's field kept its own width on a phone.
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.lg,
  maxWidth: "48rem",
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  "@media": { [media.md]: { padding: vars.space.xl } },
})
export const panelTitle = style({ fontSize: vars.fontSize.xl })
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md })
export const fileInput = style({ maxWidth: "100%" })

const box = style({
  display: "grid",
  gap: vars.space.xxs,
  maxWidth: "48rem",
  marginBottom: vars.space.lg,
  padding: vars.space.md,
  borderLeft: "5px solid",
  borderRadius: vars.radius.sm,
})
export const message = styleVariants({
  success: [box, { borderColor: vars.color.success, background: "#eef7f1" }],
  problem: [box, { borderColor: vars.color.danger, background: "#fdf0f0" }],
  note: [box, { borderColor: vars.color.brand, background: vars.color.brandSoft }],
})
export const messageTitle = style({ fontWeight: vars.fontWeight.bold })

export const preview = style({ display: "grid", gap: vars.space.md })
export const previewHead = style({ display: "grid", gap: vars.space.xs })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

/**
 * The preview table. From 600 px a table; below, each line a card of labelled rows (the cell's
 * `data-label`), so that nothing is cut or scrolled sideways on a phone.
 */
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm })
export const caption = style({ textAlign: "start", fontWeight: vars.fontWeight.medium, paddingBlock: vars.space.xs })
globalStyle(`${table} th`, { textAlign: "start", fontWeight: vars.fontWeight.bold, padding: vars.space.xs, borderBottom: `2px solid ${vars.color.borderStrong}` })
globalStyle(`${table} td`, { padding: vars.space.xs, verticalAlign: "top", borderBottom: `1px solid ${vars.color.border}` })

export const row = styleVariants({
  product: {},
  accessory: { background: vars.color.surfaceAlt },
  unknown: { background: "#fff8e6" },
  ambiguous: { background: "#fff8e6" },
  refused: { background: "#fdf0f0" },
})
/** A line that is not added is marked at its left edge: the first cell's in the table, the card's on a phone. */
const marked = `inset 4px 0 0 ${vars.color.danger}`
globalStyle(`${row.unknown} > td:first-child, ${row.ambiguous} > td:first-child, ${row.refused} > td:first-child`, {
  "@media": { [media.sm]: { boxShadow: marked } },
})
globalStyle(`${row.unknown}, ${row.ambiguous}, ${row.refused}`, {
  "@media": { "screen and (max-width: 599.98px)": { boxShadow: marked } },
})
export const priceCell = style({ minWidth: "7.5rem" })

globalStyle(`${table} thead`, { "@media": { "screen and (max-width: 599.98px)": { display: "none" } } })
globalStyle(`${table} tr`, {
  "@media": {
    "screen and (max-width: 599.98px)": {
      display: "grid",
      gap: vars.space.xxs,
      padding: vars.space.sm,
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
})
globalStyle(`${table} td`, {
  "@media": {
    "screen and (max-width: 599.98px)": { display: "grid", gridTemplateColumns: "6.5rem minmax(0, 1fr)", gap: vars.space.xs, borderBottom: "none", padding: 0 },
  },
})
globalStyle(`${table} td::before`, {
  "@media": { "screen and (max-width: 599.98px)": { content: "attr(data-label)", fontWeight: vars.fontWeight.medium, color: vars.color.textMuted } },
})

export const article = style({ display: "flex", gap: vars.space.sm, alignItems: "flex-start", minWidth: 0 })
export const articleText = style({ display: "grid", gap: vars.space.xxs, minWidth: 0, overflowWrap: "anywhere" })
export const articleName = style({ fontWeight: vars.fontWeight.medium })
export const thumb = style({ flexShrink: 0, width: "48px", height: "48px" })
export const codeInput = style({ minWidth: "8rem" })
export const amountInput = style({ width: "6rem" })
export const check = style({ display: "grid", gap: vars.space.xxs, overflowWrap: "anywhere" })
export const choices = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs })
export const choice = style({
  minHeight: "2.75rem",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: "pointer",
  textAlign: "start",
  selectors: { "&:hover": { background: vars.color.brandSoft } },
})
export const removeButton = style({
  minHeight: "2.75rem",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: "pointer",
})
export const problemText = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium })
export const totals = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space.sm, fontWeight: vars.fontWeight.bold })

export const sampleTable = style({ borderCollapse: "collapse", fontSize: vars.fontSize.sm, maxWidth: "100%" })
globalStyle(`${sampleTable} th, ${sampleTable} td`, { border: `1px solid ${vars.color.border}`, padding: `${vars.space.xxs} ${vars.space.xs}`, textAlign: "start" })
export const sampleScroll = style({ overflowX: "auto", maxWidth: "100%" })

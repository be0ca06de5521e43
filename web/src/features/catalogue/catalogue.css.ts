import { globalStyle, style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"
import { linkCard, linkCardLink } from "../../styles/common.css.ts"
import { belowHeader } from "../../styles/belowHeader.ts"

export const header = style({ display: "grid", gap: vars.space.xs, paddingBlock: vars.space.xl })
export const description = style({ color: vars.color.textMuted, maxWidth: "48rem" })

export const layout = style({
  display: "grid",
  // One column on a phone that never grows past the screen (the table view scrolls in itself).
  gridTemplateColumns: "minmax(0, 1fr)",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.mdOnly]: { gridTemplateColumns: "17rem minmax(0, 1fr)" }, [media.lg]: { gridTemplateColumns: "19rem minmax(0, 1fr)" } },
})

export const form = style({ display: "grid", gap: vars.space.xs })

export const formTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs })
export const group = style({ borderBottom: `1px solid ${vars.color.border}` })
export const groupSummary = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  minHeight: "2.75rem",
  cursor: "pointer",
  fontWeight: vars.fontWeight.bold,
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": { content: '"+"', fontSize: vars.fontSize.lg, color: vars.color.textMuted },
  },
})
globalStyle(`details[open] > ${groupSummary}::after`, { content: '"–"' })
/**
 * The filter panel: a toggle on a phone; from 900 px (the sidebar) always open, where the browser
 * can style a closed <details>' content (`::details-content`); elsewhere the toggle stays.
 */
export const filterPanel = style({
  // From the sidebar width up the filters stay in view below the sticky header and scroll in
  // themselves, so bringing the results into view after a change keeps the control just used
  // in sight. The padding keeps the focus ring inside the scrolling box.
  "@media": {
    [media.md]: {
      position: "sticky",
      top: belowHeader(vars.space.md),
      maxHeight: `calc(100vh - ${belowHeader(vars.space.md)} - ${vars.space.md})`,
      overflowY: "auto",
      overscrollBehavior: "contain",
      padding: "6px",
      margin: "-6px",
    },
  },
})
export const filterPanelSummary = style([
  groupSummary,
  {
    padding: `0 ${vars.space.md}`,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    selectors: { [`${filterPanel}[open] > &`]: { marginBottom: vars.space.md } },
    "@supports": { "selector(::details-content)": { "@media": { [media.md]: { display: "none" } } } },
  },
])
globalStyle(`${filterPanel}::details-content`, {
  "@supports": { "selector(::details-content)": { "@media": { [media.md]: { contentVisibility: "visible", display: "block" } } } },
})
export const fieldset = style({ border: 0, margin: 0, padding: `0 0 ${vars.space.md}`, minWidth: 0 })
export const options = style({ display: "grid", gap: vars.space.xxs })
export const optionsColumns = style({ display: "grid", gap: vars.space.xxs, gridTemplateColumns: "repeat(auto-fill, minmax(7.5rem, 1fr))" })
export const option = style({ display: "flex", alignItems: "center", gap: vars.space.xs, minHeight: "2rem", cursor: "pointer" })
/** An option that would leave no product: in its place, muted (still readable), not clickable. */
export const optionEmpty = style([option, { color: vars.color.textMuted, cursor: "not-allowed" }])
export const optionCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontVariantNumeric: "tabular-nums" })
export const switchRow = style({ marginTop: vars.space.xs, paddingTop: vars.space.xs, borderTop: `1px dashed ${vars.color.border}` })
// The option's check box, by its place: no class in each of some 45 options' markup.
globalStyle(`${option} > input`, { width: "1.125rem", height: "1.125rem", margin: 0, accentColor: vars.color.brand, flexShrink: 0 })
export const rangeGroup = style({ border: 0, margin: `0 0 ${vars.space.sm}`, padding: 0, minWidth: 0 })
export const rangeLegend = style({ padding: 0, marginBottom: vars.space.xxs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium })
export const rangeRow = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.xs })
export const field = style({ display: "grid", gap: "2px", fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const input = style({
  width: "100%",
  minHeight: "2.5rem",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
})
export const formActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, marginTop: vars.space.sm })

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  marginBottom: vars.space.md,
})
// Brought into view below the sticky header after every change of the filters (CataloguePage.tsx).
export const count = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, scrollMarginTop: belowHeader(vars.space.md) })

/** The active filters above the results: removable chips and "remove all". */
export const chips = style({ marginBottom: vars.space.md })
export const chipList = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 })
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  ":hover": { background: vars.color.surface },
})
export const chipRemove = style({ fontSize: vars.fontSize.lg, lineHeight: 1 })
export const chipClear = style({ display: "inline-flex", alignItems: "center", minHeight: "2.25rem", padding: `0 ${vars.space.xs}`, fontSize: vars.fontSize.sm })
/** "The state's own products first, then …" above the grid. */
export const stateNote = style({ marginBottom: vars.space.md, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const showing = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
/** The note that the list stops at the catalogue's maximum: below the count, in body weight. */
export const cappedNote = style({ display: "block", marginTop: vars.space.xxs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.normal })
export const showingCapped = style([showing, { maxWidth: "36rem", textAlign: "center" }])
export const select = style([input, { width: "auto", minWidth: "12rem" }])

/** Two cards a row on a phone from 360 px (the drawing shrinks with its card), from 600 px as many as fit. */
export const grid = style({
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [media.sm]: { gap: vars.space.md, gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))" } },
})
export const card = style([
  linkCard,
  {
    display: "grid",
    gridTemplateRows: "auto 1fr auto auto",
    gap: vars.space.xs,
    height: "100%",
    padding: vars.space.sm,
    overflowWrap: "anywhere",
    "@media": { [media.sm]: { gap: vars.space.sm, padding: vars.space.md } },
  },
])
export const cardArt = style({ display: "flex", justifyContent: "center", background: vars.color.surfaceAlt, borderRadius: vars.radius.sm, paddingBlock: vars.space.xs })
globalStyle(`${cardArt} > svg`, { maxWidth: "100%", height: "auto" })
/** The compare toggle stands above the link that covers the card. */
export const cardCompare = style({ position: "relative", zIndex: 1, justifySelf: "start", marginInline: `calc(-1 * ${vars.space.xs})` })

/** The view switch: cards or table, links that keep the filters. */
export const views = style({ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: vars.space.xs, marginBottom: vars.space.sm, fontSize: vars.fontSize.sm })
export const viewLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.25rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand } },
})

/** The table view: scrolls sideways in itself on a narrow screen. */
// Positioned: the sort links' visually hidden texts (absolute) stay inside it, not widening the page.
export const tableWrap = style({ position: "relative", overflowX: "auto", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md })
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm, fontVariantNumeric: "tabular-nums" })
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: "left", verticalAlign: "top" })
// The name keeps a readable width on a phone; the table scrolls sideways instead.
globalStyle(`${table} tbody th`, { minWidth: "11rem" })
globalStyle(`${table} thead th`, { background: vars.color.surfaceAlt, whiteSpace: "nowrap" })
globalStyle(`${table} tbody tr:hover`, { background: vars.color.surfaceAlt })
export const numeric = style({ textAlign: "right", whiteSpace: "nowrap" })
globalStyle(`${table} ${numeric}`, { textAlign: "right" })
export const nowrap = style({ whiteSpace: "nowrap" })
export const sortLink = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } })
export const sortMark = style({ marginInlineStart: vars.space.xxs, color: vars.color.brand })
export const tableCaption = style({ textAlign: "left", padding: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.xs, captionSide: "bottom" })
export const cardTitle = style({ fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.tight })
export const cardLink = linkCardLink
export const cardName2 = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space.xxs })
export const cardSize = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, marginTop: vars.space.xxs })
export const cardMeta = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: vars.space.xs, flexWrap: "wrap" })
export const cardArticle = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, fontFamily: vars.font.mono })

export const more = style({ display: "grid", justifyItems: "center", gap: vars.space.xs, marginTop: vars.space.xl })

export const empty = style({
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "start",
  padding: vars.space.xl,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
})
export const emptyTitle = style({ fontSize: vars.fontSize.xl })
/** The nearest sizes span the empty message's width (its items start at the left). */
export const nearestGrid = style([grid, { justifySelf: "stretch" }])
export const emptySubtitle = style({ fontSize: vars.fontSize.lg, marginTop: vars.space.sm })
export const dropList = style({ display: "grid", gap: vars.space.xs, margin: 0, paddingLeft: vars.space.lg })

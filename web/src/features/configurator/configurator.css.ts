import { globalStyle, style } from "@vanilla-extract/css"
import { belowHeader } from "../../styles/belowHeader.ts"
import { media, vars } from "../../styles/theme.css.ts"

export const layout = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 5fr) minmax(0, 7fr)", alignItems: "start" } },
})
export const preview = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  // Sticky below the sticky header (not under it), scrolling inside itself on a short window.
  "@media": {
    [media.md]: {
      position: "sticky",
      top: belowHeader(vars.space.lg),
      maxHeight: `calc(100vh - ${belowHeader(vars.space.lg)} - ${vars.space.lg})`,
      overflowY: "auto",
    },
  },
})
/** The picture and the front view side by side. */
export const views = style({ display: "grid", gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", gap: vars.space.md, alignItems: "center" })
export const drawing = style({ width: "100%", height: "clamp(12rem, 36vh, 22rem)", display: "grid", placeItems: "center" })
// No minimum from the content: the picture's image has an intrinsic size that would overflow the box.
export const drawingSvg = style({ maxWidth: "100%", maxHeight: "100%", width: "100%", height: "100%", minWidth: 0, minHeight: 0 })
export const summary = style({ display: "grid", gap: vars.space.xs })
export const priceRow = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", alignItems: "baseline", gap: vars.space.sm })
export const price = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  "@media": { "screen and (max-width: 899.98px)": { fontSize: vars.fontSize.xl } },
})
/** "Price on request" is words, not a figure: at the label's size, so it does not crowd the row. */
export const priceWords = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, textAlign: "right" })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })
export const addRow = style({ display: "flex", gap: vars.space.sm, alignItems: "end", flexWrap: "wrap" })
/**
 * Price and add-to-cart: in the summary on a wide screen; below `md` (one column, the options
 * below the drawing) a bar fixed to the bottom of the window, so both stay in reach while the
 * options scroll, with room kept under the page so the bar covers nothing at its end.
 */
const narrow = "screen and (max-width: 899.98px)"
export const buyBar = style({
  display: "grid",
  gap: vars.space.sm,
  "@media": {
    [narrow]: {
      position: "fixed",
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: 15,
      gap: vars.space.xs,
      padding: `${vars.space.sm} ${vars.space.md}`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: "0 -4px 16px rgba(16, 24, 40, 0.12)",
    },
  },
})
globalStyle(`body:has(${buyBar})`, { "@media": { [narrow]: { paddingBottom: "9rem" } } })
// A control reached by Tab scrolls into view above the bar, not under it (WCAG 2.4.11).
globalStyle(`html:has(${buyBar})`, { "@media": { [narrow]: { scrollPaddingBottom: "9rem" } } })
// A fieldset is at least as wide as its content by default; on a phone it must shrink instead.
export const section = style({
  minWidth: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  "@media": { [media.sm]: { padding: vars.space.lg } },
})
export const legend = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` })
export const legendHeading = style({ fontSize: "inherit", margin: 0 })
export const sections = style({ display: "grid", gap: vars.space.lg })
export const groupTitle = style({ fontSize: vars.fontSize.md, margin: `${vars.space.sm} 0 ${vars.space.xs}`, color: vars.color.textMuted })
export const options = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs })
export const option = style({
  display: "grid",
  // On a phone the price stands under the name, which keeps the row's width for its words
  // ("Sonderlackierung" on one line at 360 px, where browsers without a German dictionary would split it anywhere).
  gridTemplateColumns: "auto minmax(0, 1fr)",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  overflowWrap: "break-word",
  alignItems: "center",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  "@media": { [media.sm]: { gridTemplateColumns: "auto minmax(0, 1fr) auto", gap: vars.space.sm } },
})
/** A row with an amount stepper: on a phone the name takes the first line, stepper and price the second. */
export const optionStepper = style([
  option,
  { gridTemplateColumns: "auto minmax(0, 1fr)", "@media": { [media.sm]: { gridTemplateColumns: "auto minmax(0, 1fr) auto" } } },
])
export const optionText = style({ gridColumn: "1 / -1", order: -1, "@media": { [media.sm]: { gridColumn: "auto", order: 0 } } })
export const optionChosen = style({ borderColor: vars.color.brand, background: vars.color.brandSoft })
export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.color.brand })
/** German compounds ("Sonderlackierung") break at their syllables with a hyphen where the browser can, never mid-syllable without one. */
export const optionName = style({ fontWeight: vars.fontWeight.bold, hyphens: "auto" })
/** Under the name on a phone (the second column's second row), beside it from `sm`. */
export const optionPrice = style({ whiteSpace: "nowrap", textAlign: "right", gridColumn: "2", "@media": { [media.sm]: { gridColumn: "auto" } } })
export const quantityInput = style({
  width: "5rem",
  minHeight: "2.5rem",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  textAlign: "center",
  fontSize: vars.fontSize.md,
})
export const quantity = style({ display: "grid", gap: vars.space.xxs, fontSize: vars.fontSize.sm })

import { globalStyle, style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"
import { viewport as notifications } from "../../ui/notifications/notifications.css.ts"

export const overlay = style({ position: "fixed", inset: 0, background: "rgba(16, 24, 40, 0.45)", zIndex: 40 })
/** On a phone the whole panel scrolls (the totals would leave room for one line); wider, only the lines do. */
const phone = "screen and (max-width: 599.98px)"

export const panel = style({
  position: "fixed",
  top: 0,
  right: 0,
  bottom: 0,
  zIndex: 41,
  width: "min(30rem, 100vw)",
  display: "flex",
  "@media": { [phone]: { overflowY: "auto" } },
  flexDirection: "column",
  background: vars.color.surface,
  boxShadow: "-8px 0 32px rgba(16, 24, 40, 0.2)",
})
export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const title = style({ fontSize: vars.fontSize.xl, margin: 0 })
export const body = style({
  flex: 1,
  overflowY: "auto",
  padding: `${vars.space.md} ${vars.space.lg}`,
  "@media": { [phone]: { flex: "none", overflowY: "visible" } },
})
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md })
export const line = style({
  display: "grid",
  gap: vars.space.xs,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const lineHead = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, alignItems: "start" })
/** The product's picture at the line's start, and the line's text that takes the room left. */
export const lineThumb = style({ flex: "none" })
export const lineText = style({ flex: "1 1 auto", minWidth: 0 })
export const lineName = style({ fontWeight: vars.fontWeight.bold, color: vars.color.text })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const config = style({ margin: 0, paddingLeft: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const lineFoot = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" })
export const lineTotals = style({ display: "grid", justifyItems: "end", gap: "2px" })
export const iconButton = style({
  // A finger-sized target (44 px high) on a phone: close and each line's remove.
  minHeight: "2.75rem",
  border: "none",
  background: "transparent",
  color: vars.color.textMuted,
  cursor: "pointer",
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  textDecoration: "underline",
  fontSize: vars.fontSize.sm,
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: "not-allowed" } },
})
export const foot = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  display: "grid",
  gap: vars.space.sm,
  background: vars.color.surfaceAlt,
})
export const row = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.sm })
export const total = style([row, { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold }])
export const fields = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: vars.space.sm })
export const field = style({ display: "grid", gap: vars.space.xxs, fontSize: vars.fontSize.sm })
export const input = style({
  minWidth: 0,
  width: "100%",
  minHeight: "2.5rem",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  background: vars.color.surface,
})
/** A short window (a laptop at 800 px): a compact footer, so the lines keep most of the height. */
const short = "screen and (max-height: 900px) and (min-width: 600px)"
export const actions = style({
  display: "grid",
  gap: vars.space.xs,
  "@media": { [short]: { gridTemplateColumns: "1fr 1fr" } },
})
globalStyle(`${actions} > :first-child`, { "@media": { [short]: { gridColumn: "1 / -1" } } })
globalStyle(`${foot}`, { "@media": { [short]: { paddingBlock: vars.space.sm, gap: vars.space.xs } } })
export const note = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 })
/** On a short window the list-price note moves from the footer to the end of the lines (shown once either way). */
export const noteInFoot = style([note, { "@media": { [short]: { display: "none" } } }])
export const noteInBody = style([note, { display: "none", marginTop: vars.space.md, "@media": { [short]: { display: "block" } } }])
/**
 * Notifications never cover the open cart's buttons: beside the panel where there is room, else at
 * the top of the window (the panel's buttons are at its foot).
 */
const besidePanel = "screen and (min-width: 1000px)"
globalStyle(`body:has(${panel}) ${notifications}`, {
  "@media": {
    [besidePanel]: { right: `calc(min(30rem, 100vw) + ${vars.space.lg})` },
    "screen and (max-width: 999.98px)": { top: vars.space.lg, bottom: "auto", alignItems: "flex-start" },
  },
})
export const empty = style({ display: "grid", gap: vars.space.md, justifyItems: "start", paddingBlock: vars.space.xl })

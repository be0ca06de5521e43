import { style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"

export const page = style({ display: "grid", gap: vars.space.xl, paddingBlock: vars.space.xl })
export const lead = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: "44rem" })
/** Login and sign-up side by side from 900 px. */
export const columns = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } },
})
export const panel = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  "@media": { [media.md]: { padding: vars.space.xl } },
})
export const panelTitle = style({ fontSize: vars.fontSize.xl, lineHeight: 1.25 })
export const form = style({ display: "grid", gap: vars.space.md })
export const row = style({ display: "grid", gap: vars.space.md, "@media": { [media.sm]: { gridTemplateColumns: "1fr 1fr" } } })
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space.md, marginTop: vars.space.xs })
export const muted = style({ color: vars.color.textMuted })
export const alert = style({
  padding: vars.space.md,
  borderLeft: `5px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: "#fdf0f0",
  selectors: { "&:focus": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
})
export const success = style({
  display: "grid",
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderLeft: `5px solid ${vars.color.success}`,
  borderRadius: vars.radius.sm,
  background: "#eef7f1",
})
export const boxTitle = style({ fontWeight: vars.fontWeight.bold })
/** The profile area: its navigation beside the page from 900 px. */
export const profileLayout = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "14rem minmax(0, 1fr)" } },
})
export const profileNav = style({ display: "grid", gap: vars.space.xxs })
export const profileNavLink = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brandStrong, fontWeight: vars.fontWeight.bold },
  },
})
export const details = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space.xs} ${vars.space.lg}` })
export const detailsTerm = style({ color: vars.color.textMuted })
export const select = style({
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  font: "inherit",
})
export const narrow = style({ maxWidth: "36rem" })
export const sections = style({ display: "grid", gap: vars.space.xl })
/** The profile start's cards: the shared link card with room inside. */
export const linkCardBody = style({ display: "grid", gap: vars.space.xs, padding: vars.space.lg })
/** The phone menu's user part, name above its links: first in the menu, set off from the navigation below it. */
export const mobileUserMenu = style({ display: "grid", gap: vars.space.xs, marginBlock: vars.space.md, paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}` })

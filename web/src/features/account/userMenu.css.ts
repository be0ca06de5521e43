import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

export const trigger = style({ gap: vars.space.xs })
/**
 * A logged-in visitor's initials in place of the login icon: the header keeps the page's width at
 * every size, and from 1200 px the full navigation fills it, so a name beside the icon pushed the
 * cart button off a 1280 px screen or squeezed the navigation. The open menu names the visitor.
 */
export const initials = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.75rem",
  height: "1.75rem",
  borderRadius: "50%",
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: "0.02em",
})
export const content = style({
  zIndex: 60,
  minWidth: "14rem",
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})
export const label = style({ padding: `${vars.space.xs} ${vars.space.sm}`, fontWeight: vars.fontWeight.bold })
export const item = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-highlighted]": { background: vars.color.brandSoft, color: vars.color.brandStrong },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "-3px" },
  },
})
export const separator = style({ height: "1px", margin: `${vars.space.xxs} 0`, background: vars.color.border })

import { style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"

export const trigger = style({ gap: vars.space.xs })
/**
 * The name beside the icon where the header has room: from 1440 px, where the header grows wider
 * than the page (shell.css.ts). From 1200 px the full navigation fills the header, and a name
 * beside it pushed the cart button off a 1280 px screen.
 */
export const name = style({
  display: "none",
  // A long name is cut with an ellipsis (the menu's label shows it whole).
  maxWidth: "9rem",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  "@media": { [media.xl]: { display: "inline" } },
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

import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"
import { media } from "../../styles/media.ts"

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.25rem",
  padding: `0 ${vars.space.xs}`,
  border: 0,
  background: "none",
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: "pointer",
  ":hover": { textDecoration: "underline" },
})
export const box = style({
  display: "inline-grid",
  placeItems: "center",
  width: "1.125rem",
  height: "1.125rem",
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.sm,
  fontSize: "0.8rem",
  lineHeight: 1,
  selectors: { '[aria-pressed="true"] > &': { background: vars.color.brand, color: vars.color.onBrand } },
})

/** Sticks to the bottom of the window while the page scrolls, and stops above the footer. */
export const bar = style({
  position: "sticky",
  bottom: 0,
  zIndex: 20,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderTop: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  boxShadow: "0 -2px 8px rgba(0, 0, 0, 0.12)",
  "@media": { [media.md]: { paddingInline: vars.space.xl }, print: { display: "none" } },
})
export const count = style({ fontWeight: vars.fontWeight.bold })
export const actions = style({ display: "flex", alignItems: "center", gap: vars.space.sm })
export const open = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  ":hover": { background: vars.color.brandStrong, color: vars.color.onBrand },
})
export const clear = style([toggle, { minHeight: "2.5rem" }])

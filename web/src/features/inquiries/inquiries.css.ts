import { style } from "@vanilla-extract/css"
import { vars } from "../../styles/theme.css.ts"

/** Narrower than the table (a phone, a tablet beside the profile menu): the table scrolls in its own box, not the page. */
export const tableScroll = style({ position: "relative", overflowX: "auto", maxWidth: "100%" })
export const table = style({ width: "100%", borderCollapse: "collapse" })
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

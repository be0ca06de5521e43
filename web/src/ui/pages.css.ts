import { style } from "@vanilla-extract/css"
import { media, vars } from "../styles/theme.css.ts"

export const message = style({
  display: "grid",
  gap: vars.space.md,
  justifyItems: "start",
  maxWidth: "40rem",
  paddingBlock: vars.space.xxxl,
})
export const messageText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg })
export const messageActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.xs })
export const price = style({ fontWeight: vars.fontWeight.bold, fontVariantNumeric: "tabular-nums" })
export const onRequest = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textMuted })
export const heading = style({
  fontSize: vars.fontSize.xxl,
  "@media": { [media.md]: { fontSize: vars.fontSize.xxxl } },
})

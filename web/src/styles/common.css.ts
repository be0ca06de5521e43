/** Shared building blocks: page container, buttons, visually hidden text. */
import { globalStyle, style, styleVariants } from "@vanilla-extract/css"
import { media, vars } from "./theme.css.ts"

export const container = style({
  width: "100%",
  maxWidth: vars.layout.maxWidth,
  marginInline: "auto",
  paddingInline: vars.layout.gutter,
})

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
})

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  paddingInline: vars.space.lg,
  borderRadius: vars.radius.sm,
  border: "2px solid transparent",
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  cursor: "pointer",
  lineHeight: 1.2,
  whiteSpace: "nowrap",
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: "not-allowed" } },
})

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: { "&:hover:not(:disabled):not([aria-disabled='true'])": { background: vars.color.brandStrong, color: vars.color.onBrand } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: { "&:hover:not(:disabled):not([aria-disabled='true'])": { background: vars.color.brandSoft, color: vars.color.brandStrong } },
    },
  ],
  /** Irreversible actions (deleting the account). */
  danger: [
    buttonBase,
    {
      background: vars.color.danger,
      color: vars.color.onBrand,
      selectors: { "&:hover:not(:disabled):not([aria-disabled='true'])": { background: "#7d1013", color: vars.color.onBrand } },
    },
  ],
})

export const pageSection = style({
  paddingBlock: vars.space.xl,
  "@media": { [media.md]: { paddingBlock: vars.space.xxl } },
})

export const pageTitle = style({
  fontSize: vars.fontSize.xxl,
  "@media": { [media.md]: { fontSize: vars.fontSize.xxxl } },
})

/** A card that is one link: the frame of product and family cards. */
export const linkCard = style({
  position: "relative",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  selectors: { "&:hover": { borderColor: vars.color.brand } },
})
/** The card's link: it covers the whole card, and its focus ring goes round the card. */
export const linkCardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.md },
    "&:hover": { color: vars.color.brand },
  },
})
globalStyle(`${linkCardLink}:focus-visible`, { outline: "none", boxShadow: "none" })
globalStyle(`${linkCardLink}:focus-visible::after`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" })

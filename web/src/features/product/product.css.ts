import { globalStyle, style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"

export const breadcrumb = style({ paddingBlock: vars.space.md, fontSize: vars.fontSize.sm })
export const breadcrumbList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 })
globalStyle(`${breadcrumbList} li + li::before`, { content: '"›"', marginRight: vars.space.xs, color: vars.color.textMuted })

export const top = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "start",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 3fr)" } },
})
export const art = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
/** On a phone the picture and the views take less of the first screen, so that the name and price show sooner. */
export const picture = style({ "@media": { "screen and (max-width: 599.98px)": { height: "14rem" } } })
export const views = style({ "@media": { "screen and (max-width: 599.98px)": { height: "10rem" } } })
export const summary = style({ display: "grid", gap: vars.space.md })
export const title = style({ fontSize: vars.fontSize.xxl, "@media": { [media.md]: { fontSize: vars.fontSize.xxxl } } })
export const name2 = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted })
export const article = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const priceBox = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  borderRadius: vars.radius.sm,
})
export const priceLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium })
export const priceValue = style({ fontSize: vars.fontSize.xxl })
export const priceNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
export const descriptionText = style({ maxWidth: "48rem" })

export const sections = style({
  display: "grid",
  gap: vars.space.xl,
  marginTop: vars.space.xxl,
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" } },
})
export const sectionTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.md })
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm })
// Long values (article numbers, area lists) wrap instead of widening the table on a phone.
globalStyle(`${table} th, ${table} td`, { textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top", overflowWrap: "anywhere" })
globalStyle(`${table} th`, { width: "45%", fontWeight: vars.fontWeight.medium, color: vars.color.textMuted })
globalStyle(`${table} tr:nth-child(odd)`, { background: vars.color.surfaceAlt })
export const caption = style({ textAlign: "left", fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.md })
export const downloads = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xs })
export const download = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "2.75rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  textDecoration: "none",
  selectors: { "&:hover": { borderColor: vars.color.brand, background: vars.color.brandSoft } },
})
export const extension = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  padding: "0.1rem 0.4rem",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
})
export const downloadsNote = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginBottom: vars.space.sm })

/** Amperage variants: a row of choices, the current one filled. */
export const variants = style({ display: "grid", gap: vars.space.xs })
export const variantsTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, margin: 0 })
export const variantList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", margin: 0, padding: 0 })
export const variant = style({
  display: "inline-block",
  minWidth: "4.5rem",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  textAlign: "center",
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "a&:hover": { borderColor: vars.color.brand } },
})
export const variantCurrent = style({ borderColor: vars.color.brand, background: vars.color.brandSoft, fontWeight: vars.fontWeight.medium })

// Parts delivered with the product: a quiet list beside the description and above the configurator's options.
export const included = style({ display: "grid", gap: vars.space.xxs, maxWidth: "48rem" })
export const includedTitle = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.textMuted, margin: 0 })
export const includedList = style({ margin: 0, paddingInlineStart: vars.space.lg })
export const includedDetail = style({ color: vars.color.textMuted })
export const includedNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 })

import { belowHeader } from "../../styles/belowHeader.ts"
import { globalStyle, style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"

// Text keeps a readable measure; code and tables may use the whole column.
export const rich = style({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.md })
globalStyle(`${rich} > :where(p, ul, ol, h2, h3, h4, blockquote, hr, img)`, { maxWidth: "70ch" })
globalStyle(`${rich} ul, ${rich} ol`, { paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xxs })
globalStyle(`${rich} a`, { color: vars.color.brand, textDecoration: "underline" })
export const richHeading = style({ scrollMarginTop: belowHeader(vars.space.md), lineHeight: vars.lineHeight.tight, marginTop: vars.space.md })
export const quote = style({ borderLeft: `4px solid ${vars.color.brand}`, paddingLeft: vars.space.md, color: vars.color.textMuted })
/** Code keeps its lines (a diagram would not survive wrapping) and scrolls sideways in its box where the column is narrower. */
export const code = style({ background: vars.color.surfaceSunken, padding: vars.space.md, borderRadius: vars.radius.md, overflowX: "auto", fontFamily: vars.font.mono, justifySelf: "start", maxWidth: "100%" })
export const richImage = style({ maxWidth: "100%", height: "auto", borderRadius: vars.radius.md })

// minmax(0, 1fr): a wide table scrolls in its own region instead of widening the page on a phone.
export const page = style({ display: "grid", gap: vars.space.xl, gridTemplateColumns: "minmax(0, 1fr)" })
globalStyle(`${page} > *`, { minWidth: 0 })
/** The table of contents above the body: below `lg` only (from `lg` the right column holds it). */
export const tocTop = style({ "@media": { [media.lg]: { display: "none" } } })
/** The right column's copy: from `lg` only. */
export const toc = style({ display: "none", "@media": { [media.lg]: { display: "block" } } })
export const tocList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xxs, borderLeft: `2px solid ${vars.color.border}` })
export const tocLink = style({
  display: "block",
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { '&[aria-current="location"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold, borderLeft: `3px solid ${vars.color.brand}`, marginLeft: "-2px" } },
})

export const hero = style({
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", alignItems: "center", padding: vars.space.xl } },
})
export const heroText = style({ display: "grid", gap: vars.space.md, justifyItems: "start" })
export const heroTitle = style({ fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: 0, "@media": { [media.md]: { fontSize: vars.fontSize.xxxl } } })
export const media16x9 = style({ width: "100%", maxWidth: "60rem", height: "auto", aspectRatio: "16 / 9", objectFit: "cover", borderRadius: vars.radius.md, background: vars.color.surfaceSunken })
export const action = style({
  display: "inline-block",
  background: vars.color.brand,
  color: vars.color.onBrand,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  textDecoration: "none",
  fontWeight: vars.fontWeight.medium,
})
export const blockTitle = style({ fontSize: vars.fontSize.xxl, marginBottom: vars.space.md, scrollMarginTop: belowHeader(vars.space.md) })
export const grid = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.lg, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))" })
export const card = style({ background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: vars.space.xs, alignContent: "start" })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const cardLink = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold })

/**
 * Spec §2: the comparison table scrolls sideways on a phone, in a labelled region, a Tab stop while
 * it scrolls (ui/useScrollRegion.ts). It
 * is the containing block of what it holds (a link's visually hidden "opens in a new tab"), which
 * would otherwise widen the page.
 */
export const tableScroll = style({ position: "relative", overflowX: "auto", maxWidth: "100%", width: "100%", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md })
export const table = style({ borderCollapse: "collapse", minWidth: "40rem", width: "100%" })
/** A table of two columns needs no minimum width: it fits a phone. */
export const narrowTable = style([table, { minWidth: 0 }])
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, textAlign: "left", verticalAlign: "top" })
globalStyle(`${table} thead th`, { background: vars.color.surfaceAlt })
export const caption = style({ captionSide: "top", textAlign: "left", padding: vars.space.sm, fontWeight: vars.fontWeight.bold })
/** The caption stays in view while the table scrolls sideways. */
export const captionText = style({ position: "sticky", left: vars.space.sm, display: "inline-block", maxWidth: `calc(100vw - 4 * ${vars.space.lg})` })
/** The comparison's row headers (the materials) stay in view while their values scroll past. */
export const comparison = style({})
globalStyle(`${comparison} th:first-child`, { position: "sticky", left: 0, zIndex: 1, boxShadow: `inset -1px 0 0 ${vars.color.border}` })
globalStyle(`${comparison} tbody th:first-child`, { background: vars.color.surface })

export const figure = style({ margin: 0, display: "grid", gap: vars.space.xs })
export const fallback = style({ border: `2px dashed ${vars.color.danger}`, color: vars.color.danger, padding: vars.space.md, borderRadius: vars.radius.md })
export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `${vars.space.xxs} ${vars.space.md}`, margin: 0 })
export const downloads = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm })

/** The layouts' own parts (title, facts, image, text) one under another with room between them. */
export const layout = style({ display: "grid", gap: vars.space.lg, gridTemplateColumns: "minmax(0, 1fr)" })
globalStyle(`${layout} > *`, { minWidth: 0, margin: 0 })

/**
 * A content page with a right column (issue 27): beside the body from `lg` (1200 px), its parts
 * after the body below that. The column stretches to the body's height, so its table of contents,
 * last in it, stays in view while the body scrolls.
 */
export const withAside = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr) 18rem", columnGap: vars.space.xxl } },
})
/** A flex column, not a grid: a grid item's sticky box could not leave its own row. */
export const aside = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, minWidth: 0 })
/** A column holding only the table of contents: nothing to show below `lg`. */
export const asideWideOnly = style({ display: "none", "@media": { [media.lg]: { display: "flex" } } })
export const asidePart = style({ display: "grid", gap: vars.space.sm, paddingTop: vars.space.md, borderTop: `2px solid ${vars.color.border}` })
export const asideTitle = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight, margin: 0 })
export const asideList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.xs })
globalStyle(`${asideList} a`, { color: vars.color.brand, textDecoration: "underline" })
export const asideToc = style({ alignSelf: "start", "@media": { [media.lg]: { position: "sticky", top: belowHeader(vars.space.md) } } })
/** On a phone two small cards a row, as in the catalogue; in the column one under another. */
export const asideCards = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))",
  "@media": { [media.lg]: { gridTemplateColumns: "minmax(0, 1fr)" } },
})
export const contact = style({ display: "flex", gap: vars.space.sm, alignItems: "center" })
export const contactImage = style({ width: "4.5rem", height: "4.5rem", flex: "none", objectFit: "cover", borderRadius: "50%", background: vars.color.surfaceSunken })
export const contactText = style({ display: "grid", gap: vars.space.xxs, minWidth: 0 })
globalStyle(`${contactText} > p`, { margin: 0 })
export const contactName = style({ fontWeight: vars.fontWeight.bold })
export const breakAnywhere = style({ overflowWrap: "anywhere" })
export const file = style({ overflowWrap: "anywhere" })
export const fileType = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, fontFamily: vars.font.mono })

/** A reference's products used: the catalogue's cards, as many a row as fit (two on a phone). */
export const productGrid = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr))",
  "@media": { [media.sm]: { gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))" } },
})
export const productLinks = style({ listStyle: "none", padding: 0, margin: `${vars.space.md} 0 0`, display: "grid", gap: vars.space.xs })
globalStyle(`${productLinks} a`, { color: vars.color.brand, textDecoration: "underline" })

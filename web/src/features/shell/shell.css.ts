import { headerRowHeight, searchRowHeight } from "../../styles/header.css.ts"
import { globalStyle, style, styleVariants } from "@vanilla-extract/css"
import { focusRing, media, vars } from "../../styles/theme.css.ts"

export const page = style({ display: "flex", flexDirection: "column", minHeight: "100vh" })
export const main = style({ flex: 1, outline: "none" })

export const skipLink = style({
  position: "absolute",
  left: vars.space.md,
  top: "-100px",
  zIndex: 100,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  borderRadius: vars.radius.sm,
  selectors: { "&:focus": { top: vars.space.xs, color: vars.color.onBrand } },
})

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 20,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const headerInner = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.md,
  minHeight: headerRowHeight,
  "@media": { [media.mdOnly]: { flexWrap: "nowrap" } },
})
/**
 * The search field, visible without opening a menu: from 900 to 1199 px beside the logo and the
 * tools; on a phone, and from 1200 px where the navigation fills the first row, in a row of its
 * own below (`styles/header.css.ts` keeps the header's height for what sits below it).
 */
export const searchSlot = style({
  order: 2,
  flex: "1 1 100%",
  height: searchRowHeight,
  paddingBottom: vars.space.sm,
  "@media": {
    [media.mdOnly]: { order: 0, flex: "1 1 14rem", maxWidth: "24rem", height: "auto", paddingBottom: 0, marginInlineStart: "auto" },
    [media.lg]: { flex: "0 1 40rem" },
  },
})
/** From 1200 px, ends the first row: the search field and quick order start the second. */
export const rowBreak = style({ display: "none", "@media": { [media.lg]: { display: "block", order: 1, flexBasis: "100%", height: 0 } } })

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  letterSpacing: "-0.01em",
  whiteSpace: "nowrap",
  marginRight: "auto",
  "@media": { [media.lg]: { marginRight: vars.space.lg } },
  selectors: { "&:hover": { color: vars.color.text } },
})
export const logoMark = style({ flexShrink: 0 })
export const logoText = style({ display: "none", "@media": { "screen and (min-width: 400px)": { display: "inline" } } })

// The full navigation needs the width of a desktop (1200 px); narrower screens use the menu button.
export const desktopNav = style({ display: "none", "@media": { [media.lg]: { display: "block", marginRight: "auto" } } })
export const navList = style({ display: "flex", alignItems: "center", gap: vars.space.xxs, listStyle: "none", margin: 0, padding: 0 })
export const navItem = style({ position: "relative" })

const navControl = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  minHeight: "2.75rem",
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt, color: vars.color.brand },
    '&[data-state="open"]': { background: vars.color.surfaceAlt, color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, boxShadow: `inset 0 -3px 0 ${vars.color.brand}` },
  },
})
export const navLink = navControl
export const navTrigger = navControl
export const chevron = style({
  flexShrink: 0,
  transition: "transform 150ms ease",
  selectors: { [`${navTrigger}[data-state="open"] &`]: { transform: "rotate(180deg)" } },
})

export const flyout = style({
  position: "absolute",
  top: "calc(100% + 0.5rem)",
  left: 0,
  minWidth: "18rem",
  padding: vars.space.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
})
export const flyoutList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" })
export const flyoutLink = style({
  display: "block",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.brandSoft, color: vars.color.brandStrong },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold },
  },
})

/** Quick order beside the search, where the header has room for it (the phone menu lists it). */
export const quickOrderLink = style({
  display: "none",
  whiteSpace: "nowrap",
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  "@media": { [media.lg]: { display: "inline-block", order: 3, paddingBottom: vars.space.sm } },
})
export const tools = style({ display: "flex", alignItems: "center", gap: vars.space.xs })

export const toolButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  justifyContent: "center",
  padding: `0 ${vars.space.xs}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
  fontWeight: vars.fontWeight.medium,
  selectors: { "&:hover": { background: vars.color.surfaceAlt, color: vars.color.brand } },
})
/** A tool's text: read out always, shown from the large breakpoint on (icons only below). */
globalStyle(`${toolButton} svg`, { flexShrink: 0 })

export const mobileOnly = style({ "@media": { [media.lg]: { display: "none" } } })
export const desktopOnly = style({ display: "none", "@media": { [media.lg]: { display: "inline-flex" } } })

export const cartButton = style([toolButton, { position: "relative", gap: vars.space.sm }])
export const badge = style({
  position: "absolute",
  top: "2px",
  left: "1.6rem",
  minWidth: "1.25rem",
  height: "1.25rem",
  padding: "0 0.3rem",
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: "0.75rem",
  fontWeight: vars.fontWeight.bold,
  lineHeight: "1.25rem",
  textAlign: "center",
})

export const languages = style({ display: "flex", alignItems: "center", gap: vars.space.xxs, listStyle: "none", margin: 0, padding: 0 })
export const languageCurrent = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xxs,
  padding: `0 ${vars.space.xs}`,
  minHeight: "2.75rem",
  fontWeight: vars.fontWeight.bold,
})
export const languageLink = style([toolButton, { gap: vars.space.xxs }])
export const flag = style({ flexShrink: 0, width: "1.5rem", height: "1rem", borderRadius: "2px", boxShadow: `0 0 0 1px ${vars.color.border}` })

export const dialogOverlay = style({ position: "fixed", inset: 0, background: "rgba(16, 24, 40, 0.45)", zIndex: 40 })
export const dialogContent = style({
  position: "fixed",
  inset: 0,
  zIndex: 41,
  overflowY: "auto",
  background: vars.color.surface,
  padding: vars.layout.gutter,
})
/** Stays at the top of the full-screen menu, so its close button is in reach however far the menu scrolls. */
export const dialogHeader = style({
  position: "sticky",
  top: `calc(-1 * ${vars.layout.gutter})`,
  zIndex: 1,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  marginInline: `calc(-1 * ${vars.layout.gutter})`,
  marginTop: `calc(-1 * ${vars.layout.gutter})`,
  marginBottom: vars.space.lg,
  padding: vars.layout.gutter,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const dialogTitle = style({ fontSize: vars.fontSize.xl })
export const mobileList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.xxs })
export const mobileGroupTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.xxs}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
})
export const mobileLink = style({
  display: "block",
  // Also the logout button's look, among the links.
  width: "100%",
  textAlign: "left",
  background: "transparent",
  border: 0,
  cursor: "pointer",
  padding: `${vars.space.sm} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: vars.fontSize.lg,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.fontWeight.bold } },
})
export const mobileTools = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, marginTop: vars.space.xl })

export const footer = style({ marginTop: vars.space.xxxl, background: vars.color.footer, color: vars.color.onFooter })
export const footerGrid = style({
  display: "grid",
  gap: vars.space.xl,
  gridTemplateColumns: "1fr",
  paddingBlock: vars.space.xxl,
  "@media": { [media.smOnly]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
})
export const footerColumns = styleVariants({
  3: { "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } } },
  4: { "@media": { [media.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } } },
})
export const footerTitle = style({ fontSize: vars.fontSize.md, marginBottom: vars.space.sm, color: "#ffffff" })
export const footerText = style({ display: "grid", gap: vars.space.xs, color: vars.color.onFooterMuted, fontSize: vars.fontSize.sm })
export const footerLinks = style({ listStyle: "none", margin: `${vars.space.sm} 0 0`, padding: 0, display: "grid", gap: vars.space.xs })
globalStyle(`${footer} a`, { color: vars.color.onFooter })
globalStyle(`${footer} a:hover`, { color: "#ffffff" })
globalStyle(`${footer} a:focus-visible, ${footer} button:focus-visible`, { ...focusRing, outlineColor: "#ffffff", boxShadow: "none" })

export const newsletter = style({
  display: "grid",
  gap: vars.space.sm,
  alignItems: "center",
  paddingBlock: vars.space.xl,
  borderTop: "1px solid rgba(255, 255, 255, 0.16)",
  "@media": { [media.md]: { gridTemplateColumns: "1fr auto" } },
})
export const newsletterTitle = style({ fontSize: vars.fontSize.lg, color: "#ffffff" })
export const newsletterText = style({ color: vars.color.onFooterMuted, marginTop: vars.space.xxs })
export const newsletterButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: "#ffffff",
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  justifySelf: "start",
})

globalStyle(`${footer} a${newsletterButton}`, { color: vars.color.brandStrong })
globalStyle(`${footer} a${newsletterButton}:hover`, { color: vars.color.brand, background: vars.color.brandSoft })

export const footerBottom = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.md,
  justifyContent: "space-between",
  alignItems: "center",
  paddingBlock: vars.space.lg,
  borderTop: "1px solid rgba(255, 255, 255, 0.16)",
  fontSize: vars.fontSize.sm,
  color: vars.color.onFooterMuted,
})
export const socialList = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, listStyle: "none", margin: 0, padding: 0 })
export const socialLink = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xxs, minHeight: "2rem" })

import { globalStyle, style } from "@vanilla-extract/css"
import { media, vars } from "../../styles/theme.css.ts"
import { linkCard, linkCardLink } from "../../styles/common.css.ts"

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brandStrong} 0%, ${vars.color.brand} 70%)`,
  color: vars.color.onBrand,
})
export const heroInner = style({
  display: "grid",
  gap: vars.space.xl,
  alignItems: "center",
  paddingBlock: vars.space.xxl,
  "@media": { [media.md]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", paddingBlock: vars.space.xxxl } },
})
export const eyebrow = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, letterSpacing: "0.08em", textTransform: "uppercase", color: "#c9d6ea" })
export const heroTitle = style({
  margin: `${vars.space.xs} 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xxl,
  "@media": { [media.md]: { fontSize: "2.75rem" } },
})
export const heroLead = style({ fontSize: vars.fontSize.lg, color: "#e3eaf5", maxWidth: "38rem" })
export const heroActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, marginTop: vars.space.lg })
export const heroPrimary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  background: "#ffffff",
  color: vars.color.brandStrong,
  fontWeight: vars.fontWeight.bold,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.brandSoft, color: vars.color.brandStrong } },
})
export const heroSecondary = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.sm,
  border: "2px solid #ffffff",
  color: "#ffffff",
  fontWeight: vars.fontWeight.medium,
  textDecoration: "none",
  selectors: { "&:hover": { background: "rgba(255, 255, 255, 0.12)", color: "#ffffff" } },
})
globalStyle(`${hero} a:focus-visible`, { outline: "3px solid #ffffff", outlineOffset: "3px", boxShadow: "none" })
export const heroArt = style({ display: "none", justifySelf: "center", "@media": { [media.md]: { display: "flex", gap: vars.space.md, alignItems: "flex-end" } } })

export const sectionTitle = style({ fontSize: vars.fontSize.xl, marginBottom: vars.space.lg, "@media": { [media.md]: { fontSize: vars.fontSize.xxl } } })
export const families = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
  listStyle: "none",
  margin: 0,
  padding: 0,
})
export const familyCard = style([
  linkCard,
  { display: "grid", gridTemplateColumns: "auto 1fr", gap: vars.space.md, alignItems: "center", padding: vars.space.md },
])
export const familyLink = style([linkCardLink, { fontWeight: vars.fontWeight.bold }])
export const familyCount = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space.xxs })
export const familyArt = style({ background: vars.color.surfaceAlt, borderRadius: vars.radius.sm })

export const benefits = style({
  display: "grid",
  gap: vars.space.lg,
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [media.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
})
export const benefit = style({ borderTop: `3px solid ${vars.color.brand}`, paddingTop: vars.space.md })
export const benefitTitle = style({ fontSize: vars.fontSize.lg, marginBottom: vars.space.xs })
export const benefitText = style({ color: vars.color.textMuted })
export const alt = style({ background: vars.color.surfaceAlt })

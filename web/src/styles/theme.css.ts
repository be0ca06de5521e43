/**
 * The one theme contract: colours, spacing, radii, type scale and breakpoints. A sober B2B look:
 * white and grey surfaces, one strong brand colour (deep blue), the system font stack.
 */
import { createGlobalTheme } from "@vanilla-extract/css"
import { partColours } from "@shop/core/drawing/ral"

export const vars = createGlobalTheme(":root", {
  color: {
    brand: "#0b3b7a",
    brandStrong: "#072a58",
    brandSoft: "#e8eef7",
    onBrand: "#ffffff",
    text: "#18202b",
    textMuted: "#4b5666",
    surface: "#ffffff",
    surfaceAlt: "#f3f5f8",
    surfaceSunken: "#e9edf2",
    border: "#cfd6df",
    borderStrong: "#8a95a5",
    focus: "#0b3b7a",
    focusHalo: "#ffffff",
    footer: "#16202c",
    onFooter: "#e8ecf1",
    onFooterMuted: "#b8c1cc",
    success: "#1d6b3a",
    danger: "#a4161a",
    // The enclosure drawing (ui/EnclosureDrawing.tsx): neutral where no RAL colour is shown.
    drawingShadow: "#c5ccd5",
    drawingBody: "#e4e8ed",
    drawingDoor: "#f3f5f8",
    drawingDoorLine: "#6b7686",
    drawingHinge: "#8a95a5",
    drawingLine: partColours.line,
    drawingLineOnDark: partColours.lineOnDark,
    drawingWindow: partColours.window,
    drawingRoof: partColours.roof,
    drawingBracket: partColours.bracket,
    drawingFlange: partColours.flange,
    drawingPlinth: partColours.plinth,
    drawingSheen: partColours.sheen,
    drawingShade: partColours.shade,
  },
  space: {
    xxs: "0.25rem",
    xs: "0.5rem",
    sm: "0.75rem",
    md: "1rem",
    lg: "1.5rem",
    xl: "2rem",
    xxl: "3rem",
    xxxl: "4.5rem",
  },
  radius: {
    sm: "3px",
    md: "6px",
    pill: "999px",
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSize: {
    xs: "0.8125rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.375rem",
    xxl: "1.75rem",
    xxxl: "2.25rem",
  },
  lineHeight: {
    tight: "1.2",
    normal: "1.5",
  },
  fontWeight: {
    normal: "400",
    medium: "500",
    bold: "650",
  },
  shadow: {
    card: "0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1)",
    raised: "0 8px 24px rgba(16, 24, 40, 0.16)",
  },
  layout: {
    maxWidth: "1280px",
    gutter: "clamp(1rem, 4vw, 2rem)",
  },
})

/** Breakpoints for `@media` (in a plain module, so browser code reads them without the theme's JS). */
export { media } from "./media.ts"

/** The visible focus ring of every interactive element: brand outline with a white halo. */
export const focusRing = {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  boxShadow: `0 0 0 2px ${vars.color.focusHalo}`,
} as const

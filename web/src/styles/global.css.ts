import { globalStyle } from "@vanilla-extract/css"
import { focusRing, vars } from "./theme.css.ts"

globalStyle("*, *::before, *::after", { boxSizing: "border-box" })

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  textSizeAdjust: "100%",
})

globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  minWidth: "320px",
  // Long German compounds break at syllables, by the page's `lang` (de-AT or en-GB), not mid-syllable.
  hyphens: "auto",
  WebkitHyphens: "auto",
  // Where the browser has no hyphenation for the language, a word wider than its line still breaks.
  overflowWrap: "break-word",
})

// A heading's long compound ("Pulverbeschichtungsanlage") must not set the width of its grid or card:
// `anywhere` also lets the layout size it narrower than the word.
globalStyle("h1, h2, h3, h4", { lineHeight: vars.lineHeight.tight, margin: 0, fontWeight: vars.fontWeight.bold, overflowWrap: "anywhere" })
globalStyle("p", { margin: 0 })
globalStyle("img, svg", { display: "block", maxWidth: "100%" })

globalStyle("a", { color: vars.color.brand, textUnderlineOffset: "0.15em" })
globalStyle("a:hover", { color: vars.color.brandStrong })

globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" })

globalStyle(":focus-visible", focusRing)
globalStyle(":focus:not(:focus-visible)", { outline: "none" })

globalStyle("::selection", { background: vars.color.brandSoft })

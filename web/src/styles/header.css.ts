/**
 * Height of the sticky page header (without its 1 px border): what a sticky element or a scroll
 * target below it must clear. One row of 4rem (logo, navigation, tools) where the search field
 * fits beside them (900 to 1199 px); elsewhere the search field has a row of its own below.
 */
import { createVar, globalStyle } from "@vanilla-extract/css"
import { media } from "./theme.css.ts"

export const headerRowHeight = "4rem"
/** The search field's own row: a 2.5rem field and 0.75rem below it. */
export const searchRowHeight = "3.25rem"

export const headerHeight = createVar()
globalStyle(":root", {
  vars: { [headerHeight]: `calc(${headerRowHeight} + ${searchRowHeight})` },
  "@media": { [media.mdOnly]: { vars: { [headerHeight]: headerRowHeight } } },
})

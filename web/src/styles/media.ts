/** Breakpoints for `@media`: the layout is fluid from 360 px to 1440 px. */
export const media = {
  sm: "screen and (min-width: 600px)",
  md: "screen and (min-width: 900px)",
  lg: "screen and (min-width: 1200px)",
  /**
   * Bounded ranges, for an element that changes at more than one breakpoint: the CSS minifier
   * merges equal media blocks and may reorder them, so open-ended queries must not overlap there.
   */
  smOnly: "screen and (min-width: 600px) and (max-width: 899.98px)",
  mdOnly: "screen and (min-width: 900px) and (max-width: 1199.98px)",
} as const

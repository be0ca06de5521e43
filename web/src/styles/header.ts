/**
 * Height of the sticky page header (its row, without the 1 px border): what a sticky element
 * below it must clear, so it does not slide under the header.
 */
export const headerRowHeight = "4rem"
/** The top of the visible page below the header, plus `gap`. */
export const belowHeader = (gap: string): string => `calc(${headerRowHeight} + 1px + ${gap})`

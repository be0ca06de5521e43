/**
 * The top of the visible page below the sticky header, plus `gap`. Not in header.css.ts: a
 * `.css.ts` file may export only values vanilla-extract can serialise, never a function.
 */
import { headerHeight } from "./header.css.ts"

export const belowHeader = (gap: string): string => `calc(${headerHeight} + 1px + ${gap})`

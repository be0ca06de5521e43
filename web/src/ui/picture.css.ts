/**
 * The product picture's box: the square it is given (its width and height attributes), narrower
 * where the column is; the SVG keeps its proportions inside.
 */
import { style } from "@vanilla-extract/css"

export const picture = style({ display: "block", objectFit: "contain", maxWidth: "100%" })

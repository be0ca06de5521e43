/**
 * Colours of the enclosure drawing by role, from the theme. Lines keep their width in pixels at
 * every size. A painted drawing takes body and doors from the RAL colour (set as attributes by the
 * component, which a class must not override) and light lines on dark paint.
 */
import { createVar, style, styleVariants } from "@vanilla-extract/css"
import { vars } from "../styles/theme.css.ts"

const line = createVar()

export const drawing = style({ vars: { [line]: vars.color.drawingLine } })
export const onDark = style({ vars: { [line]: vars.color.drawingLineOnDark } })

const outline = { stroke: line, strokeWidth: 1, vectorEffect: "non-scaling-stroke" } as const

export const shadow = style({ fill: vars.color.drawingShadow })
export const sheen = style({ stopColor: vars.color.drawingSheen })
export const shade = style({ stopColor: vars.color.drawingShade })

/** Neutral body and doors (no RAL colour shown). */
export const neutral = styleVariants({
  body: { ...outline, fill: vars.color.drawingBody, strokeWidth: 1.5 },
  door: { ...outline, fill: vars.color.drawingDoor, stroke: vars.color.drawingDoorLine },
})

/** Painted body and doors: the fill comes from the RAL colour. */
export const painted = styleVariants({
  body: { ...outline, strokeWidth: 1.5 },
  door: outline,
})

// Handles and hinges get an outline of 1 px too, so that they still show on a small card.
export const part = styleVariants({
  handle: { ...outline, fill: line },
  hinge: { ...outline, fill: vars.color.drawingHinge, stroke: vars.color.drawingHinge },
  window: { ...outline, fill: vars.color.drawingWindow, fillOpacity: 0.85 },
  roof: { ...outline, fill: vars.color.drawingRoof },
  bracket: { fill: vars.color.drawingBracket },
  flange: { fill: vars.color.drawingFlange },
  plinth: { fill: vars.color.drawingPlinth },
  extension: { ...outline, strokeWidth: 0.5 },
  dimension: outline,
  arrow: { fill: line },
  label: { fill: line, fontFamily: vars.font.body },
})

/**
 * The enclosure's front view as inline SVG (no image files): the core's geometry in millimetres,
 * coloured from the theme. With a RAL colour, body and doors are painted in it (the configurator,
 * where a chosen special paint shows); without one the drawing is neutral with a soft shadow
 * (cards, the product page, the home page).
 */
import { useId } from "react"
import { useIntl } from "react-intl"
import type { AccessoryOption } from "@shop/core/catalogue/articleGroup"
import { type DrawingShape, type RectShape, frontView } from "@shop/core/drawing/frontView"
import { type ShapeStyle, escapeXml, shapesSvg } from "@shop/core/drawing/svg"
import * as s from "./drawing.css.ts"

export interface DrawingProps {
  readonly width: number
  readonly height: number
  readonly doorCount: number
  readonly meterPositions?: number
  /** Paint body and doors in this RAL colour ("RAL 7035", see the core's `paintColour`). */
  readonly ralColour?: string
  /** Options with at least one chosen accessory that shows from the front. */
  readonly options?: ReadonlySet<AccessoryOption>
  /** Size of the square the drawing fits into, in px; without it the drawing fills its box (CSS). */
  readonly size?: number
  readonly className?: string
  /** Accessible name; by default the width and height. */
  readonly label?: string
  /** Decorative where the surrounding text already names the size. */
  readonly decorative?: boolean
}

const FRAME_PX = 8
const SHADOW_PX = 3

/** The `<svg>` element's box and colouring, and its inner markup. */
interface Drawn {
  readonly viewBox: string
  readonly dark: boolean
  readonly markup: string
}

/**
 * Drawings kept per size, colour, options, language and name: a catalogue page shows two dozen of
 * about ten shapes each, and as React elements they were a fifth of the CPU of rendering the page.
 * As one string each, React writes them as they are (and the browser hydrates them without
 * comparing). Bounded: the catalogue has a few hundred sizes, in two languages.
 */
const drawings = new Map<string, Drawn>()
const MAX_DRAWINGS = 5_000

const draw = (props: DrawingProps, locale: string, name: () => string, gradient: string): Drawn => {
  const { width, height, doorCount, meterPositions = 0, ralColour, options, size, label, decorative = false } = props
  // The gradient's id (from useId) counts only where a paint may use it.
  const key = [locale, width, height, doorCount, meterPositions, ralColour, options ? [...options].sort().join("+") : "", size, label, decorative, ralColour ? gradient : ""].join("|")
  const kept = drawings.get(key)
  if (kept) return kept
  const view = frontView({ width, height, doorCount, meterPositions, ralColour, options })
  const { paint, viewBox } = view
  // At a fixed size the body fits the square less a frame of 8 px (a thumbnail); else the core's viewBox.
  // Whole millimetres, as the core's shapes are. The markup's coordinates start at the viewBox's corner (`shapesSvg`).
  const side = size === undefined ? 0 : Math.ceil(Math.max((Math.max(width, height) * size) / (size - 2 * FRAME_PX), viewBox.width, viewBox.height))
  const box =
    size === undefined
      ? { x: 0, y: 0, width: viewBox.width, height: viewBox.height }
      : { x: Math.floor((viewBox.width - side) / 2), y: Math.floor((viewBox.height - side) / 2), width: side, height: side }
  const bodyFill = paint === null ? undefined : paint.metallic ? `url(#${gradient})` : paint.fill
  const defs = paint?.metallic
    ? `<defs><linearGradient id="${gradient}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" class="${s.sheen}"/><stop offset="0.5" stop-color="${escapeXml(paint.fill)}"/><stop offset="1" class="${s.shade}"/></linearGradient></defs>`
    : ""
  // A neutral drawing lifts off the page: a shadow of the body, 3 px (or 2 % of the box) down and right.
  const lift = Math.max(1, Math.round(size === undefined ? Math.max(viewBox.width, viewBox.height) * 0.02 : (SHADOW_PX * side) / size))
  const body = paint === null ? view.shapes.find((shape): shape is RectShape => shape.role === "body" && shape.kind === "rect") : undefined
  const shadow: RectShape | undefined = body && { ...body, x: body.x + lift, y: body.y + lift }
  const style = (shape: DrawingShape): ShapeStyle => {
    if (shape === shadow) return { className: s.shadow }
    if (shape.role !== "body" && shape.role !== "door") return { className: s.part[shape.role] }
    if (paint === null) return { className: s.neutral[shape.role] }
    return { className: s.painted[shape.role], fill: shape.role === "body" ? bodyFill! : "none" }
  }
  const title = decorative ? "" : `<title>${escapeXml(label ?? name())}</title>`
  const drawn = {
    viewBox: `${box.x} ${box.y} ${box.width} ${box.height}`,
    dark: paint?.dark === true,
    markup: `${title}${defs}${shapesSvg(view, style, 1, shadow ? [shadow, ...view.shapes] : view.shapes)}`,
  }
  if (drawings.size >= MAX_DRAWINGS) drawings.clear()
  drawings.set(key, drawn)
  return drawn
}

export const EnclosureDrawing = (props: DrawingProps) => {
  const { width, height, size, className, decorative = false } = props
  const intl = useIntl()
  const gradient = `brushed-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`
  const { viewBox, dark, markup } = draw(props, intl.locale, () => intl.formatMessage({ id: "product.drawing" }, { width, height }), gradient)
  return (
    <svg
      className={[s.drawing, dark ? s.onDark : "", className ?? ""].filter(Boolean).join(" ")}
      viewBox={viewBox}
      {...(size === undefined ? {} : { width: size, height: size })}
      {...(decorative ? { "aria-hidden": true, focusable: false } : { role: "img" })}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  )
}

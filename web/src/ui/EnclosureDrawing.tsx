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

const points = (list: ReadonlyArray<readonly [number, number]>) => list.map(([x, y]) => `${x},${y}`).join(" ")

const Shape = ({ shape, className, fill }: { readonly shape: DrawingShape; readonly className: string; readonly fill?: string | undefined }) => {
  switch (shape.kind) {
    case "rect":
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx || undefined} className={className} fill={fill} />
    case "line":
      return <line x1={shape.x1} y1={shape.y1} x2={shape.x2} y2={shape.y2} className={className} />
    case "polygon":
      return <polygon points={points(shape.points)} className={className} />
    case "text":
      return (
        <text x={shape.x} y={shape.y} fontSize={shape.size} textAnchor="middle" transform={shape.vertical ? `rotate(-90 ${shape.x} ${shape.y})` : undefined} className={className}>
          {shape.text}
        </text>
      )
  }
}

export const EnclosureDrawing = ({ width, height, doorCount, meterPositions = 0, ralColour, options, size, className, label, decorative = false }: DrawingProps) => {
  const intl = useIntl()
  const gradient = `brushed-${useId().replace(/[^A-Za-z0-9_-]/g, "")}`
  const view = frontView({ width, height, doorCount, meterPositions, ralColour, options })
  const { paint, viewBox } = view
  const name = label ?? intl.formatMessage({ id: "product.drawing" }, { width, height })
  const bodyFill = paint === null ? undefined : paint.metallic ? `url(#${gradient})` : paint.fill
  // At a fixed size the body fits the square less a frame of 8 px (a thumbnail); else the core's viewBox.
  // Whole millimetres, as the core's shapes are: `91.20400000000001` in every card's markup costs bytes and nothing else.
  const side = size === undefined ? 0 : Math.ceil(Math.max((Math.max(width, height) * size) / (size - 2 * FRAME_PX), viewBox.width, viewBox.height))
  const box = size === undefined ? viewBox : { x: Math.floor(viewBox.x + (viewBox.width - side) / 2), y: Math.floor(viewBox.y + (viewBox.height - side) / 2), width: side, height: side }
  // A neutral drawing lifts off the page: a shadow of the body, 3 px (or 2 % of the box) down and right.
  const lift = Math.max(1, Math.round(size === undefined ? Math.max(viewBox.width, viewBox.height) * 0.02 : (SHADOW_PX * side) / size))
  const shadow = paint === null ? view.shapes.find((shape): shape is RectShape => shape.role === "body" && shape.kind === "rect") : undefined
  return (
    <svg
      className={[s.drawing, paint?.dark ? s.onDark : "", className ?? ""].filter(Boolean).join(" ")}
      viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
      {...(size === undefined ? {} : { width: size, height: size })}
      {...(decorative ? { "aria-hidden": true, focusable: false } : { role: "img" })}
    >
      {decorative ? null : <title>{name}</title>}
      {paint?.metallic ? (
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" className={s.sheen} />
            <stop offset="0.5" stopColor={paint.fill} />
            <stop offset="1" className={s.shade} />
          </linearGradient>
        </defs>
      ) : null}
      {shadow ? <rect x={shadow.x + lift} y={shadow.y + lift} width={shadow.width} height={shadow.height} rx={shadow.rx || undefined} className={s.shadow} /> : null}
      {view.shapes.map((shape, i) => {
        if (shape.role !== "body" && shape.role !== "door") return <Shape key={i} shape={shape} className={s.part[shape.role]} />
        if (paint === null) return <Shape key={i} shape={shape} className={s.neutral[shape.role]} />
        return <Shape key={i} shape={shape} className={s.painted[shape.role]} fill={shape.role === "body" ? bodyFill : "none"} />
      })}
    </svg>
  )
}

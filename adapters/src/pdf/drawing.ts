/**
 * The product drawing of a datasheet: a front view in SVG, drawn to a standard scale
 * (1:5 … 1:50) so that it is true to size when printed at 100 %, with dimension lines for
 * width and height. Units inside the SVG are PDF points (1 mm = 72 / 25.4 pt).
 */
import type { Product } from "@shop/core"
import { colours } from "./brand.ts"

const PT_PER_MM = 72 / 25.4
export const DRAWING_SCALES = [2, 5, 10, 20, 25, 50, 100] as const

export interface Drawing {
  readonly svg: string
  /** 1:scale */
  readonly scale: number
  readonly width: number
  readonly height: number
}

/** Room on the left and below the body for the dimension lines, in pt. */
const DIM = 26
const PAD = 4

const n = (v: number) => Number(v.toFixed(2))

/** The smallest standard scale at which the body and its dimension lines fit the box (pt). */
export const drawingScale = (widthMm: number, heightMm: number, boxWidth: number, boxHeight: number): number =>
  DRAWING_SCALES.find((s) => (widthMm * PT_PER_MM) / s + DIM + 2 * PAD <= boxWidth && (heightMm * PT_PER_MM) / s + DIM + 2 * PAD <= boxHeight) ??
  DRAWING_SCALES[DRAWING_SCALES.length - 1]!

const arrow = (x: number, y: number, angle: number) => {
  const len = 5
  const spread = 0.35
  const x1 = x + len * Math.cos(angle - spread)
  const y1 = y + len * Math.sin(angle - spread)
  const x2 = x + len * Math.cos(angle + spread)
  const y2 = y + len * Math.sin(angle + spread)
  return `<path d="M${n(x)} ${n(y)} L${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)} Z" fill="${colours.ink}"/>`
}

export const frontView = (product: Pick<Product, "width" | "height" | "doorCount" | "specification">, boxWidth: number, boxHeight: number): Drawing => {
  const scale = drawingScale(product.width, product.height, boxWidth, boxHeight)
  const w = (product.width * PT_PER_MM) / scale
  const h = (product.height * PT_PER_MM) / scale
  const x0 = PAD + DIM
  const y0 = PAD
  const width = n(w + DIM + 2 * PAD)
  const height = n(h + DIM + 2 * PAD)
  const parts: Array<string> = []

  // Body and door(s).
  parts.push(`<rect x="${n(x0)}" y="${n(y0)}" width="${n(w)}" height="${n(h)}" fill="#f4f6f8" stroke="${colours.ink}" stroke-width="1.1"/>`)
  const inset = Math.max(1.5, Math.min(w, h) * 0.04)
  const doors = Math.max(1, Math.min(product.doorCount, 4))
  const doorWidth = (w - 2 * inset - (doors - 1) * inset * 0.5) / doors
  for (let d = 0; d < doors; d++) {
    const dx = x0 + inset + d * (doorWidth + inset * 0.5)
    parts.push(`<rect x="${n(dx)}" y="${n(y0 + inset)}" width="${n(doorWidth)}" height="${n(h - 2 * inset)}" fill="#e6ebf0" stroke="${colours.muted}" stroke-width="0.6"/>`)
    // Handle on the opening side: right on odd-numbered doors, left on the others.
    const handleX = d % 2 === 0 ? dx + doorWidth - inset * 1.6 : dx + inset * 0.6
    const handleH = Math.min(h * 0.12, 30)
    parts.push(`<rect x="${n(handleX)}" y="${n(y0 + h / 2 - handleH / 2)}" width="${n(Math.max(1.2, inset))}" height="${n(handleH)}" rx="0.8" fill="${colours.ink}"/>`)
  }

  // Meter windows: a column of small viewing windows in the top half of the first door.
  const meters = product.specification.meterPositions
  if (meters > 0) {
    const cols = meters > 3 ? 2 : 1
    const rows = Math.ceil(meters / cols)
    const winW = Math.min((doorWidth - inset * (cols + 1)) / cols, 40)
    const winH = Math.min(((h - 2 * inset) * 0.6 - inset * (rows + 1)) / rows, winW * 1.4)
    for (let m = 0; m < meters; m++) {
      const cx = x0 + inset * 2 + (m % cols) * (winW + inset)
      const cy = y0 + inset * 2 + Math.floor(m / cols) * (winH + inset)
      parts.push(`<rect x="${n(cx)}" y="${n(cy)}" width="${n(winW)}" height="${n(winH)}" rx="1" fill="#ffffff" stroke="${colours.muted}" stroke-width="0.5"/>`)
    }
  }

  // Dimension lines: width below, height on the left, with extension lines and arrows.
  const yDim = y0 + h + DIM * 0.55
  const xDim = x0 - DIM * 0.55
  parts.push(`<path d="M${n(x0)} ${n(y0 + h + 2)} L${n(x0)} ${n(yDim + 3)} M${n(x0 + w)} ${n(y0 + h + 2)} L${n(x0 + w)} ${n(yDim + 3)}" stroke="${colours.muted}" stroke-width="0.4"/>`)
  parts.push(`<path d="M${n(x0 - 2)} ${n(y0)} L${n(xDim - 3)} ${n(y0)} M${n(x0 - 2)} ${n(y0 + h)} L${n(xDim - 3)} ${n(y0 + h)}" stroke="${colours.muted}" stroke-width="0.4"/>`)
  parts.push(`<path d="M${n(x0)} ${n(yDim)} L${n(x0 + w)} ${n(yDim)} M${n(xDim)} ${n(y0)} L${n(xDim)} ${n(y0 + h)}" stroke="${colours.ink}" stroke-width="0.6"/>`)
  parts.push(arrow(x0, yDim, 0), arrow(x0 + w, yDim, Math.PI), arrow(xDim, y0, Math.PI / 2), arrow(xDim, y0 + h, -Math.PI / 2))
  parts.push(
    `<text x="${n(x0 + w / 2)}" y="${n(yDim + 10)}" font-family="Roboto" font-size="8" text-anchor="middle" fill="${colours.ink}">${product.width}</text>`,
    `<text x="${n(xDim - 4)}" y="${n(y0 + h / 2)}" font-family="Roboto" font-size="8" text-anchor="middle" fill="${colours.ink}" transform="rotate(-90 ${n(xDim - 4)} ${n(y0 + h / 2)})">${product.height}</text>`,
  )

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${parts.join("")}</svg>`
  return { svg, scale, width, height }
}

/**
 * A front view as SVG text, for what is not a web page: the product image (a stand-alone file in
 * the enclosure's RAL colour) and the datasheet PDF (points at a print scale, its own colours).
 * Coordinates are written from the viewBox's corner, multiplied by `unit` output units per mm.
 */
import { type DrawingShape, type FrontView, type FrontViewInput, frontView } from "./frontView.ts"
import { partColours } from "./ral.ts"

/** How one shape is painted, stroke width and font size in output units. */
export interface ShapeStyle {
  readonly fill?: string
  readonly fillOpacity?: number
  readonly stroke?: string
  readonly strokeWidth?: number
  readonly fontFamily?: string
  /** CSS classes that paint it instead (a web page, in its theme's colours). */
  readonly className?: string
}

export interface SvgOptions {
  readonly style: (shape: DrawingShape) => ShapeStyle
  /** Output units per millimetre (1: the SVG is in millimetres). */
  readonly unit?: number
  /** Accessible name; the SVG then has role img. */
  readonly title?: string
  /** Gradients and the like that the styles refer to. */
  readonly defs?: string
  /** Write width and height (the size in output units) besides the viewBox. */
  readonly sized?: boolean
}

export const escapeXml = (s: string): string =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!)

const attributes = (style: ShapeStyle, n: (v: number) => number): string =>
  [
    style.fill === undefined ? "" : ` fill="${style.fill}"`,
    style.fillOpacity === undefined ? "" : ` fill-opacity="${style.fillOpacity}"`,
    style.stroke === undefined ? "" : ` stroke="${style.stroke}"`,
    style.strokeWidth === undefined ? "" : ` stroke-width="${n(style.strokeWidth)}"`,
    style.fontFamily === undefined ? "" : ` font-family="${escapeXml(style.fontFamily)}"`,
    style.className === undefined ? "" : ` class="${escapeXml(style.className)}"`,
  ].join("")

/**
 * The shapes without the `<svg>` element around them, coordinates from the viewBox's corner
 * multiplied by `unit`: `shapes` (the view's by default) in the view's coordinates.
 */
export const shapesSvg = (view: FrontView, style: (shape: DrawingShape) => ShapeStyle, unit = 1, shapes: ReadonlyArray<DrawingShape> = view.shapes): string => {
  const { viewBox } = view
  /** Two decimals are far below what a screen or a printer shows. */
  const n = (v: number) => Math.round(v * 100) / 100
  const x = (v: number) => n((v - viewBox.x) * unit)
  const y = (v: number) => n((v - viewBox.y) * unit)
  const d = (v: number) => n(v * unit)
  const shape = (s: DrawingShape): string => {
    const paint = attributes(style(s), n)
    switch (s.kind) {
      case "rect":
        return `<rect x="${x(s.x)}" y="${y(s.y)}" width="${d(s.width)}" height="${d(s.height)}"${s.rx > 0 ? ` rx="${d(s.rx)}"` : ""}${paint}/>`
      case "line":
        return `<line x1="${x(s.x1)}" y1="${y(s.y1)}" x2="${x(s.x2)}" y2="${y(s.y2)}"${paint}/>`
      case "polygon":
        return `<polygon points="${s.points.map(([px, py]) => `${x(px)},${y(py)}`).join(" ")}"${paint}/>`
      case "text": {
        const turn = s.vertical ? ` transform="rotate(-90 ${x(s.x)} ${y(s.y)})"` : ""
        return `<text x="${x(s.x)}" y="${y(s.y)}" font-size="${d(s.size)}" text-anchor="middle"${turn}${paint}>${escapeXml(s.text)}</text>`
      }
    }
  }
  return shapes.map(shape).join("")
}

export const drawingSvg = (view: FrontView, options: SvgOptions): string => {
  const unit = options.unit ?? 1
  const d = (v: number) => Math.round(v * unit * 100) / 100
  const width = d(view.viewBox.width)
  const height = d(view.viewBox.height)
  const size = options.sized ? ` width="${width}" height="${height}"` : ""
  const title = options.title === undefined ? "" : `<title>${escapeXml(options.title)}</title>`
  const role = options.title === undefined ? "" : ` role="img"`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"${size}${role}>${title}${options.defs ?? ""}${shapesSvg(view, options.style, unit)}</svg>`
}

/** The stand-alone front view (the product image): body and doors in the RAL colour, lines to scale. */
export const frontViewSvg = (input: FrontViewInput & { readonly ralColour: string; readonly title: string }): string => {
  const view = frontView(input)
  const paint = view.paint!
  const line = paint.dark ? partColours.lineOnDark : partColours.line
  const outline = { stroke: line, strokeWidth: view.stroke }
  const style = (s: DrawingShape): ShapeStyle => {
    switch (s.role) {
      case "body":
        return { fill: paint.metallic ? "url(#brushed)" : paint.fill, ...outline }
      case "door":
        return { fill: "none", ...outline }
      case "handle":
      case "hinge":
      case "arrow":
        return { fill: line }
      case "window":
        return { fill: partColours.window, fillOpacity: 0.85, ...outline }
      case "roof":
        return { fill: partColours.roof, ...outline }
      case "bracket":
      case "flange":
      case "plinth":
        return { fill: partColours[s.role] }
      case "extension":
      case "dimension":
        return { stroke: line, strokeWidth: view.stroke / 2 }
      case "label":
        return { fill: line, fontFamily: "sans-serif" }
    }
  }
  const defs = paint.metallic
    ? `<defs><linearGradient id="brushed" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${partColours.sheen}"/><stop offset="0.5" stop-color="${paint.fill}"/><stop offset="1" stop-color="${partColours.shade}"/></linearGradient></defs>`
    : undefined
  return drawingSvg(view, { style, title: input.title, ...(defs === undefined ? {} : { defs }) })
}

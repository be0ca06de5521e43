/**
 * The product's picture (the core's shaded three-quarter view, `pictureSvg`) as a pdfmake SVG
 * node: vector paths and gradients in the PDF, sized in points to fit a box. Several pictures can
 * share one scale, so that a comparison shows the enclosures' sizes as they are. A cart line's
 * small picture is drawn flat (`smallPictureNode`).
 */
import { type PictureInput, picture, pictureSvg } from "@shop/core/drawing/picture"

export interface Box {
  readonly width: number
  readonly height: number
}

const round = (v: number) => Math.round(v * 100) / 100

/** Points per picture unit (mm of the enclosure) at which the picture fills the box. */
const fittingScale = (viewBox: Box, box: Box) => Math.min(box.width / viewBox.width, box.height / viewBox.height)

/** pdfmake's SVG node, sized in points. */
export interface PictureNode {
  readonly svg: string
  readonly width: number
  readonly height: number
}

const node = (input: PictureInput, scale: number, id: string): PictureNode => {
  const { viewBox } = picture(input, id)
  return { svg: pictureSvg(input, { id }), width: round(viewBox.width * scale), height: round(viewBox.height * scale) }
}

/** One picture as large as fits the box. */
export const pictureNode = (input: PictureInput, box: Box, id = "p") => node(input, fittingScale(picture(input, id).viewBox, box), id)

/** Pictures at one scale: the one that needs the most room fills its box, the others are as much smaller as their enclosures are. */
export const picturesAtOneScale = (inputs: ReadonlyArray<PictureInput>, box: Box) => {
  const scale = Math.min(...inputs.map((input) => fittingScale(picture(input).viewBox, box)))
  return inputs.map((input, i) => node(input, scale, `p${i}`))
}

/** Each gradient's colour halfway along it (its middle stop), by id. */
const gradientColours = (defs: string): ReadonlyMap<string, string> => {
  const colours = new Map<string, string>()
  for (const [, id, body] of defs.matchAll(/<linearGradient id="([^"]+)"[^>]*>(.*?)<\/linearGradient>/g)) {
    const stops = [...body!.matchAll(/stop-color="([^"]+)"/g)].map((m) => m[1]!)
    if (stops.length > 0) colours.set(id!, stops[Math.floor(stops.length / 2)]!)
  }
  return colours
}

/** pdfmake's canvas of polygons, sized in points. */
export interface CanvasPictureNode {
  readonly canvas: ReadonlyArray<CanvasPolygon>
  readonly width: number
  readonly height: number
}
interface CanvasPolygon {
  readonly type: "polyline"
  readonly closePath: true
  readonly points: ReadonlyArray<{ readonly x: number; readonly y: number }>
  readonly color: string
  readonly fillOpacity?: number
  readonly lineColor?: string
  readonly lineWidth?: number
}

/**
 * A small picture (a cart line's, under 30 pt): the same polygons with each gradient's middle
 * colour as a flat fill, which no one sees at that size, drawn as pdfmake canvas polygons rather
 * than SVG: no shading objects in the PDF and no SVG to parse (pdfmake parses an SVG node three
 * times), which on a 200-line cart is most of what the pictures cost.
 */
export const smallPictureNode = (input: PictureInput, box: Box): CanvasPictureNode => {
  const p = picture(input, "s")
  const { viewBox } = p
  const colours = gradientColours(p.defs)
  const flat = (fill: string) => colours.get(/^url\(#([^)]+)\)$/.exec(fill)?.[1] ?? "") ?? fill
  const scale = fittingScale(viewBox, box)
  const lineWidth = round(p.stroke * scale)
  const canvas = p.polygons.map(
    (poly): CanvasPolygon => ({
      type: "polyline",
      closePath: true,
      points: poly.points.map(([u, v]) => ({ x: round((u - viewBox.x) * scale), y: round((v - viewBox.y) * scale) })),
      color: flat(poly.fill),
      ...(poly.opacity === undefined ? {} : { fillOpacity: poly.opacity }),
      ...(poly.outline ? { lineColor: p.outlineColour, lineWidth } : {}),
    }),
  )
  return { canvas, width: round(viewBox.width * scale), height: round(viewBox.height * scale) }
}

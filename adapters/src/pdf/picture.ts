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

/**
 * A small picture (a cart line's, under 30 pt): the same polygons with each gradient's middle
 * colour as a flat fill and whole millimetres, which no one sees at that size. The PDF then holds
 * no shading objects for it, and about half its paths' bytes.
 */
export const smallPictureNode = (input: PictureInput, box: Box): PictureNode => {
  const p = picture(input, "s")
  const { viewBox } = p
  const colours = gradientColours(p.defs)
  const flat = (fill: string) => colours.get(/^url\(#([^)]+)\)$/.exec(fill)?.[1] ?? "") ?? fill
  const body = p.polygons
    .map((poly) => {
      const points = poly.points.map(([u, v]) => `${Math.round(u - viewBox.x)},${Math.round(v - viewBox.y)}`).join(" ")
      const opacity = poly.opacity === undefined ? "" : ` fill-opacity="${poly.opacity}"`
      return `<polygon points="${points}" fill="${flat(poly.fill)}"${opacity}${poly.outline ? "" : ` stroke="none"`}/>`
    })
    .join("")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.round(viewBox.width)} ${Math.round(viewBox.height)}"><g stroke="${p.outlineColour}" stroke-width="${Math.max(1, Math.round(p.stroke))}" stroke-linejoin="round">${body}</g></svg>`
  const scale = fittingScale(viewBox, box)
  return { svg, width: round(viewBox.width * scale), height: round(viewBox.height * scale) }
}

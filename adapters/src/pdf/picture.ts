/**
 * The product's picture (the core's shaded three-quarter view, `pictureSvg`) as a pdfmake SVG
 * node: vector paths and gradients in the PDF, sized in points to fit a box. Several pictures can
 * share one scale, so that a comparison shows the enclosures' sizes as they are.
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

/**
 * The product drawing of a datasheet: the core's front view with its dimension lines, at the
 * smallest standard scale (1:2 … 1:100) that fits the box, so that it is true to size when printed
 * at 100 %. Written as SVG in PDF points (1 mm on paper = 72 / 25.4 pt) in the datasheet's colours.
 */
import { type DrawingShape, type Product, type ShapeStyle, drawingSvg, frontView as geometry, printScale } from "@shop/core"
import { colours } from "./brand.ts"

const PT_PER_MM = 72 / 25.4

export interface Drawing {
  readonly svg: string
  /** 1:scale */
  readonly scale: number
  /** Size in pt. */
  readonly width: number
  readonly height: number
}

type Drawn = Pick<Product, "width" | "height" | "doorCount" | "specification">

const input = (product: Drawn) => ({
  width: product.width,
  height: product.height,
  doorCount: product.doorCount,
  meterPositions: product.specification.meterPositions,
})

/** The smallest standard scale at which the body and its dimension lines fit the box (pt). */
export const drawingScale = (widthMm: number, heightMm: number, boxWidth: number, boxHeight: number): number =>
  printScale({ width: widthMm, height: heightMm, doorCount: 1, meterPositions: 0 }, { width: boxWidth / PT_PER_MM, height: boxHeight / PT_PER_MM })

/** Stroke widths in pt. */
const style = (shape: DrawingShape): ShapeStyle => {
  switch (shape.role) {
    case "body":
      return { fill: "#f4f6f8", stroke: colours.ink, strokeWidth: 1.1 }
    case "door":
      return { fill: "#e6ebf0", stroke: colours.muted, strokeWidth: 0.6 }
    case "window":
      return { fill: "#ffffff", stroke: colours.muted, strokeWidth: 0.5 }
    case "handle":
    case "arrow":
      return { fill: colours.ink }
    case "hinge":
    case "roof":
    case "bracket":
    case "flange":
    case "plinth":
      return { fill: colours.muted }
    case "extension":
      return { stroke: colours.muted, strokeWidth: 0.4 }
    case "dimension":
      return { stroke: colours.ink, strokeWidth: 0.6 }
    case "label":
      return { fill: colours.ink, fontFamily: "Roboto" }
  }
}

export const frontView = (product: Drawn, boxWidth: number, boxHeight: number): Drawing => {
  const scale = printScale(input(product), { width: boxWidth / PT_PER_MM, height: boxHeight / PT_PER_MM })
  const view = geometry({ ...input(product), printScale: scale })
  const unit = PT_PER_MM / scale
  const size = (mm: number) => Math.round(mm * unit * 100) / 100
  return { svg: drawingSvg(view, { style, unit, sized: true }), scale, width: size(view.viewBox.width), height: size(view.viewBox.height) }
}

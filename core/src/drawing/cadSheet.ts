/**
 * The dimensioned drawing of the CAD files (DXF and PDF, spec §3 "CAD drawing", "CAD PDF"): the
 * front view with width and height (`frontView` at a print scale) and beside it the side view with
 * the depth, both in whole millimetres of the real enclosure on one sheet, at the smallest standard
 * scale that fits the paper. DXF and PDF draw exactly these shapes.
 */
import { ARROW_SPREAD, DRAWING_SCALES, type DrawingShape, type FrontView, type FrontViewInput, frontView, paper, type PolygonShape, type ViewBox } from "./frontView.ts"

const round = Math.round

export interface CadSheetInput extends Omit<FrontViewInput, "printScale" | "options"> {
  readonly depth: number
}

/** How far the door stands in front of the body in the side view. */
const doorDepth = (depth: number) => Math.max(1, Math.min(20, round(depth / 5)))

/** The side view from the right: body, door in front (left), the depth dimensioned below. */
export const sideView = (height: number, depth: number, scale: number): FrontView => {
  const h = Math.max(1, round(height))
  const d = Math.max(1, round(depth))
  const on = (mm: number) => round(mm * scale)
  const door = doorDepth(d)
  const stroke = Math.max(2, round(Math.min(d, h) / 150))
  const yLine = h + on(paper.line)
  const gap = on(paper.gap)
  const overrun = on(paper.overrun)
  const along = round(on(paper.arrow) * Math.cos(ARROW_SPREAD))
  const across = Math.max(1, round(on(paper.arrow) * Math.sin(ARROW_SPREAD)))
  const arrow = (x: number, dx: number): PolygonShape => ({
    kind: "polygon",
    role: "arrow",
    points: [[x, yLine], [x + dx * along, yLine - across], [x + dx * along, yLine + across]],
  })
  const shapes: Array<DrawingShape> = [
    { kind: "rect", role: "body", x: door, y: 0, width: d - door, height: h, rx: 0 },
    { kind: "rect", role: "door", x: 0, y: 0, width: door, height: h, rx: 0 },
    { kind: "line", role: "extension", x1: 0, y1: h + gap, x2: 0, y2: yLine + overrun },
    { kind: "line", role: "extension", x1: d, y1: h + gap, x2: d, y2: yLine + overrun },
    { kind: "line", role: "dimension", x1: 0, y1: yLine, x2: d, y2: yLine },
    arrow(0, 1),
    arrow(d, -1),
    { kind: "text", role: "label", x: round(d / 2), y: yLine + on(paper.below), size: on(paper.text), vertical: false, text: String(depth) },
  ]
  const pad = on(paper.pad)
  const viewBox: ViewBox = { x: -pad, y: -pad, width: d + 2 * pad, height: h + on(paper.room) + 2 * pad }
  return { viewBox, stroke, paint: null, shapes }
}

const moved = (shape: DrawingShape, dx: number): DrawingShape => {
  switch (shape.kind) {
    case "rect":
      return { ...shape, x: shape.x + dx }
    case "line":
      return { ...shape, x1: shape.x1 + dx, x2: shape.x2 + dx }
    case "polygon":
      return { ...shape, points: shape.points.map(([x, y]) => [x + dx, y] as const) }
    case "text":
      return { ...shape, x: shape.x + dx }
  }
}

/** Front and side view on one sheet at 1:scale, the side view to the right with a gap of 15 mm on paper. */
export const cadSheetAt = (input: CadSheetInput, scale: number): FrontView => {
  const front = frontView({ ...input, ralColour: undefined, printScale: scale })
  const side = sideView(input.height, input.depth, scale)
  const dx = front.viewBox.x + front.viewBox.width + round(15 * scale) - side.viewBox.x
  const top = Math.min(front.viewBox.y, side.viewBox.y)
  const bottom = Math.max(front.viewBox.y + front.viewBox.height, side.viewBox.y + side.viewBox.height)
  return {
    viewBox: { x: front.viewBox.x, y: top, width: dx + side.viewBox.x + side.viewBox.width - front.viewBox.x, height: bottom - top },
    stroke: front.stroke,
    paint: null,
    shapes: [...front.shapes, ...side.shapes.map((s) => moved(s, dx))],
  }
}

/** The sheet at the smallest standard scale that fits a drawing area on paper (mm), and that scale. */
export const cadSheet = (input: CadSheetInput, area: { readonly width: number; readonly height: number }): { readonly view: FrontView; readonly scale: number } => {
  for (const scale of DRAWING_SCALES) {
    const view = cadSheetAt(input, scale)
    if (view.viewBox.width / scale <= area.width && view.viewBox.height / scale <= area.height) return { view, scale }
  }
  const scale = DRAWING_SCALES[DRAWING_SCALES.length - 1]!
  return { view: cadSheetAt(input, scale), scale }
}

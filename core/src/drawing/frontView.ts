/**
 * The front view of an enclosure, the one geometry behind every drawing of the shop (catalogue
 * cards, product page, configurator, the product image, the datasheet PDF). It is a list of
 * primitives in whole millimetres of the real enclosure (x to the right, y downwards, the body's
 * top left corner at 0 0) inside a viewBox, each with a role that the renderers colour: body,
 * doors with handles and hinges, meter windows in whole sets per door leaf, the chosen accessories
 * that show from the front (rain roof, plinth, wall brackets, cable entry flange) and, for print at
 * a standard scale, dimension lines for width and height sized for the paper.
 *
 * No colours and no units of an output here: the web draws it with the theme, the PDF in points.
 */
import type { AccessoryOption } from "../catalogue/articleGroup.ts"
import { type Paint, surfaceColour } from "./ral.ts"

export const drawingRoles = [
  "body",
  "door",
  "handle",
  "hinge",
  "window",
  "roof",
  "bracket",
  "flange",
  "plinth",
  "extension",
  "dimension",
  "arrow",
  "label",
] as const
export type DrawingRole = (typeof drawingRoles)[number]

export interface RectShape {
  readonly kind: "rect"
  readonly role: DrawingRole
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
  /** Corner radius; 0 for square corners. */
  readonly rx: number
}
export interface LineShape {
  readonly kind: "line"
  readonly role: DrawingRole
  readonly x1: number
  readonly y1: number
  readonly x2: number
  readonly y2: number
}
/** A closed polygon (the roof, the arrow heads): nothing in a front view is round. */
export interface PolygonShape {
  readonly kind: "polygon"
  readonly role: DrawingRole
  readonly points: ReadonlyArray<readonly [number, number]>
}
export interface TextShape {
  readonly kind: "text"
  readonly role: DrawingRole
  /** Anchor of the text: its baseline's middle. */
  readonly x: number
  readonly y: number
  /** Font size. */
  readonly size: number
  /** Turned by -90°, read from below (the height's dimension). */
  readonly vertical: boolean
  readonly text: string
}
export type DrawingShape = RectShape | LineShape | PolygonShape | TextShape

export interface ViewBox {
  readonly x: number
  readonly y: number
  readonly width: number
  readonly height: number
}

export interface FrontView {
  readonly viewBox: ViewBox
  /** Line weight that suits the enclosure's size, for renderers that draw to scale. */
  readonly stroke: number
  /** Surface of body and doors from the RAL colour; null without one (a neutral drawing). */
  readonly paint: Paint | null
  /** Back to front. */
  readonly shapes: ReadonlyArray<DrawingShape>
}

export interface FrontViewInput {
  /** Outer size in millimetres. */
  readonly width: number
  readonly height: number
  /** 0 (a lid or viewing window) to 4 equal door leaves. */
  readonly doorCount: number
  readonly meterPositions: number
  /** RAL text such as "RAL 7035" (see `paintColour` for a chosen special paint). */
  readonly ralColour?: string | undefined
  /** Options with at least one chosen accessory. */
  readonly options?: ReadonlySet<AccessoryOption> | undefined
  /** Drawn for print at 1:printScale: dimension lines for width and height, sized for the paper. */
  readonly printScale?: number | undefined
}

/** Standard drawing scales (1:n), smallest first. */
export const DRAWING_SCALES = [2, 5, 10, 20, 25, 50, 100] as const

/** Sizes on paper in millimetres, for a drawing printed to scale (the CAD sheet's side view uses them too). */
export const paper = {
  /** White space around the drawing. */
  pad: 1.5,
  /** Room for a dimension line with its figures, left of and below the enclosure. */
  room: 9,
  /** From the enclosure's edge to the dimension line. */
  line: 5,
  /** Extension lines start this far from the edge and run this far past the dimension line. */
  gap: 0.7,
  overrun: 1,
  arrow: 1.8,
  /** Font size of the figures, their baseline below the width's line, beside the height's line. */
  text: 2.8,
  below: 3.5,
  beside: 1.4,
} as const
/** Half the opening angle of an arrow head, in radians. */
export const ARROW_SPREAD = 0.35

const noOptions: ReadonlySet<AccessoryOption> = new Set()
const round = Math.round

export const frontView = (input: FrontViewInput): FrontView => {
  const w = Math.max(1, round(input.width))
  const h = Math.max(1, round(input.height))
  const options = input.options ?? noOptions
  // Even, so that the roof overhangs the body by a whole half on each side.
  const roof = options.has("rainRoof") ? 2 * round(Math.max(30, w * 0.06) / 2) : 0
  const plinth = options.has("base") || options.has("baseMounting") ? 100 : 0
  const brackets = options.has("wallMounting") ? 40 : 0
  const stroke = Math.max(2, round(Math.min(w, h) / 150))
  const inset = Math.max(1, round(Math.min(w, h) * 0.035))
  const shapes: Array<DrawingShape> = []
  const rect = (role: DrawingRole, x: number, y: number, width: number, height: number, rx = 0) =>
    shapes.push({ kind: "rect", role, x, y, width, height, rx })

  if (roof > 0) shapes.push({ kind: "polygon", role: "roof", points: [[-roof / 2, 0], [round(w / 2), -roof], [w + roof / 2, 0]] })
  if (brackets > 0) for (const y of [round(h * 0.1), round(h * 0.9) - 30]) rect("bracket", -brackets, y, w + 2 * brackets, 30)
  rect("body", 0, 0, w, h, 2 * stroke)

  // Doors: equal leaves inside a frame; hinges on the outer edges, handles at the meeting edge.
  const doors = Math.max(0, Math.min(4, round(input.doorCount)))
  const inner = w - 2 * inset
  const leaves = Math.max(1, doors)
  const edge = (i: number, of: number, from: number, span: number) => from + round((i * span) / of)
  const hingeWidth = 2 * stroke
  const hingeHeight = 4 * stroke
  for (let d = 0; d < doors; d++) {
    const x = edge(d, doors, inset, inner)
    const leaf = edge(d + 1, doors, inset, inner) - x
    rect("door", x, inset, leaf, h - 2 * inset, stroke)
    const handleRight = doors === 1 || d % 2 === 0
    rect("handle", handleRight ? x + leaf - inset - 3 * stroke : x + inset, round(h / 2 - h * 0.05), 3 * stroke, round(h * 0.1), stroke)
    const hingeX = (handleRight ? x : x + leaf) - hingeWidth / 2
    for (const f of [0.18, 0.82]) rect("hinge", hingeX, inset + round((h - 2 * inset) * f) - hingeHeight / 2, hingeWidth, hingeHeight)
  }

  // Meter windows: a grid of positions in the upper part, as Austrian meter cabinets have them.
  // Columns come in whole sets per door leaf, so no window lies across the joint of two doors.
  const meters = Math.max(0, round(input.meterPositions))
  if (meters > 0) {
    const perLeaf = Math.max(1, round(inner / leaves / 300))
    const cols = leaves * perLeaf
    const rows = Math.ceil(meters / cols)
    const cellH = Math.min(300, (h * 0.6) / rows)
    for (let i = 0; i < meters; i++) {
      const col = i % cols
      const leafX = edge(Math.floor(col / perLeaf), leaves, inset, inner)
      const leafW = edge(Math.floor(col / perLeaf) + 1, leaves, inset, inner) - leafX
      const cellX = edge(col % perLeaf, perLeaf, leafX, leafW)
      const cellW = edge(col % perLeaf + 1, perLeaf, leafX, leafW) - cellX
      const side = round(cellW * 0.15)
      const top = round(inset * 2 + Math.floor(i / cols) * cellH + cellH * 0.15)
      rect("window", cellX + side, top, cellW - 2 * side, round(cellH * 0.6), 2 * stroke)
    }
  }
  if (options.has("cableEntry")) rect("flange", round(w * 0.2), h - round(inset * 0.8), round(w * 0.6), Math.max(1, round(inset * 0.6)))
  if (plinth > 0) rect("plinth", stroke, h, w - 2 * stroke, plinth)

  const scale = input.printScale
  const bottom = h + plinth
  // How far brackets or the roof reach past the body's sides.
  const overhang = Math.max(brackets, roof / 2)
  const left = -overhang
  let viewBox: ViewBox
  if (scale === undefined) {
    const margin = round(Math.max(w, h) * 0.04)
    viewBox = { x: left - margin, y: -margin - roof, width: w + 2 * (margin + overhang), height: bottom + roof + 2 * margin }
  } else {
    const on = (mm: number) => round(mm * scale)
    const pad = on(paper.pad)
    const room = on(paper.room)
    const xLine = left - on(paper.line)
    const yLine = bottom + on(paper.line)
    const gap = on(paper.gap)
    const overrun = on(paper.overrun)
    shapes.push(
      { kind: "line", role: "extension", x1: 0, y1: bottom + gap, x2: 0, y2: yLine + overrun },
      { kind: "line", role: "extension", x1: w, y1: bottom + gap, x2: w, y2: yLine + overrun },
      { kind: "line", role: "extension", x1: left - gap, y1: 0, x2: xLine - overrun, y2: 0 },
      { kind: "line", role: "extension", x1: left - gap, y1: h, x2: xLine - overrun, y2: h },
      { kind: "line", role: "dimension", x1: 0, y1: yLine, x2: w, y2: yLine },
      { kind: "line", role: "dimension", x1: xLine, y1: 0, x2: xLine, y2: h },
    )
    const along = round(on(paper.arrow) * Math.cos(ARROW_SPREAD))
    const across = Math.max(1, round(on(paper.arrow) * Math.sin(ARROW_SPREAD)))
    const arrow = (x: number, y: number, dx: number, dy: number): PolygonShape => ({
      kind: "polygon",
      role: "arrow",
      points: [[x, y], [x + dx * along - dy * across, y + dy * along - dx * across], [x + dx * along + dy * across, y + dy * along + dx * across]],
    })
    shapes.push(arrow(0, yLine, 1, 0), arrow(w, yLine, -1, 0), arrow(xLine, 0, 0, 1), arrow(xLine, h, 0, -1))
    const size = on(paper.text)
    shapes.push(
      { kind: "text", role: "label", x: round(w / 2), y: yLine + on(paper.below), size, vertical: false, text: String(input.width) },
      { kind: "text", role: "label", x: xLine - on(paper.beside), y: round(h / 2), size, vertical: true, text: String(input.height) },
    )
    viewBox = { x: left - room - pad, y: -roof - pad, width: w + 2 * overhang + room + 2 * pad, height: bottom + roof + room + 2 * pad }
  }
  return { viewBox, stroke, paint: input.ralColour === undefined ? null : surfaceColour(input.ralColour), shapes }
}

/** The smallest standard scale at which the drawing with its dimension lines fits a box on paper (mm). */
export const printScale = (input: FrontViewInput, box: { readonly width: number; readonly height: number }): number =>
  DRAWING_SCALES.find((scale) => {
    const { viewBox } = frontView({ ...input, printScale: scale })
    return viewBox.width / scale <= box.width && viewBox.height / scale <= box.height
  }) ?? DRAWING_SCALES[DRAWING_SCALES.length - 1]!

/**
 * The picture of an enclosure: a shaded three-quarter view drawn from the same geometry as the
 * front view, the DXF and the STEP solid. The front's layout (door leaves, handles, hinges, meter
 * windows, cable entry flange) and the accessories that change the shape (rain roof, plinth, wall
 * brackets, by the same options as `frontView`) come from `frontView`; the depth and the door's
 * stand-off from the body follow `enclosureBoxes` of the STEP file. Surfaces are the RAL colour,
 * brushed metal for stainless steel, a soft sheen for aluminium and a matte finish for polyester. Beside it, `viewsSvg`
 * draws the front and side views at one scale with their dimensions.
 *
 * Axonometric projection: the enclosure turned by 28° about the vertical axis (the right side
 * shows) and looked at from 18° above (the top shows). Millimetres of the real enclosure, x to the
 * right, y from the front (0) to the back, z up; the screen's v runs downwards. Pure and
 * deterministic: the same input gives the same SVG text.
 */
import type { AccessoryOption } from "../catalogue/articleGroup.ts"
import type { Material } from "../catalogue/model.ts"
import { type DrawingShape, type FrontViewInput, type RectShape, type ViewBox, frontView } from "./frontView.ts"
import { type CadSheetInput, cadSheetAt } from "./cadSheet.ts"
import { type Paint, partColours, surfaceColour } from "./ral.ts"
import { type ShapeStyle, drawingSvg, escapeXml } from "./svg.ts"

export const PICTURE_YAW = (28 * Math.PI) / 180
export const PICTURE_PITCH = (18 * Math.PI) / 180
const cosY = Math.cos(PICTURE_YAW)
const sinY = Math.sin(PICTURE_YAW)
const cosP = Math.cos(PICTURE_PITCH)
const sinP = Math.sin(PICTURE_PITCH)

/** A point of the enclosure (mm) on the picture's plane: u to the right, v downwards. */
export const project = (x: number, y: number, z: number): readonly [number, number] => [x * cosY + y * sinY, -z * cosP + (x * sinY - y * cosY) * sinP]

/** The catalogue's materials, each with its own look. */
export type PictureMaterial = Material
export type HingeSide = "left" | "right"

export interface PictureInput {
  /** Outer size of the body in millimetres. */
  readonly width: number
  readonly height: number
  readonly depth: number
  /** 0 (a lid) to 4 door leaves. */
  readonly doorCount: number
  readonly meterPositions?: number | undefined
  readonly material: PictureMaterial
  /** "RAL 7035", or the stainless grade ("stainless 1.4301 brushed"). */
  readonly ralColour: string
  /** Options with at least one chosen accessory: rain roof, base or base mounting, wall mounting, cable entry, door (a viewing window). */
  readonly options?: ReadonlySet<AccessoryOption> | undefined
  /** Side of a single door's hinges; left by default (the handle on the right), as the front view draws it. */
  readonly hinge?: HingeSide | undefined
}

export const pictureRoles = ["shadow", "bracket", "plinth", "body", "door", "hinge", "screw", "handle", "window", "glass", "flange", "roof"] as const
export type PictureRole = (typeof pictureRoles)[number]
/** Which face of a box a polygon is: the light falls from the upper left front. */
export type Face = "front" | "side" | "top" | "flat"

/** One closed polygon of the picture, already projected, back to front. */
export interface PicturePolygon {
  readonly role: PictureRole
  readonly face: Face
  readonly points: ReadonlyArray<readonly [number, number]>
  /** A colour, or `url(#id)` of a gradient in `defs`. */
  readonly fill: string
  readonly opacity?: number
  /** Drawn with the picture's outline. */
  readonly outline: boolean
}

export interface Picture {
  readonly viewBox: ViewBox
  /** Width of the outlines in the picture's units (mm of the enclosure). */
  readonly stroke: number
  readonly outlineColour: string
  readonly defs: string
  readonly polygons: ReadonlyArray<PicturePolygon>
}

type P3 = readonly [number, number, number]
const round2 = (v: number) => Math.round(v * 100) / 100
const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)))
const hex = (n: number) => clamp(n).toString(16).padStart(2, "0")
/** A colour lit (factor > 1) or shaded (< 1); lighter colours move towards white. */
export const lit = (colour: string, factor: number): string => {
  const n = Number.parseInt(colour.slice(1), 16)
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  return `#${rgb.map((c) => hex(factor >= 1 ? c + (255 - c) * (factor - 1) : c * factor)).join("")}`
}

/** Light on each face, by finish: a matte polyester shows less contrast than painted sheet steel. */
const LIGHT: Readonly<Record<PictureMaterial, Readonly<Record<"front" | "side" | "top", number>>>> = {
  steel: { front: 1, side: 0.74, top: 1.18 },
  aluminium: { front: 1, side: 0.72, top: 1.22 },
  polyester: { front: 1, side: 0.8, top: 1.12 },
  "stainless-steel": { front: 1, side: 0.76, top: 1.15 },
}

/** Whether a polygon faces the viewer: counter-clockwise on the screen (v downwards) for an outward face listed so. */
const facing = (points: ReadonlyArray<readonly [number, number]>): boolean => {
  let area = 0
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!
    const [x2, y2] = points[(i + 1) % points.length]!
    area += x1 * y2 - x2 * y1
  }
  return area < 0
}

const noOptions: ReadonlySet<AccessoryOption> = new Set()

/** The picture's polygons and colours; `pictureSvg` writes them. */
export const picture = (input: PictureInput, idPrefix = "p"): Picture => {
  const w = Math.max(1, Math.round(input.width))
  const h = Math.max(1, Math.round(input.height))
  const d = Math.max(1, Math.round(input.depth))
  const options = input.options ?? noOptions
  const material = input.material
  const front = frontView({ width: w, height: h, doorCount: input.doorCount, meterPositions: input.meterPositions ?? 0, ralColour: input.ralColour, options } satisfies FrontViewInput)
  const paint: Paint = material === "stainless-steel" ? surfaceColour("stainless") : front.paint!
  const light = LIGHT[material]
  const stroke = round2(Math.max(1, Math.max(w, h, d) / 450))
  const outlineColour = paint.dark ? lit(paint.fill, 0.55) : "#2f3944"
  // The doors stand in front of the body as the STEP file's door leaves do; here a raised panel inside the frame, a few mm deep.
  const relief = Math.max(2, Math.min(14, Math.round(Math.min(d / 8, front.stroke * 3))))
  const mirror = input.hinge === "right"
  const fx = (x: number, width: number) => (mirror ? w - x - width : x)
  // Front view y (down from the body's top) to height z (up from the body's bottom).
  const zOf = (y: number) => h - y

  const polygons: Array<PicturePolygon> = []
  const defs: Array<string> = []
  const gradient = (id: string, angle: "vertical" | "diagonal", stops: ReadonlyArray<readonly [number, string]>) => {
    const [x2, y2] = angle === "vertical" ? [0, 1] : [1, 1]
    defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join("")}</linearGradient>`)
    return `url(#${id})`
  }
  /** The fill of a painted (or stainless) face of the body or a door. */
  const surfaces = new Map<string, string>()
  const surface = (face: "front" | "side" | "top", role: "body" | "door"): string => {
    const key = `${role}-${face}`
    const kept = surfaces.get(key)
    if (kept) return kept
    const base = lit(paint.fill, light[face] * (role === "door" && face === "front" ? 1.03 : 1))
    let fill: string
    if (material === "stainless-steel") {
      // Brushed metal: bands of sheen and shade across the face.
      fill = gradient(`${idPrefix}-${key}`, "diagonal", [
        [0, lit(base, 1.35)], [0.18, lit(base, 0.92)], [0.34, lit(base, 1.22)], [0.52, lit(base, 0.88)], [0.7, lit(base, 1.15)], [0.86, lit(base, 0.9)], [1, lit(base, 1.08)],
      ])
    } else if (material === "aluminium") {
      fill = gradient(`${idPrefix}-${key}`, "diagonal", [[0, lit(base, 1.14)], [0.55, base], [1, lit(base, 0.9)]])
    } else if (material === "polyester") {
      fill = base
    } else {
      fill = face === "top" ? base : gradient(`${idPrefix}-${key}`, "vertical", [[0, lit(base, 1.07)], [1, lit(base, 0.94)]])
    }
    surfaces.set(key, fill)
    return fill
  }

  const add = (role: PictureRole, face: Face, corners: ReadonlyArray<P3>, fill: string, outline = true, opacity?: number) => {
    const points = corners.map(([x, y, z]) => project(x, y, z))
    if (face !== "flat" && !facing(points)) return
    polygons.push({ role, face, points, fill, outline, ...(opacity === undefined ? {} : { opacity }) })
  }
  /** A box's three faces that can show (front, right, top), with the fills given; hidden ones are left out, the top also where something stands on it. */
  const box = (role: PictureRole, [x0, y0, z0]: P3, [x1, y1, z1]: P3, fills: { readonly front: string; readonly side: string; readonly top: string }, top = true) => {
    add(role, "side", [[x1, y0, z0], [x1, y1, z0], [x1, y1, z1], [x1, y0, z1]], fills.side)
    if (top) add(role, "top", [[x0, y0, z1], [x1, y0, z1], [x1, y1, z1], [x0, y1, z1]], fills.top)
    add(role, "front", [[x0, y0, z0], [x1, y0, z0], [x1, y0, z1], [x0, y0, z1]], fills.front)
  }
  const plain = (colour: string, f = light) => ({ front: colour, side: lit(colour, f.side), top: lit(colour, f.top) })

  const rects = (role: DrawingShape["role"]) => front.shapes.filter((s): s is RectShape => s.kind === "rect" && s.role === role)
  const plinth = rects("plinth")[0]
  const bottom = plinth ? -plinth.height : 0

  // A soft shadow on the ground (or the wall's foot) under the footprint.
  const spread = Math.max(w, d) * 0.06
  add("shadow", "flat", [[-spread, -spread * 0.6, bottom], [w + spread * 1.4, -spread * 0.6, bottom], [w + spread * 1.4, d + spread, bottom], [-spread, d + spread, bottom]], "#1c232b", false, 0.12)

  // Wall brackets: tabs on the back wall, reaching past both sides (the left ones behind the body).
  const brackets = rects("bracket")
  const tab = (x0: number, x1: number, r: RectShape) => box("bracket", [x0, d - 3, zOf(r.y + r.height)], [x1, d, zOf(r.y)], plain(partColours.bracket))
  for (const r of brackets) tab(r.x, 0, r)
  if (plinth) {
    const inset = Math.min(plinth.x * 3, w / 10, d / 10)
    box("plinth", [plinth.x, inset, bottom], [plinth.x + plinth.width, d - inset, 0], plain(partColours.plinth, LIGHT.steel), false)
  }
  box("body", [0, 0, 0], [w, d, h], { front: surface("front", "body"), side: surface("side", "body"), top: surface("top", "body") })

  // Door leaves as raised panels in front of the body, hinges on their outer edges, a handle each.
  const doorFill = { front: surface("front", "door"), side: surface("side", "door"), top: surface("top", "door") }
  for (const r of rects("door")) {
    const x = fx(r.x, r.width)
    box("door", [x, -relief, zOf(r.y + r.height)], [x + r.width, 0, zOf(r.y)], doorFill)
    if (options.has("door")) {
      // A viewing window (door with toughened glass): the upper two thirds of the leaf.
      const gx = x + r.width * 0.16
      const gw = r.width * 0.68
      const top = zOf(r.y + r.height * 0.08)
      const low = zOf(r.y + r.height * 0.62)
      glass(gx, gw, low, top, -relief)
    }
  }
  const metal = paint.dark ? "#c9ced3" : "#3b4248"
  if (rects("door").length === 0) {
    // No door: a screwed lid over the front (the front view's frame, the same inset), a screw in each corner.
    const inset = Math.max(1, Math.round(Math.min(w, h) * 0.035))
    box("door", [inset, -relief, inset], [w - inset, 0, h - inset], doorFill)
    const screw = Math.max(2, Math.round(Math.min(w, h) * 0.025))
    for (const [sx, sz] of [[inset * 2, inset * 2], [w - inset * 2 - screw, inset * 2], [inset * 2, h - inset * 2 - screw], [w - inset * 2 - screw, h - inset * 2 - screw]] as const)
      box("screw", [sx, -relief - 1, sz], [sx + screw, -relief, sz + screw], plain(metal))
  }
  for (const r of rects("hinge")) {
    const x = fx(r.x, r.width)
    box("hinge", [x, -relief - r.width, zOf(r.y + r.height)], [x + r.width, -relief, zOf(r.y)], plain(metal))
  }
  for (const r of rects("handle")) {
    const x = fx(r.x, r.width)
    const out = Math.max(r.width, relief)
    box("handle", [x, -relief - out, zOf(r.y + r.height)], [x + r.width, -relief, zOf(r.y)], plain(metal))
  }
  for (const r of rects("window")) glass(r.x, r.width, zOf(r.y + r.height), zOf(r.y), -relief)
  for (const r of rects("flange")) add("flange", "flat", [[r.x, -relief, zOf(r.y + r.height)], [r.x + r.width, -relief, zOf(r.y + r.height)], [r.x + r.width, -relief, zOf(r.y)], [r.x, -relief, zOf(r.y)]], partColours.flange, false)

  function glass(x: number, width: number, low: number, top: number, y: number) {
    add("glass", "flat", [[x, y, low], [x + width, y, low], [x + width, y, top], [x, y, top]], "#b9cfdc", true, 0.92)
    // A reflection across the pane, kept inside it.
    const a = Math.min(width, top - low)
    const left = x + width * 0.12
    const inside = (px: number) => Math.max(x, Math.min(x + width, px))
    const streak: ReadonlyArray<P3> = [
      [inside(left), y, top],
      [inside(left + a * 0.35), y, top],
      [inside(left + a * 0.05), y, top - a * 0.6],
      [inside(left - a * 0.25), y, top - a * 0.6],
    ]
    add("glass", "flat", streak, "#ffffff", false, 0.45)
  }

  for (const r of brackets) tab(w, r.x + r.width, r)

  // Rain roof: a shallow gable over the body, overhanging on every side as the front view's roof does.
  const roof = front.shapes.find((s) => s.kind === "polygon" && s.role === "roof")
  if (roof && roof.kind === "polygon") {
    const o = -roof.points[0]![0]
    const rise = -roof.points[1]![1]
    const rc = material === "stainless-steel" ? surface("top", "body") : partColours.roof
    const ridge = w / 2
    const roofLight = LIGHT[material === "stainless-steel" ? "stainless-steel" : "steel"]
    add("roof", "top", [[-o, -o, h], [ridge, -o, h + rise], [ridge, d + o, h + rise], [-o, d + o, h]], lit(partColours.roof, roofLight.top * 0.95))
    add("roof", "top", [[ridge, -o, h + rise], [w + o, -o, h], [w + o, d + o, h], [ridge, d + o, h + rise]], lit(partColours.roof, roofLight.top))
    // The eaves' edge on the right.
    add("roof", "side", [[w + o, -o, h - rise * 0.25], [w + o, d + o, h - rise * 0.25], [w + o, d + o, h], [w + o, -o, h]], lit(partColours.roof, roofLight.side))
    add("roof", "front", [[-o, -o, h - rise * 0.25], [w + o, -o, h - rise * 0.25], [w + o, -o, h], [ridge, -o, h + rise], [-o, -o, h]], rc)
  }

  let minU = Infinity
  let minV = Infinity
  let maxU = -Infinity
  let maxV = -Infinity
  for (const p of polygons)
    for (const [u, v] of p.points) {
      minU = Math.min(minU, u)
      maxU = Math.max(maxU, u)
      minV = Math.min(minV, v)
      maxV = Math.max(maxV, v)
    }
  const margin = Math.max(maxU - minU, maxV - minV) * 0.04
  const viewBox: ViewBox = { x: round2(minU - margin), y: round2(minV - margin), width: round2(maxU - minU + 2 * margin), height: round2(maxV - minV + 2 * margin) }
  return { viewBox, stroke, outlineColour, defs: defs.join(""), polygons }
}

export interface PictureSvgOptions {
  /** Accessible name (the SVG then has role img); none for a picture whose page names it. */
  readonly title?: string | undefined
  /** Prefix of the gradients' ids, for several pictures inline in one page (an `<img>` needs none). */
  readonly id?: string | undefined
  /** Width and height in px besides the viewBox. */
  readonly size?: { readonly width: number; readonly height: number } | undefined
}

/** The picture as a stand-alone SVG document (coordinates from the viewBox's corner, two decimals). */
export const pictureSvg = (input: PictureInput, options: PictureSvgOptions = {}): string => {
  const p = picture(input, options.id)
  const { viewBox } = p
  const n = (v: number) => round2(v)
  const body = p.polygons
    .map((poly) => {
      const points = poly.points.map(([u, v]) => `${n(u - viewBox.x)},${n(v - viewBox.y)}`).join(" ")
      const opacity = poly.opacity === undefined ? "" : ` fill-opacity="${poly.opacity}"`
      return `<polygon points="${points}" fill="${poly.fill}"${opacity}${poly.outline ? "" : ` stroke="none"`}/>`
    })
    .join("")
  const size = options.size ? ` width="${options.size.width}" height="${options.size.height}"` : ""
  const title = options.title === undefined ? "" : `<title>${escapeXml(options.title)}</title>`
  const role = options.title === undefined ? ` aria-hidden="true"` : ` role="img"`
  const defs = p.defs === "" ? "" : `<defs>${p.defs}</defs>`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${viewBox.width} ${viewBox.height}"${size}${role}>${title}${defs}<g stroke="${p.outlineColour}" stroke-width="${p.stroke}" stroke-linejoin="round">${body}</g></svg>`
}

/**
 * The front view and the side view beside it at one scale, with width, height and depth
 * dimensioned: the CAD sheet's drawing (`cadSheetAt`), at a scale for a screen rather than paper
 * (the larger of the sheet's spans about 70 "paper" mm, so that the figures read at a few hundred px).
 */
export const viewsSvg = (input: CadSheetInput & { readonly title?: string | undefined }): string => {
  const scale = Math.max(input.width + input.depth, input.height, 1) / 70
  const view = cadSheetAt({ width: input.width, height: input.height, depth: input.depth, doorCount: input.doorCount, meterPositions: input.meterPositions }, scale)
  const line = partColours.line
  const outline = { stroke: line, strokeWidth: view.stroke }
  const style = (s: DrawingShape): ShapeStyle => {
    switch (s.role) {
      case "body":
        return { fill: "#eef0f2", ...outline }
      case "door":
        return { fill: "#e1e5e8", ...outline }
      case "window":
        return { fill: partColours.window, ...outline }
      case "handle":
      case "hinge":
      case "arrow":
        return { fill: line }
      case "label":
        return { fill: line, fontFamily: "sans-serif" }
      default:
        return { stroke: line, strokeWidth: view.stroke / 2, fill: "none" }
    }
  }
  return drawingSvg(view, { style, ...(input.title === undefined ? {} : { title: input.title }) })
}

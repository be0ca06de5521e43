/**
 * The front view of an enclosure as SVG, drawn to scale in millimetres: body in its RAL colour,
 * doors with hinges and handles, meter windows for meter cabinets, and the chosen accessories
 * that show from the front (rain roof, plinth, wall brackets, cable entry flange).
 * One drawing for the catalogue cards, the configurator and the datasheet PDF.
 */
import type { AccessoryOption } from "../catalogue/articleGroup.ts"
import { isDark, surfaceColour } from "./ral.ts"

export interface FrontViewInput {
  readonly width: number
  readonly height: number
  readonly doorCount: number
  readonly ralColour: string
  readonly meterPositions: number
  /** Options with at least one chosen accessory. */
  readonly options?: ReadonlySet<AccessoryOption>
  /** Accessible name, e.g. product name and dimensions. */
  readonly title: string
}

const escapeXml = (s: string): string =>
  s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!)

const r = (n: number): string => String(Math.round(n * 10) / 10)

export const frontViewSvg = (input: FrontViewInput): string => {
  const { width: w, height: h } = input
  const options = input.options ?? new Set<AccessoryOption>()
  const roof = options.has("rainRoof") ? Math.max(30, w * 0.06) : 0
  const plinth = options.has("base") || options.has("baseMounting") ? 100 : 0
  const brackets = options.has("wallMounting") ? 40 : 0
  const margin = Math.max(w, h) * 0.04
  const left = -margin - brackets
  const top = -margin - roof
  const viewWidth = w + 2 * (margin + brackets)
  const viewHeight = h + roof + plinth + 2 * margin
  const { fill, metallic } = surfaceColour(input.ralColour)
  const line = isDark(fill) ? "#e6e9ec" : "#3a4148"
  const stroke = Math.max(2, Math.min(w, h) / 150)
  const parts: Array<string> = []

  parts.push(`<title>${escapeXml(input.title)}</title>`)
  if (metallic) {
    parts.push(
      `<defs><linearGradient id="brushed" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e3e6e8"/><stop offset="0.5" stop-color="${fill}"/><stop offset="1" stop-color="#9ea3a8"/></linearGradient></defs>`,
    )
  }
  if (roof > 0) {
    parts.push(`<path d="M${r(-roof / 2)} 0 L${r(w / 2)} ${r(-roof)} L${r(w + roof / 2)} 0 Z" fill="#8a9096" stroke="${line}" stroke-width="${r(stroke)}"/>`)
  }
  if (brackets > 0) {
    for (const y of [h * 0.1, h * 0.9 - 30]) {
      parts.push(`<rect x="${r(-brackets)}" y="${r(y)}" width="${r(w + 2 * brackets)}" height="30" fill="#7b8187"/>`)
    }
  }
  parts.push(
    `<rect x="0" y="0" width="${r(w)}" height="${r(h)}" rx="${r(stroke * 2)}" fill="${metallic ? "url(#brushed)" : fill}" stroke="${line}" stroke-width="${r(stroke)}"/>`,
  )
  // Doors: equal leaves inside a frame; hinges on the outer edges, handles at the meeting edge.
  const doors = Math.max(0, Math.min(4, input.doorCount))
  const inset = Math.min(w, h) * 0.035
  if (doors > 0) {
    const leaf = (w - 2 * inset) / doors
    for (let d = 0; d < doors; d++) {
      const x = inset + d * leaf
      parts.push(`<rect x="${r(x)}" y="${r(inset)}" width="${r(leaf)}" height="${r(h - 2 * inset)}" fill="none" stroke="${line}" stroke-width="${r(stroke)}"/>`)
      const handleRight = doors === 1 || d % 2 === 0
      const hx = handleRight ? x + leaf - inset - stroke * 3 : x + inset
      parts.push(`<rect x="${r(hx)}" y="${r(h / 2 - h * 0.05)}" width="${r(stroke * 3)}" height="${r(h * 0.1)}" rx="${r(stroke)}" fill="${line}"/>`)
    }
  }
  // Meter windows: a grid of positions in the upper part, as Austrian meter cabinets have them.
  // Columns come in whole sets per door leaf, so no window lies across the joint of two doors.
  if (input.meterPositions > 0) {
    const n = input.meterPositions
    const leaves = Math.max(1, doors)
    const perLeaf = Math.max(1, Math.round((w - 2 * inset) / leaves / 300))
    const cols = leaves * perLeaf
    const rows = Math.ceil(n / cols)
    const cellW = (w - 2 * inset) / cols
    const cellH = Math.min(300, (h * 0.6) / rows)
    for (let i = 0; i < n; i++) {
      const cx = inset + (i % cols) * cellW + cellW * 0.15
      const cy = inset * 2 + Math.floor(i / cols) * cellH + cellH * 0.15
      parts.push(`<rect x="${r(cx)}" y="${r(cy)}" width="${r(cellW * 0.7)}" height="${r(cellH * 0.6)}" rx="${r(stroke * 2)}" fill="#dfe9f0" fill-opacity="0.85" stroke="${line}" stroke-width="${r(stroke)}"/>`)
    }
  }
  if (options.has("cableEntry")) {
    parts.push(`<rect x="${r(w * 0.2)}" y="${r(h - inset * 0.8)}" width="${r(w * 0.6)}" height="${r(inset * 0.6)}" fill="#5c6369"/>`)
  }
  if (plinth > 0) {
    parts.push(`<rect x="${r(stroke)}" y="${r(h)}" width="${r(w - 2 * stroke)}" height="${plinth}" fill="#3f454b"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${r(left)} ${r(top)} ${r(viewWidth)} ${r(viewHeight)}" role="img">${parts.join("")}</svg>`
}

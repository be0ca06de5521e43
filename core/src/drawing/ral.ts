/** The colours of a drawing: the RAL paint of body and doors, and the parts that are not painted. */
import type { AccessoryOption } from "../catalogue/articleGroup.ts"

/** Screen colours of the RAL shades the catalogue uses (approximate sRGB, as RAL publishes them). */
const ral: Readonly<Record<string, string>> = {
  "1021": "#f3bd00", "2004": "#e25303", "3000": "#a72920", "3020": "#bb1e10", "5010": "#0e4c92",
  "5015": "#007cb0", "6005": "#0f4336", "6011": "#587f40", "7016": "#383e42", "7032": "#b9b9a8",
  "7035": "#cbd0cc", "7038": "#b0b0a9", "7040": "#9ba0a4", "9001": "#e9e0d2", "9002": "#d7d5cb",
  "9003": "#ecece7", "9005": "#0e0e10", "9006": "#a1a1a0", "9010": "#f1ece1", "9016": "#f1f1ea",
}

/** A surface as drawn: its colour, whether it is brushed metal, whether lines on it must be light. */
export interface Paint {
  readonly fill: string
  readonly metallic: boolean
  readonly dark: boolean
}

/** Dark or light strokes and text on a fill, by relative luminance. */
export const isDark = (hex: string): boolean => {
  const n = Number.parseInt(hex.slice(1), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128
}

/** Surface colour of a RAL text such as "RAL 7035"; stainless and unknown shades get a steel grey. */
export const surfaceColour = (ralColour: string): Paint => {
  const code = /\bRAL\s*(\d{4})\b/i.exec(ralColour)?.[1]
  const fill = code === undefined ? undefined : ral[code]
  if (fill !== undefined) return { fill, metallic: code === "9006", dark: isDark(fill) }
  return { fill: "#c4c8cc", metallic: true, dark: false }
}

/**
 * The colour an enclosure is drawn in: a chosen special paint (an accessory of the base-coat
 * option, whose name carries its RAL code) wins over the product's own RAL colour.
 */
export const paintColour = (
  ralColour: string,
  chosen: ReadonlyArray<{ readonly option: AccessoryOption | null; readonly name: string }>,
): string => {
  for (const accessory of chosen) {
    const code = accessory.option === "baseCoat" ? /RAL\s?\d{4}/.exec(accessory.name)?.[0] : undefined
    if (code) return code
  }
  return ralColour
}

/**
 * Colours of the parts that are not painted, shared by the stand-alone drawing and the web
 * theme: lines on light and on dark paint, meter windows, rain roof, wall brackets, cable entry
 * flange, plinth, and the light and dark ends of brushed metal.
 */
export const partColours = {
  line: "#3a4554",
  lineOnDark: "#e6e9ec",
  window: "#dfe9f0",
  roof: "#8a9096",
  bracket: "#7b8187",
  flange: "#5c6369",
  plinth: "#3f454b",
  sheen: "#e3e6e8",
  shade: "#9ea3a8",
} as const

/**
 * The CAD drawing as DXF (spec §3 "CAD drawing"; the spec's bucket names it dwg, a closed format no
 * kept library writes, so the shop serves the open DXF that every DWG program opens). The sheet is
 * the core's `cadSheet`, the same shapes as the PDF, in model space at 1:1 in millimetres (the
 * dimension figures and arrows sized for printing at the sheet's scale), y pointing up. Written
 * with @tarikjabiri/dxf (header, tables, handles): outlines as closed polylines and lines, the
 * dimensions as drawn lines, arrows and texts on their own layer, so every viewer shows them
 * without recomputing DIMENSION blocks.
 */
import { DxfWriter, LWPolylineFlags, point3d, TextHorizontalAlignment, TextVerticalAlignment, Units } from "@tarikjabiri/dxf"
import { type DrawingRole, type Language, type Product, cadSheet } from "@shop/core"

/** Layers with their AutoCAD colour index. */
const layers = { OUTLINE: 7, DOOR: 8, DETAIL: 9, DIMENSIONS: 1, TEXT: 7 } as const
type LayerName = keyof typeof layers

const layerOf = (role: DrawingRole): LayerName => {
  switch (role) {
    case "body":
      return "OUTLINE"
    case "door":
    case "window":
      return "DOOR"
    case "extension":
    case "dimension":
    case "arrow":
      return "DIMENSIONS"
    case "label":
      return "TEXT"
    default:
      return "DETAIL"
  }
}

const words = {
  de: { units: "Maße in mm", scale: "Druckmaßstab", views: "Vorderansicht, Seitenansicht von rechts" },
  en: { units: "Dimensions in mm", scale: "Print scale", views: "Front view, right side view" },
} as const

type Drawn = Pick<Product, "key" | "name" | "width" | "height" | "depth" | "doorCount" | "specification">

/** The DXF text (AutoCAD 2007+ format, UTF-8). */
export const cadDxf = (product: Drawn, lang: Language): string => {
  const spec = product.specification
  const { view, scale } = cadSheet(
    { width: product.width, height: product.height, depth: product.depth, doorCount: product.doorCount, meterPositions: spec.meterPositions },
    { width: 268, height: 127 },
  )
  const dxf = new DxfWriter()
  dxf.setUnits(Units.Millimeters)
  for (const [name, colour] of Object.entries(layers)) dxf.addLayer(name, colour, "CONTINUOUS")
  // Model space y points up; the geometry's y points down.
  const p = (x: number, y: number) => point3d(x, -y, 0)
  for (const shape of view.shapes) {
    const layerName = layerOf(shape.role)
    switch (shape.kind) {
      case "rect":
        dxf.addLWPolyline(
          [
            { point: { x: shape.x, y: -shape.y } },
            { point: { x: shape.x + shape.width, y: -shape.y } },
            { point: { x: shape.x + shape.width, y: -(shape.y + shape.height) } },
            { point: { x: shape.x, y: -(shape.y + shape.height) } },
          ],
          { flags: LWPolylineFlags.Closed, layerName },
        )
        break
      case "line":
        dxf.addLine(p(shape.x1, shape.y1), p(shape.x2, shape.y2), { layerName })
        break
      case "polygon":
        dxf.addLWPolyline(shape.points.map(([x, y]) => ({ point: { x, y: -y } })), { flags: LWPolylineFlags.Closed, layerName })
        break
      case "text": {
        const at = p(shape.x, shape.y)
        dxf.addText(at, shape.size, shape.text, {
          layerName,
          rotation: shape.vertical ? 90 : 0,
          horizontalAlignment: TextHorizontalAlignment.Center,
          verticalAlignment: TextVerticalAlignment.BaseLine,
          secondAlignmentPoint: at,
        })
        break
      }
    }
  }
  // Title lines below the sheet.
  const w = words[lang]
  const left = view.viewBox.x
  const size = Math.max(1, Math.round(3 * scale))
  const below = view.viewBox.y + view.viewBox.height + 2 * size
  const lines = [
    `${spec.articleNumber} - ${product.name[lang]}`,
    `${product.width} x ${product.height} x ${product.depth} mm (${w.views})`,
    `${w.units}; ${w.scale} 1:${scale}`,
  ]
  lines.forEach((text, i) => dxf.addText(p(left, below + i * 1.6 * size), i === 0 ? size : Math.round(size * 0.8), text, { layerName: "TEXT" }))
  return dxf.stringify()
}

/**
 * The CAD drawing as PDF (spec §3 "CAD PDF"): the same sheet as the DXF (front view with width and
 * height, side view with depth; `cadSheet` in the core) on A4 landscape, true to scale when printed
 * at 100 %, with a title block. Pure: no I/O, no clock.
 */
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces"
import { type DrawingShape, type Language, type Product, type ShapeStyle, cadSheet, drawingSvg } from "@shop/core"
import { colours, company, footer, letterhead } from "./brand.ts"
import { formatMaterial, formatMillimetres } from "./texts.ts"

const PT_PER_MM = 72 / 25.4
/** The drawing area of an A4 landscape page inside the margins and above the title block, in pt. */
const AREA = { width: 762, height: 360 }

const words = {
  de: { title: "Maßzeichnung", name: "Benennung", article: "Artikelnummer", size: "Abmessungen (B × H × T)", material: "Werkstoff", scale: "Maßstab", units: "Maße in mm; Vorderansicht und Seitenansicht von rechts", note: "Maßstabsgetreu bei Druck in Originalgröße (100 %)." },
  en: { title: "Dimensioned drawing", name: "Title", article: "Article number", size: "Dimensions (W × H × D)", material: "Material", scale: "Scale", units: "Dimensions in mm; front view and right side view", note: "True to scale when printed at actual size (100 %)." },
} as const

const style = (shape: DrawingShape): ShapeStyle => {
  switch (shape.role) {
    case "body":
      return { fill: "#ffffff", stroke: colours.ink, strokeWidth: 0.9 }
    case "door":
    case "window":
      return { fill: "none", stroke: colours.ink, strokeWidth: 0.5 }
    case "handle":
    case "hinge":
    case "roof":
    case "bracket":
    case "flange":
    case "plinth":
      return { fill: "none", stroke: colours.ink, strokeWidth: 0.4 }
    case "arrow":
      return { fill: colours.ink }
    case "extension":
      return { stroke: colours.muted, strokeWidth: 0.3 }
    case "dimension":
      return { stroke: colours.ink, strokeWidth: 0.4 }
    case "label":
      return { fill: colours.ink, fontFamily: "Roboto" }
  }
}

type Drawn = Pick<Product, "key" | "name" | "width" | "height" | "depth" | "doorCount" | "material" | "specification">

export const cadPdfDefinition = (product: Drawn, lang: Language): TDocumentDefinitions => {
  const w = words[lang]
  const spec = product.specification
  const { view, scale } = cadSheet(
    { width: product.width, height: product.height, depth: product.depth, doorCount: product.doorCount, meterPositions: spec.meterPositions },
    { width: AREA.width / PT_PER_MM, height: AREA.height / PT_PER_MM },
  )
  const unit = PT_PER_MM / scale
  const svg = drawingSvg(view, { style, unit, sized: true })
  const size = `${formatMillimetres(product.width, lang)} × ${formatMillimetres(product.height, lang)} × ${formatMillimetres(product.depth, lang)} mm`
  const cell = (label: string, value: string): Content => ({ stack: [{ text: label, fontSize: 7, color: colours.muted }, { text: value, bold: true }] })
  return {
    pageSize: "A4",
    pageOrientation: "landscape",
    pageMargins: [40, 36, 40, 44],
    info: { title: `${w.title} ${spec.articleNumber}`, author: company.name, subject: product.name[lang], creator: "Enclosure shop" },
    defaultStyle: { font: "Roboto", fontSize: 9, color: colours.ink },
    footer: footer(lang),
    content: [
      letterhead(lang, w.title, [{ text: spec.articleNumber, fontSize: 10, color: colours.muted, alignment: "right" }]),
      { svg, width: Math.round(view.viewBox.width * unit * 100) / 100, alignment: "center", margin: [0, 14, 0, 10] },
      {
        table: {
          widths: ["*", 120, 150, 110, 60],
          body: [
            [
              cell(w.name, product.name[lang]),
              cell(w.article, spec.articleNumber),
              cell(w.size, size),
              cell(w.material, formatMaterial(product.material, lang)),
              cell(w.scale, `1:${scale}`),
            ],
          ],
        },
        layout: { hLineColor: () => colours.rule, vLineColor: () => colours.rule, paddingTop: () => 4, paddingBottom: () => 4 },
      },
      { text: `${w.units}. ${w.note}`, fontSize: 7.5, color: colours.muted, margin: [0, 4, 0, 0] },
    ],
  }
}

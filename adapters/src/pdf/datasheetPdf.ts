/**
 * One article datasheet (spec §3 specification data) as a pdfmake document definition: names and
 * description with the product's picture beside them (the shaded three-quarter view, as
 * delivered), the technical data table (article number, dimensions, material, maximum protection
 * type, RAL colour, meter positions, EAN, tariff number, country of origin, IK code, unit, net
 * weight), a to-scale front view, the EAN as a scannable EAN-13 barcode and a QR code linking to
 * the technical documentation. Pure: no I/O, no clock.
 *
 * Barcodes are vectors: the EAN-13 bars are SVG from bwip-js (which also checks the check digit),
 * with the digits set below as text; the QR code is pdfmake's own `qr` node. Measured per sheet:
 * bwip-js's QR SVG cost about 25 ms to build and draw, pdfmake's QR about 6 ms; bwip-js's digits
 * (glyph outlines) about 10 ms, text about nothing. Both codes decode with zbarimg (see the tests).
 */
import { toSVG } from "bwip-js/node"
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces"
import type { Language, Product } from "@shop/core"
import { colours, company, footer, letterhead, rule } from "./brand.ts"
import { productPictureInput } from "@shop/core/drawing/productPicture"
import { frontView } from "./drawing.ts"
import { pictureNode } from "./picture.ts"
import { formatCountry, formatDecimal, formatMaterial, formatMillimetres, formatUnit, texts } from "./texts.ts"

/** EAN-13 bars as SVG (the digits are set as text below); bwip-js refuses a wrong check digit. */
export const eanSvg = (ean: string): string => toSVG({ bcid: "ean13", text: ean, scale: 2, height: 16, paddingwidth: 10, paddingheight: 2 })

/** The digits under an EAN-13 as printed: 1 + 6 + 6. */
export const eanDigits = (ean: string): string => `${ean.slice(0, 1)}  ${ean.slice(1, 7)}  ${ean.slice(7)}`

const viewBox = (svg: string): { width: number; height: number } => {
  const match = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 1, height: 1 }
}

const specRow = (label: string, value: string, extra: Record<string, unknown> = {}): Array<TableCell> => [
  { text: label, color: colours.muted },
  { text: value, ...extra } as TableCell,
]

/**
 * The front view's box, in points: its column leaves the values room for an article number on
 * one line ("ZV BGL1 600.1250.210/35A" broke in two beside a 250 pt drawing).
 */
export const DRAWING_BOX = { width: 230, height: 300 } as const

/** The picture's box beside the names and the description, in points: large, and the sheet still one page. */
export const PICTURE_BOX = { width: 170, height: 150 } as const

export const datasheetDefinition = (product: Product, lang: Language): TDocumentDefinitions => {
  const t = texts[lang]
  const spec = product.specification
  const drawing = frontView(product, DRAWING_BOX.width, DRAWING_BOX.height)
  const ean = eanSvg(spec.ean)
  const eanBox = viewBox(ean)
  const eanWidth = 150
  // Only web links become link annotations (a catalogue value like `javascript:` stays plain text).
  const docUrl = spec.technicalDocumentationUrl
  const link = /^https?:\/\//i.test(docUrl) ? { link: docUrl } : {}

  const specTable: Content = {
    table: {
      widths: [108, "*"],
      body: [
        specRow(t.specArticleNumber, spec.articleNumber, { bold: true }),
        specRow(t.specSupplierArticleNumber, product.supplierArticleNumber),
        specRow(
          t.specDimensions,
          `${formatMillimetres(product.width, lang)} × ${formatMillimetres(product.height, lang)} × ${formatMillimetres(product.depth, lang)} mm`,
        ),
        specRow(t.specMaterial, formatMaterial(product.material, lang)),
        specRow(t.specProtectionDelivered, product.protectionType),
        specRow(t.specProtection, spec.maxProtectionType),
        specRow(t.specRal, spec.ralColour),
        specRow(t.specMeterPositions, spec.meterPositions === 0 ? t.noMeterPositions : String(spec.meterPositions)),
        specRow(t.specEan, spec.ean),
        specRow(t.specTariff, spec.tariffNumber),
        specRow(t.specOrigin, formatCountry(spec.countryOfOrigin, lang)),
        specRow(t.specIk, spec.ikCode),
        specRow(t.specUnit, formatUnit(spec.unit, lang)),
        specRow(t.specWeight, `${formatDecimal(spec.netWeight, lang)} kg`),
      ],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: ReadonlyArray<unknown> } }) => (i === 0 || i === node.table.body.length ? 0 : 0.4),
      vLineWidth: () => 0,
      hLineColor: () => colours.rule,
      paddingTop: () => 3.5,
      paddingBottom: () => 3.5,
    },
  }

  return {
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    info: { title: `${t.datasheetTitle} ${spec.articleNumber}`, author: company.name, subject: product.name[lang], creator: "Enclosure shop" },
    language: lang === "de" ? "de-AT" : "en-GB",
    defaultStyle: { font: "Roboto", fontSize: 9, color: colours.ink, lineHeight: 1.15 },
    footer: footer(lang),
    content: [
      letterhead(lang, t.datasheetTitle, [{ text: spec.articleNumber, fontSize: 10, color: colours.muted, margin: [0, 2, 0, 0] }]),
      rule(),
      {
        columns: [
          {
            width: "*",
            stack: [
              { text: product.name[lang], bold: true, fontSize: 16, color: colours.ink },
              ...(product.name2 === undefined || product.name2[lang].trim() === ""
                ? []
                : [{ text: product.name2[lang], fontSize: 11, color: colours.muted, margin: [0, 2, 0, 0] } as Content]),
              { text: product.description[lang], margin: [0, 8, 0, 0] },
            ],
          },
          {
            width: PICTURE_BOX.width,
            stack: [
              { ...pictureNode(productPictureInput(product), PICTURE_BOX), alignment: "center" },
              { text: t.pictureCaption, fontSize: 7, color: colours.muted, alignment: "center", margin: [0, 3, 0, 0] },
            ],
          },
        ],
        columnGap: 20,
        margin: [0, 0, 0, 14],
      },
      {
        columns: [
          {
            width: DRAWING_BOX.width,
            stack: [
              { svg: drawing.svg, width: drawing.width, height: drawing.height },
              { text: t.drawingCaption(drawing.scale), fontSize: 7, color: colours.muted, margin: [0, 4, 0, 0] },
            ],
          },
          {
            width: "*",
            stack: [{ text: t.specification, bold: true, fontSize: 11, color: colours.brand, margin: [0, 0, 0, 4] }, specTable],
          },
        ],
        columnGap: 20,
      },
      {
        margin: [0, 22, 0, 0],
        unbreakable: true,
        columns: [
          {
            width: eanWidth,
            stack: [
              { text: t.barcodeCaption, fontSize: 7, color: colours.muted, margin: [0, 0, 0, 3] },
              { svg: ean, width: eanWidth, height: (eanWidth * eanBox.height) / eanBox.width },
              { text: eanDigits(spec.ean), alignment: "center", fontSize: 9, characterSpacing: 1.5, margin: [0, 1, 0, 0] },
            ],
          },
          {
            width: "*",
            stack: [
              { text: t.documentation, bold: true, fontSize: 10, color: colours.brand },
              { text: t.documentationHint, fontSize: 8, color: colours.muted, margin: [0, 3, 0, 2] },
              { text: docUrl, ...link, fontSize: 8, color: colours.brand, decoration: "underline" },
            ],
            margin: [20, 10, 10, 0],
          },
          { width: 90, stack: [{ qr: spec.technicalDocumentationUrl, fit: 90, eccLevel: "M", foreground: colours.ink }] },
        ],
      },
    ],
  }
}

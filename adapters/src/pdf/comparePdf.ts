/**
 * The compare page as a PDF (A4 landscape, up to four products): letterhead, the products'
 * pictures side by side at one scale with their names and article numbers, then every row of
 * the page with its label and each product's value, the rows whose values differ shaded and
 * marked. The rows come in the page's language and form (`ComparePdfInput`), so that the
 * document says what the page says. Pure: no I/O, no clock.
 */
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces"
import type { ComparePdfInput } from "@shop/core"
import { colours, company, footer, letterhead, rule } from "./brand.ts"
import { picturesAtOneScale } from "./picture.ts"
import { formatDate, texts } from "./texts.ts"
import { keepUnits } from "./cartPdf.ts"

/** A4 landscape less 40 pt margins. */
const PAGE_WIDTH = 842 - 80
const LABEL_WIDTH = 150
const PICTURE_HEIGHT = 130

export const compareDefinition = (input: ComparePdfInput): TDocumentDefinitions => {
  const t = texts[input.lang]
  const count = input.products.length
  const columnWidth = (PAGE_WIDTH - LABEL_WIDTH) / Math.max(1, count)
  const pictures = picturesAtOneScale(
    input.products.map((p) => p.picture),
    { width: Math.min(columnWidth - 16, 170), height: PICTURE_HEIGHT },
  )
  const cell = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, ...extra }) as TableCell
  const head: Array<TableCell> = [
    cell(t.comparePictures, { color: colours.muted, fontSize: 8 }),
    ...input.products.map(
      (p, i): TableCell =>
        ({
          stack: [
            // The pictures stand on one line, as the enclosures would side by side.
            { ...pictures[i]!, alignment: "center", margin: [0, PICTURE_HEIGHT - pictures[i]!.height, 0, 6] },
            { text: keepUnits(p.name), bold: true },
            ...(p.name2 === null ? [] : [{ text: keepUnits(p.name2), fontSize: 8, color: colours.muted }]),
            { text: p.articleNumber, fontSize: 8, color: colours.brand, margin: [0, 2, 0, 0] },
          ],
        }) as TableCell,
    ),
  ]
  const body: Array<Array<TableCell>> = [
    head,
    ...input.rows.map((row) => [
      {
        stack: [
          { text: row.label, color: colours.muted },
          ...(row.differs ? [{ text: `(${t.compareDiffers})`, fontSize: 7, italics: true, color: colours.brand }] : []),
        ],
      } as TableCell,
      ...row.values.map((value) => cell(keepUnits(value), row.differs ? { bold: true } : {})),
    ]),
  ]
  const differs = [false, ...input.rows.map((row) => row.differs)]
  const table: Content = {
    table: { headerRows: 1, dontBreakRows: true, widths: [LABEL_WIDTH, ...input.products.map(() => "*" as const)], body },
    layout: {
      hLineWidth: (i: number, node: { table: { body: ReadonlyArray<unknown> } }) => (i === 0 ? 0 : i === 1 || i === node.table.body.length ? 0.8 : 0.4),
      vLineWidth: () => 0,
      hLineColor: (i: number) => (i === 1 ? colours.ink : colours.rule),
      fillColor: (row: number) => (differs[row] ? colours.band : null),
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  }
  return {
    pageSize: "A4",
    pageOrientation: "landscape",
    pageMargins: [40, 36, 40, 46],
    info: { title: t.compareTitle, author: company.name, subject: input.products.map((p) => p.articleNumber).join(", "), creator: "Enclosure shop" },
    language: input.lang === "de" ? "de-AT" : "en-GB",
    defaultStyle: { font: "Roboto", fontSize: 9, color: colours.ink, lineHeight: 1.15 },
    footer: footer(input.lang),
    content: [
      letterhead(input.lang, t.compareTitle, [{ text: formatDate(input.date, input.lang), fontSize: 9, color: colours.muted, margin: [0, 2, 0, 0] }]),
      rule(8, 10, PAGE_WIDTH),
      { text: t.compareLegend(count), fontSize: 8, color: colours.muted, margin: [0, 0, 0, 8] },
      table,
    ],
  }
}

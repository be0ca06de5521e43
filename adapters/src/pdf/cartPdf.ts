/**
 * The cart PDF (spec §4, §9) as a pdfmake document definition, built from the priced cart
 * (output DTOs and totals recomputed from the catalogue). Pure: no I/O, no clock.
 *
 * Layout: letterhead with logo; sender line, date and project id; the list-price note; the
 * positions table (header row repeated on every page), each product with its picture beside its
 * names (drawn with the accessories chosen for it that change its shape, where the input gives
 * them) and its accessories grouped by article group and indented under it; subtotal, discount
 * and discounted total, or "price on request"; page numbers in the footer.
 */
import type { Content, TableCell, TDocumentDefinitions } from "pdfmake/interfaces"
import type { CartItemDto, CartPdfInput } from "@shop/core"
// Deep imports keep the worker thread's start small (not the whole core).
import { lineTotal } from "@shop/core/cart/totals"
import { senderLine } from "@shop/core/documents/model"
import type { PictureInput } from "@shop/core/drawing/picture"
import { colours, company, footer, letterhead, rule } from "./brand.ts"
import { smallPictureNode } from "./picture.ts"
import { formatDate, formatEuro, formatPercent, texts } from "./texts.ts"

const small = 7.5
const cell = (text: string, extra: Record<string, unknown> = {}): TableCell => ({ text, ...extra }) as TableCell

/** A figure keeps its unit on its line ("600 mm", "35 A"): a no-break space between them. */
export const keepUnits = (text: string): string => text.replace(/(\d) (mm|cm|m|kg|A|V|W|m²|°C)(?=$|[\s,.;)])/g, "$1\u00a0$2")

/** A line's picture beside its names: about as tall as a name with a second name, so that it does not make the row taller. */
export const LINE_PICTURE = { width: 28, height: 24 } as const

const named = (item: CartItemDto, picture: PictureInput | undefined): TableCell => {
  const names = {
    stack: [
      { text: keepUnits(item.product.name), bold: true },
      ...(item.product.name2 === null ? [] : [{ text: keepUnits(item.product.name2), fontSize: small + 0.5, color: colours.muted }]),
    ],
  }
  if (picture === undefined) return names as TableCell
  return { columns: [{ width: LINE_PICTURE.width + 2, stack: [smallPictureNode(picture, LINE_PICTURE) as Content] }, { width: "*", ...names }], columnGap: 5 } as TableCell
}

/** A heading under a line: an article group, or the parts included in delivery. */
const headingRow = (text: string): Array<TableCell> => [cell(""), cell(""), cell(text, { italics: true, fontSize: small, color: colours.brand, margin: [10, 1, 0, 0] }), cell(""), cell(""), cell("")]

/** An accessory under a line: its supplier number, names and amount (empty for an included part). */
const partRow = (part: { readonly supplierArticleNumber: string; readonly name: string; readonly name2: string | null }, amount: string): Array<TableCell> => [
  cell(""),
  cell(part.supplierArticleNumber, { fontSize: small, color: colours.muted }),
  {
    margin: [18, 0, 0, 0],
    stack: [
      { text: keepUnits(part.name), fontSize: small + 0.5 },
      ...(part.name2 === null ? [] : [{ text: keepUnits(part.name2), fontSize: small, color: colours.muted }]),
    ],
  },
  cell(amount, { alignment: "right", fontSize: small + 0.5 }),
  cell(""),
  cell(""),
]

const itemRows = (item: CartItemDto, position: number, input: CartPdfInput): Array<Array<TableCell>> => {
  const t = texts[input.lang]
  const money = (value: number) => (item.priceOnRequest ? t.onRequest : formatEuro(value, input.lang))
  const rows: Array<Array<TableCell>> = [
    [
      cell(String(position), { bold: true }),
      cell(item.product.supplierArticleNumber),
      named(item, input.pictures?.[position - 1]),
      cell(String(item.amount), { alignment: "right" }),
      cell(money(item.singleTotal), { alignment: "right", noWrap: true }),
      cell(money(lineTotal(item)), { alignment: "right", noWrap: true, bold: true }),
    ],
  ]
  for (const group of item.config) {
    rows.push(headingRow(group.group))
    for (const { accessory, amount } of group.accessories) rows.push(partRow(accessory, String(amount * item.amount)))
  }
  // Delivered with the product and in its price: listed, unpriced, so the wholesaler does not order them again.
  const included = item.included ?? []
  if (included.length > 0) rows.push(headingRow(t.included), ...included.map((accessory) => partRow(accessory, "")))
  return rows
}

const totalsTable = (input: CartPdfInput): Content => {
  const t = texts[input.lang]
  const totals = input.totals
  const percent = formatPercent(totals.discount, input.lang)
  // Without a discount there is nothing to subtract: one total, not "discount 0 % − € 0,00".
  const body: Array<Array<TableCell>> =
    totals.discount === 0
      ? [[cell(t.totalUndiscounted, { bold: true }), cell(totals._tag === "Priced" ? formatEuro(totals.total, input.lang) : t.priceOnRequest, { alignment: "right", bold: true })]]
      : totals._tag === "Priced"
      ? [
          [cell(t.subtotal), cell(formatEuro(totals.subtotal, input.lang), { alignment: "right" })],
          [cell(t.discount(percent)), cell(`−\u00a0${formatEuro(totals.discountAmount, input.lang)}`, { alignment: "right" })],
          [cell(t.total, { bold: true }), cell(formatEuro(totals.total, input.lang), { alignment: "right", bold: true })],
        ]
      : [
          [cell(t.subtotal), cell(t.priceOnRequest, { alignment: "right" })],
          [cell(t.discount(percent)), cell("", { alignment: "right" })],
          [cell(t.total, { bold: true }), cell(t.priceOnRequest, { alignment: "right", bold: true })],
        ]
  return {
    columns: [
      { text: "", width: "*" },
      {
        width: 230,
        table: { widths: ["*", "auto"], body },
        layout: {
          // A rule above the total when a subtotal and a discount lead to it.
          hLineWidth: (i: number) => (body.length > 1 && i === body.length - 1 ? 0.8 : 0),
          vLineWidth: () => 0,
          hLineColor: () => colours.ink,
          paddingTop: () => 3,
          paddingBottom: () => 3,
        },
      },
    ],
    margin: [0, 10, 0, 0],
    unbreakable: true,
  }
}

/** The line's e-mail addresses as unbreakable pieces: pdfmake would break one at its hyphens (issue 28). */
const keepAddressesWhole = (line: string): Array<string | { readonly text: string; readonly noWrap: true }> =>
  line
    .split(/(\S+@\S+?)(?=,|\s|$)/)
    .filter((part) => part !== "")
    .map((part) => (part.includes("@") ? { text: part, noWrap: true } : part))

/** pdfmake document definition of the cart PDF. */
export const cartPdfDefinition = (input: CartPdfInput): TDocumentDefinitions => {
  const t = texts[input.lang]
  const sender = senderLine(input.sender)
  const header: Array<TableCell> = [t.position, t.articleNumber, t.description, t.amount, t.singlePrice, t.lineTotal].map((label, i) =>
    cell(label, { bold: true, color: "#ffffff", fillColor: colours.brand, alignment: i >= 3 ? "right" : "left" }),
  )
  const body: Array<Array<TableCell>> = [header]
  input.items.forEach((item, index) => body.push(...itemRows(item, index + 1, input)))
  // Zebra bands per position, so a product and its accessories read as one block.
  const bandOfRow: Array<boolean> = [false]
  input.items.forEach((item, index) => {
    const rows = 1 + item.config.reduce((n, g) => n + 1 + g.accessories.length, 0)
    for (let r = 0; r < rows; r++) bandOfRow.push(index % 2 === 1)
  })

  return {
    pageSize: "A4",
    pageMargins: [40, 40, 40, 50],
    info: {
      title: `${t.cartTitle}${input.projectId === "" ? "" : ` ${input.projectId}`}`,
      author: company.name,
      subject: t.cartTitle,
      creator: "Enclosure shop",
    },
    language: input.lang === "de" ? "de-AT" : "en-GB",
    defaultStyle: { font: "Roboto", fontSize: 9, color: colours.ink, lineHeight: 1.15 },
    footer: footer(input.lang),
    content: [
      letterhead(input.lang, t.cartTitle),
      rule(),
      {
        columns: [
          {
            width: "*",
            // A guest who gave no company has no sender line ("not given" read as a defect).
            stack: sender === "" ? [] : [{ text: t.sender, fontSize: small, color: colours.muted }, { text: keepAddressesWhole(sender), margin: [0, 1, 0, 0] }],
          },
          {
            // Wide enough for the longest date and a project number of 15 characters on one line
            // each: as "auto", a long sender line beside it squeezed them into two.
            width: 180,
            table: {
              widths: ["auto", "*"],
              body: [
                [cell(`${t.date}:`, { color: colours.muted }), cell(formatDate(input.date, input.lang), { alignment: "right", noWrap: true })],
                [cell(`${t.project}:`, { color: colours.muted }), cell(input.projectId === "" ? t.noProject : input.projectId, { alignment: "right", bold: true, noWrap: true })],
              ],
            },
            layout: "noBorders",
          },
        ],
        columnGap: 20,
      },
      {
        table: { widths: ["*"], body: [[cell(t.listPriceNote, { fillColor: colours.band, margin: [6, 5, 6, 5], color: colours.brand })]] },
        layout: "noBorders",
        margin: [0, 12, 0, 12],
      },
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [22, 74, "*", 30, 64, 68],
          body,
        },
        layout: {
          hLineWidth: (i: number, node: { table: { body: ReadonlyArray<unknown> } }) => (i === 1 || i === node.table.body.length ? 0.8 : 0),
          vLineWidth: () => 0,
          hLineColor: () => colours.ink,
          fillColor: (row: number) => (row > 0 && bandOfRow[row] ? colours.band : null),
          paddingTop: () => 2.5,
          paddingBottom: () => 2.5,
        },
      },
      totalsTable(input),
      { text: t.priceFootnote, fontSize: small, color: colours.muted, margin: [0, 12, 0, 0] },
    ],
  }
}

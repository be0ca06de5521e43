/**
 * What every PdfRenderer must do, read back with pdftotext: the cart PDF shows the sender line,
 * the date and project id, every position with its name and supplier article number, every
 * accessory's article number, and the total after discount in the document's language (or no
 * total when a line is on request), on as many pages as it takes; a datasheet shows its heading,
 * the product's name in the language, article number and EAN. A product whose EAN cannot be
 * drawn fails with InfrastructureError instead of giving a PDF, and datasheets rendered at the
 * same time each show their own product.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import {
  type CartItemDto,
  type CartPdfInput,
  cartTotals,
  cents,
  InfrastructureError,
  type Language,
  PdfRenderer,
  type Product,
  percent,
  senderLine,
} from "@shop/core"
import { startsWithPdf } from "./support/fixtures.ts"
import { pdfPages, pdfText } from "./support/tools.ts"

const item = (n: number, overrides: Partial<CartItemDto> = {}): CartItemDto => ({
  id: String(n),
  product: {
    key: `P-${n}`,
    name: `Schaltschrank Größe ${n} – Außenbereich`,
    name2: `B 600 × H 1200 × T 400 mm, Tür ${n}`,
    supplierArticleNumber: String(3_000_000_000 + n),
    productAssetIdentifier: `p-${n}`,
  },
  config: [
    {
      group: "Montageplatten",
      option: "backPanel",
      accessories: [{ accessory: { key: `A-${n}`, name: "Montageplatte verzinkt", name2: "Stahl, 2 mm", supplierArticleNumber: String(5_000_000_000 + n) }, amount: 2 }],
    },
  ],
  priceOnRequest: false,
  singleTotal: cents(123_456),
  amount: 2,
  ...overrides,
})

const cartInput = (items: ReadonlyArray<CartItemDto>, lang: Language): CartPdfInput => ({
  items,
  totals: cartTotals(items, percent(1250)),
  sender: { company: "Elektro Müller & Söhne GmbH", street: "Hauptstraße 1", zip: "6020", city: "Innsbruck", country: "Österreich", email: "einkauf@mueller.example" },
  projectId: "AW-2",
  date: Date.UTC(2026, 10, 21, 12, 0, 0),
  lang,
})

/** The digits of a euro amount as the language writes them ("4.785,45", "4,785.45"). */
const amount = (cents: number, lang: Language) =>
  new Intl.NumberFormat(lang === "de" ? "de-AT" : "en-GB", { style: "currency", currency: "EUR" }).format(cents / 100).replace(/[€\s]/g, "")
const dates = { de: "21.11.2026", en: "21 November 2026" } as const
const headings = { de: "Datenblatt", en: "Datasheet" } as const

/** `products`: a few valid products (their EANs must differ). */
export const suite = (name: string, renderer: Layer.Layer<PdfRenderer, unknown>, products: ReadonlyArray<Product>) =>
  layer(renderer, { timeout: "60 seconds" })(`PdfRenderer contract: ${name}`, (it) => {
    for (const lang of ["de", "en"] as const) {
      it.effect(`the cart PDF (${lang}) shows sender, date, project, every position and accessory, and the total`, () =>
        Effect.gen(function* () {
          const input = cartInput([item(1), item(2, { amount: 3, singleTotal: cents(99_999) })], lang)
          const bytes = yield* (yield* PdfRenderer).cartPdf(input)
          expect(startsWithPdf(bytes)).toBe(true)
          const text = pdfText(bytes)
          expect(text).toContain(senderLine(input.sender))
          expect(text).toContain(dates[lang])
          expect(text).toContain("AW-2")
          for (const line of input.items) {
            expect(text).toContain(line.product.name)
            expect(text).toContain(line.product.supplierArticleNumber)
            for (const group of line.config) for (const a of group.accessories) expect(text).toContain(a.accessory.supplierArticleNumber)
          }
          // 2 × 1.234,56 + 3 × 999,99 = 5.469,09; less 12,5 % = 4.785,45.
          expect(input.totals).toMatchObject({ _tag: "Priced", total: 478_545 })
          expect(text).toContain(amount(478_545, lang))
        }),
      )
    }

    it.effect("a line on request leaves the cart without a total", () =>
      Effect.gen(function* () {
        const input = cartInput([item(1), item(2, { priceOnRequest: true, singleTotal: cents(0) })], "de")
        const text = pdfText(yield* (yield* PdfRenderer).cartPdf(input))
        expect(text).toContain("auf Anfrage")
        // What the total after discount would be: 2 × 1.234,56 less 12,5 %.
        expect(text).not.toContain(amount(216_048, "de"))
        expect(text).toContain("3000000002")
      }),
    )

    it.effect("a long cart runs over several pages and keeps every position", () =>
      Effect.gen(function* () {
        const input = cartInput(Array.from({ length: 30 }, (_, i) => item(i + 1)), "en")
        const bytes = yield* (yield* PdfRenderer).cartPdf(input)
        expect(pdfPages(bytes)).toBeGreaterThan(1)
        const text = pdfText(bytes)
        for (const line of input.items) expect(text).toContain(line.product.supplierArticleNumber)
      }),
    )

    it.effect("a datasheet shows its heading, the product's name in the language, article number and EAN", () =>
      Effect.gen(function* () {
        const renderer = yield* PdfRenderer
        for (const product of products.slice(0, 2)) {
          for (const lang of ["de", "en"] as const) {
            // The same document for a job and for a visitor waiting for one.
            for (const bytes of [yield* renderer.datasheetPdf(product, lang), yield* renderer.datasheetPdfNow(product, lang)]) {
              expect(startsWithPdf(bytes)).toBe(true)
              const text = pdfText(bytes)
              for (const expected of [headings[lang], product.name[lang], product.specification.articleNumber, product.specification.ean]) expect(text, `${product.key} ${lang}`).toContain(expected)
            }
          }
        }
      }),
    )

    it.effect("a product whose EAN cannot be drawn fails with InfrastructureError", () =>
      Effect.gen(function* () {
        const product = products[0]!
        const broken = { ...product, specification: { ...product.specification, ean: "123" } }
        const error = yield* Effect.flip((yield* PdfRenderer).datasheetPdf(broken, "de"))
        expect(error).toBeInstanceOf(InfrastructureError)
        expect(error.message).toContain(product.key)
      }),
    )

    it.effect("datasheets rendered at the same time each show their own product", () =>
      Effect.gen(function* () {
        const renderer = yield* PdfRenderer
        const pdfs = yield* Effect.forEach(products, (product) => renderer.datasheetPdf(product, "de"), { concurrency: "unbounded" })
        pdfs.forEach((bytes, index) => {
          const text = pdfText(bytes)
          products.forEach((other, j) => expect(text.includes(other.specification.ean), `${products[index]!.key} shows ${other.key}`).toBe(j === index))
        })
      }),
    )
  })

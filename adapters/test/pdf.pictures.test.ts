/**
 * The product pictures in the PDFs (issue 27 part 3): the cart PDF draws each line's product
 * beside its names, following the accessories chosen for it that change its shape; the datasheet
 * shows it large; the comparison shows the products side by side. Checked with poppler's tools:
 * the text still reads (pdftotext), the pictures are vectors (pdfimages finds no raster image) and
 * they are drawn where they belong (the page rendered by pdftoppm has drawing there).
 */
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { type CartPdfInput, type ComparePdfInput, PdfRenderer, type Product, normalizeDiscount, priceSharedCart, renderCartPdf } from "@shop/core"
import { pictureSvg } from "@shop/core/drawing/picture"
import { productPictureInput } from "@shop/core/drawing/productPicture"
import { loadCatalogue } from "../src/catalogue/load.ts"
import { folderSource } from "../src/catalogue/source.ts"
import { repositoryRoot } from "../src/config.ts"
import { cartLayer } from "../src/layers.ts"
import { LINE_PICTURE } from "../src/pdf/cartPdf.ts"
import { smallPictureNode } from "../src/pdf/picture.ts"
import * as PdfRendererPdfmake from "../src/pdf/PdfRendererPdfmake.ts"
import { type Raster, pdfPages, pdfRaster, pdfRasterImages, pdfText, pdfWords } from "./support/pdfTools.ts"

const catalogue = await Effect.runPromise(loadCatalogue(folderSource(join(repositoryRoot, "data/catalogue"))))
const byKey = (key: string): Product => catalogue.products.find((p) => p.key === key)!
const flat = (text: string) => text.replace(/\s+/g, " ")

/** Pixels in the box that are neither white paper nor a table's band (#eef3f8): drawing. */
const drawnIn = (raster: Raster, x0: number, y0: number, x1: number, y1: number) => {
  let n = 0
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(raster.height, y1); y++) {
    for (let x = Math.max(0, Math.floor(x0)); x < Math.min(raster.width, x1); x++) {
      const [r, g, b] = raster.at(x, y)
      const paper = r > 250 && g > 250 && b > 250
      const band = Math.abs(r - 0xee) < 4 && Math.abs(g - 0xf3) < 4 && Math.abs(b - 0xf8) < 4
      if (!paper && !band) n++
    }
  }
  return n
}

const sharedCart = (items: SharedItems) => ({ items, company: "Elektro Müller GmbH", discount: normalizeDiscount(0), projectId: "AW-3" })
type SharedItems = Parameters<typeof priceSharedCart>[0]["items"]

describe("pictures in the cart PDF", { timeout: 120_000 }, () => {
  const products = [byKey("WS-0612-40"), ...catalogue.products.filter((p) => p.key !== "WS-0612-40").slice(0, 3)]
  const layer = Layer.mergeAll(cartLayer(), PdfRendererPdfmake.layer)

  it.effect("each line has its product drawn as vectors beside its names, and the text still reads", () =>
    Effect.gen(function* () {
      const { bytes } = yield* renderCartPdf(sharedCart(products.map((p) => ({ productId: p.key as never, amount: 1, accessories: [] }))), "de")
      const text = flat(pdfText(bytes))
      for (const p of products) expect(text).toContain(p.name.de)
      expect(text).toContain("Elektro Müller GmbH")
      expect(pdfRasterImages(bytes)).toBe(0)
      const page = pdfRaster(bytes)
      const words = pdfWords(bytes)
      for (const p of products) {
        // The name's first word: the picture stands left of it, as tall as the line's names.
        const first = words.find((w) => w.word === p.name.de.split(" ")[0] && w.xMin > 150)!
        expect(first).toBeDefined()
        const left = first.xMin - LINE_PICTURE.width - 6
        expect(drawnIn(page, left, first.yMin - 2, first.xMin - 2, first.yMin + LINE_PICTURE.height)).toBeGreaterThan(120)
      }
    }).pipe(Effect.provide(layer)),
  )

  it.effect("a line's picture follows its chosen rain roof or base; a line without one shows the product as delivered", () =>
    Effect.gen(function* () {
      // Every accessory of the product, one line each: those of the rain roof and base options must be drawn.
      const product = byKey("WS-0612-40")
      const lines = product.accessories.map((id) => ({ productId: product.key as never, amount: 1, accessories: [{ id, amount: 1 }] }))
      const priced = yield* priceSharedCart(sharedCart(lines), "de")
      const shaping = priced.items.flatMap((item, i) => item.config.filter((g) => g.option === "rainRoof" || g.option === "base").map((g) => [i, g.option!] as const))
      expect(shaping.length).toBeGreaterThan(0)
      let seen: CartPdfInput | undefined
      const capture = Layer.succeed(
        PdfRenderer,
        PdfRenderer.of({
          cartPdf: (input) => Effect.sync(() => ((seen = input), new Uint8Array())),
          datasheetPdf: () => Effect.die("not used"),
          datasheetPdfNow: () => Effect.die("not used"),
          comparePdf: () => Effect.die("not used"),
        }),
      )
      yield* renderCartPdf(sharedCart([{ productId: product.key as never, amount: 1, accessories: [] }, ...lines]), "de").pipe(Effect.provide(capture))
      expect(seen!.pictures).toHaveLength(seen!.items.length)
      expect([...seen!.pictures![0]!.options!]).toEqual([])
      for (const [index, option] of shaping) expect(seen!.pictures![index + 1]!.options!.has(option)).toBe(true)
    }).pipe(Effect.provide(cartLayer())),
  )

  it("a line's small picture has the full picture's polygons in flat colours (no gradients at 28 pt), inside its box", () => {
    for (const product of [byKey("WS-0612-40"), catalogue.products.find((p) => p.material === "stainless-steel")!]) {
      const input = productPictureInput(product)
      const small = smallPictureNode(input, LINE_PICTURE)
      const full = pictureSvg(input)
      expect(full).toContain("<linearGradient")
      expect(small.canvas.filter((polygon) => polygon.color.startsWith("url(") || !/^#[0-9a-f]{6}$/i.test(polygon.color))).toEqual([])
      expect(small.canvas.length).toBe(full.match(/<polygon /g)!.length)
      for (const polygon of small.canvas) for (const { x, y } of polygon.points) expect(x <= small.width + 0.01 && y <= small.height + 0.01 && x >= -0.01 && y >= -0.01).toBe(true)
      expect(small.width).toBeLessThanOrEqual(LINE_PICTURE.width)
      expect(small.height).toBeLessThanOrEqual(LINE_PICTURE.height)
      expect(Math.max(small.width / LINE_PICTURE.width, small.height / LINE_PICTURE.height)).toBeCloseTo(1, 2)
    }
  })

  it("a long cart with a picture on every line keeps its pages", async () => {
    // Pictures no taller than a line with a second name: 40 such lines take as many pages with them as without.
    const many = catalogue.products.filter((p) => p.name2 !== undefined && p.name2.de.trim() !== "").slice(0, 40)
    const priced = await Effect.runPromise(priceSharedCart(sharedCart(many.map((p) => ({ productId: p.key as never, amount: 1, accessories: [] }))), "de").pipe(Effect.provide(cartLayer())))
    const input: CartPdfInput = { items: priced.items, totals: priced.totals, sender: {}, projectId: "", date: Date.UTC(2026, 10, 29), lang: "de" }
    const without = await Effect.runPromise(PdfRendererPdfmake.cartPdf(input))
    const pictured = await Effect.runPromise(PdfRendererPdfmake.cartPdf({ ...input, pictures: priced.view.items.map((item) => productPictureInput(item.product)) }))
    expect(pdfPages(pictured)).toBe(pdfPages(without))
  })
})

describe("the picture on the datasheet", { timeout: 60_000 }, () => {
  it("stands large beside the names, as vectors, and the sheet stays one page", async () => {
    for (const product of [byKey("WS-0612-40"), catalogue.products.find((p) => p.specification.meterPositions >= 2)!]) {
      const bytes = await Effect.runPromise(PdfRendererPdfmake.datasheetPdf(product, "en"))
      expect(flat(pdfText(bytes))).toContain("View as delivered")
      expect(pdfPages(bytes)).toBe(1)
      expect(pdfRasterImages(bytes)).toBe(0)
      const caption = pdfWords(bytes).find((w) => w.word === "View" && w.xMin > 350)!
      // Right of the names: 170 × 150 pt above its caption, mostly enclosure.
      expect(drawnIn(pdfRaster(bytes), 380, caption.yMin - 150, 560, caption.yMin - 2)).toBeGreaterThan(3_000)
    }
  })
})

describe("the comparison PDF", { timeout: 60_000 }, () => {
  const compared = [byKey("WS-0612-40"), catalogue.products.find((p) => p.material === "stainless-steel")!]
  const input = (lang: "de" | "en"): ComparePdfInput => ({
    lang,
    date: Date.UTC(2026, 10, 29),
    products: compared.map((p) => ({ name: p.name[lang], name2: p.name2?.[lang] ?? null, articleNumber: p.specification.articleNumber, picture: productPictureInput(p) })),
    rows: [
      { label: lang === "de" ? "Artikelnummer" : "Article number", values: compared.map((p) => p.specification.articleNumber), differs: true },
      { label: lang === "de" ? "Einheit" : "Unit", values: ["Stk", "Stk"], differs: false },
    ],
  })

  it("names the products, their rows and the differences in the document's language, with the pictures as vectors", async () => {
    const de = await Effect.runPromise(PdfRendererPdfmake.comparePdf(input("de")))
    const text = flat(pdfText(de))
    expect(text).toContain("Produktvergleich")
    for (const p of compared) expect(text).toContain(p.specification.articleNumber)
    // The mark stands under the label of the row that differs, and only there.
    const marked = (bytes: Uint8Array, mark: string, differing: string, same: string) => {
      const words = pdfWords(bytes).filter((w) => w.xMin < 190)
      const marks = words.filter((w) => w.word === mark)
      const label = words.find((w) => w.word === differing)!
      const other = words.find((w) => w.word === same)!
      expect(marks).toHaveLength(1)
      expect(marks[0]!.yMin).toBeGreaterThan(label.yMin)
      expect(marks[0]!.yMin).toBeLessThan(other.yMin)
    }
    marked(de, "(unterschiedlich)", "Artikelnummer", "Einheit")
    expect(pdfRasterImages(de)).toBe(0)
    const enBytes = await Effect.runPromise(PdfRendererPdfmake.comparePdf(input("en")))
    const en = flat(pdfText(enBytes))
    expect(en).toContain("Product comparison")
    for (const p of compared) expect(en).toContain(p.name.en)
    marked(enBytes, "(differs)", "Article", "Unit")
  })

  it("draws the pictures at one scale: the larger enclosure is the larger picture", async () => {
    const bytes = await Effect.runPromise(PdfRendererPdfmake.comparePdf(input("en")))
    const page = pdfRaster(bytes)
    const words = pdfWords(bytes)
    // Each column's picture stands above its product's name; count its drawn pixels there.
    // The names' first words, one per column, left to right (below the letterhead, right of the labels).
    const heads = compared.map((p, i) => words.filter((w) => w.word === p.name.en.split(" ")[0] && w.yMin > 100 && w.xMin > 180).sort((a, b) => a.xMin - b.xMin)[i]!)
    const drawn = heads.map((name) => drawnIn(page, name.xMin - 5, name.yMin - 140, name.xMin + 185, name.yMin - 4))
    const [large, small] = [compared[0]!, compared[1]!]
    expect(large.width * large.height).toBeGreaterThan(small.width * small.height)
    expect(drawn[0]!).toBeGreaterThan(drawn[1]! * 1.5)
    expect(drawn[1]!).toBeGreaterThan(300)
  })
})

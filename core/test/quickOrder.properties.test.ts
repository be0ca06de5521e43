/**
 * Property tests of the quick order (issue 25): the shop's own CSV export round-trips into the
 * same cart; reading never throws and never yields more than 500 lines, whatever comes in;
 * numeric article numbers keep their leading zeros in a paste, a CSV and an .xlsx.
 */
import { readdirSync, readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Schema from "effect/Schema"
import { accessoryKey } from "../src/cart/addToCart.ts"
import type { CartItemDto } from "../src/cart/model.ts"
import { type Accessory, AccessoryFile, type Product, ProductFile } from "../src/catalogue/model.ts"
import { cartCsv, cartCsvFile } from "../src/export/csv.ts"
import { centsFromEuro, cents } from "../src/money/money.ts"
import { QuickOrderRefused } from "../src/quickOrder/errors.ts"
import { readQuickOrderFile } from "../src/quickOrder/file.ts"
import { MAX_QUICK_ORDER_LINES } from "../src/quickOrder/limits.ts"
import { previewQuickOrder, quickOrderCartItems } from "../src/quickOrder/preview.ts"
import { QuickOrderTable, readQuickOrderText } from "../src/quickOrder/table.ts"
import { SearchIndex } from "../src/search/SearchIndex.ts"
import { product } from "./support/catalogue.ts"
import { xlsxFile } from "./support/xlsx.ts"

const folder = new URL("../../data/catalogue/data/", import.meta.url)
const items = (prefix: string) =>
  readdirSync(folder)
    .filter((f) => f.startsWith(prefix))
    .sort()
    .flatMap((f) => Object.values((JSON.parse(readFileSync(new URL(f, folder), "utf8")) as { items: Record<string, unknown> }).items))
const products: Array<Product> = items("produkte").map((raw) => {
  const p = Schema.decodeUnknownSync(ProductFile)(raw)
  return { ...p, listPrice: centsFromEuro(p.listPrice), priceOnRequest: p.priceOnRequest === true }
})
const accessories: Array<Accessory> = items("artikel").map((raw) => {
  const a = Schema.decodeUnknownSync(AccessoryFile)(raw)
  return { ...a, listPrice: centsFromEuro(a.listPrice), priceOnRequest: a.priceOnRequest === true }
})
const accessoryByKey = new Map(accessories.map((a) => [a.key as string, a]))
const demoIndex = new SearchIndex(products, accessories)

interface Line {
  readonly product: Product
  readonly amount: number
  readonly accessories: ReadonlyArray<{ readonly accessory: Accessory; readonly amount: number }>
}

/** A cart line of the demo catalogue: a product, some of its accessories, amounts within the cart's limits. */
const lineArb: fc.Arbitrary<Line> = fc
  .integer({ min: 0, max: products.length - 1 })
  .chain((i) => {
    const p = products[i]!
    const offered = p.accessories.flatMap((key) => accessoryByKey.get(key) ?? [])
    const perItem = fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 20 }) }, fc.integer({ min: 1, max: 9999 }))
    return fc.record({
      product: fc.constant(p),
      amount: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 50 }) }, fc.integer({ min: 1, max: 9999 })),
      accessories: fc.uniqueArray(fc.record({ accessory: fc.constantFrom(...(offered.length === 0 ? [undefined] : offered)), amount: perItem }), {
        maxLength: Math.min(5, offered.length),
        selector: (a) => a.accessory?.key,
      }),
    })
  })
  .map((line) => ({ ...line, accessories: line.accessories.flatMap((a) => (a.accessory === undefined ? [] : [{ accessory: a.accessory, amount: a.amount }])) }))

/** A cart as the shop holds it: no two lines of the same product with the same accessories (its add merges them). */
const cartArb = fc.uniqueArray(lineArb, {
  minLength: 1,
  maxLength: 12,
  selector: (l) => `${l.product.key}|${accessoryKey(l.accessories.map((a) => ({ id: a.accessory.key, amount: a.amount })))}`,
})

/** The output DTO the CSV export writes (as `toDto` makes it), accessories in one group each. */
const dto = (line: Line, i: number): CartItemDto => ({
  id: String(i + 1),
  product: {
    key: line.product.key,
    name: line.product.name.de,
    name2: line.product.name2?.de ?? null,
    supplierArticleNumber: line.product.supplierArticleNumber,
    productAssetIdentifier: line.product.productAssetIdentifier,
  },
  config: line.accessories.map(({ accessory, amount }) => ({
    group: accessory.artikelGruppe.key,
    option: null,
    accessories: [{ accessory: { key: accessory.key, name: accessory.name.de, name2: accessory.name2?.de ?? null, supplierArticleNumber: accessory.supplierArticleNumber }, amount }],
  })),
  priceOnRequest: false,
  singleTotal: cents(0),
  amount: line.amount,
})

const sorted = <T extends { readonly id: string }>(list: ReadonlyArray<T>) => [...list].sort((a, b) => (a.id < b.id ? -1 : 1))
const asCart = (lines: ReadonlyArray<{ readonly productId: string; readonly amount: number; readonly accessories: ReadonlyArray<{ readonly id: string; readonly amount: number }> }>) =>
  lines.map((l) => ({ productId: l.productId, amount: l.amount, accessories: sorted(l.accessories) }))

describe("the shop's CSV export round-trips", () => {
  it("a random cart exported as CSV (download with BOM, or the text) and imported is the same cart", async () => {
    await fc.assert(
      fc.asyncProperty(cartArb, fc.boolean(), async (cart, download) => {
        const dtos = cart.map(dto)
        const table = download
          ? await Effect.runPromise(readQuickOrderFile(new TextEncoder().encode(cartCsvFile(dtos))))
          : Effect.runSync(readQuickOrderText(cartCsv(dtos)))
        const preview = previewQuickOrder(table, demoIndex)
        expect(preview.counts).toMatchObject({ unknown: 0, ambiguous: 0, refused: 0, corrected: 0, merged: 0 })
        expect(asCart(quickOrderCartItems(preview))).toEqual(
          asCart(cart.map((l) => ({ productId: l.product.key, amount: l.amount, accessories: l.accessories.map((a) => ({ id: a.accessory.key, amount: a.amount })) }))),
        )
      }),
      { numRuns: 150 },
    )
  })
})

/** Whatever the input: a table of at most 500 lines, or a refusal; never a throw or a defect. */
const expectReadOrRefused = (exit: Exit.Exit<QuickOrderTable, QuickOrderRefused>) => {
  if (Exit.isSuccess(exit)) {
    expect(exit.value.rows.length).toBeGreaterThan(0)
    expect(exit.value.rows.length).toBeLessThanOrEqual(MAX_QUICK_ORDER_LINES)
    expect(Schema.is(QuickOrderTable)(exit.value)).toBe(true)
    const preview = previewQuickOrder(exit.value, demoIndex)
    expect(preview.lines.length).toBe(exit.value.rows.length)
    expect(preview.positions.length).toBeLessThanOrEqual(MAX_QUICK_ORDER_LINES)
  } else {
    expect(exit.cause.reasons.every((r) => r._tag === "Fail" && r.error instanceof QuickOrderRefused)).toBe(true)
  }
}

/** Text that looks like an order list: article numbers, amounts, separators, quotes, formulas, noise. */
const listLike = fc
  .array(
    fc.array(
      fc.oneof(
        fc.constantFrom(...products.slice(0, 20).flatMap((p) => [p.key, p.supplierArticleNumber, p.specification.ean]), ...accessories.slice(0, 10).map((a) => a.supplierArticleNumber)),
        fc.constantFrom("1", "2,5", "1.000", "1,000", "-3", "0", "=HYPERLINK(\"x\")", "@SUM(A1)", "+5", "Stk", '"', '""', "Artikelnummer", "Menge", "\uFEFF"),
        fc.integer({ min: -10, max: 100_000 }).map(String),
        fc.string({ maxLength: 12 }),
      ),
      { maxLength: 6 },
    ),
    { maxLength: 40 },
  )
  .chain((rows) =>
    fc.tuple(fc.constantFrom("\t", ";", ",", " ", "  "), fc.constantFrom("\n", "\r\n", "\r")).map(([sep, newline]) => rows.map((r) => r.join(sep)).join(newline)),
  )

describe("reading never throws", () => {
  it("on any string, list-like text, and lists over the limit", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 400 }), fc.string({ unit: "grapheme", maxLength: 400 }), listLike), (text) => {
        expectReadOrRefused(Effect.runSyncExit(readQuickOrderText(text)))
      }),
      { numRuns: 400 },
    )
    fc.assert(
      fc.property(fc.integer({ min: 480, max: 700 }), fc.constantFrom("\n", "\n\n", "\r\n"), (n, newline) => {
        const text = Array.from({ length: n }, (_, i) => `${products[i % products.length]!.supplierArticleNumber};${i + 1}`).join(newline)
        const exit = Effect.runSyncExit(readQuickOrderText(text))
        expectReadOrRefused(exit)
        expect(Exit.isSuccess(exit)).toBe(n <= MAX_QUICK_ORDER_LINES)
      }),
      { numRuns: 30 },
    )
  })

  it("on any bytes, also behind a zip's or a byte-order mark's first bytes", async () => {
    const prefixes = [[], [0x50, 0x4b, 0x03, 0x04], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff], [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), fc.uint8Array({ maxLength: 2000 }), async (prefix, body) => {
        expectReadOrRefused(await Effect.runPromiseExit(readQuickOrderFile(Uint8Array.from([...prefix, ...body]))))
      }),
      { numRuns: 300 },
    )
  })

  it("on a real spreadsheet cut or with bytes flipped", async () => {
    const file = xlsxFile([["Artikelnummer", "Menge"], ...products.slice(0, 30).map((p, i) => [p.supplierArticleNumber, i + 1])])
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: file.length }), fc.array(fc.tuple(fc.nat(file.length - 1), fc.nat(255)), { maxLength: 8 }), async (cut, flips) => {
        const damaged = file.slice(0, cut)
        for (const [at, value] of flips) if (at < damaged.length) damaged[at] = value
        expectReadOrRefused(await Effect.runPromiseExit(readQuickOrderFile(damaged)))
      }),
      { numRuns: 150 },
    )
  })
})

describe("numeric article numbers keep their leading zeros", () => {
  /** A catalogue of products whose supplier article numbers are digits with leading zeros. */
  const catalogueArb = fc
    .uniqueArray(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.stringMatching(/^[1-9]\d{1,8}$/)), { minLength: 1, maxLength: 8, selector: ([zeros, digits]) => "0".repeat(zeros) + digits })
    .map((codes) =>
      codes.map(([zeros, digits], i) => ({
        ...product(`P-${i}`, 10, []),
        supplierArticleNumber: "0".repeat(zeros) + digits,
        specification: { ...product(`P-${i}`, 10, []).specification, articleNumber: `AN-${i}`, ean: `90000000${String(10_000 + i)}` },
      })),
    )

  it("in a paste (either order, any separator), the shop's CSV and an .xlsx text cell", async () => {
    await fc.assert(
      fc.asyncProperty(
        catalogueArb,
        fc.constantFrom("\t", ";", " ", ","),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 9999 }), { minLength: 8, maxLength: 8 }),
        async (catalogue, sep, amountFirst, amounts) => {
          const index = new SearchIndex(catalogue, [])
          const expected = catalogue.map((p, i) => ({ productId: p.key, amount: amounts[i]!, accessories: [] }))
          const pasted = catalogue.map((p, i) => (amountFirst ? `${amounts[i]}${sep}${p.supplierArticleNumber}` : `${p.supplierArticleNumber}${sep}${amounts[i]}`)).join("\n")
          const csv = cartCsvFile(expected.map((l, i) => dto({ product: catalogue[i]!, amount: l.amount, accessories: [] }, i)))
          const xlsx = xlsxFile([["EAN", "Artikelnummer", "Menge"], ...catalogue.map((p, i) => [null, p.supplierArticleNumber, amounts[i]!])])
          for (const table of [
            Effect.runSync(readQuickOrderText(pasted)),
            await Effect.runPromise(readQuickOrderFile(new TextEncoder().encode(csv))),
            await Effect.runPromise(readQuickOrderFile(xlsx)),
          ]) {
            const preview = previewQuickOrder(table, index)
            expect(preview.lines.map((l) => l.code)).toEqual(catalogue.map((p) => p.supplierArticleNumber))
            expect(asCart(quickOrderCartItems(preview))).toEqual(asCart(expected))
          }
        },
      ),
      { numRuns: 60 },
    )
  })
})

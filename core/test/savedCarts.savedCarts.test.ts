import { describe, expect, it } from "@effect/vitest"
import { Effect, Exit, Layer } from "effect"
import * as TestClock from "effect/testing/TestClock"
import type { NewCartItem } from "../src/cart/addToCart.ts"
import { type CartItem, MAX_CART_LINES } from "../src/cart/model.ts"
import type { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import { percent } from "../src/money/money.ts"
import { CartStore } from "../src/ports/CartStore.ts"
import { PdfRenderer } from "../src/ports/PdfRenderer.ts"
import { ProfileStore } from "../src/ports/ProfileStore.ts"
import { SavedCarts } from "../src/ports/SavedCarts.ts"
import { MAX_SAVED_CARTS } from "../src/savedCarts/limits.ts"
import {
  deleteSavedCart,
  duplicateSavedCart,
  openSavedCart,
  proposedSavedCartName,
  renameSavedCart,
  saveCurrentCart,
  savedCartCsv,
  savedCartFileName,
  savedCartPdf,
  savedCartSummaries,
} from "../src/savedCarts/savedCarts.ts"
import { accessory, articleGroupsLayer, catalogueLayer, product } from "./support/catalogue.ts"

const NOW = Date.UTC(2026, 10, 30, 10, 15, 0)
const products = [product("P1", 10_000, ["A1", "A2"]), product("P2", 2_500, []), product("P0", 0, [], { priceOnRequest: true })]
const accessories = [accessory("A1", 250, "plates"), accessory("A2", 4_000, "paint")]
const catalogue = catalogueLayer(products, accessories)
const groups = articleGroupsLayer([{ key: "plates", name: { de: "Platten", en: "Plates" }, option: { option: "backPanel", maxAmount: 5 } }])
const layer = Layer.mergeAll(CartStore.layerTest, ProfileStore.layerTest, SavedCarts.layerTest, catalogue, groups, PdfRenderer.layerTest)

const line = (productId: string, amount: number, acc: ReadonlyArray<[string, number]> = []): NewCartItem => ({
  productId: productId as ProductId,
  amount,
  accessories: acc.map(([id, n]) => ({ id: id as AccessoryId, amount: n })),
})
/** The text of a PDF of `PdfRenderer.layerTest` (one byte per character, its lines as literal strings). */
const textOfTestPdf = (bytes: Uint8Array): string => [...new TextDecoder("latin1").decode(bytes).matchAll(/\((.*)\) Tj/g)].map((m) => m[1]).join("\n")
const stored = (id: string, item: NewCartItem): CartItem => ({ id, ...item })
let users = 0
const userWithCart = (items: ReadonlyArray<NewCartItem>, projectId = "", discount = 0) =>
  Effect.gen(function* () {
    const uid = `user-${++users}`
    yield* TestClock.setTime(NOW)
    const store = yield* CartStore
    yield* store.modify(uid, () => ({ upsert: items.map((item, n) => stored(`${1700000000000 + n}`, item)), state: { projectId, discount: percent(discount) }, result: null }))
    return uid
  })
const cartOf = (uid: string) => Effect.map(Effect.flatMap(CartStore, (store) => store.list(uid)), (items) => items.map(({ productId, accessories, amount }) => ({ productId, accessories, amount })))
const stateOf = (uid: string) => Effect.flatMap(CartStore, (store) => store.getState(uid))

describe("saved project carts", () => {
  it("propose the cart's project number as the name", () => {
    expect(proposedSavedCartName(" LZ-7 ")).toBe("LZ-7")
    expect(proposedSavedCartName("")).toBe("")
  })

  it.effect("save the cart as it is (lines, project number, discount) under a tidy name", () =>
    Effect.gen(function* () {
      const items = [line("P1", 2, [["A1", 2]]), line("P2", 5)]
      const uid = yield* userWithCart(items, "LZ-7", 1250)
      const saved = yield* saveCurrentCart(uid, "  Baustelle\nLinz ")
      expect(saved).toMatchObject({ name: "Baustelle Linz", projectId: "LZ-7", discount: 1250, items })
      // The cart itself stays as it was.
      expect(yield* cartOf(uid)).toEqual(items)
    }).pipe(Effect.provide(layer)),
  )

  it.effect("refuse an empty cart, a missing or too long name, and a 51st saved cart, each with its key", () =>
    Effect.gen(function* () {
      const empty = yield* userWithCart([])
      expect(yield* Effect.flip(saveCurrentCart(empty, "Leer"))).toMatchObject({ reason: "savedCartEmpty" })
      const uid = yield* userWithCart([line("P2", 1)])
      expect(yield* Effect.flip(saveCurrentCart(uid, "   "))).toMatchObject({ reason: "savedCartNameMissing" })
      expect(yield* Effect.flip(saveCurrentCart(uid, "x".repeat(81)))).toMatchObject({ reason: "savedCartNameTooLong", count: 81, limit: 80 })
      for (let n = 0; n < MAX_SAVED_CARTS; n++) yield* saveCurrentCart(uid, `Projekt ${n}`)
      const full = yield* Effect.flip(saveCurrentCart(uid, "Noch eins"))
      expect(full).toMatchObject({ _tag: "SavedCartRefused", reason: "savedCartsFull", limit: MAX_SAVED_CARTS })
    }).pipe(Effect.provide(layer)),
  )

  it.effect("rename, copy as `name (n)` and delete only the user's own; another's id is not found", () =>
    Effect.gen(function* () {
      const uid = yield* userWithCart([line("P2", 3)], "P-1", 500)
      const other = yield* userWithCart([line("P1", 1)])
      const saved = yield* saveCurrentCart(uid, "Linz")
      const theirs = yield* saveCurrentCart(other, "Fremd")
      expect(yield* renameSavedCart(uid, saved.id, " Linz  Nord ")).toBe("Linz Nord")
      expect(yield* Effect.flip(renameSavedCart(uid, theirs.id, "Meins"))).toMatchObject({ _tag: "SavedCartNotFound", id: theirs.id })
      expect(yield* Effect.flip(renameSavedCart(uid, saved.id, ""))).toMatchObject({ reason: "savedCartNameMissing" })
      const copy = yield* duplicateSavedCart(uid, saved.id)
      expect(copy).toMatchObject({ name: "Linz Nord (2)", projectId: "P-1", discount: 500, items: [line("P2", 3)] })
      expect((yield* duplicateSavedCart(uid, saved.id)).name).toBe("Linz Nord (3)")
      expect((yield* duplicateSavedCart(uid, copy.id)).name).toBe("Linz Nord (4)")
      expect(yield* Effect.flip(duplicateSavedCart(uid, theirs.id))).toMatchObject({ _tag: "SavedCartNotFound" })
      expect(yield* deleteSavedCart(uid, theirs.id)).toBe(false)
      expect(yield* deleteSavedCart(uid, saved.id)).toBe(true)
      expect(yield* deleteSavedCart(uid, saved.id)).toBe(false)
      expect((yield* (yield* SavedCarts).list(uid)).map((c) => c.name)).toEqual(["Linz Nord (4)", "Linz Nord (3)", "Linz Nord (2)"])
      expect((yield* (yield* SavedCarts).list(other)).map((c) => c.name)).toEqual(["Fremd"])
    }).pipe(Effect.provide(layer)),
  )

  it.effect("open into the cart replacing it: the saved lines, project number and discount, nothing of the cart before", () =>
    Effect.gen(function* () {
      const uid = yield* userWithCart([line("P1", 2, [["A1", 2]]), line("P2", 1)], "SITE-A", 1000)
      const saved = yield* saveCurrentCart(uid, "Baustelle A")
      yield* (yield* CartStore).modify(uid, (cart) => ({ remove: cart.items.map((i) => i.id), upsert: [stored("9", line("P0", 4))], state: { projectId: "SITE-B", discount: percent(0) }, result: null }))
      yield* openSavedCart(uid, saved.id, "replace")
      expect(yield* cartOf(uid)).toEqual([line("P1", 2, [["A1", 2]]), line("P2", 1)])
      expect(yield* stateOf(uid)).toEqual({ projectId: "SITE-A", discount: 1000 })
    }).pipe(Effect.provide(layer)),
  )

  it.effect("open into the cart adding to it: the add rule (same configuration, amounts added), the cart's own project number kept", () =>
    Effect.gen(function* () {
      const uid = yield* userWithCart([line("P1", 2, [["A1", 2]]), line("P2", 1)], "SITE-A", 1000)
      const saved = yield* saveCurrentCart(uid, "Baustelle A")
      yield* (yield* CartStore).modify(uid, (cart) => ({ remove: cart.items.map((i) => i.id), upsert: [stored("9", line("P2", 4))], state: { projectId: "SITE-B", discount: percent(0) }, result: null }))
      yield* openSavedCart(uid, saved.id, "add")
      expect(yield* cartOf(uid)).toEqual([line("P2", 5), line("P1", 2, [["A1", 2]])])
      expect(yield* stateOf(uid)).toEqual({ projectId: "SITE-B", discount: 0 })
    }).pipe(Effect.provide(layer)),
  )

  it.effect("added to a cart that cannot take it: all or none (CartFull), the cart unchanged; another's saved cart is not found", () =>
    Effect.gen(function* () {
      const uid = yield* userWithCart([line("P1", 1), line("P2", 1)])
      const saved = yield* saveCurrentCart(uid, "Zwei")
      const fullItems = Array.from({ length: MAX_CART_LINES - 1 }, (_, n) => stored(`f${n}`, line("P1", 1, [["A1", (n % 5) + 1], ["A2", 1 + Math.floor(n / 5)]])))
      yield* (yield* CartStore).modify(uid, (cart) => ({ remove: cart.items.map((i) => i.id), upsert: fullItems, result: null }))
      const before = yield* cartOf(uid)
      const refused = yield* Effect.exit(openSavedCart(uid, saved.id, "add"))
      expect(Exit.isFailure(refused) && JSON.stringify(refused.cause)).toContain("CartFull")
      expect(yield* cartOf(uid)).toEqual(before)
      // Replacing always fits: a saved cart holds no more than a cart.
      yield* openSavedCart(uid, saved.id, "replace")
      expect(yield* cartOf(uid)).toEqual([line("P1", 1), line("P2", 1)])
      const other = yield* userWithCart([line("P2", 1)])
      expect(yield* Effect.flip(openSavedCart(other, saved.id, "replace"))).toMatchObject({ _tag: "SavedCartNotFound" })
    }).pipe(Effect.provide(layer)),
  )

  it.effect("list with the list price priced from the catalogue now (never a kept price), lines the catalogue lacks counted apart", () =>
    Effect.gen(function* () {
      const uid = yield* userWithCart([line("P1", 2, [["A1", 2]]), line("P2", 1)], "", 1000)
      const priced = yield* saveCurrentCart(uid, "Bepreist")
      yield* (yield* CartStore).modify(uid, (cart) => ({ remove: cart.items.map((i) => i.id), upsert: [stored("1", line("P2", 1)), stored("2", line("P0", 1)), stored("3", line("GONE", 1))], result: null }))
      const onRequest = yield* saveCurrentCart(uid, "Auf Anfrage")
      const summaries = yield* savedCartSummaries(uid)
      expect(summaries.map(({ id, name, lines, unavailable, listPrice }) => ({ id, name, lines, unavailable, listPrice }))).toEqual([
        { id: onRequest.id, name: "Auf Anfrage", lines: 3, unavailable: 1, listPrice: { _tag: "PriceOnRequest" } },
        // 2 × (100.00 + 2 × 2.50) + 25.00, the list price: the discount is the cart's, not the list's.
        { id: priced.id, name: "Bepreist", lines: 2, unavailable: 0, listPrice: { _tag: "Priced", subtotal: 23_500 } },
      ])
      // The catalogue's prices change: the list follows.
      const dearer = catalogueLayer([product("P1", 20_000, ["A1", "A2"]), product("P2", 2_500, [])], accessories)
      const later = yield* savedCartSummaries(uid).pipe(Effect.provide(dearer))
      expect(later.map((s) => [s.lines, s.unavailable, s.listPrice])).toEqual([
        [3, 2, { _tag: "Priced", subtotal: 2_500 }],
        [2, 0, { _tag: "Priced", subtotal: 43_500 }],
      ])
    }).pipe(Effect.provide(layer)),
  )

  it.effect("give a saved cart's PDF and CSV as the cart's (its project number, priced now), named after it", () =>
    Effect.gen(function* () {
      const uid = yield* userWithCart([line("P1", 2, [["A1", 2]]), line("GONE", 1)], "LZ-7", 1000)
      const saved = yield* saveCurrentCart(uid, "Baustelle Linz")
      const pdf = yield* savedCartPdf(uid, saved.id, "de", { company: "Elektro Huber GmbH" })
      expect(pdf.fileName).toBe("baustelle-linz-20261130T101500Z.pdf")
      expect(pdf.removed).toBe(1)
      const text = textOfTestPdf(pdf.bytes)
      expect(text).toContain("Projekt LZ-7")
      expect(text).toContain("Elektro Huber GmbH")
      const csv = yield* savedCartCsv(uid, saved.id, "en")
      expect(csv.fileName).toBe("baustelle-linz-20261130T101500Z.csv")
      expect(csv.removed).toBe(1)
      expect(csv.text).toBe(
        "\uFEFFPosition;Lieferantenartikelnummer;Pkg-Menge;Bezeichnung;Bezeichnung2\r\n" + '1;S-P1;2;"Enclosure P1";-\r\n' + '2;S-A1;4;"Accessory A1";-\r\n',
      )
      expect(savedCartFileName("Größe: 600/400 🏗️", NOW, "csv")).toBe("größe--600-400---20261130T101500Z.csv")
      // Only one's own; and a saved cart of nothing the catalogue has gives no empty document.
      const other = yield* userWithCart([line("GONE", 1)])
      expect(yield* Effect.flip(savedCartCsv(other, saved.id, "de"))).toMatchObject({ _tag: "SavedCartNotFound" })
      const gone = yield* saveCurrentCart(other, "Weg")
      expect(yield* Effect.flip(savedCartCsv(other, gone.id, "de"))).toMatchObject({ _tag: "InvalidInput" })
      expect(yield* Effect.flip(savedCartPdf(other, gone.id, "de", {}))).toMatchObject({ _tag: "InvalidInput" })
    }).pipe(Effect.provide(layer)),
  )
})

/**
 * IDS-Connect 2.5: the cart as the standard's `Warenkorb` XML (read back with an XML parser, not
 * by looking at our own strings), and a `Warenkorb` sent by a craftsman's software read into cart
 * lines against the catalogue, prices never taken from it.
 */
import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { Effect } from "effect"
import { XMLParser } from "fast-xml-parser"
import type { Accessory, AccessoryId, Product, ProductId } from "../src/catalogue/model.ts"
import { HandoverRefused } from "../src/handover/errors.ts"
import { IDS_NAMESPACE, MAX_IDS_CART_BYTES, idsCartXml, readIdsCart } from "../src/handover/ids.ts"
import { handoverLines } from "../src/handover/lines.ts"
import { cents } from "../src/money/money.ts"
import { quickOrderCartItems } from "../src/quickOrder/preview.ts"
import { SearchIndex } from "../src/search/SearchIndex.ts"
import { accessory, product } from "./support/catalogue.ts"
import { index, view } from "./support/handover.ts"

const options = { projectId: "AW-2", createdAt: Date.UTC(2026, 6, 1, 10, 30, 5), onRequestNote: "Preis auf Anfrage" }

/** The XML as a craftsman's software reads it: namespaces kept as written, every value text. */
const read = (xml: string) => {
  const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@", parseTagValue: false, isArray: (name) => name === "OrderItem" }).parse(xml)
  return parsed.Warenkorb as {
    "@xmlns": string
    WarenkorbInfo: Record<string, string>
    Order: { OrderInfo: Record<string, string>; OrderItem?: Array<Record<string, string | Record<string, string>>> }
  }
}

const refusal = (effect: Effect.Effect<unknown, HandoverRefused>) => Effect.runSync(Effect.flip(effect))

describe("the Warenkorb of 'Warenkorb empfangen' (WKE)", () => {
  const cart = [view("WS-0612-40", 2, [["ACC-MP", 1], ["ACC-KV", 4]]), view("KV-0604", 1), view("SO-1", 3, [["ACC-PAINT", 1]])]
  const xml = idsCartXml(handoverLines(cart, "de"), options)
  const doc = read(xml)

  it("is UTF-8 XML in ITEK's namespace, a returned cart of version 2.5 with its date, time and project number", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(doc["@xmlns"]).toBe(IDS_NAMESPACE)
    // 10:30:05 UTC on 1 July is 12:30:05 in Vienna (summer time).
    expect(doc.WarenkorbInfo).toEqual({ Date: "2026-07-01", Time: "12:30:05", RueckgabeKZ: "Warenkorbrückgabe", Version: "2.5" })
    expect(doc.Order.OrderInfo).toEqual({ ModeOfShipment: "Lieferung", Cur: "EUR", Kommission: "AW-2" })
  })

  it("has every article as a line: products, then their accessories as own lines with the whole amount to order", () => {
    const items = doc.Order.OrderItem!
    expect(items.map((i) => [i["ArtNo"], i["Qty"], i["QU"], i["OfferPrice"] ?? null, (i["RefItems"] as Record<string, string>)["Supplier"]])).toEqual([
      ["3013579246", "2.00", "PCE", "527.37", "1"],
      ["5013579246", "2.00", "PCE", "20.00", "2"],
      ["5021233567", "8.00", "PCE", "2.50", "3"],
      ["4013579246", "1.00", "PCE", "50.00", "4"],
      ["6013579246", "3.00", "PCE", null, "5"],
      ["5099999999", "3.00", "PCE", null, "6"],
    ])
    expect(items[0]).toMatchObject({ EAN: "9045120047116", Kurztext: "Wandgehäuse Stahlblech, IP66", PriceBasis: "1.00", ItemChara: "normal" })
    expect(items[0]!["Langtext"]).toBe("B 600 × H 1200 × T 400 mm")
    expect(items[1]!["Langtext"]).toBe("verzinkt\nZubehör zu Position 1 (3013579246)")
    // Quoted on request: no price is made up, the software shows the note.
    expect(items[4]).toMatchObject({ Hinweis: "Preis auf Anfrage" })
    expect(items[4]).not.toHaveProperty("OfferPrice")
    expect(items[4]).not.toHaveProperty("NetPrice")
  })

  it("an empty project number writes no Kommission; an empty cart is a Warenkorb without lines", () => {
    const empty = read(idsCartXml([], { ...options, projectId: "" }))
    expect(empty.Order.OrderInfo).toEqual({ ModeOfShipment: "Lieferung", Cur: "EUR" })
    expect(empty.Order.OrderItem).toBeUndefined()
  })

  it("escapes what XML would read as markup, drops characters XML cannot hold and cuts Kurztext to 100 characters", () => {
    const nasty: Product = {
      ...product("X-1", 100, []),
      supplierArticleNumber: "A&B<1>",
      name: { de: `<Warenkorb> & "x" ]]> \u0001${"ä".repeat(120)}`, en: "x" },
    }
    const xmlOut = idsCartXml(handoverLines([view(nasty, 1)], "de"), options)
    const [item] = read(xmlOut).Order.OrderItem!
    expect(item!["ArtNo"]).toBe("A&B<1>")
    expect(item!["Kurztext"]).toBe(`<Warenkorb> & "x" ]]> ${"ä".repeat(120)}`.slice(0, 100))
    expect(xmlOut).not.toContain("\u0001")
  })

  it("every cart line appears once with its article number, amount, texts and catalogue price (property)", () => {
    const text = fc.string({ unit: "grapheme", maxLength: 60 })
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: text, price: fc.integer({ min: 0, max: 10_000_000 }), amount: fc.integer({ min: 1, max: 9999 }), accessories: fc.integer({ min: 0, max: 3 }) }), {
          maxLength: 8,
        }),
        (specs) => {
          const views = specs.map((s, i) => {
            const parts: Array<readonly [Accessory, number]> = Array.from({ length: s.accessories }, (_, j) => [
              { ...accessory(`A${i}-${j}`, s.price + j, "g"), name: { de: `${s.name}/${j}`, en: "x" } },
              j + 1,
            ])
            const p: Product = { ...product(`P${i}`, s.price, parts.map(([a]) => a.key)), name: { de: s.name, en: "x" } }
            return view(p, s.amount, parts)
          })
          const lines = handoverLines(views, "de")
          const items = read(idsCartXml(lines, options)).Order.OrderItem ?? []
          expect(items).toHaveLength(lines.length)
          lines.forEach((line, i) => {
            const item = items[i]!
            expect(item["ArtNo"]).toBe(line.supplierArticleNumber)
            expect(item["Qty"]).toBe(`${line.amount}.00`)
            // The parser trims, as most readers do; the text is otherwise what the catalogue holds.
            // oxlint-disable-next-line no-control-regex -- the characters XML cannot hold
            expect(item["Kurztext"] ?? "").toBe([...line.shortText.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, "")].slice(0, 100).join("").trim())
            expect(item["OfferPrice"]).toBe(`${Math.floor(line.listPrice! / 100)}.${String(line.listPrice! % 100).padStart(2, "0")}`)
          })
        },
      ),
      { numRuns: 100 },
    )
  })
})

/** A cart as a craftsman's software sends it, after the examples of the public descriptions. */
const sent = (items: string, info = "<OrderInfo><ModeOfShipment>Lieferung</ModeOfShipment><Cur>EUR</Cur><Kommission>Baustelle Lindenweg 12</Kommission></OrderInfo>") =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Warenkorb xmlns="${IDS_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <WarenkorbInfo><Date>2026-07-01</Date><Time>09:16:12</Time><Version>2.5</Version></WarenkorbInfo>
  <Order>${info}${items}</Order>
</Warenkorb>`
const item = (artNo: string, qty: string, extra = "") => `<OrderItem><ItemChara>normal</ItemChara><ArtNo>${artNo}</ArtNo><Qty>${qty}</Qty><QU>PCE</QU>${extra}</OrderItem>`

describe("a Warenkorb sent by the craftsman's software (WKS)", () => {
  it.effect("is read into cart lines: products with their accessories after them, unknown articles listed with the nearest numbers", () =>
    Effect.gen(function* () {
      const imported = yield* readIdsCart(
        sent(
          item("3013579246", "2.00", "<Kurztext>Wandgehäuse</Kurztext><OfferPrice>1.0000</OfferPrice><NetPrice>0.5000</NetPrice><PriceBasis>1.00</PriceBasis>") +
            item("5013579246", "2.00") +
            item("5021233567", "8.000") +
            item("3013579247", "1.00") +
            item("4013579246", "1"),
        ),
        index,
      )
      expect(quickOrderCartItems(imported.preview)).toEqual([
        { productId: "WS-0612-40", accessories: [{ id: "ACC-MP", amount: 1 }, { id: "ACC-KV", amount: 4 }], amount: 2 },
        { productId: "KV-0604", accessories: [], amount: 1 },
      ])
      const unknown = imported.preview.lines.find((l) => l.line === 4)!
      expect(unknown.status._tag).toBe("Unknown")
      expect(unknown.status._tag === "Unknown" && unknown.status.suggestions.map((s) => s.code)).toContain("3013579246")
      expect(imported.projectId).toBeUndefined() // longer than a project number's 15 characters
      expect(imported.version).toBe("2.5")
    }),
  )

  it.effect("takes the Kommission as the project number when it fits; finds a line by its EAN when it has no ArtNo", () =>
    Effect.gen(function* () {
      const imported = yield* readIdsCart(
        sent(
          `<OrderItem><EAN>9045120047123</EAN><Qty>3.00</Qty><QU>PCE</QU></OrderItem>`,
          "<OrderInfo><ModeOfShipment>Abholung</ModeOfShipment><Cur>EUR</Cur><Kommission>AW-7</Kommission></OrderInfo>",
        ),
        index,
      )
      expect(imported.projectId).toBe("AW-7")
      expect(quickOrderCartItems(imported.preview)).toEqual([{ productId: "KV-0604", accessories: [], amount: 3 }])
    }),
  )

  it.effect("refuses a quantity that is not whole pieces, and the accessory after it then belongs to no product", () =>
    Effect.gen(function* () {
      const imported = yield* readIdsCart(sent(item("3013579246", "1.50") + item("5013579246", "1.00")), index)
      const [first, second] = imported.preview.lines
      expect(first).toMatchObject({ code: "3013579246", amountText: "1.50", status: { _tag: "Refused", problem: "quickOrderAmountNotWhole" } })
      expect(first!.status._tag === "Refused" && first!.status.item?.model).toBe("Produkte")
      expect(second!.status).toMatchObject({ _tag: "Refused", problem: "quickOrderAccessoryWithoutProduct" })
      expect(imported.preview.positions).toEqual([])
    }),
  )

  it.effect("reads a cart without namespace, with CRLF, a byte-order mark and a prefix", () =>
    Effect.gen(function* () {
      const xml = `\uFEFF<?xml version="1.0"?>\r\n<ids:Warenkorb xmlns:ids="${IDS_NAMESPACE}"><ids:Order><ids:OrderItem><ids:ArtNo>4013579246</ids:ArtNo><ids:Qty>2</ids:Qty></ids:OrderItem></ids:Order></ids:Warenkorb>`
      const imported = yield* readIdsCart(xml, index)
      expect(quickOrderCartItems(imported.preview)).toEqual([{ productId: "KV-0604", accessories: [], amount: 2 }])
      const bare = yield* readIdsCart(`<Warenkorb><Order>${item("4013579246", "5.00")}</Order></Warenkorb>`, index)
      expect(quickOrderCartItems(bare.preview)).toEqual([{ productId: "KV-0604", accessories: [], amount: 5 }])
    }),
  )

  it("refuses what is not the standard's XML, naming why, and a DOCTYPE before reading anything", () => {
    const reasons = [
      "not xml at all",
      "<Warenkorb><Order><OrderItem><ArtNo>1</ArtNo></OrderItem></Order>",
      `<!DOCTYPE Warenkorb [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><Warenkorb><Order>${item("&b;", "1")}</Order></Warenkorb>`,
      `<Bestellung><Order>${item("4013579246", "1")}</Order></Bestellung>`,
      `<Warenkorb><Order>${item("4013579246", "1,5")}</Order></Warenkorb>`,
      `<Warenkorb><Order>${item("4013579246", "-1")}</Order></Warenkorb>`,
      `<Warenkorb><Order>${item("4013579246", "")}</Order></Warenkorb>`,
      `<Warenkorb><Order>${item("4013579246", "1").repeat(501)}</Order></Warenkorb>`,
      `<Warenkorb><Order>${item("4013579246", "1")}</Order></Warenkorb>`.padEnd(MAX_IDS_CART_BYTES + 1, " "),
    ].map((xml) => refusal(readIdsCart(xml, index)))
    for (const reason of reasons) expect(reason).toBeInstanceOf(HandoverRefused)
    expect(reasons.map((r) => r.reason)).toEqual(Array(reasons.length).fill("handoverCartInvalid"))
    expect(reasons[2]!.detail).toContain("DOCTYPE")
    expect(reasons[8]!.detail).toContain("larger")
  })

  it("never takes a price from the sent cart: any OfferPrice, NetPrice or PriceBasis leaves the lines as they are (property)", () => {
    const price = fc.oneof(fc.constant(""), fc.stringMatching(/^-?\d{1,12}(\.\d{1,4})?$/), fc.string({ maxLength: 20 }).map((s) => s.replace(/[<&]/g, "")))
    fc.assert(
      fc.property(price, price, price, (offer, net, basis) => {
        const plain = Effect.runSync(readIdsCart(sent(item("3013579246", "2") + item("5021233567", "4")), index))
        const priced = Effect.runSync(
          readIdsCart(
            sent(item("3013579246", "2", `<OfferPrice>${offer}</OfferPrice><NetPrice>${net}</NetPrice><PriceBasis>${basis}</PriceBasis>`) + item("5021233567", "4", `<NetPrice>${net}</NetPrice>`)),
            index,
          ),
        )
        expect(quickOrderCartItems(priced.preview)).toEqual(quickOrderCartItems(plain.preview))
        // What goes into the cart is a product and amounts: no price at all.
        expect(JSON.stringify(quickOrderCartItems(priced.preview))).not.toMatch(/price/i)
      }),
      { numRuns: 60 },
    )
  })

  it("a cart the shop handed back, sent back again, is the same cart (property)", () => {
    const productsArb = fc.uniqueArray(fc.stringMatching(/^[1-9]\d{9}$/), { minLength: 1, maxLength: 6 })
    fc.assert(
      fc.property(
        productsArb,
        fc.array(fc.tuple(fc.nat(20), fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 3 })), { minLength: 1, maxLength: 6 }),
        (numbers, picks) => {
          const catalogueProducts = numbers.map((n, i) => ({ ...product(`P${i}`, 1000 + i, ["AC1", "AC2"]), supplierArticleNumber: n, specification: { ...product("x", 1, []).specification, ean: "9000000000018", articleNumber: `P${i}` } }))
          const catalogueAccessories = [
            { ...accessory("AC1", 100, "g"), supplierArticleNumber: "7000000001" },
            { ...accessory("AC2", 200, "g"), supplierArticleNumber: "7000000002" },
          ]
          const codes = new SearchIndex(catalogueProducts, catalogueAccessories)
          // Distinct configurations, as the cart keeps them (the same product and accessories are one line).
          const seen = new Set<string>()
          const views = picks.flatMap(([p, amount, acc]) => {
            const chosen = catalogueProducts[p % catalogueProducts.length]!
            const parts: Array<readonly [Accessory, number]> = acc === 1 ? [] : acc === 2 ? [[catalogueAccessories[0]!, 2]] : [[catalogueAccessories[0]!, 1], [catalogueAccessories[1]!, 3]]
            const key = `${chosen.key}/${acc}`
            if (seen.has(key)) return []
            seen.add(key)
            return [view(chosen, amount, parts)]
          })
          const xml = idsCartXml(handoverLines(views, "en"), { ...options, onRequestNote: "" })
          const back = Effect.runSync(readIdsCart(xml, codes))
          expect(quickOrderCartItems(back.preview)).toEqual(
            views.map((v) => ({
              productId: v.product.key as ProductId,
              accessories: v.config.flatMap((g) => g.accessories.map((a) => ({ id: a.accessory.key as AccessoryId, amount: a.amount }))),
              amount: v.amount,
            })),
          )
          expect(back.projectId).toBe("AW-2")
        },
      ),
      { numRuns: 60 },
    )
  })
})

it("prices come from the catalogue objects of the cart view, never from elsewhere", () => {
  const cheap = { ...product("P", 100, []), listPrice: cents(123_45) }
  const [line] = handoverLines([view(cheap, 1)], "en")
  expect(line!.listPrice).toBe(12_345)
})

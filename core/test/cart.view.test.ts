import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import fc from "fast-check"
import type { AccessoryOption, ArticleGroup } from "../src/catalogue/articleGroup.ts"
import type { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import type { CartItem } from "../src/cart/model.ts"
import { buildCartView, groupConfig, toDto } from "../src/cart/view.ts"
import { InfrastructureError } from "../src/errors/errors.ts"
import { ArticleGroups } from "../src/ports/ArticleGroups.ts"
import { accessory, articleGroupsLayer, catalogueLayer, type LogEntry, product, recordLogs } from "./support/catalogue.ts"

const group = (key: string, option: AccessoryOption | null, maxAmount = 5): ArticleGroup => ({
  key,
  name: { de: `Gruppe ${key}`, en: `Group ${key}` },
  option: option === null ? null : { option, maxAmount },
})

const item = (id: string, productId: string, accessories: ReadonlyArray<readonly [string, number]>, amount = 1, uid?: string): CartItem => ({
  id,
  ...(uid === undefined ? {} : { uid }),
  productId: productId as ProductId,
  accessories: accessories.map(([a, n]) => ({ id: a as AccessoryId, amount: n })),
  amount,
})

const products = [
  product("P1", 10_000, ["A1", "A2", "A3", "A4", "A5", "A6", "AX"], { name2: { de: "B 600 mm", en: "   " } }),
  product("P2", 5_000, ["A2"]),
  product("P0", 0, ["A1"], { priceOnRequest: true }),
]
const accessories = [
  accessory("A1", 500, "plates"),
  accessory("A2", 150, "glands", { de: "Messing", en: "" }),
  accessory("A3", 2_000, "roof"),
  accessory("A4", 100, "loose"),
  accessory("A5", 700, "a-plates"),
  accessory("A6", 900, "paint"),
]
const groups = [
  group("plates", "backPanel"),
  group("a-plates", "backPanel"),
  group("glands", "cableEntry"),
  group("roof", "rainRoof"),
  group("empty", null),
  group("paint", "baseCoat", 0),
]

const testLayer = (requests: Array<ReadonlyArray<string>> = []) =>
  Layer.mergeAll(catalogueLayer(products, accessories), articleGroupsLayer(groups, requests))

describe("buildCartView", () => {
  it.effect("leaves out an accessory the product comes with (a share link or an old cookie asking for it), keeps the line and says so", () =>
    Effect.gen(function* () {
      const plated = { ...product("P9", 10_000, ["A2"]), includedAccessories: ["A1"] as never }
      const view = yield* buildCartView([item("1", "P9", [["A1", 1], ["A2", 2]], 2)]).pipe(
        Effect.provide(Layer.mergeAll(catalogueLayer([plated], accessories), articleGroupsLayer(groups))),
      )
      expect(view.removed).toEqual([])
      expect(view.items).toHaveLength(1)
      expect(view.items[0]!.config.flatMap((g) => g.accessories.map((a) => [a.accessory.key, a.amount]))).toEqual([["A2", 2]])
      // The plate is in the product's price: only the cable glands are added.
      expect(view.items[0]!.singleTotal).toBe(10_000 + 2 * 150)
      expect(view.included.map((c) => [c.item.id, c.accessoryId])).toEqual([["1", "A1"]])
      expect(view.included[0]!.reason).toMatch(/comes with product "P9"/)
    }),
  )

  it.effect("prices each item from the catalogue and groups its config in option order", () =>
    Effect.gen(function* () {
      const view = yield* buildCartView([item("1", "P1", [["A2", 2], ["A1", 1], ["A4", 1], ["A3", 1], ["A5", 3]], 3, "user-1")])
      expect(view.removed).toEqual([])
      const [line] = view.items
      expect(line!.id).toBe("1")
      expect(line!.uid).toBe("user-1")
      expect(line!.amount).toBe(3)
      expect(line!.product.key).toBe("P1")
      expect(line!.singleTotal).toBe(10_000 + 2 * 150 + 500 + 100 + 2_000 + 3 * 700)
      expect(line!.priceOnRequest).toBe(false)
      expect(line!.config.map((g) => [g.groupKey, g.option, g.accessories.map((a) => [a.accessory.key, a.amount])])).toEqual([
        ["a-plates", "backPanel", [["A5", 3]]],
        ["plates", "backPanel", [["A1", 1]]],
        ["roof", "rainRoof", [["A3", 1]]],
        ["glands", "cableEntry", [["A2", 2]]],
        ["loose", null, [["A4", 1]]],
      ])
      expect(line!.config[4]!.groupName).toEqual({ de: "loose", en: "loose" })
    }).pipe(Effect.provide(testLayer())),
  )

  it.effect("puts a product marked price on request on request even with priced accessories", () =>
    Effect.gen(function* () {
      const view = yield* buildCartView([item("6", "P0", [["A1", 2]])])
      expect(view.items.map((i) => [i.singleTotal, i.priceOnRequest])).toEqual([[1000, true]])
    }).pipe(Effect.provide(testLayer())),
  )

  it.effect("removes unknown products, unknown accessories and accessories not offered, and logs them", () => {
    const logs: Array<LogEntry> = []
    return Effect.gen(function* () {
      const view = yield* buildCartView([
        item("1", "P2", [["A2", 1]]),
        item("2", "PX", []),
        item("3", "P1", [["AZ", 1]]),
        item("4", "P1", [["AX", 1]]),
        item("5", "P2", [["A1", 1]]),
        item("6", "P1", []),
      ])
      expect(view.items.map((i) => i.id)).toEqual(["1", "6"])
      expect(view.removed.map((r) => [r.item.id, r.reason])).toEqual([
        ["2", 'Unknown product "PX"'],
        ["3", 'Accessory "AZ" is not offered for product "P1"'],
        ["4", 'Unknown accessory "AX"'],
        ["5", 'Accessory "A1" is not offered for product "P2"'],
      ])
      const warnings = logs.filter((l) => l.level === "Warn")
      expect(warnings).toHaveLength(4)
      expect(warnings.map((w) => JSON.stringify(w.message))).toEqual(
        ["2", "3", "4", "5"].map((id) => expect.stringContaining(`"itemId":"${id}"`)),
      )
    }).pipe(Effect.provide(Layer.mergeAll(testLayer(), recordLogs(logs))))
  })

  it.effect("asks the content system only for the groups of known accessories", () => {
    const requests: Array<ReadonlyArray<string>> = []
    return Effect.gen(function* () {
      yield* buildCartView([item("1", "P1", [["A1", 1], ["AX", 1], ["A2", 1]]), item("2", "P2", [["A2", 1]])])
      expect(requests.map((keys) => [...keys].sort())).toEqual([["glands", "plates"]])
      yield* buildCartView([item("3", "P1", [])])
      yield* buildCartView([])
      expect(requests).toHaveLength(1)
    }).pipe(Effect.provide(testLayer(requests)))
  })

  it.effect("caps an accessory over its article group's limit at the limit and keeps the line, as the configurator would allow it (cookie or share string)", () => {
    const logs: Array<LogEntry> = []
    return Effect.gen(function* () {
      const view = yield* buildCartView([
        item("1", "P1", [["A1", 5], ["A6", 1]]),
        item("2", "P1", [["A1", 6]]),
        item("3", "P1", [["A6", 9999]]),
        item("4", "P1", [["A6", 2]]),
        // Repeated ids count together, as when adding.
        item("5", "P1", [["A1", 3], ["A1", 3]]),
        // Not in any group: only the cart's own maximum applies.
        item("6", "P1", [["A4", 9999]]),
      ])
      expect(view.items.map((i) => i.id)).toEqual(["1", "2", "3", "4", "5", "6"])
      expect(view.removed).toEqual([])
      expect(view.capped.map((c) => [c.item.id, c.accessoryId, c.asked, c.maxAmount, c.reason])).toEqual([
        ["2", "A1", 6, 5, 'Accessory "A1" is limited to 5 per piece of product "P1"'],
        ["3", "A6", 9999, 1, 'Accessory "A6" is limited to 1 per piece of product "P1"'],
        ["4", "A6", 2, 1, 'Accessory "A6" is limited to 1 per piece of product "P1"'],
        ["5", "A1", 6, 5, 'Accessory "A1" is limited to 5 per piece of product "P1"'],
      ])
      // The line is priced with the capped amount.
      const amounts = (id: string) => view.items.find((i) => i.id === id)!.config.flatMap((g) => g.accessories.map((a) => [a.accessory.key, a.amount]))
      expect(amounts("2")).toEqual([["A1", 5]])
      expect(amounts("3")).toEqual([["A6", 1]])
      expect(amounts("5")).toEqual([["A1", 5]])
      expect(view.items.find((i) => i.id === "2")!.singleTotal).toBe(view.items.find((i) => i.id === "5")!.singleTotal)
      expect(logs.filter((l) => l.level === "Warn")).toHaveLength(1)
    }).pipe(Effect.provide(Layer.mergeAll(testLayer(), recordLogs(logs))))
  })

  it.effect("builds the cart without group names when the article groups cannot be read, and logs it", () => {
    const logs: Array<LogEntry> = []
    const down = Layer.succeed(ArticleGroups, {
      byKeys: () => Effect.fail(new InfrastructureError({ system: "storyblok", reason: "503 Service Unavailable" })),
    })
    return Effect.gen(function* () {
      // A6 over its limit stays: the limit is unknown, and a line removed here is gone from the cart for good.
      const view = yield* buildCartView([item("1", "P1", [["A2", 2], ["A1", 1], ["A6", 3]], 3), item("2", "P2", [["A2", 1]])])
      expect(view.removed).toEqual([])
      expect(view.items.map((i) => [i.id, i.singleTotal, i.priceOnRequest, i.amount])).toEqual([
        ["1", 10_000 + 300 + 500 + 2_700, false, 3],
        ["2", 5_000 + 150, false, 1],
      ])
      // The group key stands in for the name, as for a group the content system does not hold.
      expect(toDto(view.items[0]!, "de").config).toEqual([
        { group: "glands", option: null, accessories: [expect.objectContaining({ amount: 2 })] },
        { group: "paint", option: null, accessories: [expect.objectContaining({ amount: 3 })] },
        { group: "plates", option: null, accessories: [expect.objectContaining({ amount: 1 })] },
      ])
      const errors = logs.filter((l) => l.level === "Error")
      expect(errors).toHaveLength(1)
      expect(JSON.stringify(errors[0]!.message)).toContain("503 Service Unavailable")
    }).pipe(Effect.provide(Layer.mergeAll(catalogueLayer(products, accessories), down, recordLogs(logs))))
  })

  it("uses the catalogue's current prices", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 99 }),
        fc.boolean(),
        (productPrice, accessoryPrice, amount, accessoryOnRequest) => {
          const layer = Layer.mergeAll(
            catalogueLayer([product("P", productPrice, ["A"])], [accessory("A", accessoryOnRequest ? 0 : accessoryPrice, "g", undefined, accessoryOnRequest)]),
            articleGroupsLayer([]),
          )
          const view = Effect.runSync(buildCartView([item("1", "P", [["A", amount]], 7)]).pipe(Effect.provide(layer)))
          const total = productPrice + (accessoryOnRequest ? 0 : accessoryPrice * amount)
          expect(view.items[0]!.singleTotal).toBe(total)
          // A free accessory (0, not marked) never puts a priced line on request.
          expect(view.items[0]!.priceOnRequest).toBe(accessoryOnRequest || total === 0)
        },
      ),
    )
  })
})

describe("groupConfig", () => {
  it("orders groups by the §9 option order, unknown options last, then by key", () => {
    const map = new Map(groups.map((g) => [g.key, g]))
    const config = groupConfig(
      [
        { accessory: accessory("A", 1, "empty"), amount: 1 },
        { accessory: accessory("B", 1, "glands"), amount: 1 },
        { accessory: accessory("C", 1, "glands"), amount: 2 },
        { accessory: accessory("D", 1, "plates"), amount: 1 },
        { accessory: accessory("E", 1, "zzz"), amount: 1 },
      ],
      map,
    )
    expect(config.map((g) => [g.groupKey, g.accessories.map((a) => a.accessory.key)])).toEqual([
      ["plates", ["D"]],
      ["glands", ["B", "C"]],
      ["empty", ["A"]],
      ["zzz", ["E"]],
    ])
  })
})

describe("toDto", () => {
  it.effect("picks the language and turns empty second names into null", () =>
    Effect.gen(function* () {
      const view = yield* buildCartView([item("1", "P1", [["A2", 2], ["A1", 1]], 3)])
      const line = view.items[0]!
      expect(toDto(line, "de")).toEqual({
        id: "1",
        product: { key: "P1", name: "Gehäuse P1", name2: "B 600 mm", supplierArticleNumber: "S-P1", productAssetIdentifier: "asset-P1" },
        config: [
          {
            group: "Gruppe plates",
            option: "backPanel",
            accessories: [{ accessory: { key: "A1", name: "Zubehör A1", name2: null, supplierArticleNumber: "S-A1" }, amount: 1 }],
          },
          {
            group: "Gruppe glands",
            option: "cableEntry",
            accessories: [{ accessory: { key: "A2", name: "Zubehör A2", name2: "Messing", supplierArticleNumber: "S-A2" }, amount: 2 }],
          },
        ],
        priceOnRequest: false,
        singleTotal: 10_000 + 500 + 300,
        amount: 3,
      })
      const en = toDto(line, "en")
      expect(en.product.name).toBe("Enclosure P1")
      expect(en.product.name2).toBeNull()
      expect(en.config.map((g) => g.group)).toEqual(["Group plates", "Group glands"])
      expect(en.config[1]!.accessories[0]!.accessory).toEqual({ key: "A2", name: "Accessory A2", name2: null, supplierArticleNumber: "S-A2" })
    }).pipe(Effect.provide(testLayer())),
  )
})

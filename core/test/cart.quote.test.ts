import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import type { AccessoryId, ProductId } from "../src/catalogue/model.ts"
import { priceSharedCart } from "../src/cart/quote.ts"
import type { SharedCart } from "../src/cart/share.ts"
import { percent } from "../src/money/money.ts"
import { accessory, articleGroupsLayer, catalogueLayer, type LogEntry, product, recordLogs } from "./support/catalogue.ts"

const logs: Array<LogEntry> = []
const layer = Layer.mergeAll(
  catalogueLayer([product("P1", 10_000, ["A1"]), product("P0", 0, [])], [accessory("A1", 250, "plates")]),
  articleGroupsLayer([{ key: "plates", name: { de: "Platten", en: "Plates" }, option: { option: "backPanel", maxAmount: 5 } }]),
  recordLogs(logs),
)

const shared = (items: SharedCart["items"], discount = 0): SharedCart => ({ items, company: "", discount: percent(discount), projectId: "" })
const line = (productId: string, amount: number, accessories: ReadonlyArray<readonly [string, number]> = []) => ({
  productId: productId as ProductId,
  amount,
  accessories: accessories.map(([id, n]) => ({ id: id as AccessoryId, amount: n })),
})

describe("priceSharedCart", () => {
  it.effect("numbers the lines, prices them from the catalogue and applies the discount", () =>
    Effect.gen(function* () {
      const quote = yield* priceSharedCart(shared([line("P1", 2, [["A1", 2]]), line("P1", 1)], 1000), "en")
      expect(quote.items.map((i) => [i.id, i.singleTotal, i.amount])).toEqual([
        ["1", 10_500, 2],
        ["2", 10_000, 1],
      ])
      expect(quote.items[0]!.config[0]!.group).toBe("Plates")
      expect(quote.totals).toEqual({ _tag: "Priced", subtotal: 31_000, discount: 1000, discountAmount: 3_100, total: 27_900 })
    }).pipe(Effect.provide(layer)),
  )

  it.effect("leaves out lines whose view cannot be built and is on request for a product at 0", () =>
    Effect.gen(function* () {
      const quote = yield* priceSharedCart(shared([line("PX", 1), line("P0", 1), line("P1", 1, [["A9", 1]])]), "de")
      expect(quote.items.map((i) => i.id)).toEqual(["2"])
      expect(quote.view.removed.map((r) => r.item.id)).toEqual(["1", "3"])
      expect(quote.totals._tag).toBe("PriceOnRequest")
    }).pipe(Effect.provide(layer)),
  )
})

/** Cart views and a small catalogue for the hand-over tests (not a test file itself). */
import type { CartItemView } from "../../src/cart/model.ts"
import type { Accessory, Product } from "../../src/catalogue/model.ts"
import { cents } from "../../src/money/money.ts"
import { SearchIndex } from "../../src/search/SearchIndex.ts"
import { accessory, product } from "./catalogue.ts"

export const withCodes = (p: Product, supplierArticleNumber: string, ean: string): Product => ({
  ...p,
  supplierArticleNumber,
  specification: { ...p.specification, ean },
})

export const products: ReadonlyArray<Product> = [
  withCodes(
    product("WS-0612-40", 52_737, ["ACC-MP", "ACC-KV"], {
      name: { de: "Wandgehäuse Stahlblech, IP66", en: "Wall-mounted enclosure, sheet steel, IP66" },
      name2: { de: "B 600 × H 1200 × T 400 mm", en: "W 600 × H 1200 × D 400 mm" },
    }),
    "3013579246",
    "9045120047116",
  ),
  withCodes(product("KV-0604", 5_000, ["ACC-KV"]), "4013579246", "9045120047123"),
  withCodes(product("SO-1", 0, [], { priceOnRequest: true }), "6013579246", "9045120047130"),
]
export const accessories: ReadonlyArray<Accessory> = [
  { ...accessory("ACC-MP", 2_000, "plates", { de: "verzinkt", en: "galvanised" }), supplierArticleNumber: "5013579246" },
  { ...accessory("ACC-KV", 250, "glands"), supplierArticleNumber: "5021233567" },
  { ...accessory("ACC-PAINT", 0, "paint", undefined, true), supplierArticleNumber: "5099999999" },
]
export const index = new SearchIndex(products, accessories)

const byKey = (key: string): Product => products.find((p) => p.key === key)!
const accessoryByKey = (key: string): Accessory => accessories.find((a) => a.key === key)!

/** A priced cart line as the cart view builds it (prices from the catalogue objects given). */
export const view = (p: Product | string, amount: number, parts: ReadonlyArray<readonly [Accessory | string, number]> = []): CartItemView => {
  const item = typeof p === "string" ? byKey(p) : p
  const list = parts.map(([a, n]) => ({ accessory: typeof a === "string" ? accessoryByKey(a) : a, amount: n }))
  const total = (item.priceOnRequest ? 0 : item.listPrice) + list.reduce((sum, x) => sum + (x.accessory.priceOnRequest ? 0 : x.accessory.listPrice * x.amount), 0)
  return {
    id: `${item.key}-${amount}`,
    product: item,
    config: list.length === 0 ? [] : [{ groupKey: "g", groupName: { de: "G", en: "G" }, option: null, accessories: list }],
    singleTotal: cents(total),
    priceOnRequest: item.priceOnRequest || list.some((x) => x.accessory.priceOnRequest) || total === 0,
    amount,
    included: (item.includedAccessories ?? []).map(accessoryByKey),
  }
}

/**
 * The Catalogue contract against the test layer and the in-memory index (CatalogueMemory): on
 * the demo catalogue as loaded from data/catalogue, and on the demo products with more varied
 * areas of use and prices (the index keeps areas as bit masks and prices in a column of its own).
 */
import { Layer } from "effect"
import { type Accessory, Catalogue, cents, federalStates, type Product } from "@shop/core"
import { CatalogueIndex } from "@shop/adapters/catalogue/CatalogueIndex"
import * as CatalogueMemory from "@shop/adapters/catalogue/CatalogueMemory"
import { suite } from "./Catalogue.contract.ts"
import { demoCatalogue, demoCatalogueDir } from "./support/fixtures.ts"

const demo = { products: demoCatalogue.products, accessories: demoCatalogue.accessories }
suite("Catalogue.layerTest on the demo catalogue", Catalogue.layerTest(demo), demo)
suite("CatalogueMemory on data/catalogue", CatalogueMemory.layer(demoCatalogueDir), demo)

// Up to four federal states per product (some none: every state), every seventh on request, a few
// free (0, not on request), equal prices in runs of three.
const varied: { products: ReadonlyArray<Product>; accessories: ReadonlyArray<Accessory> } = {
  products: demoCatalogue.products.map((p, i) => ({
    ...p,
    areasOfUse: federalStates.filter((_, s) => ((i * 7 + s * 3) % 11) < i % 5),
    listPrice: cents(i % 7 === 0 || i % 11 === 5 ? 0 : 10_000 + Math.floor(i / 3) * 1_250),
    priceOnRequest: i % 7 === 0,
  })),
  accessories: demoCatalogue.accessories,
}
const report = { products: varied.products.length, accessories: varied.accessories.length, resources: 0, failed: 0, invalid: [] }
suite("Catalogue.layerTest on varied data", Catalogue.layerTest(varied), varied)
suite("CatalogueMemory on varied data", Layer.succeed(Catalogue, CatalogueMemory.fromIndex(new CatalogueIndex(varied.products, varied.accessories), report)), varied)

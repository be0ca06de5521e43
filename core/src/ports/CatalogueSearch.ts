/**
 * Search over the catalogue (issue 25): the index is built when the catalogue loads, in the
 * process that serves it, and answered from memory (`search/SearchIndex.ts`). `index` waits for
 * the build the first time; every later use has it at once.
 */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Accessory, Product } from "../catalogue/model.ts"
import { SearchIndex } from "../search/SearchIndex.ts"

export class CatalogueSearch extends Context.Service<
  CatalogueSearch,
  {
    readonly index: Effect.Effect<SearchIndex>
  }
>()("shop/search/CatalogueSearch") {
  /** An index over these items, built when the layer is. */
  static readonly layerTest = (data: { readonly products: ReadonlyArray<Product>; readonly accessories: ReadonlyArray<Accessory> }) =>
    Layer.sync(CatalogueSearch, () => {
      const index = new SearchIndex(data.products, data.accessories)
      return CatalogueSearch.of({ index: Effect.succeed(index) })
    })
}

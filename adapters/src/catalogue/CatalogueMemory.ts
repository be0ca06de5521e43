/** Catalogue and CatalogueSearch ports over the in-memory index, loaded once when the layer is built. */
import * as Effect from "effect/Effect"
import * as Context from "effect/Context"
import * as Layer from "effect/Layer"
import { CatalogueSearch } from "@shop/core/ports/CatalogueSearch"
import { SearchIndex } from "@shop/core/search/SearchIndex"
import { AccessoryNotFound, ProductNotFound } from "@shop/core/errors/errors"
import { Catalogue } from "@shop/core/ports/Catalogue"
import { CatalogueIndex } from "./CatalogueIndex.ts"
import { loadCatalogueIndex } from "./load.ts"
import { sourceFor } from "./source.ts"
import type { CatalogueLoadReport } from "@shop/core/catalogue/model"

export const fromIndex = (index: CatalogueIndex, report: CatalogueLoadReport) =>
  Catalogue.of({
    product: (id) => {
      const p = index.product(id)
      return p ? Effect.succeed(p) : Effect.fail(new ProductNotFound({ id }))
    },
    productBySlug: (slug) => {
      const p = index.productBySlug(slug)
      return p ? Effect.succeed(p) : Effect.fail(new ProductNotFound({ id: slug }))
    },
    accessory: (id) => {
      const a = index.accessory(id)
      return a ? Effect.succeed(a) : Effect.fail(new AccessoryNotFound({ id }))
    },
    lookup: (model, key) => {
      if (model === "Produkte") {
        const p = index.product(key)
        return p ? Effect.succeed(p) : Effect.fail(new ProductNotFound({ id: key }))
      }
      const a = index.accessory(key)
      return a ? Effect.succeed(a) : Effect.fail(new AccessoryNotFound({ id: key }))
    },
    query: (query) => Effect.sync(() => index.query(query)),
    report: Effect.succeed(report),
    facets: Effect.succeed(index.facets),
  })

/**
 * Loads from a folder or base URL (`CATALOGUE_SOURCE`); fails only when project.json is unusable.
 * With a matching manifest, items are decoded on first use (see load.ts).
 */
export const layer = (location: string) =>
  Layer.effectContext(
    Effect.gen(function* () {
      // An item found invalid on first use is logged through this layer's logger, then left out.
      const context = yield* Effect.context<never>()
      const log = Effect.runForkWith(context)
      const loaded = yield* loadCatalogueIndex(sourceFor(location), (model, key, reason) => {
        log(Effect.logWarning("catalogue item invalid on first use: left out", { model, key, reason }))
      })
      if (loaded.report.failed > 0) {
        yield* Effect.logWarning("catalogue loaded with invalid resources", { failed: loaded.report.failed })
      }
      // Built on first use: the CLI's exports never search; the web asks for it as it starts.
      const search = yield* Effect.cached(Effect.sync(() => new SearchIndex(loaded.index.searchCatalogue)))
      return Context.make(Catalogue, fromIndex(loaded.index, loaded.report)).pipe(Context.add(CatalogueSearch, CatalogueSearch.of({ index: search })))
    }),
  )

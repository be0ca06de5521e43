/** Catalogue port over the in-memory index, loaded once when the layer is built. */
import { Effect, Layer } from "effect"
import { AccessoryNotFound, Catalogue, ProductNotFound } from "@shop/core"
import { CatalogueIndex } from "./CatalogueIndex.ts"
import { loadCatalogue } from "./load.ts"
import { sourceFor } from "./source.ts"
import type { CatalogueLoadReport } from "@shop/core"

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

/** Loads from a folder or base URL (`CATALOGUE_SOURCE`); fails only when project.json is unusable. */
export const layer = (location: string) =>
  Layer.effect(
    Catalogue,
    Effect.gen(function* () {
      const loaded = yield* loadCatalogue(sourceFor(location))
      if (loaded.report.failed > 0) {
        yield* Effect.logWarning("catalogue loaded with invalid resources", { failed: loaded.report.failed })
      }
      return fromIndex(new CatalogueIndex(loaded.products, loaded.accessories), loaded.report)
    }),
  )

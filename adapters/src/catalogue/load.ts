/**
 * Loads the catalogue in its delivery shape: `project.json` names the models and the resource
 * files; each resource holds `{ model, items: { <item key>: item } }`. Every resource and item is
 * decoded with Schema. A resource that cannot be fetched or parsed is recorded as invalid and
 * counted (spec §8) while the rest loads; an invalid item is skipped with a data-quality log line.
 */
import { Effect, Schema } from "effect"
import {
  type Accessory,
  AccessoryFile,
  type CatalogueLoadReport,
  centsFromEuro,
  type InvalidResource,
  ModelKey,
  type Product,
  ProductFile,
} from "@shop/core"
import type { CatalogueSource } from "./source.ts"

export const ProjectConfig = Schema.Struct({
  project: Schema.String,
  version: Schema.String,
  languages: Schema.Array(Schema.String),
  models: Schema.Array(Schema.Struct({ key: ModelKey, file: Schema.String })),
  resources: Schema.Array(Schema.Struct({ model: ModelKey, file: Schema.String })),
})
export type ProjectConfig = typeof ProjectConfig.Type

const ResourceFile = Schema.Struct({
  model: ModelKey,
  items: Schema.Record(Schema.String, Schema.Unknown),
})

const decodeProject = Schema.decodeUnknownEffect(Schema.fromJsonString(ProjectConfig))
const decodeResource = Schema.decodeUnknownEffect(Schema.fromJsonString(ResourceFile))
const decodeProduct = Schema.decodeUnknownResult(ProductFile)
const decodeAccessory = Schema.decodeUnknownResult(AccessoryFile)

export class CatalogueUnavailable extends Schema.TaggedError<CatalogueUnavailable>()("CatalogueUnavailable", {
  source: Schema.String,
  reason: Schema.String,
}) {
  override get message() {
    return `catalogue at ${this.source} cannot be loaded: ${this.reason}`
  }
}

export interface LoadedCatalogue {
  readonly products: ReadonlyArray<Product>
  readonly accessories: ReadonlyArray<Accessory>
  readonly report: CatalogueLoadReport
}

/** Resources are fetched a few at a time: enough to hide latency, gentle on a CDN. */
const FETCH_CONCURRENCY = 8

export const loadCatalogue = Effect.fn("Catalogue.load")(function* (source: CatalogueSource) {
  const project = yield* source.read("project.json").pipe(
    Effect.flatMap(decodeProject),
    Effect.mapError((error) => new CatalogueUnavailable({ source: source.describe, reason: error.message.startsWith("project.json") ? error.message : `project.json: ${error.message}` })),
  )
  const products: Array<Product> = []
  const accessories: Array<Accessory> = []
  const invalid: Array<InvalidResource> = []
  const seenProducts = new Set<string>()
  const seenAccessories = new Set<string>()

  const resources = yield* Effect.forEach(
    project.resources,
    (resource) =>
      source.read(resource.file).pipe(
        Effect.flatMap(decodeResource),
        Effect.flatMap((file) =>
          file.model === resource.model
            ? Effect.succeed(file)
            : Effect.fail(new Error(`holds model ${file.model}, project.json says ${resource.model}`)),
        ),
        Effect.result,
        Effect.map((result) => ({ resource, result })),
      ),
    { concurrency: FETCH_CONCURRENCY },
  )

  let skippedItems = 0
  for (const { resource, result } of resources) {
    if (result._tag === "Failure") {
      invalid.push({ file: resource.file, reason: result.failure.message })
      yield* Effect.logWarning("catalogue resource invalid", { file: resource.file, reason: result.failure.message })
      continue
    }
    for (const [key, raw] of Object.entries(result.success.items)) {
      const decoded = resource.model === "Produkte" ? decodeProduct(raw) : decodeAccessory(raw)
      if (decoded._tag === "Failure" || decoded.success.key !== key) {
        skippedItems++
        const reason = decoded._tag === "Failure" ? decoded.failure.message : `item key ${key} differs from its key field`
        yield* Effect.logDebug("catalogue item skipped", { file: resource.file, key, reason })
        continue
      }
      const item = decoded.success
      if (resource.model === "Produkte") {
        if (seenProducts.has(item.key)) continue
        seenProducts.add(item.key)
        products.push({ ...(item as ProductFile), listPrice: centsFromEuro(item.listPrice), priceOnRequest: item.priceOnRequest === true })
      } else {
        if (seenAccessories.has(item.key)) continue
        seenAccessories.add(item.key)
        accessories.push({ ...(item as AccessoryFile), listPrice: centsFromEuro(item.listPrice), priceOnRequest: item.priceOnRequest === true })
      }
    }
  }
  if (skippedItems > 0) yield* Effect.logWarning("catalogue items skipped (data quality)", { count: skippedItems })
  const report: CatalogueLoadReport = {
    products: products.length,
    accessories: accessories.length,
    resources: project.resources.length,
    failed: invalid.length,
    invalid,
  }
  return { products, accessories, report } satisfies LoadedCatalogue
})

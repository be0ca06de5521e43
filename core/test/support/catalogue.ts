/** Plain in-memory Catalogue and ArticleGroups layers, plus a log recorder, for core tests. */
import { Effect, Layer, Logger, type LogLevel } from "effect"
import type { ArticleGroup } from "../../src/catalogue/articleGroup.ts"
import { catalogueFacets, facetCounts } from "../../src/catalogue/facets.ts"
import type { Accessory, AccessoryId, Product, ProductId } from "../../src/catalogue/model.ts"
import { AccessoryNotFound, ProductNotFound } from "../../src/errors/errors.ts"
import type { LocalizedText } from "../../src/i18n/language.ts"
import { cents } from "../../src/money/money.ts"
import { ArticleGroups } from "../../src/ports/ArticleGroups.ts"
import { Catalogue } from "../../src/ports/Catalogue.ts"

export const product = (
  key: string,
  listPrice: number,
  accessories: ReadonlyArray<string>,
  names: { name?: LocalizedText; name2?: LocalizedText; priceOnRequest?: boolean } = {},
): Product => ({
  key: key as ProductId,
  supplierArticleNumber: `S-${key}`,
  family: "wall-steel",
  name: names.name ?? { de: `Gehäuse ${key}`, en: `Enclosure ${key}` },
  ...(names.name2 === undefined ? {} : { name2: names.name2 }),
  description: { de: "", en: "" },
  slug: key.toLowerCase(),
  productAssetIdentifier: `asset-${key}`,
  listPrice: cents(listPrice),
  priceOnRequest: names.priceOnRequest ?? false,
  width: 600,
  height: 400,
  depth: 200,
  material: "steel",
  protectionType: "IP66",
  areasOfUse: [],
  doorCount: 1,
  specification: {
    articleNumber: key,
    maxProtectionType: "IP66",
    ralColour: "RAL 7035",
    meterPositions: 0,
    ean: "9000000000018",
    tariffNumber: "8538 10 00",
    countryOfOrigin: "AT",
    ikCode: "IK10",
    unit: "Stk",
    netWeight: 10,
    technicalDocumentationUrl: "https://docs.example/",
  },
  accessories: accessories.map((id) => id as AccessoryId),
  amperageVariants: [],
  assets: [],
})

export const accessory = (key: string, listPrice: number, group: string, name2?: LocalizedText, priceOnRequest = false): Accessory => ({
  key: key as AccessoryId,
  supplierArticleNumber: `S-${key}`,
  name: { de: `Zubehör ${key}`, en: `Accessory ${key}` },
  ...(name2 === undefined ? {} : { name2 }),
  slug: key.toLowerCase(),
  productAssetIdentifier: `asset-${key}`,
  listPrice: cents(listPrice),
  priceOnRequest,
  artikelGruppe: { key: group },
})

export const catalogueLayer = (products: ReadonlyArray<Product>, accessories: ReadonlyArray<Accessory>) => {
  const byKey = new Map(products.map((p) => [p.key as string, p]))
  const accessoryByKey = new Map(accessories.map((a) => [a.key as string, a]))
  const productOf = (id: string) => {
    const found = byKey.get(id)
    return found ? Effect.succeed(found) : Effect.fail(new ProductNotFound({ id }))
  }
  const accessoryOf = (id: string) => {
    const found = accessoryByKey.get(id)
    return found ? Effect.succeed(found) : Effect.fail(new AccessoryNotFound({ id }))
  }
  return Layer.succeed(Catalogue, {
    product: productOf,
    productBySlug: (slug) => {
      const found = products.find((p) => p.slug === slug)
      return found ? Effect.succeed(found) : Effect.fail(new ProductNotFound({ id: slug }))
    },
    accessory: accessoryOf,
    lookup: (model, key) => (model === "Produkte" ? productOf(key) : accessoryOf(key)),
    // Every product, whatever the filter: the counts are those of no filter.
    query: (query) => Effect.succeed({ items: products.slice(0, query.limit), total: products.length, counts: facetCounts(products, {}), madeForState: 0, nearest: [] }),
    report: Effect.succeed({ products: products.length, accessories: accessories.length, resources: 0, failed: 0, invalid: [] }),
    facets: Effect.sync(() => catalogueFacets(products)),
  })
}

/** Article groups by key; `requests` records every key list asked for. */
export const articleGroupsLayer = (groups: ReadonlyArray<ArticleGroup>, requests: Array<ReadonlyArray<string>> = []) =>
  Layer.succeed(ArticleGroups, {
    byKeys: (keys) =>
      Effect.sync(() => {
        requests.push([...keys])
        return new Map(groups.filter((g) => keys.includes(g.key)).map((g) => [g.key, g]))
      }),
  })

export interface LogEntry {
  readonly level: LogLevel.LogLevel
  readonly message: unknown
}

/** A logger layer that records every log line into `entries` (and prints nothing). */
export const recordLogs = (entries: Array<LogEntry>) =>
  Logger.layer([Logger.make(({ logLevel, message }) => void entries.push({ level: logLevel, message }))])

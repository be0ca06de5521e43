/** The product catalogue, loaded once per process and queried in memory (spec §7 catalogue data). */
import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { AccessoryNotFound, ProductNotFound } from "../errors/errors.ts"
import {
  type Accessory,
  type CatalogueLoadReport,
  type CataloguePage,
  type CatalogueQuery,
  madeFor,
  materials,
  type ModelKey,
  NEAREST_SIZES,
  type Product,
  protectionTypes,
  type SortKey,
} from "../catalogue/model.ts"
import type { Language } from "../i18n/language.ts"
import { type CatalogueFacets, catalogueFacets, facetCounts, matchesFilter, nearestSizes, stateFirst } from "../catalogue/facets.ts"

export class Catalogue extends Context.Service<
  Catalogue,
  {
    /** A product by its item key (model `Produkte`). */
    readonly product: (id: string) => Effect.Effect<Product, ProductNotFound>
    /** A product by the slug in its URL. */
    readonly productBySlug: (slug: string) => Effect.Effect<Product, ProductNotFound>
    /** An accessory by its item key (model `Artikel`). */
    readonly accessory: (id: string) => Effect.Effect<Accessory, AccessoryNotFound>
    /** Lookup by model key and item key, as the spec's product query does. */
    readonly lookup: (model: ModelKey, key: string) => Effect.Effect<Product | Accessory, ProductNotFound | AccessoryNotFound>
    /**
     * Filtered, sorted first `limit` results (with a state filter, the products built for the
     * chosen states first), the total, the facet counts of the filter and, for an empty result,
     * the nearest sizes.
     */
    readonly query: (query: CatalogueQuery) => Effect.Effect<CataloguePage>
    /** What loading found: counts and the resources that failed. */
    readonly report: Effect.Effect<CatalogueLoadReport>
    /** Spans of the sizes and the net weight, and the meter-position counts, over all products (the filter form's choices). */
    readonly facets: Effect.Effect<CatalogueFacets>
  }
>()("shop/catalogue/Catalogue") {
  /**
   * These products and accessories, queried the plain way (filter, then sort): a filter matches
   * when every given criterion does (ranges inclusive, lists "any of", empty lists ignored); ties
   * and `relevance` keep catalogue order; price on request sorts last in both price orders; with
   * a state filter, the products built for a chosen state come first. Counts and nearest sizes
   * are the plain rules of `catalogue/facets.ts`.
   */
  static readonly layerTest = (data: { readonly products: ReadonlyArray<Product>; readonly accessories: ReadonlyArray<Accessory> }) => {
    const products = new Map(data.products.map((p) => [p.key as string, p]))
    const slugs = new Map(data.products.map((p) => [p.slug, p]))
    const accessories = new Map(data.accessories.map((a) => [a.key as string, a]))
    const position = new Map(data.products.map((p, i) => [p.key as string, i]))
    const product = (id: string) => {
      const found = products.get(id)
      return found === undefined ? Effect.fail(new ProductNotFound({ id })) : Effect.succeed(found)
    }
    const accessory = (id: string) => {
      const found = accessories.get(id)
      return found === undefined ? Effect.fail(new AccessoryNotFound({ id })) : Effect.succeed(found)
    }
    return Layer.succeed(
      Catalogue,
      Catalogue.of({
        product,
        productBySlug: (slug) => {
          const found = slugs.get(slug)
          return found === undefined ? Effect.fail(new ProductNotFound({ id: slug })) : Effect.succeed(found)
        },
        accessory,
        lookup: (model, key) => (model === "Produkte" ? product(key) : accessory(key)),
        query: (query) =>
          Effect.sync(() => {
            const tie = (a: Product, b: Product) => position.get(a.key)! - position.get(b.key)!
            const sorted = data.products.filter((p) => matchesFilter(p, query.filter)).sort((a, b) => compareBy(query.sort, query.language)(a, b) || tie(a, b))
            const matches = stateFirst(sorted, query.filter)
            const states = query.filter.areaOfUse ?? []
            return {
              items: matches.slice(0, Math.max(0, query.limit)),
              total: matches.length,
              counts: facetCounts(data.products, query.filter),
              madeForState: states.length === 0 ? 0 : matches.filter((p) => madeFor(p, states)).length,
              nearest: matches.length === 0 ? nearestSizes(data.products, query.filter, NEAREST_SIZES) : [],
            }
          }),
        report: Effect.succeed({ products: data.products.length, accessories: data.accessories.length, resources: 0, failed: 0, invalid: [] }),
        facets: Effect.sync(() => catalogueFacets(data.products)),
      }),
    )
  }
}

/** Orders two products by `sort`; 0 leaves them in catalogue order. */
const compareBy = (sort: SortKey, language: Language): ((a: Product, b: Product) => number) => {
  const onRequestLast = (p: Product, priced: (cents: number) => number) => (p.priceOnRequest ? Infinity : priced(p.listPrice))
  switch (sort) {
    case "relevance":
      return () => 0
    case "price-asc":
      return (a, b) => Math.sign(onRequestLast(a, (c) => c) - onRequestLast(b, (c) => c)) || 0
    case "price-desc":
      return (a, b) => Math.sign(onRequestLast(a, (c) => -c) - onRequestLast(b, (c) => -c)) || 0
    case "name-asc": {
      const collator = new Intl.Collator(language === "de" ? "de-AT" : "en-GB", { numeric: true, sensitivity: "base" })
      return (a, b) => collator.compare(a.name[language], b.name[language])
    }
    case "article-asc": {
      // As a buyer reads a list of article numbers: "WS 600.800" before "WS 1000.800".
      const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" })
      return (a, b) => collator.compare(a.specification.articleNumber, b.specification.articleNumber)
    }
    case "width-asc":
      return (a, b) => a.width - b.width
    case "height-asc":
      return (a, b) => a.height - b.height
    case "protection-asc":
      return (a, b) => protectionTypes.indexOf(a.protectionType) - protectionTypes.indexOf(b.protectionType)
    case "material-asc":
      return (a, b) => materials.indexOf(a.material) - materials.indexOf(b.material)
    case "meters-asc":
      return (a, b) => a.specification.meterPositions - b.specification.meterPositions
    case "weight-asc":
      return (a, b) => a.specification.netWeight - b.specification.netWeight
  }
}

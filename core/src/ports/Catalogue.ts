/** The product catalogue, loaded once per process and queried in memory (spec §7 catalogue data). */
import { Context, type Effect } from "effect"
import type { ProductNotFound, AccessoryNotFound } from "../errors/errors.ts"
import type {
  Accessory,
  CatalogueLoadReport,
  CataloguePage,
  CatalogueQuery,
  ModelKey,
  Product,
} from "../catalogue/model.ts"

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
    /** Filtered, sorted first `limit` results and the total count. */
    readonly query: (query: CatalogueQuery) => Effect.Effect<CataloguePage>
    /** What loading found: counts and the resources that failed. */
    readonly report: Effect.Effect<CatalogueLoadReport>
  }
>()("shop/catalogue/Catalogue") {}

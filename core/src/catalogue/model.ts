/**
 * The catalogue as the shop sees it after loading: products (model `Produkte`), accessories
 * (model `Artikel`) and the filters and sort orders of the catalogue list (spec §3).
 * Raw files are decoded with these schemas at the adapter's edge; prices become integer cents.
 */
import * as Schema from "effect/Schema"
import type { Cents } from "../money/money.ts"
import { LocalizedText } from "../i18n/schema.ts"

export const ProductId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/)), Schema.brand("ProductId"))
export type ProductId = typeof ProductId.Type
export const AccessoryId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/)), Schema.brand("AccessoryId"))
export type AccessoryId = typeof AccessoryId.Type

export const modelKeys = ["Produkte", "Artikel"] as const
export const ModelKey = Schema.Literals(modelKeys)
export type ModelKey = typeof ModelKey.Type

export const materials = ["steel", "stainless-steel", "polyester", "aluminium"] as const
export const Material = Schema.Literals(materials)
export type Material = typeof Material.Type

export const protectionTypes = ["IP30", "IP40", "IP43", "IP44", "IP54", "IP55", "IP65", "IP66", "IP67"] as const
export const ProtectionType = Schema.Literals(protectionTypes)
export type ProtectionType = typeof ProtectionType.Type

/** Area of use: the nine Austrian federal states (meter cabinets follow each grid operator's rules). */
export const federalStates = [
  "burgenland",
  "carinthia",
  "lower-austria",
  "upper-austria",
  "salzburg",
  "styria",
  "tyrol",
  "vorarlberg",
  "vienna",
] as const
export const FederalState = Schema.Literals(federalStates)
export type FederalState = typeof FederalState.Type

export const productFamilies = [
  "wall-steel",
  "wall-stainless",
  "wall-polyester",
  "floor-standing",
  "outdoor",
  "meter-cabinet",
  "distribution-board",
] as const
export const ProductFamily = Schema.Literals(productFamilies)
export type ProductFamily = typeof ProductFamily.Type

export const assetTypes = ["cad-drawing", "cad-pdf", "eplan", "step", "datasheet", "image"] as const
export const AssetType = Schema.Literals(assetTypes)
export type AssetType = typeof AssetType.Type
/**
 * File extension of each asset type in the storage bucket (spec §7: dwg, pdf, eplan, stp, png).
 * The shop makes its CAD drawings as DXF, the open exchange format of the same drawing that every
 * program reading DWG opens (no kept library writes DWG), and names them so; a file store may still
 * hold `.dwg` files, as the catalogue's file name decides the extension.
 */
export const assetExtension: Record<AssetType, string> = {
  "cad-drawing": "dxf",
  "cad-pdf": "pdf",
  eplan: "eplan",
  step: "stp",
  datasheet: "pdf",
  image: "png",
}

export const Asset = Schema.Struct({ type: AssetType, file: Schema.String })
export type Asset = typeof Asset.Type

const Millimetres = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 5000 })))
const NonNegative = Schema.Finite.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/** EAN-13 with a valid check digit. */
export const Ean13 = Schema.String.pipe(
  Schema.check(
    Schema.makeFilter((s: string) => isValidEan13(s) || "expected an EAN-13 with a valid check digit"),
  ),
)

export const ean13CheckDigit = (first12: string): number => {
  let sum = 0
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3)
  return (10 - (sum % 10)) % 10
}
export const isValidEan13 = (s: string): boolean => /^\d{13}$/.test(s) && ean13CheckDigit(s.slice(0, 12)) === Number(s[12])

export const Specification = Schema.Struct({
  articleNumber: Schema.String,
  maxProtectionType: ProtectionType,
  ralColour: Schema.String,
  meterPositions: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 12 }))),
  ean: Ean13,
  tariffNumber: Schema.String,
  countryOfOrigin: Schema.String,
  ikCode: Schema.String,
  unit: Schema.String,
  /** kg */
  netWeight: NonNegative,
  technicalDocumentationUrl: Schema.String,
})
export type Specification = typeof Specification.Type

/**
 * Price on request is its own fact, not a price: `priceOnRequest: true` says that the list price
 * is quoted on request (the custom sizes, paint to a colour sample), and such an item's
 * `listPrice` must be 0. Without it, `listPrice` is the price, and 0 means free of charge.
 */
const priceOnRequestMatchesPrice = Schema.makeFilter(
  (item: { readonly listPrice: number; readonly priceOnRequest?: boolean }) =>
    item.priceOnRequest !== true || item.listPrice === 0 || "an item with priceOnRequest has listPrice 0",
)

/**
 * A part is either delivered with the product or sold for it, never both (issue 28: a description
 * said "with galvanised mounting plate" while the configurator sold that plate): the catalogue
 * says so once, in `includedAccessories`, and the product page, the configurator and the cart
 * read it from there.
 */
const includedIsNotOffered = Schema.makeFilter((item: { readonly accessories: ReadonlyArray<string>; readonly includedAccessories?: ReadonlyArray<string> }) => {
  const offered = new Set(item.accessories)
  const both = (item.includedAccessories ?? []).filter((key) => offered.has(key))
  return both.length === 0 || `an accessory is either included or offered, not both: ${both.join(", ")}`
})

/** Rated current in ampere (meter cabinets). */
export const Amperes = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 1, maximum: 6300 })))

/** A product as written in a `Produkte` resource file. */
export const ProductFile = Schema.Struct({
  key: ProductId,
  supplierArticleNumber: Schema.String,
  family: ProductFamily,
  name: LocalizedText,
  name2: Schema.optionalKey(LocalizedText),
  description: LocalizedText,
  slug: Schema.String.pipe(Schema.check(Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))),
  productAssetIdentifier: Schema.String,
  /** EUR; 0 is free of charge unless `priceOnRequest` is set. */
  listPrice: NonNegative,
  /** The price is quoted on request (then `listPrice` is 0). Absent: false. */
  priceOnRequest: Schema.optionalKey(Schema.Boolean),
  width: Millimetres,
  height: Millimetres,
  depth: Millimetres,
  material: Material,
  /**
   * The protection type as delivered: what the catalogue's protection filter matches and the
   * product page shows as "protection type"; `specification.maxProtectionType` is what extra
   * seals reach, shown as such.
   */
  protectionType: ProtectionType,
  /** The federal states whose rules the product is built to; empty: usable in every state. */
  areasOfUse: Schema.Array(FederalState),
  doorCount: Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 4 }))),
  specification: Specification,
  /** Accessories offered in the configurator; grouped by their article group's option. */
  accessories: Schema.Array(AccessoryId),
  /**
   * Accessories delivered with the product, in its price (its mounting plate): shown as included,
   * never offered (not in `accessories`); the description does not repeat them. Absent: none.
   */
  includedAccessories: Schema.optionalKey(Schema.Array(AccessoryId)),
  /** Rated current (meter cabinets); each amperage variant has its own. */
  ratedCurrent: Schema.optionalKey(Amperes),
  /** The same cabinet for other rated currents (meter cabinets). */
  amperageVariants: Schema.Array(ProductId),
  assets: Schema.Array(Asset),
}).pipe(Schema.check(priceOnRequestMatchesPrice), Schema.check(includedIsNotOffered))
export type ProductFile = typeof ProductFile.Type

/** An accessory as written in an `Artikel` resource file. */
export const AccessoryFile = Schema.Struct({
  key: AccessoryId,
  supplierArticleNumber: Schema.String,
  name: LocalizedText,
  name2: Schema.optionalKey(LocalizedText),
  slug: Schema.String,
  productAssetIdentifier: Schema.String,
  /** EUR; 0 is free of charge unless `priceOnRequest` is set. */
  listPrice: NonNegative,
  /** The price is quoted on request (then `listPrice` is 0). Absent: false. */
  priceOnRequest: Schema.optionalKey(Schema.Boolean),
  artikelGruppe: Schema.Struct({ key: Schema.String }),
}).pipe(Schema.check(priceOnRequestMatchesPrice))
export type AccessoryFile = typeof AccessoryFile.Type

/** Decoded product: prices in cents, price on request always stated. */
export interface Product extends Omit<ProductFile, "listPrice" | "priceOnRequest"> {
  readonly listPrice: Cents
  /** The price is quoted on request; `listPrice` is then 0 and means nothing. */
  readonly priceOnRequest: boolean
}
export interface Accessory extends Omit<AccessoryFile, "listPrice" | "priceOnRequest"> {
  /** 0 is free of charge unless `priceOnRequest`. */
  readonly listPrice: Cents
  readonly priceOnRequest: boolean
}

/** Whether a product may be used in a federal state: built to its rules, or to no state's (every state). */
export const usableIn = (product: Pick<Product, "areasOfUse">, state: FederalState): boolean =>
  product.areasOfUse.length === 0 || product.areasOfUse.includes(state)

/** Whether a product is built to the rules of one of these states (not merely usable in every state). */
export const madeFor = (product: Pick<Product, "areasOfUse">, states: ReadonlyArray<FederalState>): boolean =>
  product.areasOfUse.some((state) => states.includes(state))

/** Closed range in the filter's unit; either end may be open. */
export const Range = Schema.Struct({
  min: Schema.optionalKey(Schema.Finite),
  max: Schema.optionalKey(Schema.Finite),
})
export type Range = typeof Range.Type

/**
 * The list's orders. The last four are the catalogue table's columns (protection type and material
 * in the order of their lists above: IP30 up, steel first); ties keep catalogue order.
 */
export const sortKeys = ["relevance", "price-asc", "price-desc", "name-asc", "article-asc", "width-asc", "height-asc", "protection-asc", "material-asc", "meters-asc", "weight-asc"] as const
export const SortKey = Schema.Literals(sortKeys)
export type SortKey = typeof SortKey.Type

/** Load-more pagination: 24 cards fill 2, 3 and 4 column grids evenly. */
export const CATALOGUE_PAGE_SIZE = 24
/**
 * The most cards one catalogue page lists (ten pages): it bounds the page's HTML, its render on the
 * server and the browser's DOM. Past it, load more ends and the page asks to narrow the filters.
 */
export const CATALOGUE_MAX_LIMIT = 240

export const CatalogueFilter = Schema.Struct({
  width: Schema.optionalKey(Range),
  height: Schema.optionalKey(Range),
  depth: Schema.optionalKey(Range),
  netWeight: Schema.optionalKey(Range),
  material: Schema.optionalKey(Schema.Array(Material)),
  protectionType: Schema.optionalKey(Schema.Array(ProtectionType)),
  areaOfUse: Schema.optionalKey(Schema.Array(FederalState)),
  meterPositions: Schema.optionalKey(Schema.Array(Schema.Int)),
  family: Schema.optionalKey(Schema.Array(ProductFamily)),
  /**
   * With `areaOfUse`: only the products built for one of those states, not the ones usable in
   * every state (the catalogue's "only for this state" switch). Ignored without `areaOfUse`.
   */
  areaOnly: Schema.optionalKey(Schema.Boolean),
})
export type CatalogueFilter = typeof CatalogueFilter.Type

/**
 * The filter's groups, one per criterion of `CatalogueFilter` (`areaOnly` belongs to
 * `areaOfUse`). A product matches when it passes every group; the facet counts of a group are
 * taken over the products that pass every other group.
 */
export const filterGroups = ["family", "width", "height", "depth", "netWeight", "material", "protectionType", "areaOfUse", "meterPositions"] as const
export type FilterGroup = (typeof filterGroups)[number]
/** The groups that are sizes: what "the nearest sizes" of an empty result are measured by. */
export const sizeGroups = ["width", "height", "depth"] as const satisfies ReadonlyArray<FilterGroup>
export type SizeGroup = (typeof sizeGroups)[number]

/**
 * What each filter option would leave (faceted-search counts), from the same pass as the query.
 * For an option of a group: the products that pass every other group's filter and have that
 * value; so for an unchecked option beside checked ones of its group, how many checking it adds.
 */
export interface FacetCounts {
  readonly family: Readonly<Record<ProductFamily, number>>
  readonly material: Readonly<Record<Material, number>>
  readonly protectionType: Readonly<Record<ProtectionType, number>>
  /**
   * Usable in the state (built for it or for every state); with `areaOnly`, built for it. A
   * product built for several states counts in each.
   */
  readonly areaOfUse: Readonly<Record<FederalState, number>>
  /** By meter-position count, index 0 to 12. */
  readonly meterPositions: ReadonlyArray<number>
  /** Products the query would answer with the group's filter dropped (the total where it is not set). */
  readonly without: Readonly<Record<FilterGroup, number>>
}

/** How many products of the same size an empty result offers as the nearest sizes. */
export const NEAREST_SIZES = 4

export interface CatalogueQuery {
  readonly filter: CatalogueFilter
  readonly sort: SortKey
  readonly language: "de" | "en"
  /** How many results to return from the start (load-more grows this). */
  readonly limit: number
}

export interface CataloguePage {
  readonly items: ReadonlyArray<Product>
  readonly total: number
  /** Facet counts of this filter (every option's, and every group's when dropped). */
  readonly counts: FacetCounts
  /**
   * Of the matches, how many are built for one of the chosen federal states: they come first, in
   * the chosen order, then the products usable in every state. 0 without a state filter.
   */
  readonly madeForState: number
  /**
   * Only for an empty result of a filter with sizes: up to `NEAREST_SIZES` products that pass
   * every other filter, nearest to the sizes asked for first (`sizeDistance`); else empty.
   */
  readonly nearest: ReadonlyArray<Product>
}

/** Spec §8: a failed resource is recorded and counted, the rest of the catalogue still loads. */
export interface InvalidResource {
  readonly file: string
  readonly reason: string
}
export interface CatalogueLoadReport {
  readonly products: number
  readonly accessories: number
  readonly resources: number
  readonly failed: number
  readonly invalid: ReadonlyArray<InvalidResource>
}

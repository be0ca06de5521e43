/** What the catalogue and product pages show, as their server functions hand it to the browser. */
import type { AssetType, FacetCounts, FederalState, FilterGroup, Material, ProductFamily, ProtectionType, SortKey } from "@shop/core/catalogue/model"
import type { CatalogueFacets as CoreFacets } from "@shop/core/catalogue/facets"
import type { AppliedFilter, FilterChip, QueryParams } from "@shop/core/catalogue/query"
import type { Language } from "@shop/core/i18n/language"
import type { AmperageVariantView, IncludedPartView } from "../configurator/model.ts"

/** A product card: what the card shows and nothing more (it is sent in every catalogue page's hydration data). */
export interface ProductCardView {
  readonly slug: string
  readonly name: string
  readonly name2: string | null
  readonly articleNumber: string
  readonly width: number
  readonly height: number
  readonly depth: number
  /** Integer cents. */
  readonly listPrice: number
  readonly priceOnRequest: boolean
}

/** A row of the table view: the card and the table's columns, sent only for the table view. */
export interface ProductRowView extends ProductCardView {
  readonly protectionType: ProtectionType
  readonly material: Material
  readonly meterPositions: number
  /** Kilogram. */
  readonly netWeight: number
}

/** An active filter above the results: removing it is a link to the catalogue without it. */
export interface ChipView {
  readonly chip: FilterChip
  readonly search: QueryParams
}

/** An empty result's suggestion: the list without one filter group, and how many products that leaves. */
export interface DropView {
  readonly group: FilterGroup
  /** The group's active filters, to name it ("Material: Sheet steel, Polyester"). */
  readonly chips: ReadonlyArray<FilterChip>
  readonly count: number
  readonly search: QueryParams
}

/** The filter as the server understood it (invalid values already dropped), to fill the form. */
export type { AppliedFilter }

/** The filter form's choices: the catalogue's facets and the core's lists. */
export interface CatalogueFacets extends CoreFacets {
  readonly families: ReadonlyArray<ProductFamily>
  readonly materials: ReadonlyArray<Material>
  readonly protectionTypes: ReadonlyArray<ProtectionType>
  readonly areas: ReadonlyArray<FederalState>
  readonly sorts: ReadonlyArray<SortKey>
}

export interface CataloguePageView {
  readonly lang: Language
  readonly total: number
  readonly limit: number
  readonly nextLimit: number | null
  /** The list stops at the catalogue's maximum while more products match: no load more, a note to narrow the filters. */
  readonly capped: boolean
  readonly items: ReadonlyArray<ProductCardView>
  /** The table view only (the same products as `items`, with the table's columns); null for the cards. */
  readonly rows: ReadonlyArray<ProductRowView> | null
  readonly applied: AppliedFilter
  readonly facets: CatalogueFacets
  /** What each filter option would leave, from the same query. */
  readonly counts: FacetCounts
  /** Of the matches, those built for a chosen state (listed first); 0 without a state filter. */
  readonly madeForState: number
  /** The active filters, each removable; their number is what the phone's filter button shows. */
  readonly chips: ReadonlyArray<ChipView>
  /** The catalogue without any filter (the sort kept). */
  readonly removeAll: QueryParams
  /** Empty result only: each set filter group that, dropped, leaves products, the most first. */
  readonly drops: ReadonlyArray<DropView>
  /** Empty result of a size only: the products of the other filters nearest to the size asked for. */
  readonly nearest: ReadonlyArray<ProductCardView>
}

export interface AssetView {
  readonly type: AssetType
  readonly file: string
  readonly href: string
  /** The name the download is saved under, with the extension of what is served. */
  readonly downloadName: string
  readonly extension: string
  /** 1-based number among the assets of the same type (images). */
  readonly number: number
}

export interface ProductDetailView {
  readonly lang: Language
  /** Catalogue item key (what the cart stores). */
  readonly key: string
  readonly slug: string
  readonly name: string
  readonly name2: string | null
  readonly description: string
  readonly family: ProductFamily
  readonly supplierArticleNumber: string
  readonly width: number
  readonly height: number
  readonly depth: number
  readonly doorCount: number
  readonly material: Material
  /** Empty: every federal state. */
  readonly areasOfUse: ReadonlyArray<FederalState>
  /** As delivered: what the catalogue's protection filter matches. */
  readonly protectionType: ProtectionType
  /** Ampere, meter cabinets only. */
  readonly ratedCurrent: number | null
  /** The same cabinet for every rated current, this one included; empty without variants. */
  readonly amperageVariants: ReadonlyArray<AmperageVariantView>
  /** Parts delivered with the product (its mounting plate), in its price; the configurator does not offer them. */
  readonly included: ReadonlyArray<IncludedPartView>
  readonly listPrice: number
  readonly priceOnRequest: boolean
  readonly specification: {
    readonly articleNumber: string
    readonly maxProtectionType: ProtectionType
    readonly ralColour: string
    readonly meterPositions: number
    readonly ean: string
    readonly tariffNumber: string
    readonly countryOfOrigin: string
    readonly ikCode: string
    readonly unit: string
    readonly netWeight: number
    readonly technicalDocumentationUrl: string
  }
  readonly assets: ReadonlyArray<AssetView>
}

export interface FamilyView {
  readonly family: ProductFamily
  readonly count: number
  readonly sample: { readonly width: number; readonly height: number; readonly doorCount: number } | null
}

/** What the configurator page gets from its server function: the product and what it offers, priced in cents. */
import type { AccessoryOption } from "@shop/core/catalogue/articleGroup"
import type { Language } from "@shop/core/i18n/language"

export interface OfferedAccessoryView {
  readonly key: string
  readonly name: string
  readonly name2: string | null
  readonly supplierArticleNumber: string
  /** Cents; 0 is free unless `priceOnRequest`. */
  readonly listPrice: number
  readonly priceOnRequest: boolean
  readonly maxAmount: number
  /** One fixed piece: chosen or not (a checkbox). */
  readonly fixed: boolean
}

/** A part delivered with the product (in its price): shown as included, never offered. */
export interface IncludedPartView {
  readonly key: string
  readonly name: string
  readonly name2: string | null
  readonly supplierArticleNumber: string
}

/** One rated current of a product's amperage variants (spec §3 "article amperage variants"). */
export interface AmperageVariantView {
  readonly slug: string
  /** Ampere. */
  readonly ratedCurrent: number
  /** The product shown. */
  readonly current: boolean
}

export interface ConfiguratorView {
  readonly lang: Language
  readonly product: {
    readonly key: string
    readonly slug: string
    readonly name: string
    readonly name2: string | null
    readonly articleNumber: string
    readonly width: number
    readonly height: number
    readonly depth: number
    readonly doorCount: number
    readonly ralColour: string
    readonly meterPositions: number
    readonly listPrice: number
    readonly priceOnRequest: boolean
    /** The same cabinet for every rated current, this one included; empty without variants. */
    readonly amperageVariants: ReadonlyArray<AmperageVariantView>
    /** Delivered with it: not among the sections. */
    readonly included: ReadonlyArray<IncludedPartView>
  }
  readonly sections: ReadonlyArray<{
    readonly option: AccessoryOption | null
    readonly groups: ReadonlyArray<{ readonly key: string; readonly name: string; readonly accessories: ReadonlyArray<OfferedAccessoryView> }>
  }>
}

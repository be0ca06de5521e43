/** What the compare page shows, as its server function hands it to the browser. */
import type { FederalState, Material, ProtectionType } from "@shop/core/catalogue/model"
import type { Language } from "@shop/core/i18n/language"

export interface CompareProductView {
  readonly key: string
  readonly slug: string
  readonly name: string
  readonly name2: string | null
  readonly articleNumber: string
  readonly supplierArticleNumber: string
  readonly width: number
  readonly height: number
  readonly depth: number
  readonly doorCount: number
  readonly material: Material
  readonly protectionType: ProtectionType
  readonly maxProtectionType: ProtectionType
  readonly ralColour: string
  readonly meterPositions: number
  readonly ratedCurrent: number | null
  readonly areasOfUse: ReadonlyArray<FederalState>
  /** Kilogram. */
  readonly netWeight: number
  readonly ean: string
  readonly tariffNumber: string
  readonly countryOfOrigin: string
  readonly ikCode: string
  readonly listPrice: number
  readonly priceOnRequest: boolean
  /** Needs no option: added to the cart as it is (else the column offers the configurator). */
}

export interface CompareView {
  readonly lang: Language
  /** The products compared, in the address's order, at most four. */
  readonly products: ReadonlyArray<CompareProductView>
  /** Slugs of the address that name no product: dropped, and the page says so. */
  readonly unknown: ReadonlyArray<string>
  /** Products past the fourth in the address: not compared, named. */
  readonly overLimit: ReadonlyArray<string>
  /** A fifth product the compare toggle refused (without JavaScript): its name, or its slug. */
  readonly refused: string | null
}

/** The cart as the browser gets it from the server: prices recomputed from the catalogue, in cents. */
import type { Language } from "@shop/core/i18n/language"

export interface CartLineView {
  readonly id: string
  /** Catalogue item key of the product (for the datasheet request). */
  readonly productId: string
  readonly productSlug: string
  readonly name: string
  readonly name2: string | null
  readonly articleNumber: string
  readonly supplierArticleNumber: string
  readonly amount: number
  /** One configured piece, in cents. */
  readonly singleTotal: number
  readonly lineTotal: number
  readonly priceOnRequest: boolean
  readonly config: ReadonlyArray<{
    readonly group: string
    readonly accessories: ReadonlyArray<{ readonly key: string; readonly name: string; readonly amount: number }>
  }>
}

export type CartTotalsView =
  | { readonly kind: "priced"; readonly subtotal: number; readonly discountAmount: number; readonly total: number }
  | { readonly kind: "onRequest" }

/** Why the cart changed without the user asking; each becomes a notification. */
/** `cartFull`: the guest's cookie cart (log in for more); `storedCartFull`: an account's cart at its line limit. */
export type CartNotice = "itemsRemoved" | "cookieRepaired" | "cartFull" | "storedCartFull" | "configurationInvalid"

export interface CartView {
  readonly lang: Language
  /** A logged-in user's stored cart (spec §4 cart storage), else the guest's cookie cart. */
  readonly loggedIn: boolean
  readonly lines: ReadonlyArray<CartLineView>
  readonly totals: CartTotalsView
  /** Hundredths of a percent. */
  readonly discount: number
  readonly projectId: string
  /** The cart share string (spec §7) for the PDF and the cart request. */
  readonly shareString: string
  readonly notices: ReadonlyArray<CartNotice>
}

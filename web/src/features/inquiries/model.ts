import type { CartLineView, CartTotalsView } from "../cart/model.ts"

/** The profile's inquiries as the browser gets them (spec §3 inquiry). */
export interface InquiryView {
  readonly id: string
  readonly number: number
  /** The number as the customer quotes it: `2026-00017` (core inquiries/reference.ts). */
  readonly reference: string
  readonly projectId: string
  /** ISO 8601. */
  readonly createdAt: string
  /** Cents; null: price on request. */
  readonly listPrice: number | null
}

/** null: nobody is logged in; `failed`: the list could not be fetched (spec §8 inquiry list). */
export type InquiryList = { readonly ok: true; readonly inquiries: ReadonlyArray<InquiryView> } | { readonly ok: false }

/** One inquiry with its lines (issue 27): `/user/profile/inquiries/{reference}/`. */
export interface InquiryDetail {
  readonly inquiry: InquiryView
  /** The lines as today's catalogue prices them. */
  readonly lines: ReadonlyArray<CartLineView>
  readonly totals: CartTotalsView
  /** Hundredths of a percent. */
  readonly discount: number
  /** Lines whose product or accessory the catalogue no longer has (not shown). */
  readonly missing: number
}

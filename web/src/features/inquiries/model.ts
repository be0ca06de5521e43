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

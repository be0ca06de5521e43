/** The datasheet request and the server's answer (spec §3 datasheet response, §7 /api/pdf). */
import { Schema } from "effect"

/** Most products in one datasheet job (a cart of 200 lines fits). */
export const MAX_DATASHEET_PRODUCTS = 200
export const DATASHEET_POLL_INTERVAL_MS = 2000
export const CLEANUP_DELAY_ON_CLOSE_MS = 5000
/** The job gives up when the server has produced nothing for this long. */
export const DATASHEET_TIMEOUT_MS = 5 * 60_000

export const DatasheetRequest = Schema.Struct({
  productIds: Schema.Array(Schema.String).pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(MAX_DATASHEET_PRODUCTS))),
  productNames: Schema.Array(Schema.String),
  /** Millisecond timestamp of the request; with the requester it names the job. */
  reqTime: Schema.Int.pipe(Schema.check(Schema.isGreaterThan(0))),
})
export type DatasheetRequest = typeof DatasheetRequest.Type

export const GeneratedPdf = Schema.Struct({ name: Schema.String, signedUrl: Schema.String })
export type GeneratedPdf = typeof GeneratedPdf.Type

export const DatasheetResponse = Schema.Struct({
  pdfs: Schema.Array(GeneratedPdf),
  /** Files generated so far, for the progress display. */
  dataLength: Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0))),
})
export type DatasheetResponse = typeof DatasheetResponse.Type

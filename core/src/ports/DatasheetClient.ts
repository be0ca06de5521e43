/** The datasheet endpoints of spec §7 as the job sees them (browser fetch or in-process in the CLI). */
import { Context, type Effect, Schema } from "effect"
import type { DatasheetRequest, DatasheetResponse } from "../datasheets/model.ts"

/** A poll answer that was not ok: the job stops, shows generalError and cleans up. */
export class DatasheetPollFailed extends Schema.TaggedError<DatasheetPollFailed>()("DatasheetPollFailed", {
  status: Schema.Number,
}) {}

/** A signed file answered with a non-ok status: logged and skipped. */
export class DatasheetFileFailed extends Schema.TaggedError<DatasheetFileFailed>()("DatasheetFileFailed", {
  name: Schema.String,
  status: Schema.Number,
}) {}

/** A download threw (network gone): the job stops, shows generalError and cleans up. */
export class DatasheetDownloadError extends Schema.TaggedError<DatasheetDownloadError>()("DatasheetDownloadError", {
  name: Schema.String,
  reason: Schema.String,
}) {}

export class DatasheetClient extends Context.Service<
  DatasheetClient,
  {
    /** Starts generation; the answer is not used (spec §7). */
    readonly initiate: (request: DatasheetRequest) => Effect.Effect<void, DatasheetPollFailed>
    /** Empty `pdfs` while running; `dataLength` counts progress. */
    readonly poll: (request: DatasheetRequest) => Effect.Effect<DatasheetResponse, DatasheetPollFailed>
    /** Fetches one signed URL. */
    readonly download: (name: string, signedUrl: string) => Effect.Effect<Uint8Array, DatasheetFileFailed | DatasheetDownloadError>
    /** Removes the generated files of this request. */
    readonly remove: (request: DatasheetRequest) => Effect.Effect<void>
  }
>()("shop/datasheets/DatasheetClient") {}

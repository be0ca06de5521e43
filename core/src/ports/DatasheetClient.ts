/** The datasheet endpoints of spec §7 as the job sees them (browser fetch or in-process in the CLI). */
import { Context, Effect, Layer, Ref, Schema } from "effect"
import type { Product } from "../catalogue/model.ts"
import { type DatasheetRequest, type DatasheetResponse } from "../datasheets/model.ts"
import { datasheetRequestProblem } from "../datasheets/server.ts"
import { Catalogue } from "./Catalogue.ts"
import { textPdf } from "./testing/pdf.ts"

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
  cause: Schema.optionalKey(Schema.Defect()),
}) {}

export class DatasheetClient extends Context.Service<
  DatasheetClient,
  {
    /** Starts generation; the answer is not used (spec §7). A bad request fails with status 400. */
    readonly initiate: (request: DatasheetRequest) => Effect.Effect<void, DatasheetPollFailed>
    /** Empty `pdfs` while running; `dataLength` counts progress. A job never started (or removed) fails with 404. */
    readonly poll: (request: DatasheetRequest) => Effect.Effect<DatasheetResponse, DatasheetPollFailed>
    /** Fetches one signed URL. */
    readonly download: (name: string, signedUrl: string) => Effect.Effect<Uint8Array, DatasheetFileFailed | DatasheetDownloadError>
    /** Removes the generated files of this request. */
    readonly remove: (request: DatasheetRequest) => Effect.Effect<void>
  }
>()("shop/datasheets/DatasheetClient") {
  /**
   * The endpoints in memory for one visitor, over the Catalogue: generation is instant, so the
   * first poll after `initiate` has every file, named by its article number. Files are small
   * real PDFs at `memory:/datasheets/<reqTime>/<nnn>.pdf`; other URLs count as unreachable.
   */
  static readonly layerTest = Layer.effect(
    DatasheetClient,
    Effect.gen(function* () {
      const catalogue = yield* Catalogue
      const jobs = yield* Ref.make(new Map<number, ReadonlyArray<GeneratedFile>>())
      const badRequest = new DatasheetPollFailed({ status: 400 })

      const initiate = Effect.fn("DatasheetClient.initiate")(function* (request: DatasheetRequest) {
        if (datasheetRequestProblem(request) !== undefined) return yield* badRequest
        const products = yield* Effect.forEach(request.productIds, (id) => catalogue.product(id)).pipe(Effect.mapError(() => badRequest))
        const files = products.map((product, index) => generatedFile(product, request.reqTime, index))
        // Idempotent per reqTime, as the server is.
        yield* Ref.update(jobs, (map) => (map.has(request.reqTime) ? map : new Map(map).set(request.reqTime, files)))
      })

      const poll = Effect.fn("DatasheetClient.poll")(function* (request: DatasheetRequest) {
        const files = (yield* Ref.get(jobs)).get(request.reqTime)
        if (files === undefined) return yield* new DatasheetPollFailed({ status: 404 })
        return { pdfs: files.map(({ name, url }) => ({ name, signedUrl: url })), dataLength: files.length } satisfies DatasheetResponse
      })

      const download = Effect.fn("DatasheetClient.download")(function* (name: string, signedUrl: string) {
        if (!signedUrl.startsWith(TEST_URL_PREFIX)) return yield* new DatasheetDownloadError({ name, reason: `unreachable: ${signedUrl}` })
        const file = [...(yield* Ref.get(jobs)).values()].flat().find((f) => f.url === signedUrl)
        if (file === undefined) return yield* new DatasheetFileFailed({ name, status: 404 })
        return file.bytes.slice()
      })

      const remove = Effect.fn("DatasheetClient.remove")(function* (request: DatasheetRequest) {
        yield* Ref.update(jobs, (map) => {
          const next = new Map(map)
          next.delete(request.reqTime)
          return next
        })
      })

      return DatasheetClient.of({ initiate, poll, download, remove })
    }),
  )
}

const TEST_URL_PREFIX = "memory:/datasheets/"

interface GeneratedFile {
  readonly name: string
  readonly url: string
  readonly bytes: Uint8Array
}

const generatedFile = (product: Product, reqTime: number, index: number): GeneratedFile => ({
  name: product.specification.articleNumber,
  url: `${TEST_URL_PREFIX}${reqTime}/${String(index + 1).padStart(3, "0")}.pdf`,
  bytes: textPdf(["Datenblatt", product.name.de, product.specification.articleNumber, `EAN ${product.specification.ean}`]),
})

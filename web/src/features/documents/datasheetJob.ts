/**
 * Runs the core's datasheet job in the browser: the HTTP client of the /api/pdf endpoints and
 * jszip. Loaded on demand when a customer asks for article PDFs, so Effect and jszip stay out
 * of the first page load.
 */
import { Effect, Fiber, Layer } from "effect"
import { type DatasheetArchive, type DatasheetJobState, type Language, runDatasheetJob } from "@shop/core"
import * as ArchiverJszip from "@shop/adapters/archive/ArchiverJszip"
import * as DatasheetClientHttp from "@shop/adapters/datasheets/DatasheetClientHttp"

export interface RunningJob {
  readonly done: Promise<DatasheetArchive>
  /** Closing the modal: stops the job; the server files are deleted 5 s later. */
  readonly cancel: () => void
}

export const startDatasheetJob = (
  products: ReadonlyArray<{ readonly id: string; readonly name: string }>,
  lang: Language,
  onState: (state: DatasheetJobState) => void,
): RunningJob => {
  const request = { productIds: products.map((p) => p.id), productNames: products.map((p) => p.name), reqTime: Date.now() }
  const program = runDatasheetJob(request, (state) => Effect.sync(() => onState(state))).pipe(
    Effect.provide(Layer.mergeAll(DatasheetClientHttp.layer({ lang }), ArchiverJszip.layer)),
  )
  const fiber = Effect.runFork(program)
  return {
    done: Effect.runPromise(Fiber.join(fiber)),
    cancel: () => void Effect.runFork(Fiber.interrupt(fiber)),
  }
}

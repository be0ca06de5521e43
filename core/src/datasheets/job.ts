/**
 * The datasheet job of spec §4 as a state machine over ports: initiate, poll every 2 s while
 * the pdf list is empty (progress from dataLength), download each signed file (a non-ok file is
 * logged and skipped), zip them under `{article}_Datenblatt[-N].pdf`, then delete the generated
 * files. Deletion runs at once when the job ends, or 5 s later when the modal was closed
 * (the job is interrupted), so that the server is not cleaned while it still writes.
 */
import { Clock, Duration, Effect, Exit, Schema } from "effect"
import { Archiver } from "../ports/Archiver.ts"
import { DatasheetClient, DatasheetFileFailed } from "../ports/DatasheetClient.ts"
import { datasheetArchiveName, datasheetFileNames } from "../files/fileNames.ts"
import {
  CLEANUP_DELAY_ON_CLOSE_MS,
  DATASHEET_POLL_INTERVAL_MS,
  DATASHEET_TIMEOUT_MS,
  type DatasheetRequest,
  type GeneratedPdf,
} from "./model.ts"

export type DatasheetJobState =
  | { readonly _tag: "Initiating"; readonly total: number }
  | { readonly _tag: "Generating"; readonly done: number; readonly total: number }
  | { readonly _tag: "Downloading"; readonly done: number; readonly total: number }
  | { readonly _tag: "Zipping"; readonly total: number }
  | { readonly _tag: "Done"; readonly fileName: string; readonly files: number; readonly skipped: ReadonlyArray<string> }

/** Every generated datasheet's download failed: there is nothing to zip. */
export class NoDatasheetDownloaded extends Schema.TaggedError<NoDatasheetDownloaded>()("NoDatasheetDownloaded", {
  skipped: Schema.Array(Schema.String),
}) {
  override get message() {
    return `none of the ${this.skipped.length} datasheets could be downloaded`
  }
}

export class DatasheetTimeout extends Schema.TaggedError<DatasheetTimeout>()("DatasheetTimeout", {
  waitedMs: Schema.Number,
}) {}

export interface DatasheetArchive {
  readonly fileName: string
  readonly bytes: Uint8Array
  readonly files: ReadonlyArray<string>
  readonly skipped: ReadonlyArray<string>
}

const pollUntilReady = Effect.fn("Datasheets.pollUntilReady")(function* (
  request: DatasheetRequest,
  onState: (state: DatasheetJobState) => Effect.Effect<void>,
) {
  const client = yield* DatasheetClient
  const started = yield* Clock.currentTimeMillis
  const total = request.productIds.length
  while (true) {
    const answer = yield* client.poll(request)
    if (answer.pdfs.length > 0) return answer.pdfs
    yield* onState({ _tag: "Generating", done: Math.min(answer.dataLength, total), total })
    if ((yield* Clock.currentTimeMillis) - started >= DATASHEET_TIMEOUT_MS) {
      return yield* new DatasheetTimeout({ waitedMs: DATASHEET_TIMEOUT_MS })
    }
    yield* Effect.sleep(Duration.millis(DATASHEET_POLL_INTERVAL_MS))
  }
})

const downloadAll = Effect.fn("Datasheets.downloadAll")(function* (
  pdfs: ReadonlyArray<GeneratedPdf>,
  onState: (state: DatasheetJobState) => Effect.Effect<void>,
) {
  const client = yield* DatasheetClient
  const files: Array<{ article: string; bytes: Uint8Array }> = []
  const skipped: Array<string> = []
  for (const [index, pdf] of pdfs.entries()) {
    yield* onState({ _tag: "Downloading", done: index, total: pdfs.length })
    const bytes = yield* client.download(pdf.name, pdf.signedUrl).pipe(
      Effect.catchTag("DatasheetFileFailed", (failed: DatasheetFileFailed) =>
        Effect.as(Effect.logWarning("datasheet skipped: download answered not ok", { name: failed.name, status: failed.status }), null),
      ),
    )
    if (bytes === null) skipped.push(pdf.name)
    else files.push({ article: pdf.name.replace(/\.pdf$/i, ""), bytes })
  }
  return { files, skipped }
})

/**
 * Runs one job. `onState` receives every transition (for the progress overlay or a CLI bar).
 * Interrupting the fiber is "closing the modal": cleanup then waits 5 s.
 */
export const runDatasheetJob = Effect.fn("Datasheets.run")(function* (
  request: DatasheetRequest,
  onState: (state: DatasheetJobState) => Effect.Effect<void> = () => Effect.void,
) {
  const client = yield* DatasheetClient
  const archiver = yield* Archiver
  const cleanup = (exit: Exit.Exit<unknown, unknown>) =>
    Exit.hasInterrupts(exit)
      ? Effect.forkDetach(Effect.sleep(Duration.millis(CLEANUP_DELAY_ON_CLOSE_MS)).pipe(Effect.andThen(client.remove(request))))
      : client.remove(request)

  const job = Effect.gen(function* () {
    yield* onState({ _tag: "Initiating", total: request.productIds.length })
    yield* client.initiate(request)
    const pdfs = yield* pollUntilReady(request, onState)
    const { files, skipped } = yield* downloadAll(pdfs, onState)
    // An archive of nothing is no download: the customer is told, not handed an empty ZIP.
    if (files.length === 0) return yield* new NoDatasheetDownloaded({ skipped })
    yield* onState({ _tag: "Zipping", total: files.length })
    const names = datasheetFileNames(files.map((f) => f.article))
    const bytes = yield* archiver.zip(files.map((f, i) => ({ name: `${names[i]}.pdf`, bytes: f.bytes })))
    const fileName = datasheetArchiveName(yield* Clock.currentTimeMillis)
    yield* onState({ _tag: "Done", fileName, files: files.length, skipped })
    return { fileName, bytes, files: names.map((n) => `${n}.pdf`), skipped } satisfies DatasheetArchive
  })
  return yield* job.pipe(Effect.onExit((exit) => Effect.asVoid(cleanup(exit))))
})

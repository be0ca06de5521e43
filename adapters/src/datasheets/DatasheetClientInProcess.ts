/**
 * DatasheetClient port in-process (the CLI): calls the server-side job directly and reads the
 * generated files through the FileStore instead of fetching signed URLs (absolute http(s) URLs,
 * as a cloud store hands out, are fetched). `poll` waits in-process until the job is ready (up
 * to `longPollMillis`), reporting progress through `DatasheetProgress`, so the core job's 2 s
 * poll interval adds no delay on a terminal.
 */
import { Clock, Duration, Effect, Layer } from "effect"
import {
  DatasheetClient,
  DatasheetDownloadError,
  DatasheetFileFailed,
  DatasheetPollFailed,
  DatasheetProgress,
  type DatasheetRequest,
  type DatasheetResponse,
  DatasheetServer,
  FileStore,
  type Language,
} from "@shop/core"
import { SIGNED_PREFIX } from "../files-local/FileStoreLocal.ts"

export interface InProcessOptions {
  /** Who asks: the folder of the files is bound to it. */
  readonly requester: string
  readonly lang: Language
  /** Longest wait inside one poll (default 60 s; the core job gives up after 5 min without an answer). */
  readonly longPollMillis?: number
  /** How often the wait looks at the job (default 50 ms). */
  readonly checkEveryMillis?: number
}

const statusOf = (error: { readonly _tag: string }): number => {
  switch (error._tag) {
    case "InvalidDatasheetRequest":
      return 400
    case "DatasheetJobNotFound":
      return 404
    case "DatasheetTooManyJobs":
      return 429
    default:
      return 500
  }
}

/** The store key of a local signed URL (`/files/signed/<key>?…`), else undefined. */
export const keyOfSignedUrl = (url: string): string | undefined => {
  if (!url.startsWith(SIGNED_PREFIX)) return undefined
  const path = url.slice(SIGNED_PREFIX.length).split(/[?#]/)[0] ?? ""
  return path === "" ? undefined : path
}

export const make = Effect.fn("DatasheetClientInProcess.make")(function* (options: InProcessOptions) {
  const server = yield* DatasheetServer
  const files = yield* FileStore
  const longPoll = options.longPollMillis ?? 60_000
  const checkEvery = Duration.millis(options.checkEveryMillis ?? 50)

  const failed = (error: { readonly _tag: string; readonly message: string }) =>
    Effect.logError("datasheet job failed", { error: error.message }).pipe(Effect.andThen(Effect.fail(new DatasheetPollFailed({ status: statusOf(error) }))))

  const initiate = (request: DatasheetRequest) => server.initiate(options.requester, request, options.lang).pipe(Effect.catch(failed))

  const poll = (request: DatasheetRequest) =>
    Effect.gen(function* () {
      const report = yield* DatasheetProgress
      const started = yield* Clock.currentTimeMillis
      const total = request.productIds.length
      let last = -1
      while (true) {
        const answer: DatasheetResponse = yield* server.status(options.requester, request).pipe(Effect.catch(failed))
        if (answer.dataLength !== last) {
          last = answer.dataLength
          yield* report(Math.min(last, total), total)
        }
        if (answer.pdfs.length > 0 || (yield* Clock.currentTimeMillis) - started >= longPoll) return answer
        yield* Effect.sleep(checkEvery)
      }
    })

  const download = (name: string, signedUrl: string): Effect.Effect<Uint8Array, DatasheetFileFailed | DatasheetDownloadError> => {
    const key = keyOfSignedUrl(signedUrl)
    if (key !== undefined) {
      return files.get(key).pipe(
        Effect.mapError((error) => new DatasheetDownloadError({ name, reason: error.message, cause: error })),
        Effect.flatMap((bytes) => (bytes === null ? Effect.fail(new DatasheetFileFailed({ name, status: 404 })) : Effect.succeed(bytes))),
      )
    }
    return Effect.tryPromise({
      try: (signal) => fetch(signedUrl, { signal }),
      catch: (error) => new DatasheetDownloadError({ name, reason: String(error), cause: error }),
    }).pipe(
      Effect.flatMap((response): Effect.Effect<Uint8Array, DatasheetFileFailed | DatasheetDownloadError> =>
        response.ok
          ? Effect.tryPromise({
              try: async () => new Uint8Array(await response.arrayBuffer()),
              catch: (error) => new DatasheetDownloadError({ name, reason: String(error), cause: error }),
            })
          : Effect.fail(new DatasheetFileFailed({ name, status: response.status })),
      ),
    )
  }

  const remove = (request: DatasheetRequest) =>
    server.remove(options.requester, request).pipe(Effect.catch((error) => Effect.logWarning("generated datasheets not removed", { error: error.message })))

  return DatasheetClient.of({ initiate, poll, download, remove })
})

/** Needs DatasheetServer and FileStore. */
export const layer = (options: InProcessOptions) => Layer.effect(DatasheetClient, make(options))

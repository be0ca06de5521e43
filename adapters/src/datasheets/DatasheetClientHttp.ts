/**
 * The datasheet endpoints of spec §7 over HTTP, as the browser calls them: initiate, poll,
 * fetch each signed URL directly, delete. Uses only `fetch`, so it runs in the browser bundle.
 * A non-ok poll fails the job; a non-ok file is skipped; a thrown download stops the job.
 * `base` defaults to the site's `/api/pdf`; an absolute base serves other hosts (CLI, tests).
 */
import { Effect, Layer, Schema } from "effect"
import {
  DatasheetClient,
  DatasheetDownloadError,
  DatasheetFileFailed,
  DatasheetPollFailed,
  type DatasheetRequest,
  DatasheetResponse,
  type Language,
} from "@shop/core"

const query = (request: DatasheetRequest, lang: Language | undefined): string =>
  new URLSearchParams({
    productIds: request.productIds.join(","),
    productNames: request.productNames.join(","),
    reqTime: String(request.reqTime),
    // The datasheets' language; without it the server uses its default.
    ...(lang === undefined ? {} : { lang }),
  }).toString()

const call = (url: string) =>
  Effect.tryPromise({
    try: (signal) => fetch(url, { signal, credentials: "same-origin" }),
    catch: () => new DatasheetPollFailed({ status: 0 }),
  }).pipe(Effect.flatMap((response) => (response.ok ? Effect.succeed(response) : Effect.fail(new DatasheetPollFailed({ status: response.status })))))

const decodeResponse = Schema.decodeUnknownEffect(DatasheetResponse)

export const make = (options: { readonly base?: string; readonly lang?: Language } = {}) => {
  const base = options.base ?? "/api/pdf"
  // With an absolute base (outside a browser), a site-relative signed URL such as the embedded
  // store's `/files/signed/…` resolves against it, as a browser resolves it against the page.
  const resolve = (url: string) => (/^https?:\/\//i.test(base) ? new URL(url, base).href : url)
  return DatasheetClient.of({
    initiate: (request) => Effect.asVoid(call(`${base}/initiate-article-datasheet-generation?${query(request, options.lang)}`)),
    poll: (request) =>
      call(`${base}/download-generated-article-datasheets?${query(request, options.lang)}`).pipe(
        Effect.flatMap((response) => Effect.tryPromise({ try: () => response.json() as Promise<unknown>, catch: () => new DatasheetPollFailed({ status: response.status }) })),
        Effect.flatMap((json) => decodeResponse(json).pipe(Effect.mapError(() => new DatasheetPollFailed({ status: 200 })))),
      ),
    download: (name, signedUrl) =>
      Effect.tryPromise({
        try: async (signal) => {
          const response = await fetch(resolve(signedUrl), { signal })
          return { status: response.status, ok: response.ok, bytes: response.ok ? new Uint8Array(await response.arrayBuffer()) : null }
        },
        catch: (error) => new DatasheetDownloadError({ name, reason: String(error), cause: error }),
      }).pipe(Effect.flatMap((r) => (r.bytes === null ? Effect.fail(new DatasheetFileFailed({ name, status: r.status })) : Effect.succeed(r.bytes)))),
    // Cleanup must not fail the job; a failed delete is left to the server's sweeper.
    remove: (request) => Effect.ignore(call(`${base}/delete-generated-files?${new URLSearchParams({ reqTime: String(request.reqTime), productNames: request.productNames.join(",") })}`)),
  })
}

export const layer = (options?: { readonly base?: string; readonly lang?: Language }) => Layer.succeed(DatasheetClient, make(options))

/**
 * The server side that the DatasheetClient adapters talk to: the core's DatasheetServer over the
 * test catalogue and renderer and an embedded file store in a temporary folder (as the CLI and
 * the web server run it). `GenerationDone` waits for the next job to finish, by watching the job
 * record being written, so tests wait for an event instead of polling the clock.
 */
import { Clock, Context, Effect, Layer, Queue } from "effect"
import {
  Catalogue,
  DatasheetServer,
  FileStore,
  type Language,
  PdfRenderer,
  decodeDatasheetQuery,
} from "@shop/core"
import * as FileStoreLocal from "@shop/adapters/files-local/FileStoreLocal"
import { demoCatalogue } from "./fixtures.ts"
import { json, listen } from "./http.ts"

export const signingSecret = new TextEncoder().encode("contract-secret-of-at-least-32-characters")

/** Completes when the next datasheet job has finished (done or failed). */
export class GenerationDone extends Context.Service<GenerationDone, Effect.Effect<void>>()("tests/contracts/GenerationDone") {}

/** The file store with every finished job record announced on a queue. */
const watchedFiles = Layer.effect(
  FileStore,
  Effect.gen(function* () {
    const files = yield* FileStore
    const finished = yield* GenerationQueue
    return FileStore.of({
      ...files,
      put: (key, bytes, contentType) =>
        files.put(key, bytes, contentType).pipe(
          Effect.tap(() => {
            if (!key.endsWith("/job.json")) return Effect.void
            const { state } = JSON.parse(new TextDecoder().decode(bytes)) as { readonly state: string }
            return state === "running" ? Effect.void : Queue.offer(finished, undefined)
          }),
        ),
    })
  }),
).pipe(Layer.provide(FileStoreLocal.layerTemp(signingSecret)))

class GenerationQueue extends Context.Service<GenerationQueue, Queue.Queue<void>>()("tests/contracts/GenerationQueue") {
  static readonly layer = Layer.effect(GenerationQueue, Queue.unbounded<void>())
}

/** DatasheetServer, its FileStore and GenerationDone. */
export const backend = DatasheetServer.layerNoDeps({ keySecret: signingSecret }).pipe(
  Layer.provideMerge(Layer.mergeAll(watchedFiles, Catalogue.layerTest(demoCatalogue), PdfRenderer.layerTest)),
  Layer.provideMerge(Layer.effect(GenerationDone, Effect.map(GenerationQueue, (queue) => Queue.take(queue)))),
  Layer.provide(GenerationQueue.layer),
)

const statusOf = (tag: string): number =>
  ({ InvalidDatasheetRequest: 400, DatasheetJobNotFound: 404, DatasheetTooManyJobs: 429 })[tag] ?? 500

/**
 * The spec §7 endpoints over HTTP as the web server answers them (`/api/pdf/...` and the
 * embedded store's `/files/signed/...`), for one visitor; the server's clock is the test's.
 * Answers the base URL.
 */
export const datasheetHttpServer = Effect.gen(function* () {
  const services = yield* Effect.context<DatasheetServer | FileStore>()
  const run = Effect.runPromiseWith(services)
  const visitor = "contract-visitor"
  return yield* listen(async (req, _body, res) => {
    const url = new URL(req.url ?? "/", "http://localhost")
    const query = Object.fromEntries(url.searchParams)
    const answer = (program: Effect.Effect<{ readonly status: number; readonly body?: unknown }, { readonly _tag: string; readonly message: string }, DatasheetServer | FileStore>) =>
      run(
        program.pipe(Effect.catch((error) => Effect.succeed({ status: statusOf(error._tag), body: { error: error.message } }))),
      ).then(({ status, body }) => (body === undefined ? res.writeHead(status).end() : json(res, status, body)))
    switch (url.pathname) {
      case "/api/pdf/initiate-article-datasheet-generation":
        return answer(
          Effect.gen(function* () {
            const lang: Language = query["lang"] === "en" ? "en" : "de"
            yield* (yield* DatasheetServer).initiate(visitor, yield* decodeDatasheetQuery(query), lang)
            return { status: 202, body: { started: true } }
          }),
        )
      case "/api/pdf/download-generated-article-datasheets":
        return answer(
          Effect.gen(function* () {
            return { status: 200, body: yield* (yield* DatasheetServer).status(visitor, yield* decodeDatasheetQuery(query)) }
          }),
        )
      case "/api/pdf/delete-generated-files":
        return answer(
          Effect.gen(function* () {
            yield* (yield* DatasheetServer).remove(visitor, yield* decodeDatasheetQuery(query, "delete"))
            return { status: 204 }
          }),
        )
    }
    if (url.pathname.startsWith(FileStoreLocal.SIGNED_PREFIX)) {
      const bytes = await run(
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const check = FileStoreLocal.verifySignedUrl(decodeURIComponent(url.pathname), url.searchParams, now, signingSecret)
          if (!check.ok) return check.reason === "expired" ? 410 : 403
          return (yield* (yield* FileStore).get(check.key)) ?? 404
        }).pipe(Effect.orElseSucceed(() => 500)),
      )
      return typeof bytes === "number" ? json(res, bytes, { error: "not served" }) : res.writeHead(200, { "Content-Type": "application/pdf" }).end(bytes)
    }
    return json(res, 404, { error: "no such route" })
  })
})

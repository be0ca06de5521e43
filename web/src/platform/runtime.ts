/**
 * The one ManagedRuntime of the web server process, built from the web layer (catalogue,
 * article groups, archiver, content, documents, mail, analytics, rate limits) and the web
 * server's configuration. Only server code uses it; it is disposed on exit.
 */
import { ConfigProvider, Effect, Layer, ManagedRuntime } from "effect"
import { CatalogueSearch } from "@shop/core/ports/CatalogueSearch"
import { webLayer } from "@shop/adapters/webLayer"
import { mailWorkerLayer } from "@shop/adapters/mail-outbox/worker"
import { WebConfig } from "./config.ts"
import { followContentChangesLayer } from "./contentChanges.ts"
import { configProvider } from "./env.ts"

/** The search index is built as the server starts (after the runtime is up), not on the first search. */
const buildSearchIndexLayer = Layer.effectDiscard(Effect.forkScoped(Effect.andThen(Effect.yieldNow, Effect.flatMap(Effect.service(CatalogueSearch), (search) => search.index))))

export const runtime = ManagedRuntime.make(
  // The outbox worker delivers queued mails for as long as the server runs (MAIL_WORKER=false: not in this process).
  // The page cache follows content webhooks taken by the other server processes.
  Layer.mergeAll(mailWorkerLayer, followContentChangesLayer, buildSearchIndexLayer).pipe(
    Layer.provideMerge(Layer.mergeAll(webLayer(), WebConfig.layer)),
    Layer.provide(ConfigProvider.layer(configProvider)),
  ),
)

export type WebServices = ManagedRuntime.ManagedRuntime.Services<typeof runtime>

let config: Promise<WebConfig["Service"]> | undefined

/**
 * The web configuration for code outside an Effect program (request middleware, request
 * helpers): read from the runtime once it is built, then kept. A failed build is not kept.
 */
export const webConfig = (): Promise<WebConfig["Service"]> =>
  (config ??= runtime.runPromise(Effect.service(WebConfig)).catch((error: unknown) => {
    config = undefined
    throw error
  }))

let disposing = false
const dispose = (signal: NodeJS.Signals) => {
  if (disposing) return
  disposing = true
  void runtime.dispose().finally(() => process.kill(process.pid, signal))
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => dispose(signal))

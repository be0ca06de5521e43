/**
 * PdfRenderer port with pdfmake: pure document definitions (cartPdf.ts, datasheetPdf.ts, comparePdf.ts)
 * rendered to bytes.
 *
 * - `layer`: everything in-process. The datasheet module (bwip-js, several MB) loads on first
 *   use, so commands that never draw a barcode do not pay for it.
 * - `layerWorkers(n)`: cart PDFs and datasheets on a pool of n worker threads (piscina, see
 *   workerPool.ts: started on first use, stopped with the layer), so rendering never blocks the web server's event loop. At most
 *   `2 n` cart and compare PDFs, and `2 n` datasheets a visitor waits for, are rendering or waiting at once;
 *   one more fails with ServerBusy (a 429). The datasheet jobs have limits of their own.
 * - `layerConfig(defaultWorkers)`: `PDF_WORKERS` workers, else `defaultWorkers` (0 = in-process).
 *   A server wants the cores (`serverWorkers`); a short CLI run is faster in-process, as a
 *   worker's start (loading pdfmake, fonts and bwip-js) costs about as much as it saves.
 */
import { availableParallelism } from "node:os"
import { Config, Effect, Layer } from "effect"
import type { TDocumentDefinitions } from "pdfmake/interfaces"
import { type CartPdfInput, type ComparePdfInput, InfrastructureError, type Language, PdfRenderer, type Product, makeAdmission } from "@shop/core"
import { cartPdfDefinition } from "./cartPdf.ts"
import { compareDefinition } from "./comparePdf.ts"
import { renderPdf } from "./render.ts"
import { type WorkerRequest, makeWorkerPool } from "./workerPool.ts"

const failure = (what: string) => (error: unknown) =>
  new InfrastructureError({ system: "pdf", reason: `${what}: ${error instanceof Error ? error.message : String(error)}`, cause: error })

const render = (what: string, build: () => Promise<TDocumentDefinitions> | TDocumentDefinitions) =>
  Effect.tryPromise({ try: async () => renderPdf(await build()), catch: failure(what) })

export const cartPdf = Effect.fn("PdfRenderer.cartPdf")(function* (input: CartPdfInput) {
  return yield* render("cart PDF", () => cartPdfDefinition(input))
})

export const datasheetPdf = Effect.fn("PdfRenderer.datasheetPdf")(function* (product: Product, lang: Language) {
  return yield* render(`datasheet ${product.key}`, async () => (await import("./datasheetPdf.ts")).datasheetDefinition(product, lang))
})

export const comparePdf = Effect.fn("PdfRenderer.comparePdf")(function* (input: ComparePdfInput) {
  return yield* render("compare PDF", () => compareDefinition(input))
})

export const layer = Layer.succeed(PdfRenderer, PdfRenderer.of({ cartPdf, datasheetPdf, datasheetPdfNow: datasheetPdf, comparePdf }))

export const layerWorkers = (workers: number) =>
  workers <= 0
    ? layer
    : Layer.effect(
        PdfRenderer,
        Effect.gen(function* () {
          // Destroyed with the layer's scope: waiting renders fail, the workers stop.
          const pool = yield* makeWorkerPool(workers)
          const inWorker = (what: string, request: WorkerRequest) => Effect.tryPromise({ try: () => pool.run(request), catch: failure(what) })
          const datasheetInWorker = Effect.fn("PdfRenderer.datasheetPdf")(function* (product: Product, lang: Language) {
            return yield* inWorker(`datasheet ${product.key}`, { kind: "datasheet", product, lang })
          })
          // A burst of large carts, or of single datasheets (each URL new, past any cache), must not
          // keep a visitor's page waiting, nor the datasheet jobs: each kind renders or waits 2 n at most.
          const admitCart = makeAdmission(2 * workers, "cart PDFs")
          const admitDatasheet = makeAdmission(2 * workers, "datasheets")
          const cartInWorker = Effect.fn("PdfRenderer.cartPdf")(function* (input: CartPdfInput) {
            return yield* admitCart(inWorker("cart PDF", { kind: "cart", input }))
          })
          // A comparison is a page's worth, like a small cart: it waits with the carts.
          const compareInWorker = Effect.fn("PdfRenderer.comparePdf")(function* (input: ComparePdfInput) {
            return yield* admitCart(inWorker("compare PDF", { kind: "compare", input }))
          })
          return PdfRenderer.of({
            cartPdf: cartInWorker,
            comparePdf: compareInWorker,
            datasheetPdf: datasheetInWorker,
            datasheetPdfNow: (product, lang) => admitDatasheet(datasheetInWorker(product, lang)),
          })
        }),
      )

/** Worker threads for a server: one per core, at most 4. */
export const serverWorkers = (): number => Math.min(4, availableParallelism())

export const pdfWorkersConfig = (defaultWorkers: number) => Config.Int("PDF_WORKERS").pipe(Config.withDefault(defaultWorkers))

export const layerConfig = (defaultWorkers: number) => Layer.unwrap(Effect.map(pdfWorkersConfig(defaultWorkers), layerWorkers))

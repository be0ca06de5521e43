/**
 * Worker thread of the PDF renderer: builds a document definition and renders it with pdfmake,
 * off the main thread (see PdfRendererPdfmake.layerWorkers). Messages: { id, kind, input, lang }.
 */
import { parentPort } from "node:worker_threads"
import type { CartPdfInput, Language, Product } from "@shop/core"
import { cartPdfDefinition } from "./cartPdf.ts"
import { datasheetDefinition } from "./datasheetPdf.ts"
import { renderPdf } from "./render.ts"

export type WorkerRequest =
  | { readonly id: number; readonly kind: "cart"; readonly input: CartPdfInput }
  | { readonly id: number; readonly kind: "datasheet"; readonly product: Product; readonly lang: Language }

export type WorkerAnswer = { readonly id: number; readonly bytes: Uint8Array } | { readonly id: number; readonly error: string }

const port = parentPort
if (port !== null) {
  port.on("message", (request: WorkerRequest) => {
    const build = () => (request.kind === "cart" ? cartPdfDefinition(request.input) : datasheetDefinition(request.product, request.lang))
    Promise.resolve()
      .then(() => renderPdf(build()))
      .then(
        (bytes) => port.postMessage({ id: request.id, bytes } satisfies WorkerAnswer),
        (error: unknown) => port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies WorkerAnswer),
      )
  })
}

/**
 * Worker thread of the PDF renderer: builds a document definition and renders it with pdfmake,
 * off the main thread (see PdfRendererPdfmake.layerWorkers). The pool (workerPool.ts, piscina)
 * calls the default export with each task and hands back its bytes, or the error it throws.
 */
import type { CartPdfInput, Language, Product } from "@shop/core"
import { cartPdfDefinition } from "./cartPdf.ts"
import { datasheetDefinition } from "./datasheetPdf.ts"
import { renderPdf } from "./render.ts"

export type WorkerRequest =
  | { readonly kind: "cart"; readonly input: CartPdfInput }
  | { readonly kind: "datasheet"; readonly product: Product; readonly lang: Language }

export default async function render(request: WorkerRequest): Promise<Uint8Array> {
  return renderPdf(request.kind === "cart" ? cartPdfDefinition(request.input) : datasheetDefinition(request.product, request.lang))
}

/**
 * Worker thread of the PDF renderer: builds a document definition and renders it with pdfmake,
 * off the main thread (see PdfRendererPdfmake.layerWorkers). The pool (workerPool.ts, piscina)
 * calls the default export with each task and hands back its bytes, or the error it throws.
 */
import type { CartPdfInput, ComparePdfInput, Language, Product } from "@shop/core"
import { cartPdfDefinition } from "./cartPdf.ts"
import { compareDefinition } from "./comparePdf.ts"
import { datasheetDefinition } from "./datasheetPdf.ts"
import { renderPdf } from "./render.ts"

export type WorkerRequest =
  | { readonly kind: "cart"; readonly input: CartPdfInput }
  | { readonly kind: "datasheet"; readonly product: Product; readonly lang: Language }
  | { readonly kind: "compare"; readonly input: ComparePdfInput }

const definition = (request: WorkerRequest) => {
  switch (request.kind) {
    case "cart":
      return cartPdfDefinition(request.input)
    case "datasheet":
      return datasheetDefinition(request.product, request.lang)
    case "compare":
      return compareDefinition(request.input)
  }
}

export default async function render(request: WorkerRequest): Promise<Uint8Array> {
  return renderPdf(definition(request))
}

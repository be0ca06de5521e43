/** The PdfRenderer contract against the text-only test layer and pdfmake, in-process and on worker threads. */
import { PdfRenderer } from "@shop/core"
import * as PdfRendererPdfmake from "@shop/adapters/pdf/PdfRendererPdfmake"
import { suite } from "./PdfRenderer.contract.ts"
import { demoCatalogue } from "./support/fixtures.ts"

const products = [demoCatalogue.products[0]!, demoCatalogue.products.find((p) => p.specification.meterPositions >= 2)!, ...demoCatalogue.products.slice(40, 42)]

suite("PdfRenderer.layerTest", PdfRenderer.layerTest, products)
suite("PdfRendererPdfmake in-process", PdfRendererPdfmake.layer, products)
suite("PdfRendererPdfmake on two worker threads", PdfRendererPdfmake.layerWorkers(2), products)

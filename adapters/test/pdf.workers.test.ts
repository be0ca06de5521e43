/** Datasheets rendered on PDF worker threads (the web server's setting) are the same documents. */
import { join } from "node:path"
import { describe, expect, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { PdfRenderer, type Product } from "@shop/core"
import { loadCatalogue } from "../src/catalogue/load.ts"
import { folderSource } from "../src/catalogue/source.ts"
import { repositoryRoot } from "../src/config.ts"
import * as PdfRendererPdfmake from "../src/pdf/PdfRendererPdfmake.ts"
import { pdfText, tools } from "./support/pdfTools.ts"

const canRead = tools("PDF worker checks", "pdftotext")
const catalogue = await Effect.runPromise(loadCatalogue(folderSource(join(repositoryRoot, "data/catalogue"))))
const chosen: ReadonlyArray<Product> = catalogue.products.slice(0, 4)

describe("PdfRenderer on worker threads", { timeout: 60_000 }, () => {
  it.effect.skipIf(!canRead)("renders datasheets in parallel on two workers, in request order", () =>
    Effect.gen(function* () {
      const renderer = yield* PdfRenderer
      const pdfs = yield* Effect.forEach(chosen, (p) => renderer.datasheetPdf(p, "de"), { concurrency: 4 })
      for (const [index, bytes] of pdfs.entries()) {
        const text = pdfText(bytes)
        expect(text).toContain(chosen[index]!.specification.articleNumber)
        expect(text).toContain("Datenblatt")
      }
    }).pipe(Effect.provide(Layer.fresh(PdfRendererPdfmake.layerWorkers(2)))),
  )

  it.effect("reports a failure of the worker as a port error", () =>
    Effect.gen(function* () {
      const renderer = yield* PdfRenderer
      const broken = { ...chosen[0]!, specification: { ...chosen[0]!.specification, ean: "123" } }
      const error = yield* Effect.flip(renderer.datasheetPdf(broken, "de"))
      expect(error._tag).toBe("InfrastructureError")
      expect(error.message).toMatch(/^pdf: datasheet/)
    }).pipe(Effect.provide(Layer.fresh(PdfRendererPdfmake.layerWorkers(1)))),
  )
})

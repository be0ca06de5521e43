/**
 * CadFiles port: the files made in-process from the product's dimensions, the DXF with
 * @tarikjabiri/dxf, the PDF with pdfmake (the same sheet), the STEP model with the shop's own
 * AP214 writer. Made files are kept in a small most-recently-used cache in the layer's scope
 * (a product page's downloads are asked for together; each file is 5–60 KB). The writers load on
 * first use, so a process that never makes a CAD file (the CLI) does not pay for them.
 */
import { Effect, Layer } from "effect"
import { CadFiles, InfrastructureError, type Language, type MadeCadType, type Product } from "@shop/core"

/** Files kept; beyond that the least recently used goes. */
const CACHE_ENTRIES = 96

/** Sheet thickness of the walls, mm. */
const sheetOf = (product: Product): number => (product.material === "polyester" ? 4 : product.material === "aluminium" ? 2.5 : 1.5)

const encoder = new TextEncoder()

export const makeFile = (product: Product, type: MadeCadType, lang: Language): Effect.Effect<Uint8Array, InfrastructureError> => {
  const failure = (error: unknown) =>
    new InfrastructureError({ system: "cad", reason: `${type} ${product.key}: ${error instanceof Error ? error.message : String(error)}`, cause: error })
  switch (type) {
    case "cad-drawing":
      return Effect.tryPromise({ try: async () => encoder.encode((await import("./dxf.ts")).cadDxf(product, lang)), catch: failure })
    case "cad-pdf":
      return Effect.tryPromise({
        try: async () => {
          const [{ cadPdfDefinition }, { renderPdf }] = await Promise.all([import("../pdf/cadPdf.ts"), import("../pdf/render.ts")])
          return renderPdf(cadPdfDefinition(product, lang))
        },
        catch: failure,
      })
    case "step":
      return Effect.tryPromise({
        try: async () => {
          const { enclosureBoxes, stepFile } = await import("./step.ts")
          return encoder.encode(
            stepFile({
              fileName: `${product.productAssetIdentifier}_step_1.stp`,
              productId: product.key,
              productName: product.name[lang],
              boxes: enclosureBoxes({ key: product.key, name: product.name[lang], width: product.width, height: product.height, depth: product.depth, doorCount: product.doorCount, sheet: sheetOf(product) }),
            }),
          )
        },
        catch: failure,
      })
  }
}

export const layer = Layer.sync(CadFiles, () => {
  const cache = new Map<string, Uint8Array>()
  return CadFiles.of({
    make: Effect.fn("CadFiles.make")(function* (product: Product, type: MadeCadType, lang: Language) {
      const key = `${type}|${lang}|${product.key}|${product.width}x${product.height}x${product.depth}|${product.doorCount}|${product.specification.meterPositions}`
      const hit = cache.get(key)
      if (hit !== undefined) {
        cache.delete(key)
        cache.set(key, hit)
        return hit
      }
      const bytes = yield* makeFile(product, type, lang)
      cache.set(key, bytes)
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!)
      return bytes
    }),
  })
})

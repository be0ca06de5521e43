/**
 * The CadFiles contract: every type is made for every product, as non-empty bytes that depend only
 * on the product, its dimensions and the language (the same bytes when asked again), and a
 * product of another size gets another file.
 */
import { expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { CadFiles, madeCadFormats, type MadeCadType, type Product } from "@shop/core"

const types = Object.keys(madeCadFormats) as ReadonlyArray<MadeCadType>

export const suite = (name: string, cadLayer: Layer.Layer<CadFiles>, products: ReadonlyArray<Product>) =>
  layer(cadLayer, { timeout: 60_000 })(`CadFiles contract: ${name}`, (it) => {
    it.effect.each(types)("makes %s for each product, the same bytes when asked again", (type) =>
      Effect.gen(function* () {
        const cad = yield* CadFiles
        for (const product of products) {
          const first = yield* cad.make(product, type, "de")
          expect(first.length, product.key).toBeGreaterThan(0)
          expect(yield* cad.make(product, type, "de")).toEqual(first)
        }
      }),
    )

    it.effect.each(types)("makes another %s for another size", (type) =>
      Effect.gen(function* () {
        const cad = yield* CadFiles
        const product = products[0]!
        const wider = { ...product, width: product.width + 100 }
        expect(yield* cad.make(wider, type, "en")).not.toEqual(yield* cad.make(product, type, "en"))
      }),
    )
  })

/** The compare page's view: the products of the address, unknown slugs and a fifth product set apart. */
import { Effect, Option } from "effect"
import { Catalogue, type Language, type Product } from "@shop/core"
import { MAX_COMPARE } from "./list.ts"
import type { CompareProductView, CompareView } from "./model.ts"

export const toView = (product: Product, lang: Language): CompareProductView => {
  const spec = product.specification
  return {
    key: product.key,
    slug: product.slug,
    name: product.name[lang],
    name2: product.name2?.[lang] || null,
    articleNumber: spec.articleNumber,
    supplierArticleNumber: product.supplierArticleNumber,
    width: product.width,
    height: product.height,
    depth: product.depth,
    doorCount: product.doorCount,
    material: product.material,
    protectionType: product.protectionType,
    maxProtectionType: spec.maxProtectionType,
    ralColour: spec.ralColour,
    meterPositions: spec.meterPositions,
    ratedCurrent: product.ratedCurrent ?? null,
    areasOfUse: product.areasOfUse,
    netWeight: spec.netWeight,
    ean: spec.ean,
    tariffNumber: spec.tariffNumber,
    countryOfOrigin: spec.countryOfOrigin,
    ikCode: spec.ikCode,
    listPrice: product.listPrice,
    priceOnRequest: product.priceOnRequest,
  }
}

export const compareView = Effect.fn("web.compareView")(function* (lang: Language, slugs: ReadonlyArray<string>, refused: string | undefined) {
  const catalogue = yield* Catalogue
  const found = (slug: string) => Effect.option(catalogue.productBySlug(slug))
  const products: Array<CompareProductView> = []
  const unknown: Array<string> = []
  const overLimit: Array<string> = []
  for (const slug of new Set(slugs)) {
    const product = yield* found(slug)
    if (Option.isNone(product)) unknown.push(slug)
    else if (products.length >= MAX_COMPARE) overLimit.push(product.value.name[lang])
    else products.push(toView(product.value, lang))
  }
  const refusedProduct = refused === undefined ? Option.none() : yield* found(refused)
  return {
    lang,
    products,
    unknown,
    overLimit,
    refused: refused === undefined ? null : Option.isSome(refusedProduct) ? refusedProduct.value.name[lang] : refused,
  } satisfies CompareView
})

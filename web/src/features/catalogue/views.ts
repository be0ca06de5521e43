/**
 * Catalogue queries for the pages: the URL query decoded with Schema into the core's filter
 * (invalid values ignored, never an error), products turned into the small views the browser gets.
 */
import { Effect, Option, Schema } from "effect"
import {
  CATALOGUE_MAX_LIMIT,
  CATALOGUE_PAGE_SIZE,
  Catalogue,
  type CatalogueFilter,
  FederalState,
  type Language,
  Material,
  type Product,
  ProductFamily,
  ProtectionType,
  type Range,
  SortKey,
  assetExtension,
  federalStates,
  materials,
  FileStore,
  offeredAccessories,
  productFamilies,
  protectionTypes,
  sortKeys,
} from "@shop/core"
import type { ConfiguratorView } from "../configurator/model.ts"
import type { AppliedFilter, CatalogueFacets, CataloguePageView, FamilyView, ProductCardView, ProductDetailView } from "./model.ts"
import type { SearchRecord } from "./search.ts"

const Millimetres = Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 5000 })))
const Kilograms = Schema.FiniteFromString.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })))
const MeterCount = Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 12 })))
const Limit = Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThan(0)))

/** Values of one parameter; empty ones (a GET form's untouched fields) count as absent. */
const all = (value: string | ReadonlyArray<string> | undefined): ReadonlyArray<string> =>
  (value === undefined ? [] : typeof value === "string" ? [value] : value).map((v) => v.trim()).filter((v) => v !== "")
const first = (value: string | ReadonlyArray<string> | undefined): string | undefined => all(value)[0]

const one = <T>(schema: Schema.Codec<T, string>, value: string | ReadonlyArray<string> | undefined): T | null => {
  const text = first(value)
  return text === undefined ? null : Option.getOrNull(Schema.decodeUnknownOption(schema)(text))
}
const many = <T>(schema: Schema.Codec<T, string>, value: string | ReadonlyArray<string> | undefined): Array<T> => {
  const decode = Schema.decodeUnknownOption(schema)
  const out: Array<T> = []
  for (const text of all(value)) {
    const decoded = decode(text)
    if (Option.isSome(decoded) && !out.includes(decoded.value)) out.push(decoded.value)
  }
  return out
}

/** The URL query to the filter the form shows; every invalid value is dropped. */
export const appliedFilter = (search: SearchRecord): AppliedFilter => {
  const applied = {
    family: many(ProductFamily, search["family"]),
    material: many(Material, search["material"]),
    protection: many(ProtectionType, search["protection"]),
    area: many(FederalState, search["area"]),
    meters: many(MeterCount, search["meters"]).sort((a, b) => a - b),
    widthMin: one(Millimetres, search["widthMin"]),
    widthMax: one(Millimetres, search["widthMax"]),
    heightMin: one(Millimetres, search["heightMin"]),
    heightMax: one(Millimetres, search["heightMax"]),
    depthMin: one(Millimetres, search["depthMin"]),
    depthMax: one(Millimetres, search["depthMax"]),
    weightMin: one(Kilograms, search["weightMin"]),
    weightMax: one(Kilograms, search["weightMax"]),
    sort: one(SortKey, search["sort"]) ?? "relevance",
  }
  const active =
    applied.family.length + applied.material.length + applied.protection.length + applied.area.length + applied.meters.length > 0 ||
    [applied.widthMin, applied.widthMax, applied.heightMin, applied.heightMax, applied.depthMin, applied.depthMax, applied.weightMin, applied.weightMax].some(
      (v) => v !== null,
    )
  return { ...applied, active }
}

/** Load-more size: a whole number of pages between one page and the catalogue's maximum. */
export const effectiveLimit = (search: SearchRecord): number => {
  const requested = one(Limit, search["limit"]) ?? CATALOGUE_PAGE_SIZE
  const pages = Math.ceil(requested / CATALOGUE_PAGE_SIZE)
  return Math.min(CATALOGUE_MAX_LIMIT, Math.max(1, pages) * CATALOGUE_PAGE_SIZE)
}

const range = (min: number | null, max: number | null): Range | undefined => {
  if (min === null && max === null) return undefined
  return { ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) }
}

export const toCatalogueFilter = (applied: AppliedFilter): CatalogueFilter => {
  const width = range(applied.widthMin, applied.widthMax)
  const height = range(applied.heightMin, applied.heightMax)
  const depth = range(applied.depthMin, applied.depthMax)
  const netWeight = range(applied.weightMin, applied.weightMax)
  return {
    ...(applied.family.length > 0 ? { family: applied.family } : {}),
    ...(applied.material.length > 0 ? { material: applied.material } : {}),
    ...(applied.protection.length > 0 ? { protectionType: applied.protection } : {}),
    ...(applied.area.length > 0 ? { areaOfUse: applied.area } : {}),
    ...(applied.meters.length > 0 ? { meterPositions: applied.meters } : {}),
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
    ...(depth ? { depth } : {}),
    ...(netWeight ? { netWeight } : {}),
  }
}

export const toCard = (product: Product, lang: Language): ProductCardView => ({
  slug: product.slug,
  name: product.name[lang],
  name2: product.name2?.[lang] ?? null,
  articleNumber: product.specification.articleNumber,
  width: product.width,
  height: product.height,
  doorCount: product.doorCount,
  listPrice: product.listPrice,
})

/**
 * Facets of the filter form (meter-position choices, size ranges). The Catalogue port has no facet
 * query yet, so they are computed once from a full query and kept: the catalogue is loaded once per process.
 */
let facetsOnce: CatalogueFacets | undefined
const facets = Effect.gen(function* () {
  if (facetsOnce) return facetsOnce
  const catalogue = yield* Catalogue
  const { items } = yield* catalogue.query({ filter: {}, sort: "relevance", language: "de", limit: Number.MAX_SAFE_INTEGER })
  const span = (values: ReadonlyArray<number>) =>
    values.length === 0 ? { min: 0, max: 0 } : { min: Math.min(...values), max: Math.max(...values) }
  facetsOnce = {
    meterPositions: [...new Set(items.map((p) => p.specification.meterPositions).filter((m) => m > 0))].sort((a, b) => a - b),
    width: span(items.map((p) => p.width)),
    height: span(items.map((p) => p.height)),
    depth: span(items.map((p) => p.depth)),
    netWeight: span(items.map((p) => p.specification.netWeight)),
    families: productFamilies,
    materials,
    protectionTypes,
    areas: federalStates,
    sorts: sortKeys,
  }
  return facetsOnce
})

export const cataloguePage = Effect.fn("web.cataloguePage")(function* (lang: Language, search: SearchRecord) {
  const catalogue = yield* Catalogue
  const applied = appliedFilter(search)
  const limit = effectiveLimit(search)
  const page = yield* catalogue.query({ filter: toCatalogueFilter(applied), sort: applied.sort, language: lang, limit })
  return {
    lang,
    total: page.total,
    limit,
    nextLimit: page.total > limit && limit < CATALOGUE_MAX_LIMIT ? Math.min(CATALOGUE_MAX_LIMIT, limit + CATALOGUE_PAGE_SIZE) : null,
    items: page.items.map((p) => toCard(p, lang)),
    applied,
    facets: yield* facets,
  } satisfies CataloguePageView
})

/** Folder of the product assets in the file store (spec §7: assets/{id}_{type}_{n}.{ext}). */
export const ASSET_PREFIX = "assets/"

export const productDetail = Effect.fn("web.productDetail")(function* (lang: Language, slug: string) {
  const catalogue = yield* Catalogue
  const product = yield* catalogue.productBySlug(slug)
  const seen = new Map<string, number>()
  // Data sheets and images are made from the catalogue; CAD files are listed only when the file store holds them.
  const stored = new Set(yield* Effect.orElseSucceed((yield* FileStore).list(ASSET_PREFIX, product.productAssetIdentifier), () => []))
  const available = product.assets.filter((a) => a.type === "datasheet" || a.type === "image" || stored.has(`${ASSET_PREFIX}${a.file}`))
  return {
    lang,
    key: product.key,
    slug: product.slug,
    name: product.name[lang],
    name2: product.name2?.[lang] ?? null,
    description: product.description[lang],
    family: product.family,
    supplierArticleNumber: product.supplierArticleNumber,
    width: product.width,
    height: product.height,
    depth: product.depth,
    doorCount: product.doorCount,
    material: product.material,
    areasOfUse: product.areasOfUse,
    listPrice: product.listPrice,
    specification: product.specification,
    assets: available.map((asset) => {
      const number = (seen.get(asset.type) ?? 0) + 1
      seen.set(asset.type, number)
      const extension = asset.file.includes(".") ? asset.file.slice(asset.file.lastIndexOf(".") + 1) : assetExtension[asset.type]
      // Images are the generated front view, delivered as SVG whatever the catalogue's file name says.
      const served = asset.type === "image" ? "svg" : extension
      return {
        type: asset.type,
        file: asset.file,
        href: `/files/assets/${encodeURIComponent(asset.file)}?lang=${lang}`,
        downloadName: asset.type === "image" ? `${asset.file.replace(/\.[^.]*$/, "")}.svg` : asset.file,
        extension: served.toUpperCase(),
        number,
      }
    }),
  } satisfies ProductDetailView
})

export const productFamiliesOverview = Effect.fn("web.productFamilies")(function* (lang: Language) {
  const catalogue = yield* Catalogue
  return yield* Effect.forEach(productFamilies, (family) =>
    catalogue.query({ filter: { family: [family] }, sort: "relevance", language: lang, limit: 1 }).pipe(
      Effect.map(
        (page): FamilyView => ({
          family,
          count: page.total,
          sample: page.items[0] ? { width: page.items[0].width, height: page.items[0].height, doorCount: page.items[0].doorCount } : null,
        }),
      ),
    ),
  )
})

/** The configurator of one product: the product and its accessories by option (§9 order) and group. */
export const configuratorView = Effect.fn("web.configuratorView")(function* (lang: Language, slug: string) {
  const product = yield* (yield* Catalogue).productBySlug(slug)
  const sections = yield* offeredAccessories(product)
  return {
    lang,
    product: {
      key: product.key,
      slug: product.slug,
      name: product.name[lang],
      name2: product.name2?.[lang] || null,
      articleNumber: product.specification.articleNumber,
      width: product.width,
      height: product.height,
      depth: product.depth,
      doorCount: product.doorCount,
      ralColour: product.specification.ralColour,
      meterPositions: product.specification.meterPositions,
      listPrice: product.listPrice,
    },
    sections: sections.map((section) => ({
      option: section.option,
      groups: section.groups.map((group) => ({
        key: group.groupKey,
        name: group.group?.name[lang] ?? group.groupKey,
        accessories: group.accessories.map((o) => ({
          key: o.accessory.key,
          name: o.accessory.name[lang],
          name2: o.accessory.name2?.[lang] || null,
          supplierArticleNumber: o.accessory.supplierArticleNumber,
          listPrice: o.accessory.listPrice,
          maxAmount: o.maxAmount,
          fixed: o.fixed,
        })),
      })),
    })),
  } satisfies ConfiguratorView
})

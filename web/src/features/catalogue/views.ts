/**
 * The catalogue's views for the pages: the core's reading of the URL query and its facets, products
 * turned into the small views the browser gets.
 */
import { Effect } from "effect"
import {
  ASSET_PREFIX,
  Catalogue,
  FileStore,
  type Language,
  type Product,
  appliedFilter,
  activeGroups,
  cappedAtMaximum,
  effectiveLimit,
  type FilterChip,
  filterChips,
  type FilterGroup,
  federalStates,
  listedAssets,
  materials,
  nextLimit,
  includedAccessories,
  offeredAccessories,
  productFamilies,
  protectionTypes,
  sortKeys,
  toCatalogueFilter,
  withoutChip,
  withoutGroup,
} from "@shop/core"
import type { AmperageVariantView, ConfiguratorView, IncludedPartView } from "../configurator/model.ts"
import type { CataloguePageView, FamilyView, ProductCardView, ProductDetailView, ProductRowView } from "./model.ts"
import type { SearchRecord } from "./search.ts"

export const toCard = (product: Product, lang: Language): ProductCardView => ({
  slug: product.slug,
  name: product.name[lang],
  name2: product.name2?.[lang] ?? null,
  articleNumber: product.specification.articleNumber,
  width: product.width,
  height: product.height,
  depth: product.depth,
  listPrice: product.listPrice,
  priceOnRequest: product.priceOnRequest,
})

const toRow = (product: Product, lang: Language): ProductRowView => ({
  ...toCard(product, lang),
  protectionType: product.protectionType,
  material: product.material,
  meterPositions: product.specification.meterPositions,
  netWeight: product.specification.netWeight,
})

/** The product's amperage variants with itself, by rated current; empty when it has none. */
const amperageVariantsOf = Effect.fn("web.amperageVariants")(function* (product: Product) {
  if (product.amperageVariants.length === 0 || product.ratedCurrent === undefined) return []
  const catalogue = yield* Catalogue
  const variants = yield* Effect.forEach(product.amperageVariants, (key) => Effect.option(catalogue.product(key)))
  const all: Array<AmperageVariantView> = [{ slug: product.slug, ratedCurrent: product.ratedCurrent, current: true }]
  for (const variant of variants) {
    if (variant._tag === "Some" && variant.value.ratedCurrent !== undefined) all.push({ slug: variant.value.slug, ratedCurrent: variant.value.ratedCurrent, current: false })
  }
  return all.length < 2 ? [] : all.sort((a, b) => a.ratedCurrent - b.ratedCurrent)
})

const paramGroup: Record<Exclude<FilterChip, { kind: "range" | "areaOnly" }>["param"], FilterGroup> = {
  family: "family",
  material: "material",
  protection: "protectionType",
  area: "areaOfUse",
  meters: "meterPositions",
}

export const cataloguePage = Effect.fn("web.cataloguePage")(function* (lang: Language, search: SearchRecord) {
  const catalogue = yield* Catalogue
  const applied = appliedFilter(search)
  const limit = effectiveLimit(search)
  const page = yield* catalogue.query({ filter: toCatalogueFilter(applied), sort: applied.sort, language: lang, limit })
  const chips = filterChips(applied)
  const groupOf = (chip: FilterChip) => (chip.kind === "range" ? chip.group : chip.kind === "areaOnly" ? "areaOfUse" : paramGroup[chip.param])
  // An empty result's way out: each set group that, dropped, leaves products, the most first.
  const drops =
    page.total > 0
      ? []
      : activeGroups(applied)
          .map((group) => ({ group, chips: chips.filter((chip) => groupOf(chip) === group), count: page.counts.without[group], search: withoutGroup(search, group) }))
          .filter((drop) => drop.count > 0)
          .sort((a, b) => b.count - a.count)
  const rows = search["view"] === "table" ? page.items.map((p) => toRow(p, lang)) : null
  return {
    lang,
    total: page.total,
    limit,
    nextLimit: nextLimit(page.total, limit),
    capped: cappedAtMaximum(page.total, limit),
    // The table's columns only for the table view: the cards' hydration data carries what they show.
    // The same objects twice are sent once (the serializer refers to the first).
    ...(rows === null ? { items: page.items.map((p) => toCard(p, lang)), rows } : { items: rows, rows }),
    applied,
    // The list filters' choices are the core's; sizes and meter positions come from the catalogue.
    facets: { ...(yield* catalogue.facets), families: productFamilies, materials, protectionTypes, areas: federalStates, sorts: sortKeys },
    counts: page.counts,
    madeForState: page.madeForState,
    chips: chips.map((chip) => ({ chip, search: withoutChip(search, chip) })),
    // The sort and the table view stay.
    removeAll: { ...(applied.sort === "relevance" ? {} : { sort: applied.sort }), ...(search["view"] === "table" ? { view: "table" } : {}) },
    drops,
    nearest: page.nearest.map((p) => toCard(p, lang)),
  } satisfies CataloguePageView
})

/** The parts delivered with a product, as the product page and the configurator name them. */
const includedPartsOf = (product: Product, lang: Language) =>
  Effect.map(includedAccessories(product), (parts) =>
    parts.map(
      (accessory): IncludedPartView => ({
        key: accessory.key,
        name: accessory.name[lang],
        name2: accessory.name2?.[lang] || null,
        supplierArticleNumber: accessory.supplierArticleNumber,
      }),
    ),
  )

export const productDetail = Effect.fn("web.productDetail")(function* (lang: Language, slug: string) {
  const catalogue = yield* Catalogue
  const product = yield* catalogue.productBySlug(slug)
  const stored = new Set(yield* Effect.orElseSucceed((yield* FileStore).list(ASSET_PREFIX, product.productAssetIdentifier), () => []))
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
    protectionType: product.protectionType,
    ratedCurrent: product.ratedCurrent ?? null,
    amperageVariants: yield* amperageVariantsOf(product),
    included: yield* includedPartsOf(product, lang),
    listPrice: product.listPrice,
    priceOnRequest: product.priceOnRequest,
    specification: product.specification,
    assets: listedAssets(product.assets, stored).map((asset) => ({
      ...asset,
      // The URL names what is served (the front view image is SVG whatever the catalogue calls it).
      href: `/files/assets/${encodeURIComponent(asset.downloadName)}?lang=${lang}`,
      extension: asset.extension.toUpperCase(),
    })),
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
      priceOnRequest: product.priceOnRequest,
      amperageVariants: yield* amperageVariantsOf(product),
      included: yield* includedPartsOf(product, lang),
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
          priceOnRequest: o.accessory.priceOnRequest,
          maxAmount: o.maxAmount,
          fixed: o.fixed,
        })),
      })),
    })),
  } satisfies ConfiguratorView
})

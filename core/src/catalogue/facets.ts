/**
 * Facets of the catalogue for the filter form (spec §3): the span of each size and of the net
 * weight, and the meter-position counts that occur. Computed in one loop: a spread such as
 * `Math.min(...values)` throws once a catalogue outgrows the engine's argument limit.
 *
 * Also the plain rules of a query's filter groups, facet counts, nearest sizes and state-first
 * order: what the test catalogue answers and what the index's one-pass answers are tested against.
 */
import {
  type CatalogueFilter,
  type FacetCounts,
  federalStates,
  type FilterGroup,
  filterGroups,
  madeFor,
  materials,
  type Product,
  productFamilies,
  protectionTypes,
  type Range,
  sizeGroups,
  usableIn,
} from "./model.ts"

export interface Span {
  readonly min: number
  readonly max: number
}

export interface CatalogueFacets {
  readonly width: Span
  readonly height: Span
  readonly depth: Span
  readonly netWeight: Span
  /** Meter-position counts above 0 that some product has, ascending. */
  readonly meterPositions: ReadonlyArray<number>
}

/** Facets of these products; every span is 0 to 0 when there are none. */
export const catalogueFacets = (products: ReadonlyArray<Product>): CatalogueFacets => {
  const span = () => ({ min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY })
  const spans = { width: span(), height: span(), depth: span(), netWeight: span() }
  const widen = (s: { min: number; max: number }, value: number) => {
    if (value < s.min) s.min = value
    if (value > s.max) s.max = value
  }
  const meters = new Set<number>()
  for (const p of products) {
    widen(spans.width, p.width)
    widen(spans.height, p.height)
    widen(spans.depth, p.depth)
    widen(spans.netWeight, p.specification.netWeight)
    if (p.specification.meterPositions > 0) meters.add(p.specification.meterPositions)
  }
  const done = (s: Span): Span => (products.length === 0 ? { min: 0, max: 0 } : { min: s.min, max: s.max })
  return {
    width: done(spans.width),
    height: done(spans.height),
    depth: done(spans.depth),
    netWeight: done(spans.netWeight),
    meterPositions: [...meters].sort((a, b) => a - b),
  }
}

/** Whether a product passes one group of the filter; a group that is not set passes every product. */
export const passesGroup = (p: Product, filter: CatalogueFilter, group: FilterGroup): boolean => {
  switch (group) {
    case "width":
      return inRange(p.width, filter.width)
    case "height":
      return inRange(p.height, filter.height)
    case "depth":
      return inRange(p.depth, filter.depth)
    case "netWeight":
      return inRange(p.specification.netWeight, filter.netWeight)
    case "material":
      return anyOf(filter.material, (m) => m === p.material)
    case "protectionType":
      return anyOf(filter.protectionType, (t) => t === p.protectionType)
    case "family":
      return anyOf(filter.family, (f) => f === p.family)
    case "meterPositions":
      return anyOf(filter.meterPositions, (m) => m === p.specification.meterPositions)
    case "areaOfUse": {
      const states = filter.areaOfUse
      if (states === undefined || states.length === 0) return true
      return filter.areaOnly === true ? madeFor(p, states) : states.some((state) => usableIn(p, state))
    }
  }
}

/** Whether a group of the filter is set (and so can be dropped). */
export const groupIsSet = (filter: CatalogueFilter, group: FilterGroup): boolean => {
  const value = filter[group]
  if (value === undefined) return false
  if (Array.isArray(value)) return value.length > 0
  const range = value as Range
  return range.min !== undefined || range.max !== undefined
}

/** The plain rule: a product matches when it passes every group. */
export const matchesFilter = (p: Product, filter: CatalogueFilter): boolean => filterGroups.every((group) => passesGroup(p, filter, group))

const inRange = (value: number, range: Range | undefined) => range === undefined || ((range.min ?? -Infinity) <= value && value <= (range.max ?? Infinity))
const anyOf = <T>(allowed: ReadonlyArray<T> | undefined, test: (value: T) => boolean) => allowed === undefined || allowed.length === 0 || allowed.some(test)

const zeros = <K extends string>(keys: ReadonlyArray<K>): Record<K, number> => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>

/** Counts of nothing: every option and every group 0. */
export const emptyFacetCounts = (): FacetCounts => ({
  family: zeros(productFamilies),
  material: zeros(materials),
  protectionType: zeros(protectionTypes),
  areaOfUse: zeros(federalStates),
  meterPositions: Array.from({ length: 13 }, () => 0),
  without: zeros(filterGroups),
})

/**
 * The facet counts of a filter, written out plainly (a pass per group; the index computes the
 * same in one pass): for each group, the products passing every other group, counted by value.
 */
export const facetCounts = (products: ReadonlyArray<Product>, filter: CatalogueFilter): FacetCounts => {
  const others = (group: FilterGroup) => products.filter((p) => filterGroups.every((g) => g === group || passesGroup(p, filter, g)))
  const count = <K extends string>(keys: ReadonlyArray<K>, list: ReadonlyArray<Product>, has: (p: Product, key: K) => boolean) =>
    Object.fromEntries(keys.map((k) => [k, list.filter((p) => has(p, k)).length])) as Record<K, number>
  const areaOnly = filter.areaOnly === true && (filter.areaOfUse?.length ?? 0) > 0
  return {
    family: count(productFamilies, others("family"), (p, k) => p.family === k),
    material: count(materials, others("material"), (p, k) => p.material === k),
    protectionType: count(protectionTypes, others("protectionType"), (p, k) => p.protectionType === k),
    areaOfUse: count(federalStates, others("areaOfUse"), (p, k) => (areaOnly ? madeFor(p, [k]) : usableIn(p, k))),
    meterPositions: Array.from({ length: 13 }, (_, m) => others("meterPositions").filter((p) => p.specification.meterPositions === m).length),
    without: Object.fromEntries(filterGroups.map((g) => [g, others(g).length])) as Record<FilterGroup, number>,
  }
}

/**
 * How far a product's sizes are from the sizes asked for: per size with a range, how far the
 * value lies outside it relative to the bound it misses (600 asked, 750 found: 0.25), summed.
 * 0 when every size is within its range.
 */
export const sizeDistance = (p: Product, filter: CatalogueFilter): number => {
  let distance = 0
  for (const group of sizeGroups) {
    const range = filter[group]
    if (range === undefined) continue
    const value = p[group]
    if (range.min !== undefined && value < range.min) distance += (range.min - value) / Math.max(range.min, 1)
    else if (range.max !== undefined && value > range.max) distance += (value - range.max) / Math.max(range.max, 1)
  }
  return distance
}

/** Whether the filter asks for a size (width, height or depth). */
export const asksForSize = (filter: CatalogueFilter): boolean => sizeGroups.some((group) => groupIsSet(filter, group))

/**
 * The nearest sizes of an empty result, written out plainly: the products that pass every group
 * but the sizes, by `sizeDistance` (catalogue order between equals), the first `limit`. Empty
 * when the filter asks for no size.
 */
export const nearestSizes = (products: ReadonlyArray<Product>, filter: CatalogueFilter, limit: number): ReadonlyArray<Product> => {
  if (!asksForSize(filter)) return []
  const sizes: ReadonlyArray<FilterGroup> = sizeGroups
  return products
    .map((p, i) => ({ p, i, distance: sizeDistance(p, filter) }))
    .filter(({ p }) => filterGroups.every((g) => sizes.includes(g) || passesGroup(p, filter, g)))
    .sort((a, b) => a.distance - b.distance || a.i - b.i)
    .slice(0, Math.max(0, limit))
    .map(({ p }) => p)
}

/**
 * The state-first order of a filter by federal state, written out plainly: the products built for
 * one of the chosen states before those usable in every state, each part in the given order.
 */
export const stateFirst = (sorted: ReadonlyArray<Product>, filter: CatalogueFilter): ReadonlyArray<Product> => {
  const states = filter.areaOfUse ?? []
  if (states.length === 0) return sorted
  return [...sorted.filter((p) => madeFor(p, states)), ...sorted.filter((p) => !madeFor(p, states))]
}

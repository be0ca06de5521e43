/**
 * Facets of the catalogue for the filter form (spec §3): the span of each size and of the net
 * weight, and the meter-position counts that occur. Computed in one loop: a spread such as
 * `Math.min(...values)` throws once a catalogue outgrows the engine's argument limit.
 */
import type { Product } from "./model.ts"

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

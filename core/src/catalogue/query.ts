/**
 * The catalogue's URL query (spec §3 filters) read into the catalogue's filter, and load-more
 * paging. Every filter is a plain parameter (`material=steel&material=polyester`, `widthMin=300`);
 * a value that does not decode is ignored, never an error, so a shared or hand-edited link always
 * shows a page. The limit grows by whole pages up to the catalogue's maximum; a list that stops
 * there while more products match is capped (the page says so and asks to narrow the filters).
 */
import { Option, Schema } from "effect"
import {
  CATALOGUE_MAX_LIMIT,
  CATALOGUE_PAGE_SIZE,
  type CatalogueFilter,
  FederalState,
  Material,
  ProductFamily,
  ProtectionType,
  type Range,
  SortKey,
} from "./model.ts"

/** A query string's parameters: one value or repeated values per key. */
export type QueryParams = Readonly<Record<string, string | ReadonlyArray<string>>>

/** The filter as it was understood (invalid values dropped), also what the filter form shows. */
export interface AppliedFilter {
  readonly family: ReadonlyArray<ProductFamily>
  readonly material: ReadonlyArray<Material>
  readonly protection: ReadonlyArray<ProtectionType>
  readonly area: ReadonlyArray<FederalState>
  readonly meters: ReadonlyArray<number>
  readonly widthMin: number | null
  readonly widthMax: number | null
  readonly heightMin: number | null
  readonly heightMax: number | null
  readonly depthMin: number | null
  readonly depthMax: number | null
  readonly weightMin: number | null
  readonly weightMax: number | null
  readonly sort: SortKey
  /** Whether any filter (not the sort) is set. */
  readonly active: boolean
}

/**
 * Any whole number of millimetres up to 100 m: a width "from 6000" is a filter no enclosure meets
 * ("No products"), not a value to drop, which would list every product as if the filter were applied.
 */
const Millimetres = Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100_000 })))
const Kilograms = Schema.FiniteFromString.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: 100_000 })))
const MeterCount = Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 12 })))
const Limit = Schema.FiniteFromString.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThan(0)))

type Value = string | ReadonlyArray<string> | undefined

/** Values of one parameter; empty ones (a GET form's untouched fields) count as absent. */
const all = (value: Value): ReadonlyArray<string> =>
  (value === undefined ? [] : typeof value === "string" ? [value] : value).map((v) => v.trim()).filter((v) => v !== "")

/** The first value that is present, decoded; null when absent or invalid. */
const one = <T>(schema: Schema.Codec<T, string>, value: Value): T | null => {
  const text = all(value)[0]
  return text === undefined ? null : Option.getOrNull(Schema.decodeUnknownOption(schema)(text))
}

/** Every valid value once, in the order given. */
const many = <T>(schema: Schema.Codec<T, string>, value: Value): Array<T> => {
  const decode = Schema.decodeUnknownOption(schema)
  const out: Array<T> = []
  for (const text of all(value)) {
    const decoded = decode(text)
    if (Option.isSome(decoded) && !out.includes(decoded.value)) out.push(decoded.value)
  }
  return out
}

/** A weight as the page's number format writes it: "2,5" is 2.5 kg in German. */
const decimalPoint = (value: Value): Value =>
  value === undefined ? undefined : typeof value === "string" ? value.replace(",", ".") : value.map((v) => v.replace(",", "."))

/** A range typed the wrong way round ("from 900 to 300") is meant as 300 to 900, not as no product. */
const ordered = (min: number | null, max: number | null): readonly [number | null, number | null] =>
  min !== null && max !== null && min > max ? [max, min] : [min, max]

/** The query to the filter; every invalid value is dropped. */
export const appliedFilter = (params: QueryParams): AppliedFilter => {
  const [widthMin, widthMax] = ordered(one(Millimetres, params["widthMin"]), one(Millimetres, params["widthMax"]))
  const [heightMin, heightMax] = ordered(one(Millimetres, params["heightMin"]), one(Millimetres, params["heightMax"]))
  const [depthMin, depthMax] = ordered(one(Millimetres, params["depthMin"]), one(Millimetres, params["depthMax"]))
  const [weightMin, weightMax] = ordered(one(Kilograms, decimalPoint(params["weightMin"])), one(Kilograms, decimalPoint(params["weightMax"])))
  const applied = {
    family: many(ProductFamily, params["family"]),
    material: many(Material, params["material"]),
    protection: many(ProtectionType, params["protection"]),
    area: many(FederalState, params["area"]),
    meters: many(MeterCount, params["meters"]).sort((a, b) => a - b),
    widthMin,
    widthMax,
    heightMin,
    heightMax,
    depthMin,
    depthMax,
    weightMin,
    weightMax,
    sort: one(SortKey, params["sort"]) ?? "relevance",
  }
  const active =
    applied.family.length + applied.material.length + applied.protection.length + applied.area.length + applied.meters.length > 0 ||
    [applied.widthMin, applied.widthMax, applied.heightMin, applied.heightMax, applied.depthMin, applied.depthMax, applied.weightMin, applied.weightMax].some(
      (v) => v !== null,
    )
  return { ...applied, active }
}

const range = (min: number | null, max: number | null): Range | undefined => {
  if (min === null && max === null) return undefined
  return { ...(min === null ? {} : { min }), ...(max === null ? {} : { max }) }
}

/** The catalogue's filter of an applied filter: only what is set. */
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

/** Load-more size of the `limit` parameter: a whole number of pages between one page and the catalogue's maximum. */
export const effectiveLimit = (params: QueryParams): number => {
  const requested = one(Limit, params["limit"]) ?? CATALOGUE_PAGE_SIZE
  const pages = Math.ceil(requested / CATALOGUE_PAGE_SIZE)
  return Math.min(CATALOGUE_MAX_LIMIT, Math.max(1, pages) * CATALOGUE_PAGE_SIZE)
}

/** The limit that loads one page more, or null when every result (or the maximum) is shown. */
export const nextLimit = (total: number, limit: number): number | null =>
  total > limit && limit < CATALOGUE_MAX_LIMIT ? Math.min(CATALOGUE_MAX_LIMIT, limit + CATALOGUE_PAGE_SIZE) : null

/**
 * Whether the list stops at the catalogue's maximum while more results match: load more ends there,
 * so the page says that only the first results are shown and asks to narrow the filters.
 */
export const cappedAtMaximum = (total: number, limit: number): boolean => limit >= CATALOGUE_MAX_LIMIT && total > limit

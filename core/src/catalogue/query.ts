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
  type FilterGroup,
  filterGroups,
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
  /** Only the products built for the chosen states (`areaOnly=1`); false without a state. */
  readonly areaOnly: boolean
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
  const area = many(FederalState, params["area"])
  const applied = {
    family: many(ProductFamily, params["family"]),
    material: many(Material, params["material"]),
    protection: many(ProtectionType, params["protection"]),
    area,
    // A check box sends "on" without a value of its own; the form's sends "1".
    areaOnly: area.length > 0 && ["1", "true", "on"].includes(all(params["areaOnly"])[0] ?? ""),
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
    ...(applied.areaOnly ? { areaOnly: true } : {}),
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

/** The query parameters of each filter group: what dropping the group takes out of the URL. */
export const groupParams: Readonly<Record<FilterGroup, ReadonlyArray<string>>> = {
  family: ["family"],
  width: ["widthMin", "widthMax"],
  height: ["heightMin", "heightMax"],
  depth: ["depthMin", "depthMax"],
  netWeight: ["weightMin", "weightMax"],
  material: ["material"],
  protectionType: ["protection"],
  areaOfUse: ["area", "areaOnly"],
  meterPositions: ["meters"],
}

/** The ranges of an applied filter by group, and the list filters by their parameter. */
const rangeOf = {
  width: ["widthMin", "widthMax"],
  height: ["heightMin", "heightMax"],
  depth: ["depthMin", "depthMax"],
  netWeight: ["weightMin", "weightMax"],
} as const
export type RangeGroup = keyof typeof rangeOf
const listOf = { family: "family", material: "material", protectionType: "protection", areaOfUse: "area", meterPositions: "meters" } as const
export type ListParam = (typeof listOf)[keyof typeof listOf]

/**
 * One active filter as the catalogue shows it above the results, removable on its own: each
 * checked value, each range (its min and max are one filter) and the "only for this state" switch.
 */
export type FilterChip =
  | { readonly kind: "value"; readonly param: ListParam; readonly value: string }
  | { readonly kind: "range"; readonly group: RangeGroup; readonly min: number | null; readonly max: number | null }
  | { readonly kind: "areaOnly" }

/** The active filters, in the order of the filter form; their number is what the phone's filter button counts. */
export const filterChips = (applied: AppliedFilter): ReadonlyArray<FilterChip> => {
  const chips: Array<FilterChip> = []
  const values = (param: ListParam, list: ReadonlyArray<string | number>) => {
    for (const value of list) chips.push({ kind: "value", param, value: String(value) })
  }
  const range = (group: RangeGroup) => {
    const [minKey, maxKey] = rangeOf[group]
    const min = applied[minKey]
    const max = applied[maxKey]
    if (min !== null || max !== null) chips.push({ kind: "range", group, min, max })
  }
  values("family", applied.family)
  range("width")
  range("height")
  range("depth")
  range("netWeight")
  values("material", applied.material)
  values("protection", applied.protection)
  values("area", applied.area)
  if (applied.areaOnly) chips.push({ kind: "areaOnly" })
  values("meters", applied.meters)
  return chips
}

/**
 * The query without one filter, starting again at the first page (no `limit`). Removing a state's
 * last value also removes "only for this state", which means nothing without one.
 */
export const withoutChip = (params: QueryParams, chip: FilterChip): QueryParams => {
  const out = new Map<string, string | ReadonlyArray<string>>(Object.entries(params))
  out.delete("limit")
  if (chip.kind === "areaOnly") out.delete("areaOnly")
  else if (chip.kind === "range") for (const key of rangeOf[chip.group]) out.delete(key)
  else {
    // The values as understood ("02" meters is 2), so the chip's value is found however it was written.
    const applied = appliedFilter(params)
    const rest = appliedList(applied, chip.param).map(String).filter((value) => value !== chip.value)
    if (rest.length === 0) out.delete(chip.param)
    else out.set(chip.param, rest)
    if (chip.param === "area" && rest.length === 0) out.delete("areaOnly")
  }
  return Object.fromEntries(out)
}

const appliedList = (applied: AppliedFilter, param: ListParam): ReadonlyArray<string | number> => {
  switch (param) {
    case "family":
      return applied.family
    case "material":
      return applied.material
    case "protection":
      return applied.protection
    case "area":
      return applied.area
    case "meters":
      return applied.meters
  }
}

/** The query without a whole filter group (an empty result's "drop this filter"), from the first page. */
export const withoutGroup = (params: QueryParams, group: FilterGroup): QueryParams => {
  const drop = new Set<string>([...groupParams[group], "limit"])
  return Object.fromEntries(Object.entries(params).filter(([key]) => !drop.has(key)))
}

/** The filter groups that are set, in the order of `filterGroups`. */
export const activeGroups = (applied: AppliedFilter): ReadonlyArray<FilterGroup> => {
  const filter = toCatalogueFilter(applied)
  return filterGroups.filter((group) => filter[group] !== undefined)
}

/**
 * Accessories: the table in `accessoryTable.ts` expanded against the products at hand, each
 * accessory numbered and priced, then offered to the products it fits.
 */
import { federalStates, productFamilies } from "../../core/src/catalogue/model.ts"
import type { AccessoryFile, ProductFamily } from "../../core/src/catalogue/model.ts"
import { accessoryOptions } from "../../core/src/catalogue/articleGroup.ts"
import type { AccessoryOption } from "../../core/src/catalogue/articleGroup.ts"
import type { LocalizedText } from "../../core/src/i18n/language.ts"
import { accessoryTable, oddNames, paintSizeClasses } from "./accessoryTable.ts"
import type { AccessoryItem, AccessoryRow, Fit, Price, Series, Side, Vars } from "./accessoryTable.ts"
import { articleGroupByKey } from "./articleGroups.ts"
import { stateInfo } from "./federalStates.ts"
import { clamp, cm, dm, round2 } from "./format.ts"
import { supplierNumber } from "./product.ts"
import type { Draft, Spec } from "./product.ts"
import { intIn, sample } from "./random.ts"
import type { Rng } from "./random.ts"

export type AccessoryOut = typeof AccessoryFile.Encoded

export interface AccessoryDraft {
  readonly index: number
  readonly option: AccessoryOption
  readonly families: ReadonlyArray<ProductFamily>
  /** Made for exactly this size: always offered with the products it fits. */
  readonly exact: boolean
  readonly fits: (p: Spec) => boolean
  readonly file: AccessoryOut
}

const sizeClassOf = (area: number): string => paintSizeClasses.find((c) => area < c.below)!.code

/** What each condition of a `Fit` asks of a product. */
const conditions: { readonly [K in Exclude<keyof Fit, "exceptIn">]-?: (p: Spec, value: NonNullable<Fit[K]>) => boolean } = {
  width: (p, w) => p.w === w,
  height: (p, h) => p.h === h,
  depth: (p, d) => p.d === d,
  minWidth: (p, w) => p.w >= w,
  maxWidth: (p, w) => p.w <= w,
  minHeight: (p, h) => p.h >= h,
  door: (p) => p.doors > 0,
  maxDoorWidth: (p, w) => p.doors > 0 && p.w / p.doors <= w,
  materials: (p, materials) => materials.includes(p.material),
  sizeClass: (p, c) => sizeClassOf(p.area) === c,
  boardMountings: (p, mountings) => p.mounting === undefined || mountings.includes(p.mounting),
  state: (p, s) => p.state === s,
  minMeterPositions: (p, n) => p.positions >= n,
  minRows: (p, n) => p.rows >= n,
}

/** The fit as a test, made once per accessory: it runs for every product of the families. */
const fitTest = ({ exceptIn, ...given }: Fit): ((p: Spec) => boolean) => {
  const tests = Object.entries(given).map(([name, value]) => {
    const condition = conditions[name as keyof typeof conditions] as (p: Spec, value: unknown) => boolean
    return (p: Spec) => condition(p, value)
  })
  return (p) => p.family === exceptIn || tests.every((test) => test(p))
}

/** One value of a series: what it fills in, what it adds to the fit, and the measured sides of a size. */
interface SeriesValue {
  readonly vars: Vars
  readonly fit: Fit
  readonly exact: boolean
  readonly size: ReadonlyArray<number>
}

const noSeries: SeriesValue = { vars: {}, fit: {}, exact: false, size: [] }

const sideFit: Record<Side, keyof Fit> = { w: "width", h: "height", d: "depth" }

/** Distinct sizes (the given sides) of the products in the families, smallest first. */
const productSizes = (specs: ReadonlyArray<Spec>, families: ReadonlyArray<ProductFamily>, sides: ReadonlyArray<Side>): Array<ReadonlyArray<number>> => {
  const seen = new Map<string, ReadonlyArray<number>>()
  for (const s of specs) {
    if (!families.includes(s.family)) continue
    const v = sides.map((side) => s[side])
    seen.set(v.join("x"), v)
  }
  return [...seen.values()].sort((a, b) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
    return 0
  })
}

const seriesValues = (series: Series, families: ReadonlyArray<ProductFamily>, specs: ReadonlyArray<Spec>): Array<SeriesValue> => {
  if (series === "paintSizeClasses") {
    return paintSizeClasses.map((c) => ({ ...noSeries, vars: { class: c.code, surface: c.surface, price: c.price }, fit: { sizeClass: c.code } }))
  }
  if (series === "federalStates") {
    return federalStates.map((state) => {
      const { code, de, en, grid } = stateInfo[state]
      return { ...noSeries, vars: { code, state: { de, en }, grid }, fit: { state } }
    })
  }
  if ("values" in series) return series.values.map((vars) => ({ ...noSeries, vars }))
  const { productSizes: sides, from = 0 } = series
  return productSizes(specs, families, sides)
    .filter((size) => size.every((mm) => mm >= from))
    .map((size) => ({
      vars: { ...Object.fromEntries(sides.map((side, i) => [side, size[i]!])), size: sides.map((side, i) => (side === "d" ? cm : dm)(size[i]!)).join("") },
      fit: Object.fromEntries(sides.map((side, i) => [sideFit[side], size[i]!])),
      exact: true,
      size,
    }))
}

/** Every combination of the series' values, the first series outermost. */
const combinations = (values: ReadonlyArray<ReadonlyArray<SeriesValue>>): Array<SeriesValue> =>
  values.reduce<Array<SeriesValue>>(
    (outer, inner) =>
      outer.flatMap((a) =>
        inner.map((b) => ({ vars: { ...a.vars, ...b.vars }, fit: { ...a.fit, ...b.fit }, exact: a.exact || b.exact, size: [...a.size, ...b.size] })),
      ),
    [noSeries],
  )

const fillIn = (template: string, vars: Vars, language: keyof LocalizedText): string =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name]
    if (value === undefined) throw new Error(`accessory table: no value for {${name}} in "${template}"`)
    return typeof value === "object" ? value[language] : String(value)
  })

const localized = (template: LocalizedText, vars: Vars): LocalizedText => ({ de: fillIn(template.de, vars, "de"), en: fillIn(template.en, vars, "en") })

/** The price before the random spread; only `upTo` draws. */
const basePrice = (rng: Rng, price: Price, value: SeriesValue): number => {
  if (typeof price === "number") return price
  if ("times" in price) {
    const of = value.vars["price"]
    if (typeof of !== "number") throw new Error("accessory table: a `times` price needs a series value with a price")
    return of * price.times + (price.plus ?? 0)
  }
  if ("upTo" in price) return price.base + rng() * price.upTo
  const [a = 0, b = 0] = value.size
  if ("perMm" in price) return price.base + a * price.perMm
  return price.base + (a * b * price.perM2) / 1e6 + (price.plus ?? 0)
}

/** Every accessory of the table, numbered in table order (supplier numbers start with 5). */
export const generateAccessories = (rng: Rng, specs: ReadonlyArray<Spec>): Array<AccessoryDraft> => {
  const out: Array<AccessoryDraft> = []
  const add = (row: AccessoryRow, item: AccessoryItem, value: SeriesValue): void => {
    const groupKey = item.group ?? row.group
    const group = articleGroupByKey.get(groupKey)
    if (group === undefined) throw new Error(`accessory table: unknown article group ${groupKey}`)
    const families = item.families ?? row.families
    if (families === undefined) throw new Error(`accessory table: ${item.key} names no product families`)
    const key = fillIn(item.key, value.vars, "de")
    const odd = oddNames[key]
    const name = odd?.name ?? localized(item.name, value.vars)
    const name2 = odd?.name2 === null || item.name2 === undefined ? undefined : localized(item.name2, value.vars)
    const price = basePrice(rng, item.price, value)
    const index = out.length
    const id = key.toLowerCase()
    out.push({
      index,
      option: group.option,
      families,
      exact: value.exact,
      fits: fitTest({ ...row.fit, ...item.fit, ...value.fit }),
      file: {
        key,
        supplierArticleNumber: supplierNumber("5", index),
        name,
        ...(name2 === undefined ? {} : { name2 }),
        slug: id,
        productAssetIdentifier: id,
        // ±7 %; a free accessory (price 0) stays free, one on request has no price.
        listPrice: price === 0 ? 0 : round2(clamp(price * (0.93 + rng() * 0.14), 2, 600)),
        ...(item.onRequest === true ? { priceOnRequest: true } : {}),
        artikelGruppe: { key: groupKey },
      },
    })
  }
  for (const row of accessoryTable) {
    const values = combinations((row.each ?? []).map((series) => seriesValues(series, row.families ?? [], specs)))
    for (const value of values) for (const item of row.items) add(row, item, value)
  }
  return out
}

/** Each product gets every exact-size accessory that fits and a sample of the generic ones, 10–40 in all. */
export const assignAccessories = (rng: Rng, drafts: ReadonlyArray<Draft>, accessories: ReadonlyArray<AccessoryDraft>): void => {
  const byFamily = new Map<ProductFamily, Array<AccessoryDraft>>()
  for (const family of productFamilies) byFamily.set(family, accessories.filter((a) => a.families.includes(family)))
  for (const { spec, product } of drafts) {
    const included = new Set(product.includedAccessories ?? [])
    // What comes with the product is not offered with it.
    const fitting = byFamily.get(spec.family)!.filter((a) => a.fits(spec) && !included.has(a.file.key))
    const chosen = new Set<AccessoryDraft>(fitting.filter((a) => a.exact))
    const generic = fitting.filter((a) => !a.exact)
    for (const option of accessoryOptions) {
      const candidates = generic.filter((a) => a.option === option)
      if (candidates.length === 0) continue
      for (const a of sample(rng, candidates, intIn(rng, 1, 3))) chosen.add(a)
    }
    const rest = generic.filter((a) => !chosen.has(a))
    for (const a of sample(rng, rest, Math.max(0, 10 - chosen.size))) chosen.add(a)
    let list = [...chosen].sort((a, b) => a.index - b.index)
    if (list.length > 40) {
      const exact = list.filter((a) => a.exact)
      const keep = sample(
        rng,
        list.filter((a) => !a.exact),
        40 - exact.length,
      )
      list = [...exact, ...keep].sort((a, b) => a.index - b.index)
    }
    product.accessories = list.map((a) => a.file.key)
  }
}

/**
 * In-memory catalogue index. Filterable attributes live in typed-array columns and every sort
 * order is a permutation, built on its first query and kept. A query marks, column by column, the
 * filter groups each product fails (a bit per group, no branch per product); one pass over those
 * marks counts the matches and the facet counts; then the chosen order is walked only until the
 * first `limit` are found (with a state filter twice: the state's own products, then the others).
 * No per-query sort, no per-query allocation beyond the page and its counts.
 *
 * Facet counts: a product failing no group counts for every group's options, one failing exactly
 * one group for that group's options only. Products differ in few combinations of the counted
 * values (family, material, protection type, meter positions, states: 173 at 100k generated
 * products), so each product has a signature, the id of its combination, and the pass increments
 * one counter per product, by how many groups it fails (none, which one, or more) and signature;
 * the option counts are summed from those counters afterwards.
 *
 * Items may be kept undecoded (the parsed JSON of a catalogue whose manifest vouches for it): the
 * columns are read from the raw item, the full Schema decode runs on first use and replaces it.
 * An item that fails then is dropped from every later answer and reported once, like an invalid
 * item at load (spec §8), instead of failing the request.
 */
import { asksForSize, type CatalogueFacets, type Span } from "@shop/core/catalogue/facets"
import {
  type Accessory,
  type CatalogueFilter,
  type CataloguePage,
  type CatalogueQuery,
  type FacetCounts,
  federalStates,
  type FilterGroup,
  filterGroups,
  materials,
  NEAREST_SIZES,
  type Product,
  productFamilies,
  protectionTypes,
  type Range,
  sizeGroups,
  type SortKey,
} from "@shop/core/catalogue/model"
import type { Language } from "@shop/core/i18n/schema"
import { centsFromEuro } from "@shop/core/money/money"
import { Field, productField, productRowReader } from "./indexFile.ts"
import type { SearchCatalogue } from "@shop/core/search/SearchIndex"

const codeOf = <T extends string>(list: ReadonlyArray<T>) => {
  const map = new Map<string, number>(list.map((v, i) => [v, i]))
  return (value: string): number => map.get(value) ?? 255
}
const materialCode = codeOf(materials)
const protectionCode = codeOf(protectionTypes)
const familyCode = codeOf(productFamilies)
const stateBit = codeOf(federalStates)
/** In the areas column: built to no state's rules, so usable in every state (beside one bit per state built for). */
const EVERY_STATE = 1 << federalStates.length

/** A bit per filter group in the failure marks, in `filterGroups` order; one more for an invalid product. */
const groupBit = Object.fromEntries(filterGroups.map((group, i) => [group, 1 << i])) as Record<FilterGroup, number>
const INVALID_PRODUCT = 1 << filterGroups.length
/** The marks of a product that fails only sizes: a candidate for the nearest sizes. */
const SIZE_BITS = sizeGroups.reduce((bits, group) => bits | groupBit[group], 0)
/** What one pass over the failure marks answers. */
interface Counted {
  readonly total: number
  readonly counts: FacetCounts
  /** Of the matches, those built for one of the chosen states. */
  readonly madeForState: number
}
const { family: FAMILY, material: MATERIAL, protectionType: PROTECTION, areaOfUse: AREA, meterPositions: METERS } = groupBit
/**
 * The counting class of each failure mark: 0 fails nothing, 1 + g fails only group g, and the
 * last class fails more (or is invalid), counted nowhere.
 */
const CLASSES = filterGroups.length + 2
const MORE = CLASSES - 1
const classOf = new Uint8Array(INVALID_PRODUCT << 1).fill(MORE)
classOf[0] = 0
filterGroups.forEach((_, g) => (classOf[1 << g] = 1 + g))

/** The full decode of one raw item: the item, or why it is invalid. */
export type DecodeItem<T> = (raw: unknown) => T | { readonly invalid: string }
export type OnInvalidItem = (model: "Produkte" | "Artikel", key: string, reason: string) => void
/** The raw item at a position that is not in memory (read from its file), or why it cannot be. */
export type ReadItem = (i: number) => unknown

const READY = 1
const INVALID = 2

const isInvalid = (value: unknown): value is { readonly invalid: string } =>
  typeof value === "object" && value !== null && "invalid" in value && typeof (value as { invalid: unknown }).invalid === "string" && Object.keys(value).length === 1

const span = () => ({ min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY })
const widen = (s: { min: number; max: number }, value: number) => {
  if (value < s.min) s.min = value
  if (value > s.max) s.max = value
}

/**
 * Items decoded on first use; `ready` marks the ones already decoded. An item not in memory
 * (undefined) is read with `read` first.
 */
class LazyItems<T> {
  readonly #items: Array<unknown>
  readonly #state: Uint8Array
  readonly #decode: DecodeItem<T>
  readonly #read: ReadItem
  readonly #onInvalid: (i: number, reason: string) => void
  constructor(items: Array<unknown>, ready: Uint8Array | undefined, decode: DecodeItem<T>, read: ReadItem | undefined, onInvalid: (i: number, reason: string) => void) {
    this.#items = items
    this.#state = ready ?? new Uint8Array(items.length)
    this.#decode = decode
    this.#read = read ?? (() => ({ invalid: "not loaded" }))
    this.#onInvalid = onInvalid
  }
  isReady(i: number): boolean {
    return this.#state[i] === READY
  }
  get length(): number {
    return this.#items.length
  }
  /** The item decoded, without keeping it when it was not yet (a pass over every item keeps no memory). */
  peek(i: number): T | undefined {
    const state = this.#state[i]
    if (state === READY) return this.#items[i] as T
    if (state === INVALID) return undefined
    const raw = this.#items[i] ?? this.#read(i)
    const decoded = isInvalid(raw) ? raw : this.#decode(raw)
    return isInvalid(decoded) ? undefined : (decoded as T)
  }
  get(i: number): T | undefined {
    const state = this.#state[i]
    if (state === READY) return this.#items[i] as T
    if (state === INVALID) return undefined
    const raw = this.#items[i] ?? this.#read(i)
    const decoded = isInvalid(raw) ? raw : this.#decode(raw)
    if (isInvalid(decoded)) {
      this.#state[i] = INVALID
      // Reported while the item is still there: its row may be the item itself.
      this.#onInvalid(i, decoded.invalid)
      this.#items[i] = undefined
      return undefined
    }
    this.#items[i] = decoded
    this.#state[i] = READY
    return decoded as T
  }
}

/** What the columns need of a product, in the shape of both the file and the decoded item. */
interface Columns {
  readonly key: unknown
  readonly slug: unknown
  readonly width: unknown
  readonly height: unknown
  readonly depth: unknown
  readonly material: unknown
  readonly protectionType: unknown
  readonly family: unknown
  readonly areasOfUse: unknown
  readonly listPrice: unknown
  readonly priceOnRequest?: unknown
  readonly specification?: { readonly netWeight?: unknown; readonly meterPositions?: unknown }
}

const num = (v: unknown): number => (typeof v === "number" ? v : Number.NaN)
const str = (v: unknown): string => (typeof v === "string" ? v : "")

const nameAt = { de: productField("name.de"), en: productField("name.en") }
const fromRow = productRowReader()

const keyOf = (row: unknown): string => str(Array.isArray(row) ? row[Field.key] : (row as { key?: unknown } | undefined)?.key)
const articleAt = productField("specification.articleNumber")
const articleNumberOf = (row: unknown): string =>
  str(Array.isArray(row) ? row[articleAt] : (row as { specification?: { articleNumber?: unknown } } | undefined)?.specification?.articleNumber)
const nameOf = (row: unknown, language: Language): string =>
  str(Array.isArray(row) ? row[nameAt[language]] : (row as { name?: Record<string, unknown> } | undefined)?.name?.[language])

export interface LazyCatalogueItems {
  /**
   * Items in catalogue order: decoded (marked in `ready`), parsed JSON, or undefined until
   * `readProduct` reads it on first use.
   */
  readonly products: Array<unknown>
  readonly productsReady: Uint8Array
  /**
   * What the columns and the name order are built from, position by position: the index file's
   * row (an array, indexFile.ts) or the item itself. Defaults to the items.
   */
  readonly productRows?: ReadonlyArray<unknown>
  readonly readProduct?: ReadItem
  readonly accessories: Array<unknown>
  readonly accessoriesReady: Uint8Array
  readonly accessoryRows?: ReadonlyArray<unknown>
  readonly readAccessory?: ReadItem
  readonly decodeProduct: DecodeItem<Product>
  readonly decodeAccessory: DecodeItem<Accessory>
  readonly onInvalid: OnInvalidItem
}

export class CatalogueIndex {
  readonly #products: LazyItems<Product>
  /** The index fields of each product (the item or its row in the index file); names for sorting. */
  readonly #rows: ReadonlyArray<unknown>
  readonly #accessoryItems: LazyItems<Accessory>
  readonly #size: number
  readonly #byKey = new Map<string, number>()
  readonly #bySlug = new Map<string, number>()
  readonly #accessories = new Map<string, number>()
  readonly #width: Int32Array
  readonly #height: Int32Array
  readonly #depth: Int32Array
  readonly #weight: Float64Array
  readonly #price: Float64Array
  readonly #material: Uint8Array
  readonly #protection: Uint8Array
  readonly #family: Uint8Array
  readonly #areas: Uint16Array
  readonly #meters: Uint8Array
  /** 1 until the product's decode on first use fails. */
  readonly #valid: Uint8Array
  #invalidCount = 0
  readonly #orders = new Map<string, Uint32Array>()
  /** Per product, the bits of the filter groups it fails (reused: queries are synchronous). */
  readonly #fails: Uint16Array
  /** Each product's signature: the id of its family, material, protection, meter positions and states. */
  readonly #signature: Uint32Array
  /** The values of each signature, by column code. */
  readonly #signatures: { family: Array<number>; material: Array<number>; protection: Array<number>; meters: Array<number>; areas: Array<number> } = {
    family: [],
    material: [],
    protection: [],
    meters: [],
    areas: [],
  }
  /** Products by counting class and signature (`class * signatures + signature`), of one query. */
  #bySignature = new Uint32Array(0)
  /** The counts of no filter, while every product is valid (the unfiltered list, the most asked for). */
  #unfiltered: Counted | undefined
  /** Computed once, when the index is built. */
  readonly facets: CatalogueFacets

  /** An index over decoded products and accessories. */
  constructor(products: ReadonlyArray<Product>, accessories: ReadonlyArray<Accessory>, lazy?: LazyCatalogueItems) {
    const items: LazyCatalogueItems = lazy ?? {
      products: [...products],
      productsReady: new Uint8Array(products.length).fill(READY),
      accessories: [...accessories],
      accessoriesReady: new Uint8Array(accessories.length).fill(READY),
      decodeProduct: (p) => p as Product,
      decodeAccessory: (a) => a as Accessory,
      onInvalid: () => undefined,
    }
    const n = items.products.length
    this.#size = n
    const rows = items.productRows ?? items.products
    const accessoryRows = items.accessoryRows ?? items.accessories
    this.#rows = rows
    this.#products = new LazyItems(items.products, items.productsReady, items.decodeProduct, items.readProduct, (i, reason) => {
      this.#valid[i] = 0
      this.#invalidCount++
      items.onInvalid("Produkte", keyOf(rows[i]), reason)
    })
    this.#accessoryItems = new LazyItems(items.accessories, items.accessoriesReady, items.decodeAccessory, items.readAccessory, (i, reason) =>
      items.onInvalid("Artikel", keyOf(accessoryRows[i]), reason),
    )
    this.#width = new Int32Array(n)
    this.#height = new Int32Array(n)
    this.#depth = new Int32Array(n)
    this.#weight = new Float64Array(n)
    this.#price = new Float64Array(n)
    this.#material = new Uint8Array(n)
    this.#protection = new Uint8Array(n)
    this.#family = new Uint8Array(n)
    this.#areas = new Uint16Array(n)
    this.#meters = new Uint8Array(n)
    this.#valid = new Uint8Array(n).fill(1)
    this.#fails = new Uint16Array(n)
    this.#signature = new Uint32Array(n)
    const signatureIds = new Map<number, number>()
    const spans = { width: span(), height: span(), depth: span(), netWeight: span() }
    const meters = new Set<number>()
    for (let i = 0; i < n; i++) {
      const row = rows[i]
      const p = (Array.isArray(row) ? fromRow(row) : row) as Columns
      const decoded = this.#products.isReady(i)
      this.#byKey.set(str(p.key), i)
      this.#bySlug.set(str(p.slug), i)
      this.#width[i] = num(p.width)
      this.#height[i] = num(p.height)
      this.#depth[i] = num(p.depth)
      const weight = num(p.specification?.netWeight)
      this.#weight[i] = weight
      // Price-on-request products sort after priced ones in ascending price order. The file's
      // price is in euro, the decoded product's in cents.
      const price = decoded ? num(p.listPrice) : centsFromEuro(num(p.listPrice))
      this.#price[i] = p.priceOnRequest === true ? Number.POSITIVE_INFINITY : price
      this.#material[i] = materialCode(str(p.material))
      this.#protection[i] = protectionCode(str(p.protectionType))
      this.#family[i] = familyCode(str(p.family))
      // A product built to no state's rules is usable in every state (`usableIn`).
      const areas = Array.isArray(p.areasOfUse) ? (p.areasOfUse as ReadonlyArray<unknown>) : []
      let mask = areas.length === 0 ? EVERY_STATE : 0
      for (const state of areas) mask |= 1 << stateBit(str(state))
      this.#areas[i] = mask
      const meterPositions = num(p.specification?.meterPositions)
      this.#meters[i] = meterPositions
      const values = [this.#family[i]!, this.#material[i]!, this.#protection[i]!, this.#meters[i]!, mask & 0xffff] as const
      const combination = (((values[0] * 256 + values[1]) * 256 + values[2]) * 256 + values[3]) * 65536 + values[4]
      let signature = signatureIds.get(combination)
      if (signature === undefined) {
        signature = signatureIds.size
        signatureIds.set(combination, signature)
        const sigs = this.#signatures
        sigs.family.push(values[0])
        sigs.material.push(values[1])
        sigs.protection.push(values[2])
        sigs.meters.push(values[3])
        sigs.areas.push(values[4])
      }
      this.#signature[i] = signature
      // Facets in the same loop (no spreads: they throw past the engine's argument limit).
      widen(spans.width, this.#width[i]!)
      widen(spans.height, this.#height[i]!)
      widen(spans.depth, this.#depth[i]!)
      widen(spans.netWeight, weight)
      if (meterPositions > 0) meters.add(meterPositions)
    }
    this.#bySignature = new Uint32Array(CLASSES * signatureIds.size)
    for (let i = 0; i < accessoryRows.length; i++) this.#accessories.set(keyOf(accessoryRows[i]), i)
    const done = (s: Span): Span => (n === 0 ? { min: 0, max: 0 } : { min: s.min, max: s.max })
    this.facets = {
      width: done(spans.width),
      height: done(spans.height),
      depth: done(spans.depth),
      netWeight: done(spans.netWeight),
      meterPositions: [...meters].sort((a, b) => a - b),
    }
    // Every order is built on first use (about 20 ms each at 100k products), so a load serving
    // no sorted query (the CLI's export) pays for none.
  }

  /** Number of products indexed (including any found invalid on first use). */
  get size(): number {
    return this.#size
  }
  /** The product at a catalogue position, decoded on first use; undefined when invalid. */
  productAt(i: number): Product | undefined {
    return this.#products.get(i)
  }
  product(key: string): Product | undefined {
    const i = this.#byKey.get(key)
    return i === undefined ? undefined : this.#products.get(i)
  }
  productBySlug(slug: string): Product | undefined {
    const i = this.#bySlug.get(slug)
    return i === undefined ? undefined : this.#products.get(i)
  }
  accessory(key: string): Accessory | undefined {
    const i = this.#accessories.get(key)
    return i === undefined ? undefined : this.#accessoryItems.get(i)
  }
  get accessoryCount(): number {
    return this.#accessories.size
  }

  /** The catalogue as a search index reads it: each item decoded once while it is built, kept only when shown. */
  get searchCatalogue(): SearchCatalogue {
    const products = this.#products
    const accessories = this.#accessoryItems
    return {
      productCount: this.#size,
      accessoryCount: accessories.length,
      readProduct: (i) => products.peek(i),
      readAccessory: (i) => accessories.peek(i),
      product: (i) => products.get(i),
      accessory: (i) => accessories.get(i),
    }
  }

  query(query: CatalogueQuery): CataloguePage {
    const filter = query.filter
    const order = this.#order(query.sort, query.language)
    const limit = Math.max(0, query.limit)
    let states = 0
    for (const state of filter.areaOfUse ?? []) states |= 1 << stateBit(state)
    const areaOnly = states !== 0 && filter.areaOnly === true
    const fails = this.#fail(filter, states, areaOnly)
    const counted = fails === undefined ? (this.#unfiltered ??= this.#count(this.#fails.fill(0), 0, false)) : this.#count(fails, states, areaOnly)
    let total = counted.total
    let madeForState = counted.madeForState
    const items: Array<Product> = []
    const areas = this.#areas
    /** Walks the order until `expected` matches of this part are seen or the page is full. */
    const walk = (part: "all" | "state" | "rest", expected: number) => {
      let seen = 0
      for (let k = 0; k < order.length && items.length < limit && seen < expected; k++) {
        const i = order[k]!
        if (fails !== undefined && fails[i] !== 0) continue
        if (part !== "all" && ((areas[i]! & states) !== 0) !== (part === "state")) continue
        seen++
        const p = this.#products.get(i)
        if (p !== undefined) items.push(p)
        else {
          // Found invalid on this walk: gone from this answer's total and every later answer.
          total--
          if (part === "state") madeForState--
        }
      }
    }
    // The state's own products first, then those usable in every state (each in the chosen order).
    if (states !== 0 && !areaOnly && madeForState > 0 && madeForState < total) {
      const rest = total - madeForState
      walk("state", madeForState)
      walk("rest", rest)
    } else walk("all", total)
    const nearest = total === 0 && fails !== undefined && asksForSize(filter) ? this.#nearest(fails, filter) : []
    return { items, total, counts: counted.counts, madeForState, nearest }
  }

  /**
   * Marks each product with the filter groups it fails; undefined when nothing filters (and every
   * product is valid). Each set group is one tight loop over its column.
   */
  #fail(filter: CatalogueFilter, states: number, areaOnly: boolean): Uint16Array | undefined {
    const n = this.#size
    const fails = this.#fails
    let started = false
    const start = () => {
      if (started) return
      started = true
      if (this.#invalidCount === 0) fails.fill(0)
      else for (let i = 0; i < n; i++) fails[i] = this.#valid[i] === 1 ? 0 : INVALID_PRODUCT
    }
    if (this.#invalidCount > 0) start()
    const range = (col: Int32Array | Float64Array, r: Range | undefined, bit: number) => {
      if (r === undefined) return
      const min = r.min ?? Number.NEGATIVE_INFINITY
      const max = r.max ?? Number.POSITIVE_INFINITY
      if (min === Number.NEGATIVE_INFINITY && max === Number.POSITIVE_INFINITY) return
      start()
      // Comparisons as numbers, not branches (a branch per product mispredicts on mixed sizes:
      // five times slower); a value that is no number (NaN) fails.
      for (let i = 0; i < n; i++) {
        const value = col[i]!
        fails[i]! |= (Number(!(value >= min)) | Number(!(value <= max))) * bit
      }
    }
    /** `failing[code]` is the group's bit for each value not allowed. */
    const oneOf = (col: Uint8Array, values: ReadonlyArray<string | number> | undefined, code: (v: never) => number, bit: number) => {
      if (values === undefined || values.length === 0) return
      const failing = new Uint16Array(256).fill(bit)
      for (const v of values) {
        const c = code(v as never)
        if (c >= 0 && c < 256) failing[c] = 0
      }
      start()
      for (let i = 0; i < n; i++) fails[i]! |= failing[col[i]!]!
    }
    range(this.#width, filter.width, groupBit.width)
    range(this.#height, filter.height, groupBit.height)
    range(this.#depth, filter.depth, groupBit.depth)
    range(this.#weight, filter.netWeight, groupBit.netWeight)
    oneOf(this.#material, filter.material, materialCode, MATERIAL)
    oneOf(this.#protection, filter.protectionType, protectionCode, PROTECTION)
    oneOf(this.#family, filter.family, familyCode, FAMILY)
    oneOf(this.#meters, filter.meterPositions, (m: number) => m, METERS)
    if (states !== 0) {
      // Usable: built for a chosen state or for every state; only for the state: built for it.
      const accepted = areaOnly ? states : states | EVERY_STATE
      start()
      const areas = this.#areas
      for (let i = 0; i < n; i++) fails[i]! |= Number((areas[i]! & accepted) === 0) * AREA
    }
    return started ? fails : undefined
  }

  /**
   * The matches and the facet counts in one pass over the failure marks: one counter per product,
   * by its counting class and signature; then per signature, a product failing no group counts
   * for the total and every group's options, one failing exactly one group for that group's
   * options and its "without" count.
   */
  #count(fails: Uint16Array, states: number, areaOnly: boolean): Counted {
    const n = this.#size
    const counter = this.#bySignature.fill(0)
    const signature = this.#signature
    const sigs = this.#signatures
    const width = sigs.family.length
    for (let i = 0; i < n; i++) counter[classOf[fails[i]!]! * width + signature[i]!]!++
    const family = Array.from({ length: productFamilies.length }, () => 0)
    const material = Array.from({ length: materials.length }, () => 0)
    const protection = Array.from({ length: protectionTypes.length }, () => 0)
    const meters = Array.from({ length: 13 }, () => 0)
    const byState = Array.from({ length: federalStates.length }, () => 0)
    const without = Array.from({ length: filterGroups.length }, () => 0)
    let total = 0
    let madeForState = 0
    // Codes past a list (a raw item's unknown value) count nowhere.
    const add = (list: Array<number>, code: number, c: number) => {
      if (code < list.length) list[code]! += c
    }
    const addAreas = (mask: number, c: number) => {
      for (let s = 0; s < byState.length; s++) if ((mask & (areaOnly ? 1 << s : (1 << s) | EVERY_STATE)) !== 0) byState[s]! += c
    }
    for (let sig = 0; sig < width; sig++) {
      const none = counter[sig]!
      if (none > 0) {
        total += none
        add(family, sigs.family[sig]!, none)
        add(material, sigs.material[sig]!, none)
        add(protection, sigs.protection[sig]!, none)
        add(meters, sigs.meters[sig]!, none)
        addAreas(sigs.areas[sig]!, none)
        if ((sigs.areas[sig]! & states) !== 0) madeForState += none
      }
      for (let g = 0; g < filterGroups.length; g++) {
        const c = counter[(1 + g) * width + sig]!
        if (c === 0) continue
        without[g]! += c
        const bit = 1 << g
        if (bit === FAMILY) add(family, sigs.family[sig]!, c)
        else if (bit === MATERIAL) add(material, sigs.material[sig]!, c)
        else if (bit === PROTECTION) add(protection, sigs.protection[sig]!, c)
        else if (bit === METERS) add(meters, sigs.meters[sig]!, c)
        else if (bit === AREA) addAreas(sigs.areas[sig]!, c)
      }
    }
    const record = <K extends string>(keys: ReadonlyArray<K>, values: ReadonlyArray<number>) => Object.fromEntries(keys.map((k, i) => [k, values[i]!])) as Record<K, number>
    const counts: FacetCounts = {
      family: record(productFamilies, family),
      material: record(materials, material),
      protectionType: record(protectionTypes, protection),
      areaOfUse: record(federalStates, byState),
      meterPositions: meters,
      without: record(
        filterGroups,
        without.map((c) => total + c),
      ),
    }
    return { total, counts, madeForState }
  }

  /**
   * The nearest sizes of an empty result: of the products failing nothing but sizes, the
   * `NEAREST_SIZES` nearest (`sizeDistance`'s sum of relative misses; catalogue order between equals).
   */
  #nearest(fails: Uint16Array, filter: CatalogueFilter): ReadonlyArray<Product> {
    const sizes: ReadonlyArray<readonly [Int32Array, Range | undefined]> = [
      [this.#width, filter.width],
      [this.#height, filter.height],
      [this.#depth, filter.depth],
    ]
    // The best so far, nearest first; a later product replaces one only when strictly nearer.
    const best: Array<{ readonly i: number; readonly distance: number }> = []
    for (let i = 0; i < this.#size; i++) {
      if ((fails[i]! & ~SIZE_BITS) !== 0) continue
      let distance = 0
      for (const [col, range] of sizes) {
        if (range === undefined) continue
        const value = col[i]!
        if (range.min !== undefined && value < range.min) distance += (range.min - value) / Math.max(range.min, 1)
        else if (range.max !== undefined && value > range.max) distance += (value - range.max) / Math.max(range.max, 1)
      }
      if (best.length === NEAREST_SIZES && distance >= best[best.length - 1]!.distance) continue
      let at = best.length
      while (at > 0 && best[at - 1]!.distance > distance) at--
      best.splice(at, 0, { i, distance })
      if (best.length > NEAREST_SIZES) best.pop()
    }
    const out: Array<Product> = []
    for (const { i } of best) {
      const p = this.#products.get(i)
      if (p !== undefined) out.push(p)
    }
    return out
  }

  #order(sort: SortKey, language: Language): Uint32Array {
    const id = sort === "name-asc" ? `${sort}:${language}` : sort
    const cached = this.#orders.get(id)
    if (cached) return cached
    const n = this.#size
    const order = new Uint32Array(n)
    for (let i = 0; i < n; i++) order[i] = i
    const numeric = (col: ArrayLike<number>, sign: 1 | -1) => (a: number, b: number) =>
      col[a]! === col[b]! ? a - b : col[a]! < col[b]! ? -sign : sign
    switch (sort) {
      case "relevance":
        // Catalogue order: the identity permutation as filled above.
        break
      case "price-asc":
        order.sort(numeric(this.#price, 1))
        break
      case "price-desc": {
        // Priced products from the most expensive down, price on request last.
        const priced = this.#price.map((p) => (p === Number.POSITIVE_INFINITY ? Number.NEGATIVE_INFINITY : p))
        order.sort(numeric(priced, -1))
        break
      }
      case "width-asc":
        order.sort(numeric(this.#width, 1))
        break
      case "height-asc":
        order.sort(numeric(this.#height, 1))
        break
      // The codes follow the core's lists (IP30 up, steel first).
      case "protection-asc":
        order.sort(numeric(this.#protection, 1))
        break
      case "material-asc":
        order.sort(numeric(this.#material, 1))
        break
      case "meters-asc":
        order.sort(numeric(this.#meters, 1))
        break
      case "weight-asc":
        order.sort(numeric(this.#weight, 1))
        break
      case "article-asc": {
        // As a buyer reads a list of article numbers: "WS 600.800" before "WS 1000.800" (the core's order).
        const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" })
        const numbers: Array<string> = []
        for (let i = 0; i < n; i++) numbers.push(articleNumberOf(this.#rows[i]))
        order.sort((a, b) => collator.compare(numbers[a]!, numbers[b]!) || a - b)
        break
      }
      case "name-asc": {
        const collator = new Intl.Collator(language === "de" ? "de-AT" : "en-GB", { numeric: true, sensitivity: "base" })
        // Read from the rows: sorting by name decodes and reads nothing.
        const names: Array<string> = []
        for (let i = 0; i < n; i++) names.push(nameOf(this.#rows[i], language))
        order.sort((a, b) => collator.compare(names[a]!, names[b]!) || a - b)
        break
      }
    }
    this.#orders.set(id, order)
    return order
  }
}

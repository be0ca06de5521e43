/**
 * In-memory catalogue index. Filterable attributes live in typed-array columns and every sort
 * order is a permutation, built on its first query and kept. A query marks the matches column by
 * column in a byte mask, counts them, then walks the chosen order only until the first `limit`
 * are found.
 * No per-query sort, no per-query allocation beyond the page.
 *
 * Items may be kept undecoded (the parsed JSON of a catalogue whose manifest vouches for it): the
 * columns are read from the raw item, the full Schema decode runs on first use and replaces it.
 * An item that fails then is dropped from every later answer and reported once, like an invalid
 * item at load (spec §8), instead of failing the request.
 */
import type { CatalogueFacets, Span } from "@shop/core/catalogue/facets"
import {
  type Accessory,
  type CatalogueFilter,
  type CataloguePage,
  type CatalogueQuery,
  federalStates,
  materials,
  type Product,
  productFamilies,
  protectionTypes,
  type Range,
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
const ALL_STATES = (1 << federalStates.length) - 1

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
  readonly #scratch: Uint8Array
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
    this.#scratch = new Uint8Array(n)
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
      let mask = areas.length === 0 ? ALL_STATES : 0
      for (const state of areas) mask |= 1 << stateBit(str(state))
      this.#areas[i] = mask
      const meterPositions = num(p.specification?.meterPositions)
      this.#meters[i] = meterPositions
      // Facets in the same loop (no spreads: they throw past the engine's argument limit).
      widen(spans.width, this.#width[i]!)
      widen(spans.height, this.#height[i]!)
      widen(spans.depth, this.#depth[i]!)
      widen(spans.netWeight, weight)
      if (meterPositions > 0) meters.add(meterPositions)
    }
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
    const order = this.#order(query.sort, query.language)
    const limit = Math.max(0, query.limit)
    const items: Array<Product> = []
    let mask = this.#match(query.filter)
    if (mask === undefined) {
      if (this.#invalidCount === 0) {
        for (let k = 0; k < order.length && items.length < limit; k++) {
          const p = this.#products.get(order[k]!)
          if (p !== undefined) items.push(p)
        }
        // A product found invalid on this walk is gone from every later answer.
        return { items, total: this.#size - this.#invalidCount }
      }
      mask = this.#valid
    } else if (this.#invalidCount > 0) {
      const valid = this.#valid
      for (let i = 0; i < mask.length; i++) mask[i]! &= valid[i]!
    }
    // Counting runs sequentially over the mask; the walk in sort order stops at the page end.
    let total = 0
    for (let i = 0; i < mask.length; i++) total += mask[i]!
    for (let k = 0; k < order.length && items.length < limit && items.length < total; k++) {
      const i = order[k]!
      if (mask[i] !== 1) continue
      const p = this.#products.get(i)
      if (p === undefined) total--
      else items.push(p)
    }
    return { items, total }
  }

  /**
   * Matches of a filter as a 0/1 byte per product, or undefined when nothing filters.
   * Each active filter is one tight loop over its column (no closures, no branches per check).
   * The scratch buffer is reused: queries are synchronous, so no two use it at once.
   */
  #match(filter: CatalogueFilter): Uint8Array | undefined {
    const n = this.#size
    const mask = this.#scratch
    let active = false
    const start = () => {
      if (!active) mask.fill(1)
      active = true
    }
    const range = (col: Int32Array | Float64Array, r: Range | undefined) => {
      if (r === undefined) return
      const min = r.min ?? Number.NEGATIVE_INFINITY
      const max = r.max ?? Number.POSITIVE_INFINITY
      if (min === Number.NEGATIVE_INFINITY && max === Number.POSITIVE_INFINITY) return
      start()
      for (let i = 0; i < n; i++) mask[i]! &= (col[i]! >= min ? 1 : 0) & (col[i]! <= max ? 1 : 0)
    }
    const oneOf = (col: Uint8Array, allowed: Uint8Array | undefined) => {
      if (allowed === undefined) return
      start()
      for (let i = 0; i < n; i++) mask[i]! &= allowed[col[i]!]!
    }
    const table = (values: ReadonlyArray<string | number> | undefined, code: (v: never) => number) => {
      if (values === undefined || values.length === 0) return undefined
      const allowed = new Uint8Array(256)
      for (const v of values) {
        const c = code(v as never)
        if (c >= 0 && c < 256) allowed[c] = 1
      }
      return allowed
    }
    range(this.#width, filter.width)
    range(this.#height, filter.height)
    range(this.#depth, filter.depth)
    range(this.#weight, filter.netWeight)
    oneOf(this.#material, table(filter.material, materialCode))
    oneOf(this.#protection, table(filter.protectionType, protectionCode))
    oneOf(this.#family, table(filter.family, familyCode))
    oneOf(this.#meters, table(filter.meterPositions, (m: number) => m))
    if (filter.areaOfUse !== undefined && filter.areaOfUse.length > 0) {
      let bits = 0
      for (const state of filter.areaOfUse) bits |= 1 << stateBit(state)
      start()
      const areas = this.#areas
      for (let i = 0; i < n; i++) mask[i]! &= (areas[i]! & bits) === 0 ? 0 : 1
    }
    return active ? mask : undefined
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

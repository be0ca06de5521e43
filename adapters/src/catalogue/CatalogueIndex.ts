/**
 * In-memory catalogue index. Filterable attributes live in typed-array columns and every sort
 * order is a precomputed permutation. A query marks the matches column by column in a byte
 * mask, counts them, then walks the chosen order only until the first `limit` are found.
 * No per-query sort, no per-query allocation beyond the page.
 */
import {
  type Accessory,
  type CatalogueFilter,
  type CataloguePage,
  type CatalogueQuery,
  type CatalogueFacets,
  catalogueFacets,
  federalStates,
  type Language,
  materials,
  type Product,
  productFamilies,
  protectionTypes,
  type Range,
  type SortKey,
} from "@shop/core"

const codeOf = <T extends string>(list: ReadonlyArray<T>) => {
  const map = new Map<string, number>(list.map((v, i) => [v, i]))
  return (value: string): number => map.get(value) ?? 255
}
const materialCode = codeOf(materials)
const protectionCode = codeOf(protectionTypes)
const familyCode = codeOf(productFamilies)
const stateBit = codeOf(federalStates)
const ALL_STATES = (1 << federalStates.length) - 1

export class CatalogueIndex {
  readonly products: ReadonlyArray<Product>
  readonly #byKey = new Map<string, Product>()
  readonly #bySlug = new Map<string, Product>()
  readonly #accessories = new Map<string, Accessory>()
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
  readonly #orders = new Map<string, Uint32Array>()
  readonly #scratch: Uint8Array
  /** Computed once, when the index is built. */
  readonly facets: CatalogueFacets

  constructor(products: ReadonlyArray<Product>, accessories: ReadonlyArray<Accessory>) {
    this.products = products
    const n = products.length
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
    this.#scratch = new Uint8Array(n)
    products.forEach((p, i) => {
      this.#byKey.set(p.key, p)
      this.#bySlug.set(p.slug, p)
      this.#width[i] = p.width
      this.#height[i] = p.height
      this.#depth[i] = p.depth
      this.#weight[i] = p.specification.netWeight
      // Price-on-request products sort after priced ones in ascending price order.
      this.#price[i] = p.priceOnRequest ? Number.POSITIVE_INFINITY : p.listPrice
      this.#material[i] = materialCode(p.material)
      this.#protection[i] = protectionCode(p.protectionType)
      this.#family[i] = familyCode(p.family)
      // A product built to no state's rules is usable in every state (`usableIn`).
      let mask = p.areasOfUse.length === 0 ? ALL_STATES : 0
      for (const state of p.areasOfUse) mask |= 1 << stateBit(state)
      this.#areas[i] = mask
      this.#meters[i] = p.specification.meterPositions
    })
    for (const a of accessories) this.#accessories.set(a.key, a)
    this.facets = catalogueFacets(products)
    // Orders that every query may need are built now; name orders per language on first use.
    for (const sort of ["relevance", "price-asc", "price-desc", "width-asc", "height-asc"] as const) this.#order(sort, "de")
  }

  product(key: string): Product | undefined {
    return this.#byKey.get(key)
  }
  productBySlug(slug: string): Product | undefined {
    return this.#bySlug.get(slug)
  }
  accessory(key: string): Accessory | undefined {
    return this.#accessories.get(key)
  }
  get accessoryCount(): number {
    return this.#accessories.size
  }

  query(query: CatalogueQuery): CataloguePage {
    const order = this.#order(query.sort, query.language)
    const limit = Math.max(0, query.limit)
    const items: Array<Product> = []
    const mask = this.#match(query.filter)
    if (mask === undefined) {
      for (let k = 0; k < order.length && items.length < limit; k++) items.push(this.products[order[k]!]!)
      return { items, total: order.length }
    }
    // Counting runs sequentially over the mask; the walk in sort order stops at the page end.
    let total = 0
    for (let i = 0; i < mask.length; i++) total += mask[i]!
    for (let k = 0; k < order.length && items.length < limit && items.length < total; k++) {
      const i = order[k]!
      if (mask[i] === 1) items.push(this.products[i]!)
    }
    return { items, total }
  }

  /**
   * Matches of a filter as a 0/1 byte per product, or undefined when nothing filters.
   * Each active filter is one tight loop over its column (no closures, no branches per check).
   * The scratch buffer is reused: queries are synchronous, so no two use it at once.
   */
  #match(filter: CatalogueFilter): Uint8Array | undefined {
    const n = this.products.length
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
    const n = this.products.length
    const order = new Uint32Array(n)
    for (let i = 0; i < n; i++) order[i] = i
    const byRelevance = (a: number, b: number) => a - b
    const numeric = (col: ArrayLike<number>, sign: 1 | -1) => (a: number, b: number) =>
      col[a]! === col[b]! ? a - b : col[a]! < col[b]! ? -sign : sign
    switch (sort) {
      case "relevance":
        order.sort(byRelevance)
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
        const names = this.products.map((p) => p.name[language])
        order.sort((a, b) => collator.compare(names[a]!, names[b]!) || a - b)
        break
      }
    }
    this.#orders.set(id, order)
    return order
  }
}

/**
 * Search over the catalogue's products and accessories, built once when the catalogue loads and
 * answered from memory. What a query finds, in this order (spec: the professional buyer's path):
 *
 * 1. an exact supplier article number, article number, EAN or catalogue key, compared without case
 *    and separators (a plain Map: `compactCode` to the items);
 * 2. article numbers and keys that start with the query (a sorted array, binary searched);
 * 3. names, second names and descriptions in both languages (MiniSearch): words as typed first,
 *    then similar spellings (one or two letters off), German compounds by their parts and a few
 *    trade synonyms; narrowed by a size or protection type in the same query;
 * 4. without words, the products of a size (within a tolerance, nearest first) or protection type.
 *
 * Each hit says which kind of match it is. Groups never mix: an exact article number always comes
 * first, and a similar spelling is never called the article asked for.
 *
 * Texts are indexed once per distinct text (a catalogue repeats its names and descriptions across
 * sizes; numbers are read as sizes, not words), each text listing the items that carry it.
 */
import MiniSearch, { type Query } from "minisearch"
import type { Accessory, Product } from "../catalogue/model.ts"
import type { Language } from "../i18n/schema.ts"
import { type AskedSize, compactCode, foldText, type ReadQuery, readQuery, synonyms, words } from "./normalise.ts"

/** Which code an exact match is. */
export type CodeField = "supplierArticleNumber" | "articleNumber" | "ean" | "key"

export type SearchMatch =
  | { readonly kind: "exact"; readonly field: CodeField }
  | { readonly kind: "prefix"; readonly field: CodeField }
  /** Every word found as typed (or as a synonym or a compound's part). */
  | { readonly kind: "words" }
  /** Found only with a similar spelling of a word. */
  | { readonly kind: "similar" }
  | { readonly kind: "size" }
  | { readonly kind: "protection" }

export type SearchItem =
  | { readonly model: "Produkte"; readonly product: Product }
  /** `fits`: the first products it fits (catalogue order), `fitsCount` all of them. */
  | { readonly model: "Artikel"; readonly accessory: Accessory; readonly fits: ReadonlyArray<Product>; readonly fitsCount: number }

export interface SearchHit {
  readonly item: SearchItem
  readonly match: SearchMatch
}

export interface SearchAnswer {
  /** The query as searched (trimmed; cut when longer than allowed). */
  readonly query: string
  readonly cut: boolean
  readonly hits: ReadonlyArray<SearchHit>
  /** All matches, of which `hits` are the first. */
  readonly total: number
  /** What the query was read as, for the page to say so. */
  readonly size: AskedSize | undefined
  readonly protection: string | undefined
}

/** A size matches within 10 % of each asked dimension, at least 20 mm. */
export const sizeTolerance = (asked: number): number => Math.max(20, Math.round(asked * 0.1))
/** The most hits of one kind a prefix lists before narrowing is needed. */
const MAX_PREFIX = 100
/** How many products an accessory's hit names. */
const FITS_SHOWN = 3

const rank = { exact: 0, prefix: 1, words: 2, similar: 3, size: 4, protection: 4 } as const

const CODE_FIELDS: ReadonlyArray<CodeField> = ["supplierArticleNumber", "articleNumber", "ean", "key"]
const [SUPPLIER_ARTICLE_NUMBER, ARTICLE_NUMBER, EAN, KEY] = [0, 1, 2, 3] as const

/**
 * The catalogue a search index is built from, item by item: `readProduct` is called once per
 * product while building (a lazily loaded catalogue may decode it without keeping it), `product`
 * for each hit shown. An item that reads as undefined (invalid) is left out.
 */
export interface SearchCatalogue {
  readonly productCount: number
  readonly accessoryCount: number
  readonly readProduct: (i: number) => Product | undefined
  readonly readAccessory: (i: number) => Accessory | undefined
  readonly product: (i: number) => Product | undefined
  readonly accessory: (i: number) => Accessory | undefined
}

/** A catalogue already in memory, as a search source. */
export const searchCatalogueOf = (products: ReadonlyArray<Product>, accessories: ReadonlyArray<Accessory>): SearchCatalogue => ({
  productCount: products.length,
  accessoryCount: accessories.length,
  readProduct: (i) => products[i],
  readAccessory: (i) => accessories[i],
  product: (i) => products[i],
  accessory: (i) => accessories[i],
})

export interface SearchIndexStats {
  readonly items: number
  readonly codes: number
  readonly texts: number
}

export class SearchIndex {
  readonly #catalogue: SearchCatalogue
  readonly #productCount: number
  /**
   * Each code's items, as `item * 4 + field` (the field's place in `CODE_FIELDS`). Item
   * i < products.length is a product, else accessory i - products.length.
   */
  readonly #codes = new Map<string, Array<number>>()
  /** Every code, sorted, for prefixes. */
  readonly #sortedCodes: Array<string>
  readonly #text: MiniSearch<{ readonly id: number; readonly de: string; readonly en: string }>
  /** Items of each distinct text. */
  readonly #textItems: Array<Array<number>> = []
  /** Every indexed term (with compound heads), for splitting a query's compounds. */
  readonly #terms = new Set<string>()
  readonly #width: Int32Array
  readonly #height: Int32Array
  readonly #depth: Int32Array
  readonly #protection: Array<string>
  readonly #fits = new Map<string, Array<number>>()
  /** Products by width (then catalogue order): made on the first size query with a width. */
  #byWidth: Uint32Array | undefined
  /** Every code reversed, sorted: made on the first `similarCodes`. */
  #reversedCodes: Array<string> | undefined

  /** An index over a catalogue in memory, or over any `SearchCatalogue`. */
  constructor(products: ReadonlyArray<Product>, accessories: ReadonlyArray<Accessory>)
  constructor(catalogue: SearchCatalogue)
  constructor(first: ReadonlyArray<Product> | SearchCatalogue, accessories?: ReadonlyArray<Accessory>) {
    const catalogue = "productCount" in first ? first : searchCatalogueOf(first, accessories ?? [])
    this.#catalogue = catalogue
    const n = catalogue.productCount
    this.#productCount = n
    this.#width = new Int32Array(n)
    this.#height = new Int32Array(n)
    this.#depth = new Int32Array(n)
    this.#protection = []
    /** `field`: the place in `CODE_FIELDS`. An item's codes are added one after another, so a repeat is the list's last entry. */
    const addCode = (raw: string | undefined, item: number, field: number) => {
      if (raw === undefined) return
      const code = compactCode(raw)
      if (code === "") return
      const list = this.#codes.get(code)
      if (list === undefined) this.#codes.set(code, [item * 4 + field])
      else if (list[list.length - 1]! >>> 2 !== item) list.push(item * 4 + field)
    }
    // Each name, second name and description is folded once (a catalogue repeats them) and the
    // folded text numbered (without numbers, the sizes' names are alike); an item's texts are then
    // told apart by their numbers (short keys, not the texts).
    const rawIds = new Map<string, number>()
    const foldedIds = new Map<string, number>([["", 0]])
    const foldedTexts: Array<string> = [""]
    const fold = (text: string | undefined): number => {
      if (text === undefined) return 0
      let id = rawIds.get(text)
      if (id === undefined) {
        const folded = words(foldText(text)).join(" ")
        id = foldedIds.get(folded)
        if (id === undefined) {
          id = foldedTexts.push(folded) - 1
          foldedIds.set(folded, id)
        }
        rawIds.set(text, id)
      }
      return id
    }
    const texts = new Map<string, number>()
    const docs: Array<{ id: number; de: string; en: string }> = []
    const addText = (item: number, parts: ReadonlyArray<number>) => {
      const key = parts.join(",")
      let id = texts.get(key)
      if (id === undefined) {
        id = docs.length
        texts.set(key, id)
        const half = parts.length / 2
        const join = (from: number) => parts.slice(from, from + half).map((part) => foldedTexts[part]).join(" ")
        docs.push({ id, de: join(0), en: join(half) })
        this.#textItems.push([])
      }
      this.#textItems[id]!.push(item)
    }
    // Accessories first: a product's text names the parts delivered with it (its mounting plate),
    // which its description no longer repeats (issue 28).
    const accessoryNames = new Map<string, { readonly de: string; readonly en: string }>()
    for (let k = 0; k < catalogue.accessoryCount; k++) {
      const a = catalogue.readAccessory(k)
      if (a === undefined) continue
      const item = n + k
      addCode(a.key, item, KEY)
      addCode(a.supplierArticleNumber, item, SUPPLIER_ARTICLE_NUMBER)
      addText(item, [fold(a.name.de), fold(a.name2?.de), fold(a.name.en), fold(a.name2?.en)])
      accessoryNames.set(a.key, a.name)
    }
    const includedNames = (p: Product, lang: "de" | "en"): string | undefined =>
      p.includedAccessories === undefined || p.includedAccessories.length === 0
        ? undefined
        : p.includedAccessories.map((key) => accessoryNames.get(key)?.[lang] ?? "").join(" ")
    for (let i = 0; i < n; i++) {
      const p = catalogue.readProduct(i)
      if (p === undefined) {
        // Left out: no size or protection type can match it.
        this.#width[i] = this.#height[i] = this.#depth[i] = -1_000_000
        this.#protection.push("")
        continue
      }
      addCode(p.key, i, KEY)
      addCode(p.supplierArticleNumber, i, SUPPLIER_ARTICLE_NUMBER)
      addCode(p.specification.articleNumber, i, ARTICLE_NUMBER)
      addCode(p.specification.ean, i, EAN)
      this.#width[i] = p.width
      this.#height[i] = p.height
      this.#depth[i] = p.depth
      this.#protection.push(p.protectionType)
      addText(i, [
        fold(p.name.de),
        fold(p.name2?.de),
        fold(p.description.de),
        fold(includedNames(p, "de")),
        fold(p.name.en),
        fold(p.name2?.en),
        fold(p.description.en),
        fold(includedNames(p, "en")),
      ])
      for (const a of p.accessories) {
        const list = this.#fits.get(a)
        if (list === undefined) this.#fits.set(a, [i])
        else list.push(i)
      }
    }
    this.#sortedCodes = [...this.#codes.keys()].sort()

    // Compound heads: a long word is also indexed by its endings (`wandgehause` as `gehause`),
    // so `Edelstahlgehäuse` finds `Wandgehäuse Edelstahl` by its parts.
    const terms = this.#terms
    const heads = new Map<string, Array<string>>()
    const withHeads = (term: string): Array<string> => {
      let out = heads.get(term)
      if (out !== undefined) return out
      out = [term]
      terms.add(term)
      for (let i = 3; term.length - i >= 5; i++) {
        const head = term.slice(i)
        out.push(head)
        terms.add(head)
      }
      heads.set(term, out)
      return out
    }
    this.#text = new MiniSearch({
      fields: ["de", "en"],
      tokenize: (text) => text.split(" "),
      processTerm: (term) => (term === "" ? null : withHeads(term)),
      searchOptions: { tokenize: (text) => text.split(" "), processTerm: (term) => term },
    })
    this.#text.addAll(docs)
  }

  get stats(): SearchIndexStats {
    return { items: this.#productCount + this.#catalogue.accessoryCount, codes: this.#codes.size, texts: this.#textItems.length }
  }

  /** The first `limit` hits of a query, best kind first; an empty query finds nothing. */
  search(raw: string, _language: Language, limit: number): SearchAnswer {
    const query = readQuery(raw)
    const hits: Array<{ item: number; match: SearchMatch }> = []
    const seen = new Set<number>()
    let total = 0
    // Only code hits can repeat an item (each item has one text), so only they are remembered.
    const add = (item: number, match: SearchMatch) => {
      if (seen.size > 0 && seen.has(item)) return
      if (match.kind === "exact" || match.kind === "prefix") seen.add(item)
      total++
      if (hits.length < limit) hits.push({ item, match })
    }
    for (const code of [query.code, ...query.codes]) {
      for (const entry of this.#codes.get(code) ?? []) add(entry >>> 2, { kind: "exact", field: CODE_FIELDS[entry & 3]! })
    }
    if (query.code.length >= 3) this.#prefix(query.code, add)
    if (query.words.length > 0) this.#words(query, add)
    else if (query.size !== undefined) this.#sizes(query.size, query.protection, add)
    else if (query.protection !== undefined) {
      for (let i = 0; i < this.#productCount; i++) if (this.#protection[i] === query.protection) add(i, { kind: "protection" })
    }
    // Within a kind, products before accessories (a buyer's word names the enclosure first).
    const n = this.#productCount
    hits.sort((a, b) => rank[a.match.kind] - rank[b.match.kind] || Number(a.item >= n) - Number(b.item >= n))
    return {
      query: query.text,
      cut: query.cut,
      hits: hits.flatMap((h) => {
        const item = this.#item(h.item)
        return item === undefined ? [] : [{ item, match: h.match }]
      }),
      total,
      size: query.size,
      protection: query.protection,
    }
  }

  /** The items whose code is this one, compared as `compactCode` does (a quick order's line). */
  byCode(raw: string): ReadonlyArray<{ readonly item: SearchItem; readonly field: CodeField }> {
    return (this.#codes.get(compactCode(raw)) ?? []).flatMap((entry) => {
      const item = this.#item(entry >>> 2)
      return item === undefined ? [] : [{ item, field: CODE_FIELDS[entry & 3]! }]
    })
  }

  /**
   * Codes near an unknown one, nearest first, for a buyer to pick from (never chosen for them).
   * Candidates are the codes beside it in sorted order, forwards and backwards (a typo late in the
   * code keeps its start, an early one its end), ranked by edit distance and kept within
   * `maxEdits` (at most two, a quarter of the code's length).
   */
  similarCodes(raw: string, limit: number): ReadonlyArray<{ readonly code: string; readonly item: SearchItem }> {
    const code = compactCode(raw)
    if (code.length < 3 || limit <= 0) return []
    const maxEdits = Math.min(2, Math.max(1, Math.floor(code.length / 4)))
    const candidates = new Set<string>()
    const around = (sorted: ReadonlyArray<string>, key: string, map: (s: string) => string) => {
      const at = bisect(sorted, key)
      for (let k = Math.max(0, at - NEIGHBOURS); k < Math.min(sorted.length, at + NEIGHBOURS); k++) candidates.add(map(sorted[k]!))
    }
    around(this.#sortedCodes, code, (s) => s)
    this.#reversedCodes ??= this.#sortedCodes.map(reverse).sort()
    around(this.#reversedCodes, reverse(code), reverse)
    candidates.delete(code)
    const ranked: Array<{ code: string; distance: number }> = []
    for (const candidate of candidates) {
      const distance = editDistance(code, candidate, maxEdits)
      if (distance <= maxEdits) ranked.push({ code: candidate, distance })
    }
    ranked.sort((a, b) => a.distance - b.distance || (a.code < b.code ? -1 : 1))
    return ranked.flatMap(({ code: c }) => {
      const item = this.#item(this.#codes.get(c)![0]! >>> 2)
      return item === undefined ? [] : [{ code: c, item }]
    }).slice(0, limit)
  }

  /** Item i as a hit shows it; undefined when it proved invalid on its first full read. */
  #item(i: number): SearchItem | undefined {
    const n = this.#productCount
    if (i < n) {
      const product = this.#catalogue.product(i)
      return product === undefined ? undefined : { model: "Produkte", product }
    }
    const accessory = this.#catalogue.accessory(i - n)
    if (accessory === undefined) return undefined
    const fits = this.#fits.get(accessory.key) ?? []
    const shown = fits.slice(0, FITS_SHOWN).flatMap((p) => this.#catalogue.product(p) ?? [])
    return { model: "Artikel", accessory, fits: shown, fitsCount: fits.length }
  }

  #prefix(code: string, add: (item: number, match: SearchMatch) => void) {
    const codes = this.#sortedCodes
    for (let k = bisect(codes, code), found = 0; k < codes.length && found < MAX_PREFIX && codes[k]!.startsWith(code); k++) {
      if (codes[k] === code) continue
      for (const entry of this.#codes.get(codes[k]!)!) {
        found++
        add(entry >>> 2, { kind: "prefix", field: CODE_FIELDS[entry & 3]! })
      }
    }
  }

  /** A query word as searched: itself, its synonyms, or the parts of a compound the index knows. */
  #wordQuery(word: string): Query {
    const alternatives: Array<Query> = [word, ...(synonyms.get(word) ?? [])]
    if (!this.#terms.has(word) && word.length >= 8) {
      for (let i = 4; word.length - i >= 4; i++) {
        const [left, right] = [word.slice(0, i), word.slice(i)]
        if (this.#terms.has(left) && this.#terms.has(right)) {
          alternatives.push({ combineWith: "AND", queries: [left, right] })
          break
        }
      }
    }
    return alternatives.length === 1 ? word : { combineWith: "OR", queries: alternatives }
  }

  #words(query: ReadQuery, add: (item: number, match: SearchMatch) => void) {
    const tree: Query = { combineWith: "AND", queries: query.words.map((w) => this.#wordQuery(w)) }
    const exact = this.#text.search(tree, { fuzzy: false, prefix: (term) => term.length >= 3 })
    const similar = this.#text.search(tree, {
      fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 4 ? 1 : false),
      prefix: (term) => term.length >= 3,
      weights: { fuzzy: 0.5, prefix: 0.8 },
    })
    const fits = (item: number) =>
      item < this.#productCount
        ? (query.size === undefined || this.#fitsSize(item, query.size)) && (query.protection === undefined || this.#protection[item] === query.protection)
        : query.size === undefined && query.protection === undefined
    const found = new Set<number>()
    for (const [results, kind] of [
      [exact, "words"],
      [similar, "similar"],
    ] as const) {
      for (const result of results) {
        if (found.has(result.id as number)) continue
        found.add(result.id as number)
        for (const item of this.#textItems[result.id as number]!) if (fits(item)) add(item, { kind })
      }
    }
  }

  #fitsSize(i: number, size: AskedSize): boolean {
    return near(this.#width[i]!, size.width) && near(this.#height[i]!, size.height) && near(this.#depth[i]!, size.depth)
  }

  /** Products within the tolerance of every asked dimension, nearest (relative distance) first. */
  #sizes(size: AskedSize, protection: string | undefined, add: (item: number, match: SearchMatch) => void) {
    const matches: Array<number> = []
    const distance: Array<number> = []
    const gap = (value: number, asked: number | undefined) => (asked === undefined ? 0 : Math.abs(value - asked) / asked)
    const visit = (i: number) => {
      if (!this.#fitsSize(i, size) || (protection !== undefined && this.#protection[i] !== protection)) return
      matches.push(i)
      distance.push(gap(this.#width[i]!, size.width) + gap(this.#height[i]!, size.height) + gap(this.#depth[i]!, size.depth))
    }
    if (size.width === undefined) {
      for (let i = 0; i < this.#productCount; i++) visit(i)
    } else {
      // Only the products whose width is within the tolerance, from the products sorted by width.
      const width = this.#width
      this.#byWidth ??= Uint32Array.from({ length: this.#productCount }, (_, i) => i).sort((a, b) => width[a]! - width[b]! || a - b)
      const byWidth = this.#byWidth
      const low = size.width - sizeTolerance(size.width)
      let lo = 0
      let hi = byWidth.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if (width[byWidth[mid]!]! < low) lo = mid + 1
        else hi = mid
      }
      const high = size.width + sizeTolerance(size.width)
      for (let k = lo; k < byWidth.length && width[byWidth[k]!]! <= high; k++) visit(byWidth[k]!)
    }
    const order = matches.map((_, k) => k).sort((a, b) => distance[a]! - distance[b]! || matches[a]! - matches[b]!)
    for (const k of order) add(matches[k]!, { kind: "size" })
  }
}

/** Whether a dimension is within the tolerance of the one asked (or none was asked). */
const near = (value: number, asked: number | undefined): boolean => asked === undefined || Math.abs(value - asked) <= sizeTolerance(asked)

/** How many codes on each side of an unknown code's place are compared with it. */
const NEIGHBOURS = 24

/** The first index of a sorted array whose value is not below `key`. */
const bisect = (sorted: ReadonlyArray<string>, key: string): number => {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid]! < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

const reverse = (text: string): string => [...text].reverse().join("")

/** Edits (insert, delete, replace, swap of neighbours) from `a` to `b`; any value above `max` means "too far". */
export const editDistance = (a: string, b: string, max: number): number => {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before = Array.from({ length: b.length + 1 }, () => 0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      if (value < best) best = value
    }
    if (best > max) return max + 1
    before = previous
    previous = current
  }
  return previous[b.length]!
}

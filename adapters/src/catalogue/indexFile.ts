/**
 * The catalogue's index file (`index.json`, named by the manifest): written when a catalogue is
 * published, it holds for every item the fields the in-memory index needs (filters, sort orders,
 * facets), where the item's JSON lies in its resource file (byte offsets) and a hash of those
 * bytes. At load the shop parses this file instead of the resource files, and reads one item's
 * bytes on its first use (issue 11: a 100k catalogue no longer waits for every file at start).
 *
 * Rows are arrays in the order of `PRODUCT_FIELDS` / `ACCESSORY_FIELDS`: about a third of the
 * size of objects, so the file parses fast. Every item of every resource is listed in file order,
 * duplicates included: the loader applies the same rules to them as to parsed files.
 */
import { createHash } from "node:crypto"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import * as Schema from "effect/Schema"
import { contentHash } from "./manifest.ts"

export const INDEX_FILE = "index.json"
export const INDEX_FORMAT = "shop-catalogue-index/1"

/** The product fields the in-memory index needs, by their path in the item's JSON. */
const PRODUCT_COLUMNS = [
  "slug",
  "width",
  "height",
  "depth",
  "specification.netWeight",
  "specification.meterPositions",
  "specification.articleNumber",
  "listPrice",
  "priceOnRequest",
  "material",
  "protectionType",
  "family",
  "areasOfUse",
  "name.de",
  "name.en",
] as const
export const PRODUCT_FIELDS = ["file", "start", "end", "hash", "key", ...PRODUCT_COLUMNS] as const
export const ACCESSORY_FIELDS = ["file", "start", "end", "hash", "key"] as const
/** Positions in a row (both models start alike). */
export const Field = { file: 0, start: 1, end: 2, hash: 3, key: 4 } as const
export const productField = (name: (typeof PRODUCT_FIELDS)[number]): number => PRODUCT_FIELDS.indexOf(name)

const columnPaths = PRODUCT_COLUMNS.map((column) => column.split("."))
const FIRST_COLUMN = Field.key + 1

type Item = Record<string, unknown>
const valueAt = (item: Item, path: ReadonlyArray<string>): unknown => path.reduce<unknown>((at, name) => (at as Item | undefined)?.[name], item)

/**
 * A product row read as the item's JSON with only the index fields (what the index's columns read
 * from a parsed item too). Fills and returns one object for every row: building the index
 * allocates nothing per product.
 */
export const productRowReader = (): ((row: ReadonlyArray<unknown>) => Item) => {
  const item: Item = {}
  return (row) => {
    item["key"] = row[Field.key]
    columnPaths.forEach((path, k) => {
      let at = item
      for (let d = 0; d < path.length - 1; d++) at = (at[path[d]!] ??= {}) as Item
      at[path[path.length - 1]!] = row[FIRST_COLUMN + k]
    })
    return item
  }
}
/**
 * An item's bytes as the index file records them: 132 bits of their SHA-256, enough to see any
 * change made to a file after publishing (the manifest's hash of the index file vouches for it).
 */
export const itemHash = (bytes: Uint8Array): string => createHash("sha256").update(bytes).digest("base64url").slice(0, 22)

/** The header; the rows (100k and more) are checked one by one as the loader takes them. */
export const CatalogueIndexHeader = Schema.Struct({
  format: Schema.Literal(INDEX_FORMAT),
  fields: Schema.Struct({ products: Schema.Array(Schema.String), accessories: Schema.Array(Schema.String) }),
  /** project.json's resources in order, and their sizes in bytes when published. */
  files: Schema.Array(Schema.String),
  sizes: Schema.Array(Schema.Int),
  products: Schema.Unknown,
  accessories: Schema.Unknown,
})
interface CatalogueIndexFile extends Omit<typeof CatalogueIndexHeader.Type, "products" | "accessories"> {
  readonly products: ReadonlyArray<ReadonlyArray<unknown>>
  readonly accessories: ReadonlyArray<ReadonlyArray<unknown>>
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const isSpace = (b: number | undefined) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09
const isOpen = (b: number | undefined) => b === 0x7b || b === 0x5b
const isClose = (b: number | undefined) => b === 0x7d || b === 0x5d

/** A member of a JSON object: its key and the byte range of its value. */
export interface MemberSpan {
  readonly key: string
  readonly start: number
  readonly end: number
}

/**
 * Byte ranges of the members of the object at `from` in JSON text that `JSON.parse` accepted.
 * Only skips values (strings with their escapes, nested brackets), so offsets are exact bytes
 * even where the text has multi-byte characters (UTF-8 continuation bytes are never ASCII).
 */
export const memberSpans = (bytes: Uint8Array, from: number): Array<MemberSpan> => {
  let pos = from
  const fail = (what: string): never => {
    throw new Error(`${what} at byte ${pos}`)
  }
  const space = () => {
    while (isSpace(bytes[pos])) pos++
  }
  const string = () => {
    if (bytes[pos] !== QUOTE) fail("expected a string")
    for (pos++; pos < bytes.length; pos++) {
      const b = bytes[pos]
      if (b === BACKSLASH) pos++
      else if (b === QUOTE) return ++pos
    }
    return fail("unterminated string")
  }
  const value = () => {
    if (bytes[pos] === QUOTE) return string()
    if (!isOpen(bytes[pos])) {
      while (pos < bytes.length && !isSpace(bytes[pos]) && bytes[pos] !== 0x2c && !isClose(bytes[pos])) pos++
      return pos
    }
    let depth = 0
    while (pos < bytes.length) {
      const b = bytes[pos]
      if (b === QUOTE) string()
      else {
        pos++
        if (isOpen(b)) depth++
        else if (isClose(b) && --depth === 0) return pos
      }
    }
    return fail("unterminated value")
  }
  space()
  if (bytes[pos] !== 0x7b) fail("expected an object")
  pos++
  space()
  const members: Array<MemberSpan> = []
  if (bytes[pos] === 0x7d) return members
  for (;;) {
    const keyStart = pos
    string()
    const key = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset + keyStart, pos - keyStart).toString("utf8")) as string
    space()
    if (bytes[pos] !== 0x3a) fail("expected ':'")
    pos++
    space()
    const start = pos
    members.push({ key, start, end: value() })
    space()
    if (bytes[pos] === 0x2c) {
      pos++
      space()
    } else if (bytes[pos] === 0x7d) return members
    else fail("expected ',' or '}'")
  }
}

/**
 * The items of a resource file in the order `for…in` over its parsed `items` visits them (integer
 * keys first, a repeated key at its first place with its last value), each with its byte range.
 */
export const itemSpans = (bytes: Uint8Array): Array<MemberSpan> => {
  const items = memberSpans(bytes, 0).findLast((m) => m.key === "items")
  if (items === undefined) throw new Error("no items")
  const byKey: Record<string, MemberSpan> = {}
  for (const span of memberSpans(bytes, items.start)) byKey[span.key] = span
  const ordered: Array<MemberSpan> = []
  for (const key in byKey) ordered.push(byKey[key]!)
  return ordered
}

const productRow = (file: number, span: MemberSpan, hash: string, item: Item): Array<unknown> => [
  file,
  span.start,
  span.end,
  hash,
  span.key,
  // JSON has no undefined: an absent field is null (the index reads both as missing).
  ...columnPaths.map((path) => valueAt(item, path) ?? null),
]

/** One row per line: the file stays readable and diffs of a republished catalogue stay small. */
const indexJson = (index: CatalogueIndexFile): string => {
  const rows = (list: ReadonlyArray<ReadonlyArray<unknown>>) => (list.length === 0 ? "[]" : `[\n${list.map((r) => JSON.stringify(r)).join(",\n")}\n]`)
  const header = `"format":${JSON.stringify(index.format)},"fields":${JSON.stringify(index.fields)},"files":${JSON.stringify(index.files)},"sizes":${JSON.stringify(index.sizes)}`
  return `{${header},\n"products":${rows(index.products)},\n"accessories":${rows(index.accessories)}}\n`
}

/**
 * Writes `index.json` for a catalogue folder that was just validated in full (each item is parsed
 * from its own byte range, which proves the ranges) and returns its SHA-256 for the manifest.
 */
export const writeIndexFile = (folder: string, resources: ReadonlyArray<{ readonly model: string; readonly file: string }>): string => {
  const index = {
    format: INDEX_FORMAT,
    fields: { products: [...PRODUCT_FIELDS], accessories: [...ACCESSORY_FIELDS] },
    files: resources.map((r) => r.file),
    sizes: [] as Array<number>,
    products: [] as Array<Array<unknown>>,
    accessories: [] as Array<Array<unknown>>,
  } satisfies CatalogueIndexFile
  resources.forEach((resource, file) => {
    const bytes = readFileSync(join(folder, resource.file))
    index.sizes.push(bytes.length)
    for (const span of itemSpans(bytes)) {
      const itemBytes = bytes.subarray(span.start, span.end)
      const item = JSON.parse(itemBytes.toString("utf8")) as Item
      if (item["key"] !== span.key) throw new Error(`${resource.file}: item ${span.key} has key ${String(item["key"])}`)
      const hash = itemHash(itemBytes)
      if (resource.model === "Produkte") index.products.push(productRow(file, span, hash, item))
      else index.accessories.push([file, span.start, span.end, hash, span.key])
    }
  })
  const text = indexJson(index)
  writeFileSync(join(folder, INDEX_FILE), text)
  return contentHash(text)
}

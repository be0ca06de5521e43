/**
 * Loads the catalogue in its delivery shape: `project.json` names the models and the resource
 * files; each resource holds `{ model, items: { <item key>: item } }`. A resource that cannot be
 * fetched or parsed is recorded as invalid and counted (spec §8) while the rest loads; an invalid
 * item is skipped with a data-quality log line.
 *
 * Two ways: `loadCatalogue` decodes every item with Schema (publishing, tests); `loadCatalogueIndex`
 * trusts the files whose hash the manifest names (validated when published): their index fields
 * come from the index file (indexFile.ts) and each item is read from its byte range (in the folder,
 * or in the downloaded bytes of a catalogue behind a URL) and decoded in full on first use. Without
 * a usable index file they are parsed and indexed from their JSON, and their text is dropped.
 */
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import {
  type Accessory,
  AccessoryFile,
  type CatalogueLoadReport,
  type InvalidResource,
  ModelKey,
  type Product,
  ProductFile,
} from "@shop/core/catalogue/model"
import { centsFromEuro } from "@shop/core/money/money"
import { CatalogueIndex, type DecodeItem, type OnInvalidItem } from "./CatalogueIndex.ts"
import { ACCESSORY_FIELDS, CatalogueIndexHeader, Field, itemHash, PRODUCT_FIELDS } from "./indexFile.ts"
import { type CatalogueManifest, contentHash, decodeManifest, MANIFEST_FILE } from "./manifest.ts"
import type { CatalogueSource } from "./source.ts"

export const ProjectConfig = Schema.Struct({
  project: Schema.String,
  version: Schema.String,
  languages: Schema.Array(Schema.String),
  models: Schema.Array(Schema.Struct({ key: ModelKey, file: Schema.String })),
  resources: Schema.Array(Schema.Struct({ model: ModelKey, file: Schema.String })),
})
export type ProjectConfig = typeof ProjectConfig.Type

const decodeProject = Schema.decodeUnknownEffect(Schema.fromJsonString(ProjectConfig))
const decodeProductFile = Schema.decodeUnknownResult(ProductFile)
const decodeAccessoryFile = Schema.decodeUnknownResult(AccessoryFile)
const decodeIndexHeader = Schema.decodeUnknownResult(CatalogueIndexHeader)

export class CatalogueUnavailable extends Schema.TaggedError<CatalogueUnavailable>()("CatalogueUnavailable", {
  source: Schema.String,
  reason: Schema.String,
}) {
  override get message() {
    return `catalogue at ${this.source} cannot be loaded: ${this.reason}`
  }
}

/** An item left out: why, in which file. */
export interface SkippedItem {
  readonly file: string
  readonly key: string
  readonly reason: string
}

export interface LoadedCatalogue {
  readonly products: ReadonlyArray<Product>
  readonly accessories: ReadonlyArray<Accessory>
  readonly report: CatalogueLoadReport
  /** Items that failed their decode, at most 100. */
  readonly skipped: ReadonlyArray<SkippedItem>
  readonly skippedCount: number
  /** SHA-256 of project.json and of every resource that loaded (for the manifest). */
  readonly hashes: ReadonlyMap<string, string>
  /** project.json's resources (for the index file). */
  readonly resources: ReadonlyArray<{ readonly model: ModelKey; readonly file: string }>
}

/** The full decode of one item, prices in cents; the item key must equal its key field. */
export const decodeProduct = (raw: unknown, key?: string): Product | { readonly invalid: string } => {
  const decoded = decodeProductFile(raw)
  if (decoded._tag === "Failure") return { invalid: decoded.failure.message }
  const item = decoded.success
  if (key !== undefined && item.key !== key) return { invalid: `item key ${key} differs from its key field` }
  return { ...item, listPrice: centsFromEuro(item.listPrice), priceOnRequest: item.priceOnRequest === true }
}
export const decodeAccessory = (raw: unknown, key?: string): Accessory | { readonly invalid: string } => {
  const decoded = decodeAccessoryFile(raw)
  if (decoded._tag === "Failure") return { invalid: decoded.failure.message }
  const item = decoded.success
  if (key !== undefined && item.key !== key) return { invalid: `item key ${key} differs from its key field` }
  return { ...item, listPrice: centsFromEuro(item.listPrice), priceOnRequest: item.priceOnRequest === true }
}

/** Resources are fetched a few at a time: enough to hide latency, gentle on a CDN. */
const FETCH_CONCURRENCY = 8

/** A row of the index file (indexFile.ts): where an item lies and its index fields. */
type Row = ReadonlyArray<unknown>

/** The index file's rows for one resource file, and the size the file had when published. */
interface IndexedFile {
  readonly size: number
  readonly rows: Array<Row>
}

interface ResourceItems {
  readonly keys: Array<string>
  /** Decoded with Schema, the parsed JSON of a file the manifest vouches for, or (indexed) none yet. */
  readonly items: Array<unknown>
  /** The index file's rows when the items are read on first use. */
  readonly indexed?: ReadonlyArray<Row>
  readonly decoded: boolean
  readonly skipped: Array<{ readonly key: string; readonly reason: string }>
  readonly hash: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** A resource whose items are read on first use, where the index file's rows say. */
const fromIndex = (indexed: IndexedFile, hash: string): ResourceItems => ({
  keys: indexed.rows.map((row) => row[Field.key] as string),
  items: [],
  indexed: indexed.rows,
  decoded: false,
  skipped: [],
  hash,
})

const sizeOf = (source: CatalogueSource, file: string): number => {
  try {
    return source.local?.size(file) ?? -1
  } catch {
    return -1
  }
}

/**
 * Reads one resource. A file in a folder that the manifest names and the index file lists, still
 * of its published size, is not read now: its items are read on first use, each checked against
 * its hash then. A downloaded file (a catalogue behind a URL) whose bytes match the manifest is
 * kept as bytes in `kept`, unparsed, for the same reads. Any other file is parsed, and decoded
 * unless the manifest vouches for its bytes.
 */
const readResource = (
  source: CatalogueSource,
  resource: { readonly model: ModelKey; readonly file: string },
  manifest: CatalogueManifest | undefined,
  indexed: IndexedFile | undefined,
  kept: Map<string, Uint8Array>,
): Effect.Effect<ResourceItems, Error> => {
  const published = manifest?.files[resource.file]
  if (indexed !== undefined && published !== undefined && sizeOf(source, resource.file) === indexed.size) {
    return Effect.succeed(fromIndex(indexed, published))
  }
  return source.readBytes(resource.file).pipe(
    Effect.flatMap((bytes) =>
      Effect.try({
        try: (): ResourceItems => {
          const hash = contentHash(bytes)
          const trusted = published === hash
          if (trusted && indexed !== undefined) {
            kept.set(resource.file, bytes)
            return fromIndex(indexed, hash)
          }
          // The bytes and the text go out of scope here: only the parsed items are kept.
          const parsed: unknown = JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"))
          if (!isRecord(parsed) || typeof parsed["model"] !== "string" || !isRecord(parsed["items"])) throw new Error("expected { model, items }")
          if (parsed["model"] !== resource.model) throw new Error(`holds model ${String(parsed["model"])}, project.json says ${resource.model}`)
          const out: ResourceItems = { keys: [], items: [], decoded: !trusted, skipped: [], hash }
          const decode = resource.model === "Produkte" ? decodeProduct : decodeAccessory
          const items = parsed["items"]
          // for…in, not Object.entries: no pair array per item for 100k items.
          for (const key in items) {
            const raw = items[key]
            if (trusted) {
              out.keys.push(key)
              out.items.push(raw)
              continue
            }
            const item = decode(raw, key)
            if ("invalid" in item) out.skipped.push({ key, reason: item.invalid })
            else {
              out.keys.push(key)
              out.items.push(item)
            }
          }
          return out
        },
        catch: (error) => new Error(error instanceof SyntaxError ? `invalid JSON: ${error.message}` : error instanceof Error ? error.message : String(error)),
      }),
    ),
  )
}

const isOffset = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0
const sameList = (a: ReadonlyArray<unknown>, b: ReadonlyArray<unknown>) => a.length === b.length && a.every((v, i) => v === b[i])

/**
 * The index file's rows per resource file, or why it cannot be used (then every file is parsed at
 * load). It must match its hash in the manifest and list exactly project.json's resources.
 */
const readIndexFile = (source: CatalogueSource, manifest: CatalogueManifest, project: ProjectConfig) =>
  Effect.gen(function* () {
    const name = manifest.index!
    const bytes = yield* source.readBytes(name)
    if (manifest.files[name] !== contentHash(bytes)) return yield* Effect.fail(new Error("differs from its hash in the manifest"))
    return yield* Effect.try({
      try: () => {
        const decoded = decodeIndexHeader(JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8")))
        if (decoded._tag === "Failure") throw new Error(decoded.failure.message)
        const index = decoded.success
        if (!sameList(index.fields.products, PRODUCT_FIELDS) || !sameList(index.fields.accessories, ACCESSORY_FIELDS)) throw new Error("other fields")
        if (!sameList(index.files, project.resources.map((r) => r.file)) || index.sizes.length !== index.files.length) throw new Error("lists other files than project.json")
        const byFile: Array<IndexedFile> = index.sizes.map((size) => ({ size, rows: [] }))
        const add = (rows: unknown, model: ModelKey, width: number) => {
          if (!Array.isArray(rows)) throw new Error(`no ${model} rows`)
          for (const row of rows as ReadonlyArray<unknown>) {
            const ok =
              Array.isArray(row) &&
              row.length === width &&
              isOffset(row[Field.file]) &&
              project.resources[row[Field.file]]?.model === model &&
              isOffset(row[Field.start]) &&
              isOffset(row[Field.end]) &&
              row[Field.end] > row[Field.start] &&
              typeof row[Field.hash] === "string" &&
              typeof row[Field.key] === "string"
            if (!ok) throw new Error(`bad row ${JSON.stringify(row).slice(0, 200)}`)
            byFile[row[Field.file] as number]!.rows.push(row as Row)
          }
        }
        add(index.products, "Produkte", PRODUCT_FIELDS.length)
        add(index.accessories, "Artikel", ACCESSORY_FIELDS.length)
        return byFile
      },
      catch: (error) => new Error(error instanceof Error ? error.message : String(error)),
    })
  })

/**
 * Reads an item the index file locates, on its first use. Bytes that differ from the hash the
 * index file records (the file was edited after publishing) leave the item out, with the reason.
 */
const itemReader =
  (source: CatalogueSource, kept: ReadonlyMap<string, Uint8Array>, files: ReadonlyArray<string>, rows: ReadonlyArray<unknown>) =>
  (i: number): unknown => {
    const row = rows[i]
    if (!Array.isArray(row)) return { invalid: "not loaded" }
    const file = files[row[Field.file] as number]!
    const [start, end] = [row[Field.start] as number, row[Field.end] as number]
    try {
      const inMemory = kept.get(file)
      const bytes = inMemory !== undefined ? inMemory.subarray(start, end) : source.local?.readRange(file, start, end)
      if (bytes === undefined) return { invalid: "not loaded" }
      if (itemHash(bytes) !== row[Field.hash]) {
        return { invalid: `${file} changed since it was published: item ${String(row[Field.key])} is not where the index file says; validate the catalogue again` }
      }
      return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8"))
    } catch (error) {
      return { invalid: `${file}: ${error instanceof Error ? error.message : String(error)}` }
    }
  }

/** One model's items in catalogue order, as the index is built from them. */
class Assembled {
  readonly items: Array<unknown> = []
  readonly ready: Array<number> = []
  /** The index file's row, else the item itself. */
  readonly rows: Array<unknown> = []
  readonly seen = new Set<string>()
  add(resource: ResourceItems) {
    for (let i = 0; i < resource.keys.length; i++) {
      const key = resource.keys[i]!
      if (this.seen.has(key)) continue
      this.seen.add(key)
      const row = resource.indexed?.[i]
      this.items.push(row === undefined ? resource.items[i] : undefined)
      this.ready.push(resource.decoded ? 1 : 0)
      this.rows.push(row ?? resource.items[i])
    }
  }
}

interface ReadCatalogue {
  readonly products: Assembled
  readonly accessories: Assembled
  /** Downloaded files whose items are read on first use. */
  readonly kept: ReadonlyMap<string, Uint8Array>
  readonly resources: ProjectConfig["resources"]
  readonly report: CatalogueLoadReport
  readonly skipped: Array<SkippedItem>
  readonly skippedCount: number
  readonly hashes: Map<string, string>
  readonly trustedFiles: number
  readonly indexedFiles: number
}

const readCatalogue = Effect.fn("Catalogue.read")(function* (source: CatalogueSource, useManifest: boolean) {
  let projectHash = ""
  const project = yield* source.read("project.json").pipe(
    Effect.tap((text) => Effect.sync(() => void (projectHash = contentHash(text)))),
    Effect.flatMap(decodeProject),
    Effect.mapError((error) => new CatalogueUnavailable({ source: source.describe, reason: error.message.startsWith("project.json") ? error.message : `project.json: ${error.message}` })),
  )
  let manifest: CatalogueManifest | undefined
  if (useManifest) {
    const text = yield* source.read(MANIFEST_FILE).pipe(Effect.option)
    if (text._tag === "Some") {
      const decoded = decodeManifest(text.value)
      if (decoded._tag === "Success") manifest = decoded.success
      else yield* Effect.logWarning("catalogue manifest unreadable: every file is validated in full", { reason: decoded.failure.message })
    }
  }
  let indexed: Array<IndexedFile> | undefined
  if (manifest?.index !== undefined) {
    const read = yield* Effect.result(readIndexFile(source, manifest, project))
    if (read._tag === "Success") indexed = read.success
    else yield* Effect.logWarning("catalogue index file unusable: every file is parsed at load", { file: manifest.index, reason: read.failure.message })
  }
  const kept = new Map<string, Uint8Array>()
  const resources = yield* Effect.forEach(
    project.resources,
    (resource, i) => readResource(source, resource, manifest, indexed?.[i], kept).pipe(Effect.result, Effect.map((result) => ({ resource, result }))),
    { concurrency: FETCH_CONCURRENCY },
  )

  const hashes = new Map<string, string>([["project.json", projectHash]])
  const products = new Assembled()
  const accessories = new Assembled()
  const invalid: Array<InvalidResource> = []
  const skipped: Array<SkippedItem> = []
  let skippedCount = 0
  let trustedFiles = 0
  let indexedFiles = 0
  for (const { resource, result } of resources) {
    if (result._tag === "Failure") {
      invalid.push({ file: resource.file, reason: result.failure.message })
      yield* Effect.logWarning("catalogue resource invalid", { file: resource.file, reason: result.failure.message })
      continue
    }
    const file = result.success
    hashes.set(resource.file, file.hash)
    if (!file.decoded) trustedFiles++
    else if (manifest !== undefined) yield* Effect.logWarning("catalogue file differs from its manifest: validated in full", { file: resource.file })
    if (file.indexed !== undefined) indexedFiles++
    for (const s of file.skipped) {
      skippedCount++
      if (skipped.length < 100) skipped.push({ file: resource.file, ...s })
      yield* Effect.logDebug("catalogue item skipped", { file: resource.file, key: s.key, reason: s.reason })
    }
    ;(resource.model === "Produkte" ? products : accessories).add(file)
  }
  if (skippedCount > 0) yield* Effect.logWarning("catalogue items skipped (data quality)", { count: skippedCount })
  const report: CatalogueLoadReport = {
    products: products.items.length,
    accessories: accessories.items.length,
    resources: project.resources.length,
    failed: invalid.length,
    invalid,
  }
  return {
    products,
    accessories,
    kept,
    resources: project.resources,
    report,
    skipped,
    skippedCount,
    hashes,
    trustedFiles,
    indexedFiles,
  } satisfies ReadCatalogue
})

/** Every item decoded with Schema, the manifest ignored (what publishing validates). */
export const loadCatalogue = Effect.fn("Catalogue.load")(function* (source: CatalogueSource) {
  const read = yield* readCatalogue(source, false)
  return {
    products: read.products.items as Array<Product>,
    accessories: read.accessories.items as Array<Accessory>,
    report: read.report,
    skipped: read.skipped,
    skippedCount: read.skippedCount,
    hashes: read.hashes,
    resources: read.resources,
  } satisfies LoadedCatalogue
})

/**
 * The index of a catalogue: files the manifest vouches for are indexed from the index file (their
 * items read and decoded on first use) or, without one, from their parsed JSON (decoded on first
 * use); every other file is validated in full now. An item found invalid on first use is left
 * out from then on and reported through `onInvalid`.
 */
export const loadCatalogueIndex = Effect.fn("Catalogue.loadIndex")(function* (source: CatalogueSource, onInvalid: OnInvalidItem) {
  const read = yield* readCatalogue(source, true)
  const { products, accessories } = read
  const files = read.resources.map((r) => r.file)
  const lazyProduct: DecodeItem<Product> = (raw) => decodeProduct(raw)
  const lazyAccessory: DecodeItem<Accessory> = (raw) => decodeAccessory(raw)
  const index = new CatalogueIndex([], [], {
    products: products.items,
    productsReady: Uint8Array.from(products.ready),
    productRows: products.rows,
    readProduct: itemReader(source, read.kept, files, products.rows),
    accessories: accessories.items,
    accessoriesReady: Uint8Array.from(accessories.ready),
    accessoryRows: accessories.rows,
    readAccessory: itemReader(source, read.kept, files, accessories.rows),
    decodeProduct: lazyProduct,
    decodeAccessory: lazyAccessory,
    onInvalid,
  })
  return { index, report: read.report, trustedFiles: read.trustedFiles, indexedFiles: read.indexedFiles, skippedCount: read.skippedCount }
})

/**
 * Loads the catalogue in its delivery shape: `project.json` names the models and the resource
 * files; each resource holds `{ model, items: { <item key>: item } }`. A resource that cannot be
 * fetched or parsed is recorded as invalid and counted (spec §8) while the rest loads; an invalid
 * item is skipped with a data-quality log line.
 *
 * Two ways: `loadCatalogue` decodes every item with Schema (publishing, tests); `loadCatalogueIndex`
 * trusts the files whose hash the manifest names (validated when published) and builds the index
 * from the parsed JSON, decoding each item in full on first use. Each file's text is dropped as
 * soon as it is parsed.
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

interface ResourceItems {
  readonly keys: Array<string>
  readonly items: Array<unknown>
  /** Decoded with Schema (else the parsed JSON of a file the manifest vouches for). */
  readonly decoded: boolean
  readonly skipped: Array<{ readonly key: string; readonly reason: string }>
  readonly hash: string
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/** Parses one resource; decodes its items unless the manifest vouches for its bytes. */
const readResource = (source: CatalogueSource, resource: { readonly model: ModelKey; readonly file: string }, manifest: CatalogueManifest | undefined) =>
  source.readBytes(resource.file).pipe(
    Effect.flatMap((bytes) =>
      Effect.try({
        try: (): ResourceItems => {
          const hash = contentHash(bytes)
          const trusted = manifest?.files[resource.file] === hash
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

interface ReadCatalogue {
  readonly products: Array<unknown>
  readonly productsReady: Uint8Array
  readonly accessories: Array<unknown>
  readonly accessoriesReady: Uint8Array
  readonly report: CatalogueLoadReport
  readonly skipped: Array<SkippedItem>
  readonly skippedCount: number
  readonly hashes: Map<string, string>
  readonly trustedFiles: number
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
  const resources = yield* Effect.forEach(
    project.resources,
    (resource) => readResource(source, resource, manifest).pipe(Effect.result, Effect.map((result) => ({ resource, result }))),
    { concurrency: FETCH_CONCURRENCY },
  )

  const hashes = new Map<string, string>([["project.json", projectHash]])
  const products: Array<unknown> = []
  const accessories: Array<unknown> = []
  const productsReady: Array<number> = []
  const accessoriesReady: Array<number> = []
  const invalid: Array<InvalidResource> = []
  const skipped: Array<SkippedItem> = []
  let skippedCount = 0
  let trustedFiles = 0
  const seen = { Produkte: new Set<string>(), Artikel: new Set<string>() }
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
    for (const s of file.skipped) {
      skippedCount++
      if (skipped.length < 100) skipped.push({ file: resource.file, ...s })
      yield* Effect.logDebug("catalogue item skipped", { file: resource.file, key: s.key, reason: s.reason })
    }
    const [into, ready, keys] = resource.model === "Produkte" ? [products, productsReady, seen.Produkte] : [accessories, accessoriesReady, seen.Artikel]
    for (let i = 0; i < file.keys.length; i++) {
      const key = file.keys[i]!
      if (keys.has(key)) continue
      keys.add(key)
      into.push(file.items[i])
      ready.push(file.decoded ? 1 : 0)
    }
  }
  if (skippedCount > 0) yield* Effect.logWarning("catalogue items skipped (data quality)", { count: skippedCount })
  const report: CatalogueLoadReport = {
    products: products.length,
    accessories: accessories.length,
    resources: project.resources.length,
    failed: invalid.length,
    invalid,
  }
  return {
    products,
    productsReady: Uint8Array.from(productsReady),
    accessories,
    accessoriesReady: Uint8Array.from(accessoriesReady),
    report,
    skipped,
    skippedCount,
    hashes,
    trustedFiles,
  } satisfies ReadCatalogue
})

/** Every item decoded with Schema, the manifest ignored (what publishing validates). */
export const loadCatalogue = Effect.fn("Catalogue.load")(function* (source: CatalogueSource) {
  const read = yield* readCatalogue(source, false)
  return {
    products: read.products as Array<Product>,
    accessories: read.accessories as Array<Accessory>,
    report: read.report,
    skipped: read.skipped,
    skippedCount: read.skippedCount,
    hashes: read.hashes,
  } satisfies LoadedCatalogue
})

/**
 * The index of a catalogue: files the manifest vouches for are indexed from their parsed JSON and
 * decoded item by item on first use; every other file is validated in full now. An item found
 * invalid on first use is left out from then on and reported through `onInvalid`.
 */
export const loadCatalogueIndex = Effect.fn("Catalogue.loadIndex")(function* (source: CatalogueSource, onInvalid: OnInvalidItem) {
  const read = yield* readCatalogue(source, true)
  const lazyProduct: DecodeItem<Product> = (raw) => decodeProduct(raw)
  const lazyAccessory: DecodeItem<Accessory> = (raw) => decodeAccessory(raw)
  const index = new CatalogueIndex([], [], {
    products: read.products,
    productsReady: read.productsReady,
    accessories: read.accessories,
    accessoriesReady: read.accessoriesReady,
    decodeProduct: lazyProduct,
    decodeAccessory: lazyAccessory,
    onInvalid,
  })
  return { index, report: read.report, trustedFiles: read.trustedFiles, skippedCount: read.skippedCount }
})

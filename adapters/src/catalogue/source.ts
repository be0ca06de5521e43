/**
 * Where catalogue files come from: a local folder or a base URL (CDN or custom host).
 * Both answer text for a path relative to the catalogue root.
 */
import { closeSync, openSync, readFileSync, readSync, statSync } from "node:fs"
import { join, resolve } from "node:path"
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"

export class ResourceUnavailable extends Schema.TaggedError<ResourceUnavailable>()("ResourceUnavailable", {
  file: Schema.String,
  reason: Schema.String,
}) {
  override get message() {
    return `${this.file}: ${this.reason}`
  }
}

export interface CatalogueSource {
  /** Shown in messages and reports. */
  readonly describe: string
  readonly read: (file: string) => Effect.Effect<string, ResourceUnavailable>
  /** The file's bytes: hashed and decoded in one go (reading as text decodes in small chunks, slowly). */
  readonly readBytes: (file: string) => Effect.Effect<Uint8Array, ResourceUnavailable>
  /**
   * A folder's files read in part and at once (an item read on its first use, inside a query).
   * A catalogue behind a URL has none: the loader downloads its files at load and keeps them.
   */
  readonly local?: {
    readonly size: (file: string) => number
    /** Bytes `start` to `end`; throws if the file is shorter or unreadable. */
    readonly readRange: (file: string, start: number, end: number) => Uint8Array
  }
}

/** UTF-8 text of the bytes (a leading byte-order mark is kept, as `readFile(…, "utf8")` keeps it). */
const utf8 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8")

const isUrl = (location: string): boolean => /^https?:\/\//i.test(location)

/** Resource paths come from project.json: keep them inside the catalogue root. */
const safeRelative = (file: string): boolean => !file.startsWith("/") && !file.split(/[\\/]/).includes("..")

export const folderSource = (folder: string): CatalogueSource => {
  const root = resolve(folder)
  const readBytes = (file: string): Effect.Effect<Uint8Array, ResourceUnavailable> =>
    safeRelative(file)
      ? // Read at once: a local file of a few MB takes a millisecond, while `fs.promises.readFile`
        // answers in 512 KiB chunks that queue behind the JSON parsing on the main thread
        // (about 200 ms more for a 100k catalogue, issue 11).
        Effect.try({
          try: () => readFileSync(join(root, file)),
          catch: (error) => new ResourceUnavailable({ file, reason: (error as NodeJS.ErrnoException).code ?? String(error) }),
        })
      : Effect.fail(new ResourceUnavailable({ file, reason: "path leaves the catalogue folder" }))
  const inside = (file: string): string => {
    if (!safeRelative(file)) throw new ResourceUnavailable({ file, reason: "path leaves the catalogue folder" })
    return join(root, file)
  }
  const readRange = (file: string, start: number, end: number): Uint8Array => {
    const fd = openSync(inside(file), "r")
    try {
      const bytes = Buffer.allocUnsafe(end - start)
      const read = readSync(fd, bytes, 0, bytes.length, start)
      if (read !== bytes.length) throw new ResourceUnavailable({ file, reason: "shorter than the index file says" })
      return bytes
    } finally {
      closeSync(fd)
    }
  }
  return {
    describe: root,
    read: (file) => Effect.map(readBytes(file), utf8),
    readBytes,
    local: { size: (file) => statSync(inside(file)).size, readRange },
  }
}

export const httpSource = (baseUrl: string, timeoutMs = 15_000): CatalogueSource => {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`
  const readBytes = (file: string): Effect.Effect<Uint8Array, ResourceUnavailable> =>
    safeRelative(file)
      ? Effect.tryPromise({
          try: async (signal) => {
            const response = await fetch(new URL(file, base), { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) })
            if (!response.ok) throw new Error(`HTTP ${response.status}`)
            return new Uint8Array(await response.arrayBuffer())
          },
          catch: (error) => new ResourceUnavailable({ file, reason: error instanceof Error ? error.message : String(error) }),
        })
      : Effect.fail(new ResourceUnavailable({ file, reason: "path leaves the catalogue base URL" }))
  return {
    describe: base,
    read: (file) => Effect.map(readBytes(file), utf8),
    readBytes,
  }
}

export const sourceFor = (location: string): CatalogueSource => (isUrl(location) ? httpSource(location) : folderSource(location))

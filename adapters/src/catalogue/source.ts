/**
 * Where catalogue files come from: a local folder or a base URL (CDN or custom host).
 * Both answer text for a path relative to the catalogue root.
 */
import { readFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { Effect, Schema } from "effect"

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
}

const isUrl = (location: string): boolean => /^https?:\/\//i.test(location)

/** Resource paths come from project.json: keep them inside the catalogue root. */
const safeRelative = (file: string): boolean => !file.startsWith("/") && !file.split(/[\\/]/).includes("..")

export const folderSource = (folder: string): CatalogueSource => {
  const root = resolve(folder)
  return {
    describe: root,
    read: (file) =>
      safeRelative(file)
        ? Effect.tryPromise({
            try: () => readFile(join(root, file), "utf8"),
            catch: (error) => new ResourceUnavailable({ file, reason: (error as NodeJS.ErrnoException).code ?? String(error) }),
          })
        : Effect.fail(new ResourceUnavailable({ file, reason: "path leaves the catalogue folder" })),
  }
}

export const httpSource = (baseUrl: string, timeoutMs = 15_000): CatalogueSource => {
  const base = baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`
  return {
    describe: base,
    read: (file) =>
      safeRelative(file)
        ? Effect.tryPromise({
            try: async (signal) => {
              const response = await fetch(new URL(file, base), { signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) })
              if (!response.ok) throw new Error(`HTTP ${response.status}`)
              return response.text()
            },
            catch: (error) => new ResourceUnavailable({ file, reason: error instanceof Error ? error.message : String(error) }),
          })
        : Effect.fail(new ResourceUnavailable({ file, reason: "path leaves the catalogue base URL" })),
  }
}

export const sourceFor = (location: string): CatalogueSource => (isUrl(location) ? httpSource(location) : folderSource(location))

/** Generated files and assets (spec §7 storage bucket catalog-data) with signed, expiring URLs. */
import { Clock, Context, Effect, Layer, Ref } from "effect"
import { InfrastructureError } from "../errors/errors.ts"

const MAX_KEY_LENGTH = 512
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/

/**
 * Keys every store accepts: relative paths of segments that start with a letter or digit, so
 * `..`, hidden files, empty segments and absolute paths are impossible. Others fail before any I/O.
 */
export const isValidFileKey = (key: string): boolean => key.length <= MAX_KEY_LENGTH && KEY.test(key)

const TEST_SIGNED_PREFIX = "memory:/signed/"

export class FileStore extends Context.Service<
  FileStore,
  {
    /** Stores the bytes under `key`, replacing what was there. */
    readonly put: (key: string, bytes: Uint8Array, contentType: string) => Effect.Effect<void, InfrastructureError>
    /** The bytes under `key`, or null when there are none. */
    readonly get: (key: string) => Effect.Effect<Uint8Array | null, InfrastructureError>
    /**
     * Full keys, sorted, that start with `prefix` followed by `search` (spec §7: assets are listed
     * under `assets/` with the product id as search term, `assets/{id}_{type}_{n}.{ext}`). Case-sensitive.
     */
    readonly list: (prefix: string, search?: string) => Effect.Effect<ReadonlyArray<string>, InfrastructureError>
    /** Deletes these keys; missing keys are fine. */
    readonly remove: (keys: ReadonlyArray<string>) => Effect.Effect<void, InfrastructureError>
    /** A URL a browser can fetch the file from until `expiresInSeconds` have passed. */
    readonly signedUrl: (key: string, expiresInSeconds: number) => Effect.Effect<string, InfrastructureError>
    readonly publicUrl: (key: string) => string
  }
>()("shop/files/FileStore") {
  /**
   * In memory, one store per layer build. Signed URLs are `memory:/signed/<key>?exp=<unix seconds>&sig=…`
   * (check them with `readTestSignedUrl`), public URLs `memory:/public/<key>`.
   */
  static readonly layerTest = Layer.effect(
    FileStore,
    Effect.gen(function* () {
      const files = yield* Ref.make(new Map<string, Uint8Array>())
      const checked = (key: string) =>
        isValidFileKey(key) ? Effect.succeed(key) : Effect.fail(new InfrastructureError({ system: "file store", reason: `invalid key ${JSON.stringify(key)}` }))
      return FileStore.of({
        put: Effect.fn("FileStore.put")(function* (key: string, bytes: Uint8Array, _contentType: string) {
          yield* checked(key)
          // A copy, as a real store keeps what was written even when the caller reuses its buffer.
          const copy = bytes.slice()
          yield* Ref.update(files, (map) => new Map(map).set(key, copy))
        }),
        get: Effect.fn("FileStore.get")(function* (key: string) {
          yield* checked(key)
          return (yield* Ref.get(files)).get(key)?.slice() ?? null
        }),
        list: Effect.fn("FileStore.list")(function* (prefix: string, search?: string) {
          const keys = [...(yield* Ref.get(files)).keys()]
          return keys.filter((key) => key.startsWith(`${prefix}${search ?? ""}`)).sort()
        }),
        remove: Effect.fn("FileStore.remove")(function* (keys: ReadonlyArray<string>) {
          yield* Effect.forEach(keys, checked, { discard: true })
          yield* Ref.update(files, (map) => {
            const next = new Map(map)
            for (const key of keys) next.delete(key)
            return next
          })
        }),
        signedUrl: Effect.fn("FileStore.signedUrl")(function* (key: string, expiresInSeconds: number) {
          yield* checked(key)
          const now = yield* Clock.currentTimeMillis
          const exp = Math.floor(now / 1000) + Math.max(1, Math.floor(expiresInSeconds))
          return `${TEST_SIGNED_PREFIX}${key}?exp=${exp}&sig=${testSignature(key, exp)}`
        }),
        publicUrl: (key) => `memory:/public/${key}`,
      })
    }),
  )
}

/** FNV-1a of key and expiry: binds a test URL to its file and time (a check, not a secret). */
const testSignature = (key: string, exp: number): string => {
  let hash = 0x811c9dc5
  for (const char of `${key}\n${exp}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0
  return hash.toString(16).padStart(8, "0")
}

/** Key and expiry (unix seconds) of a `FileStore.layerTest` signed URL; undefined for any other or altered URL. */
export const readTestSignedUrl = (url: string): { readonly key: string; readonly expiresAt: number } | undefined => {
  const match = /^memory:\/signed\/([^?#]+)\?exp=(\d{1,12})&sig=([0-9a-f]{8})$/.exec(url)
  if (match === null) return undefined
  const [, key = "", exp = "", sig] = match
  return isValidFileKey(key) && testSignature(key, Number(exp)) === sig ? { key, expiresAt: Number(exp) } : undefined
}

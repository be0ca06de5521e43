/**
 * FileStore port on a local folder (the embedded default; `SHOP_DATA_DIR`, default `var/`).
 * Keys are relative paths of safe segments (`generated/<hex>/001.pdf`); writes go to a hidden
 * temporary file first and are renamed into place, so a reader never sees half a file.
 *
 * Signed URLs have the form `/files/signed/<key>?exp=<unix seconds>&sig=<hex>`, where sig is
 * HMAC-SHA256(secret, key + "\n" + exp). The web server serves them after `verifySignedUrl`
 * (pure: path, query, now, secret); the signature is checked before the expiry, in constant
 * time. Public URLs are `/files/public/<key>`.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import { mkdir, mkdtemp, readFile, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { dirname, join, relative, sep } from "node:path"
import { Clock, Effect, Layer } from "effect"
import { FileStore, InfrastructureError, isValidFileKey } from "@shop/core"
import { ShopDataDirConfig, fileSigningSecret } from "./config.ts"

export const SIGNED_PREFIX = "/files/signed/"
export const PUBLIC_PREFIX = "/files/public/"
/** The port's key rule: segments start with a letter or digit, so `..`, hidden files and absolute paths are impossible. */
export const isValidKey = isValidFileKey

const signature = (secret: Uint8Array, key: string, exp: number): string => createHmac("sha256", secret).update(`${key}\n${exp}`).digest("hex")

/** `/files/signed/<key>?exp=…&sig=…`, valid until `expiresAtSeconds` (unix seconds). */
export const signUrl = (secret: Uint8Array, key: string, expiresAtSeconds: number): string =>
  `${SIGNED_PREFIX}${key}?exp=${expiresAtSeconds}&sig=${signature(secret, key, expiresAtSeconds)}`

export type SignedUrlCheck =
  | { readonly ok: true; readonly key: string; readonly expiresAt: number }
  | { readonly ok: false; readonly reason: "malformed" | "forged" | "expired" }

type Query = URLSearchParams | Readonly<Record<string, string | ReadonlyArray<string> | undefined>>
const param = (query: Query, name: string): string | undefined => {
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined
  const value = query[name]
  return typeof value === "string" ? value : undefined
}

/**
 * Checks a signed URL as the web server receives it: `path` is the URL path
 * (`/files/signed/<key>`), `query` its query, `nowMillis` the current time. Pure.
 */
export const verifySignedUrl = (path: string, query: Query, nowMillis: number, secret: Uint8Array): SignedUrlCheck => {
  if (!path.startsWith(SIGNED_PREFIX)) return { ok: false, reason: "malformed" }
  const key = path.slice(SIGNED_PREFIX.length)
  const exp = param(query, "exp") ?? ""
  const sig = param(query, "sig") ?? ""
  if (!isValidKey(key) || !/^\d{1,12}$/.test(exp) || !/^[0-9a-f]{64}$/.test(sig)) return { ok: false, reason: "malformed" }
  const expected = Buffer.from(signature(secret, key, Number(exp)), "hex")
  if (!timingSafeEqual(expected, Buffer.from(sig, "hex"))) return { ok: false, reason: "forged" }
  if (Number(exp) * 1000 <= nowMillis) return { ok: false, reason: "expired" }
  return { ok: true, key, expiresAt: Number(exp) }
}

const failure = (action: string, error: unknown) =>
  new InfrastructureError({ system: "file store", reason: `${action}: ${error instanceof Error ? error.message : String(error)}`, cause: error })

const code = (error: unknown): string | undefined => (error as NodeJS.ErrnoException | undefined)?.code

/** The FileStore over `root`; `secret` signs the URLs. */
export const make = (root: string, secret: Uint8Array) => {
  const pathOf = (key: string) =>
    isValidKey(key) ? Effect.succeed(join(root, ...key.split("/"))) : Effect.fail(new InfrastructureError({ system: "file store", reason: `invalid key ${JSON.stringify(key)}` }))

  const put = (key: string, bytes: Uint8Array, _contentType: string) =>
    Effect.flatMap(pathOf(key), (path) =>
      Effect.tryPromise({
        try: async () => {
          await mkdir(dirname(path), { recursive: true })
          const temporary = join(dirname(path), `.${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}.tmp`)
          await writeFile(temporary, bytes)
          await rename(temporary, path)
        },
        catch: (error) => failure(`put ${key}`, error),
      }),
    )

  const get = (key: string) =>
    Effect.flatMap(pathOf(key), (path) =>
      Effect.tryPromise({
        try: async () => {
          try {
            const buffer = await readFile(path)
            return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength)
          } catch (error) {
            if (code(error) === "ENOENT" || code(error) === "ENOTDIR" || code(error) === "EISDIR") return null
            throw error
          }
        },
        catch: (error) => failure(`get ${key}`, error),
      }),
    )

  const list = (prefix: string, search?: string) =>
    Effect.tryPromise({
      try: async () => {
        // The search term continues the prefix (port rule).
        const start = `${prefix}${search ?? ""}`
        const base = start.includes("/") ? start.slice(0, start.lastIndexOf("/")) : ""
        if (base !== "" && !isValidKey(base)) return []
        const dir = base === "" ? root : join(root, ...base.split("/"))
        let entries: Array<{ name: string; parentPath: string; isFile: () => boolean }>
        try {
          entries = await readdir(dir, { recursive: true, withFileTypes: true })
        } catch (error) {
          if (code(error) === "ENOENT" || code(error) === "ENOTDIR") return []
          throw error
        }
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
          .filter((key) => isValidKey(key) && key.startsWith(start))
          .sort()
      },
      catch: (error) => failure(`list ${prefix}`, error),
    })

  const remove = (keys: ReadonlyArray<string>) =>
    Effect.forEach(keys, (key) => pathOf(key), { discard: false }).pipe(
      Effect.flatMap((paths) =>
        Effect.tryPromise({
          try: async () => {
            const parents = new Set<string>()
            for (const path of paths) {
              await rm(path, { force: true })
              parents.add(dirname(path))
            }
            // Empty folders go too (deepest first), never the root itself.
            for (const parent of [...parents].sort((a, b) => b.length - a.length)) {
              for (let dir = parent; dir.startsWith(root + sep) && dir !== root; dir = dirname(dir)) {
                try {
                  await rmdir(dir)
                } catch {
                  break
                }
              }
            }
          },
          catch: (error) => failure("remove", error),
        }),
      ),
    )

  const signedUrl = (key: string, expiresInSeconds: number) =>
    Effect.flatMap(pathOf(key), () =>
      Effect.map(Clock.currentTimeMillis, (now) => signUrl(secret, key, Math.floor(now / 1000) + Math.max(1, Math.floor(expiresInSeconds)))),
    )

  return FileStore.of({ put, get, list, remove, signedUrl, publicUrl: (key) => `${PUBLIC_PREFIX}${key}` })
}

export const layer = (root: string, secret: Uint8Array) => Layer.succeed(FileStore, make(root, secret))

/** `SHOP_DATA_DIR` and `FILE_SIGNING_SECRET` (see config.ts). */
export const layerConfig = Layer.effect(
  FileStore,
  Effect.gen(function* () {
    return make(yield* ShopDataDirConfig, yield* fileSigningSecret)
  }),
)

/** A fresh temporary folder, deleted when the layer is released (CLI runs and tests). */
export const layerTemp = (secret: Uint8Array) =>
  Layer.effect(
    FileStore,
    Effect.gen(function* () {
      const root = yield* Effect.acquireRelease(
        Effect.tryPromise({ try: () => mkdtemp(join(tmpdir(), "shop-files-")), catch: (error) => failure("temporary folder", error) }),
        (dir) => Effect.promise(() => rm(dir, { recursive: true, force: true })),
      )
      return make(root, secret)
    }),
  )

/**
 * GET /content/assets/<path>: the embedded content's images and downloads, from the `assets`
 * folder of CONTENT_DIR (Storyblok's own assets live on its CDN). Only a normalised path inside
 * that folder is read (no `..`, no encoded slashes, no hidden files); the content type comes from
 * the extension, SVGs get a restrictive CSP; names never change for the same bytes, so they are
 * cached a year, while 404s are not cached.
 */
import { readFile, stat } from "node:fs/promises"
import { join, normalize, sep } from "node:path"
import { Effect } from "effect"
import mime from "mime-types"
import { ContentDirConfig } from "@shop/adapters/config"
import { jsonError, respond } from "../../platform/http.ts"

export const ASSET_CACHE_CONTROL = "public, max-age=31536000, immutable"

/** A request path's segments when every one is a plain file or folder name; null otherwise. */
export const safeAssetPath = (splat: string): string | null => {
  let decoded: string
  try {
    decoded = decodeURIComponent(splat)
  } catch {
    return null
  }
  if (decoded === "" || decoded.includes("\\") || decoded.includes("\0")) return null
  const segments = decoded.split("/")
  if (segments.some((segment) => segment === "" || segment.startsWith("."))) return null
  const path = normalize(segments.join(sep))
  return path.startsWith("..") ? null : path
}

export const serveContentAsset = ({ params }: { readonly params: { readonly _splat?: string | undefined } }): Promise<Response> =>
  respond(
    Effect.gen(function* () {
      const path = safeAssetPath(params._splat ?? "")
      if (path === null) return jsonError(404, "no such asset")
      const root = join(yield* ContentDirConfig, "assets")
      const file = join(root, path)
      if (!file.startsWith(root + sep)) return jsonError(404, "no such asset")
      const bytes = yield* Effect.tryPromise(async () => ((await stat(file)).isFile() ? await readFile(file) : null)).pipe(Effect.orElseSucceed(() => null))
      if (bytes === null) return jsonError(404, "no such asset")
      const type = mime.contentType(path.split(sep).at(-1)!) || "application/octet-stream"
      return new Response(bytes as BodyInit, {
        headers: {
          "Content-Type": type,
          "Cache-Control": ASSET_CACHE_CONTROL,
          "X-Content-Type-Options": "nosniff",
          ...(type.startsWith("image/svg") ? { "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox" } : {}),
        },
      })
    }),
  )

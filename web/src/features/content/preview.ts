/**
 * Whether the page request comes from Storyblok's visual editor with a valid signed preview query
 * (`_storyblok_tk[space_id|timestamp|token]`, checked by ContentControl): then the page's story and
 * the settings story are read as drafts (spec §7), the answer must not be kept by any cache, and
 * the editor may show it in a frame (`previewOf`, used by the security headers). Server-only;
 * during a client-side navigation the request is the server function's, so there is no preview
 * (the visual editor loads every page itself).
 */
import { Effect, Result } from "effect"
import { getRequest, setResponseHeader } from "@tanstack/react-start/server"
import { ContentControl } from "@shop/core"
import { run } from "../../platform/run.ts"

/** Previews read drafts: neither the page cache nor a CDN may keep them. */
export const PREVIEW_CACHE_CONTROL = "private, no-store"

type Preview = { readonly editorOrigin: string | null } | null

/** The check of each request, asked by its loaders and the security headers: made (and a forged token logged) once. */
const checked = new WeakMap<Request, Promise<Preview>>()

/** A valid preview's editor origin (the frame it may be shown in), or null when the request is no preview. */
export const previewOf = (request: Request): Promise<Preview> => {
  // Most requests: no preview query, nothing to check.
  if (!request.url.includes("_storyblok_tk")) return Promise.resolve(null)
  const known = checked.get(request)
  if (known !== undefined) return known
  const query = new URL(request.url).searchParams
  const preview = query.has("_storyblok_tk[token]")
    ? run(
        Effect.gen(function* () {
          const control = yield* ContentControl
          return (yield* control.isPreview(query)) ? { editorOrigin: control.editorOrigin } : null
        }),
        "content: preview check failed",
      ).then((result) => (Result.isSuccess(result) ? result.success : null))
    : Promise.resolve(null)
  checked.set(request, preview)
  return preview
}

/** For a page's loader: whether it reads drafts. A preview's answer is marked for no cache. */
export const draftForPreview = async (): Promise<boolean> => {
  const draft = (await previewOf(getRequest())) !== null
  if (draft) setResponseHeader("Cache-Control", PREVIEW_CACHE_CONTROL)
  return draft
}

/**
 * Whether the page request comes from Storyblok's visual editor with a valid signed preview query
 * (`_storyblok_tk[space_id|timestamp|token]`, checked by ContentControl): then the page's story is
 * read as a draft (`Content.story(slug, lang, true)`) and the answer must not be kept by any cache.
 * Server-only; during a client-side navigation the request is the server function's, so there is
 * no preview (the visual editor loads every page itself).
 */
import { Effect, Result } from "effect"
import { getRequest } from "@tanstack/react-start/server"
import { ContentControl } from "@shop/core"
import { run } from "../../platform/run.ts"

export const isPreviewRequest = async (): Promise<boolean> => {
  const query = new URL(getRequest().url).searchParams
  if (!query.has("_storyblok_tk[token]")) return false
  const result = await run(
    Effect.gen(function* () {
      return yield* (yield* ContentControl).isPreview(query)
    }),
    "content: preview check failed",
  )
  return Result.isSuccess(result) && result.success
}

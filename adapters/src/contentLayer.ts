/**
 * Content, ContentControl and ArticleGroups: Storyblok when `STORYBLOK_TOKEN` is set, else the
 * embedded content files in CONTENT_DIR (no previews, webhooks refused).
 */
import { Effect, Layer, Option } from "effect"
import { type ArticleGroups, type Content, ContentControl, type InfrastructureError } from "@shop/core"
import type { ConfigError } from "effect/Config"
import { ContentDirConfig } from "./config.ts"
import * as ArticleGroupsFiles from "./content-files/ArticleGroupsFiles.ts"
import * as ContentFiles from "./content-files/ContentFiles.ts"
import { StoryblokSettingsConfig, StoryblokTokenConfig } from "./storyblok/config.ts"
import * as Storyblok from "./storyblok/layer.ts"

/** Storyblok when its token is set; other Storyblok settings without it: the files, and the missing token logged (spec §8). */
const useStoryblok = Effect.gen(function* () {
  if (Option.isSome(yield* StoryblokTokenConfig)) return true
  const settings = yield* StoryblokSettingsConfig
  if (Option.isSome(settings.previewToken) || Option.isSome(settings.webhookSecret)) {
    yield* Effect.logError("Storyblok: STORYBLOK_TOKEN is missing; content is read from the embedded files")
  }
  return false
})

export const contentLayer = Layer.unwrap(
  Effect.gen(function* (): Effect.fn.Return<Layer.Layer<Content | ContentControl, ConfigError | InfrastructureError>, ConfigError> {
    if (yield* useStoryblok) return Storyblok.contentLayerConfig
    const dir = yield* ContentDirConfig
    return Layer.merge(ContentFiles.layer(dir), ContentControl.layerNone)
  }),
)

export const articleGroupsLayer = Layer.unwrap(
  Effect.gen(function* (): Effect.fn.Return<Layer.Layer<ArticleGroups, ConfigError | InfrastructureError>, ConfigError> {
    if (yield* useStoryblok) return Storyblok.articleGroupsLayerConfig
    const dir = yield* ContentDirConfig
    return ArticleGroupsFiles.layer(`${dir}/article-groups.json`)
  }),
)

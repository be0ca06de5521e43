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
import { StoryblokTokenConfig } from "./storyblok/config.ts"
import * as Storyblok from "./storyblok/layer.ts"

const useStoryblok = Effect.map(StoryblokTokenConfig, Option.isSome)

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

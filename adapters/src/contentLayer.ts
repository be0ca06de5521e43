/**
 * Content, ContentControl and ArticleGroups: Storyblok when `STORYBLOK_TOKEN` is set, else the
 * embedded content files in CONTENT_DIR (no previews, webhooks refused).
 */
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Option from "effect/Option"
import type { InfrastructureError } from "@shop/core/errors/errors"
import type { ArticleGroups } from "@shop/core/ports/ArticleGroups"
import type { Content } from "@shop/core/ports/Content"
import { ContentControl } from "@shop/core/ports/ContentControl"
import { ContentChanges } from "@shop/core/ports/ContentChanges"
import type { ConfigError } from "effect/Config"
import { ContentDirConfig } from "./config.ts"
import { StoryblokSettingsConfig, StoryblokTokenConfig } from "./storyblok/config.ts"

// The adapters are imported once one is picked: a CLI cart export loads neither the Storyblok
// client nor the content pages' code (issue 11).
const storyblok = Effect.promise(() => import("./storyblok/layer.ts"))

/** Storyblok when its token is set; other Storyblok settings without it: the files, and the missing token logged (spec §8). */
const useStoryblok = Effect.gen(function* () {
  if (Option.isSome(yield* StoryblokTokenConfig)) return true
  const settings = yield* StoryblokSettingsConfig
  if (Option.isSome(settings.previewToken) || Option.isSome(settings.webhookSecret)) {
    yield* Effect.logError("Storyblok: STORYBLOK_TOKEN is missing; content is read from the embedded files")
  }
  return false
})

/** Content and ContentControl; Storyblok's webhooks are published through `changes` (shared with the other processes, or this one's only). */
export const contentLayerFor = <E, R>(changes: Layer.Layer<ContentChanges, E, R>) =>
  Layer.unwrap(
    Effect.gen(function* (): Effect.fn.Return<Layer.Layer<Content | ContentControl, ConfigError | InfrastructureError | E, R>, ConfigError> {
      if (yield* useStoryblok) return (yield* storyblok).contentLayerConfig(changes)
      const dir = yield* ContentDirConfig
      const ContentFiles = yield* Effect.promise(() => import("./content-files/ContentFiles.ts"))
      return Layer.merge(ContentFiles.layer(dir), ContentControl.layerNone)
    }),
  )

/** For one process (the CLI): no other process takes webhooks. */
export const contentLayer = contentLayerFor(ContentChanges.layerMemory)

export const articleGroupsLayer = Layer.unwrap(
  Effect.gen(function* (): Effect.fn.Return<Layer.Layer<ArticleGroups, ConfigError | InfrastructureError>, ConfigError> {
    if (yield* useStoryblok) return (yield* storyblok).articleGroupsLayerConfig
    const dir = yield* ContentDirConfig
    const ArticleGroupsFiles = yield* Effect.promise(() => import("./content-files/ArticleGroupsFiles.ts"))
    return ArticleGroupsFiles.layer(`${dir}/article-groups.json`)
  }),
)

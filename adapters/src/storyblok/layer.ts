/**
 * Content and ContentControl from Storyblok, and ArticleGroups from Storyblok, one client and one
 * content cache between them (the cache in front of pages, settings and article groups; a signed
 * webhook drops it). Configuration: `.env.example`.
 */
import { Duration, Effect, Layer } from "effect"
import { ContentChanges } from "@shop/core"
import * as ContentCache from "../content-cache/ContentCache.ts"
import { ContentCacheConfig } from "./config.ts"
import * as ArticleGroupsStoryblok from "./ArticleGroupsStoryblok.ts"
import * as ContentControlStoryblok from "./ContentControlStoryblok.ts"
import * as ContentStoryblok from "./ContentStoryblok.ts"
import * as StoryblokApi from "./StoryblokApi.ts"

/**
 * Content (cached) and ContentControl from a client layer and a cache layer (the configured ones, or
 * a test's), and where webhooks are published (this process only, unless another layer is given).
 */
export const contentLayerWith = <E1, R1, E2, R2, E3 = never, R3 = never>(
  api: Layer.Layer<StoryblokApi.StoryblokApi, E1, R1>,
  cache: Layer.Layer<ContentCache.ContentCache, E2, R2>,
  changes: Layer.Layer<ContentChanges, E3, R3> = ContentChanges.layerMemory as Layer.Layer<ContentChanges, E3, R3>,
) =>
  ContentControlStoryblok.layerNoDeps.pipe(
    Layer.provideMerge(ContentCache.layerContent.pipe(Layer.provide(ContentStoryblok.layerNoDeps))),
    Layer.provide(Layer.mergeAll(api, cache, changes)),
  )

/** ArticleGroups (cached) from the same kind of layers. */
export const articleGroupsLayerWith = <E1, R1, E2, R2>(
  api: Layer.Layer<StoryblokApi.StoryblokApi, E1, R1>,
  cache: Layer.Layer<ContentCache.ContentCache, E2, R2>,
) => ContentCache.layerArticleGroups.pipe(Layer.provide(ArticleGroupsStoryblok.layerNoDeps), Layer.provide(Layer.merge(api, cache)))

/** The configured client and cache: one value each, so every layer built from them shares them (and the rate limit). */
export const apiLayer = StoryblokApi.layerConfig()
export const cacheLayer = Layer.unwrap(
  Effect.map(ContentCacheConfig, ({ ttlSeconds, timeoutMillis }) =>
    ContentCache.layer({ ttl: Duration.seconds(ttlSeconds), timeout: Duration.millis(timeoutMillis), maxEntries: 5000 }),
  ),
)

export const contentLayerConfig = <E, R>(changes: Layer.Layer<ContentChanges, E, R>) => contentLayerWith(apiLayer, cacheLayer, changes)
export const articleGroupsLayerConfig = articleGroupsLayerWith(apiLayer, cacheLayer)

/**
 * Content and ContentControl from Storyblok with the content cache in front of the pages and
 * settings, and ArticleGroups from Storyblok; one client between them (configuration: `.env.example`).
 */
import { Duration, Effect, Layer } from "effect"
import { ContentCacheConfig } from "./config.ts"
import * as ContentCache from "../content-cache/ContentCache.ts"
import * as ArticleGroupsStoryblok from "./ArticleGroupsStoryblok.ts"
import * as ContentControlStoryblok from "./ContentControlStoryblok.ts"
import * as ContentStoryblok from "./ContentStoryblok.ts"
import * as StoryblokApi from "./StoryblokApi.ts"

/** Content (cached), ContentCache and ContentControl from a StoryblokApi layer (the configured one, or a test's). */
export const contentLayerWith = <E, R>(api: Layer.Layer<StoryblokApi.StoryblokApi, E, R>, cache: ContentCache.CacheOptions = ContentCache.defaultOptions) =>
  ContentControlStoryblok.layerNoDeps.pipe(
    Layer.provideMerge(ContentCache.layer(cache).pipe(Layer.provide(ContentStoryblok.layerNoDeps))),
    Layer.provide(api),
  )

/** The configured client: one value, so every layer built from it shares the client and its rate limit. */
export const apiLayer = StoryblokApi.layerConfig()

export const contentLayerConfig = Layer.unwrap(
  Effect.map(ContentCacheConfig, ({ ttlSeconds, timeoutMillis }) =>
    contentLayerWith(apiLayer, { ttl: Duration.seconds(ttlSeconds), timeout: Duration.millis(timeoutMillis), maxEntries: 5000 }),
  ),
)
export const articleGroupsLayerConfig = ArticleGroupsStoryblok.layerNoDeps.pipe(Layer.provide(apiLayer))

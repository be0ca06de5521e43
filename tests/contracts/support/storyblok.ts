/** The Storyblok adapters against the local CDN (./storyblokCdn.ts), holding the demo content of data/content. */
import { readFileSync, readdirSync } from "node:fs"
import { join } from "node:path"
import { Effect, Layer, Option, Redacted } from "effect"
import type { Language } from "@shop/core"
import * as ContentCache from "@shop/adapters/content-cache/ContentCache"
import { translateFields } from "@shop/adapters/content-files/ContentFiles"
import * as ArticleGroupsStoryblok from "@shop/adapters/storyblok/ArticleGroupsStoryblok"
import * as ContentStoryblok from "@shop/adapters/storyblok/ContentStoryblok"
import * as Storyblok from "@shop/adapters/storyblok/layer"
import * as StoryblokApi from "@shop/adapters/storyblok/StoryblokApi"
import { demoContentDir } from "./fixtures.ts"
import { type Cdn, type CdnStory, startCdn } from "./storyblokCdn.ts"

export const TOKEN = "public-token-0123"
export const PREVIEW_TOKEN = "preview-token-4567"
export const WEBHOOK_SECRET = "webhook-secret-89ab"

/** A stored answer's story as the CDN holds it: content per language, translated as Storyblok does. */
export const cdnStory = (story: Record<string, unknown>): CdnStory => {
  const content = story.content as Record<string, unknown>
  const translate = (lang: Language) => translateFields(content, lang) as Record<string, unknown>
  const key = content.component === "article-group" && typeof content.name === "string" ? content.name : undefined
  return {
    ...(story as unknown as CdnStory),
    slug: (story.slug as string | undefined) ?? key ?? String(story.id),
    full_slug: (story.full_slug as string | undefined) ?? `article-groups/${key ?? String(story.id)}`,
    content: { default: translate("de"), en: translate("en") },
  }
}

const readJson = (file: string): Record<string, unknown> => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>

/** data/content as a Storyblok space: settings, the pages, the article groups. */
export const demoSpace = (): ReadonlyArray<CdnStory> => [
  cdnStory(readJson(join(demoContentDir, "settings.json")).story as Record<string, unknown>),
  ...readdirSync(join(demoContentDir, "stories"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".json"))
    .map((file) => cdnStory(readJson(join(demoContentDir, "stories", file)).story as Record<string, unknown>)),
  ...(readJson(join(demoContentDir, "article-groups.json")).stories as Array<Record<string, unknown>>).map(cdnStory),
]

export const apiLayer = (cdn: Cdn, options: StoryblokApi.ClientOptions & { readonly version?: "published" | "draft" } = {}) =>
  Layer.effect(
    StoryblokApi.StoryblokApi,
    StoryblokApi.make(
      {
        token: Redacted.make(TOKEN),
        version: options.version ?? "published",
        endpoint: `${cdn.url}/v2`,
        editorOrigin: "https://app.storyblok.com",
        previewToken: Option.some(Redacted.make(PREVIEW_TOKEN)),
        webhookSecret: Option.some(Redacted.make(WEBHOOK_SECRET)),
      },
      options,
    ),
  )

/** The CDN (started for the layer's lifetime) and the adapters on it. */
export const onCdn = <A, E>(stories: ReadonlyArray<CdnStory>, layers: (cdn: Cdn) => Layer.Layer<A, E>) =>
  Layer.unwrap(Effect.map(startCdn({ token: TOKEN, previewToken: PREVIEW_TOKEN, stories }), layers))

/** Content straight from the adapter, no cache. */
export const contentUncached = (cdn: Cdn) => ContentStoryblok.layerNoDeps.pipe(Layer.provide(apiLayer(cdn)))
/** What the web server runs: the cache in front, ContentControl beside it. */
export const contentCached = (cdn: Cdn, options: StoryblokApi.ClientOptions = {}, cache: ContentCache.CacheOptions = ContentCache.defaultOptions) =>
  Storyblok.contentLayerWith(apiLayer(cdn, options), ContentCache.layer(cache))
export const articleGroups = (cdn: Cdn) => ArticleGroupsStoryblok.layerNoDeps.pipe(Layer.provide(apiLayer(cdn)))
/** ArticleGroups behind the content cache. */
export const articleGroupsCached = (cdn: Cdn) => Storyblok.articleGroupsLayerWith(apiLayer(cdn), ContentCache.layer())

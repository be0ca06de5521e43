/**
 * ArticleGroups port over Storyblok: `cdn/stories` filtered by `content_type=article-group` and
 * `filter_query[name][in]=<keys>` (spec §7: a group's name is the accessories' `artikelGruppe.key`),
 * 25 a page following the `total` header, once in German (the default language) and once in
 * English for the translated `title` (ArticleGroupsFiles.ts). Keys are matched exactly here again,
 * whatever the filter matched; a key with a comma cannot be asked for and is absent.
 */
import { Effect, Layer } from "effect"
import { type ArticleGroup, ArticleGroups, type InfrastructureError } from "@shop/core"
import { ArticleGroupStory, toArticleGroup } from "../content-files/ArticleGroupsFiles.ts"
import { PER_PAGE, StoriesAnswer, StoryblokApi } from "./StoryblokApi.ts"

const Answer = StoriesAnswer(ArticleGroupStory)
type GroupContent = (typeof ArticleGroupStory.Type)["content"]

export const make = Effect.gen(function* () {
  const api = yield* StoryblokApi

  /** Every page of the listing in one language. */
  const list = (keys: ReadonlyArray<string>, language: "de" | "en"): Effect.Effect<ReadonlyArray<GroupContent>, InfrastructureError> =>
    Effect.gen(function* () {
      const found: Array<GroupContent> = []
      for (let page = 1; ; page++) {
        const answer = yield* api.get(
          "cdn/stories",
          {
            content_type: "article-group",
            filter_query: { name: { in: keys.join(",") } },
            per_page: PER_PAGE,
            page,
            ...(language === "en" ? { language: "en" } : {}),
          },
          api.settings.version,
          Answer,
        )
        const stories = answer?.data.stories ?? []
        found.push(...stories.map((story) => story.content))
        const total = answer?.total ?? 0
        if (stories.length === 0 || page * (answer?.perPage ?? PER_PAGE) >= total) return found
      }
    })

  return ArticleGroups.of({
    byKeys: Effect.fn("ArticleGroups.byKeys")(function* (keys: ReadonlyArray<string>) {
      const wanted = [...new Set(keys)].filter((key) => key !== "" && !key.includes(","))
      const groups = new Map<string, ArticleGroup>()
      if (wanted.length === 0) return groups
      const [de, en] = yield* Effect.all([list(wanted, "de"), list(wanted, "en")], { concurrency: 2 })
      const english = new Map(en.map((content) => [content.name, content.title]))
      for (const content of de) {
        if (!wanted.includes(content.name)) continue
        groups.set(content.name, yield* toArticleGroup({ ...content, title__i18n__en: english.get(content.name) ?? "" }))
      }
      return groups
    }),
  })
})

export const layerNoDeps = Layer.effect(ArticleGroups, make)


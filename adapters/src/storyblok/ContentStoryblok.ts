/**
 * Content port over Storyblok's delivery API (spec §7 content system): the settings story
 * (`cdn/stories/_settings/`), pages by full slug and stories by id (`cdn/stories/{slug|id}`), in
 * the requested language (German is the space's default language, English its `en` language),
 * links resolved to URLs and the relations in `RESOLVE_RELATIONS` resolved (by the client, in
 * batches of 50 uuids). Drafts are read only when the web layer found a valid preview.
 */
import { Effect, Layer } from "effect"
import { Content, type InfrastructureError, type Language, PAGE_LAYOUTS, type Story, languages } from "@shop/core"
import { PER_PAGE, StoriesAnswer, type StoryData, StoryAnswer, StoryData as StoryDataSchema, StoryblokApi } from "./StoryblokApi.ts"

/** Relation fields the pages resolve (`component.field`); more as the layouts need them. */
export const RESOLVE_RELATIONS: ReadonlyArray<string> = ["references-teaser.references", "download-group.downloads", "blog-list.posts"]

/** Full slugs as Storyblok allows them; anything else (`..`, backslashes, empty) is not asked for. */
const SLUG = /^[a-z0-9_][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/

const languageParam = (lang: Language) => (lang === "de" ? {} : { language: lang })

export const toStory = (story: StoryData): Story => ({
  id: story.id,
  uuid: story.uuid,
  name: story.name,
  slug: story.slug,
  // With Translatable Slugs, an English answer's full_slug is the English path: the port's full_slug is the default (German) one.
  full_slug: (story.default_full_slug ?? story.full_slug).replace(/^\/+|\/+$/g, ""),
  default_full_slug: story.default_full_slug ?? null,
  translated_slugs: story.translated_slugs ?? null,
  content: story.content,
  published_at: story.published_at ?? null,
})

const PagesAnswer = StoriesAnswer(StoryDataSchema)

/** The port's methods plus a story by its numeric id (for links and webhooks). */
export const make = Effect.gen(function* () {
  const api = yield* StoryblokApi
  const versionOf = (draft: boolean) => (draft ? "draft" : api.settings.version)

  const read = (path: string, lang: Language, draft: boolean): Effect.Effect<Story | null, InfrastructureError> =>
    api
      .get(path, { ...languageParam(lang), resolve_links: "url", resolve_relations: RESOLVE_RELATIONS.join(",") }, versionOf(draft), StoryAnswer)
      .pipe(Effect.map((answer) => (answer === null ? null : toStory(answer.data.story))))

  return {
    settings: Effect.fn("Content.settings")(function* (lang: Language, draft = false) {
      const story = yield* api
        .get("cdn/stories/_settings/", { ...languageParam(lang), resolve_links: "url" }, versionOf(draft), StoryAnswer)
        .pipe(Effect.map((answer) => (answer === null ? null : toStory(answer.data.story))))
      if (story === null) yield* Effect.logWarning("content: the settings story (_settings) is missing in Storyblok")
      return story
    }),
    story: Effect.fn("Content.story")(function* (fullSlug: string, lang: Language, draft: boolean) {
      const slug = fullSlug.replace(/^\/+|\/+$/g, "")
      if (!SLUG.test(slug) || slug.split("/").includes("_settings")) return null
      // A German path that begins with another language's code would be that language's story
      // (`cdn/stories/en/company`), shown under a German address.
      if (lang === "de" && languages.some((other) => other !== "de" && slug.split("/")[0] === other)) return null
      // Translatable Slugs: a story is found by its translated path behind the language code (`cdn/stories/en/company/history`).
      return yield* read(lang === "de" ? `cdn/stories/${slug}` : `cdn/stories/${lang}/${slug}`, lang, draft)
    }),
    /** `cdn/stories` filtered to the page layouts, 25 a page following the `total` header. */
    pages: Effect.fn("Content.pages")(function* (lang: Language) {
      const found: Array<Story> = []
      for (let page = 1; ; page++) {
        const answer = yield* api.get(
          "cdn/stories",
          { ...languageParam(lang), filter_query: { component: { in: PAGE_LAYOUTS.join(",") } }, resolve_links: "url", per_page: PER_PAGE, page },
          api.settings.version,
          PagesAnswer,
        )
        const stories = answer?.data.stories ?? []
        found.push(...stories.map(toStory))
        if (stories.length === 0 || page * (answer?.perPage ?? PER_PAGE) >= (answer?.total ?? 0)) return found
      }
    }),
    storyById: Effect.fn("Content.storyById")(function* (id: number, lang: Language, draft: boolean) {
      if (!Number.isSafeInteger(id) || id <= 0) return null
      return yield* read(`cdn/stories/${id}`, lang, draft)
    }),
  }
})

export const layerNoDeps = Layer.effect(
  Content,
  Effect.map(make, ({ settings, story, pages }) => Content.of({ settings, story, pages })),
)

/**
 * Article groups from `data/content/article-groups.json`, a stored answer of Storyblok's
 * `cdn/stories?filter_query[component][in]=article-group`. Field-level translations are
 * stored as Storyblok keeps them (`name`, `name__i18n__en`) and resolved here.
 */
import { readFile } from "node:fs/promises"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schema from "effect/Schema"
import { type ArticleGroup, resolveArticleGroupOption } from "@shop/core/catalogue/articleGroup"
import { InfrastructureError } from "@shop/core/errors/errors"
import { ArticleGroups } from "@shop/core/ports/ArticleGroups"

export const ArticleGroupStory = Schema.Struct({
  content: Schema.StructWithRest(
    Schema.Struct({ component: Schema.Literal("article-group"), key: Schema.String, name: Schema.String }),
    [Schema.Record(Schema.String, Schema.Unknown)],
  ),
})
export const StoriesAnswer = Schema.Struct({ stories: Schema.Array(ArticleGroupStory) })

/** Storyblok story content to the core's article group; logs the unsupported-option warning. */
export const toArticleGroup = (content: typeof ArticleGroupStory.Type["content"]) =>
  Effect.gen(function* () {
    const resolved = resolveArticleGroupOption(content)
    if (resolved.warning) yield* Effect.logWarning(resolved.warning)
    const en = content["name__i18n__en"]
    return {
      key: content.key,
      name: { de: content.name, en: typeof en === "string" && en !== "" ? en : content.name },
      option: resolved.option,
    } satisfies ArticleGroup
  })

export const layer = (file: string) =>
  Layer.effect(
    ArticleGroups,
    Effect.gen(function* () {
      const answer = yield* Effect.tryPromise({
        try: () => readFile(file, "utf8"),
        catch: (error) => new InfrastructureError({ system: "content files", reason: String(error), cause: error }),
      }).pipe(
        Effect.flatMap((text) =>
          Schema.decodeUnknownEffect(Schema.fromJsonString(StoriesAnswer))(text).pipe(
            Effect.mapError((error) => new InfrastructureError({ system: "content files", reason: error.message, cause: error })),
          ),
        ),
      )
      const groups = new Map<string, ArticleGroup>()
      for (const story of answer.stories) groups.set(story.content.key, yield* toArticleGroup(story.content))
      return ArticleGroups.of({
        byKeys: (keys) => Effect.succeed(new Map(keys.flatMap((k) => (groups.has(k) ? [[k, groups.get(k)!] as const] : [])))),
      })
    }),
  )

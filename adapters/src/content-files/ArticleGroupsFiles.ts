/**
 * Article groups from `data/content/article-groups.json`, a stored answer of Storyblok's
 * `cdn/stories?content_type=article-group`. A group story's `name` is its identity: the
 * accessories' `artikelGruppe.key`, by which spec §7 asks for the groups. What the cart and the
 * PDF show is the optional `title` (field-level translated: `title`, `title__i18n__en`, stored as
 * Storyblok keeps them and resolved here), else the name: a space with only the spec's fields
 * (name and the option fields) works as it is.
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
    Schema.Struct({ component: Schema.Literal("article-group"), name: Schema.String, title: Schema.optional(Schema.String) }),
    [Schema.Record(Schema.String, Schema.Unknown)],
  ),
})
export const StoriesAnswer = Schema.Struct({ stories: Schema.Array(ArticleGroupStory) })

/** Storyblok story content to the core's article group; logs the unsupported-option warning. */
export const toArticleGroup = (content: typeof ArticleGroupStory.Type["content"]) =>
  Effect.gen(function* () {
    const resolved = resolveArticleGroupOption(content)
    if (resolved.warning) yield* Effect.logWarning(resolved.warning)
    const de = content.title !== undefined && content.title !== "" ? content.title : content.name
    const en = content["title__i18n__en"]
    return {
      key: content.name,
      name: { de, en: typeof en === "string" && en !== "" ? en : de },
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
      for (const story of answer.stories) groups.set(story.content.name, yield* toArticleGroup(story.content))
      return ArticleGroups.of({
        byKeys: (keys) => Effect.succeed(new Map(keys.flatMap((k) => (groups.has(k) ? [[k, groups.get(k)!] as const] : [])))),
      })
    }),
  )

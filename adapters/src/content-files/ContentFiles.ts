/**
 * Content port over stored Storyblok delivery-API answers in CONTENT_DIR: `settings.json` is the
 * answer of `cdn/stories/_settings`, `stories/<full_slug>.json` the answer of `cdn/stories/<full_slug>`.
 * The files keep field-level translations as Storyblok stores them (`label`, `label__i18n__en`);
 * they are resolved here for the requested language, falling back to the default (German) value.
 */
import { readFile, readdir, stat } from "node:fs/promises"
import { join } from "node:path"
import { Clock, Effect, Layer, Schema } from "effect"
import { Content, InfrastructureError, type Language, PAGE_LAYOUTS, type Story } from "@shop/core"

const SYSTEM = "content files"

export const StoryAnswer = Schema.Struct({
  story: Schema.Struct({
    id: Schema.Number,
    uuid: Schema.String,
    name: Schema.String,
    slug: Schema.String,
    full_slug: Schema.String,
    default_full_slug: Schema.optionalKey(Schema.NullOr(Schema.String)),
    translated_slugs: Schema.optionalKey(
      Schema.NullOr(Schema.Array(Schema.Struct({ lang: Schema.String, path: Schema.String }))),
    ),
    content: Schema.Record(Schema.String, Schema.Unknown),
    published_at: Schema.optionalKey(Schema.NullOr(Schema.String)),
  }),
})

const I18N = "__i18n__"

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === ""

/**
 * Replaces every field that has a translation for `lang` (`field__i18n__<lang>`, non-empty) by it,
 * at any depth (nested blocks, link objects), and drops the translation keys.
 */
export const translateFields = (value: unknown, lang: Language): unknown => {
  if (Array.isArray(value)) return value.map((item) => translateFields(item, lang))
  if (value === null || typeof value !== "object") return value
  const record = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(record)) {
    if (key.includes(I18N)) continue
    const translated = record[`${key}${I18N}${lang}`]
    out[key] = translateFields(isEmpty(translated) ? field : translated, lang)
  }
  return out
}

const toStory = (answer: typeof StoryAnswer.Type, lang: Language): Story => ({
  id: answer.story.id,
  uuid: answer.story.uuid,
  name: answer.story.name,
  slug: answer.story.slug,
  full_slug: answer.story.full_slug,
  default_full_slug: answer.story.default_full_slug ?? null,
  translated_slugs: answer.story.translated_slugs ?? null,
  content: translateFields(answer.story.content, lang) as Readonly<Record<string, unknown>>,
  published_at: answer.story.published_at ?? null,
})

const decodeAnswer = Schema.decodeUnknownEffect(Schema.fromJsonString(StoryAnswer))

/** Reads and decodes one answer file; null when the file does not exist. */
const readStory = (file: string, lang: Language) =>
  Effect.tryPromise({
    try: () => readFile(file, "utf8"),
    catch: (error) => error,
  }).pipe(
    Effect.map((text): string | null => text),
    Effect.catch((error) =>
      (error as { code?: unknown }).code === "ENOENT"
        ? Effect.succeed(null)
        : Effect.fail(new InfrastructureError({ system: SYSTEM, reason: String(error), cause: error })),
    ),
    Effect.flatMap((text) =>
      text === null
        ? Effect.succeed(null)
        : decodeAnswer(text).pipe(
            Effect.map((answer) => toStory(answer, lang)),
            Effect.mapError((error) => new InfrastructureError({ system: SYSTEM, reason: `${file}: ${error.message}`, cause: error })),
          ),
    ),
  )

/**
 * The settings story is read by every page's shell: decoded once per language and kept while the
 * file is unchanged (its modification time and size, looked at no more than once a second), so an
 * edited file shows within a second. The story is shared: readers must not change it.
 */
const SETTINGS_RECHECK_MS = 1_000
const settingsCache = () => {
  const kept = new Map<Language, { readonly version: string; readonly checkedAt: number; readonly story: Story | null }>()
  return (file: string, lang: Language) =>
    Effect.flatMap(Clock.currentTimeMillis, (now) => {
      const fresh = kept.get(lang)
      if (fresh !== undefined && now - fresh.checkedAt < SETTINGS_RECHECK_MS) return Effect.succeed(fresh.story)
      return Effect.tryPromise({ try: () => stat(file), catch: (error) => error }).pipe(
        Effect.map((info): string | null => `${info.mtimeMs}:${info.size}`),
        Effect.catch(() => Effect.succeed(null)),
        Effect.flatMap((version) => {
          const hit = kept.get(lang)
          if (version !== null && hit?.version === version) {
            kept.set(lang, { ...hit, checkedAt: now })
            return Effect.succeed(hit.story)
          }
          return readStory(file, lang).pipe(
            Effect.tap((story) =>
              Effect.sync(() => {
                if (version === null) kept.delete(lang)
                else kept.set(lang, { version, checkedAt: now, story })
              }),
            ),
          )
        }),
      )
    })
}

/** Full slugs as Storyblok allows them; anything else (`..`, backslashes) has no file. */
const SLUG = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/

export const layer = (dir: string) =>
  Layer.sync(Content, () => {
    const settings = settingsCache()
    return Content.of({
      settings: Effect.fn("Content.settings")(function* (lang: Language) {
        const story = yield* settings(join(dir, "settings.json"), lang)
        if (story === null) yield* Effect.logWarning("content: the settings story (_settings) is missing", { dir })
        return story
      }),
      story: Effect.fn("Content.story")(function* (fullSlug: string, lang: Language, _draft: boolean) {
        const slug = fullSlug.replace(/^\/+|\/+$/g, "")
        if (!SLUG.test(slug)) return null
        return yield* readStory(join(dir, "stories", `${slug}.json`), lang)
      }),
      pages: Effect.fn("Content.pages")(function* (lang: Language) {
        const files = yield* Effect.tryPromise({
          try: () => readdir(join(dir, "stories"), { recursive: true }),
          catch: (error) => error,
        }).pipe(
          Effect.catch((error) =>
            (error as { code?: unknown }).code === "ENOENT"
              ? Effect.succeed([] as Array<string>)
              : Effect.fail(new InfrastructureError({ system: SYSTEM, reason: String(error), cause: error })),
          ),
        )
        const stories = yield* Effect.forEach(
          files.filter((file) => file.endsWith(".json")).sort(),
          (file) => readStory(join(dir, "stories", file), lang),
          { concurrency: 8 },
        )
        return stories.filter((story): story is Story => story !== null && (PAGE_LAYOUTS as ReadonlyArray<unknown>).includes(story.content["component"]))
      }),
    })
  })

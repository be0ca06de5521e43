/**
 * Content port over stored Storyblok delivery-API answers in CONTENT_DIR: `settings.json` is the
 * answer of `cdn/stories/_settings`, `stories/<full_slug>.json` the answer of `cdn/stories/<full_slug>`.
 * The files keep field-level translations as Storyblok stores them (`label`, `label__i18n__en`);
 * they are resolved here for the requested language, falling back to the default (German) value.
 */
import { readFile, readdir, stat } from "node:fs/promises"
import { join } from "node:path"
import { Clock, Effect, Layer, Schema } from "effect"
import { Content, InfrastructureError, type Language, PAGE_LAYOUTS, type Story, translatedSlug } from "@shop/core"
import { StoryData } from "../storyblok/story.ts"

const SYSTEM = "content files"

/** A stored answer of `cdn/stories/<slug>`. */
export const StoryAnswer = Schema.Struct({ story: StoryData })

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

type StoryFile = typeof StoryAnswer.Type.story

/** Every story of the folder by uuid and by its path in each language (Translatable Slugs). */
interface Index {
  readonly byUuid: ReadonlyMap<string, StoryFile>
  readonly byPath: Readonly<Record<Language, ReadonlyMap<string, StoryFile>>>
  readonly all: ReadonlyArray<StoryFile>
}

/** Relation fields resolved to stories, as Storyblok's `resolve_relations` does. */
export const RELATIONS: Readonly<Record<string, string>> = { "references-teaser": "references", "blog-list": "posts" }

const basic = (story: StoryFile, lang: Language, content: unknown): Story => ({
  id: story.id,
  uuid: story.uuid,
  name: story.name,
  slug: story.slug,
  full_slug: story.full_slug,
  default_full_slug: story.default_full_slug ?? null,
  translated_slugs: story.translated_slugs ?? null,
  content: content as Readonly<Record<string, unknown>>,
  published_at: story.published_at ?? null,
})

/**
 * What Storyblok does with `resolve_links=url` and `resolve_relations` in `lang`: story links
 * (multilinks and rich-text link marks, by uuid) carry the target's path in `lang`, relation
 * fields hold the related stories instead of their uuids.
 */
const resolveIn = (value: unknown, lang: Language, index: Index, depth: number): unknown => {
  if (Array.isArray(value)) return value.map((item) => resolveIn(item, lang, index, depth))
  if (value === null || typeof value !== "object") return value
  const record = value as Record<string, unknown>
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(record)) out[key] = resolveIn(field, lang, index, depth)
  if (record.linktype === "story" && typeof record.id === "string") {
    const target = index.byUuid.get(record.id)
    if (target !== undefined) {
      const path = translatedSlug(target, lang)
      out.cached_url = path
      out.story = { ...(typeof record.story === "object" && record.story !== null ? record.story : {}), full_slug: path, url: path }
    }
  }
  if (record.type === "link" && typeof record.attrs === "object" && record.attrs !== null) {
    const attrs = record.attrs as Record<string, unknown>
    const target = attrs.linktype === "story" && typeof attrs.uuid === "string" ? index.byUuid.get(attrs.uuid) : undefined
    if (target !== undefined) out.attrs = { ...attrs, href: `/${translatedSlug(target, lang)}` }
  }
  const relation = typeof record.component === "string" ? RELATIONS[record.component] : undefined
  if (relation !== undefined && Array.isArray(record[relation]) && depth === 0) {
    out[relation] = (record[relation] as ReadonlyArray<unknown>).flatMap((uuid) => {
      const related = typeof uuid === "string" ? index.byUuid.get(uuid) : undefined
      return related === undefined ? [] : [toStory(related, lang, index, depth + 1)]
    })
  }
  return out
}

const toStory = (story: StoryFile, lang: Language, index: Index, depth = 0): Story =>
  basic(story, lang, resolveIn(translateFields(story.content, lang), lang, index, depth))

const decodeAnswer = Schema.decodeUnknownEffect(Schema.fromJsonString(StoryAnswer))

/** Reads and decodes one answer file; null when the file does not exist. */
const readStory = (file: string) =>
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
            Effect.map((answer) => answer.story),
            Effect.mapError((error) => new InfrastructureError({ system: SYSTEM, reason: `${file}: ${error.message}`, cause: error })),
          ),
    ),
  )

const readIndex = (dir: string) =>
  Effect.gen(function* () {
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
    const stories = (yield* Effect.forEach(
      files.filter((file) => file.endsWith(".json")).sort(),
      (file) => readStory(join(dir, "stories", file)),
      { concurrency: 8 },
    )).filter((story): story is StoryFile => story !== null)
    const byPath = (lang: Language) => new Map(stories.map((story) => [translatedSlug(story, lang), story] as const))
    return { byUuid: new Map(stories.map((story) => [story.uuid, story] as const)), byPath: { de: byPath("de"), en: byPath("en") }, all: stories } satisfies Index
  })

/**
 * The settings story is read by every page's shell: decoded once per language and kept while the
 * file is unchanged (its modification time and size, looked at no more than once a second), so an
 * edited file shows within a second. The story is shared: readers must not change it.
 */
const SETTINGS_RECHECK_MS = 1_000
const settingsCache = (file: string, load: (lang: Language) => Effect.Effect<Story | null, InfrastructureError>) => {
  const kept = new Map<Language, { readonly version: string; readonly checkedAt: number; readonly story: Story | null }>()
  return (lang: Language) =>
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
          return load(lang).pipe(
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
  Layer.effect(
    Content,
    Effect.gen(function* () {
      // The embedded files change only with a deployment: read once, on first use.
      const index = yield* Effect.cached(readIndex(dir))
      const settingsFile = join(dir, "settings.json")
      const settings = settingsCache(settingsFile, (lang) =>
        Effect.gen(function* () {
          const story = yield* readStory(settingsFile)
          if (story === null) yield* Effect.logWarning("content: the settings story (_settings) is missing", { dir })
          return story === null ? null : toStory(story, lang, yield* index)
        }),
      )
      return Content.of({
        settings: Effect.fn("Content.settings")(function* (lang: Language) {
          return yield* settings(lang)
        }),
        story: Effect.fn("Content.story")(function* (path: string, lang: Language, _draft: boolean) {
          const slug = path.replace(/^\/+|\/+$/g, "")
          if (!SLUG.test(slug)) return null
          const all = yield* index
          const found = all.byPath[lang].get(slug)
          return found === undefined ? null : toStory(found, lang, all)
        }),
        pages: Effect.fn("Content.pages")(function* (lang: Language) {
          const all = yield* index
          return all.all.filter((story) => (PAGE_LAYOUTS as ReadonlyArray<unknown>).includes(story.content["component"])).map((story) => toStory(story, lang, all))
        }),
      })
    }),
  )

/**
 * What every Content source must do: answer a page by its full slug (slashes around it do not
 * matter) and the settings story, each in the requested language (translated fields in that
 * language, the story itself the same: id, uuid, slug); answer null, never an error, for a page
 * or settings it does not have, including slugs that try to leave the content (`..`); list every
 * page (and only pages) in each language.
 */
import { describe, expect, layer } from "@effect/vitest"
import { Effect, type Layer } from "effect"
import { Content, PAGE_LAYOUTS } from "@shop/core"

export interface ContentFixture {
  /** A page the source holds and one of its translated content fields. */
  readonly page: { readonly fullSlug: string; readonly field: string; readonly de: string; readonly en: string }
  /** A translated field of the settings story. */
  readonly settings: { readonly field: string; readonly de: string; readonly en: string }
}

export const suite = (name: string, sources: { readonly holding: Layer.Layer<Content, unknown>; readonly empty: Layer.Layer<Content, unknown>; readonly fixture: ContentFixture }) =>
  describe(`Content contract: ${name}`, () => {
    const { page, settings } = sources.fixture

    layer(sources.holding)((it) => {
      it.effect("answers a page by full slug in each language: translated fields differ, the story is the same", () =>
        Effect.gen(function* () {
          const content = yield* Content
          const de = yield* content.story(page.fullSlug, "de", false)
          const en = yield* content.story(page.fullSlug, "en", false)
          expect(de?.full_slug).toBe(page.fullSlug)
          expect(de?.content[page.field]).toBe(page.de)
          expect(en?.content[page.field]).toBe(page.en)
          expect({ id: en?.id, uuid: en?.uuid, slug: en?.slug, full_slug: en?.full_slug }).toEqual({ id: de?.id, uuid: de?.uuid, slug: de?.slug, full_slug: de?.full_slug })
          // No translation key is left in what the web layer renders.
          expect(JSON.stringify(en?.content)).not.toContain("__i18n__")
        }),
      )

      it.effect("ignores slashes around the slug", () =>
        Effect.gen(function* () {
          const content = yield* Content
          const plain = yield* content.story(page.fullSlug, "de", false)
          for (const slug of [`/${page.fullSlug}`, `${page.fullSlug}/`, `//${page.fullSlug}//`]) {
            expect((yield* content.story(slug, "de", false))?.uuid, slug).toBe(plain?.uuid)
          }
        }),
      )

      it.effect("answers null for pages it does not have, also for slugs that try to leave the content", () =>
        Effect.gen(function* () {
          const content = yield* Content
          for (const slug of ["no-such-page", `${page.fullSlug}-missing`, `../${page.fullSlug}`, `x/../${page.fullSlug}`, "..", "../settings", "", "/"]) {
            expect(yield* content.story(slug, "de", false), JSON.stringify(slug)).toBeNull()
          }
        }),
      )

      it.effect("lists every page, in each language, and nothing that is not a page", () =>
        Effect.gen(function* () {
          const content = yield* Content
          const de = yield* content.pages("de")
          const en = yield* content.pages("en")
          expect(de.find((story) => story.full_slug === page.fullSlug)?.content[page.field]).toBe(page.de)
          expect(en.find((story) => story.full_slug === page.fullSlug)?.content[page.field]).toBe(page.en)
          expect(en.map((story) => story.uuid).sort()).toEqual(de.map((story) => story.uuid).sort())
          for (const story of de) expect(PAGE_LAYOUTS, story.full_slug).toContain(story.content["component"])
        }),
      )

      it.effect("answers the settings story in each language", () =>
        Effect.gen(function* () {
          const content = yield* Content
          const de = yield* content.settings("de")
          const en = yield* content.settings("en")
          expect(de?.content[settings.field]).toBe(settings.de)
          expect(en?.content[settings.field]).toBe(settings.en)
          expect(en?.uuid).toBe(de?.uuid)
        }),
      )
    })

    layer(sources.empty)((it) => {
      it.effect("without content, settings and every page are null", () =>
        Effect.gen(function* () {
          const content = yield* Content
          expect(yield* content.settings("de")).toBeNull()
          expect(yield* content.settings("en")).toBeNull()
          expect(yield* content.story(page.fullSlug, "en", false)).toBeNull()
          expect(yield* content.pages("de")).toEqual([])
        }),
      )
    })
  })

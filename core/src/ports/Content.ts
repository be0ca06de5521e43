/** Content pages and site settings from the headless content system (spec §7 content system). */
import { Context, Effect, Layer } from "effect"
import type { InfrastructureError } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import { translatedSlug } from "../routing/links.ts"

/** Spec §3 content story, with the page's blocks left for the web layer to render. */
export interface Story {
  readonly id: number
  readonly uuid: string
  readonly name: string
  readonly slug: string
  readonly full_slug: string
  readonly default_full_slug: string | null
  readonly translated_slugs: ReadonlyArray<{ readonly lang: string; readonly path: string }> | null
  readonly content: Readonly<Record<string, unknown>>
  /** When the story was last published (ISO 8601); absent where the source does not say. */
  readonly published_at?: string | null
}

/** The page layouts (spec §2): the stories `pages` lists; settings and article groups are not pages. */
export const PAGE_LAYOUTS = ["page", "blog", "reference", "download-group"] as const

export class Content extends Context.Service<
  Content,
  {
    /** The `_settings` story (navigation, footer, social links); null when missing (logged). `draft`: a preview's (spec §7). */
    readonly settings: (lang: Language, draft?: boolean) => Effect.Effect<Story | null, InfrastructureError>
    /**
     * A page by its path in `lang` (Translatable Slugs: German is the full slug, English the
     * story's English translated path); null when there is none. The story's `full_slug` is
     * always its German (default) one, its story links and relations point at paths in `lang`.
     */
    readonly story: (fullSlug: string, lang: Language, draft: boolean) => Effect.Effect<Story | null, InfrastructureError>
    /** Every published page (a story of one of the PAGE_LAYOUTS), for the sitemap and the redirect migration. */
    readonly pages: (lang: Language) => Effect.Effect<ReadonlyArray<Story>, InfrastructureError>
  }
>()("shop/content/Content") {
  /** These stories, already in each language; a language without a story falls back to German, as untranslated fields do. */
  static readonly layerTest = (seed: ContentTestSeed) => {
    const pick = <A>(byLanguage: Partial<Record<Language, A>> | undefined, lang: Language): A | undefined => byLanguage?.[lang] ?? byLanguage?.de
    return Layer.succeed(
      Content,
      Content.of({
        settings: (lang) => Effect.sync(() => pick(seed.settings, lang) ?? null),
        story: (fullSlug, lang) =>
          Effect.sync(() => {
            const slug = fullSlug.replace(/^\/+|\/+$/g, "")
            const find = (language: Language) => seed.stories?.[language]?.find((story) => translatedSlug(story, lang) === slug)
            return find(lang) ?? find("de") ?? null
          }),
        pages: (lang) =>
          Effect.sync(() =>
            (seed.stories?.[lang] ?? seed.stories?.de ?? []).filter((story) => (PAGE_LAYOUTS as ReadonlyArray<unknown>).includes(story.content["component"])),
          ),
      }),
    )
  }
}

/** What `Content.layerTest` holds, per language. */
export interface ContentTestSeed {
  /** The `_settings` story; none: `settings` answers null. */
  readonly settings?: Partial<Record<Language, Story>>
  /** Pages, found by their full slug (without leading or trailing slashes). */
  readonly stories?: Partial<Record<Language, ReadonlyArray<Story>>>
}

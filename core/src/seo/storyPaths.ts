/**
 * A content story's path in each language: German from `full_slug`, English from the
 * `translated_slugs` entry of lang "en" (Storyblok's translatable slugs), else the German slug;
 * the `home` story is the language root. Paths include the language prefix (`/en/company/history/`).
 */
import type { Language } from "../i18n/language.ts"
import { storyPath } from "../routing/links.ts"

export interface StorySlugs {
  readonly full_slug: string
  readonly translated_slugs?: ReadonlyArray<{ readonly lang: string; readonly path: string }> | null | undefined
}

export const storyPaths = (story: StorySlugs): Record<Language, string> => {
  const en = story.translated_slugs?.find((slug) => slug.lang === "en")?.path
  return { de: storyPath(story.full_slug, "de"), en: storyPath(en && en.trim() !== "" ? en : story.full_slug, "en") }
}

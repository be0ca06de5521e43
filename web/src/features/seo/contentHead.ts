/**
 * What a content page's head needs from its story (spec §3 SEO fields): the SEO fields, the
 * page's path in each language (translated slugs), the kind of page and its publication time,
 * and the layout's own picture as the share image's fallback. Called by the content view model
 * (its `head` field), passed on by the catch-all route's `head` to `pageHead`.
 */
import type { Story } from "@shop/core"
import { type SeoFields, seoFields } from "@shop/core/seo/seoFields"
import { storyPaths } from "@shop/core/seo/storyPaths"
import type { Language } from "@shop/core/i18n/language"

export interface ContentHeadView {
  readonly fields: SeoFields
  /** The page's path in each language after the language prefix (`/company/history/`; home: `/`). */
  readonly paths: Record<Language, string>
  readonly type: "website" | "article"
  readonly publishedTime: string | null
  readonly image: { readonly url: string; readonly alt: string | null } | null
}

/** Share cards show raster images only: an SVG illustration is no fallback (the site's image is). */
const RASTER = /\.(?:png|jpe?g|webp|gif)(?:[/?#]|$)/i

const assetOf = (value: unknown): { url: string; alt: string | null } | null => {
  if (value === null || typeof value !== "object") return null
  const { filename, alt } = value as { filename?: unknown; alt?: unknown }
  if (typeof filename !== "string" || !RASTER.test(filename)) return null
  return { url: filename, alt: typeof alt === "string" && alt !== "" ? alt : null }
}

/** A blog date as Storyblok stores it ("2026-10-02 08:00", UTC) or ISO; null when unreadable. */
const isoTime = (value: unknown): string | null => {
  if (typeof value !== "string" || value.trim() === "") return null
  const text = value.trim()
  const time = Date.parse(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(text) ? `${text.replace(" ", "T")}:00Z` : text)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

export const contentHead = (story: Story): ContentHeadView => {
  const article = story.content["component"] === "blog"
  const paths = storyPaths(story)
  return {
    fields: seoFields(story.content),
    paths: { de: paths.de.slice("/de".length), en: paths.en.slice("/en".length) },
    type: article ? "article" : "website",
    publishedTime: article ? (isoTime(story.content["date"]) ?? isoTime(story.published_at)) : null,
    image: assetOf(story.content["image"]),
  }
}

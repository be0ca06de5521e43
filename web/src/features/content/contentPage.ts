/**
 * Content pages (spec §2 catch-all `/{slugs…}`): a story of the content system by its full
 * slug, in the page's language, as the browser gets it (title, description, paragraphs).
 * A missing story is the 404 page.
 */
import { Effect } from "effect"
import { Content, type Language, ProductNotFound } from "@shop/core"
import type { RichParagraph } from "../shell/model.ts"
import { richText } from "../shell/settings.ts"
import { type ContentHeadView, contentHead } from "../seo/contentHead.ts"

export interface ContentPageView {
  readonly lang: Language
  readonly slug: string
  readonly title: string
  readonly description: string
  readonly paragraphs: ReadonlyArray<RichParagraph>
  /** For the route's head (SEO fields, both languages' paths): features/seo. */
  readonly head: ContentHeadView
}

const text = (value: unknown): string => (typeof value === "string" ? value : "")

export const contentPage = Effect.fn("web.contentPage")(function* (lang: Language, slug: string) {
  const story = yield* (yield* Content).story(slug, lang, false)
  // The router's not-found path is shared with products: a missing story answers the same 404.
  if (story === null || story.content["component"] !== "page") return yield* new ProductNotFound({ id: slug })
  return {
    lang,
    slug: story.full_slug,
    title: text(story.content["title"]) || story.name,
    description: text(story.content["description"]),
    paragraphs: richText(story.content["body"], lang),
    head: contentHead(story),
  } satisfies ContentPageView
})

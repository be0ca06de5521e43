/**
 * The SEO fields of a content story (spec §3): title, description, og_*, twitter_*, no_index,
 * no_follow. Storyblok's SEO field (the `seo_metatags` plugin) keeps them in `content.seo`, the
 * images as URLs; an asset field object (`{ filename, alt }`) is taken too, and `no_index` /
 * `no_follow` are read from `seo` or from the content itself. Anything malformed counts as unset:
 * bad content never breaks a page's head.
 */
import { Option, Schema } from "effect"

export interface SeoImage {
  readonly url: string
  readonly alt: string | null
}

export interface SeoFields {
  readonly title: string | null
  readonly description: string | null
  readonly ogTitle: string | null
  readonly ogDescription: string | null
  readonly ogImage: SeoImage | null
  readonly twitterTitle: string | null
  readonly twitterDescription: string | null
  readonly twitterImage: SeoImage | null
  readonly noIndex: boolean
  readonly noFollow: boolean
}

export const emptySeoFields: SeoFields = {
  title: null,
  description: null,
  ogTitle: null,
  ogDescription: null,
  ogImage: null,
  twitterTitle: null,
  twitterDescription: null,
  twitterImage: null,
  noIndex: false,
  noFollow: false,
}

const Text = Schema.String
const Asset = Schema.Struct({ filename: Schema.String, alt: Schema.optionalKey(Schema.NullOr(Schema.String)) })
/** Storyblok booleans; the SEO plugin and older content may send "true"/"false". */
const Flag = Schema.Union([Schema.Boolean, Schema.Literals(["true", "false"])])

const decode = <S extends Schema.Top>(schema: S) => {
  const run = Schema.decodeUnknownOption(schema as never) as (input: unknown) => Option.Option<S["Type"]>
  return (input: unknown): S["Type"] | null => Option.getOrNull(run(input))
}
const decodeText = decode(Text)
const decodeAsset = decode(Asset)
const decodeFlag = decode(Flag)

const text = (value: unknown): string | null => {
  const decoded = decodeText(value)
  return decoded === null || decoded.trim() === "" ? null : decoded.trim()
}

const image = (value: unknown): SeoImage | null => {
  const url = text(value)
  if (url !== null) return { url, alt: null }
  const asset = decodeAsset(value)
  return asset === null || asset.filename.trim() === "" ? null : { url: asset.filename.trim(), alt: text(asset.alt) }
}

const flag = (...values: ReadonlyArray<unknown>): boolean => values.some((value) => {
  const decoded = decodeFlag(value)
  return decoded === true || decoded === "true"
})

const recordOf = (value: unknown): Readonly<Record<string, unknown>> =>
  value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/** The SEO fields of a story's content (already in the page's language). */
export const seoFields = (content: Readonly<Record<string, unknown>>): SeoFields => {
  const seo = recordOf(content["seo"])
  return {
    title: text(seo["title"]),
    description: text(seo["description"]),
    ogTitle: text(seo["og_title"]),
    ogDescription: text(seo["og_description"]),
    ogImage: image(seo["og_image"]),
    twitterTitle: text(seo["twitter_title"]),
    twitterDescription: text(seo["twitter_description"]),
    twitterImage: image(seo["twitter_image"]),
    noIndex: flag(seo["no_index"], content["no_index"]),
    noFollow: flag(seo["no_follow"], content["no_follow"]),
  }
}

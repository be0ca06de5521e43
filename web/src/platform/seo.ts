/**
 * Per-page head: title, meta description, robots, canonical and hreflang alternates for both
 * languages (and x-default), open graph and twitter cards, built in each route's `head` with
 * absolute URLs from the shell's origin. A content page passes its story's SEO fields (spec §3);
 * every field falls back to the page's own title, description and image, the image to the
 * site's share image (1200×630, `web/public/social/share.png`).
 */
import type { Language } from "@shop/core/i18n/language"
import { robotsContent } from "@shop/core/seo/robots"
// Type only: the module's decoder is Effect Schema, which would otherwise reach every page's bundle with the routes' heads.
import type { SeoFields } from "@shop/core/seo/seoFields"
import { type SocialImage, absoluteUrl, socialImage } from "@shop/core/seo/socialImage"
import { t } from "./i18n/intl.ts"
import type { ShellData } from "../features/shell/model.ts"

/** The site's own share image, served from the web app's public folder. */
export const DEFAULT_SHARE_IMAGE = { path: "/social/share.png", width: 1200, height: 630 } as const

export interface PageImage {
  /** A path on this site or an absolute URL (Storyblok assets are resized for each card). */
  readonly url: string
  readonly alt: string | null
  /** Its size in px where known (a drawn share image): named in og:image:width/height. */
  readonly width?: number | undefined
  readonly height?: number | undefined
}

export interface PageHeadInput {
  readonly lang: Language
  readonly title: string
  readonly description: string
  /** The page path after the language prefix, starting and ending with `/` (`/product-catalog/`). */
  readonly path: string
  readonly origin: string
  /** `isDefault`: where `/` sends a browser that names no shop language (DEFAULT_LANGUAGE), the x-default. */
  readonly languages: ReadonlyArray<{ readonly lang: Language; readonly isDefault?: boolean }>
  readonly noIndex?: boolean
  /** The page's path in each language when they differ (a content page's translated slugs), after the language prefix like `path`. */
  readonly paths?: Partial<Record<Language, string>> | undefined
  /** The story's SEO fields (content pages). */
  readonly seo?: SeoFields | undefined
  /** The page's own image (a product image, a blog post's picture), used when the SEO fields name none. */
  readonly image?: PageImage | null | undefined
  /** `article` for blog posts (with their publication time); `website` otherwise. */
  readonly type?: "website" | "article"
  readonly publishedTime?: string | null | undefined
}

type Meta = { title: string } | { name: string; content: string } | { property: string; content: string }

const imageMeta = (prefix: "og:image" | "twitter:image", image: SocialImage, alt: string, kind: "property" | "name"): Array<Meta> => {
  const tag = (key: string, content: string): Meta => (kind === "property" ? { property: key, content } : { name: key, content })
  return [
    tag(prefix, image.url),
    ...(prefix === "og:image" && image.url.startsWith("https:") ? [tag("og:image:secure_url", image.url)] : []),
    ...(image.width !== undefined ? [tag(`${prefix}:width`, String(image.width))] : []),
    ...(image.height !== undefined ? [tag(`${prefix}:height`, String(image.height))] : []),
    tag(`${prefix}:alt`, alt),
  ].filter((meta) => !(prefix === "twitter:image" && "name" in meta && /:(width|height)$/.test(meta.name)))
}

export const pageHead = (input: PageHeadInput) => {
  const url = (lang: Language) => absoluteUrl(`/${lang}${input.paths?.[lang] ?? input.path}`, input.origin)
  const siteName = t(input.lang, "site.name")
  const seo: Partial<SeoFields> = input.seo ?? {}
  // An editor's SEO title is the whole title; the page's own title gets the site name.
  const title = seo.title ?? (input.title === siteName ? siteName : `${input.title} | ${siteName}`)
  const description = seo.description ?? input.description
  const ogTitle = seo.ogTitle ?? seo.title ?? input.title
  const ogDescription = seo.ogDescription ?? description
  const pageImage = input.image ?? null
  const defaultAlt = t(input.lang, "site.shareImageAlt")
  const pick = (image: { readonly url: string; readonly alt: string | null } | null) => image ?? pageImage
  const ogSource = pick(seo.ogImage ?? null)
  const twitterSource = seo.twitterImage ?? ogSource
  // A size the page knows (its drawn share image) where the URL does not tell one.
  const sized = (source: PageImage | { readonly url: string; readonly alt: string | null }, kind: "og" | "twitter"): SocialImage => {
    const image = socialImage(source.url, kind, input.origin)
    return image.width === undefined && "width" in source && source.width !== undefined ? { ...image, width: source.width, height: source.height } : image
  }
  const ogImage = ogSource ? sized(ogSource, "og") : { url: absoluteUrl(DEFAULT_SHARE_IMAGE.path, input.origin), width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height }
  const twitterImage = twitterSource ? sized(twitterSource, "twitter") : ogImage
  const robots = robotsContent({ noIndex: input.noIndex === true || seo.noIndex === true, noFollow: seo.noFollow === true })
  const type = input.type ?? "website"
  const meta: Array<Meta> = [
    { title },
    { name: "description", content: description },
    ...(robots === null ? [] : [{ name: "robots", content: robots }]),
    { property: "og:type", content: type },
    { property: "og:url", content: url(input.lang) },
    { property: "og:title", content: ogTitle },
    { property: "og:description", content: ogDescription },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: input.lang === "de" ? "de_AT" : "en_GB" },
    ...input.languages.filter(({ lang }) => lang !== input.lang).map(({ lang }) => ({ property: "og:locale:alternate", content: lang === "de" ? "de_AT" : "en_GB" })),
    // An editor's image without alt text is described by the page's title; the site's image by its own text.
    ...imageMeta("og:image", ogImage, ogSource ? (ogSource.alt ?? ogTitle) : defaultAlt, "property"),
    ...(type === "article" && input.publishedTime ? [{ property: "article:published_time", content: input.publishedTime }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.twitterTitle ?? ogTitle },
    { name: "twitter:description", content: seo.twitterDescription ?? ogDescription },
    ...imageMeta("twitter:image", twitterImage, twitterSource ? (twitterSource.alt ?? seo.twitterTitle ?? ogTitle) : defaultAlt, "name"),
  ]
  return {
    meta,
    links: [
      { rel: "canonical", href: url(input.lang) },
      ...input.languages.map(({ lang }) => ({ rel: "alternate", hrefLang: lang, href: url(lang) })),
      { rel: "alternate", hrefLang: "x-default", href: url(input.languages.find((l) => l.isDefault)?.lang ?? "de") },
    ],
  }
}

/** The root match's shell data, for a child route's `head`. */
export const shellOf = (matches: ReadonlyArray<{ readonly routeId: string; readonly loaderData?: unknown }>): ShellData | undefined =>
  matches.find((m) => m.routeId === "__root__")?.loaderData as ShellData | undefined

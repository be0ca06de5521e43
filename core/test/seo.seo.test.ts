import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import type { Story } from "../src/ports/Content.ts"
import { robotsContent } from "../src/seo/robots.ts"
import { seoFields } from "../src/seo/seoFields.ts"
import { SITEMAP_MAX_URLS, chunkEntries, contentSitemapPages, sitemapEntries } from "../src/seo/sitemap.ts"
import { socialImage } from "../src/seo/socialImage.ts"
import { storyPaths } from "../src/seo/storyPaths.ts"

const origin = "https://shop.example.at"
const storyblok = "https://a.storyblok.com/f/123456/2400x1600/abc123def4/werk-wels.jpg"

describe("socialImage", () => {
  it("resizes a Storyblok asset for open graph (1200×630) and twitter (1280 wide, aspect kept)", () => {
    expect(socialImage(storyblok, "og", origin)).toEqual({ url: `${storyblok}/m/1200x630`, width: 1200, height: 630 })
    expect(socialImage(storyblok, "twitter", origin)).toEqual({ url: `${storyblok}/m/1280x0`, width: 1280, height: 853 })
  })

  it("replaces an existing image-service suffix and drops the query, and makes a protocol-relative URL https", () => {
    expect(socialImage("//a.storyblok.com/f/1/800x400/x/y.png/m/300x200/filters:quality(80)?cv=1", "og", origin).url).toBe(
      "https://a.storyblok.com/f/1/800x400/x/y.png/m/1200x630",
    )
  })

  it("uses local files and other URLs as they are, made absolute", () => {
    expect(socialImage("/content/assets/references/linz.jpg", "og", origin)).toEqual({ url: `${origin}/content/assets/references/linz.jpg` })
    expect(socialImage("content/assets/a.png", "twitter", `${origin}/`)).toEqual({ url: `${origin}/content/assets/a.png` })
    expect(socialImage("https://cdn.example.com/a.png", "og", origin)).toEqual({ url: "https://cdn.example.com/a.png" })
  })

  it("always answers an absolute http(s) URL", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.constantFrom("og" as const, "twitter" as const), (path, kind) => {
        expect(socialImage(`/${path}`, kind, origin).url).toMatch(/^https?:\/\//)
      }),
    )
  })
})

describe("robotsContent", () => {
  it.each([
    [{ noIndex: true, noFollow: true }, "noindex, nofollow"],
    [{ noIndex: true }, "noindex"],
    [{ noFollow: true }, "nofollow"],
    [{}, null],
  ])("%j → %s", (flags, content) => expect(robotsContent(flags)).toBe(content))
})

describe("storyPaths", () => {
  it("German from full_slug, English from the translated slug, home at the language root", () => {
    expect(storyPaths({ full_slug: "unternehmen/geschichte", translated_slugs: [{ lang: "en", path: "company/history" }] })).toEqual({
      de: "/de/unternehmen/geschichte/",
      en: "/en/company/history/",
    })
    expect(storyPaths({ full_slug: "home", translated_slugs: [{ lang: "en", path: "home" }] })).toEqual({ de: "/de/", en: "/en/" })
    expect(storyPaths({ full_slug: "imprint", translated_slugs: null })).toEqual({ de: "/de/imprint/", en: "/en/imprint/" })
  })
})

describe("seoFields", () => {
  it("reads Storyblok's SEO plugin field, images as URLs or asset objects", () => {
    const fields = seoFields({
      seo: {
        plugin: "seo_metatags",
        title: " Über uns ",
        description: "Gehäuse aus Wels",
        og_image: storyblok,
        og_title: "",
        twitter_image: { filename: "/content/assets/a.png", alt: "Werkhalle" },
        no_follow: "true",
      },
      no_index: true,
    })
    expect(fields).toMatchObject({
      title: "Über uns",
      description: "Gehäuse aus Wels",
      ogTitle: null,
      ogImage: { url: storyblok, alt: null },
      twitterImage: { url: "/content/assets/a.png", alt: "Werkhalle" },
      noIndex: true,
      noFollow: true,
    })
  })

  it("treats malformed content as unset, never throws", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), fc.anything(), (content, seo) => {
        const fields = seoFields({ ...content, seo })
        expect(typeof fields.noIndex).toBe("boolean")
      }),
    )
  })
})

const story = (uuid: string, full_slug: string, en: string, content: Record<string, unknown> = {}, published_at = "2026-10-02T08:00:00.000Z"): Story => ({
  id: 1,
  uuid,
  name: full_slug,
  slug: full_slug,
  full_slug,
  default_full_slug: full_slug,
  translated_slugs: [{ lang: "en", path: en }],
  content: { component: "page", ...content },
  published_at,
})

describe("sitemap entries", () => {
  it("lists each page per language with de, en and x-default alternates, and leaves no_index out", () => {
    const pages = contentSitemapPages({
      de: [story("a", "unternehmen", "company"), story("b", "intern", "internal", { seo: { no_index: true } }), story("c", "presse", "press", {}, "")],
      en: [story("a", "unternehmen", "company"), story("b", "intern", "internal", { seo: { no_index: true } }), story("c", "presse", "press", { no_index: true }, "")],
    })
    const entries = sitemapEntries(pages, origin)
    expect(entries.map((e) => e.loc)).toEqual([`${origin}/de/unternehmen/`, `${origin}/en/company/`, `${origin}/de/presse/`])
    expect(entries[0]).toEqual({
      loc: `${origin}/de/unternehmen/`,
      lastmod: "2026-10-02T08:00:00.000Z",
      alternates: [
        { hreflang: "de", href: `${origin}/de/unternehmen/` },
        { hreflang: "en", href: `${origin}/en/company/` },
        { hreflang: "x-default", href: `${origin}/de/unternehmen/` },
      ],
    })
    // With English as the default language, x-default names the English page.
    expect(sitemapEntries(pages, origin, "en")[0]!.alternates.at(-1)).toEqual({ hreflang: "x-default", href: `${origin}/en/company/` })
    // One language only: no alternates, no date when the story has none.
    expect(entries[2]).toEqual({ loc: `${origin}/de/presse/`, lastmod: null, alternates: [] })
  })

  it("splits into files of at most the limit, keeping every entry in order", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 200 }), fc.integer({ min: 1, max: 50 }), (entries, limit) => {
        const chunks = chunkEntries(entries, limit)
        expect(chunks.flat()).toEqual(entries)
        expect(chunks.every((chunk) => chunk.length <= limit)).toBe(true)
      }),
    )
    expect(chunkEntries([], SITEMAP_MAX_URLS)).toEqual([[]])
  })
})

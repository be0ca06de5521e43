import { describe, expect, it } from "vitest"
import { emptySeoFields } from "@shop/core/seo/seoFields"
import { pageHead } from "./seo.ts"

const base = { lang: "en", title: "Company history", description: "Since 1962.", path: "/unternehmen/geschichte/", origin: "https://shop.example.at", languages: [{ lang: "de" }, { lang: "en" }] } as const
const content = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.filter((m) => ("property" in m && m.property === key) || ("name" in m && m.name === key)).map((m) => ("content" in m ? m.content : null))
const storyblok = "https://a.storyblok.com/f/1/2000x1000/abc/werk.jpg"

describe("pageHead", () => {
  it("falls back to the page's title, description and the site's share image", () => {
    const head = pageHead(base)
    expect(head.meta[0]).toEqual({ title: "Company history | Muster Gehäusetechnik" })
    expect(content(head, "og:title")).toEqual(["Company history"])
    expect(content(head, "og:image")).toEqual(["https://shop.example.at/social/share.png"])
    expect(content(head, "og:image:width")).toEqual(["1200"])
    expect(content(head, "og:image:height")).toEqual(["630"])
    expect(content(head, "twitter:card")).toEqual(["summary_large_image"])
    expect(content(head, "twitter:image")).toEqual(["https://shop.example.at/social/share.png"])
    expect(content(head, "og:type")).toEqual(["website"])
    expect(content(head, "robots")).toEqual([])
  })

  it("takes the story's SEO fields, sizes Storyblok images per card, and uses the translated paths", () => {
    const head = pageHead({
      ...base,
      paths: { de: "/unternehmen/geschichte/", en: "/company/history/" },
      seo: { ...emptySeoFields, title: "History of Muster", ogImage: { url: storyblok, alt: "Plant" }, twitterTitle: "Our story", noFollow: true },
      type: "article",
      publishedTime: "2026-10-02T08:00:00.000Z",
    })
    expect(head.meta[0]).toEqual({ title: "History of Muster" })
    expect(content(head, "og:title")).toEqual(["History of Muster"])
    expect(content(head, "og:url")).toEqual(["https://shop.example.at/en/company/history/"])
    expect(content(head, "og:image")).toEqual([`${storyblok}/m/1200x630`])
    expect(content(head, "og:image:alt")).toEqual(["Plant"])
    expect(content(head, "twitter:image")).toEqual([`${storyblok}/m/1280x0`])
    // The same image without alt text for twitter: described by the card's title.
    expect(content(head, "twitter:image:alt")).toEqual(["Plant"])
    expect(content(pageHead({ ...base, seo: { ...emptySeoFields, ogImage: { url: "/content/assets/a.png", alt: null } } }), "og:image:alt")).toEqual(["Company history"])
    expect(content(head, "twitter:title")).toEqual(["Our story"])
    expect(content(head, "robots")).toEqual(["nofollow"])
    expect(content(head, "article:published_time")).toEqual(["2026-10-02T08:00:00.000Z"])
    expect(head.links).toEqual([
      { rel: "canonical", href: "https://shop.example.at/en/company/history/" },
      { rel: "alternate", hrefLang: "de", href: "https://shop.example.at/de/unternehmen/geschichte/" },
      { rel: "alternate", hrefLang: "en", href: "https://shop.example.at/en/company/history/" },
      { rel: "alternate", hrefLang: "x-default", href: "https://shop.example.at/de/unternehmen/geschichte/" },
    ])
  })

  it("says noindex, nofollow when both are set, and noindex for a personal page", () => {
    expect(content(pageHead({ ...base, seo: { ...emptySeoFields, noIndex: true, noFollow: true } }), "robots")).toEqual(["noindex, nofollow"])
    expect(content(pageHead({ ...base, noIndex: true }), "robots")).toEqual(["noindex"])
  })
})

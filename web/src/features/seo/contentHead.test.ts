import { describe, expect, it } from "vitest"
import type { Story } from "@shop/core"
import { contentHead } from "./contentHead.ts"
import { productShareImage } from "./productImage.ts"

const story = (content: Record<string, unknown>, published_at: string | null = "2026-10-03T09:00:00.000Z"): Story => ({
  id: 1,
  uuid: "u",
  name: "Neue Zählerschränke",
  slug: "neue-zaehlerschraenke",
  full_slug: "aktuelles/neue-zaehlerschraenke",
  default_full_slug: "aktuelles/neue-zaehlerschraenke",
  translated_slugs: [{ lang: "en", path: "news/new-meter-cabinets" }],
  content,
  published_at,
})

describe("contentHead", () => {
  it("a blog post is an article dated by its date field (Storyblok's format, UTC), with its picture and both paths", () => {
    const view = contentHead(story({ component: "blog", date: "2026-10-02 08:00", image: { filename: "/content/assets/news/a.jpg", alt: "Schrank" } }))
    expect(view).toMatchObject({
      type: "article",
      publishedTime: "2026-10-02T08:00:00.000Z",
      image: { url: "/content/assets/news/a.jpg", alt: "Schrank" },
      paths: { de: "/aktuelles/neue-zaehlerschraenke/", en: "/news/new-meter-cabinets/" },
    })
  })

  it("an SVG picture is no share image", () => {
    expect(contentHead(story({ component: "blog", image: { filename: "/content/assets/news/a.svg", alt: "x" } })).image).toBeNull()
    expect(contentHead(story({ component: "blog", image: { filename: "https://a.storyblok.com/f/1/800x600/h/a.JPG", alt: "" } })).image).toEqual({ url: "https://a.storyblok.com/f/1/800x600/h/a.JPG", alt: null })
  })

  it("a blog post without a readable date uses published_at; a page is a website without a time", () => {
    expect(contentHead(story({ component: "blog", date: "soon" })).publishedTime).toBe("2026-10-03T09:00:00.000Z")
    expect(contentHead(story({ component: "page", date: "2026-10-02 08:00" }))).toMatchObject({ type: "website", publishedTime: null, image: null })
  })
})

describe("productShareImage", () => {
  const asset = (extension: string) => ({ type: "image" as const, file: "x", href: `/files/assets/x.${extension.toLowerCase()}?lang=de`, downloadName: "x", extension, number: 1 })
  const product = (lang: "de" | "en", extensions: ReadonlyArray<string>) => ({
    lang,
    slug: "ws-0612-40",
    name: "WS 0612",
    width: 600,
    height: 1200,
    depth: 400,
    specification: { articleNumber: "WS 600.1200.400" },
    assets: extensions.map(asset),
  })
  it("takes a raster catalogue image as it is", () => {
    expect(productShareImage(product("de", ["SVG", "PNG"]))).toEqual({ url: "/files/assets/x.png?lang=de", alt: "WS 0612" })
  })
  it("else the drawn picture as PNG of 1200 × 630, never the SVG, named in the page's language", () => {
    expect(productShareImage(product("de", ["SVG"]))).toEqual({
      url: "/files/assets/picture/ws-0612-40.png?lang=de",
      alt: "WS 0612, Art.-Nr. WS 600.1200.400: Ansicht des Gehäuses, 600 mm breit, 1200 mm hoch, 400 mm tief",
      width: 1200,
      height: 630,
    })
    expect(productShareImage(product("en", [])).alt).toBe("WS 0612, art. no. WS 600.1200.400: view of the enclosure, 600 mm wide, 1200 mm high, 400 mm deep")
  })
})

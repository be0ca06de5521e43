/**
 * SEO over HTTP against the production server: /sitemap.xml valid against the protocol's schema
 * (with the xhtml:link extension) and every listed page answering 200 without noindex, robots.txt,
 * and the head tags (open graph, twitter, robots, canonical, hreflang) of a content page, a blog
 * post (when the content has one), a product and the catalogue in both languages.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { sitemapSchemaErrors } from "../support/sitemapSchema.ts"
import { baseUrl, getPage } from "./env.ts"
import { type TestServer, startServer } from "./server.ts"

type Tag = Readonly<Record<string, string>>

/** The attributes of every `<meta>` and `<link>` in the page's head. */
const headTags = (html: string): { meta: ReadonlyArray<Tag>; links: ReadonlyArray<Tag> } => {
  const head = html.slice(0, html.indexOf("</head>"))
  const attributes = (tag: string): Tag =>
    Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map((m) => [m[1]!.toLowerCase(), m[2]!.replace(/&amp;/g, "&").replace(/&quot;/g, '"')]))
  return {
    meta: [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => attributes(m[0])),
    links: [...head.matchAll(/<link\s[^>]*>/g)].map((m) => attributes(m[0])),
  }
}
const metaOf = (tags: ReturnType<typeof headTags>, key: string) => tags.meta.filter((m) => m["property"] === key || m["name"] === key).map((m) => m["content"])
const hreflangs = (tags: ReturnType<typeof headTags>) =>
  Object.fromEntries(tags.links.filter((l) => l["rel"] === "alternate" && l["hreflang"]).map((l) => [l["hreflang"], l["href"]]))
const canonical = (tags: ReturnType<typeof headTags>) => tags.links.find((l) => l["rel"] === "canonical")?.["href"]

/** A story of the embedded content as the files hold it, with its SEO field in one language. */
const storyFile = (slug: string) => {
  const { story } = JSON.parse(readFileSync(new URL(`../../data/content/stories/${slug}.json`, import.meta.url), "utf8")) as {
    story: { published_at?: string | null; translated_slugs?: ReadonlyArray<{ lang: string; path: string }> | null; content: Record<string, unknown> }
  }
  const title = (lang: "de" | "en") => (lang === "en" ? (story.content["title__i18n__en"] as string | undefined) : undefined) ?? (story.content["title"] as string)
  const seo = (lang: "de" | "en") =>
    ((lang === "en" ? story.content["seo__i18n__en"] : undefined) ?? story.content["seo"] ?? {}) as Partial<Record<string, string | boolean>>
  return { story, title, seo, noIndex: (lang: "de" | "en") => seo(lang)["no_index"] === true }
}

const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"))

describe("/sitemap.xml", () => {
  let xml = ""
  let response: Response
  beforeAll(async () => {
    response = await getPage("/sitemap.xml")
    xml = await response.text()
  })

  it("answers a sitemap valid against the protocol's schema, cached for an hour", async () => {
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/)
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600")
    expect(xml).toMatch(/<urlset /)
    expect(await sitemapSchemaErrors(xml, "urlset")).toEqual([])
  })

  it("lists home, catalogue and content pages in both languages with alternates and a last change", () => {
    const all = locs(xml)
    for (const path of ["/de/", "/en/", "/de/product-catalog/", "/en/product-catalog/", "/de/product-catalog/ws-0612-40/", "/en/product-catalog/ws-0612-40/"]) {
      expect(all).toContain(`${baseUrl()}${path}`)
    }
    // imprint and privacy keep their slug in both languages; a page marked no_index is left out.
    for (const slug of ["imprint", "privacy"]) {
      for (const lang of ["de", "en"] as const) {
        expect(all.includes(`${baseUrl()}/${lang}/${slug}/`), `${lang}/${slug}`).toBe(!storyFile(slug).noIndex(lang))
      }
    }
    expect(new Set(all).size).toBe(all.length)
    const privacy = /<url><loc>[^<]*\/de\/privacy\/<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? ""
    // The last change is the story's published_at (where the content says it).
    const published = storyFile("privacy").story.published_at
    if (published) expect(privacy).toContain(`<lastmod>${new Date(published).toISOString()}</lastmod>`)
    else expect(privacy).not.toContain("<lastmod>")
    expect(privacy).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseUrl()}/en/privacy/"/>`)
    expect(privacy).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseUrl()}/de/privacy/"/>`)
    expect(/<url><loc>[^<]*\/de\/product-catalog\/<\/loc><lastmod>/.test(xml)).toBe(true)
  })

  it("every content page and a sample of products answer 200, none of them marked noindex", async () => {
    const all = locs(xml)
    const products = all.filter((loc) => /\/product-catalog\/[^/]+\/$/.test(loc))
    const sample = products.filter((_, i) => i % Math.max(1, Math.floor(products.length / 12)) === 0)
    const others = all.filter((loc) => !products.includes(loc))
    for (const loc of [...others, ...sample]) {
      const page = await getPage(new URL(loc).pathname)
      expect(page.status, loc).toBe(200)
      const robots = metaOf(headTags(await page.text()), "robots")
      expect(robots.some((content) => /noindex/.test(content ?? "")), loc).toBe(false)
    }
  })

  it("a part of a sitemap that is not split answers 404", async () => {
    expect((await getPage("/sitemaps/1.xml")).status).toBe(404)
    expect((await getPage("/sitemaps/x.xml")).status).toBe(404)
  })
})

describe("/robots.txt", () => {
  it("allows the site, keeps crawlers out of the API, server functions, accounts, the PDF renderer and internal pages, and names the sitemap", async () => {
    const response = await getPage("/robots.txt")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/)
    const text = await response.text()
    const lines = text.split("\n")
    expect(lines[0]).toBe("User-agent: *")
    expect(lines).toContain("Allow: /")
    for (const path of ["/api/", "/_serverFn/", "/_internal/", "/de/user/", "/en/user/", "/de/pdf-renderer/", "/en/pdf-renderer/"]) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)
  })
})

describe("head tags", () => {
  const share = () => `${baseUrl()}/social/share.png`

  // The embedded content decides the expected tags: its SEO field where it has one, else the fallbacks.
  it.each([
    ["de", "imprint"],
    ["en", "imprint"],
    ["de", "privacy"],
    ["en", "privacy"],
  ] as const)("a content page (%s, %s): og, twitter, robots, canonical, hreflang", async (lang, slug) => {
    const { title, seo } = storyFile(slug)
    const fields = seo(lang)
    const image = (value: unknown) => (typeof value === "string" && value !== "" ? `${baseUrl()}${value}` : undefined)
    const tags = headTags(await (await getPage(`/${lang}/${slug}/`)).text())
    expect(metaOf(tags, "og:url")).toEqual([`${baseUrl()}/${lang}/${slug}/`])
    expect(metaOf(tags, "og:type")).toEqual(["website"])
    const ogTitle = (fields["og_title"] || fields["title"] || title(lang)) as string
    expect(metaOf(tags, "og:title")).toEqual([ogTitle])
    const ogImage = image(fields["og_image"])
    expect(metaOf(tags, "og:image")).toEqual([ogImage ?? share()])
    if (ogImage === undefined) expect([metaOf(tags, "og:image:width"), metaOf(tags, "og:image:height")]).toEqual([["1200"], ["630"]])
    expect(metaOf(tags, "og:image:alt")[0]).toBeTruthy()
    expect(metaOf(tags, "twitter:card")).toEqual(["summary_large_image"])
    expect(metaOf(tags, "twitter:title")).toEqual([(fields["twitter_title"] || ogTitle) as string])
    expect(metaOf(tags, "twitter:image")).toEqual([image(fields["twitter_image"]) ?? ogImage ?? share()])
    const robots = [fields["no_index"] === true ? "noindex" : null, fields["no_follow"] === true ? "nofollow" : null].filter(Boolean).join(", ")
    expect(metaOf(tags, "robots")).toEqual(robots === "" ? [] : [robots])
    expect(canonical(tags)).toBe(`${baseUrl()}/${lang}/${slug}/`)
    expect(hreflangs(tags)).toEqual({ de: `${baseUrl()}/de/${slug}/`, en: `${baseUrl()}/en/${slug}/`, "x-default": `${baseUrl()}/de/${slug}/` })
  })

  it("the share image is a PNG served by the shop", async () => {
    const response = await getPage("/social/share.png")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/png")
    const bytes = new Uint8Array(await response.arrayBuffer())
    const view = new DataView(bytes.buffer)
    // PNG signature, then the IHDR chunk's width and height.
    expect(new TextDecoder().decode(bytes.slice(1, 4))).toBe("PNG")
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630])
  })

  it.each(["de", "en"] as const)("the catalogue and a product (%s) gain og:url, og:image and twitter tags", async (lang) => {
    for (const path of [`/${lang}/product-catalog/`, `/${lang}/product-catalog/ws-0612-40/`]) {
      const tags = headTags(await (await getPage(path)).text())
      expect(metaOf(tags, "og:url"), path).toEqual([`${baseUrl()}${path}`])
      // A product shares its own drawn picture (issue 27); the catalogue the site's image.
      const image = path.endsWith("/ws-0612-40/") ? `${baseUrl()}/files/assets/picture/ws-0612-40.png?lang=${lang}` : share()
      expect(metaOf(tags, "og:image"), path).toEqual([image])
      expect(metaOf(tags, "twitter:card"), path).toEqual(["summary_large_image"])
      expect(metaOf(tags, "twitter:title")[0], path).toBeTruthy()
      expect(canonical(tags), path).toBe(`${baseUrl()}${path}`)
      expect(hreflangs(tags)["x-default"], path).toBe(`${baseUrl()}${path.replace(/^\/en\//, "/de/")}`)
    }
  })

  it("a personal page says noindex", async () => {
    const tags = headTags(await (await getPage("/en/login/")).text())
    expect(metaOf(tags, "robots")).toEqual(["noindex"])
  })

  // The blog posts come with the company site's content (news, `aktuelles/…`).
  const newsDir = new URL("../../data/content/stories/aktuelles/", import.meta.url)
  const post = existsSync(newsDir) ? readdirSync(newsDir).find((file) => file.endsWith(".json"))?.replace(/\.json$/, "") : undefined
  it.skipIf(post === undefined)("a blog post is an article with its publication time", async () => {
    const response = await getPage(`/de/aktuelles/${post}/`)
    expect(response.status).toBe(200)
    const tags = headTags(await response.text())
    expect(metaOf(tags, "og:type")).toEqual(["article"])
    expect(metaOf(tags, "article:published_time")[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect(hreflangs(tags)["en"]).toMatch(new RegExp(`^${baseUrl()}/en/news/[^/]+/$`))
  })
})

describe("with SITE_URL and DEFAULT_LANGUAGE=en", () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startServer({ SITE_URL: "https://shop.example.at", DEFAULT_LANGUAGE: "en" })
  })
  afterAll(() => server?.stop())

  it("sitemap, robots.txt and head use the configured origin", async () => {
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    expect(locs(xml).every((loc) => loc.startsWith("https://shop.example.at/"))).toBe(true)
    expect(await (await fetch(`${server.baseUrl}/robots.txt`)).text()).toContain("Sitemap: https://shop.example.at/sitemap.xml")
    const tags = headTags(await (await fetch(`${server.baseUrl}/de/product-catalog/`)).text())
    expect(metaOf(tags, "og:image")).toEqual(["https://shop.example.at/social/share.png"])
    expect(metaOf(tags, "og:url")).toEqual(["https://shop.example.at/de/product-catalog/"])
  })

  it("x-default names the default language's page, in the head and in the sitemap", async () => {
    const tags = headTags(await (await fetch(`${server.baseUrl}/de/unternehmen/`)).text())
    expect(hreflangs(tags)["x-default"]).toBe("https://shop.example.at/en/company/")
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.at/en/company/"/>')
  })
})

describe("a story's SEO fields (a content folder with two more stories)", () => {
  let server: TestServer
  let dir: string
  const storyblokImage = "https://a.storyblok.com/f/123456/2400x1600/abc123def4/werk-wels.jpg"
  const story = (id: number, fullSlug: string, enPath: string, content: Record<string, unknown>) => ({
    story: {
      name: fullSlug,
      id,
      uuid: `00000000-0000-4000-8000-0000000009${id}`,
      slug: fullSlug.split("/").at(-1),
      full_slug: fullSlug,
      default_full_slug: fullSlug,
      published_at: "2026-10-02T08:00:00.000Z",
      translated_slugs: [{ lang: "en", path: enPath, name: enPath }],
      content: { _uid: `c${id}`, component: "page", body: { type: "doc", content: [] }, ...content },
    },
  })
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "shop-seo-content-"))
    cpSync(new URL("../../data/content/", import.meta.url), dir, { recursive: true })
    const write = (file: string, answer: unknown) => writeFileSync(join(dir, "stories", file), JSON.stringify(answer))
    write(
      "geschichte-test.json",
      story(91, "geschichte-test", "history-test", {
        title: "Geschichte",
        title__i18n__en: "History",
        description: "Seit 1962.",
        seo: { plugin: "seo_metatags", title: "Unsere Geschichte | Muster", og_image: storyblokImage, twitter_title: "Seit 1962 in Wels", no_follow: true },
      }),
    )
    write("intern-test.json", story(92, "intern-test", "internal-test", { title: "Intern", seo: { no_index: true, no_follow: true } }))
    server = await startServer({ CONTENT_DIR: dir })
  })
  afterAll(async () => {
    await server?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  it("title, images sized by Storyblok's service, robots and the translated path in hreflang", async () => {
    const tags = headTags(await (await fetch(`${server.baseUrl}/de/geschichte-test/`)).text())
    expect(metaOf(tags, "og:title")).toEqual(["Unsere Geschichte | Muster"])
    expect(metaOf(tags, "og:image")).toEqual([`${storyblokImage}/m/1200x630`])
    expect(metaOf(tags, "og:image:width")).toEqual(["1200"])
    expect(metaOf(tags, "og:image:height")).toEqual(["630"])
    expect(metaOf(tags, "twitter:image")).toEqual([`${storyblokImage}/m/1280x0`])
    expect(metaOf(tags, "twitter:title")).toEqual(["Seit 1962 in Wels"])
    expect(metaOf(tags, "robots")).toEqual(["nofollow"])
    expect(hreflangs(tags)).toEqual({
      de: `${server.baseUrl}/de/geschichte-test/`,
      en: `${server.baseUrl}/en/history-test/`,
      "x-default": `${server.baseUrl}/de/geschichte-test/`,
    })
  })

  it("a no_index page says noindex, nofollow and is not in the sitemap; the other is, with its translated path and date", async () => {
    const tags = headTags(await (await fetch(`${server.baseUrl}/de/intern-test/`)).text())
    expect(metaOf(tags, "robots")).toEqual(["noindex, nofollow"])
    const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text()
    expect(await sitemapSchemaErrors(xml, "urlset")).toEqual([])
    const all = locs(xml)
    expect(all.filter((loc) => /intern/.test(loc))).toEqual([])
    expect(all).toContain(`${server.baseUrl}/de/geschichte-test/`)
    expect(all).toContain(`${server.baseUrl}/en/history-test/`)
    expect(xml).toContain(`<url><loc>${server.baseUrl}/en/history-test/</loc><lastmod>2026-10-02T08:00:00.000Z</lastmod>`)
  })
})

import { describe, expect, it } from "vitest"
import type { SitemapEntry } from "@shop/core/seo/sitemap"
import { sitemapSchemaErrors } from "../../../../tests/support/sitemapSchema.ts"
import { renderSitemap } from "./sitemapXml.ts"

const origin = "https://shop.example.at"
const entries: ReadonlyArray<SitemapEntry> = Array.from({ length: 7 }, (_, i) => ({
  loc: `${origin}/de/seite-${i}/?a=1&b=<2>`,
  lastmod: i % 2 === 0 ? "2026-10-02T08:00:00.000Z" : null,
  alternates: [
    { hreflang: "de", href: `${origin}/de/seite-${i}/` },
    { hreflang: "en", href: `${origin}/en/page-${i}/` },
    { hreflang: "x-default", href: `${origin}/de/seite-${i}/` },
  ],
}))

describe("renderSitemap", () => {
  it("writes one schema-valid urlset with alternates, escaping the URLs, while the limits hold", async () => {
    const files = await renderSitemap(entries, origin)
    expect(files.parts).toEqual([])
    const xml = files.root.toString("utf8")
    expect(await sitemapSchemaErrors(xml, "urlset")).toEqual([])
    // The library percent-encodes what a URL may not hold and escapes the ampersand for XML.
    expect(xml).toContain("<loc>https://shop.example.at/de/seite-0/?a=1&amp;b=%3C2%3E</loc>")
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.at/de/seite-0/"/>')
  })

  it("splits into an index and parts above the URL limit, each valid", async () => {
    const files = await renderSitemap(entries, origin, { maxUrls: 3, maxBytes: 50 * 1024 * 1024 })
    expect(files.parts).toHaveLength(3)
    const index = files.root.toString("utf8")
    expect(await sitemapSchemaErrors(index, "sitemapindex")).toEqual([])
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([1, 2, 3].map((n) => `${origin}/sitemaps/${n}.xml`))
    for (const part of files.parts) expect(await sitemapSchemaErrors(part.toString("utf8"), "urlset")).toEqual([])
    const locs = files.parts.flatMap((part) => [...part.toString("utf8").matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]))
    expect(locs).toHaveLength(entries.length)
  })

  it("splits further where a part's XML is over the byte limit", async () => {
    const files = await renderSitemap(entries, origin, { maxUrls: 50_000, maxBytes: 1_500 })
    expect(files.parts.length).toBeGreaterThan(1)
    for (const part of files.parts) expect(part.byteLength <= 1_500 || part.toString().split("<url>").length === 2).toBe(true)
    expect(files.parts.reduce((n, part) => n + part.toString().split("<url>").length - 1, 0)).toBe(entries.length)
  })

  it("the schema refuses what the protocol does not allow (the validator is real)", async () => {
    expect(await sitemapSchemaErrors('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>yesterday</lastmod></url></urlset>', "urlset")).not.toEqual([])
    expect(
      await sitemapSchemaErrors(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url><loc>https://shop.example.at/de/</loc><xhtml:link rel="next" hreflang="de" href="https://shop.example.at/de/"/></url></urlset>',
        "urlset",
      ),
    ).not.toEqual([])
  })
})

/**
 * `GET /sitemap.xml` (and `/sitemaps/<n>.xml` when it is split): the shop's pages in both
 * languages: home, the catalogue, every product, the contact and quick-order pages and every
 * published content page (`Content.pages`, less those marked `no_index`), with `xhtml:link` alternates.
 * Last change: a content page's `published_at`; the catalogue and product pages have no date of
 * their own in the catalogue data, so they carry the date of the web build (the demo catalogue is
 * deployed with it). The pages are listed at most every five minutes, the XML written at most
 * that often per origin (at most four kept: originCache.ts); answered with
 * `Cache-Control: public, max-age=3600`.
 */
import { Effect, Result } from "effect"
import { Catalogue, Content, type Language } from "@shop/core"
import { type SitemapPage, contentSitemapPages, isHomeStory, sitemapEntries } from "@shop/core/seo/sitemap"
import { seoFields } from "@shop/core/seo/seoFields"
import { onDropPages } from "../../platform/pageCache.ts"
import { run } from "../../platform/run.ts"
import { makeOriginCache } from "./originCache.ts"
import { webConfig } from "../../platform/runtime.ts"
import { type SitemapFiles, renderSitemap } from "./sitemapXml.ts"

const TTL_MS = 5 * 60_000
const both = (path: string): Record<Language, string> => ({ de: `/de${path}`, en: `/en${path}` })

/** Every page of the sitemap, home first, then the shop's pages, the content pages and the products. */
export const sitemapPages = (catalogueDate: string | null) =>
  Effect.gen(function* () {
    const content = yield* Content
    const [de, en] = yield* Effect.all([content.pages("de"), content.pages("en")], { concurrency: 2 })
    const { items } = yield* (yield* Catalogue).query({ filter: {}, sort: "relevance", language: "de", limit: Number.MAX_SAFE_INTEGER })
    const home = de.find(isHomeStory)
    // The home page is the shop's own route; a home story gives it its date and may hide it.
    const homePage: ReadonlyArray<SitemapPage> =
      home !== undefined && seoFields(home.content).noIndex ? [] : [{ paths: both("/"), lastmod: home?.published_at ?? catalogueDate }]
    const pages: ReadonlyArray<SitemapPage> = [
      ...homePage,
      { paths: both("/product-catalog/"), lastmod: catalogueDate },
      { paths: both("/contact/"), lastmod: null },
      { paths: both("/quick-order/"), lastmod: null },
      ...contentSitemapPages({ de: de.filter((story) => !isHomeStory(story)), en: en.filter((story) => !isHomeStory(story)) }),
      ...items.map((product): SitemapPage => ({ paths: both(`/product-catalog/${product.slug}/`), lastmod: catalogueDate })),
    ]
    return pages
  })

const cache = makeOriginCache<Promise<SitemapFiles>>({ max: 4, ttlMs: TTL_MS })
/** The pages, which no origin changes: listed once for every origin (a new `Host` costs only the XML). */
let listed: { readonly at: number; readonly pages: Promise<ReadonlyArray<SitemapPage> | null> } | undefined
// A content webhook drops the rendered pages, and with them the sitemap.
onDropPages(() => {
  cache.clear()
  listed = undefined
})

const listPages = (now: number): Promise<ReadonlyArray<SitemapPage> | null> => {
  if (listed !== undefined && now - listed.at < TTL_MS) return listed.pages
  const builtAt = import.meta.env.SHOP_BUILT_AT
  const pages: Promise<ReadonlyArray<SitemapPage> | null> = run(sitemapPages(builtAt ? new Date(builtAt).toISOString() : null), "sitemap: pages not listed").then(
    (result) => {
      if (Result.isSuccess(result)) return result.success
      // Not kept: the next request tries again (unless a newer listing has begun).
      if (listed?.pages === pages) listed = undefined
      return null
    },
  )
  listed = { at: now, pages }
  return pages
}

const sitemapFiles = async (origin: string): Promise<SitemapFiles | null> => {
  const now = Date.now()
  const cached = cache.get(origin, now)
  if (cached !== undefined) return cached
  const pages = await listPages(now)
  if (pages === null) return null
  const files = renderSitemap(sitemapEntries(pages, origin, (await webConfig()).defaultLanguage), origin)
  cache.set(origin, files, now)
  files.catch(() => cache.delete(origin))
  return files
}

const xml = (body: Buffer) =>
  new Response(body as BodyInit, { status: 200, headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } })

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } })

const originOf = async (request: Request): Promise<string> => (await webConfig()).siteUrl || new URL(request.url).origin

/** `/sitemap.xml`: the sitemap, or the index of its parts. */
export const sitemapGet = async ({ request }: { readonly request: Request }): Promise<Response> => {
  const files = await sitemapFiles(await originOf(request))
  return files === null ? plain(503, "sitemap unavailable, try again later") : xml(files.root)
}

/** `/sitemaps/<n>.xml`: one part of a split sitemap. */
export const sitemapPartGet = async ({ request, params }: { readonly request: Request; readonly params: { readonly file: string } }): Promise<Response> => {
  const n = /^([1-9]\d{0,5})\.xml$/.exec(params.file)?.[1]
  const files = n === undefined ? null : await sitemapFiles(await originOf(request))
  const part = files?.parts[Number(n) - 1]
  return part === undefined ? plain(404, "no such sitemap") : xml(part)
}


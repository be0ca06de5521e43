/**
 * The sitemap's XML (sitemaps.org 0.9 with `xhtml:link` alternates), written by the `sitemap`
 * library: one file while the entries fit the protocol's limits (50,000 URLs, 50 MB), else a
 * sitemap index at `/sitemap.xml` naming `/sitemaps/1.xml`, `/sitemaps/2.xml`, …
 */
import { Readable } from "node:stream"
import { SitemapIndexStream, SitemapStream, streamToPromise } from "sitemap"
import { SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, type SitemapEntry, chunkEntries } from "@shop/core/seo/sitemap"

export interface SitemapLimits {
  readonly maxUrls: number
  readonly maxBytes: number
}

export const PROTOCOL_LIMITS: SitemapLimits = { maxUrls: SITEMAP_MAX_URLS, maxBytes: SITEMAP_MAX_BYTES }

/** What `/sitemap.xml` and `/sitemaps/<n>.xml` answer. */
export interface SitemapFiles {
  /** `/sitemap.xml`: the only sitemap, or the index of the files. */
  readonly root: Buffer
  /** `/sitemaps/<n>.xml` (1-based); empty when the root is the sitemap itself. */
  readonly parts: ReadonlyArray<Buffer>
}

export const sitemapPartPath = (n: number): string => `/sitemaps/${n}.xml`

const urlset = (entries: ReadonlyArray<SitemapEntry>): Promise<Buffer> => {
  const stream = new SitemapStream({ xmlns: { news: false, xhtml: true, image: false, video: false } })
  return streamToPromise(
    Readable.from(
      entries.map((entry) => ({
        url: entry.loc,
        ...(entry.lastmod === null ? {} : { lastmod: entry.lastmod }),
        links: entry.alternates.map((link) => ({ lang: link.hreflang, hreflang: link.hreflang, url: link.href })),
      })),
    ).pipe(stream),
  )
}

const sitemapIndex = (urls: ReadonlyArray<string>, lastmod: string | null): Promise<Buffer> =>
  streamToPromise(Readable.from(urls.map((url) => ({ url, ...(lastmod === null ? {} : { lastmod }) }))).pipe(new SitemapIndexStream()))

/** Files of at most `maxUrls` entries, halved again where the XML is over `maxBytes`. */
const renderParts = async (entries: ReadonlyArray<SitemapEntry>, limits: SitemapLimits): Promise<Array<Buffer>> => {
  const parts: Array<Buffer> = []
  for (const chunk of chunkEntries(entries, limits.maxUrls)) {
    const xml = await urlset(chunk)
    if (xml.byteLength <= limits.maxBytes || chunk.length <= 1) parts.push(xml)
    else parts.push(...(await renderParts(chunk, { ...limits, maxUrls: Math.ceil(chunk.length / 2) })))
  }
  return parts
}

export const renderSitemap = async (entries: ReadonlyArray<SitemapEntry>, origin: string, limits: SitemapLimits = PROTOCOL_LIMITS): Promise<SitemapFiles> => {
  const parts = await renderParts(entries, limits)
  if (parts.length === 1) return { root: parts[0]!, parts: [] }
  const newest = entries.reduce<string | null>((latest, entry) => (entry.lastmod !== null && (latest === null || entry.lastmod > latest) ? entry.lastmod : latest), null)
  const root = await sitemapIndex(
    parts.map((_, i) => `${origin}${sitemapPartPath(i + 1)}`),
    newest,
  )
  return { root, parts }
}

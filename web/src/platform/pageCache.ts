/**
 * A short-lived in-memory cache of rendered pages. Page HTML depends only on the URL: the cart,
 * notifications and anything per visitor load in the browser after hydration, and the language
 * comes from the path. So a GET of a `/de/…` or `/en/…` page answered 200 without a cookie being
 * set is kept for a minute (per origin, path and query) and sent gzip-compressed when the client
 * accepts it. The catalogue changes only with a restart, content at most a minute late.
 *
 * A page is kept from its second render within that minute on: most URLs nobody has asked for
 * recently (a rare filter combination, a tracking parameter) are asked for once, and storing them
 * would cost the compression and the memory for nothing.
 *
 * Never cached: a request with a login session, cart or compare cookie (its page shows the
 * visitor's header state or compare bar) and an answer marked `private` or `no-store`. Memory is bounded by bytes (lru-cache: the least recently served
 * pages make room), and expired pages are swept.
 * A stored page's Content-Security-Policy names its inline scripts by hash: the nonce of the
 * render that produced it must not be handed to other visitors.
 *
 * The same pages are marked for a CDN in front (`Cache-Control: public, s-maxage=60,
 * stale-while-revalidate=600`) with a strong `ETag` (the body's SHA-256; the gzip form its own
 * tag, as RFC 9110 wants for another representation), answered 304 on a matching
 * `If-None-Match`, so every server process shares the CDN's copy. Each render has its own bytes
 * (the router stamps its data), so a 304 answers the tag of the copy kept here. A page served to
 * a logged-in visitor is `private, no-store`.
 */
import { hash } from "node:crypto"
import { promisify } from "node:util"
import { gzip as gzipCallback } from "node:zlib"
import { LRUCache } from "lru-cache"
import Negotiator from "negotiator"
import { hashPolicy } from "./security.ts"
import { hasPersonalCookie, hasSessionCookie } from "./personalCookies.ts"

/** On libuv's thread pool, off the request thread; level 4 is about 3× cheaper than 6 for 2–3 % more bytes on a page. */
const gzip = promisify(gzipCallback)
const GZIP_LEVEL = 4

/** What a CDN (and the browser) may do with a public page: keep it a minute, serve it stale for ten while it refreshes. */
export const PUBLIC_PAGE_CACHE_CONTROL = "public, s-maxage=60, stale-while-revalidate=600"
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store"

export interface PageCacheOptions {
  readonly ttlMs: number
  /** Bytes of HTML and its gzip kept at most. */
  readonly maxBytes: number
  /** A single page larger than this is not kept. */
  readonly maxEntryBytes: number
  /** URLs remembered as asked for once (about 100 bytes each). */
  readonly maxSeen: number
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = { ttlMs: 60_000, maxBytes: 64 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024, maxSeen: 100_000 }

interface Page {
  readonly status: number
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly body: Uint8Array
  /** The strong validator of the identity body (quoted); the gzip body's is it with `-gz`. */
  readonly etag: string
}

interface Entry extends Page {
  readonly gzip: Uint8Array
  readonly size: number
}

/** A login session (company accounts): `session=` or `__Host-session=` among the cookies. */
export const hasLoginSession = (request: Request): boolean => hasSessionCookie(request.headers.get("cookie"))
const isPersonal = (request: Request): boolean => hasPersonalCookie(request.headers.get("cookie"))

const keyOf = (request: Request): string | null => {
  if (request.method !== "GET") return null
  const url = new URL(request.url)
  if (!/^\/(de|en)\//.test(url.pathname)) return null
  if (/no-cache|no-store/.test(request.headers.get("cache-control") ?? "")) return null
  if (isPersonal(request)) return null
  return `${url.origin}${url.pathname}${url.search}`
}

const shareable = (response: Response): boolean =>
  response.status === 200 &&
  !response.headers.has("set-cookie") &&
  !/\b(?:private|no-store)\b/i.test(response.headers.get("cache-control") ?? "") &&
  (response.headers.get("content-type") ?? "").startsWith("text/html") &&
  !response.headers.has("content-encoding")

/** The body's SHA-256: about 40 µs for a catalogue page, less than a hand-off to Web Crypto's thread pool costs. */
const etagOf = (body: Uint8Array): string => `"${hash("sha256", body, "base64url").slice(0, 27)}"`

const gzipTag = (etag: string) => `${etag.slice(0, -1)}-gz"`

/** `If-None-Match` names this representation (or `*`); weak tags compare weakly, as RFC 9110 says for 304. */
const notModified = (request: Request, etag: string): boolean => {
  const header = request.headers.get("if-none-match")
  if (header === null) return false
  if (header.trim() === "*") return true
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)
}

/** `Accept-Encoding` allows gzip, by its q-values (`gzip;q=0` and `*;q=0` refuse it). */
const acceptsGzip = (request: Request): boolean => {
  const header = request.headers.get("accept-encoding")
  return header !== null && new Negotiator({ headers: { "accept-encoding": header } }).encodings(["gzip"]).length > 0
}

/** The page as answered to this request: public, validated by its ETag (304), compressed when accepted. */
const toResponse = (page: Page, request: Request, state: "HIT" | "MISS", zipped: Uint8Array): Response => {
  const headers = new Headers(page.headers as Array<[string, string]>)
  headers.set("Vary", "Accept-Encoding")
  headers.set("X-Page-Cache", state)
  headers.set("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL)
  const gzip = acceptsGzip(request)
  const etag = gzip ? gzipTag(page.etag) : page.etag
  headers.set("ETag", etag)
  headers.delete("Content-Length")
  if (notModified(request, etag)) {
    headers.delete("Content-Type")
    return new Response(null, { status: 304, headers })
  }
  if (gzip) headers.set("Content-Encoding", "gzip")
  return new Response((gzip ? zipped : page.body) as BodyInit, { status: page.status, headers })
}

/**
 * An answer the cache does not keep: a page for a logged-in visitor is personal; a shareable
 * page too large to keep still tells a CDN it may.
 */
const uncached = (request: Request, response: Response): Response => {
  const isPage = request.method === "GET" && (response.headers.get("content-type") ?? "").startsWith("text/html")
  if (!isPage || response.headers.has("cache-control")) return response
  if (isPersonal(request)) response.headers.set("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL)
  return response
}

export const makePageCache = (options: PageCacheOptions = PAGE_CACHE_DEFAULTS) => {
  /**
   * The time the stores see: the `now` of the current call, plus one, since lru-cache reads a
   * start time of 0 as "no expiry" (a test's clock starts there). Read afresh on every check
   * (`ttlResolution: 0`), never from a cached reading.
   */
  let clock = 1
  const perf = { now: () => clock }
  const tick = (now: number) => void (clock = now + 1)
  /** Kept pages, least recently served first out, bounded by their bytes (HTML, gzip and key). */
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxEntryBytes,
    sizeCalculation: (entry) => entry.size,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf,
  })
  /** The URLs asked for once within the minute, the oldest forgotten first. */
  const seen = new LRUCache<string, true>({ max: options.maxSeen, ttl: options.ttlMs, ttlResolution: 0, perf })
  let lastSweep = 0

  /** Whether the page was rendered once already within the minute; remembers it otherwise. */
  const askedBefore = (key: string): boolean => {
    const before = seen.get(key) !== undefined
    seen.delete(key)
    if (!before) seen.set(key, true)
    return before
  }

  /** Removes every expired page (at most once a second, from any request, not only the page's own). */
  const sweep = (now: number) => {
    tick(now)
    if (now - lastSweep < 1_000) return
    lastSweep = now
    entries.purgeStale()
    seen.purgeStale()
  }

  /** A cached answer for this request, or null. */
  const cachedPage = (request: Request, now: number): Response | null => {
    sweep(now)
    const key = keyOf(request)
    // An expired page is dropped on the way; a served one becomes the most recent.
    const entry = key === null ? undefined : entries.get(key)
    return entry === undefined ? null : toResponse(entry, request, "HIT", entry.gzip)
  }

  /** Keeps a rendered page when it may be shared and was asked for before, and answers it (compressed when accepted). */
  const storePage = async (request: Request, response: Response, now: number): Promise<Response> => {
    sweep(now)
    const key = keyOf(request)
    if (key === null || !shareable(response)) return uncached(request, response)
    const declared = Number(response.headers.get("content-length") ?? 0)
    if (declared > options.maxEntryBytes) return response
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = new Headers(response.headers)
    // The server entry names an anonymous page's scripts by hash already; a page by nonce must not be shared.
    if (/'nonce-/.test(headers.get("content-security-policy") ?? "")) headers.set("Content-Security-Policy", hashPolicy(new TextDecoder().decode(body)))
    const page: Page = { status: response.status, headers: [...headers.entries()], body, etag: etagOf(body) }
    const compress = async () => new Uint8Array(await gzip(body, { level: GZIP_LEVEL }))
    // Asked for once: answered, not kept (compressed only for a client that takes it).
    tick(now)
    if (!askedBefore(key)) return toResponse(page, request, "MISS", acceptsGzip(request) ? await compress() : new Uint8Array())
    const zipped = await compress()
    const entry: Entry = { ...page, gzip: zipped, size: body.byteLength + zipped.byteLength + key.length }
    if (entry.size > options.maxEntryBytes) return toResponse(entry, request, "MISS", zipped)
    // Kept from `now` (the compression awaited in between); the least recently served pages make room.
    tick(now)
    entries.set(key, entry)
    return toResponse(entry, request, "MISS", zipped)
  }

  const clear = () => entries.clear()

  return { cachedPage, storePage, clear, stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }) }
}

const shared = makePageCache()
export const cachedPage = shared.cachedPage
export const storePage = shared.storePage
const dropListeners = new Set<() => void>()
/** Also forget this when the pages are dropped (what else is built from the content: the sitemap). */
export const onDropPages = (listener: () => void): void => void dropListeners.add(listener)
/** Forgets every kept page (a content webhook: the content changed). */
export const dropPages = (): void => {
  shared.clear()
  for (const listener of dropListeners) listener()
}

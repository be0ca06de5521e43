/**
 * A short-lived in-memory cache of rendered pages. Page HTML depends only on the URL: the cart,
 * notifications and anything per visitor load in the browser after hydration, and the language
 * comes from the path. So a GET of a `/de/…` or `/en/…` page answered 200 without a cookie being
 * set is kept for a minute (per origin, path and query) and sent gzip-compressed when the client
 * accepts it. The catalogue changes only with a restart, content at most a minute late.
 *
 * Never cached: a request with a login session cookie (its page may be personal) and an answer
 * marked `private` or `no-store`. Memory is bounded by bytes, and expired pages are swept.
 * A stored page's Content-Security-Policy names its inline scripts by hash: the nonce of the
 * render that produced it must not be handed to other visitors.
 */
import { gzipSync } from "node:zlib"
import { hashPolicy } from "./security.ts"

export interface PageCacheOptions {
  readonly ttlMs: number
  /** Bytes of HTML and its gzip kept at most. */
  readonly maxBytes: number
  /** A single page larger than this is not kept. */
  readonly maxEntryBytes: number
}

export const PAGE_CACHE_DEFAULTS: PageCacheOptions = { ttlMs: 60_000, maxBytes: 64 * 1024 * 1024, maxEntryBytes: 2 * 1024 * 1024 }

interface Entry {
  readonly at: number
  readonly status: number
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly body: Uint8Array
  readonly gzip: Uint8Array
  readonly size: number
}

/** A login session (company accounts): `session=` or `__Host-session=` among the cookies. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?session=/

const keyOf = (request: Request): string | null => {
  if (request.method !== "GET") return null
  const url = new URL(request.url)
  if (!/^\/(de|en)\//.test(url.pathname)) return null
  if (/no-cache|no-store/.test(request.headers.get("cache-control") ?? "")) return null
  if (SESSION_COOKIE.test(request.headers.get("cookie") ?? "")) return null
  return `${url.origin}${url.pathname}${url.search}`
}

const shareable = (response: Response): boolean =>
  response.status === 200 &&
  !response.headers.has("set-cookie") &&
  !/\b(?:private|no-store)\b/i.test(response.headers.get("cache-control") ?? "") &&
  (response.headers.get("content-type") ?? "").startsWith("text/html") &&
  !response.headers.has("content-encoding")

const toResponse = (entry: Entry, request: Request, state: "HIT" | "MISS"): Response => {
  const headers = new Headers(entry.headers as Array<[string, string]>)
  headers.set("Vary", "Accept-Encoding")
  headers.set("X-Page-Cache", state)
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")
  if (gzip) headers.set("Content-Encoding", "gzip")
  headers.delete("Content-Length")
  return new Response((gzip ? entry.gzip : entry.body) as BodyInit, { status: entry.status, headers })
}

export const makePageCache = (options: PageCacheOptions = PAGE_CACHE_DEFAULTS) => {
  const entries = new Map<string, Entry>()
  let bytes = 0
  let lastSweep = 0

  const drop = (key: string) => {
    const entry = entries.get(key)
    if (entry === undefined) return
    entries.delete(key)
    bytes -= entry.size
  }

  /** Removes every expired page (at most once a second, from any request, not only the page's own). */
  const sweep = (now: number) => {
    if (now - lastSweep < 1_000) return
    lastSweep = now
    for (const [key, entry] of entries) if (now - entry.at > options.ttlMs) drop(key)
  }

  /** A cached answer for this request, or null. */
  const cachedPage = (request: Request, now: number): Response | null => {
    sweep(now)
    const key = keyOf(request)
    const entry = key === null ? undefined : entries.get(key)
    if (key === null || entry === undefined) return null
    if (now - entry.at > options.ttlMs) {
      drop(key)
      return null
    }
    // Refresh its place: the Map's order is the eviction order.
    entries.delete(key)
    entries.set(key, entry)
    return toResponse(entry, request, "HIT")
  }

  /** Keeps a rendered page when it may be shared, and answers it (compressed when accepted). */
  const storePage = async (request: Request, response: Response, now: number): Promise<Response> => {
    sweep(now)
    const key = keyOf(request)
    if (key === null || !shareable(response)) return response
    const declared = Number(response.headers.get("content-length") ?? 0)
    if (declared > options.maxEntryBytes) return response
    const body = new Uint8Array(await response.arrayBuffer())
    const headers = new Headers(response.headers)
    headers.set("Content-Security-Policy", hashPolicy(new TextDecoder().decode(body)))
    const gzip = gzipSync(body, { level: 6 })
    const entry: Entry = { at: now, status: response.status, headers: [...headers.entries()], body, gzip, size: body.byteLength + gzip.byteLength + key.length }
    if (entry.size > options.maxEntryBytes) return toResponse(entry, request, "MISS")
    drop(key)
    entries.set(key, entry)
    bytes += entry.size
    while (bytes > options.maxBytes) drop(entries.keys().next().value!)
    return toResponse(entry, request, "MISS")
  }

  const clear = () => {
    entries.clear()
    bytes = 0
  }

  return { cachedPage, storePage, clear, stats: () => ({ entries: entries.size, bytes }) }
}

const shared = makePageCache()
export const cachedPage = shared.cachedPage
export const storePage = shared.storePage
/** Forgets every kept page (a content webhook: the content changed). */
export const dropPages = shared.clear

/**
 * A short-lived in-memory cache of rendered pages. Page HTML depends only on the URL: the cart,
 * notifications and anything per visitor load in the browser after hydration, and the language
 * comes from the path. So a GET of a `/de/…` or `/en/…` page answered 200 without a cookie being
 * set is kept for a minute (per origin, path and query) and sent gzip-compressed when the client
 * accepts it. The catalogue changes only with a restart, content at most a minute late.
 */
import { gzipSync } from "node:zlib"

const TTL_MS = 60_000
const MAX_ENTRIES = 500

interface Entry {
  readonly at: number
  readonly status: number
  readonly headers: ReadonlyArray<readonly [string, string]>
  readonly body: Uint8Array
  readonly gzip: Uint8Array
}

const entries = new Map<string, Entry>()

/** A logged-in visitor's request: never answered from the cache, never stored (its pages are personal). */
const hasSession = (request: Request): boolean => /(?:^|;\s*)(?:__Host-)?session=[^;]/.test(request.headers.get("cookie") ?? "")

const keyOf = (request: Request): string | null => {
  if (request.method !== "GET") return null
  const url = new URL(request.url)
  if (!/^\/(de|en)\//.test(url.pathname)) return null
  if (/no-cache|no-store/.test(request.headers.get("cache-control") ?? "")) return null
  if (hasSession(request)) return null
  return `${url.origin}${url.pathname}${url.search}`
}

const toResponse = (entry: Entry, request: Request, state: "HIT" | "MISS"): Response => {
  const headers = new Headers(entry.headers as Array<[string, string]>)
  headers.set("Vary", "Accept-Encoding")
  headers.set("X-Page-Cache", state)
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "")
  if (gzip) headers.set("Content-Encoding", "gzip")
  headers.delete("Content-Length")
  return new Response((gzip ? entry.gzip : entry.body) as BodyInit, { status: entry.status, headers })
}

/** A cached answer for this request, or null. */
export const cachedPage = (request: Request, now: number): Response | null => {
  const key = keyOf(request)
  const entry = key === null ? undefined : entries.get(key)
  if (key === null || entry === undefined) return null
  if (now - entry.at > TTL_MS) {
    entries.delete(key)
    return null
  }
  // Refresh its place: the Map's order is the eviction order.
  entries.delete(key)
  entries.set(key, entry)
  return toResponse(entry, request, "HIT")
}

/** Keeps a rendered page when it may be shared, and answers it (compressed when accepted). */
export const storePage = async (request: Request, response: Response, now: number): Promise<Response> => {
  const key = keyOf(request)
  const shareable =
    key !== null &&
    response.status === 200 &&
    !response.headers.has("set-cookie") &&
    !/private|no-store/.test(response.headers.get("cache-control") ?? "") &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    !response.headers.has("content-encoding")
  if (!shareable) return response
  const body = new Uint8Array(await response.arrayBuffer())
  const entry: Entry = { at: now, status: response.status, headers: [...response.headers.entries()], body, gzip: gzipSync(body, { level: 6 }) }
  entries.set(key, entry)
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!)
  return toResponse(entry, request, "MISS")
}

/** Forgets every kept page (a content webhook: the content changed). */
export const dropPages = (): void => entries.clear()

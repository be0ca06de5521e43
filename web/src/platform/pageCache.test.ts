/** The page cache: bounded by bytes, swept, never personal (session cookie, private answers), hashes not nonces. */
import { createHash } from "node:crypto"
import { gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { dropPages, makePageCache, onDropPages } from "./pageCache.ts"

const html = (text: string, headers: Record<string, string> = {}) =>
  new Response(`<!doctype html><p>${text}</p><script nonce="n0nce">window.x=1</script>`, {
    headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "script-src 'self' 'nonce-n0nce'", ...headers },
  })
const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers })

/** A page is kept from its second render within the minute: render it twice. */
const storeKept = async (cache: ReturnType<typeof makePageCache>, request: () => Request, response: () => Response, now: number) => {
  await cache.storePage(request(), response(), now)
  return cache.storePage(request(), response(), now)
}

describe("page cache", () => {
  it("answers a page asked for once without keeping it, and keeps it from the second render within the minute", async () => {
    const cache = makePageCache({ ttlMs: 1_000, maxBytes: 1_000_000, maxEntryBytes: 100_000, maxSeen: 1_000 })
    const first = await cache.storePage(get("/de/a/"), html("a"), 0)
    expect(first.headers.get("x-page-cache")).toBe("MISS")
    expect(first.headers.get("etag")).toMatch(/^"[\w-]{20,}"$/)
    expect(await first.text()).toContain("<p>a</p>")
    expect(cache.stats().entries).toBe(0)
    expect(cache.cachedPage(get("/de/a/"), 10)).toBeNull()
    // Asked for again after the minute: once again.
    await cache.storePage(get("/de/a/"), html("a"), 1_500)
    expect(cache.stats().entries).toBe(0)
    await cache.storePage(get("/de/a/"), html("a"), 1_600)
    expect(cache.cachedPage(get("/de/a/"), 1_700)?.headers.get("x-page-cache")).toBe("HIT")
  })

  it("compresses a page asked for once only for a client that takes gzip", async () => {
    const cache = makePageCache()
    const plain = await cache.storePage(get("/de/a/"), html("a"), 0)
    expect(plain.headers.get("content-encoding")).toBeNull()
    const zipped = await cache.storePage(get("/de/b/", { "accept-encoding": "gzip, br" }), html("b"), 0)
    expect(zipped.headers.get("content-encoding")).toBe("gzip")
    expect(gunzipSync(new Uint8Array(await zipped.arrayBuffer())).toString()).toContain("<p>b</p>")
    // A client that refuses gzip by its q-value gets the plain page, from the cache too.
    for (const refusal of ["gzip;q=0", "br, gzip;q=0", "*;q=0"]) {
      const refused = await cache.storePage(get("/de/c/", { "accept-encoding": refusal }), html("c"), 0)
      expect(refused.headers.get("content-encoding"), refusal).toBeNull()
    }
    await cache.storePage(get("/de/c/"), html("c"), 0)
    expect(cache.cachedPage(get("/de/c/", { "accept-encoding": "gzip;q=0" }), 1)?.headers.get("content-encoding")).toBeNull()
    expect(cache.cachedPage(get("/de/c/", { "accept-encoding": "deflate, gzip;q=0.5" }), 1)?.headers.get("content-encoding")).toBe("gzip")
  })

  it("remembers a bounded number of URLs asked for once", async () => {
    const cache = makePageCache({ ttlMs: 60_000, maxBytes: 1_000_000, maxEntryBytes: 100_000, maxSeen: 3 })
    for (const path of ["/de/1/", "/de/2/", "/de/3/", "/de/4/"]) await cache.storePage(get(path), html(path), 0)
    // The oldest was forgotten, so its second render counts as a first one; the newest is kept.
    await cache.storePage(get("/de/1/"), html("1"), 1)
    await cache.storePage(get("/de/4/"), html("4"), 1)
    expect(cache.cachedPage(get("/de/1/"), 2)).toBeNull()
    expect(cache.cachedPage(get("/de/4/"), 2)).not.toBeNull()
  })

  it("serves a stored page until it expires", async () => {
    const cache = makePageCache({ ttlMs: 1_000, maxBytes: 1_000_000, maxEntryBytes: 100_000, maxSeen: 1_000 })
    await storeKept(cache, () => get("/de/a/"), () => html("a"), 0)
    expect(cache.cachedPage(get("/de/a/"), 500)?.headers.get("x-page-cache")).toBe("HIT")
    expect(cache.cachedPage(get("/de/a/"), 1_500)).toBeNull()
  })

  it("sweeps expired pages that nobody asks for again", async () => {
    const cache = makePageCache({ ttlMs: 1_000, maxBytes: 1_000_000, maxEntryBytes: 100_000, maxSeen: 1_000 })
    for (let i = 0; i < 50; i++) await storeKept(cache, () => get(`/de/p${i}/`), () => html(`p${i}`), 0)
    expect(cache.stats().entries).toBe(50)
    // Another page's request, long after: every expired page is freed.
    cache.cachedPage(get("/de/other/"), 5_000)
    expect(cache.stats()).toEqual({ entries: 0, bytes: 0 })
  })

  it("is bounded by bytes, not by entries", async () => {
    const cache = makePageCache({ ttlMs: 60_000, maxBytes: 20_000, maxEntryBytes: 20_000, maxSeen: 1_000 })
    const big = "x".repeat(4_000) + Math.random()
    for (let i = 0; i < 100; i++) await storeKept(cache, () => get(`/de/big${i}/`), () => html(`${big}${i}`), 0)
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000)
    expect(cache.stats().entries).toBeGreaterThan(0)
    // The newest pages are the ones kept.
    expect(cache.cachedPage(get("/de/big99/"), 1)).not.toBeNull()
    expect(cache.cachedPage(get("/de/big0/"), 1)).toBeNull()
  })

  it("makes room by dropping the page served least recently, not the one stored first", async () => {
    const probe = makePageCache()
    await storeKept(probe, () => get("/de/a/"), () => html("a"), 0)
    const size = probe.stats().bytes
    const cache = makePageCache({ ttlMs: 60_000, maxBytes: Math.floor(size * 3.5), maxEntryBytes: size * 2, maxSeen: 1_000 })
    for (const page of ["a", "b", "c"]) await storeKept(cache, () => get(`/de/${page}/`), () => html(page), 0)
    expect(cache.stats().entries).toBe(3)
    expect(cache.cachedPage(get("/de/a/"), 1)).not.toBeNull()
    await storeKept(cache, () => get("/de/d/"), () => html("d"), 2)
    expect(cache.cachedPage(get("/de/b/"), 3)).toBeNull()
    for (const page of ["a", "c", "d"]) expect(cache.cachedPage(get(`/de/${page}/`), 3)).not.toBeNull()
  })

  it.each(["session=abc", "__Host-session=abc", "lang=de; session=abc", "compare=ws-0612-40", "lang=de; compare=a%2Cb", "cart=v1%7C0%7C%7Ca!WS-0612-40!1!"])("never stores nor serves a page for a request with %s", async (cookie) => {
    const cache = makePageCache()
    const stored = await storeKept(cache, () => get("/de/a/", { cookie }), () => html("personal"), 0)
    expect(stored.headers.get("x-page-cache")).toBeNull()
    expect(cache.stats().entries).toBe(0)
    await storeKept(cache, () => get("/de/a/"), () => html("public"), 0)
    expect(cache.cachedPage(get("/de/a/", { cookie }), 1)).toBeNull()
    expect(cache.cachedPage(get("/de/a/", { cookie: "lang=de" }), 1)).not.toBeNull()
    // An emptied compare list or cart (the cookie being removed) is none.
    expect(cache.cachedPage(get("/de/a/", { cookie: "compare=" }), 1)).not.toBeNull()
    expect(cache.cachedPage(get("/de/a/", { cookie: "cart=" }), 1)).not.toBeNull()
  })

  it.each(["private", "no-store", "private, max-age=0", "no-cache, no-store"])("never stores an answer with Cache-Control: %s", async (cacheControl) => {
    const cache = makePageCache()
    await storeKept(cache, () => get("/de/a/"), () => html("mine", { "cache-control": cacheControl }), 0)
    expect(cache.stats().entries).toBe(0)
    expect(cache.cachedPage(get("/de/a/"), 1)).toBeNull()
  })

  it("hands out its inline scripts' hashes instead of the first render's nonce", async () => {
    const cache = makePageCache()
    await storeKept(cache, () => get("/de/a/"), () => html("a"), 0)
    const policy = cache.cachedPage(get("/de/a/"), 1)?.headers.get("content-security-policy") ?? ""
    expect(policy).not.toContain("nonce")
    expect(policy).toContain(`'sha256-${createHash("sha256").update("window.x=1").digest("base64")}'`)
  })

  it("marks a shareable page public for a CDN, with a strong ETag per encoding, and answers 304 on If-None-Match", async () => {
    const cache = makePageCache()
    const miss = await storeKept(cache, () => get("/de/a/"), () => html("a"), 0)
    expect(miss.headers.get("cache-control")).toBe("public, s-maxage=60, stale-while-revalidate=600")
    const etag = miss.headers.get("etag") ?? ""
    expect(etag).toMatch(/^"[\w-]{20,}"$/)
    const zipped = cache.cachedPage(get("/de/a/", { "accept-encoding": "gzip" }), 1)!
    expect(zipped.headers.get("content-encoding")).toBe("gzip")
    expect(zipped.headers.get("etag")).not.toBe(etag)
    expect(zipped.headers.get("etag")?.startsWith('"')).toBe(true)
    const again = cache.cachedPage(get("/de/a/", { "if-none-match": etag }), 2)!
    expect(again.status).toBe(304)
    expect(await again.text()).toBe("")
    expect(again.headers.get("etag")).toBe(etag)
    expect(cache.cachedPage(get("/de/a/", { "if-none-match": `"other", W/${etag}` }), 3)?.status).toBe(304)
    expect(cache.cachedPage(get("/de/a/", { "if-none-match": '"other"' }), 4)?.status).toBe(200)
    // The identity tag does not validate the gzip body.
    expect(cache.cachedPage(get("/de/a/", { "if-none-match": etag, "accept-encoding": "gzip" }), 5)?.status).toBe(200)
  })

  it("a different body gets a different ETag", async () => {
    const cache = makePageCache()
    const a = await cache.storePage(get("/de/a/"), html("a"), 0)
    const b = await cache.storePage(get("/de/b/"), html("b"), 0)
    expect(a.headers.get("etag")).not.toBe(b.headers.get("etag"))
  })

  it("marks a page served to a logged-in visitor private, no-store, and leaves a page's own Cache-Control alone", async () => {
    const cache = makePageCache()
    const personal = await cache.storePage(get("/de/a/", { cookie: "session=abc" }), html("mine"), 0)
    expect(personal.headers.get("cache-control")).toBe("private, no-store")
    expect(personal.headers.get("etag")).toBeNull()
    const comparing = await cache.storePage(get("/de/a/", { cookie: "compare=ws-0612-40" }), html("mine"), 0)
    expect(comparing.headers.get("cache-control")).toBe("private, no-store")
    const withCart = await cache.storePage(get("/de/a/", { cookie: "cart=v1%7C0%7C%7Ca!WS-0612-40!1!" }), html("mine"), 0)
    expect(withCart.headers.get("cache-control")).toBe("private, no-store")
    const own = await cache.storePage(get("/de/a/", { cookie: "session=abc" }), html("mine", { "cache-control": "no-cache" }), 0)
    expect(own.headers.get("cache-control")).toBe("no-cache")
  })
})

describe("dropping the pages", () => {
  it("tells what is built from the content (the sitemap) to forget it too", () => {
    let dropped = 0
    onDropPages(() => dropped++)
    dropPages()
    dropPages()
    expect(dropped).toBe(2)
  })
})

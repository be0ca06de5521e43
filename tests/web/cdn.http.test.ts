/**
 * Ready for a CDN (issue 11) over HTTP against the production server: public pages say how long a
 * shared cache may keep them and carry a strong ETag answered 304 on `If-None-Match`, from a fresh
 * render and from the page cache alike; a page for a logged-in visitor is `private, no-store`.
 */
import { describe, expect, it } from "vitest"
import { request } from "node:http"
import { baseUrl, getPage } from "./env.ts"

/**
 * A conditional GET as a CDN or the browser's cache sends it. Not with fetch: the fetch standard
 * adds `Cache-Control: no-cache` to a request that carries `If-None-Match`, which asks the server
 * for a fresh render and so bypasses the page cache.
 */
const conditional = (path: string, etag: string, encoding = "identity"): Promise<{ status: number; headers: Record<string, string | Array<string> | undefined>; body: string }> =>
  new Promise((resolve, reject) => {
    const outgoing = request(new URL(path, baseUrl()), { headers: { accept: "text/html", "if-none-match": etag, "accept-encoding": encoding } }, (incoming) => {
      let body = ""
      incoming.setEncoding("latin1")
      incoming.on("data", (chunk: string) => (body += chunk))
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }))
    })
    outgoing.on("error", reject)
    outgoing.end()
  })

const PUBLIC = "public, s-maxage=60, stale-while-revalidate=600"
let unique = 0
const fresh = (path: string) => `${path}${path.includes("?") ? "&" : "?"}cdn-test=${Date.now()}-${++unique}`

describe("public pages for a CDN", () => {
  it.each(["/de/", "/en/product-catalog/?material=steel", "/de/contact/"])("%s: Cache-Control for a shared cache and a strong ETag, 304 on If-None-Match", async (path) => {
    const url = fresh(path)
    const first = await getPage(url, { "accept-encoding": "identity" })
    expect(first.status).toBe(200)
    expect(first.headers.get("x-page-cache")).toBe("MISS")
    expect(first.headers.get("cache-control")).toBe(PUBLIC)
    expect(first.headers.get("etag")).toMatch(/^"[A-Za-z0-9_-]{16,}"$/)
    await first.body?.cancel()
    // Kept from its second render on (platform/pageCache.ts); each render has its own bytes and tag.
    const second = await getPage(url, { "accept-encoding": "identity" })
    expect(second.headers.get("x-page-cache")).toBe("MISS")
    const etag = second.headers.get("etag") ?? ""
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/)
    const body = await second.text()

    const again = await getPage(url, { "accept-encoding": "identity" })
    expect(again.headers.get("x-page-cache")).toBe("HIT")
    expect(again.headers.get("etag")).toBe(etag)
    expect(again.headers.get("cache-control")).toBe(PUBLIC)
    expect(await again.text()).toBe(body)

    const unchanged = await conditional(url, etag)
    expect(unchanged.status).toBe(304)
    expect(unchanged.headers["etag"]).toBe(etag)
    expect(unchanged.headers["cache-control"]).toBe(PUBLIC)
    expect(unchanged.body).toBe("")

    expect((await conditional(url, '"something-else"')).status).toBe(200)
  })

  it("gives the gzip body its own tag and validates it", async () => {
    const url = fresh("/de/product-catalog/")
    await (await getPage(url, { "accept-encoding": "identity" })).body?.cancel()
    const plain = await getPage(url, { "accept-encoding": "identity" })
    expect(plain.headers.get("content-encoding")).toBeNull()
    await plain.body?.cancel()
    const zipped = await fetch(new URL(url, plain.url), { headers: { accept: "text/html", "accept-encoding": "gzip" } })
    expect(zipped.headers.get("content-encoding")).toBe("gzip")
    expect(zipped.headers.get("vary")).toMatch(/accept-encoding/i)
    const tag = zipped.headers.get("etag") ?? ""
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{16,}"$/)
    expect(tag).not.toBe(plain.headers.get("etag"))
    await zipped.body?.cancel()
    expect((await conditional(url, tag, "gzip")).status).toBe(304)
    // The identity body's tag does not validate the gzip body.
    expect((await conditional(url, plain.headers.get("etag") ?? "", "gzip")).status).toBe(200)
  })

  it("a page for a visitor with a session cookie is private, no-store and has no ETag", async () => {
    const response = await getPage(fresh("/de/product-catalog/"), { cookie: "session=not-a-real-session" })
    expect(response.status).toBe(200)
    expect(response.headers.get("cache-control")).toBe("private, no-store")
    expect(response.headers.get("etag")).toBeNull()
    expect(response.headers.get("x-page-cache")).toBeNull()
  })
})

/**
 * Previews (Storyblok's visual editor): a page request with a valid signed preview query reads
 * the drafts of its story and of the settings story, is answered `private, no-store` (never kept
 * by the page cache or a CDN) and may be framed by the region's visual editor only; without it, or
 * with a forged one, the published stories, framed by nobody. The server reads Storyblok from a local CDN
 * answering the delivery API (tests/contracts/support/storyblokCdn.ts).
 */
import { createHash } from "node:crypto"
import { Deferred, Effect, Fiber } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Cdn, startCdn } from "../contracts/support/storyblokCdn.ts"
import { type TestServer, startServer } from "./server.ts"

const TOKEN = "public-token-preview-test"
const PREVIEW_TOKEN = "preview-token-preview-test"
const SPACE = "287123"

const imprint = {
  id: 41,
  uuid: "00000000-0000-4000-8000-000000000041",
  name: "Impressum",
  slug: "imprint",
  full_slug: "imprint",
  translated_slugs: [{ lang: "en", path: "imprint" }],
  content: { default: { _uid: "c", component: "page", title: "Impressum", body: [] } },
  draft: { default: { _uid: "c", component: "page", title: "Impressum (Entwurf)", body: [] } },
}
// A layout this shop does not know yet (an editor's new content type).
const landing = {
  id: 42,
  uuid: "00000000-0000-4000-8000-000000000042",
  name: "Messe",
  slug: "messe",
  full_slug: "messe",
  translated_slugs: [{ lang: "en", path: "fair" }],
  content: { default: { _uid: "l", component: "landing-page", title: "Messe" } },
  draft: { default: { _uid: "l", component: "landing-page", title: "Messe (Entwurf)" } },
}
const settings = {
  id: 1,
  uuid: "00000000-0000-4000-8000-000000000001",
  name: "Settings",
  slug: "_settings",
  full_slug: "_settings",
  content: { default: { _uid: "s", component: "settings", copyright: "© {year} Gehäusebau" } },
  draft: { default: { _uid: "s", component: "settings", copyright: "© {year} Gehäusebau (Fußzeile im Entwurf)" } },
}

let server: TestServer
let cdnFiber: Fiber.Fiber<unknown, unknown>
beforeAll(async () => {
  const ready = Effect.runSync(Deferred.make<Cdn>())
  cdnFiber = Effect.runFork(
    Effect.scoped(
      Effect.gen(function* () {
        yield* Deferred.succeed(ready, yield* startCdn({ token: TOKEN, previewToken: PREVIEW_TOKEN, stories: [settings, imprint, landing] }))
        return yield* Effect.never
      }),
    ),
  )
  const cdn = await Effect.runPromise(Deferred.await(ready))
  server = await startServer({ STORYBLOK_TOKEN: TOKEN, STORYBLOK_PREVIEW_TOKEN: PREVIEW_TOKEN, STORYBLOK_ENDPOINT: `${cdn.url}/v2` })
}, 60_000)
afterAll(async () => {
  await server?.stop()
  if (cdnFiber) await Effect.runPromise(Fiber.interrupt(cdnFiber))
})

const previewQuery = (token?: string) => {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const signed = createHash("sha1").update(`${SPACE}:${PREVIEW_TOKEN}:${timestamp}`).digest("hex")
  return new URLSearchParams({ _storyblok: "41", "_storyblok_tk[space_id]": SPACE, "_storyblok_tk[timestamp]": timestamp, "_storyblok_tk[token]": token ?? signed }).toString()
}

const page = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual", headers: { accept: "text/html" } })

describe("content previews", () => {
  it("a valid preview query reads the draft, answered private, no-store; twice, never from the page cache", async () => {
    for (let i = 0; i < 2; i++) {
      const response = await page(`/de/imprint/?${previewQuery()}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("cache-control")).toBe("private, no-store")
      expect(response.headers.get("x-page-cache")).not.toBe("HIT")
      const html = await response.text()
      expect(html).toContain("Impressum (Entwurf)")
      expect(html).toContain("Gehäusebau (Fußzeile im Entwurf)")
      expect(response.headers.get("content-security-policy")).toMatch(/(?:^|; )frame-ancestors https:\/\/app\.storyblok\.com(?:;|$)/)
      expect(response.headers.get("content-security-policy")).not.toContain("frame-ancestors 'none'")
      expect(response.headers.get("x-frame-options")).toBeNull()
    }
    // Only the page: an answer that is no page keeps refusing every frame, preview query or not.
    const json = await fetch(`${server.baseUrl}/api/health?${previewQuery()}`)
    expect(json.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
    expect(json.headers.get("x-frame-options")).toBe("DENY")
  })

  it("a layout the shop does not know: the preview shows the editor a note (spec §8 fallback), the published page is the 404", async () => {
    const preview = await page(`/de/messe/?${previewQuery()}`)
    expect(preview.status).toBe(200)
    expect(await preview.text()).toContain("Unbekannte Komponente „landing-page“")
    expect((await page("/de/messe/")).status).toBe(404)
  })

  it("without a preview query, or with a forged one, the published story", async () => {
    for (const query of ["", `?${previewQuery("0".repeat(40))}`]) {
      const response = await page(`/de/imprint/${query}`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain("Impressum")
      expect(html).not.toContain("Entwurf")
      expect(html).toContain("Gehäusebau")
      expect(response.headers.get("cache-control") ?? "").not.toContain("no-store")
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
      expect(response.headers.get("x-frame-options")).toBe("DENY")
    }
  })
})

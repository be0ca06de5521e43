/**
 * Behind a TLS-terminating proxy (`TRUST_PROXY`): cookies get `Secure` from `X-Forwarded-Proto`,
 * and only then; a forged Host never reaches a redirect, and `SITE_URL` names the canonical origin.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type TestServer, startServer } from "./server.ts"

let proxied: TestServer
beforeAll(async () => {
  proxied = await startServer({ TRUST_PROXY: "true", SITE_URL: "https://shop.example.at" })
}, 60_000)
afterAll(() => proxied?.stop())

const requesterCookie = async (base: string, headers: Record<string, string>) => {
  const response = await fetch(`${base}/api/pdf/download-generated-article-datasheets?reqTime=1`, { headers })
  return response.headers.get("set-cookie") ?? ""
}

describe("behind a proxy (item 11)", () => {
  it("marks the requester cookie Secure when the proxy says https", async () => {
    expect(await requesterCookie(proxied.baseUrl, { "x-forwarded-proto": "https" })).toMatch(/^requester=[0-9a-f]{32};.*; Secure/)
    expect(await requesterCookie(proxied.baseUrl, { "x-forwarded-proto": "http" })).not.toContain("Secure")
  })

  it("uses SITE_URL, not the Host header, for canonical links; redirects stay on the site", async () => {
    const page = await fetch(`${proxied.baseUrl}/de/`, { headers: { host: "evil.example", "cache-control": "no-cache" } })
    const html = await page.text()
    expect(html).toContain('rel="canonical" href="https://shop.example.at/de/"')
    expect(html).not.toContain("evil.example")
    for (const path of ["/de", "/", "/de/product-catalog", "/api/contact", "/de/impressum.html"]) {
      const response = await fetch(`${proxied.baseUrl}${path}`, { method: "GET", redirect: "manual", headers: { host: "evil.example" } })
      expect(response.headers.get("location") ?? "").not.toContain("evil.example")
    }
  })
})

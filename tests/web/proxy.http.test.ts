/**
 * Behind a TLS-terminating proxy (`TRUST_PROXY`): cookies get `Secure` from `X-Forwarded-Proto`,
 * and only then; a forged Host never reaches a redirect, and `SITE_URL` names the canonical origin.
 * Rate limits count the client the proxy names, an IPv6 one by its /64; the language cookie's shared
 * domain reaches the browser's language switch.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type TestServer, startServer } from "./server.ts"

let proxied: TestServer
beforeAll(async () => {
  proxied = await startServer({ TRUST_PROXY: "true", SITE_URL: "https://shop.example.at", LANG_COOKIE_DOMAIN: "example.at" })
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

  it("counts login attempts from one IPv6 /64 together: the 21st within 15 minutes is refused, whatever address it picks", async () => {
    const login = (address: string) =>
      fetch(`${proxied.baseUrl}/api/account/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json", origin: proxied.baseUrl, "x-forwarded-for": address },
        body: new URLSearchParams({ lang: "de", email: `nobody.${address.replace(/:/g, "-")}@example.at`, password: "Falsch-2026-xyz" }).toString(),
      })
    for (let i = 1; i <= 20; i++) expect((await login(`2001:db8:77:1::${i.toString(16)}`)).status, String(i)).toBe(400)
    const refused = await login("2001:db8:77:1:ffff:ffff:ffff:1")
    expect(refused.status).toBe(429)
    // Another /64 is another client.
    expect((await login("2001:db8:77:2::1")).status).toBe(400)
  })

  it("hands the language cookie's shared domain to the page (the language switch writes it there)", async () => {
    const html = await (await fetch(`${proxied.baseUrl}/de/`, { headers: { "cache-control": "no-cache" } })).text()
    expect(html).toContain('cookieDomain:"example.at"')
  })
})

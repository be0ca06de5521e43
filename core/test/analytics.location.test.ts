import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { isIgnoredLocation as fromEvent } from "../src/analytics/event.ts"
import { isIgnoredLocation } from "../src/analytics/location.ts"

describe("isIgnoredLocation (Schema-free, shared by browser and server)", () => {
  it("is the rule event.ts exports", () => {
    expect(fromEvent).toBe(isIgnoredLocation)
  })

  it("ignores localhost, loopback, 0.0.0.0 and file: pages, not public hosts", () => {
    for (const url of ["http://LOCALHOST/", "http://127.0.0.7:8080/de/contact/", "http://0.0.0.0:3000/", "file:///C:/shop/index.html", ""]) {
      expect(isIgnoredLocation(url), url).toBe(true)
    }
    for (const url of ["https://shop.example.at/de/", "http://192.168.1.20:3000/en/", "https://localhost.example.at/", "https://127.example.at/"]) {
      expect(isIgnoredLocation(url), url).toBe(false)
    }
  })
})

describe("isIgnoredLocation, for any URL", () => {
  const loopback = fc.constantFrom("localhost", "LocalHost", "shop.localhost", "127.0.0.1", "127.8.9.10", "[::1]", "0.0.0.0")
  const publicHost = fc.domain().map((domain) => `shop.${domain}`).filter((host) => !host.endsWith("localhost"))
  const rest = fc.record({
    scheme: fc.constantFrom("http", "https", "HTTPS"),
    port: fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }),
    path: fc.webPath(),
    query: fc.webQueryParameters(),
    fragment: fc.webFragments(),
  })

  it("decides by the host alone: loopback hosts are ignored, public ones counted, whatever port, path, query or fragment", () => {
    fc.assert(
      fc.property(loopback, publicHost, rest, (local, remote, r) => {
        const url = (host: string) => `${r.scheme}://${host}${r.port === undefined ? "" : `:${r.port}`}${r.path}?${r.query}#${r.fragment}`
        expect(isIgnoredLocation(url(local)), url(local)).toBe(true)
        expect(isIgnoredLocation(url(remote)), url(remote)).toBe(false)
        expect(isIgnoredLocation(`file://${r.path.startsWith("/") ? r.path : `/${r.path}`}`)).toBe(true)
      }),
    )
  })
})

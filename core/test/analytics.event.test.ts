import { describe, expect, it } from "vitest"
import { Schema } from "effect"
import { AnalyticsEventBody, isIgnoredLocation } from "../src/analytics/event.ts"

describe("analytics events", () => {
  it("ignores localhost, loopback and file: pages", () => {
    for (const url of ["http://localhost:3000/de/", "https://shop.localhost/x", "http://127.0.0.1/", "http://[::1]:3000/", "file:///tmp/x.html", "not a url"]) {
      expect(isIgnoredLocation(url), url).toBe(true)
    }
    expect(isIgnoredLocation("https://www.musterbau-gehaeuse.example/de/product-catalog/")).toBe(false)
  })

  it("decodes the spec's fields and rejects the rest", () => {
    const ok = { n: "pageview", u: "https://shop.example/de/", d: "shop.example", r: null, w: 1280, h: 800, p: { lang: "de" } }
    expect(Schema.decodeUnknownSync(AnalyticsEventBody)(ok)).toEqual(ok)
    expect(() => Schema.decodeUnknownSync(AnalyticsEventBody)({ ...ok, w: "wide" })).toThrow()
    expect(() => Schema.decodeUnknownSync(AnalyticsEventBody)({ ...ok, n: "" })).toThrow()
  })
})

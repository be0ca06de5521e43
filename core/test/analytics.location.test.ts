import { describe, expect, it } from "vitest"
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
    for (const url of ["https://shop.example.at/de/", "http://192.168.1.20:3000/en/", "https://localhost.example.at/"]) {
      expect(isIgnoredLocation(url), url).toBe(false)
    }
  })
})

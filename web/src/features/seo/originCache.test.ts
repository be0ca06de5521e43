import { describe, expect, it } from "vitest"
import { makeOriginCache } from "./originCache.ts"

describe("per-origin cache (the sitemap's)", () => {
  it("keeps at most its bound of origins, dropping the one stored longest ago", () => {
    const cache = makeOriginCache<string>({ max: 4, ttlMs: 1000 })
    for (const n of [1, 2, 3, 4, 5, 6]) cache.set(`http://host-${n}.example`, `map ${n}`, 0)
    expect(cache.origins()).toEqual(["http://host-3.example", "http://host-4.example", "http://host-5.example", "http://host-6.example"])
    // Stored again, an origin is the newest: the next one in drops another.
    cache.set("http://host-3.example", "map 3 again", 10)
    cache.set("http://host-7.example", "map 7", 10)
    expect(cache.origins()).toEqual(["http://host-5.example", "http://host-6.example", "http://host-3.example", "http://host-7.example"])
    expect(cache.get("http://host-3.example", 10)).toBe("map 3 again")
  })

  it("answers a value only while it is younger than its time to live", () => {
    const cache = makeOriginCache<string>({ max: 4, ttlMs: 1000 })
    cache.set("http://shop.example", "map", 0)
    expect(cache.get("http://shop.example", 999)).toBe("map")
    expect(cache.get("http://shop.example", 1000)).toBeUndefined()
    cache.delete("http://shop.example")
    expect(cache.origins()).toEqual([])
  })
})

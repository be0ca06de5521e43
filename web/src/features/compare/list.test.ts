/** The compare list in its cookie: read, changed, written. */
import { describe, expect, it } from "vitest"
import { changeCompare, compareCookie, compareListOf, comparePath } from "./list.ts"

describe("the compare list", () => {
  it("reads valid slugs from the cookie, no repeats, at most four, whatever else is there", () => {
    expect(compareListOf("lang=de; compare=a%2Cb%2Ca; session=x")).toEqual(["a", "b"])
    expect(compareListOf("compare=a,b,c,d,e")).toEqual(["a", "b", "c", "d"])
    expect(compareListOf("compare=..%2F..%2Fx%2Cok")).toEqual(["ok"])
    expect(compareListOf("compare=%E0%A4%A")).toEqual([])
    expect(compareListOf("xcompare=a")).toEqual([])
    expect(compareListOf(null)).toEqual([])
  })

  it("adds up to four and refuses the fifth, removes and clears", () => {
    const four = ["a", "b", "c", "d"]
    expect(changeCompare(["a"], { op: "add", slug: "b" })).toEqual({ list: ["a", "b"], full: false })
    expect(changeCompare(["a"], { op: "add", slug: "a" })).toEqual({ list: ["a"], full: false })
    expect(changeCompare(four, { op: "add", slug: "e" })).toEqual({ list: four, full: true })
    expect(changeCompare(four, { op: "remove", slug: "b" })).toEqual({ list: ["a", "c", "d"], full: false })
    expect(changeCompare(four, { op: "clear" })).toEqual({ list: [], full: false })
  })

  it("writes the cookie back readable, and removes it when empty", () => {
    const cookie = compareCookie(["ws-0612-40", "zs-1"], true)
    expect(cookie).toMatch(/; Path=\/; SameSite=Lax; Secure$/)
    expect(compareListOf(cookie.split(";")[0])).toEqual(["ws-0612-40", "zs-1"])
    expect(compareCookie([], false)).toBe("compare=; Max-Age=0; Path=/; SameSite=Lax")
  })

  it("makes the compare page's address", () => {
    expect(comparePath("de", ["a", "b"], { only: "diff" })).toBe("/de/product-catalog/compare/?p=a&p=b&only=diff")
    expect(comparePath("en", [])).toBe("/en/product-catalog/compare/")
  })
})

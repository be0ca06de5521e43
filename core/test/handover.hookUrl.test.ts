/** The return address of a hand-over: http(s) only, and an account's allow-list. */
import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { MAX_HOOK_URL_LENGTH, hookAllowed, normaliseAllowedHook, parseHookUrl, splitHookUrl } from "../src/handover/hookUrl.ts"

describe("parseHookUrl", () => {
  it("takes http and https addresses, a craftsman's software on localhost too", () => {
    expect(parseHookUrl("https://srm.example.com/sap/bc?x=1")?.href).toBe("https://srm.example.com/sap/bc?x=1")
    expect(parseHookUrl(" http://localhost:4711/ids ")?.href).toBe("http://localhost:4711/ids")
  })

  it("refuses every other scheme, a user name or password, spaces and controls, and overlong addresses", () => {
    for (const raw of [
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>",
      "file:///etc/passwd",
      "ftp://example.com/",
      "//example.com/x",
      "/relative",
      "https://user:pass@example.com/",
      "https://user@example.com/",
      "https://exa mple.com/",
      "https://example.com/\u0000",
      `https://example.com/${"a".repeat(MAX_HOOK_URL_LENGTH)}`,
      "",
    ]) {
      expect(parseHookUrl(raw), raw).toBeUndefined()
    }
  })

  it("never answers an address whose scheme is not http or https (property)", () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string(), fc.string().map((s) => `javascript:${s}`), fc.string().map((s) => `data:${s}`)), (raw) => {
        const url = parseHookUrl(raw)
        if (url !== undefined) expect(["http:", "https:"]).toContain(url.protocol)
      }),
      { numRuns: 60 },
    )
  })
})

describe("an account's allow-list", () => {
  const list = [normaliseAllowedHook("https://srm.example.com/sap/bc?sap-client=100")!, normaliseAllowedHook("http://localhost:4711")!]

  it("keeps an entry as scheme, host, port and path; refuses what is not an http(s) address", () => {
    expect(list).toEqual(["https://srm.example.com/sap/bc", "http://localhost:4711/"])
    expect(normaliseAllowedHook("srm.example.com")).toBeUndefined()
    expect(normaliseAllowedHook("javascript:alert(1)")).toBeUndefined()
  })

  it("allows the entry's path and what is below it, on the same origin only", () => {
    const allowed = (raw: string) => hookAllowed(new URL(raw), list)
    expect(allowed("https://srm.example.com/sap/bc")).toBe(true)
    expect(allowed("https://srm.example.com/sap/bc/gui/x?sap-client=100")).toBe(true)
    expect(allowed("http://localhost:4711/anything")).toBe(true)
    expect(allowed("https://srm.example.com/sap/bcx")).toBe(false)
    expect(allowed("https://srm.example.com/other")).toBe(false)
    expect(allowed("http://srm.example.com/sap/bc")).toBe(false)
    expect(allowed("https://srm.example.com.evil.test/sap/bc")).toBe(false)
    expect(allowed("https://srm.example.com:8443/sap/bc")).toBe(false)
    expect(allowed("http://localhost:4712/")).toBe(false)
  })

  it("an empty list allows every http(s) address", () => {
    expect(hookAllowed(new URL("https://anywhere.example/x"), [])).toBe(true)
  })
})

it("splitHookUrl: the action without query or fragment, the query's parameters as fields in order", () => {
  expect(splitHookUrl(new URL("https://srm.example.com/a/b?x=1&y=%C3%A4&x=2#frag"))).toEqual({
    action: "https://srm.example.com/a/b",
    fields: [
      ["x", "1"],
      ["y", "ä"],
      ["x", "2"],
    ],
  })
})

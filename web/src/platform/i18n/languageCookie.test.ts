/** Spec §9: the language cookie expires in a year and is on the shared domain when one is set. */
import { describe, expect, it } from "vitest"
import { languageCookie } from "./languageCookie.ts"

describe("languageCookie", () => {
  it("lasts a year, for the whole site, and is this host's only without a shared domain", () => {
    expect(languageCookie("en", undefined)).toBe("lang=en; Path=/; Max-Age=31536000; SameSite=Lax")
    expect(languageCookie("de", "")).toBe("lang=de; Path=/; Max-Age=31536000; SameSite=Lax")
  })

  it("is on the shared domain when one is set", () => {
    expect(languageCookie("de", "example-enclosures.at")).toBe("lang=de; Path=/; Max-Age=31536000; SameSite=Lax; Domain=example-enclosures.at")
  })
})

import { describe, expect, it } from "@effect/vitest"
import { Schema } from "effect"
import fc from "fast-check"
import { browserLanguage, flagOf, isLanguage, resolveLanguage } from "../src/i18n/language.ts"
import { Language } from "../src/i18n/schema.ts"

describe("browserLanguage", () => {
  it.each([
    ["de-AT,de;q=0.9,en;q=0.8", "de"],
    ["en-GB,en;q=0.9,de;q=0.8", "en"],
    ["fr-FR,fr;q=0.9,en;q=0.5,de;q=0.7", "de"],
    ["de;q=0.2,en;q=0.8", "en"],
    ["en;q=0.5,de;q=0.5", "en"],
    ["de;q=0, en", "en"],
    ["*,en;q=0.1", "en"],
    ["DE-at", "de"],
    [" en-US ; q=1 , de ", "en"],
    ["de;q=abc,en;q=0.1", "en"],
    ["fr, it", undefined],
    ["", undefined],
    [undefined, undefined],
  ])("%j → %s", (header, expected) => {
    expect(browserLanguage(header)).toBe(expected)
  })

  it("picks the highest weight among the shop's languages", () => {
    const weight = fc.integer({ min: 1, max: 1000 }).map((n) => n / 1000)
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom("de", "en", "fr", "it", "es"), { minLength: 1 }), fc.array(weight, { minLength: 5, maxLength: 5 }), (tags, weights) => {
        const header = tags.map((tag, i) => `${tag};q=${weights[i]}`).join(",")
        const spoken = tags.map((tag, i) => ({ tag, q: weights[i]!, i })).filter((t) => t.tag === "de" || t.tag === "en")
        spoken.sort((a, b) => b.q - a.q || a.i - b.i)
        expect(browserLanguage(header)).toBe(spoken[0]?.tag)
      }),
    )
  })

  it("never throws on any header", () => {
    fc.assert(fc.property(fc.string({ unit: "binary" }), (header) => [undefined, "de", "en"].includes(browserLanguage(header))))
  })
})

describe("resolveLanguage", () => {
  it("prefers user metadata, then the cookie, then the browser, then the default", () => {
    expect(resolveLanguage({ userLang: "en", cookie: "de", acceptLanguage: "de", fallback: "de" })).toBe("en")
    expect(resolveLanguage({ userLang: undefined, cookie: "en", acceptLanguage: "de", fallback: "de" })).toBe("en")
    expect(resolveLanguage({ cookie: "fr", acceptLanguage: "en-US", fallback: "de" })).toBe("en")
    expect(resolveLanguage({ userLang: "xx", acceptLanguage: "fr", fallback: "en" })).toBe("en")
    expect(resolveLanguage({ fallback: "de" })).toBe("de")
  })

  it("is always the first valid source", () => {
    const source = fc.option(fc.constantFrom("de", "en", "fr", "", "DE"), { nil: undefined })
    fc.assert(
      fc.property(source, source, source, fc.constantFrom("de" as const, "en" as const), (userLang, cookie, accept, fallback) => {
        const expected = [userLang, cookie].find(isLanguage) ?? (accept === "de" || accept === "en" ? accept : accept === "DE" ? "de" : fallback)
        expect(resolveLanguage({ userLang, cookie, acceptLanguage: accept, fallback })).toBe(expected)
      }),
    )
  })
})

describe("languages", () => {
  it("shows at for de and gb for en", () => {
    expect(flagOf("de")).toBe("at")
    expect(flagOf("en")).toBe("gb")
  })

  it("accepts only de and en", () => {
    expect(["de", "en", "DE", "fr", "", null].map(isLanguage)).toEqual([true, true, false, false, false, false])
    expect(Schema.is(Language)("en")).toBe(true)
    expect(Schema.is(Language)("at")).toBe(false)
  })
})

import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { HOME_SLUG, resolveLink, richTextLink, storyPath, translatedSlug } from "../src/routing/links.ts"

describe("storyPath", () => {
  it.each([
    ["home", "de", "/de/"],
    ["de/home", "de", "/de/"],
    ["en/home", "en", "/en/"],
    ["", "en", "/en/"],
    ["about/team", "de", "/de/about/team/"],
    ["/about/team/", "en", "/en/about/team/"],
    ["de/kontakt", "de", "/de/kontakt/"],
    ["deutschland/wien", "de", "/de/deutschland/wien/"],
  ] as const)("%j in %s → %s", (slug, lang, path) => {
    expect(storyPath(slug, lang)).toBe(path)
  })

  it("always starts with the language and ends with a slash", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "b", "/", "-", "d", "e", "n"), maxLength: 20 }), fc.constantFrom("de" as const, "en" as const), (slug, lang) => {
        const path = storyPath(slug, lang)
        expect(path.startsWith(`/${lang}/`)).toBe(true)
        expect(path.endsWith("/")).toBe(true)
      }),
    )
  })
})

describe("resolveLink", () => {
  it("treats http(s), mailto and tel as external; web links open in a new tab", () => {
    expect(resolveLink({ linktype: "url", url: "tel:+437242123450" }, "de")).toEqual({ href: "tel:+437242123450", external: true, newTab: false })
    expect(resolveLink({ linktype: "url", url: "https://example.com/x" }, "de")).toEqual({ href: "https://example.com/x", external: true, newTab: true })
    expect(resolveLink({ linktype: "url", url: "HTTP://example.com", target: "_blank" }, "de")).toEqual({ href: "HTTP://example.com", external: true, newTab: true })
    expect(resolveLink({ linktype: "url", url: "mailto:office@example.at" }, "de")).toEqual({ href: "mailto:office@example.at", external: true, newTab: false })
    expect(resolveLink({ linktype: "email", email: "office@example.at" }, "en")).toEqual({ href: "mailto:office@example.at", external: true, newTab: false })
    expect(resolveLink({ linktype: "email", email: "mailto:office@example.at" }, "en")!.href).toBe("mailto:office@example.at")
  })

  it("opens assets in a new tab", () => {
    expect(resolveLink({ linktype: "asset", url: "https://a.example/datasheet.pdf" }, "de")).toEqual({
      href: "https://a.example/datasheet.pdf",
      external: true,
      newTab: true,
    })
    expect(resolveLink({ linktype: "asset", cached_url: "/files/x.pdf" }, "de")).toEqual({ href: "/files/x.pdf", external: false, newTab: true })
  })

  it("shows the home slug as the bare language root", () => {
    expect(resolveLink({ linktype: "story", story: { full_slug: HOME_SLUG } }, "de")!.href).toBe("/de/")
    expect(resolveLink({ linktype: "story", cached_url: "en/home" }, "en")!.href).toBe("/en/")
    expect(resolveLink({ linktype: "url", url: "home" }, "en")!.href).toBe("/en/")
  })

  it("gives story links the language prefix and a trailing slash", () => {
    expect(resolveLink({ linktype: "story", story: { full_slug: "de/ueber-uns/geschichte" } }, "de")).toEqual({
      href: "/de/ueber-uns/geschichte/",
      external: false,
      newTab: false,
    })
    expect(resolveLink({ linktype: "story", cached_url: "referenzen", target: "_blank" }, "en")).toEqual({ href: "/en/referenzen/", external: false, newTab: true })
  })

  it("appends anchors without a slash after them", () => {
    expect(resolveLink({ linktype: "story", story: { full_slug: "kontakt" }, anchor: "formular" }, "de")!.href).toBe("/de/kontakt/#formular")
    expect(resolveLink({ linktype: "story", anchor: "top" }, "en")!.href).toBe("/en/#top")
  })

  it("keeps absolute internal urls and prefixes relative ones", () => {
    expect(resolveLink({ linktype: "url", url: "/de/product-catalog/" }, "de")).toEqual({ href: "/de/product-catalog/", external: false, newTab: false })
    expect(resolveLink({ url: "downloads" }, "en")!.href).toBe("/en/downloads/")
  })

  it("returns null for empty links", () => {
    expect(resolveLink({ linktype: "url", url: "" }, "de")).toBeNull()
    expect(resolveLink({ linktype: "story" }, "de")).toBeNull()
    expect(resolveLink({ linktype: "email" }, "de")).toBeNull()
    expect(resolveLink({ linktype: "asset" }, "de")).toBeNull()
    expect(resolveLink({}, "de")).toBeNull()
  })
})

describe("resolveLink edge cases", () => {
  it("keeps a bare anchor as it is and treats protocol-relative URLs as external", () => {
    expect(resolveLink({ linktype: "url", url: "#kontakt" }, "de")).toEqual({ href: "#kontakt", external: false, newTab: false })
    expect(resolveLink({ linktype: "url", url: "//cdn.example/x.pdf" }, "de")?.external).toBe(true)
  })
})

describe("translatedSlug", () => {
  const story = { full_slug: "unternehmen/geschichte", translated_slugs: [{ lang: "en", path: "company/history" }] }
  it("is the full slug in German and the translated path in English", () => {
    expect(translatedSlug(story, "de")).toBe("unternehmen/geschichte")
    expect(translatedSlug(story, "en")).toBe("company/history")
    expect(storyPath(translatedSlug(story, "en"), "en")).toBe("/en/company/history/")
  })
  it("falls back to the full slug without a translation", () => {
    expect(translatedSlug({ full_slug: "imprint", translated_slugs: null }, "en")).toBe("imprint")
    expect(translatedSlug({ full_slug: "home", translated_slugs: [{ lang: "en", path: "home" }] }, "en")).toBe("home")
  })
})

describe("richTextLink", () => {
  it.each([
    [{ href: "/unternehmen/geschichte", linktype: "story", uuid: "u1" }, "de", { href: "/de/unternehmen/geschichte/", external: false, newTab: false }],
    [{ href: "/company/history", linktype: "story", uuid: "u1", anchor: "1990" }, "en", { href: "/en/company/history/#1990", external: false, newTab: false }],
    [{ href: "/home", linktype: "story" }, "en", { href: "/en/", external: false, newTab: false }],
    [{ href: "https://www.oe-netz.at/", linktype: "url" }, "de", { href: "https://www.oe-netz.at/", external: true, newTab: true }],
    [{ href: "vertrieb@example.at", linktype: "email" }, "de", { href: "mailto:vertrieb@example.at", external: true, newTab: false }],
    [{ href: "mailto:vertrieb@example.at", linktype: "email" }, "de", { href: "mailto:vertrieb@example.at", external: true, newTab: false }],
    [{ href: "/content/assets/downloads/katalog.pdf", linktype: "asset" }, "en", { href: "/content/assets/downloads/katalog.pdf", external: false, newTab: true }],
    [{ href: "/de/product-catalog/?family=wall-steel", linktype: "url" }, "de", { href: "/de/product-catalog/?family=wall-steel", external: false, newTab: false }],
  ] as const)("%j in %s", (attrs, lang, expected) => {
    expect(resolveLink(richTextLink(attrs), lang)).toEqual(expected)
  })
})

import { describe, expect, it } from "@effect/vitest"
import fc from "fast-check"
import { decideRoute, isExternal, type RedirectRule, type RouteDecision, type RouteRequest } from "../src/routing/routeRules.ts"

const request = (path: string, search = "", acceptLanguage?: string): RouteRequest => ({
  path,
  search,
  acceptLanguage,
  defaultLanguage: "de",
})
const redirect = (location: string, external = false): RouteDecision => ({ _tag: "Redirect", status: 301, location, external })
const CONTINUE: RouteDecision = { _tag: "Continue" }

/** Follows a redirect once more, as the browser would for a same-site location. */
const follow = (decision: RouteDecision, rules: ReadonlyArray<RedirectRule> = []): RouteDecision => {
  if (decision._tag !== "Redirect") return decision
  const at = decision.location.indexOf("?")
  const [path, search] = at === -1 ? [decision.location, ""] : [decision.location.slice(0, at), decision.location.slice(at)]
  return decideRoute(request(path, search, "en"), rules)
}

describe("home paths", () => {
  it.each(["/home", "home", "/", "", "/home/"])("%j goes to the browser language", (path) => {
    expect(decideRoute(request(path, "", "en-GB,en;q=0.9,de;q=0.5"))).toEqual(redirect("/en/"))
    expect(decideRoute(request(path, "", "de-AT"))).toEqual(redirect("/de/"))
  })

  it("falls back to the configured default", () => {
    expect(decideRoute(request("/", "", "fr-FR,it;q=0.8"))).toEqual(redirect("/de/"))
    expect(decideRoute(request("/"))).toEqual(redirect("/de/"))
    expect(decideRoute({ path: "/home", search: "", defaultLanguage: "en" })).toEqual(redirect("/en/"))
  })

  it("keeps the query", () => {
    expect(decideRoute(request("/", "?utm_source=x", "en"))).toEqual(redirect("/en/?utm_source=x"))
  })
})

describe("trailing slash", () => {
  it("adds a slash with a 301 and keeps the query", () => {
    expect(decideRoute(request("/de/product-catalog", "?material=steel&page=2"))).toEqual(redirect("/de/product-catalog/?material=steel&page=2"))
    expect(decideRoute(request("de/kontakt"))).toEqual(redirect("/de/kontakt/"))
    expect(decideRoute(request("/de/product-catalog/"))).toEqual(CONTINUE)
  })

  it("leaves anchors, files and pass-through prefixes alone", () => {
    for (const path of ["/de/page#team", "/index.html", "/robots.txt", "/de/impressum.html", "/api/pdf/generate-cart", "/assets/logo", "/_build/x", "/builds/latest.json", "/files/x"]) {
      expect(decideRoute(request(path, "?a=1"))).toEqual(CONTINUE)
    }
  })

  it("treats a short dotted segment as a page, not a file", () => {
    expect(decideRoute(request("/de/v1.2"))).toEqual(redirect("/de/v1.2/"))
  })

  it("never redirects to another host", () => {
    for (const path of ["//evil.example", "//evil.example/x", "/\\evil.example/x", "\\\\evil.example/x", "///evil.example/x"]) {
      const decision = decideRoute(request(path, "?q=1"))
      if (decision._tag === "Redirect") {
        expect(decision.location).toMatch(/^\/(?![/\\])/)
        expect(decision.external).toBe(false)
      }
    }
    expect(decideRoute(request("//evil.example/x"))).toEqual(redirect("/evil.example/x/"))
  })

  const segment = fc.string({ unit: fc.constantFrom(..."abcdefghijklmnopqrstuvwxyz0123456789-_äöü"), minLength: 1, maxLength: 12 })
  const pagePath = fc
    .array(segment, { minLength: 1, maxLength: 5 })
    .map((segments) => `/${segments.join("/")}`)
    .filter((path) => path !== "/home" && !["/api", "/assets", "/_build", "/builds", "/files"].some((p) => path.startsWith(`${p}/`)))
  const search = fc.oneof(fc.constant(""), fc.string({ unit: "grapheme-ascii", maxLength: 20 }).map((s) => `?${s.replace(/#/g, "")}`))

  it("redirects any page path to path + / + query", () => {
    fc.assert(fc.property(pagePath, search, (path, query) => {
      expect(decideRoute(request(path, query))).toEqual(redirect(`${path}/${query}`))
    }))
  })

  it("is stable: the redirect target continues", () => {
    fc.assert(fc.property(pagePath, search, (path, query) => {
      const first = decideRoute(request(path, query))
      expect(first._tag).toBe("Redirect")
      expect(follow(first)).toEqual(CONTINUE)
    }))
  })

  it("never answers with a location that leaves the site", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("/", "\\", "a", ".", "#", "?", "h", ":"), maxLength: 12 }), search, (path, query) => {
        const decision = decideRoute(request(path, query))
        if (decision._tag === "Redirect") expect(decision.location).toMatch(/^\/(?![/\\])/)
      }),
    )
  })
})

describe("redirect rules", () => {
  const rules: ReadonlyArray<RedirectRule> = [
    { from: "/de/alt/", to: "/de/neu/" },
    { from: "/shop", to: "https://shop.example.com/" },
    { from: "/de/katalog.html", to: "/de/product-catalog/" },
  ]

  it("apply with or without the trailing slash and flag external targets", () => {
    expect(decideRoute(request("/de/alt"), rules)).toEqual(redirect("/de/neu/"))
    expect(decideRoute(request("/de/alt/"), rules)).toEqual(redirect("/de/neu/"))
    expect(decideRoute(request("/shop"), rules)).toEqual(redirect("https://shop.example.com/", true))
    expect(decideRoute(request("/de/katalog.html"), rules)).toEqual(redirect("/de/product-catalog/"))
    expect(follow(decideRoute(request("/de/alt"), rules), rules)).toEqual(CONTINUE)
  })

  it("knows external targets", () => {
    expect([isExternal("https://x.example"), isExternal("http://x"), isExternal("//cdn.example/x"), isExternal("mailto:a@b.at")]).toEqual([true, true, true, true])
    expect([isExternal("/de/"), isExternal("de/x"), isExternal("HTTPS://X")]).toEqual([false, false, true])
  })
})

describe("configured redirect rules", () => {
  it("match with or without a trailing slash on either side", () => {
    const rules = [{ from: "/impressum.html", to: "/de/impressum/" }, { from: "/alt", to: "https://example.org/" }]
    expect(decideRoute({ path: "/alt/", search: "", defaultLanguage: "de" }, rules)).toEqual({ _tag: "Redirect", status: 301, location: "https://example.org/", external: true })
    expect(decideRoute({ path: "/impressum.html", search: "", defaultLanguage: "de" }, rules)).toMatchObject({ location: "/de/impressum/", external: false })
  })
})

describe("the language of the home redirect", () => {
  it("takes the language cookie before the browser's languages", () => {
    const request = { path: "/", search: "", acceptLanguage: "de-AT,de;q=0.9", defaultLanguage: "de" as const }
    expect(decideRoute({ ...request, languageCookie: "en" })).toMatchObject({ location: "/en/" })
    expect(decideRoute({ ...request, languageCookie: "fr" })).toMatchObject({ location: "/de/" })
    expect(decideRoute(request)).toMatchObject({ location: "/de/" })
  })
})

describe("internal pages and the build manifest", () => {
  it("give /_internal/… the trailing slash like every page, and serve /builds/… as they are", () => {
    expect(decideRoute({ path: "/_internal/styleguide", search: "", defaultLanguage: "de" })).toEqual({
      _tag: "Redirect",
      status: 301,
      location: "/_internal/styleguide/",
      external: false,
    })
    expect(decideRoute({ path: "/_internal/calculator", search: "?price=10&lang=en", defaultLanguage: "de" })).toMatchObject({
      location: "/_internal/calculator/?price=10&lang=en",
    })
    expect(decideRoute({ path: "/_internal/calculator/", search: "", defaultLanguage: "de" })).toEqual({ _tag: "Continue" })
    expect(decideRoute({ path: "/builds/latest.json", search: "", defaultLanguage: "de" })).toEqual({ _tag: "Continue" })
  })
})

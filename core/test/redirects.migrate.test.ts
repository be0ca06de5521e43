import { describe, expect, it } from "@effect/vitest"
import { Effect, Schema } from "effect"
import fc from "fast-check"
import { Content, type Story } from "../src/ports/Content.ts"
import { migrate, parseRules, parseUrlList, type SiteModel } from "../src/redirects/migrate.ts"
import { isLegacyPath, legacyKey, parseOldUrl, withQuery } from "../src/redirects/normalize.ts"
import { RedirectTableFile, nginxMap, netlifyRedirects, redirectLookup, redirectTableJson, reportCsv } from "../src/redirects/outputs.ts"

const story = (fullSlug: string, en: string, component: string, legacy = "", legacyEn?: string): { de: Story; en: Story } => {
  const base = { id: 1, uuid: fullSlug, name: fullSlug, slug: fullSlug, full_slug: fullSlug, default_full_slug: fullSlug, translated_slugs: [{ lang: "en", path: en }] }
  return {
    de: { ...base, content: { component, legacy_paths: legacy } },
    en: { ...base, content: { component, legacy_paths: legacyEn ?? legacy } },
  }
}

const stories = [
  story("home", "home", "page", "/index.html\n/de/index.html\n/en/index.html"),
  story("unternehmen", "company", "page", "/über-uns.html\n/unternehmen.html"),
  story("unternehmen/geschichte", "company/history", "page", "/geschichte.html"),
  story("imprint", "imprint", "page", "/impressum.html"),
  story("downloads", "downloads", "download-group", "/de/downloads.html\n/en/downloads.html"),
  story("referenzen/windpark-parndorf", "references/wind-farm-parndorf", "reference"),
  story("karriere", "careers", "page", "/jobs.html"),
  story("presse", "press", "page", "/jobs.html"),
]

/** The site from `Content.layerTest`, as the CLI reads it through the port. */
const site: SiteModel = Effect.runSync(
  Effect.gen(function* () {
    const content = yield* Content
    return { pages: { de: yield* content.pages("de"), en: yield* content.pages("en") }, productSlugs: ["ws-600-1200-400", "we-300-500-120"] }
  }).pipe(Effect.provide(Content.layerTest({ stories: { de: stories.map((s) => s.de), en: stories.map((s) => s.en) } }))),
)

const rowFor = (migration: ReturnType<typeof migrate>, old: string) => migration.report.find((row) => row.old === old)

describe("normalisation", () => {
  it("one key for every spelling of an old page", () => {
    const same = ["/über-uns.html", "/%C3%BCber-uns.html", "/%c3%bcber-uns.html", "/ÜBER-UNS.HTML", "/u\u0308ber-uns.html", "https://www.alt-gehaeuse.at/über-uns.html", "//www.alt-gehaeuse.at//über-uns.html"]
    for (const spelling of same) expect(parseOldUrl(spelling)).toMatchObject({ key: "/über-uns.html" })
    expect(legacyKey("/Referenzen/index.html")).toBe("/referenzen")
    expect(legacyKey("/referenzen/")).toBe("/referenzen")
    expect(legacyKey("/referenzen//INDEX.HTM")).toBe("/referenzen")
    expect(legacyKey("/index.html")).toBe("/")
    expect(legacyKey("/bad%zzescape.html")).toBe("/bad%zzescape.html")
    // Issue 28: `.htm` beside `.html`, `index.html` at any depth, a doubled slash at the start read as a path.
    expect(legacyKey("/Impressum.HTM")).toBe("/impressum.html")
    expect(legacyKey("/presse/2019/archiv/index.htm")).toBe("/presse/2019/archiv")
    expect(parseOldUrl("//impressum.html")).toMatchObject({ key: "/impressum.html", query: "" })
    expect(parseOldUrl("//presse/neue-halle.htm?x=1")).toMatchObject({ key: "/presse/neue-halle.html", query: "?x=1" })
  })

  it("keeps the query and the fragment apart from the key", () => {
    expect(parseOldUrl("http://alt.example.at/Produkte.html?kat=3&x=1#oben")).toMatchObject({ key: "/produkte.html", query: "?kat=3&x=1", fragment: "#oben" })
    expect(withQuery("/de/product-catalog/", "?kat=3")).toBe("/de/product-catalog/?kat=3")
    expect(withQuery("/de/product-catalog/?family=meter-cabinet#top", "?kat=3")).toBe("/de/product-catalog/?family=meter-cabinet&kat=3#top")
  })

  it("refuses what is no path of the old site", () => {
    expect(parseOldUrl("ftp://alt.example.at/x.html")).toEqual({ error: "not an http(s) URL" })
    expect(parseOldUrl("impressum.html")).toEqual({ error: "not a path (it must start with /)" })
    expect(parseOldUrl("/a b.html")).toEqual({ error: "holds blanks, backslashes or control characters" })
  })

  it("leaves the new site's own paths to the router", () => {
    expect(isLegacyPath("/")).toBe(false)
    expect(isLegacyPath("/de/")).toBe(false)
    expect(isLegacyPath("/en/product-catalog/")).toBe(false)
    expect(isLegacyPath("/api/event")).toBe(false)
    expect(isLegacyPath("/de/produkte.html")).toBe(true)
    expect(isLegacyPath("/impressum.html")).toBe(true)
    expect(isLegacyPath("/referenzen/")).toBe(true)
  })

  it("a key is stable under encoding and case (property)", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-zäöüß0-9-]{1,12}$/), (segment) => {
        const path = `/${segment}.html`
        expect(legacyKey(encodeURI(path))).toBe(legacyKey(path))
        expect(legacyKey(path.toUpperCase())).toBe(legacyKey(path.toUpperCase().toLowerCase()))
        expect(legacyKey(legacyKey(path))).toBe(legacyKey(path))
      }),
    )
  })
})

describe("inputs", () => {
  it("reads a list with comments and a sitemap.xml", () => {
    expect(parseUrlList("# old site\n/impressum.html\n\n  https://alt.example.at/agb.html  \n")).toEqual({ urls: ["/impressum.html", "https://alt.example.at/agb.html"] })
    const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://alt.example.at/impressum.html</loc><lastmod>2019-01-01</lastmod></url><url><loc> https://alt.example.at/%C3%BCber-uns.html </loc></url></urlset>`
    expect(parseUrlList(sitemap)).toEqual({ urls: ["https://alt.example.at/impressum.html", "https://alt.example.at/%C3%BCber-uns.html"] })
    expect(parseUrlList("<?xml version='1.0'?><urlset><url><loc>x</url></urlset>")).toMatchObject({ error: expect.stringContaining("sitemap.xml") })
  })

  it("reads the rules CSV with an optional status", () => {
    expect(parseRules("old,new,status\n/a.html,/de/,\n/b.html,/de/imprint/,200\n")).toEqual({
      rules: [
        { old: "/a.html", new: "/de/", kind: "redirect", line: 2 },
        { old: "/b.html", new: "/de/imprint/", kind: "pass-through", line: 3 },
      ],
    })
    expect(parseRules("old;new\n/a.html;/de/\n")).toMatchObject({ rules: [{ old: "/a.html", new: "/de/" }] })
    expect(parseRules("from,to\n/a,/b\n")).toMatchObject({ error: expect.stringContaining("old,new") })
    expect(parseRules("old,new,status\n/a.html,/de/,302\n")).toMatchObject({ error: expect.stringContaining("302") })
  })
})

describe("migration", () => {
  const rules = parseRules(
    [
      "old,new,status",
      "/de/produkte.html,/de/product-catalog/,301",
      "/en/products.html,/en/product-catalog/,",
      "/agb.html,/de/imprint/,200",
      "/firma.html,/unternehmen.html,301",
      "/alt/a.html,/alt/b.html,",
      "/alt/b.html,/alt/a.html,",
      "/selbst.html,/Selbst.html,",
      "/tot.html,/de/gibt-es-nicht/,",
      "/doppelt.html,/de/,",
      "/doppelt.html,/de/contact/,",
      "/kontakt.html,/de/contact/#formular,",
      "/zaehlerschraenke.html,/de/product-catalog/?family=meter-cabinet,",
      "/extern.html,https://example.com/,",
      "/schraeg.html,/\\evil.example/,",
    ].join("\n"),
  )
  if ("error" in rules) throw new Error(rules.error)
  const urls = [
    "/index.html",
    "/de/index.html",
    "/en/index.html",
    "/über-uns.html",
    "/%C3%9Cber-uns.html",
    "/de/produkte.html?kat=3",
    "/en/products.html",
    "/agb.html",
    "/firma.html",
    "/alt/a.html",
    "/selbst.html",
    "/tot.html",
    "/doppelt.html",
    "/kontakt.html#anfahrt",
    "/zaehlerschraenke.html",
    "/referenzen/windpark-parndorf.html",
    "/en/company.html",
    "/produkte/WS-600-1200-400.html",
    "/jobs.html",
    "/de/downloads.html",
    "/en/downloads.html",
    "/unbekannt.html",
    "/extern.html",
    "/schraeg.html",
    "/de/",
    "/de/imprint/",
    "mailto:x",
  ]
  const migration = migrate(urls, rules.rules, site)

  it("matches automatically by legacy_paths, page paths and product slugs", () => {
    expect(rowFor(migration, "/index.html")).toMatchObject({ new: "/de/", status: "redirect", reason: "legacy_paths" })
    expect(rowFor(migration, "/en/index.html")).toMatchObject({ new: "/en/", status: "redirect" })
    expect(rowFor(migration, "/über-uns.html")).toMatchObject({ new: "/de/unternehmen/", status: "redirect" })
    expect(rowFor(migration, "/referenzen/windpark-parndorf.html")).toMatchObject({ new: "/de/referenzen/windpark-parndorf/", reason: "page slug" })
    expect(rowFor(migration, "/en/company.html")).toMatchObject({ new: "/en/company/", reason: "page slug" })
    expect(rowFor(migration, "/produkte/WS-600-1200-400.html")).toMatchObject({ new: "/de/product-catalog/ws-600-1200-400/", reason: "product slug" })
    expect(rowFor(migration, "/de/downloads.html")).toMatchObject({ new: "/de/downloads/" })
    expect(rowFor(migration, "/en/downloads.html")).toMatchObject({ new: "/en/downloads/" })
  })

  it("uses the rules, keeps a target's query and fragment, and a pass-through", () => {
    expect(rowFor(migration, "/de/produkte.html?kat=3")).toMatchObject({ new: "/de/product-catalog/", status: "redirect", reason: "rules line 2" })
    expect(rowFor(migration, "/agb.html")).toMatchObject({ new: "/de/imprint/", status: "pass-through" })
    expect(rowFor(migration, "/kontakt.html#anfahrt")).toMatchObject({ new: "/de/contact/#formular", status: "redirect" })
    expect(rowFor(migration, "/zaehlerschraenke.html")).toMatchObject({ new: "/de/product-catalog/?family=meter-cabinet" })
  })

  it("treats a second spelling of one old page as a repeat", () => {
    expect(rowFor(migration, "/%C3%9Cber-uns.html")).toMatchObject({ status: "repeat", new: "/de/unternehmen/" })
    expect(migration.entries.filter((e) => e.key === "/über-uns.html")).toHaveLength(1)
  })

  it("collapses a chain to one hop and reports it", () => {
    expect(rowFor(migration, "/firma.html")).toMatchObject({ new: "/de/unternehmen/", status: "collapsed", reason: expect.stringContaining("/firma.html → /unternehmen.html → /de/unternehmen/") })
  })

  it("refuses loops, self-redirects, duplicates, dead targets and what nothing matches, each with its reason", () => {
    expect(rowFor(migration, "/alt/a.html")).toMatchObject({ status: "refused", reason: "loop: /alt/a.html → /alt/b.html → /alt/a.html" })
    expect(rowFor(migration, "/selbst.html")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^self-redirect/) })
    expect(rowFor(migration, "/doppelt.html")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^duplicate: rules lines 10, 11/) })
    expect(rowFor(migration, "/jobs.html")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^duplicate: legacy_paths of several stories/) })
    expect(rowFor(migration, "/tot.html")).toMatchObject({ status: "refused", reason: "dead target: /de/gibt-es-nicht/ is no page of the new site" })
    expect(rowFor(migration, "/unbekannt.html")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^no rule/) })
    expect(rowFor(migration, "/extern.html")).toMatchObject({ status: "refused", reason: expect.stringContaining("external") })
    expect(rowFor(migration, "/schraeg.html")).toMatchObject({ status: "refused", reason: expect.stringContaining("external or malformed") })
    expect(() => Schema.decodeUnknownSync(RedirectTableFile)({ version: 1, entries: [{ key: "/a.html", from: "/a.html", to: "/\\evil.example/", kind: "redirect" }] })).toThrow()
    expect(rowFor(migration, "/de/")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^self-redirect/) })
    expect(rowFor(migration, "/de/imprint/")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^self-redirect/) })
    expect(rowFor(migration, "mailto:x")).toMatchObject({ status: "refused", reason: expect.stringMatching(/^invalid/) })
    for (const key of ["/alt/a.html", "/selbst.html", "/doppelt.html", "/jobs.html", "/tot.html", "/unbekannt.html"]) {
      expect(migration.entries.some((entry) => entry.key === key)).toBe(false)
    }
  })

  it("the server's lookup answers every spelling, keeps the request's query, and leaves new paths alone", () => {
    const lookup = redirectLookup(JSON.parse(redirectTableJson(migration)))
    expect(lookup("/%C3%BCBER-UNS.HTML", "?ref=alt")).toEqual({ _tag: "Redirect", location: "/de/unternehmen/?ref=alt" })
    expect(lookup("/index.html", "")).toEqual({ _tag: "Redirect", location: "/de/" })
    expect(lookup("/agb.html", "")).toEqual({ _tag: "PassThrough", path: "/de/imprint/" })
    expect(lookup("/zaehlerschraenke.html", "?a=1")).toEqual({ _tag: "Redirect", location: "/de/product-catalog/?family=meter-cabinet&a=1" })
    expect(lookup("/de/", "")).toBeNull()
    expect(lookup("/", "")).toBeNull()
  })

  it("writes the nginx map, _redirects and the report", () => {
    const map = nginxMap(migration)
    expect(map).toContain('"~*^/über-uns\\.html?$" "/de/unternehmen/$legacy_redirect_args";')
    expect(map).toContain('"~*^/zaehlerschraenke\\.html?$" "/de/product-catalog/?family=meter-cabinet$legacy_redirect_more_args";')
    expect(map).not.toContain("/agb")
    const netlify = netlifyRedirects(migration, urls)
    expect(netlify).toContain("/%C3%BCber-uns.html /de/unternehmen/ 301")
    expect(netlify).toContain("/agb.html /de/imprint/ 200")
    expect(reportCsv(migration).split("\r\n")[0]).toBe("old,new,status,reason,proposal,score,alternatives,accept")
  })
})

describe("_redirects", () => {
  /** The shared site plus the references overview page (`/de/referenzen/`). */
  const withReferences: SiteModel = Effect.runSync(
    Effect.gen(function* () {
      const content = yield* Content
      return { pages: { de: yield* content.pages("de"), en: yield* content.pages("en") }, productSlugs: site.productSlugs }
    }).pipe(
      Effect.provide(
        Content.layerTest({
          stories: { de: [...stories, story("referenzen", "references", "page")].map((s) => s.de), en: [...stories, story("referenzen", "references", "page")].map((s) => s.en) },
        }),
      ),
    ),
  )
  const rules = parseRules("old,new,status\n/agb.html,/de/imprint/,200\n")
  if ("error" in rules) throw new Error(rules.error)
  const urls = [
    "/referenzen/index.html",
    "/Referenzen/",
    "/referenzen/",
    "https://alt.example.at/Referenzen/index.html?seite=2#oben",
    "/über-uns.html",
    "/%C3%BCber-uns.html",
    "/%c3%bcber-uns.html",
    "/ÜBER-UNS.HTML",
    "/agb.html",
    "/AGB.HTML",
    "/referenzen/index.html",
    "/de/",
    "/unbekannt.html",
  ]
  const migration = migrate(urls, rules.rules, withReferences)

  it("holds every spelling of the list that the server redirects, once each, with its target and status", () => {
    // Netlify matches paths case-sensitively and compares them percent-encoded: one line per request path.
    expect(netlifyRedirects(migration, urls).split("\n").filter((line) => line !== "" && !line.startsWith("#"))).toEqual([
      "/agb.html /de/imprint/ 200",
      "/AGB.HTML /de/imprint/ 200",
      "/referenzen/index.html /de/referenzen/ 301",
      "/Referenzen/ /de/referenzen/ 301",
      "/referenzen/ /de/referenzen/ 301",
      "/Referenzen/index.html /de/referenzen/ 301",
      "/%C3%BCber-uns.html /de/unternehmen/ 301",
      "/%c3%bcber-uns.html /de/unternehmen/ 301",
      "/%C3%9CBER-UNS.HTML /de/unternehmen/ 301",
    ])
  })

  it("agrees with the server's lookup on every line", () => {
    const lookup = redirectLookup(JSON.parse(redirectTableJson(migration)))
    for (const line of netlifyRedirects(migration, urls).split("\n").filter((l) => l !== "" && !l.startsWith("#"))) {
      const [from, to, status] = line.split(" ")
      expect(from).not.toBe(to)
      expect(lookup(from!, "")).toEqual(status === "200" ? { _tag: "PassThrough", path: to } : { _tag: "Redirect", location: to })
    }
  })
})

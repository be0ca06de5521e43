/**
 * Issue 28: the redirect migration maps an old site by families. Pattern rules with captures and
 * the new site's lookups (region → the catalogue's federal-state filter, old product slug or
 * article number → the product, old content slug → the story), their order, the normalisation of
 * `.htm`, `index.html` at any depth and a leading `//`, proposals for what no rule maps (in the
 * report only), and `--accept` of a reviewed report.
 */
import { describe, expect, it } from "@effect/vitest"
import Papa from "papaparse"
import type { Story } from "../src/ports/Content.ts"
import { productIndex, regionOf, type SiteProduct } from "../src/redirects/lookups.ts"
import { type Migration, migrate, parseAccepted, parseRules, type Rule, type SiteModel } from "../src/redirects/migrate.ts"
import { legacyKey, parseOldUrl } from "../src/redirects/normalize.ts"
import { redirectLookup, reportCsv } from "../src/redirects/outputs.ts"
import { compilePattern, matchPattern } from "../src/redirects/patterns.ts"
import { proposalWords } from "../src/redirects/proposals.ts"

const story = (fullSlug: string, en: string, name: string, legacy = ""): { de: Story; en: Story } => {
  const base = { id: 1, uuid: fullSlug, name, slug: fullSlug.replace(/^.*\//, ""), full_slug: fullSlug, default_full_slug: fullSlug, translated_slugs: [{ lang: "en", path: en }] }
  return { de: { ...base, content: { component: "page", legacy_paths: legacy } }, en: { ...base, content: { component: "page", legacy_paths: legacy } } }
}

const stories = [
  story("home", "home", "Startseite", "/index.html"),
  story("imprint", "imprint", "Impressum"),
  story("presse", "press", "Presse"),
  story("aktuelles", "news", "Aktuelles"),
  story("aktuelles/zaehlerverteiler-tirol-vorarlberg", "news/meter-cabinets-tyrol-vorarlberg", "Zählerverteiler für Tirol und Vorarlberg"),
  story("aktuelles/neue-pulverbeschichtung-wels", "news/new-powder-coating-wels", "Neue Pulverbeschichtung in Wels", "/presse/pulverbeschichtung-2024.html"),
  story("karriere", "careers", "Karriere"),
  story("karriere/metalltechniker-blechbearbeitung", "careers/sheet-metal-technician", "Metalltechniker Blechbearbeitung", "/stellenangebote/metalltechniker.html"),
  story("referenzen/windpark-parndorf", "references/wind-farm-parndorf", "Windpark Parndorf"),
  story("downloads", "downloads", "Downloads"),
]

const products: ReadonlyArray<SiteProduct> = [
  { slug: "ws-0612-40", codes: ["WS-0612-40", "3013579246", "WS 600.1200.400", "9045120047116"], names: { de: "Wandgehäuse Stahlblech, IP66", en: "Wall-mounted enclosure, sheet steel" } },
  { slug: "zv-tir1-0614-21-63", codes: ["ZV-TIR1-0614-21-63", "3901480999", "ZV TIR1 600.1400.210/63A"], names: { de: "Zählerverteiler Tirol 1 Zählerplatz", en: "Meter cabinet Tyrol 1 meter position" } },
  { slug: "kvh-0404-09-40", codes: ["KVH-0404-09-40", "3245924927"], names: { de: "Kleinverteiler Hohlwand 1-reihig", en: "Small distribution board, cavity wall" } },
]

const site: SiteModel = { pages: { de: stories.map((s) => s.de), en: stories.map((s) => s.en) }, productSlugs: products.map((p) => p.slug), products }

const rulesOf = (lines: ReadonlyArray<string>): ReadonlyArray<Rule> => {
  const parsed = parseRules(["old,new,status", ...lines].join("\n"))
  if ("error" in parsed) throw new Error(parsed.error)
  return parsed.rules
}
const row = (migration: Migration, old: string) => migration.report.find((r) => r.old === old)

describe("patterns", () => {
  it("* and {name} match within one segment, ** any depth; literal parts keyed as old URLs are", () => {
    const press = compilePattern("/Presse/*.HTM")
    if ("error" in press) throw new Error(press.error)
    expect(matchPattern(press, legacyKey("/presse/neue-halle.html"))).toEqual({})
    expect(matchPattern(press, legacyKey("/PRESSE/Neue-Halle.htm"))).toEqual({})
    expect(matchPattern(press, legacyKey("/presse/2019/neue-halle.html"))).toBeNull()

    const region = compilePattern("/zaehlerschraenke/{region}.html")
    if ("error" in region) throw new Error(region.error)
    expect(matchPattern(region, legacyKey("/Zaehlerschraenke/K%C3%A4rnten.html"))).toEqual({ region: "kärnten" })

    const prefix = compilePattern("/downloads/**")
    if ("error" in prefix) throw new Error(prefix.error)
    for (const path of ["/downloads/", "/downloads", "/downloads/2019/katalog.pdf", "/Downloads/index.html"]) expect(matchPattern(prefix, legacyKey(path))).toEqual({})
    expect(matchPattern(prefix, legacyKey("/downloads-alt.html"))).toBeNull()

    const deep = compilePattern("/produkte/**/{p}.html")
    if ("error" in deep) throw new Error(deep.error)
    expect(matchPattern(deep, legacyKey("/produkte/ws-0612-40.html"))).toEqual({ p: "ws-0612-40" })
    expect(matchPattern(deep, legacyKey("/produkte/wand/stahl/ws-0612-40.htm"))).toEqual({ p: "ws-0612-40" })
  })

  it("refuses a malformed rule with its line", () => {
    expect(parseRules("old,new\n/a/{x.html,/de/\n")).toMatchObject({ error: expect.stringContaining("line 2") })
    expect(parseRules("old,new\n/a/{x}.html,/de/{y}/\n")).toMatchObject({ error: expect.stringContaining("{y}") })
    expect(parseRules("old,new\n/a/{x}.html,/de/{x|colour}/\n")).toMatchObject({ error: expect.stringContaining("unknown lookup") })
    expect(parseRules("old,new\n/a/{x}.html,/de/x/{x|story}\n")).toMatchObject({ error: expect.stringContaining("whole target") })
    expect(parseRules("old,new\n/a.html?id={x},/de/\n")).toMatchObject({ error: expect.stringContaining("path only") })
    expect(parseRules("old,new\n/a.html,/de/{x}/\n")).toMatchObject({ error: expect.stringContaining("exact path") })
  })
})

describe("lookups", () => {
  it("a region in any spelling is the catalogue's federal state", () => {
    expect(regionOf("tirol")).toBe("tyrol")
    expect(regionOf("Kärnten")).toBe("carinthia")
    expect(regionOf("kaernten")).toBe("carinthia")
    expect(regionOf("niederoesterreich")).toBe("lower-austria")
    expect(regionOf("Nieder-Österreich")).toBe("lower-austria")
    expect(regionOf("ooe")).toBe("upper-austria")
    expect(regionOf("wien")).toBe("vienna")
    expect(regionOf("atlantis")).toBeNull()
  })

  it("an old product slug or any of its article numbers is the product", () => {
    const find = productIndex(products)
    expect(find("ws-0612-40")).toBe("ws-0612-40")
    expect(find("WS0612-40")).toBe("ws-0612-40")
    expect(find("3013579246")).toBe("ws-0612-40")
    expect(find("ws-600.1200.400")).toBe("ws-0612-40")
    expect(find("9045120047116.html")).toBe("ws-0612-40")
    expect(find("ws-0000-00")).toBeNull()
  })
})

describe("rules with patterns", () => {
  const rules = rulesOf([
    "/impressum.html,/de/imprint/,200",
    "/presse/sonderfall.html,/de/presse/,",
    "/presse/{slug}.html,{slug|story:aktuelles}",
    "/presse/**,/de/presse/",
    "/en/press/{slug}.html,{slug|story:aktuelles}",
    "/stellenangebote/{job}.html,{job|story:karriere}",
    "/stellenangebote/**,/de/karriere/",
    "/zaehlerschraenke/{region}.html,/de/product-catalog/?family=meter-cabinet&area={region|region}",
    "/en/meter-cabinets/{region}.html,/en/product-catalog/?family=meter-cabinet&area={region|region}",
    "/artikel/{nr}.html,/de/product-catalog/{nr|product}/",
    "/produkte/**/{p}.html,/de/product-catalog/{p|product}/",
    "/produkte/**,/de/product-catalog/",
    "/downloads/**,/de/downloads/",
    "/referenzen/*.html,/de/referenzen/",
  ])
  const urls = [
    "/presse/zaehlerverteiler-tirol-vorarlberg.html",
    "/presse/Zählerverteiler-Tirol-Vorarlberg.htm",
    "/presse/pulverbeschichtung-2024.html",
    "/presse/sonderfall.html",
    "/presse/gibt-es-nicht.html",
    "/presse/2019/index.html",
    "/en/press/zaehlerverteiler-tirol-vorarlberg.html",
    "/stellenangebote/metalltechniker-blechbearbeitung.html",
    "/stellenangebote/lackierer.html",
    "/zaehlerschraenke/tirol.html",
    "/zaehlerschraenke/K%C3%A4rnten.html",
    "/Zaehlerschraenke/NIEDEROESTERREICH.HTM",
    "/en/meter-cabinets/vienna.html",
    "/zaehlerschraenke/atlantis.html",
    "/artikel/3013579246.html",
    "/artikel/ZV-TIR1-0614-21-63.html",
    "/produkte/wand/stahl/ws-0612-40.html",
    "/produkte/wand/stahl/ws-9999-99.html",
    "/downloads/2019/katalog.pdf",
    "/referenzen/windpark-parndorf.html",
    "/impressum.htm",
    "//impressum.html",
  ]
  const migration = migrate(urls, rules, site)

  it("maps every family with one rule, its captures looked up in the catalogue and the content", () => {
    expect(row(migration, "/presse/zaehlerverteiler-tirol-vorarlberg.html")).toMatchObject({ status: "redirect", new: "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/" })
    // Another spelling of the slug (umlaut, case, .htm) finds the same story.
    expect(row(migration, "/presse/Zählerverteiler-Tirol-Vorarlberg.htm")).toMatchObject({ status: "redirect", new: "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/" })
    expect(row(migration, "/en/press/zaehlerverteiler-tirol-vorarlberg.html")).toMatchObject({ status: "redirect", new: "/en/news/meter-cabinets-tyrol-vorarlberg/" })
    // A story found by one of its old paths' names.
    expect(row(migration, "/stellenangebote/metalltechniker-blechbearbeitung.html")).toMatchObject({ new: "/de/karriere/metalltechniker-blechbearbeitung/" })
    expect(row(migration, "/zaehlerschraenke/tirol.html")).toMatchObject({ status: "redirect", new: "/de/product-catalog/?family=meter-cabinet&area=tyrol" })
    expect(row(migration, "/zaehlerschraenke/K%C3%A4rnten.html")).toMatchObject({ new: "/de/product-catalog/?family=meter-cabinet&area=carinthia" })
    expect(row(migration, "/Zaehlerschraenke/NIEDEROESTERREICH.HTM")).toMatchObject({ new: "/de/product-catalog/?family=meter-cabinet&area=lower-austria" })
    expect(row(migration, "/en/meter-cabinets/vienna.html")).toMatchObject({ new: "/en/product-catalog/?family=meter-cabinet&area=vienna" })
    expect(row(migration, "/artikel/3013579246.html")).toMatchObject({ new: "/de/product-catalog/ws-0612-40/" })
    expect(row(migration, "/artikel/ZV-TIR1-0614-21-63.html")).toMatchObject({ new: "/de/product-catalog/zv-tir1-0614-21-63/" })
    expect(row(migration, "/produkte/wand/stahl/ws-0612-40.html")).toMatchObject({ new: "/de/product-catalog/ws-0612-40/" })
    expect(row(migration, "/downloads/2019/katalog.pdf")).toMatchObject({ new: "/de/downloads/" })
    expect(row(migration, "/presse/2019/index.html")).toMatchObject({ new: "/de/presse/" })
    expect(row(migration, "/zaehlerschraenke/tirol.html")!.reason).toMatch(/^pattern \/zaehlerschraenke\/\{region\}\.html \(rules line \d+\)$/)
  })

  it("applies exact rules, then legacy_paths and the pages' own paths, then the patterns in the file's order", () => {
    // The exact rule beats the pattern above it in the file.
    expect(row(migration, "/presse/sonderfall.html")).toMatchObject({ new: "/de/presse/", reason: "rules line 3" })
    // legacy_paths beat the patterns.
    expect(row(migration, "/presse/pulverbeschichtung-2024.html")).toMatchObject({ new: "/de/aktuelles/neue-pulverbeschichtung-wels/", reason: "legacy_paths" })
    // A story's own path beats `/referenzen/*.html`.
    expect(row(migration, "/referenzen/windpark-parndorf.html")).toMatchObject({ new: "/de/referenzen/windpark-parndorf/", reason: "page slug" })
    // A lookup that finds nothing passes the URL to the next pattern.
    expect(row(migration, "/presse/gibt-es-nicht.html")).toMatchObject({ new: "/de/presse/", reason: expect.stringContaining("/presse/**") })
    expect(row(migration, "/stellenangebote/lackierer.html")).toMatchObject({ new: "/de/karriere/" })
    expect(row(migration, "/produkte/wand/stahl/ws-9999-99.html")).toMatchObject({ new: "/de/product-catalog/", reason: expect.stringContaining("/produkte/**") })
    // No pattern left: refused.
    expect(row(migration, "/zaehlerschraenke/atlantis.html")).toMatchObject({ status: "refused" })
  })

  it("reads .htm as .html and a leading // as a path", () => {
    expect(row(migration, "/impressum.htm")).toMatchObject({ status: "pass-through", new: "/de/imprint/" })
    expect(parseOldUrl("//impressum.html")).toMatchObject({ key: "/impressum.html", path: "/impressum.html", sentPath: "//impressum.html" })
    expect(row(migration, "//impressum.html")).toMatchObject({ status: "repeat" })
    expect(migrate(["//impressum.html"], rules, site).report[0]).toMatchObject({ status: "pass-through", new: "/de/imprint/" })
    // A host after // is still a protocol-relative URL.
    expect(parseOldUrl("//www.alt-gehaeuse.at/impressum.html")).toMatchObject({ key: "/impressum.html" })
    expect(parseOldUrl("//localhost:8080/impressum.htm")).toMatchObject({ key: "/impressum.html" })
    expect(parseOldUrl("//presse//2019//INDEX.HTM")).toMatchObject({ key: "/presse/2019" })
    expect(legacyKey("/a/b/c/index.htm")).toBe("/a/b/c")
    const lookup = redirectLookup({ version: 1, entries: [...migration.entries] })
    expect(lookup("/impressum.htm", "")).toEqual({ _tag: "PassThrough", path: "/de/imprint/" })
    expect(lookup("//zaehlerschraenke/tirol.html", "?x=1")).toEqual({ _tag: "Redirect", location: "/de/product-catalog/?family=meter-cabinet&area=tyrol&x=1" })
  })
})

describe("proposals", () => {
  const rules = rulesOf(["/impressum.html,/de/imprint/,200"])
  const urls = ["/zählerverteiler-tirol-vorarlberg-2023.html", "/presse/neue-pulverbeschichtung.html", "/en/news/powder-coating-wels.html", "/shop/ws0612-40.html", "/gewinnspiel-xyzzy.html"]
  const migration = migrate(urls, rules, site)

  it("ranks the new site's pages by the old path's words, umlauts and ae/oe/ue alike", () => {
    expect(proposalWords("/Zählerverteiler-Tirol.html")).toEqual(proposalWords("/zaehlerverteiler-tirol.htm"))
    expect(row(migration, "/zählerverteiler-tirol-vorarlberg-2023.html")).toMatchObject({ status: "refused", new: "" })
    expect(row(migration, "/zählerverteiler-tirol-vorarlberg-2023.html")!.proposals![0]).toEqual({ to: "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/", score: 1 })
    expect(row(migration, "/presse/neue-pulverbeschichtung.html")!.proposals![0]!.to).toBe("/de/aktuelles/neue-pulverbeschichtung-wels/")
    expect(row(migration, "/en/news/powder-coating-wels.html")!.proposals![0]!.to).toBe("/en/news/new-powder-coating-wels/")
    expect(row(migration, "/shop/ws0612-40.html")!.proposals![0]!.to).toBe("/de/product-catalog/ws-0612-40/")
    expect(row(migration, "/gewinnspiel-xyzzy.html")).toMatchObject({ status: "refused" })
    expect(row(migration, "/gewinnspiel-xyzzy.html")!.proposals).toBeUndefined()
  })

  it("writes proposals into the report, never into the table", () => {
    expect(migration.entries).toEqual([])
    const lookup = redirectLookup({ version: 1, entries: [...migration.entries] })
    for (const url of urls) expect(lookup(url, "")).toBeNull()
    const report = Papa.parse<Record<string, string>>(reportCsv(migration).trim(), { header: true }).data
    const first = report.find((r) => r["old"] === "/zählerverteiler-tirol-vorarlberg-2023.html")!
    expect(first).toMatchObject({ status: "refused", new: "", proposal: "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/", score: "1.00", accept: "" })
    // A log line that is a spreadsheet formula stays text when the reviewer opens the report.
    const formula = Papa.parse<Record<string, string>>(reportCsv(migrate(["=HYPERLINK(\"http://x\")"], [], site)).trim(), { header: true }).data
    expect(formula[0]!["old"]).toBe("'=HYPERLINK(\"http://x\")")
  })

  it("--accept of a reviewed report puts the accepted proposals into the table, and only those", () => {
    const report = Papa.parse<Array<string>>(reportCsv(migration).trim()).data
    const header = report[0]!
    const at = (name: string) => header.indexOf(name)
    // The reviewer accepts two proposals, corrects one target and leaves the others.
    const reviewed = report.map((cells, index) => {
      const copy = [...cells]
      if (copy[0] === "/zählerverteiler-tirol-vorarlberg-2023.html") copy[at("accept")] = "ja"
      if (copy[0] === "/shop/ws0612-40.html") copy[at("accept")] = "x"
      if (copy[0] === "/en/news/powder-coating-wels.html") {
        copy[at("proposal")] = "/en/news/"
        copy[at("accept")] = "yes"
      }
      return index === 0 ? cells : copy
    })
    const accepted = parseAccepted(Papa.unparse(reviewed))
    if ("error" in accepted) throw new Error(accepted.error)
    expect(accepted.rules.map((r) => [r.old, r.new])).toEqual([
      ["/zählerverteiler-tirol-vorarlberg-2023.html", "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/"],
      ["/en/news/powder-coating-wels.html", "/en/news/"],
      ["/shop/ws0612-40.html", "/de/product-catalog/ws-0612-40/"],
    ])
    const again = migrate(urls, [...rules, ...accepted.rules], site)
    expect(again.entries.map((e) => [e.key, e.to])).toEqual([
      ["/en/news/powder-coating-wels.html", "/en/news/"],
      ["/shop/ws0612-40.html", "/de/product-catalog/ws-0612-40/"],
      ["/zählerverteiler-tirol-vorarlberg-2023.html", "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/"],
    ])
    expect(row(again, "/shop/ws0612-40.html")!.reason).toMatch(/^accepted proposal, report line \d+$/)
    expect(row(again, "/presse/neue-pulverbeschichtung.html")).toMatchObject({ status: "refused" })
    // An accepted proposal and a rule with another target: a duplicate, refused.
    const clash = migrate(["/shop/ws0612-40.html"], [...rulesOf(["/shop/ws0612-40.html,/de/product-catalog/"]), ...accepted.rules], site)
    expect(clash.report[0]).toMatchObject({ status: "refused", reason: expect.stringMatching(/^duplicate: rules line 2 and accepted proposal/) })
  })

  it("refuses a report that is not one or an accept value it cannot read", () => {
    expect(parseAccepted("old,new\n/a.html,/de/\n")).toMatchObject({ error: expect.stringContaining("accept") })
    expect(parseAccepted("old,proposal,accept\n/a.html,/de/,vielleicht\n")).toMatchObject({ error: expect.stringContaining("line 2") })
    expect(parseAccepted("old,proposal,accept\n/a.html,,ja\n")).toMatchObject({ error: expect.stringContaining("needs old and proposal") })
    expect(parseAccepted("old,proposal,accept\n/a.html,/de/imprint/,200\n/b.html,/de/,nein\n")).toMatchObject({ rules: [{ old: "/a.html", new: "/de/imprint/", kind: "pass-through" }] })
  })
})

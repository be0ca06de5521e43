/**
 * The catalogue's filters against what the product pages show, the amperage variants on page and
 * configurator, and the CAD files every product page offers (issue 13), over HTTP against the
 * production server on the demo catalogue.
 */
import { describe, expect, it } from "vitest"
import { getPage as get } from "./env.ts"

const text = (html: string, id: string): string | undefined => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]

/** Product slugs of the cards on a catalogue page. */
const cardSlugs = (html: string): Set<string> => new Set([...html.matchAll(/href="\/en\/product-catalog\/([a-z0-9-]+)\/"/g)].map((m) => m[1]!))

const listing = async (query: string): Promise<Set<string>> => {
  const response = await get(`/en/product-catalog/?${query}&limit=240`)
  expect(response.status).toBe(200)
  return cardSlugs(await response.text())
}

/** Every product page of the demo, once for the suite (the page cache makes repeats cheap). */
let pages: Promise<Map<string, string>> | undefined
const productPages = (): Promise<Map<string, string>> =>
  (pages ??= (async () => {
    const slugs = [...(await listing("sort=relevance"))]
    expect(slugs.length).toBeGreaterThan(150)
    const out = new Map<string, string>()
    for (let i = 0; i < slugs.length; i += 6) {
      await Promise.all(
        slugs.slice(i, i + 6).map(async (slug) => {
          const response = await get(`/en/product-catalog/${slug}/`)
          expect(response.status, slug).toBe(200)
          out.set(slug, await response.text())
        }),
      )
    }
    return out
  })())

describe("filters and product pages agree", () => {
  it("the protection filter lists exactly the products whose page shows that protection type", { timeout: 120_000 }, async () => {
    const all = await productPages()
    const shown = new Map([...all].map(([slug, html]) => [slug, text(html, "protection-type")]))
    expect([...shown.values()].every((v) => v !== undefined && /^IP\d\d$/.test(v))).toBe(true)
    for (const type of new Set(shown.values())) {
      const listed = await listing(`protection=${type}`)
      const onPages = new Set([...shown].filter(([, v]) => v === type).map(([slug]) => slug))
      expect([...listed].sort(), type).toEqual([...onPages].sort())
    }
  })

  it("filtering by a federal state keeps every product whose page says 'all federal states'", { timeout: 120_000 }, async () => {
    const all = await productPages()
    const everywhere = [...all].filter(([, html]) => text(html, "areas-of-use") === "All federal states").map(([slug]) => slug)
    expect(everywhere.length).toBeGreaterThan(100)
    for (const state of ["tyrol", "vienna"]) {
      const listed = await listing(`area=${state}`)
      expect(everywhere.filter((slug) => !listed.has(slug)), state).toEqual([])
      const stateName = state === "tyrol" ? "Tyrol" : "Vienna"
      const own = [...all].filter(([, html]) => text(html, "areas-of-use") === stateName).map(([slug]) => slug)
      expect(own.length, state).toBeGreaterThan(0)
      expect(own.filter((slug) => !listed.has(slug)), state).toEqual([])
    }
  })
})

describe("the current page", () => {
  it.each([
    ["/de/product-catalog/zv-bgl1-0613-21-35/", "/de/product-catalog/"],
    ["/de/product-catalog/zv-bgl1-0613-21-35/customize/", "/de/product-catalog/zv-bgl1-0613-21-35/"],
  ])("%s: the links back up (breadcrumb, back button) are no current page", async (path, up) => {
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(await (await get(path)).text())?.[1] ?? ""
    const links = [...main.matchAll(/<a\b[^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes(`href="${up}"`))
    expect(links.length).toBeGreaterThan(0)
    for (const tag of links) expect(tag).not.toContain("aria-current")
  })
})

describe("amperage variants (spec §3)", () => {
  it.each([
    ["/en/product-catalog/zv-bgl1-0613-21-35/", ""],
    ["/de/product-catalog/zv-bgl1-0613-21-35/customize/", "customize/"],
  ])("%s offers the cabinet's other rated currents", async (path, suffix) => {
    const html = await (await get(path)).text()
    const lang = path.slice(1, 3)
    const nav = /<nav[^>]*data-testid="amperage-variants"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1]
    expect(nav).toBeDefined()
    expect(text(nav!, "amperage-current")).toBe("35 A")
    expect(nav).toMatch(/aria-current="page"/)
    for (const amps of [50, 63]) {
      expect(nav).toContain(`href="/${lang}/product-catalog/zv-bgl1-0613-21-${amps}/${suffix}"`)
      expect(text(nav!, `amperage-${amps}`)).toBe(`${amps} A`)
    }
  })

  it("shows the rated current in the technical data, and no variants for an enclosure without them", async () => {
    const cabinet = await (await get("/de/product-catalog/zv-bgl1-0613-21-50/")).text()
    expect(cabinet).toMatch(/Bemessungsstrom<\/th><td>50 A</)
    const enclosure = await (await get("/en/product-catalog/ws-0612-40/")).text()
    expect(enclosure).not.toContain('data-testid="amperage-variants"')
  })
})

describe("CAD files (issue 13: real files for what the catalogue declares)", () => {
  it("the product page offers the DXF drawing, its PDF and the STEP model, and every offered file answers", async () => {
    for (const lang of ["de", "en"]) {
      const html = await (await get(`/${lang}/product-catalog/ws-0612-40/`)).text()
      const downloads = /data-testid="downloads"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? ""
      const hrefs = [...downloads.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"))
      expect(hrefs.map((h) => /_([a-z-]+)_\d+\.([a-z]+)\?/.exec(h)?.slice(1).join("."))).toEqual(
        expect.arrayContaining(["cad-drawing.dxf", "cad-pdf.pdf", "step.stp", "datasheet.pdf"]),
      )
      expect(downloads).not.toMatch(/eplan/i)
      for (const href of hrefs) expect((await get(href)).status, href).toBe(200)
    }
  })

  it.each([
    ["ws-0612-40_cad-drawing_1.dxf", "image/vnd.dxf", /^\s*0\r?\nSECTION\r?\n\s*2\r?\nHEADER/],
    ["ws-0612-40_cad-pdf_1.pdf", "application/pdf", /^%PDF-/],
    ["ws-0612-40_step_1.stp", "model/step", /^ISO-10303-21;/],
  ])("/files/assets/%s is a %s made from the product's dimensions", async (file, type, start) => {
    const response = await get(`/files/assets/${file}?lang=en`)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe(type)
    const body = new TextDecoder("latin1").decode(await response.arrayBuffer())
    expect(body).toMatch(start)
    if (type !== "application/pdf") expect(body).toContain("600")
  })

  it("answers 404 for a file the catalogue does not declare (no EPLAN macros)", async () => {
    expect((await get("/files/assets/ws-0612-40_eplan_1.eplan")).status).toBe(404)
    expect((await get("/files/assets/ws-0612-40_cad-drawing_1.dwg")).status).toBe(404)
  })

  it("the home page promises only the files that exist", async () => {
    const de = await (await get("/de/")).text()
    const en = await (await get("/en/")).text()
    expect(de).not.toContain("EPLAN")
    expect(en).not.toContain("EPLAN")
    expect(de).toContain("CAD-Zeichnung mit Maßen (DXF und PDF) und 3D-Modell (STEP)")
    expect(en).toContain("dimensioned CAD drawing (DXF and PDF) and 3D model (STEP)")
  })
})

/** HTML attribute text as the browser reads it. */
const attr = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'")
const page = async (path: string) => {
  const response = await get(path)
  expect(response.status, path).toBe(200)
  return response.text()
}
const totalOf = (html: string) => Number(/data-testid="result-count"[^>]*data-total="(\d+)"/.exec(html)?.[1] ?? Number.NaN)
/** Each filter option: its count and whether its box is checked or disabled. */
const options = (html: string) =>
  new Map(
    [...html.matchAll(/<label[^>]*data-testid="option-([A-Za-z]+)-([A-Za-z0-9-]+)" data-count="(\d+)"[^>]*>\s*<input([^>]*)>/g)].map((m) => [
      `${m[1]}=${m[2]}`,
      { count: Number(m[3]), checked: / checked=""/.test(m[4]!), disabled: / disabled=""/.test(m[4]!) },
    ]),
  )
/** The links inside the element with `data-testid`, with their text (tags dropped) or aria-label. */
const links = (html: string, id: string) => {
  const start = html.indexOf(`data-testid="${id}"`)
  expect(start, id).toBeGreaterThan(-1)
  const part = html.slice(start, html.indexOf("</ul>", start))
  return [...part.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: attr(/href="([^"]*)"/.exec(m[1]!)?.[1] ?? ""),
    label: attr(/aria-label="([^"]*)"/.exec(m[1]!)?.[1] ?? m[2]!.replace(/<[^>]+>/g, "").replace(/\s+/g, " ").trim()),
    testId: /data-testid="([^"]*)"/.exec(m[1]!)?.[1],
  }))
}

describe("filters that never dead-end (issue 25), without JavaScript", () => {
  it("each option says how many products it would leave: checking a second material adds its count", async () => {
    const html = await page("/en/product-catalog/?material=steel&widthMax=800")
    const steel = totalOf(html)
    const found = options(html)
    expect(found.get("material=steel")).toMatchObject({ count: steel, checked: true, disabled: false })
    for (const other of ["polyester", "stainless-steel", "aluminium"]) {
      const count = found.get(`material=${other}`)!.count
      expect(totalOf(await page(`/en/product-catalog/?material=steel&material=${other}&widthMax=800`)), other).toBe(steel + count)
    }
    // Another group's option: what the list would leave with it.
    const ip66 = found.get("protection=IP66")!.count
    expect(totalOf(await page("/en/product-catalog/?material=steel&widthMax=800&protection=IP66"))).toBe(ip66)
  })

  it("an option that would leave nothing stays, disabled and marked (0), unless it is checked", async () => {
    const found = options(await page("/de/product-catalog/?area=upper-austria"))
    const none = [...found].filter(([, o]) => o.count === 0)
    expect(none.length).toBeGreaterThan(0)
    for (const [key, option] of none) expect(option.disabled, key).toBe(true)
    const [key] = none[0]!
    const checked = options(await page(`/de/product-catalog/?area=upper-austria&${key}`)).get(key)
    expect(checked).toEqual({ count: 0, checked: true, disabled: false })
  })

  it("the active filters stand above the results as links without each, in both languages", async () => {
    const query = "?material=steel&material=polyester&widthMin=600&widthMax=800&limit=48&sort=price-asc"
    const de = await page(`/de/product-catalog/${query}`)
    expect(de.indexOf('data-testid="active-filters"')).toBeGreaterThan(de.indexOf('data-testid="result-count"'))
    expect(de.indexOf('data-testid="active-filters"')).toBeLessThan(de.indexOf('data-testid="product-grid"'))
    expect(links(de, "active-filters")).toEqual([
      { href: "/de/product-catalog/?material=steel&material=polyester&sort=price-asc", label: "Filter entfernen: Breite: 600–800 mm", testId: "filter-chip" },
      { href: "/de/product-catalog/?material=polyester&widthMin=600&widthMax=800&sort=price-asc", label: "Filter entfernen: Stahlblech", testId: "filter-chip" },
      { href: "/de/product-catalog/?material=steel&widthMin=600&widthMax=800&sort=price-asc", label: "Filter entfernen: Polyester", testId: "filter-chip" },
      { href: "/de/product-catalog/?sort=price-asc", label: "Alle Filter entfernen", testId: "remove-all-filters" },
    ])
    // Filters, not fields: the range's two values are one filter.
    expect(de).toContain("Filter und Sortierung (3 aktiv)")
    const en = await page(`/en/product-catalog/${query}`)
    expect(links(en, "active-filters").map((l) => l.label)).toEqual(["Remove filter: Width: 600–800 mm", "Remove filter: Sheet steel", "Remove filter: Polyester", "Remove all filters"])
    // Following a chip's link is the list without that filter.
    const withoutSteel = links(en, "active-filters")[1]!.href
    expect(totalOf(await page(withoutSteel))).toBe(totalOf(await page("/en/product-catalog/?material=polyester&widthMin=600&widthMax=800")))
  })

  it("an empty result says so where the results would be, with the nearest sizes and the filters to drop", async () => {
    const asked = "material=steel&widthMin=600&widthMax=600&heightMin=800&heightMax=800&depthMin=250&depthMax=250"
    for (const [lang, depthLink] of [
      ["en", "Without Depth: 250 mm (2 products)"],
      ["de", "Ohne Tiefe: 250 mm (2 Produkte)"],
    ] as const) {
      const html = await page(`/${lang}/product-catalog/?${asked}`)
      expect(totalOf(html)).toBe(0)
      // In the results' place: after the count and the chips, not above the page.
      const empty = html.indexOf('data-testid="empty-state"')
      expect(empty).toBeGreaterThan(html.indexOf('data-testid="active-filters"'))
      const nearest = html.slice(html.indexOf('data-testid="nearest-sizes"'), html.indexOf("</ul>", html.indexOf('data-testid="nearest-sizes"')))
      expect([...nearest.matchAll(/data-testid="card-size"[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual([
        "600 × 600 × 250 mm",
        "500 × 700 × 250 mm",
        "600 × 800 × 350 mm",
        "600 × 600 × 300 mm",
      ])
      const drops = links(html, "drop-filters")
      expect(drops.map((l) => l.label)).toContain(depthLink)
      const depth = drops.find((l) => l.testId === "drop-depth")!
      expect(depth.href).toBe(`/${lang}/product-catalog/?material=steel&widthMin=600&widthMax=600&heightMin=800&heightMax=800`)
      expect(totalOf(await page(depth.href))).toBe(2)
      // A filter whose dropping still leaves nothing is not offered.
      expect(drops.some((l) => l.testId === "drop-material")).toBe(false)
    }
  })

  it("a federal state's own products come before those for every state, and the switch keeps only them", async () => {
    const html = await page("/en/product-catalog/?area=upper-austria")
    const own = 3
    expect(totalOf(html)).toBe(141)
    expect([...cardSlugs(html)].slice(0, own).every((slug) => slug.startsWith("zv-ooe"))).toBe(true)
    expect([...cardSlugs(html)].slice(own).some((slug) => slug.startsWith("zv-"))).toBe(false)
    expect(text(html, "state-first")).toContain("The 3 products made for Upper Austria come first, then 138 for every federal state.")
    expect(options(html).get("areaOnly=1")).toEqual({ count: own, checked: false, disabled: false })
    expect(html).toMatch(/<input[^>]*role="switch"[^>]*name="areaOnly"/)
    const only = await page("/en/product-catalog/?area=upper-austria&areaOnly=1")
    expect(totalOf(only)).toBe(own)
    expect(options(only).get("areaOnly=1")).toMatchObject({ checked: true })
    expect(links(only, "active-filters").map((l) => l.label)).toContain("Remove filter: Only made for Upper Austria")
    const de = await page("/de/product-catalog/?area=upper-austria")
    expect(text(de, "state-first")).toContain("Zuerst die 3 für Oberösterreich gebauten Produkte, dann 138 für alle Bundesländer.")
  })
})

describe("one format for dimensions", () => {
  it("the product page writes a size as the datasheet does, without thousands separators, in both languages", async () => {
    for (const lang of ["de", "en"]) {
      const html = await (await get(`/${lang}/product-catalog/ws-0612-40/`)).text()
      expect(html, lang).toContain("600 × 1200 × 400 mm")
      expect(html, lang).not.toMatch(/1[ ,.\u202f\u00a0]200 ×/)
    }
  })
})

describe("the catalogue as a table (issue 27 part 2)", () => {
  const decodeHtml = (html: string) => html.replace(/<!-- -->/g, "").replace(/&amp;/g, "&")
  const tableRows = (html: string) =>
    [...html.matchAll(/<tr data-testid="table-row" data-slug="([^"]+)">([\s\S]*?)<\/tr>/g)].map((m) => ({
      slug: m[1]!,
      cells: [...m[2]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => decodeHtml(c[1]!).replace(/<[^>]+>/g, "").trim()),
    }))
  /** The opening tag carrying a test id, and one of its attributes (React writes them in any order). */
  const tagOf = (html: string, testId: string) => new RegExp(`<[a-z]+ [^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? ""
  const attr = (tag: string, name: string) => new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]
  const table = async (query: string, lang = "en") => {
    const response = await get(`/${lang}/product-catalog/?${query}`)
    expect(response.status).toBe(200)
    return decodeHtml(await response.text())
  }

  it("lists the same products as the cards, with article number, name, size, protection, material, meter positions, weight and price", async () => {
    const cards = await table("material=steel")
    const html = await table("material=steel&view=table")
    expect(html).not.toContain('data-testid="product-grid"')
    const rows = tableRows(html)
    expect(rows.map((r) => r.slug)).toEqual([...cards.matchAll(/data-testid="product-card" data-slug="([^"]+)"/g)].map((m) => m[1]))
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/[▲▼↕]/g, "").split(":")[0]!.trim())
    expect(headers).toEqual(["Article number", "Name", "W × H × D", "Protection type", "Material", "Meter positions", "Weight", "List price"])
    for (const row of rows) {
      expect(row.cells).toHaveLength(8)
      // Sizes without thousands separators.
      expect(row.cells[2]).toMatch(/^\d+ × \d+ × \d+ mm$/)
      expect(row.cells[3]).toMatch(/^IP\d\d$/)
      expect(row.cells[4]).toBe("Sheet steel")
      expect(row.cells[6]).toMatch(/^[\d.]+ kg$/)
    }
    // The switch: the cards' link keeps the filter and drops the view; the table's is the current page.
    expect(attr(tagOf(html, "view-cards"), "href")).toBe("/en/product-catalog/?material=steel")
    expect(attr(tagOf(html, "view-cards"), "aria-current")).toBeUndefined()
    expect(attr(tagOf(html, "view-table"), "href")).toBe("/en/product-catalog/?material=steel&view=table")
    expect(attr(tagOf(html, "view-table"), "aria-current")).toBe("page")
    // The filter form without JavaScript submits the view with the filters.
    expect(html).toContain('<input type="hidden" name="view" value="table"/>')
  })

  it("sorts by each sortable column through links that keep the filters and the view", async () => {
    const html = await table("material=steel&view=table&limit=48")
    for (const [column, sort] of [["article", "article-asc"], ["name", "name-asc"], ["size", "width-asc"], ["protection", "protection-asc"], ["material", "material-asc"], ["meters", "meters-asc"], ["weight", "weight-asc"], ["price", "price-asc"]] as const) {
      const href = attr(tagOf(html, `sort-${column}`), "href")
      expect(href, column).toBeDefined()
      const params = new URL(href!, "http://x").searchParams
      expect([params.get("sort"), params.get("material"), params.get("view"), params.get("limit")], column).toEqual([sort, "steel", "table", null])
    }
    // Each link's name starts with the column's visible name and says the order it sets.
    expect(/data-testid="sort-weight"[^>]*>Weight<span[^>]*>: Sort by Weight, ascending<\/span>/.test(html)).toBe(true)

    const number = (text: string) => Number(text.replace(/[^\d.]/g, ""))
    const byWeight = tableRows(await table("view=table&sort=weight-asc&limit=96"))
    const weights = byWeight.map((r) => number(r.cells[6]!))
    expect(weights).toEqual([...weights].sort((a, b) => a - b))
    const byMeters = tableRows(await table("view=table&sort=meters-asc&limit=96")).map((r) => number(r.cells[5]!))
    expect(byMeters).toEqual([...byMeters].sort((a, b) => a - b))
    // Article numbers as a buyer reads them: the numbers inside compared as numbers (WS 600… before WS 1000…).
    const articles = tableRows(await table("view=table&sort=article-asc&limit=96")).map((r) => r.cells[0]!)
    expect(articles).toEqual([...articles].sort(new Intl.Collator("en", { numeric: true, sensitivity: "base" }).compare))
    expect(new Set(articles.map((a) => a.split(" ")[0])).size).toBeGreaterThan(1)
    const protection = tableRows(await table("view=table&sort=protection-asc&limit=96")).map((r) => number(r.cells[3]!))
    expect(protection).toEqual([...protection].sort((a, b) => a - b))

    // The sorted column says so; the price's header turns the order round.
    const priced = await table("view=table&sort=price-asc")
    expect(attr(tagOf(priced, "column-price"), "aria-sort")).toBe("ascending")
    expect(attr(tagOf(priced, "column-name"), "aria-sort")).toBeUndefined()
    expect(attr(tagOf(priced, "sort-price"), "href")).toContain("sort=price-desc")
    expect(attr(tagOf(await table("view=table&sort=price-desc"), "column-price"), "aria-sort")).toBe("descending")
  })

  it("speaks German, and the cards link back", async () => {
    const html = await table("view=table", "de")
    expect(html).toContain("B × H × T")
    expect(html).toContain("Zählerplätze")
    expect(attr(tagOf(html, "view-cards"), "href")).toBe("/de/product-catalog/")
  })
})

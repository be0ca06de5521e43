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

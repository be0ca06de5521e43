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

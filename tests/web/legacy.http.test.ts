/**
 * The old site's URLs (issue 10) against the production server with the shipped redirect table
 * (data/redirects.json): a 301 to a page answering 200, every spelling of one old URL, the query
 * kept; a pass-through page rendered at its old path with the canonical link to the new one.
 */
import { describe, expect, it } from "vitest"
import { getPage as get } from "./env.ts"

const location = (response: Response) => response.headers.get("location")

describe("legacy paths", () => {
  it.each([
    ["/index.html", "/de/"],
    ["/INDEX.HTML", "/de/"],
    ["/de/index.html", "/de/"],
    ["/en/index.html", "/en/"],
    ["/de/produkte.html?sort=preis", "/de/product-catalog/?sort=preis"],
    ["/en/products.html", "/en/product-catalog/"],
    ["/Produkte/", "/de/product-catalog/"],
    ["/produkte//index.html", "/de/product-catalog/"],
    ["/produkte/zaehlerverteiler.html?utm_source=print", "/de/product-catalog/?family=meter-cabinet&utm_source=print"],
    ["/kontaktformular.html", "/de/contact/"],
    ["/%C3%BCber-uns.html", "/de/unternehmen/"],
    ["/%C3%9CBER-UNS.HTML?ref=print", "/de/unternehmen/?ref=print"],
    ["/firmengeschichte.html", "/de/unternehmen/geschichte/"],
    ["/Referenzen/", "/de/referenzen/"],
    ["/Produkte/Zaehlerverteiler/ZV-BGL1-0613-21-35.html", "/de/product-catalog/zv-bgl1-0613-21-35/"],
  ])("%s answers one 301 to %s, which answers 200", async (path, target) => {
    const response = await get(path)
    expect(response.status).toBe(301)
    expect(location(response)).toBe(target)
    expect((await get(target)).status).toBe(200)
  })

  it("renders a pass-through page at its old path with the canonical link to the new page", async () => {
    const response = await get("/impressum.html")
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/de\/imprint\/"/)
    expect(html).toContain("<h1")
    expect(html).toContain("Impressum")
    expect(html).not.toContain("Seite nicht gefunden")
  })

  it("leaves the new site's paths and unknown old URLs alone", async () => {
    expect((await get("/de/")).status).toBe(200)
    expect((await get("/gibt-es-nicht.html")).status).toBe(404)
    expect((await get("/aktion-a.html")).status).toBe(404)
  })
})

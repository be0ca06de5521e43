/**
 * The old site's URLs (issues 10 and 28) against the production server with the shipped redirect table
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
    // Issue 28: families mapped by pattern rules (data/redirects/rules.csv), `.htm` read as `.html`.
    ["/presse/zaehlerverteiler-tirol-vorarlberg.html", "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/"],
    ["/presse/Z%C3%A4hlerverteiler-Tirol-Vorarlberg.htm", "/de/aktuelles/zaehlerverteiler-tirol-vorarlberg/"],
    ["/stellenangebote/schweisser-2017.html", "/de/karriere/"],
    ["/zaehlerschraenke/k%C3%A4rnten.html", "/de/product-catalog/?family=meter-cabinet&area=carinthia"],
    ["/Zaehlerschraenke/Ober%C3%B6sterreich.HTML", "/de/product-catalog/?family=meter-cabinet&area=upper-austria"],
    ["/artikel/3013579246.html", "/de/product-catalog/ws-0612-40/"],
    ["/en/meter-cabinets/tyrol.html", "/en/product-catalog/?family=meter-cabinet&area=tyrol"],
  ])("%s answers one 301 to %s, which answers 200", async (path, target) => {
    const response = await get(path)
    expect(response.status).toBe(301)
    expect(location(response)).toBe(target)
    expect((await get(target)).status).toBe(200)
  })

  it("answers an old URL with a doubled slash with its 301, not the framework's 308", async () => {
    const redirect = await get("//produkte.html?kat=3")
    expect(redirect.status).toBe(301)
    expect(location(redirect)).toBe("/de/product-catalog/?kat=3")
    expect(redirect.headers.get("x-content-type-options")).toBe("nosniff")
    const family = await get("//zaehlerschraenke/tirol.html")
    expect(family.status).toBe(301)
    expect(location(family)).toBe("/de/product-catalog/?family=meter-cabinet&area=tyrol")
    // A pass-through page: one 301 to its old address with one slash, where it renders.
    const passThrough = await get("//impressum.html")
    expect(passThrough.status).toBe(301)
    expect(location(passThrough)).toBe("/impressum.html")
    expect((await get("/impressum.html")).status).toBe(200)
    // What the table does not know is left to the framework as before.
    expect((await get("//gibt-es-nicht.html")).status).not.toBe(301)
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

/** Route rules of spec §2 and the 404 page, checked over HTTP against the production server. */
import { describe, expect, it } from "vitest"
import { getPage as get, getPdf } from "./env.ts"

const location = (response: Response) => response.headers.get("location")

describe("home redirects (301 to /{lang}/ by browser language)", () => {
  it.each([
    ["/", "en-GB,en;q=0.9", "/en/"],
    ["/", "de-AT,de;q=0.9,en;q=0.8", "/de/"],
    ["/", "fr-FR,fr;q=0.9", "/de/"],
    ["/home", "en-US,en;q=0.9", "/en/"],
    ["/home/", "de", "/de/"],
    ["/?utm_source=print", "en", "/en/?utm_source=print"],
  ])("%s with Accept-Language %s goes to %s", async (path, acceptLanguage, target) => {
    const response = await get(path, { "accept-language": acceptLanguage })
    expect(response.status).toBe(301)
    expect(location(response)).toBe(target)
  })

  it("prefers the language cookie to the browser's languages", async () => {
    const response = await get("/", { "accept-language": "de-AT,de;q=0.9", cookie: "lang=en" })
    expect(response.status).toBe(301)
    expect(location(response)).toBe("/en/")
  })

  it("uses the configured default language without an Accept-Language header", async () => {
    const response = await get("/")
    expect(response.status).toBe(301)
    expect(location(response)).toBe("/de/")
  })
})

describe("trailing slash (301, query kept)", () => {
  it.each([
    ["/de", "/de/"],
    ["/en/product-catalog", "/en/product-catalog/"],
    ["/de/product-catalog?material=steel&material=polyester&limit=48", "/de/product-catalog/?material=steel&material=polyester&limit=48"],
    ["/de/product-catalog/ws-0612-40", "/de/product-catalog/ws-0612-40/"],
  ])("%s goes to %s", async (path, target) => {
    const response = await get(path)
    expect(response.status).toBe(301)
    expect(location(response)).toBe(target)
  })
})

describe("pages", () => {
  it.each(["/de/", "/en/", "/de/product-catalog/", "/en/product-catalog/", "/de/product-catalog/ws-0612-40/", "/en/product-catalog/ws-0612-40/"])(
    "%s answers 200 with HTML",
    async (path) => {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toMatch(/text\/html/)
    },
  )

  it("ignores invalid filter values instead of failing", async () => {
    const response = await get("/de/product-catalog/?widthMin=abc&material=wood&protection=IP99&limit=-5&sort=cheapest")
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/data-total="180"/)
  })

  it("renders the product page in each language", async () => {
    const de = await (await get("/de/product-catalog/ws-0612-40/")).text()
    const en = await (await get("/en/product-catalog/ws-0612-40/")).text()
    expect(de).toContain('lang="de-AT"')
    expect(de).toContain("Technische Daten")
    expect(de).toContain("€\u00a0527,37")
    expect(en).toContain('lang="en-GB"')
    expect(en).toContain("Technical data")
    expect(en).toContain("€527.37")
    expect(en).toContain('rel="alternate" hrefLang="de"')
  })
})

describe("404 page", () => {
  it.each([
    ["/de/does-not-exist/", "404 | Seite nicht gefunden", 'href="/de/"'],
    ["/en/does-not-exist/", "404 | Page not found", 'href="/en/"'],
    ["/de/product-catalog/no-such-product/", "404 | Seite nicht gefunden", 'href="/de/"'],
    ["/en/product-catalog/no-such-product/", "404 | Page not found", 'href="/en/"'],
  ])("%s is a 404 with the heading %s and a link home, which is not the current page", async (path, heading, homeLink) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    const html = await response.text()
    expect(html).toContain(`>${heading}</h1>`)
    const section = /<section[^>]*data-testid="not-found"[\s\S]*?<\/section>/.exec(html)?.[0] ?? ""
    expect(section).toContain(homeLink)
    expect(section).not.toContain("aria-current")
  })

  it("treats an unknown language prefix as not found, in the browser's language", async () => {
    const response = await get("/fr/", { "accept-language": "en-GB,en;q=0.9" })
    expect(response.status).toBe(404)
    expect(await response.text()).toContain(">404 | Page not found</h1>")
  })

  it("answers a build file that is gone with a plain 404, not a redirect (an old tab after a deployment)", async () => {
    const response = await get("/assets/index-gone.js")
    expect(response.status).toBe(404)
    expect(response.headers.get("location")).toBeNull()
  })
})

describe("product assets", () => {
  it("renders the data sheet and the image from the catalogue and lists only assets that exist", async () => {
    const sheet = await getPdf("/files/assets/ws-0612-40_datasheet_1.pdf?lang=de")
    expect(sheet.status).toBe(200)
    expect(sheet.headers.get("content-type")).toBe("application/pdf")
    expect(Buffer.from(await sheet.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-")
    // The image is SVG, so its URL says .svg; the catalogue's .png name moves there.
    const png = await get("/files/assets/ws-0612-40_image_1.png?lang=en")
    expect(png.status).toBe(301)
    expect(png.headers.get("location")).toBe("/files/assets/ws-0612-40_image_1.svg?lang=en")
    const image = await get("/files/assets/ws-0612-40_image_1.svg")
    expect(image.status).toBe(200)
    expect(image.headers.get("content-type")).toContain("image/svg+xml")
    expect(await image.text()).toContain("<svg")
    expect(image.headers.get("content-disposition")).toBe('inline; filename="ws-0612-40_image_1.svg"')
    // The STEP model is made from the dimensions (issue 13); an EPLAN macro the catalogue does not declare is not.
    expect((await get("/files/assets/ws-0612-40_step_1.stp")).status).toBe(200)
    expect((await get("/files/assets/ws-0612-40_eplan_1.eplan")).status).toBe(404)
    expect((await get("/files/assets/..%2F..%2Fpackage.json")).status).toBe(404)
    const page = await (await get("/de/product-catalog/ws-0612-40/")).text()
    expect(page).toContain("/files/assets/ws-0612-40_datasheet_1.pdf")
    expect(page).toContain("/files/assets/ws-0612-40_step_1.stp")
    expect(page).not.toContain("_eplan_")
    expect(page).toContain('href="/files/assets/ws-0612-40_image_1.svg?lang=de"')
    expect(page).not.toContain(`href="/files/assets/ws-0612-40_image_1.png`)
  })

  it("opens every asset link in a new tab and says so (spec §2)", async () => {
    for (const [lang, text] of [["de", "(öffnet in neuem Tab)"], ["en", "(opens in a new tab)"]] as const) {
      const page = await (await get(`/${lang}/product-catalog/ws-0612-40/`)).text()
      const links = [...page.matchAll(/<a [^>]*href="\/files\/assets\/[^"]*"[^>]*>.*?<\/a>/g)].map((m) => m[0])
      expect(links.length).toBeGreaterThanOrEqual(2)
      for (const link of links) {
        expect(link).toContain('target="_blank"')
        expect(link).toMatch(/rel="[^"]*noopener/)
        expect(link).not.toContain(" download")
        expect(link).toContain(text)
      }
    }
  })
})

describe("content pages", () => {
  it("renders a story of the content system in each language and 404s for an unknown slug", async () => {
    const de = await get("/de/imprint/")
    expect(de.status).toBe(200)
    const imprint = await de.text()
    expect(imprint).toContain("Firmenbuchnummer FN 123456a")
    // Link marks of the rich text become links (mail, phone, web in a new tab).
    expect(imprint).toContain('href="mailto:office@example-enclosures.at"')
    expect(imprint).toContain('href="tel:+437242123450"')
    expect(imprint).toMatch(/href="https:\/\/www\.ris\.bka\.gv\.at"[^>]*target="_blank"/)
    const en = await get("/en/privacy/")
    expect(en.status).toBe(200)
    expect(await en.text()).toContain("Privacy policy")
    expect((await get("/de/no-such-story/")).status).toBe(404)
    expect((await get("/de/..%2F..%2Fsettings/")).status).toBe(404)
  })
})

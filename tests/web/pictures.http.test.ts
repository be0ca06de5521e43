/**
 * The products' pictures (issue 27 part 3) over HTTP, without JavaScript: the server draws each
 * product's three-quarter view and its dimensioned front and side views as SVG from the catalogue's
 * dimensions, material and colour; the query's options change the picture; the catalogue's cards,
 * the product page and the configurator show them as images with names in the page's language.
 * The share image (og:image) is the picture as PNG, served by the built server with its native
 * rasteriser, and named in the product page's head.
 */
import { describe, expect, it } from "vitest"
import { getPage } from "./env.ts"

const picture = (path: string) => getPage(`/files/assets/picture/${path}`)
const polygons = (svg: string) => svg.match(/<polygon /g)?.length ?? 0

describe("product pictures", () => {
  it("draws a product as SVG named in the asked language, cacheable", async () => {
    const response = await picture("ws-0612-40.svg?lang=de")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8")
    expect(response.headers.get("cache-control")).toContain("public")
    expect(response.headers.get("x-content-type-options")).toBe("nosniff")
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 [\d.]+ [\d.]+" role="img"><title>Ansicht des Gehäuses, 600 mm breit, 1200 mm hoch, 400 mm tief<\/title>/)
    expect(await (await picture("ws-0612-40.svg?lang=en")).text()).toContain("<title>View of the enclosure, 600 mm wide, 1200 mm high, 400 mm deep</title>")
  })

  it("the options change the picture: a rain roof and a base add their shapes, a paint its colour, the hinge side moves the handle", async () => {
    const plain = await (await picture("ws-0612-40.svg?lang=en")).text()
    const roofed = await (await picture("ws-0612-40.svg?lang=en&o=rainRoof")).text()
    const both = await (await picture("ws-0612-40.svg?lang=en&o=rainRoof.base")).text()
    expect(polygons(roofed)).toBeGreaterThan(polygons(plain))
    expect(polygons(both)).toBeGreaterThan(polygons(roofed))
    const red = await (await picture("ws-0612-40.svg?lang=en&paint=3000")).text()
    // RAL 3000 flame red: the body's stops are red, the plain RAL 7035's grey.
    const reds = (svg: string) => [...svg.matchAll(/stop-color="#([0-9a-f]{2})([0-9a-f]{2})[0-9a-f]{2}"/g)].filter(([, r, g]) => Number.parseInt(r!, 16) > Number.parseInt(g!, 16) + 60).length
    expect(reds(red)).toBeGreaterThan(0)
    expect(reds(plain)).toBe(0)
    const right = await (await picture("ws-0612-40.svg?lang=en&hinge=right")).text()
    expect(right).not.toBe(plain)
    expect(polygons(right)).toBe(polygons(plain))
  })

  it("stainless steel is brushed metal, aluminium in its RAL colour", async () => {
    expect((await (await picture("we-0406-15.svg?lang=en")).text()).match(/<stop /g)!.length).toBeGreaterThanOrEqual(21)
    expect(await (await picture("fsa-1214-32.svg?lang=en")).text()).toContain('stop-color="#0f4336"')
  })

  it("draws the front and side views at one scale with width, height and depth dimensioned", async () => {
    const response = await picture("ws-0612-40.views.svg?lang=de")
    expect(response.status).toBe(200)
    const svg = await response.text()
    expect(svg).toContain("<title>Vorder- und Seitenansicht, Breite 600 mm, Höhe 1200 mm, Tiefe 400 mm</title>")
    for (const figure of ["600", "1200", "400"]) expect(svg).toMatch(new RegExp(`<text[^>]*>${figure}</text>`))
  })

  it.each([
    ["an unknown product", "no-such-product.svg?lang=de"],
    ["an option that does not change the shape", "ws-0612-40.svg?o=interiorFittings"],
    ["an unknown option", "ws-0612-40.svg?o=roof"],
    ["a paint that is not a RAL code", "ws-0612-40.svg?paint=red"],
    ["a hinge side that is none", "ws-0612-40.svg?hinge=top"],
    ["another file type", "ws-0612-40.gif"],
    ["a share image of an unknown product", "no-such-product.png?lang=de"],
    ["the views as PNG (only the picture is a share image)", "ws-0612-40.views.png"],
  ])("answers 404 for %s", async (_, path) => {
    expect((await picture(path)).status).toBe(404)
  })

  it("the catalogue's cards show each product's picture, named by its dimensions", async () => {
    const html = await (await getPage("/en/product-catalog/")).text()
    const images = [...html.matchAll(/<img [^>]*src="\/files\/assets\/picture\/([a-z0-9-]+)\.svg\?lang=en"[^>]*>/g)]
    expect(images.length).toBeGreaterThanOrEqual(12)
    expect(images[0]![0]).toMatch(/alt="View of the enclosure, \d+ mm wide, \d+ mm high, \d+ mm deep"/)
    expect(images[0]![0]).toMatch(/width="140" height="140"/)
  })

  it("the product page shows the picture with the front view and the dimensioned side view beside it", async () => {
    const html = await (await getPage("/de/product-catalog/ws-0612-40/")).text()
    const views = html.slice(html.indexOf('data-testid="product-views"'))
    expect(views).toMatch(/<img [^>]*src="\/files\/assets\/picture\/ws-0612-40\.svg\?lang=de"[^>]*alt="Ansicht des Gehäuses, 600 mm breit, 1200 mm hoch, 400 mm tief"/)
    expect(views).toMatch(/<img [^>]*src="\/files\/assets\/picture\/ws-0612-40\.views\.svg\?lang=de"[^>]*alt="Vorder- und Seitenansicht, Breite 600 mm, Höhe 1200 mm, Tiefe 400 mm"/)
  })

  it("the configurator shows the picture of the product as delivered before anything is chosen", async () => {
    const html = await (await getPage("/en/product-catalog/ws-0612-40/customize/")).text()
    expect(html).toMatch(/data-testid="configurator-picture"><img [^>]*src="\/files\/assets\/picture\/ws-0612-40\.svg\?lang=en"/)
  })

  it("serves the share image as a PNG of 1200 × 630, the same bytes again from its cache", async () => {
    const response = await picture("ws-0612-40.png?lang=de")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/png")
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400")
    const png = Buffer.from(await response.arrayBuffer())
    expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a")
    expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR")
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
    expect(Buffer.from(await (await picture("ws-0612-40.png?lang=de")).arrayBuffer()).equals(png)).toBe(true)
    expect(Buffer.from(await (await picture("we-0406-15.png?lang=de")).arrayBuffer()).equals(png)).toBe(false)
  })

  it("the product page names the share image in og:image and twitter:image, with its size and an alt text in the page's language", async () => {
    for (const [lang, alt] of [
      ["de", "Art.-Nr. WS 600.1200.400: Ansicht des Gehäuses, 600 mm breit, 1200 mm hoch, 400 mm tief"],
      ["en", "art. no. WS 600.1200.400: view of the enclosure, 600 mm wide, 1200 mm high, 400 mm deep"],
    ] as const) {
      const html = await (await getPage(`/${lang}/product-catalog/ws-0612-40/`)).text()
      const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]
      expect(meta("og:image")).toMatch(new RegExp(`^https?://[^/]+/files/assets/picture/ws-0612-40\\.png\\?lang=${lang}$`))
      expect(meta("twitter:image")).toBe(meta("og:image"))
      expect(meta("og:image:width")).toBe("1200")
      expect(meta("og:image:height")).toBe("630")
      expect(meta("og:image:alt")).toContain(alt)
      const image = await getPage(new URL(meta("og:image")!).pathname + new URL(meta("og:image")!).search)
      expect(image.headers.get("content-type")).toBe("image/png")
    }
  })
})

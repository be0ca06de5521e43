/**
 * The internal pages over HTTP: the trailing-slash rule like every page, `noindex`, the browser's
 * language (Accept-Language) unless the toggle's `?lang=` chose one, and the calculator rendered
 * on the server from its query (the form works without JavaScript).
 */
import { describe, expect, it } from "vitest"
import { getPage as get } from "./env.ts"

const testId = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1]

describe("internal pages", () => {
  it.each([
    ["/_internal/styleguide", "/_internal/styleguide/"],
    ["/_internal/calculator", "/_internal/calculator/"],
    ["/_internal/calculator?price=100&discount=5", "/_internal/calculator/?price=100&discount=5"],
  ])("%s redirects (301) to %s like every page", async (path, target) => {
    const response = await get(path)
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe(target)
  })

  it.each(["/_internal/styleguide/", "/_internal/calculator/"])("%s answers 200, noindex, without canonical", async (path) => {
    const response = await get(path)
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/)
    expect(html).not.toMatch(/rel="canonical"/)
  })

  it("speaks the browser's language, and the one the toggle chose", async () => {
    const english = await (await get("/_internal/styleguide/", { "accept-language": "en-GB,en;q=0.9" })).text()
    expect(english).toMatch(/<html lang="en-GB"/)
    expect(english).toContain(">Style guide</h1>")
    const german = await (await get("/_internal/styleguide/", { "accept-language": "de-AT,de;q=0.9" })).text()
    expect(german).toMatch(/<html lang="de-AT"/)
    expect(german).toContain(">Styleguide</h1>")
    const chosen = await (await get("/_internal/styleguide/?lang=de", { "accept-language": "en" })).text()
    expect(chosen).toMatch(/<html lang="de-AT"/)
    expect(chosen).toContain(">Styleguide</h1>")
  })

  it("renders the calculation of its query on the server, in the locale format", async () => {
    const en = await (await get("/_internal/calculator/?price=1234.56&quantity=3&discount=12.5", { "accept-language": "en" })).text()
    expect(testId(en, "calculator-subtotal")).toBe("€3,703.68")
    expect(testId(en, "calculator-discount")).toBe("-€462.96")
    expect(testId(en, "calculator-net")).toBe("€3,240.72")
    const de = await (await get("/_internal/calculator/?price=1234.56&quantity=3&discount=12.5&lang=de")).text()
    expect(testId(de, "calculator-net")).toBe("€\u00a03.240,72")
    // Clamped discount, price on request, invalid price.
    const clamped = await (await get("/_internal/calculator/?price=10&discount=150", { "accept-language": "en" })).text()
    expect(testId(clamped, "calculator-net")).toBe("€0.00")
    const onRequest = await (await get("/_internal/calculator/?price=0", { "accept-language": "en" })).text()
    expect(testId(onRequest, "calculator-onRequest")).toBe("Price on request")
    const invalid = await (await get("/_internal/calculator/?price=abc", { "accept-language": "en" })).text()
    expect(testId(invalid, "calculator-invalid")).toBeDefined()
  })

  it("is linked from nowhere in the shop", async () => {
    for (const path of ["/de/", "/en/", "/de/product-catalog/", "/de/contact/"]) {
      expect(await (await get(path)).text(), path).not.toContain("/_internal/")
    }
  })
})

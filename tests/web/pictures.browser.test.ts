/**
 * The products' pictures in the browser (issue 27 part 3): screenshots of the product page's
 * views, of catalogue cards and of pictures with options go to tests/artifacts/web/pictures/ for
 * the review; the pictures load (a decoded image of their size); a cart line shows its
 * product's picture; the configurator's picture follows a chosen rain roof.
 */
import { mkdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { beforeAll, expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

const artifacts = fileURLToPath(new URL("../artifacts/web/pictures/", import.meta.url))

/** Each family and material once: painted sheet steel, stainless, polyester, aluminium in green, a meter cabinet, a floor-standing cabinet. */
const PRODUCTS = ["ws-0612-40", "we-0406-15", "pg-0506-30", "fsa-1214-32", "zv-ooe4-1413-21-63", "ss-1220-40", "pg-0303-20-sf"] as const

describeBrowser("product pictures", () => {
  beforeAll(() => {
    mkdirSync(artifacts, { recursive: true })
  })

  browserTest.for(PRODUCTS)("%s: the product page shows the picture and the dimensioned front and side views", async (slug, { open }) => {
    const { page } = await open({ viewport: { width: 1280, height: 900 }, locale: "en-GB" })
    await page.goto(`/en/product-catalog/${slug}/`)
    const views = page.getByTestId("product-views")
    await views.waitFor()
    const images = views.locator("img")
    await expect(images.count()).resolves.toBe(2)
    // Both images loaded and decoded (a broken image has no natural size).
    await expect.poll(() => images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0))).toEqual([true, true])
    await views.screenshot({ path: `${artifacts}product-${slug}.png` })
  })

  browserTest("the catalogue's cards show pictures, in both languages", async ({ open }) => {
    for (const lang of ["de", "en"] as const) {
      const { page } = await open({ viewport: { width: 1280, height: 1000 } })
      await page.goto(`/${lang}/product-catalog/`)
      const first = page.getByTestId("product-card").first().locator("img")
      await expect.poll(() => first.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true)
      await expect(first.getAttribute("alt")).resolves.toMatch(lang === "de" ? /^Ansicht des Gehäuses, \d+ mm breit/ : /^View of the enclosure, \d+ mm wide/)
      await page.waitForLoadState("networkidle")
      await page.getByTestId("product-card").first().locator("..").screenshot({ path: `${artifacts}catalogue-${lang}.png` })
    }
  })

  browserTest("pictures with options: rain roof, base, wall brackets, viewing-window door, paint, hinge side", async ({ page }) => {
    const cases = [
      ["ss-1220-40", "o=rainRoof.base"],
      ["ws-0612-40", "o=wallMounting.door&hinge=right"],
      ["fsp-1210-30", "o=rainRoof.base"],
      ["ws-1008-21", "paint=3000&o=cableEntry"],
    ] as const
    await page.setViewportSize({ width: 420, height: 420 })
    for (const [slug, query] of cases) {
      const response = await page.goto(`/files/assets/picture/${slug}.svg?lang=en&${query}`)
      expect(response?.status()).toBe(200)
      await page.screenshot({ path: `${artifacts}options-${slug}-${query.replace(/\W+/g, "-")}.png` })
    }
  })

  browserTest("a cart line shows its product's picture, decorative beside the line's name", async ({ open }) => {
    const { page } = await open({ locale: "en-GB" })
    await page.goto("/en/product-catalog/we-0406-15/")
    await hydrated(page)
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => page.getByTestId("cart-count").innerText(), { timeout: 10_000 }).toBe("1")
    await page.getByTestId("cart-button").click()
    const line = page.getByTestId("cart-line")
    await line.waitFor()
    const thumb = line.locator("img").first()
    await expect(thumb.getAttribute("src")).resolves.toBe("/files/assets/picture/we-0406-15.svg?lang=en")
    await expect(thumb.getAttribute("alt")).resolves.toBe("")
    await expect.poll(() => thumb.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true)
    await line.screenshot({ path: `${artifacts}cart-line.png` })
  })

  browserTest("the configurator's picture follows a chosen rain roof", async ({ open }) => {
    const { page } = await open({ locale: "en-GB" })
    await page.goto("/en/product-catalog/ws-0612-40/customize/")
    await hydrated(page)
    const picture = page.getByTestId("configurator-picture").locator("img")
    await expect(picture.getAttribute("src")).resolves.toBe("/files/assets/picture/ws-0612-40.svg?lang=en")
    await page.getByRole("checkbox", { name: /rain canopy/i }).first().check()
    await expect.poll(() => picture.getAttribute("src")).toContain("o=rainRoof")
    await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true)
    await page.getByTestId("configurator-picture").locator("..").screenshot({ path: `${artifacts}configurator-rain-roof.png` })
  })
})

/**
 * A part delivered with a product is said to be included, and not sold with it (issue 28): the
 * wall-mounted enclosure WS 600.800.350 comes with its galvanised mounting plate (ACC-MP-0608).
 * Its product page lists the plate as included and its configurator does not offer it, in German
 * and in English; a product without included parts shows no such list.
 */
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

const SLUG = "ws-0608-35"
const PLATE = "ACC-MP-0608"

const texts = {
  de: { title: "Im Lieferumfang enthalten", plate: /Montageplatte/, note: /nicht zusätzlich/ },
  en: { title: "Included in delivery", plate: /Mounting plate/, note: /not offered/ },
} as const

describeBrowser("parts included with a product", () => {
  for (const lang of ["de", "en"] as const) {
    browserTest(`${lang}: the product page lists the mounting plate as included, the configurator says so and does not offer it`, async ({ page }) => {
      await page.goto(`/${lang}/product-catalog/${SLUG}/`)
      await hydrated(page)
      const included = page.getByTestId("included-parts")
      await expect.poll(() => included.getByRole("heading").innerText()).toBe(texts[lang].title)
      const plate = page.getByTestId(`included-${PLATE}`)
      expect(await plate.innerText()).toMatch(texts[lang].plate)
      // The description no longer says it a second time.
      expect(await page.locator("p", { hasText: /Montageplatte|mounting plate/i }).count()).toBe(0)

      await page.goto(`/${lang}/product-catalog/${SLUG}/customize/`)
      await hydrated(page)
      await page.getByTestId("configurator-add").waitFor()
      expect(await page.getByTestId(`included-${PLATE}`).innerText()).toMatch(texts[lang].plate)
      expect(await page.getByTestId("included-parts").innerText()).toMatch(texts[lang].note)
      // Offered accessories are there (partial mounting plates among them), the included plate is not.
      expect(await page.locator('[data-testid^="choose-"], [data-testid^="amount-"]').count()).toBeGreaterThan(5)
      expect(await page.locator(`[data-testid="choose-${PLATE}"], [data-testid="amount-${PLATE}"]`).count()).toBe(0)
    })
  }

  browserTest("a product without included parts shows no list of them (a polyester enclosure)", async ({ page }) => {
    await page.goto("/en/product-catalog/?material=polyester")
    await hydrated(page)
    const slug = await page.getByTestId("product-card").first().getAttribute("data-slug")
    await page.goto(`/en/product-catalog/${slug}/`)
    await page.getByTestId("spec-table").waitFor()
    expect(await page.getByTestId("included-parts").count()).toBe(0)
  })
})

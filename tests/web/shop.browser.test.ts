/**
 * A guest in Chromium against the production server: filters the catalogue, loads more, opens a
 * product, switches language; the filters also work without JavaScript and the back button
 * restores them, and the place in the list the visitor left a product from.
 */
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

const resultTotal = async (page: Page): Promise<number> => Number(await page.getByTestId("result-count").getAttribute("data-total"))

/** Waits for a client navigation to a URL whose query contains `part`, then for its results. */
const waitForSearch = async (page: Page, part: string, previousTotal: number) => {
  await page.waitForURL((url) => url.search.includes(part))
  await expect.poll(() => resultTotal(page), { timeout: 10_000 }).not.toBe(previousTotal)
}

const waitForTotal = (page: Page, total: number) => expect.poll(() => resultTotal(page), { timeout: 10_000 }).toBe(total)

describeBrowser("guest in the web shop", () => {
  browserTest("filters the catalogue with two filters, loads more, opens a product and sees its data and price", async ({ page }) => {
    await page.goto("/de/product-catalog/")
    await hydrated(page)
    const all = await resultTotal(page)
    expect(all).toBe(180)
    await expect(page.getByTestId("product-card").count()).resolves.toBe(24)

    await page.getByRole("checkbox", { name: "Stahlblech", exact: true }).check()
    await waitForSearch(page, "material=steel", all)
    const steel = await resultTotal(page)
    expect(steel).toBeGreaterThan(24)
    expect(steel).toBeLessThan(all)

    await page.getByTestId("filter-heightMax").fill("1000")
    await page.getByTestId("filter-heightMax").press("Enter")
    await waitForSearch(page, "heightMax=1000", steel)
    const steelLow = await resultTotal(page)
    expect(steelLow).toBeLessThan(steel)
    expect(steelLow).toBeGreaterThan(0)
    expect(page.url()).toContain("material=steel")

    // Load more (when there is more than one page of results).
    const shown = await page.getByTestId("product-card").count()
    const loadMore = steelLow > shown
    if (loadMore) {
      await page.getByTestId("load-more").click()
      await page.waitForURL((url) => url.search.includes("limit=48"))
      await expect.poll(() => page.getByTestId("product-card").count(), { timeout: 10_000 }).toBe(Math.min(48, steelLow))
      await expect(resultTotal(page)).resolves.toBe(steelLow)
    }

    // Back restores the previous filter and its result count.
    if (loadMore) {
      await page.goBack()
      await page.waitForURL((url) => !url.search.includes("limit="))
    }
    await page.goBack()
    await page.waitForURL((url) => url.search.includes("material=steel") && !url.search.includes("heightMax"))
    await waitForTotal(page, steel)
    // The form's fields follow the URL in an effect after the results render.
    await expect.poll(() => page.getByTestId("filter-heightMax").inputValue()).toBe("")
    await expect(page.getByRole("checkbox", { name: "Stahlblech", exact: true }).isChecked()).resolves.toBe(true)

    const firstCard = page.getByTestId("product-card").first().getByRole("link")
    const name = (await firstCard.textContent()) ?? ""
    await firstCard.click()
    await page.waitForURL(/\/de\/product-catalog\/[a-z0-9-]+\/$/)
    await expect(page.getByTestId("product-name").textContent()).resolves.toBe(name)
    const table = await page.getByTestId("spec-table").textContent()
    for (const label of ["Artikelnummer", "Maximale Schutzart", "RAL-Farbe", "Zählerplätze", "EAN", "Zolltarifnummer", "Ursprungsland", "IK-Code", "Einheit", "Nettogewicht", "Technische Dokumentation"]) {
      expect(table).toContain(label)
    }
    const price = (await page.getByTestId("price-box").getByTestId("price").textContent()) ?? ""
    expect(price).toMatch(/^€\u00a0[\d.]+,\d{2}$|^Preis auf Anfrage$/)
    await expect(page.getByTestId("list-price-note").textContent()).resolves.toContain("Großhandelspartner")
    await expect(page.getByTestId("downloads").getByRole("link").first().getAttribute("href")).resolves.toMatch(/^\/files\/assets\//)
  })

  browserTest("opens a product at its top, and back returns to the place in the catalogue the visitor left (spec §2)", async ({ page }) => {
    await page.goto("/de/product-catalog/?limit=48")
    await hydrated(page)
    const card = page.getByTestId("product-card").nth(30)
    await card.scrollIntoViewIfNeeded()
    const left = await page.evaluate(() => window.scrollY)
    expect(left).toBeGreaterThan(500)
    await card.getByRole("link").first().click()
    await page.waitForURL(/\/de\/product-catalog\/[a-z0-9-]+\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await page.waitForURL((url) => url.search.includes("limit=48"))
    await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - left)).toBeLessThan(40)
  })

  browserTest("a weight with a decimal comma, applied with the button while far down the results, and the results' count comes into view", async ({ open }) => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } })
    await page.goto("/de/product-catalog/?limit=48")
    await hydrated(page)
    const all = await resultTotal(page)
    // Far down the results; the filters stay beside them (sticky from the sidebar width up).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByTestId("filter-weightMax").fill("10,5")
    await page.getByTestId("apply-filters").scrollIntoViewIfNeeded()
    const headerBottom = await page.locator("header").first().evaluate((element) => element.getBoundingClientRect().bottom)
    // The count is out of sight (above the view or under the sticky header) when the button is pressed.
    expect(await page.getByTestId("result-count").evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(headerBottom)
    await page.getByTestId("apply-filters").click()
    await page.waitForURL((url) => url.searchParams.get("weightMax") === "10,5")
    await expect.poll(() => resultTotal(page), { timeout: 10_000 }).not.toBe(all)
    await expect(page.getByTestId("filter-weightMax").inputValue()).resolves.toBe("10,5")
    await expect.poll(() => page.getByTestId("result-count").evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom)
    expect(await page.getByTestId("result-count").evaluate((element) => element.getBoundingClientRect().top)).toBeLessThan(800)
  })

  browserTest("a range typed the wrong way round is swapped in the URL and the fields, and leaving the field keeps it", async ({ page }) => {
    await page.goto("/de/product-catalog/")
    await hydrated(page)
    await page.getByTestId("filter-widthMax").fill("300")
    await page.getByTestId("filter-widthMax").press("Enter")
    await page.waitForURL((url) => url.searchParams.get("widthMax") === "300")
    await page.getByTestId("filter-widthMin").fill("900")
    await page.getByTestId("filter-widthMin").press("Enter")
    await page.waitForURL((url) => url.searchParams.get("widthMin") === "300" && url.searchParams.get("widthMax") === "900")
    await expect.poll(() => page.getByTestId("filter-widthMin").inputValue()).toBe("300")
    await page.getByTestId("filter-widthMin").press("Tab")
    await page.waitForLoadState("networkidle")
    expect(new URL(page.url()).searchParams.get("widthMin")).toBe("300")
    expect(new URL(page.url()).searchParams.get("widthMax")).toBe("900")
    await expect(page.getByTestId("filter-widthMax").inputValue()).resolves.toBe("900")
  })

  browserTest("switches language on a product page and lands on the translated URL", async ({ page }) => {
    await page.goto("/de/product-catalog/ws-0612-40/")
    await hydrated(page)
    await expect(page.getByTestId("product-name").textContent()).resolves.toBe("Wandgehäuse Stahlblech, IP66")
    await page.getByTestId("language-switch").first().click()
    await page.waitForURL((url) => url.pathname === "/en/product-catalog/ws-0612-40/")
    await expect.poll(() => page.getByTestId("product-name").textContent(), { timeout: 10_000 }).toBe("Wall-mounted enclosure, sheet steel, IP66")
    // The shell follows: navigation and footer in English.
    await expect(page.locator("header nav").first().textContent()).resolves.toContain("Products")
    // <html lang> follows the shell in an effect after the page renders.
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en-GB")
    await expect(page.getByTestId("price-box").getByTestId("price").textContent()).resolves.toBe("€527.37")
    await expect(page.title()).resolves.toContain("Wall-mounted enclosure")
  })

  browserTest("folds the filters behind one toggle on a phone, with the count of active filters", async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 844 } })
    await page.goto("/de/product-catalog/?material=steel&widthMin=600")
    await hydrated(page)
    const toggle = page.getByTestId("filter-panel").locator("> summary")
    await expect(toggle.textContent()).resolves.toBe("Filter und Sortierung (2 aktiv)")
    await expect(page.getByTestId("sort").isVisible()).resolves.toBe(false)
    await expect(page.getByTestId("product-card").first().isVisible()).resolves.toBe(true)
    await toggle.click()
    await page.getByTestId("sort").waitFor({ state: "visible" })
  })

  browserTest("filters without JavaScript through the plain GET form", async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false })
    await page.goto("/en/product-catalog/")
    await page.getByRole("checkbox", { name: "Sheet steel", exact: true }).check()
    await page.getByTestId("filter-widthMin").fill("600")
    await page.getByTestId("apply-filters").click()
    await page.waitForURL((url) => url.search.includes("material=steel") && url.search.includes("widthMin=600"))
    const total = await resultTotal(page)
    expect(total).toBeGreaterThan(0)
    expect(total).toBeLessThan(180)
    await expect(page.getByRole("checkbox", { name: "Sheet steel", exact: true }).isChecked()).resolves.toBe(true)
    await expect(page.getByTestId("filter-widthMin").inputValue()).resolves.toBe("600")
  })

  browserTest("shows the empty state with a reset link when nothing matches", async ({ page }) => {
    await page.goto("/de/product-catalog/?widthMin=4000&material=polyester")
    await hydrated(page)
    await expect(page.getByTestId("empty-state").isVisible()).resolves.toBe(true)
    await page.getByTestId("reset-filters").click()
    await page.waitForURL((url) => url.pathname === "/de/product-catalog/" && url.search === "")
    await waitForTotal(page, 180)
  })
})

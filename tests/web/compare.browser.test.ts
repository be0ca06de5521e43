/**
 * Comparing products in Chromium (issue 27 part 1), in both languages at desktop and phone width:
 * the toggle on the cards, the compare bar that stays (server-rendered from its cookie after a
 * reload), the compare page with only the differences, its row labels fixed while the columns
 * scroll, into the cart from a column, a fifth product refused; axe-clean with the bar and on the page.
 */
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

const texts = {
  de: { bar: /^2 von 4 Produkten zum Vergleich gewählt$/, full: /höchstens 4 Produkte vergleichen/, onlyDiff: "Nur Unterschiede zeigen", allRows: "Alle Angaben zeigen" },
  en: { bar: /^2 of 4 products chosen to compare$/, full: /At most 4 products can be compared/, onlyDiff: "Show only differences", allRows: "Show all values" },
} as const

const axe = async (page: Page) => {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}

const toggles = (page: Page) => page.locator('[data-testid="product-card"] [data-testid="compare-toggle"]')

describeBrowser("compare products", () => {
  for (const [lang, width] of [
    ["de", 1280],
    ["en", 390],
    ["de", 390],
    ["en", 1280],
  ] as const) {
    browserTest(`chosen on the cards, kept in the bar, compared, only differences, into the cart (${lang}, ${width} px)`, { timeout: 90_000 }, async ({ open }) => {
      const { page } = await open({ viewport: { width, height: 900 } })
      await page.goto(`/${lang}/product-catalog/`)
      await hydrated(page)
      expect(await page.getByTestId("compare-bar").count()).toBe(0)
      // The steel wall enclosures first: ws-0612-40 needs no option (into the cart).
      const first = toggles(page).nth(0)
      const second = toggles(page).nth(1)
      const slugs = [await first.getAttribute("data-slug"), await second.getAttribute("data-slug")]
      // By keyboard: the toggle is a button reached with Tab, pressed with Space.
      await first.focus()
      await page.keyboard.press("Space")
      await second.click()
      expect(await first.getAttribute("aria-pressed")).toBe("true")
      expect(await second.getAttribute("aria-pressed")).toBe("true")
      const bar = page.getByTestId("compare-bar")
      expect((await bar.locator("p").innerText()).trim()).toMatch(texts[lang].bar)
      expect(await axe(page)).toEqual([])

      // Another page, loaded afresh: the server renders the bar from the cookie (no flash).
      const html = await (await page.request.get(`/${lang}/`)).text()
      expect(html).toContain('data-testid="compare-bar"')
      await page.goto(`/${lang}/`)
      expect(await page.getByTestId("compare-bar").isVisible()).toBe(true)
      await hydrated(page)

      await page.getByTestId("compare-open").click()
      await page.waitForURL((url) => url.pathname === `/${lang}/product-catalog/compare/`)
      expect(new URL(page.url()).searchParams.getAll("p")).toEqual(slugs)
      await page.getByTestId("compare-table").waitFor()
      expect(await page.getByTestId("compare-column").count()).toBe(2)
      const allRows = await page.getByTestId("compare-row").count()
      // The columns scroll in their box: the page itself never gets wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      expect(await axe(page)).toEqual([])

      // Only the differences: a link, the same page with only=diff.
      await page.getByRole("link", { name: texts[lang].onlyDiff }).click()
      await page.waitForURL((url) => url.searchParams.get("only") === "diff")
      await page.getByRole("link", { name: texts[lang].allRows }).waitFor()
      const rows = page.getByTestId("compare-row")
      expect(await rows.count()).toBeLessThan(allRows)
      for (const differs of await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-differs")))) expect(differs).toBe("true")

      // The row labels stay while the columns scroll sideways (a phone's width is too narrow for both).
      const scroller = page.getByTestId("compare-scroller")
      const label = rows.first().locator("th")
      const before = await label.boundingBox()
      const scrolled = await scroller.evaluate((el) => {
        el.scrollLeft = el.scrollWidth
        return el.scrollLeft
      })
      if (width < 600) expect(scrolled).toBeGreaterThan(0)
      const after = await label.boundingBox()
      expect(after!.x).toBeCloseTo(before!.x, 0)
      const cell = await rows.first().locator("td").first().boundingBox()
      if (width < 600) expect(cell!.x).toBeLessThan(before!.x + before!.width)

      // Into the cart from the column of a product without options.
      await page.goto(`/${lang}/product-catalog/compare/?p=ws-0612-40&p=${slugs[1]}`)
      await hydrated(page)
      await page.getByTestId("compare-add").first().click()
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === "1")
    })
  }

  browserTest("a fifth product is refused with a message, and removing one makes room (en, desktop)", { timeout: 60_000 }, async ({ open }) => {
    const { page } = await open({ viewport: { width: 1280, height: 900 } })
    await page.goto("/en/product-catalog/")
    await hydrated(page)
    for (let i = 0; i < 4; i++) await toggles(page).nth(i).click()
    await toggles(page).nth(4).click()
    await page.getByText(texts.en.full).first().waitFor()
    expect(await toggles(page).nth(4).getAttribute("aria-pressed")).toBe("false")
    expect((await page.getByTestId("compare-bar").locator("p").innerText()).trim()).toBe("4 of 4 products chosen to compare")
    await toggles(page).nth(0).click()
    await toggles(page).nth(4).click()
    expect(await toggles(page).nth(4).getAttribute("aria-pressed")).toBe("true")
    // Emptying the list removes the bar and the cookie.
    await page.getByTestId("compare-clear").click()
    expect(await page.getByTestId("compare-bar").count()).toBe(0)
    expect((await page.context().cookies()).some((c) => c.name === "compare")).toBe(false)
  })

  browserTest("without JavaScript a toggle submits the page's one compare form and comes back pressed; clear empties the list (de)", { timeout: 60_000 }, async ({ open }) => {
    const { page } = await open({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
    await page.goto("/de/product-catalog/?material=steel")
    const slug = await toggles(page).nth(1).getAttribute("data-slug")
    await Promise.all([page.waitForNavigation(), toggles(page).nth(1).click()])
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/de/product-catalog/?material=steel")
    expect(await page.locator(`[data-testid="product-card"] [data-slug="${slug}"][data-testid="compare-toggle"]`).getAttribute("aria-pressed")).toBe("true")
    expect((await page.getByTestId("compare-bar").locator("p").innerText()).trim()).toBe("1 von 4 Produkten zum Vergleich gewählt")
    // The bar's "clear" is a button of the same form.
    await Promise.all([page.waitForNavigation(), page.getByTestId("compare-clear").click()])
    expect(await page.getByTestId("compare-bar").count()).toBe(0)
    expect(await toggles(page).nth(1).getAttribute("aria-pressed")).toBe("false")
  })

  browserTest("prints the comparison alone, every column on the paper (de, print)", { timeout: 60_000 }, async ({ open }) => {
    const { page } = await open({ viewport: { width: 800, height: 1100 } })
    await page.goto("/de/product-catalog/compare/?p=ws-0612-40&p=ws-0408-30&p=ws-1008-21&p=ws-0807-21")
    await hydrated(page)
    await page.emulateMedia({ media: "print" })
    // No site header, footer or buttons; the table is not cut off by its scrolling box.
    expect(await page.locator("body > div > header").first().isVisible()).toBe(false)
    expect(await page.locator("footer").first().isVisible()).toBe(false)
    expect(await page.getByTestId("only-differences").isVisible()).toBe(false)
    expect(await page.getByTestId("compare-remove").first().isVisible()).toBe(false)
    expect(await page.getByTestId("compare-add").first().isVisible()).toBe(false)
    expect(await page.getByTestId("compare-scroller").evaluate((el) => getComputedStyle(el).overflowX)).toBe("visible")
    expect(await page.getByTestId("compare-column").count()).toBe(4)
    await page.emulateMedia({ media: "screen" })
    expect(await page.getByTestId("only-differences").isVisible()).toBe(true)
  })

  browserTest("the table view sorts by a column and keeps it with the filters (de, phone)", { timeout: 60_000 }, async ({ open }) => {
    const { page } = await open({ viewport: { width: 360, height: 800 } })
    await page.goto("/de/product-catalog/?material=steel")
    await hydrated(page)
    // Two cards a row from 360 px.
    const boxes = await page.getByTestId("product-card").evaluateAll((els) => els.slice(0, 2).map((el) => el.getBoundingClientRect().top))
    expect(boxes[0]).toBe(boxes[1])
    await page.getByTestId("view-table").click()
    await page.waitForURL((url) => url.searchParams.get("view") === "table")
    await page.getByTestId("product-table").waitFor()
    await page.getByTestId("sort-weight").click()
    await page.waitForURL((url) => url.searchParams.get("sort") === "weight-asc" && url.searchParams.get("material") === "steel")
    // The URL changes before the sorted results arrive: wait for the table to say it.
    await expect.poll(() => page.getByTestId("column-weight").getAttribute("aria-sort")).toBe("ascending")
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(await axe(page)).toEqual([])
  })
})

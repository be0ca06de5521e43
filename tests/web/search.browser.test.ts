/**
 * The header's search field in Chromium (issue 25 part 1), in both languages at desktop and phone
 * width: a buyer types an article number and adds it in two keystrokes after the number; the
 * suggestions are an ARIA 1.2 combobox (arrow keys, Enter, Escape, announced) and axe-clean open.
 */
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

const field = (page: Page) => page.getByRole("combobox")
const badge = (page: Page) => page.getByTestId("cart-count").innerText()

describeBrowser("search field", () => {
  for (const [lang, width] of [
    ["de", 1280],
    ["en", 390],
  ] as const) {
    browserTest(`a buyer types an article number and adds it with two keystrokes (${lang}, ${width} px)`, async ({ open }) => {
      const { page } = await open({ viewport: { width, height: 900 } })
      await page.goto(`/${lang}/`)
      await hydrated(page)
      // Visible without opening the menu, at either width.
      expect(await field(page).isVisible()).toBe(true)
      await field(page).click()
      await page.keyboard.type("ws 600.1200.400")
      // The suggestion names it as the article asked for.
      await page.locator('[data-testid="search-option"][data-match="exact"]').waitFor()
      let keys = 0
      await page.keyboard.press("Enter")
      keys++
      await page.waitForURL((url) => url.pathname === `/${lang}/search/`)
      await page.waitForFunction(() => document.activeElement?.getAttribute("data-testid") === "search-amount")
      await page.keyboard.press("Enter")
      keys++
      expect(keys).toBeLessThan(5)
      await page.waitForFunction(() => document.querySelector('[data-testid="cart-count"]')?.textContent?.trim() === "1")
      expect(await badge(page)).toBe("1")
    })
  }

  browserTest("the suggestions work by keyboard and are announced (en, phone)", async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 800 } })
    await page.goto("/en/product-catalog/")
    await hydrated(page)
    const input = field(page)
    await input.focus()
    await page.keyboard.type("zahlerschrank")
    await page.locator('[data-testid="search-option"]').first().waitFor()
    expect(await input.getAttribute("aria-expanded")).toBe("true")
    expect(await page.getByRole("status").filter({ hasText: /suggestions?, use the arrow keys/ }).count()).toBe(1)
    await page.keyboard.press("ArrowDown")
    const active = await input.getAttribute("aria-activedescendant")
    expect(active).not.toBeNull()
    expect(await page.locator(`[id="${active}"]`).getAttribute("aria-selected")).toBe("true")
    // Up from the first wraps to "show all results", the last option; down wraps back to the first.
    await page.keyboard.press("ArrowUp")
    expect(await page.locator(`[id="${await input.getAttribute("aria-activedescendant")}"]`).innerText()).toMatch(/^Show all \d+ results$/)
    await page.keyboard.press("ArrowDown")
    const name = await page.locator(`[id="${await input.getAttribute("aria-activedescendant")}"] span`).first().innerText()
    // Escape closes the list, a second one clears the field.
    await page.keyboard.press("Escape")
    expect(await input.getAttribute("aria-expanded")).toBe("false")
    await page.keyboard.press("Escape")
    expect(await input.inputValue()).toBe("")
    await page.keyboard.type("zahlerschrank")
    await page.locator('[data-testid="search-option"]').first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await page.waitForURL((url) => url.pathname.startsWith("/en/product-catalog/") && url.pathname !== "/en/product-catalog/")
    expect(await page.getByTestId("product-name").innerText()).toBe(name)
  })

  browserTest("the open suggestions are axe-clean (de, desktop)", async ({ page }) => {
    await page.goto("/de/")
    await hydrated(page)
    await field(page).focus()
    await page.keyboard.type("IP66")
    await page.locator('[data-testid="search-option"]').first().waitFor()
    await page.keyboard.press("ArrowDown")
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
  })
})

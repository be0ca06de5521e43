/**
 * axe-core with every menu open (spec §2 page shell): the desktop flyout opened by hover and by
 * keyboard, the mobile navigation, the cart slide-over, in both languages.
 */
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)

describeBrowser("accessibility (axe-core) with the menus open", () => {
  browserTest.for([
    ["de", "Produkte"],
    ["en", "Products"],
  ] as const)("desktop flyout open by hover and by keyboard (%s)", async ([lang, label], { open }) => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } })
    await page.goto(`/${lang}/`)
    await hydrated(page)
    const trigger = page.locator("header nav").first().getByRole("button", { name: label })
    await trigger.hover()
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true")
    await page.locator("header nav").first().getByRole("link").first().waitFor()
    expect(await violations(page)).toEqual([])
    // The menu's code loaded on that first hover: leaving closes the flyout as before.
    await page.mouse.move(640, 700)
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("false")

    // The keyboard on a fresh page (no hover timers of the mouse left).
    await page.mouse.move(640, 700)
    await page.goto(`/${lang}/`)
    await hydrated(page)
    await trigger.focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => trigger.getAttribute("aria-expanded")).toBe("true")
    await page.locator("header nav").first().getByRole("link").first().waitFor()
    expect(await violations(page)).toEqual([])

    // The keyboard path through the open flyout: Tab into its first link, Shift+Tab back to the trigger.
    const focused = () => page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent?.trim()}`)
    await page.keyboard.press("Tab")
    await expect.poll(focused).toBe(`A:${lang === "de" ? "Alle Produkte" : "All products"}`)
    await page.keyboard.press("Shift+Tab")
    await expect.poll(focused).toBe(`BUTTON:${label}`)
  })

  browserTest("mobile navigation and the cart open (390 px)", async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 844 } })
    await page.goto("/de/")
    await hydrated(page)
    // Its code loads on the first press: focus still moves into the dialog, and back to the button on close.
    const focusIn = () => page.evaluate(() => (document.activeElement?.closest("[role=dialog]") ? "dialog" : document.activeElement?.textContent?.trim()))
    // The account is reached from the header itself (issue 27), and stands first in the menu.
    expect(await page.getByTestId("login-link").isVisible()).toBe(true)
    await page.getByRole("button", { name: "Menü" }).click()
    await page.getByRole("dialog").waitFor()
    await expect.poll(focusIn).toBe("dialog")
    const order = await page.getByRole("dialog").locator('[data-testid="mobile-user-menu"], nav:not([data-testid])').evaluateAll((parts) => parts.map((p) => p.getAttribute("data-testid") ?? "nav"))
    expect(order[0]).toBe("mobile-user-menu")
    expect(await violations(page)).toEqual([])
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await expect.poll(focusIn).toBe("Menü")
    // A second opening with the keyboard.
    await page.keyboard.press("Enter")
    await page.getByRole("dialog").waitFor()
    await page.keyboard.press("Escape")
    await page.getByRole("dialog").waitFor({ state: "detached" })
    await page.getByTestId("cart-button").click()
    await page.getByTestId("cart-panel").waitFor()
    expect(await violations(page)).toEqual([])
  })
})

/**
 * The internal pages in Chromium: the styleguide's notification buttons show the four types and
 * the one with an action, the loading bar runs; the calculator follows typing and its form puts
 * the values in the URL; the language toggle switches page and shell. axe-core: see
 * internal.a11y.browser.test.ts.
 */
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

describeBrowser("internal pages", () => {
  browserTest("styleguide: shows every component and triggers the four notification types", async ({ page }) => {
    await page.goto("/_internal/styleguide/")
    await hydrated(page)
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de-AT")
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex, nofollow")
    await expect(page.getByTestId("styleguide-buttons").locator("button[disabled]").count()).resolves.toBe(2)
    await expect(page.getByTestId("styleguide-inputs").locator('[aria-invalid="true"]').count()).resolves.toBe(3)
    await expect(page.getByTestId("styleguide-prices").getByTestId("price").allTextContents()).resolves.toEqual([
      "€\u00a0527,37",
      "€\u00a01.234.567,89",
      "Preis auf Anfrage",
    ])
    await expect(page.getByTestId("styleguide-drawings").locator('svg[role="img"]').count()).resolves.toBe(6)
    await page.waitForFunction(() => document.querySelector("[data-testid=styleguide-notify-info]") !== null)
    for (const type of ["success", "error", "warning", "info"]) {
      await page.getByTestId(`styleguide-notify-${type}`).click()
      await page.getByTestId(`notification-${type}`).first().waitFor()
    }
    await page.getByTestId("styleguide-notify-action").click()
    await expect(page.getByRole("button", { name: "Neu laden", exact: true }).count()).resolves.toBe(1)

    await page.getByTestId("styleguide-loading-start").click()
    const bar = page.getByTestId("styleguide-loading").getByRole("progressbar", { includeHidden: true })
    await expect.poll(() => bar.getAttribute("aria-valuenow").then(Number), { timeout: 5000 }).toBeGreaterThan(0)
    await expect.poll(() => bar.getAttribute("aria-hidden"), { timeout: 8000 }).toBe("true")
  })

  browserTest("calculator: follows typing, puts the values in the URL, switches language with the toggle", async ({ open }) => {
    const { page } = await open({ locale: "en-GB" })
    // The shell's server function (its GET carries the language segment asked for).
    const shellFetches: Array<string> = []
    page.on("request", (request) => {
      if (request.url().includes("/_serverFn/") && request.url().includes("segment")) shellFetches.push(request.url())
    })
    await page.goto("/_internal/calculator/")
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Price calculator")
    await page.getByTestId("calculator-empty").waitFor()
    await page.waitForFunction(() => document.querySelector("[data-testid=calculator-form]") !== null)
    await page.getByRole("spinbutton", { name: "List price per piece (€)" }).fill("1234.56")
    await page.getByRole("spinbutton", { name: "Quantity" }).fill("3")
    await page.getByRole("spinbutton", { name: "Discount (%)" }).fill("12.5")
    await expect.poll(() => page.getByTestId("calculator-net").textContent()).toBe("€3,240.72")
    await expect(page.getByTestId("calculator-subtotal").textContent()).resolves.toBe("€3,703.68")
    await expect(page.getByTestId("calculator-discount").textContent()).resolves.toBe("-€462.96")
    // The shell's fetches answer slowly, as on a busy server. Before the fix, the navigation below
    // fetched the shell again, and the language switch made meanwhile was answered with it (English).
    await page.route((url) => url.pathname.startsWith("/_serverFn/") && url.search.includes("segment"), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.getByTestId("calculator-submit").click()
    await page.waitForURL((url) => url.searchParams.get("price") === "1234.56" && url.searchParams.get("discount") === "12.5")
    // A navigation in the same language shows the shell the server rendered: nothing to fetch, and
    // no fetch still running when the language toggle below asks for the other shell.
    expect(shellFetches).toEqual([])

    await page.getByTestId("internal-language").click()
    await page.waitForURL((url) => url.searchParams.get("lang") === "de")
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("Preisrechner")
    expect(shellFetches).toHaveLength(1)
    // <html lang> follows the shell in an effect after the page renders.
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("de-AT")
    await expect(page.getByTestId("calculator-net").textContent()).resolves.toBe("€\u00a03.240,72")
    // The shell follows the page's language.
    await expect(page.locator("header nav").first().textContent()).resolves.toContain("Produkte")
  })

  browserTest("pins the spec's timings with a fake clock: notifications last 2000 ms, the loading bar steps by 100 ms, hides after 500 ms, resets after 400 ms", async ({ page }) => {
    await page.clock.install()
    await page.goto("/_internal/styleguide/")
    await hydrated(page)
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000))

    await page.getByTestId("styleguide-notify-success").click()
    const toast = page.getByTestId("notification-success")
    await toast.waitFor()
    await page.mouse.move(0, 0)
    await page.clock.runFor(1900)
    await expect(toast.count()).resolves.toBe(1)
    await page.clock.runFor(200)
    await expect.poll(() => toast.count()).toBe(0)

    const bar = page.getByTestId("styleguide-loading").getByRole("progressbar", { includeHidden: true })
    const value = () => bar.getAttribute("aria-valuenow").then(Number)
    await page.getByTestId("styleguide-loading-start").click()
    await page.clock.runFor(100)
    await expect.poll(value).toBe(10)
    await page.clock.runFor(100)
    await expect.poll(value).toBe(20)
    // The demo loads for 3 s; then the bar fills, hides 500 ms later and resets 400 ms after that.
    await page.clock.runFor(2800)
    await expect.poll(value).toBe(100)
    await page.clock.runFor(490)
    await expect(bar.getAttribute("aria-hidden")).resolves.toBe("false")
    await page.clock.runFor(20)
    await expect.poll(() => bar.getAttribute("aria-hidden")).toBe("true")
    await expect.poll(value).toBe(100)
    await page.clock.runFor(400)
    await expect.poll(value).toBe(0)
  })
})

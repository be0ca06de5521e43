/**
 * A pass-through page of the old site in Chromium: it hydrates at its old path as the new page
 * (no 404 flips in), and navigating on from it works.
 */
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

describeBrowser("legacy pass-through page", () => {
  browserTest("/impressum.html hydrates as the imprint and keeps its address", async ({ page }) => {
    const errors: Array<string> = []
    page.on("pageerror", (error) => errors.push(error.message))
    await page.goto("/impressum.html")
    await hydrated(page)
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Impressum")
    expect(new URL(page.url()).pathname).toBe("/impressum.html")
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/de\/imprint\/$/)
    // The language switcher goes to the new page's English address.
    await page.goto("/impressum.html")
    await hydrated(page)
    await expect(page.locator('a[hreflang="en"], a[href="/en/imprint/"]').first().getAttribute("href")).resolves.toBe("/en/imprint/")
    expect(errors).toEqual([])
  })
})

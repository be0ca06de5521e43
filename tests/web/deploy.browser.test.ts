/**
 * The deployment check in Chromium (spec §4): the page polls /builds/latest.json every 60 s and
 * offers a reload when another build is live. Playwright's clock runs the 60 s at once; the
 * manifest request is answered by the test (`page.route`) with the running build or another one.
 */
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser } from "./browser.ts"

/** Waits until the page has finished its `n`-th check (decided, and notified if it offers). */
const checksDone = (page: Page, n: number) =>
  page.waitForFunction((count) => Number(document.documentElement.dataset["buildChecks"] ?? 0) >= count, n)

/** Answers the manifest with `current()`'s id and counts the polls. */
const serveManifest = async (page: Page, current: () => string) => {
  const polls = { count: 0 }
  await page.route("**/builds/latest.json", (route) => {
    polls.count++
    return route.fulfill({ status: 200, headers: { "cache-control": "no-store" }, json: { id: current(), builtAt: new Date().toISOString() } })
  })
  return polls
}

describeBrowser("deployment check", () => {
  browserTest("stays quiet while the running build is live, offers a reload when another is, and reloads", async ({ page }) => {
    await page.clock.install()
    let live = ""
    const polls = await serveManifest(page, () => live)
    await page.goto("/de/product-catalog/")
    const running = (await page.locator('meta[name="build-id"]').getAttribute("content")) ?? ""
    expect(running).not.toBe("")
    live = running
    await page.waitForFunction(() => document.querySelector("[data-testid=result-count]") !== null)
    // The poll starts in an effect after hydration: wait until it runs before moving the clock.
    await page.waitForFunction(() => document.documentElement.dataset["buildCheck"] === "on")

    // Nothing is fetched before the interval is over.
    await page.clock.runFor(30_000)
    expect(polls.count).toBe(0)
    await page.clock.runFor(31_000)
    await checksDone(page, 1)
    expect(polls.count).toBe(1)
    await expect(page.getByTestId("notification-info").count()).resolves.toBe(0)

    live = "20991231T235959Z-next"
    await page.clock.runFor(60_000)
    const offer = page.getByTestId("notification-info")
    await offer.waitFor({ timeout: 10_000 })
    await expect(offer.textContent()).resolves.toContain("Neue Version verfügbar")
    // Offered once per new build, however often it is polled.
    await page.clock.runFor(60_000)
    await checksDone(page, 3)
    expect(polls.count).toBe(3)
    await expect(page.getByTestId("notification-info").count()).resolves.toBe(1)

    const before = await page.evaluate(() => Date.now())
    await Promise.all([page.waitForEvent("load"), offer.getByRole("button", { name: "Neu laden" }).click()])
    const reloadedAt = Number(await page.evaluate(() => window.sessionStorage.getItem("shop.lastReloadAt")))
    expect(reloadedAt).toBeGreaterThanOrEqual(before)
  })

  browserTest("does not offer a reload within 10 s of the last one (the reload guard)", async ({ page }) => {
    await page.clock.install()
    await serveManifest(page, () => "20991231T235959Z-next")
    await page.goto("/en/")
    await page.waitForFunction(() => document.documentElement.dataset["buildCheck"] === "on")
    // As if the page had been reloaded for a new build 5 s before the next poll is due.
    await page.evaluate(() => window.sessionStorage.setItem("shop.lastReloadAt", String(Date.now() + 55_000)))
    await page.clock.runFor(60_000)
    await checksDone(page, 1)
    await expect(page.getByTestId("notification-info").count()).resolves.toBe(0)
    // The next poll is outside the guard: the reload is offered.
    await page.clock.runFor(60_000)
    await page.getByTestId("notification-info").waitFor({ timeout: 10_000 })
    await expect(page.getByTestId("notification-info").textContent()).resolves.toContain("New version available")
  })
})

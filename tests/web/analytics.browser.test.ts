/**
 * Pageviews from the browser (spec §7): none from 127.0.0.1 (the suite's own address: localhost
 * and loopback are ignored), and one per navigation from a public host, which the test fakes by
 * serving the shop under http://shop.test through Playwright's request routing.
 */
import type { Request } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser } from "./browser.ts"
import { baseUrl } from "./env.ts"

const PUBLIC_ORIGIN = "http://shop.test"

interface SentEvent {
  readonly n: string
  readonly u: string
  readonly d: string
  readonly r: string | null
  readonly w: number
}

describeBrowser("pageviews", () => {
  browserTest("sends nothing from localhost or a loopback address", async ({ page }) => {
    const events: Array<Request> = []
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/event") events.push(request)
    })
    await page.goto("/de/")
    await page.waitForLoadState("networkidle")
    await page.getByRole("link", { name: "Zum Produktkatalog" }).first().click()
    await page.waitForURL((url) => url.pathname === "/de/product-catalog/")
    await page.waitForLoadState("networkidle")
    expect(events).toEqual([])
  })

  browserTest("sends a pageview for the first page and each client navigation from a public host", async ({ open }) => {
    const { context, page } = await open({ baseURL: PUBLIC_ORIGIN })
    const events: Array<SentEvent> = []
    await context.route(`${PUBLIC_ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url())
      if (url.pathname === "/api/event") {
        events.push(JSON.parse(route.request().postData() ?? "{}") as SentEvent)
        return route.fulfill({ status: 202, body: "ok" })
      }
      const response = await route.fetch({ url: `${baseUrl()}${url.pathname}${url.search}`, maxRedirects: 0 })
      return route.fulfill({ response })
    })
    await page.goto("/de/")
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(1)
    expect(events[0]).toMatchObject({ n: "pageview", u: `${PUBLIC_ORIGIN}/de/`, d: "shop.test", r: null, w: 1280 })

    await page.getByRole("link", { name: "Zum Produktkatalog" }).first().click()
    await page.waitForURL((url) => url.pathname === "/de/product-catalog/")
    await expect.poll(() => events.length, { timeout: 10_000 }).toBe(2)
    expect(events[1]).toMatchObject({ n: "pageview", u: `${PUBLIC_ORIGIN}/de/product-catalog/`, d: "shop.test" })
  })
})

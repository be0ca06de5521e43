/**
 * The Content-Security-Policy in Chromium (#12 item 1): the shop's own scripts run and hydrate,
 * a guest's page by its hashes, fresh or cached (a logged-in visitor's by its nonce: the accounts
 * story runs under the same policy), while a script injected into the
 * page's HTML (as a stored XSS would put it there) does not run; the page cannot be framed.
 */
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

/** Answers the page as the server sent it, headers included, with an inline script added to its body. */
const injectInto = async (page: Page, path: string) => {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace("</body>", "<script>window.__injected = true</script></body>")
    await route.fulfill({ response, body: html })
  })
}

const violations = async (page: Page) => {
  const blocked: Array<string> = []
  await page.exposeFunction("__reportViolation", (text: string) => void blocked.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      ;(window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(`${event.violatedDirective} ${event.sample}`)
    })
  })
  return blocked
}

describeBrowser("content security policy", () => {
  browserTest("an injected inline script does not run on a fresh render; the shop's own scripts hydrate", async ({ page }) => {
    const blocked = await violations(page)
    await injectInto(page, "/de/product-catalog/ws-0612-40/?csp=fresh")
    await page.goto("/de/product-catalog/ws-0612-40/?csp=fresh", { waitUntil: "load" })
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    await expect.poll(() => blocked.length).toBeGreaterThan(0)
    expect(blocked.every((text) => text.startsWith("script-src"))).toBe(true)
    // A script added by the page's DOM at run time (no nonce) is refused as well.
    await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__dom = true"
      document.body.append(script)
    })
    expect(await page.evaluate(() => (window as unknown as { __dom?: boolean }).__dom)).toBeUndefined()
  })

  browserTest("a page served from the cache hydrates by its hashes and still refuses an injected script", async ({ open }) => {
    // A page is kept from its second render on.
    const warm = await open()
    await warm.page.goto("/en/product-catalog/?csp=cached")
    await warm.page.goto("/en/product-catalog/?csp=cached")
    const { page } = await open()
    const blocked = await violations(page)
    await injectInto(page, "/en/product-catalog/?csp=cached")
    const response = await page.goto("/en/product-catalog/?csp=cached")
    expect(response?.headers()["x-page-cache"]).toBe("HIT")
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
    await expect.poll(() => blocked.length).toBe(1)
  })

  browserTest("the shop cannot be framed, not even by its own pages", async ({ page }) => {
    await page.goto("/de/")
    const framed = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const frame = document.createElement("iframe")
          frame.onload = () => {
            // A blocked frame holds the browser's error page, which the shop's page cannot read.
            try {
              resolve(frame.contentWindow?.location.href ?? "none")
            } catch {
              resolve("blocked")
            }
          }
          frame.src = "/de/product-catalog/"
          document.body.append(frame)
        }),
    )
    expect(framed).not.toContain("/de/product-catalog/")
  })
})

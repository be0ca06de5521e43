/**
 * Layout at the sizes a walkthrough found wanting: the configurator's sticky summary clears the
 * sticky header (1280 × 800); on a phone the price and add-to-cart stay in reach while the options
 * scroll; German text hyphenates by language; notifications never cover the open cart's buttons;
 * at 800 px height the cart's footer leaves the lines most of the panel; a logged-in visitor's
 * header fits the screen.
 */
import type { Locator, Page } from "playwright-core"
import { expect } from "vitest"
import { Jar, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"
import { baseUrl } from "./env.ts"

const PRODUCT = "ws-0612-40"

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (found === null) throw new Error("element not rendered")
  return found
}
type Box = Awaited<ReturnType<typeof box>>
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

const visit = async (page: Page, path: string) => {
  await page.goto(path)
  await hydrated(page)
}

/** Fills the cart with two priced lines and a discount, and opens it. */
const openFilledCart = async (page: Page) => {
  for (const slug of [PRODUCT, "ws-0408-30"]) {
    await visit(page, `/de/product-catalog/${slug}/`)
    const before = await page.getByTestId("cart-count").innerText()
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => page.getByTestId("cart-count").innerText(), { timeout: 10_000 }).not.toBe(before)
  }
  await page.getByTestId("cart-button").click()
  await page.getByTestId("cart-panel").waitFor()
  await page.getByTestId("cart-discount").fill("10")
  await page.getByTestId("cart-discount").press("Enter")
  await expect.poll(() => page.getByTestId("cart-panel").getByText("Rabatt 10 %").count()).toBe(1)
}

describeBrowser("layout", () => {
  browserTest("a logged-in visitor's header fits 1280, 1440 and 1920 px in both languages, the cart button and the flyout arrows whole", async ({ open }) => {
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("header"), "127.0.6.1", jar, { firstname: "Maximiliane", lastname: "Oberhuber-Lechner" })
    for (const width of [1280, 1440, 1920]) {
      const { page, context } = await open({ viewport: { width, height: 800 } })
      await context.addCookies([...jar.cookies].map(([name, value]) => ({ name, value, url: baseUrl() })))
      for (const lang of ["de", "en"]) {
        await visit(page, `/${lang}/product-catalog/`)
        await page.getByTestId("user-menu").waitFor()
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${lang} ${width}`).toBeLessThanOrEqual(width)
        const cart = await box(page.getByTestId("cart-button"))
        expect(cart.x + cart.width, `${lang} ${width}`).toBeLessThanOrEqual(width - 16)
        // Squeezed, the navigation's flyout arrows shrank to nothing beside the name.
        const arrows = await page.locator("header nav svg").evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width))
        expect(arrows.length, `${lang} ${width}`).toBeGreaterThan(0)
        expect(Math.min(...arrows), `${lang} ${width}`).toBeGreaterThanOrEqual(15)
      }
    }
  })

  browserTest("on a phone, no control reached by Tab in the configurator hides under its price bar", async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await visit(page, `/de/product-catalog/${PRODUCT}/customize/`)
    await page.getByTestId("configurator-add").waitFor()
    const hidden: Array<string> = []
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab")
      const covered = await page.evaluate(() => {
        const focused = document.activeElement
        const bar = document.querySelector('[data-testid="configurator-buy"]')
        if (!(focused instanceof HTMLElement) || bar === null || bar.contains(focused)) return null
        const rect = focused.getBoundingClientRect()
        return rect.bottom > bar.getBoundingClientRect().top + 1 ? `${focused.tagName} ${focused.getAttribute("aria-label") ?? focused.textContent?.trim().slice(0, 30)}` : null
      })
      if (covered !== null) hidden.push(covered)
    }
    expect(hidden).toEqual([])
  })

  browserTest("the configurator's sticky summary stays below the header at 1280 × 800", async ({ open }) => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } })
    await visit(page, `/de/product-catalog/${PRODUCT}/customize/`)
    await page.evaluate(() => window.scrollTo(0, 1200))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
    const header = await box(page.locator("header").first())
    const summary = await box(page.getByRole("complementary", { name: "Ihre Konfiguration" }))
    expect(summary.y).toBeGreaterThanOrEqual(header.y + header.height)
    // The add button is inside the window, not cut off below it.
    const add = await box(page.getByTestId("configurator-add"))
    expect(add.y + add.height).toBeLessThanOrEqual(800)
  })

  browserTest("on a phone the price and add-to-cart stay in reach while the options scroll", async ({ open }) => {
    const { page } = await open({ viewport: { width: 390, height: 844 } })
    await visit(page, `/de/product-catalog/${PRODUCT}/customize/`)
    for (const y of [800, 1600, 100_000]) {
      await page.evaluate((to) => window.scrollTo(0, to), y)
      for (const id of ["configurator-price", "configurator-add"]) {
        const element = await box(page.getByTestId(id))
        expect(element.y, `${id} at scroll ${y}`).toBeGreaterThanOrEqual(0)
        expect(element.y + element.height, `${id} at scroll ${y}`).toBeLessThanOrEqual(844)
      }
      // Nothing lies on top of the button: a tap at its centre reaches it.
      const hit = await page.getByTestId("configurator-add").evaluate((button) => {
        const r = button.getBoundingClientRect()
        return button.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2))
      })
      expect(hit).toBe(true)
    }
    // At the end of the page the bar hides nothing: the footer's last line is above it.
    const bar = await box(page.getByTestId("configurator-buy"))
    const copyright = await box(page.locator("footer").getByText(/©/))
    expect(copyright.y + copyright.height).toBeLessThanOrEqual(bar.y)
  })

  browserTest("long German words break at syllables by language, not anywhere", async ({ open }) => {
    for (const [lang, locale] of [["de", "de-AT"], ["en", "en-GB"]] as const) {
      const { page } = await open({ viewport: { width: 390, height: 844 } })
      await visit(page, `/${lang}/product-catalog/${PRODUCT}/customize/`)
      const name = page.locator("fieldset li").first()
      const style = await name.evaluate((element) => ({ hyphens: getComputedStyle(element).hyphens, lang: element.closest("[lang]")?.getAttribute("lang") }))
      expect(style).toEqual({ hyphens: "auto", lang: locale })
    }
  })

  browserTest("on a phone an option keeps its words whole and says 'price on request' once (issue 28)", async ({ open }) => {
    for (const width of [360, 390]) {
      const { page } = await open({ viewport: { width, height: 844 } })
      // A steel enclosure offering the special paints, the one after a colour sample at a price on request among them.
      await visit(page, "/de/product-catalog/ws-0807-21/customize/")
      // Every word of eight letters or more inside an option lies on one line: none is split without a hyphen.
      const split = await page.locator("fieldset li").evaluateAll((items) =>
        items.flatMap((item) => {
          const found: Array<string> = []
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
            for (const match of (node.textContent ?? "").matchAll(/[\p{L}\d]{8,}/gu)) {
              const range = document.createRange()
              range.setStart(node, match.index)
              range.setEnd(node, match.index + match[0].length)
              if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) found.push(match[0])
            }
          }
          return found
        }),
      )
      expect(split, `${width} px`).toEqual([])
      const sample = page.locator("fieldset li").filter({ hasText: "Farbmuster" })
      expect(await sample.count()).toBe(1)
      expect((await sample.innerText()).match(/Preis auf Anfrage/g)).toHaveLength(1)
    }
  })

  browserTest("notifications do not cover the open cart's buttons", async ({ open }) => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const { page } = await open({ viewport })
      await openFilledCart(page)
      await page.keyboard.press("Escape")
      // A notice that stays 6 s (a problem notice carried by the query), then the cart opened over it.
      await visit(page, `/de/product-catalog/${PRODUCT}/?notice=linkInvalid`)
      const toast = page.getByTestId("notification-error")
      await toast.waitFor()
      await page.getByTestId("cart-button").click()
      await page.getByTestId("cart-panel").waitFor()
      const login = page.getByTestId("cart-login")
      await login.scrollIntoViewIfNeeded()
      const notice = await box(toast)
      for (const control of [login, page.getByTestId("cart-generate-pdf")]) {
        expect(overlaps(notice, await box(control)), `${viewport.width} px`).toBe(false)
      }
    }
  })

  browserTest("at 800 px height the cart's footer leaves the lines most of the panel", async ({ open }) => {
    const { page } = await open({ viewport: { width: 1280, height: 800 } })
    await openFilledCart(page)
    const panel = page.getByTestId("cart-panel")
    const lines = await box(panel.locator("ul").first().locator(".."))
    const firstLine = await box(page.getByTestId("cart-line").first())
    // Two whole lines and more are visible above the footer.
    expect(lines.height).toBeGreaterThanOrEqual(2.5 * firstLine.height)
    const login = await box(page.getByTestId("cart-login"))
    expect(login.y + login.height).toBeLessThanOrEqual(800)
    // The list-price note is still in the cart, once.
    await expect(panel.getByText("Alle Preise sind unverbindliche Listenpreise", { exact: false }).filter({ visible: true }).count()).resolves.toBe(1)
  })
})

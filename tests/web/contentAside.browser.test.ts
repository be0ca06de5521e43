/**
 * The content pages' right column in Chromium, in both languages at a desktop's 1280 px and a
 * phone's 390 px (issue 27 part 5): beside the body on the desktop with its sticky table of contents,
 * its parts below the body on a phone with the table of contents above the body; a page without
 * any keeps a full-width body; reference pages' product cards; axe on every page at both widths.
 */
import { AxeBuilder } from "@axe-core/playwright"
import type { Locator, Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

const DESKTOP = { width: 1280, height: 900 }
const PHONE = { width: 390, height: 844 }

/** Pages by language: one with a table of contents, contact and downloads; a news post with a product; a reference; one with none. */
const PAGES = {
  de: { toc: "/de/unternehmen/qualitaet/", product: "/de/aktuelles/neue-pulverbeschichtung-wels/", reference: "/de/referenzen/bergbahn-zillertal/", plain: "/de/unternehmen/geschichte/" },
  en: { toc: "/en/company/quality/", product: "/en/news/new-powder-coating-line-wels/", reference: "/en/references/cable-car-zillertal/", plain: "/en/company/history/" },
} as const

const LABEL = { de: "Mehr zu dieser Seite", en: "More on this page" } as const

const visit = async (page: Page, path: string) => {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await hydrated(page)
}

const box = async (locator: Locator) => {
  const found = await locator.boundingBox()
  if (found === null) throw new Error("not displayed")
  return found
}

/** The page's body column (the layout's own parts, title to last block). */
const bodyOf = (page: Page) => page.locator('[data-testid="content-page"] > div').first()

const axe = async (page: Page) => {
  await page.waitForLoadState("networkidle")
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}

const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describeBrowser("the content pages' right column", () => {
  for (const lang of ["de", "en"] as const) {
    const pages = PAGES[lang]

    browserTest(`desktop (${lang}): the column stands right of the body, holds contact, downloads and the contents, which stay in view while the body scrolls`, async ({ open }) => {
      const { page } = await open({ viewport: DESKTOP })
      await visit(page, pages.toc)
      const aside = page.getByRole("complementary", { name: LABEL[lang] })
      expect(await aside.count()).toBe(1)
      const body = await box(bodyOf(page))
      const column = await box(aside)
      expect(column.x).toBeGreaterThanOrEqual(body.x + body.width)
      expect(column.y).toBeLessThan(body.y + 200)
      // One table of contents is shown: the column's.
      const tocs = page.locator('[data-testid="toc"]:visible')
      expect(await tocs.count()).toBe(1)
      expect(await tocs.getAttribute("data-place")).toBe("aside")
      expect(await aside.locator('[data-part="contact"]').isVisible()).toBe(true)
      expect(await aside.locator('[data-part="downloads"] a').count()).toBe(2)
      // Sticky: with the body's end at the view's bottom, the contents are in view, though their place in the column has scrolled past.
      const start = await tocs.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY)
      const target = await bodyOf(page).evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight)
      expect(target).toBeGreaterThan(start)
      await page.evaluate((y) => window.scrollTo(0, y), target)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(start)
      const toc = await box(tocs)
      expect(toc.y).toBeGreaterThanOrEqual(0)
      expect(toc.y + toc.height).toBeLessThanOrEqual(DESKTOP.height)
      expect(await axe(page)).toEqual([])
    })

    browserTest(`phone (${lang}): the contents above the body, contact and downloads below it, no column beside it`, async ({ open }) => {
      const { page } = await open({ viewport: PHONE, isMobile: true, hasTouch: true })
      await visit(page, pages.toc)
      const tocs = page.locator('[data-testid="toc"]:visible')
      expect(await tocs.count()).toBe(1)
      expect(await tocs.getAttribute("data-place")).toBe("top")
      const firstHeading = page.locator("main h2").first()
      expect((await box(tocs)).y).toBeLessThan((await box(firstHeading)).y)
      const aside = page.getByRole("complementary", { name: LABEL[lang] })
      const column = await box(aside)
      const body = await box(bodyOf(page))
      expect(column.y).toBeGreaterThanOrEqual(body.y + body.height)
      expect(column.width).toBeGreaterThan(PHONE.width * 0.8)
      expect(await aside.locator('[data-part="contact"]').isVisible()).toBe(true)
      expect(await aside.locator('[data-part="downloads"]').isVisible()).toBe(true)
      expect(await noSidewaysScroll(page)).toBe(true)
      expect(await axe(page)).toEqual([])
    })

    for (const [width, viewport] of [["1280", DESKTOP], ["390", PHONE]] as const) {
      browserTest(`${width} px (${lang}): a news post's linked product is a card in the column; a reference's products used are cards; axe`, async ({ open }) => {
        const { page } = await open({ viewport })
        await visit(page, pages.product)
        const card = page.getByRole("complementary", { name: LABEL[lang] }).getByTestId("product-card")
        expect(await card.count()).toBe(1)
        expect(await card.isVisible()).toBe(true)
        expect(await card.innerText()).toContain("WS 600.1200.400")
        expect(await card.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
        expect(await noSidewaysScroll(page)).toBe(true)
        expect(await axe(page)).toEqual([])

        await visit(page, pages.reference)
        const used = page.getByTestId("products-used").getByTestId("product-card")
        expect(await used.count()).toBeGreaterThan(0)
        expect(await used.first().innerText()).toMatch(lang === "de" ? /Art\.-Nr\. / : /Art\. no\. /)
        const link = used.first().getByRole("link")
        expect(await link.getAttribute("href")).toMatch(new RegExp(`^/${lang}/product-catalog/[a-z0-9-]+/$`))
        expect(await page.getByRole("complementary", { name: LABEL[lang] }).locator('[data-part="contact"]').isVisible()).toBe(true)
        expect(await noSidewaysScroll(page)).toBe(true)
        expect(await axe(page)).toEqual([])
        // The card leads to the product's page.
        await link.click()
        await page.waitForURL(`**/${lang}/product-catalog/**`)
      })

      browserTest(`${width} px (${lang}): a page with nothing for the column has none and a full-width body`, async ({ open }) => {
        const { page } = await open({ viewport })
        await visit(page, pages.plain)
        expect(await page.locator("aside").count()).toBe(0)
        const article = await box(page.getByTestId("content-page"))
        const body = await box(bodyOf(page))
        // The body spans the article's content box (its padding aside).
        const padding = await page.getByTestId("content-page").evaluate((element) => {
          const style = getComputedStyle(element)
          return Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight)
        })
        expect(Math.abs(body.width - (article.width - padding))).toBeLessThan(2)
        expect(await axe(page)).toEqual([])
      })
    }
  }
})

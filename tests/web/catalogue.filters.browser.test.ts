/**
 * Filters that never dead-end (issue 25, part 3), in Chromium against the production server, in
 * both languages at desktop and phone width: after every change the result count and the first
 * result are in view; the active filters are chips that a keyboard removes; an empty result
 * offers the nearest sizes and the filters to drop; a state's own products come first, and a
 * switch keeps only those.
 */
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"

const total = async (page: Page): Promise<number> => Number(await page.getByTestId("result-count").getAttribute("data-total"))

/** Whether the count is below the sticky header and the first result (or the empty message) ends above the fold. */
const resultsInView = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const headerBottom = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0
    const count = document.querySelector('[data-testid="result-count"]')!.getBoundingClientRect()
    const first = document.querySelector('[data-testid="product-card"], [data-testid="empty-title"]')!.getBoundingClientRect()
    return count.top >= headerBottom - 1 && first.bottom <= window.innerHeight
  })

/** The focused element's test id, id or name. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    return element?.dataset["testid"] ?? (element?.id || element?.getAttribute("name")) ?? ""
  })

const sizes = [
  ["desktop", { width: 1280, height: 800 }],
  ["phone", { width: 390, height: 844 }],
] as const

const words = {
  de: { steel: "Stahlblech", polyester: "Polyester", upperAustria: "Oberösterreich", toggle: /^Filter und Sortierung/, only: "Nur für Oberösterreich gebaute Produkte", removeSteel: "Filter entfernen: Stahlblech", dropDepth: /^Ohne Tiefe: 250 mm \(2 Produkte\)$/ },
  en: { steel: "Sheet steel", polyester: "Polyester", upperAustria: "Upper Austria", toggle: /^Filters and sorting/, only: "Only products made for Upper Austria", removeSteel: "Remove filter: Sheet steel", dropDepth: /^Without Depth: 250 mm \(2 products\)$/ },
} as const

/** On a phone the filters are folded behind their toggle. */
const openFilters = async (page: Page, phone: boolean, lang: keyof typeof words) => {
  if (phone) await page.getByTestId("filter-panel").locator("> summary").filter({ hasText: words[lang].toggle }).click()
}

describeBrowser("filters that never dead-end (issue 25)", () => {
  for (const [lang, [size, viewport]] of [
    ["de", sizes[0]],
    ["en", sizes[1]],
    ["en", sizes[0]],
    ["de", sizes[1]],
  ] as const) {
    const phone = size === "phone"

    browserTest(`${lang}, ${size}: a box ticked far from the results brings the count and the first result into view, the focus stays on the box`, async ({ open }) => {
      const { page } = await open({ viewport, locale: lang === "de" ? "de-AT" : "en-GB" })
      await page.goto(`/${lang}/product-catalog/?limit=48`)
      await hydrated(page)
      const all = await total(page)
      await openFilters(page, phone, lang)
      const box = page.getByRole("checkbox", { name: words[lang].polyester, exact: true })
      // On a desktop, far down the results (the filters stay beside them); on a phone, down in the open filters.
      if (phone) await box.scrollIntoViewIfNeeded()
      else await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      expect(await resultsInView(page)).toBe(false)
      await box.focus()
      await page.keyboard.press("Space")
      await page.waitForURL((url) => url.searchParams.get("material") === "polyester")
      await expect.poll(() => total(page), { timeout: 10_000 }).not.toBe(all)
      await expect.poll(() => resultsInView(page), { timeout: 10_000 }).toBe(true)
      await expect(focused(page)).resolves.toBe("material")
      await expect(box.isChecked()).resolves.toBe(true)
    })

    browserTest(`${lang}, ${size}: a chip removed with the keyboard leaves the other filters, and the focus on the announced count`, async ({ open }) => {
      const { page } = await open({ viewport, locale: lang === "de" ? "de-AT" : "en-GB" })
      await page.goto(`/${lang}/product-catalog/?material=steel&material=polyester&widthMin=400&widthMax=800`)
      await hydrated(page)
      const both = await total(page)
      const chips = page.getByTestId("filter-chip")
      await expect(chips.count()).resolves.toBe(3)
      // Keyboard reachable: from the count, Tab goes to the first chip.
      await page.getByTestId("result-count").focus()
      await page.keyboard.press("Tab")
      await expect(focused(page)).resolves.toBe("filter-chip")
      const steel = page.getByRole("link", { name: words[lang].removeSteel, exact: true })
      await steel.focus()
      await page.keyboard.press("Enter")
      await page.waitForURL((url) => url.searchParams.getAll("material").join() === "polyester" && url.searchParams.get("widthMin") === "400")
      await expect.poll(() => total(page), { timeout: 10_000 }).toBeLessThan(both)
      await expect(chips.count()).resolves.toBe(2)
      await expect.poll(() => focused(page)).toBe("result-count")
      await expect(page.getByTestId("result-count").getAttribute("aria-live")).resolves.toBe("polite")
      await expect.poll(() => resultsInView(page)).toBe(true)
      // The phone's toggle counts filters, not fields: polyester and the width range.
      if (phone) await expect(page.getByTestId("filter-panel").locator("> summary").textContent()).resolves.toMatch(/\(2 (aktiv|active)\)$/)
      await page.getByTestId("remove-all-filters").click()
      await page.waitForURL((url) => url.search === "")
      await expect.poll(() => total(page), { timeout: 10_000 }).toBe(180)
      await expect(chips.count()).resolves.toBe(0)
    })

    browserTest(`${lang}, ${size}: a size nothing has ends in the nearest sizes and the filters to drop, where the results would be`, async ({ open }) => {
      const { page } = await open({ viewport, locale: lang === "de" ? "de-AT" : "en-GB" })
      await page.goto(`/${lang}/product-catalog/?material=steel&widthMin=600&widthMax=600&heightMin=800&heightMax=800`)
      await hydrated(page)
      await expect(total(page)).resolves.toBe(2)
      await openFilters(page, phone, lang)
      await page.getByTestId("filter-depthMin").fill("250")
      await page.getByTestId("filter-depthMax").fill("250")
      await page.getByTestId("filter-depthMax").press("Enter")
      await page.waitForURL((url) => url.searchParams.get("depthMin") === "250" && url.searchParams.get("depthMax") === "250")
      await expect.poll(() => total(page), { timeout: 10_000 }).toBe(0)
      await expect.poll(() => resultsInView(page), { timeout: 10_000 }).toBe(true)
      await expect(page.getByTestId("nearest-sizes").getByTestId("card-size").first().textContent()).resolves.toBe("600 × 600 × 250 mm")
      await expect(page.getByTestId("nearest-sizes").getByTestId("product-card").count()).resolves.toBe(4)
      const drop = page.getByTestId("drop-depth")
      await expect(drop.textContent()).resolves.toMatch(words[lang].dropDepth)
      await drop.click()
      await page.waitForURL((url) => !url.searchParams.has("depthMin") && url.searchParams.get("widthMin") === "600")
      await expect.poll(() => total(page), { timeout: 10_000 }).toBe(2)
      await expect.poll(() => resultsInView(page)).toBe(true)
      await expect.poll(() => focused(page)).toBe("result-count")
    })

    browserTest(`${lang}, ${size}: a federal state's own products come first, and the switch keeps only them`, async ({ open }) => {
      const { page } = await open({ viewport, locale: lang === "de" ? "de-AT" : "en-GB" })
      await page.goto(`/${lang}/product-catalog/`)
      await hydrated(page)
      await openFilters(page, phone, lang)
      await page.getByTestId("filter-area").locator("> summary").click()
      await page.getByRole("checkbox", { name: words[lang].upperAustria, exact: true }).check()
      await page.waitForURL((url) => url.searchParams.get("area") === "upper-austria")
      await expect.poll(() => total(page), { timeout: 10_000 }).toBe(141)
      const names = await page.getByTestId("product-card").getByRole("link").allTextContents()
      expect(names.slice(0, 3).every((name) => name.includes(words[lang].upperAustria))).toBe(true)
      expect(names.slice(3).some((name) => name.includes(words[lang].upperAustria))).toBe(false)
      const only = page.getByRole("switch", { name: words[lang].only, exact: true })
      await only.check()
      await page.waitForURL((url) => url.searchParams.get("areaOnly") === "1")
      await expect.poll(() => total(page), { timeout: 10_000 }).toBe(3)
      await expect.poll(() => resultsInView(page), { timeout: 10_000 }).toBe(true)
      await expect(page.getByTestId("filter-chip").count()).resolves.toBe(2)
    })
  }
})

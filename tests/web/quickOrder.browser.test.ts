/**
 * The quick order in Chromium against the production server, in both languages at desktop and
 * phone width: a buyer pastes 30 lines of which 3 are unknown, sees the preview in place and adds
 * the 27 in one step, as a guest (the cookie cart) and logged in (the stored cart); then the cart
 * holds them. Lines changed in place (a suggestion picked, a line removed, an amount typed), the
 * keyboard alone, an .xlsx upload, the page reached from the cart, and axe on each state (screenshots
 * of the preview go to tests/artifacts/web/).
 */
import { mkdirSync, readFileSync, readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { AxeBuilder } from "@axe-core/playwright"
import type { BrowserContext, Page } from "playwright-core"
import { beforeAll, expect } from "vitest"
import { xlsxFile } from "../../core/test/support/xlsx.ts"
import { Jar, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"
import { baseUrl } from "./env.ts"

interface Product {
  readonly key: string
  readonly supplierArticleNumber: string
  readonly specification: { readonly articleNumber: string; readonly ean: string }
}
const catalogueDir = fileURLToPath(new URL("../../data/catalogue/data/", import.meta.url))
const products: ReadonlyArray<Product> = readdirSync(catalogueDir)
  .filter((name) => name.startsWith("produkte-"))
  .flatMap((name) => Object.values((JSON.parse(readFileSync(`${catalogueDir}${name}`, "utf8")) as { items: Record<string, Product> }).items))

/** 30 lines as copied from a spreadsheet (tab between number and amount): 27 articles and 3 unknown numbers among them. */
const unknown = ["XK-9999-99", "3999999999", "WS 999.999.999"]
const thirtyLines = (): string => {
  const lines = products.slice(0, 27).map((p, i) => `${i % 3 === 0 ? p.specification.articleNumber : p.supplierArticleNumber}\t${(i % 4) + 1}`)
  lines.splice(5, 0, `${unknown[0]}\t2`)
  lines.splice(14, 0, `${unknown[1]}\t1`)
  lines.splice(25, 0, `${unknown[2]}\t3`)
  return lines.join("\n")
}

const texts = {
  de: {
    check: "Zeilen prüfen",
    summary: "30 Zeilen gelesen: 27 gefunden, 3 unbekannt, 0 mehrdeutig, 0 nicht möglich.",
    add: (n: number) => (n === 1 ? "1 Position in den Warenkorb legen" : `${n} Positionen in den Warenkorb legen`),
    added: (n: number) => `${n} Positionen wurden in Ihren Warenkorb gelegt.`,
    stored: "Sie liegen im Warenkorb Ihres Kontos.",
    unknownStatus: "Unbekannte Artikelnummer",
  },
  en: {
    check: "Check lines",
    summary: "30 lines read: 27 found, 3 unknown, 0 ambiguous, 0 not possible.",
    add: (n: number) => (n === 1 ? "Add 1 line to the cart" : `Add ${n} lines to the cart`),
    added: (n: number) => `${n} lines were added to your cart.`,
    stored: "They are in your account's cart.",
    unknownStatus: "Unknown article number",
  },
} as const

type Lang = keyof typeof texts
const widths = [
  ["desktop", { width: 1280, height: 900 }],
  ["phone", { width: 390, height: 844 }],
] as const

const artifacts = fileURLToPath(new URL("../artifacts/web/", import.meta.url))
const axe = async (page: Page, where: string) => {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}
const badge = (page: Page) => page.getByTestId("cart-count").innerText()
/** Nothing of the page's content sticks out to the side (the table is read without scrolling sideways). */
const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll("main *")].every((element) => element.getBoundingClientRect().right <= document.documentElement.clientWidth + 0.5))

const open = async (page: Page, lang: Lang) => {
  await page.goto(`/${lang}/quick-order/`)
  await hydrated(page)
}

/** Pastes the list and checks it; the preview comes in place (the page is not loaded again). */
const pasteAndCheck = async (page: Page, lang: Lang, text: string) => {
  await page.evaluate(() => ((window as unknown as { quickOrderMarker: boolean }).quickOrderMarker = true))
  await page.getByTestId("quick-order-text").fill(text)
  await page.getByRole("button", { name: texts[lang].check }).click()
  await page.getByTestId("quick-order-summary").waitFor()
  expect(await page.evaluate(() => (window as unknown as { quickOrderMarker?: boolean }).quickOrderMarker)).toBe(true)
}

/** The cart's lines as the slide-over shows them. */
const cartLines = async (page: Page) => {
  await page.getByTestId("cart-button").click()
  await page.getByTestId("cart-panel").waitFor()
  const count = await page.getByTestId("cart-line").count()
  await page.keyboard.press("Escape")
  return count
}

/** Logs a new account in: signed up and confirmed over HTTP, its session cookie handed to the browser. */
const logIn = async (context: BrowserContext, from: string) => {
  const jar = new Jar()
  await signUpAndConfirm(uniqueEmail("quick"), from, jar)
  await context.addCookies([...jar.cookies].map(([name, value]) => ({ name, value, url: baseUrl() })))
}

/** The buyer's path: paste 30 lines, see 27 found and 3 unknown, add the 27, find them in the cart. */
const addTwentySeven = async (page: Page, lang: Lang, where: string) => {
  await open(page, lang)
  await pasteAndCheck(page, lang, thirtyLines())
  const t = texts[lang]
  await expect(page.getByTestId("quick-order-summary").innerText()).resolves.toBe(t.summary)
  await expect(page.locator('[data-testid="quick-order-line"][data-status="unknown"]').count()).resolves.toBe(3)
  await expect(page.locator('[data-testid="quick-order-line"][data-status="product"]').count()).resolves.toBe(27)
  // Each unknown line offers the nearest numbers; none is taken for the buyer.
  for (const code of unknown) await expect(page.locator(`[data-testid="quick-order-line"][data-status="unknown"] input[data-reading="${code}"]`).count()).resolves.toBe(1)
  await page.getByTestId("quick-order-summary").scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${artifacts}quick-order-${where.replace(/\W+/g, "-")}.png` })
  await page.locator('[data-testid="quick-order-line"][data-status="unknown"]').first().scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${artifacts}quick-order-${where.replace(/\W+/g, "-")}-unknown.png` })
  await expect(noSidewaysScroll(page)).resolves.toBe(true)
  await axe(page, `${where}: preview`)
  await page.getByRole("button", { name: t.add(27) }).click()
  await expect.poll(() => page.getByTestId("notification-success").first().innerText(), { timeout: 30_000 }).toContain(t.added(27))
  await expect(page.getByTestId("quick-order-added").innerText()).resolves.toContain(t.added(27))
  await expect.poll(() => badge(page)).toBe("27")
  await axe(page, `${where}: added`)
  await expect(cartLines(page)).resolves.toBe(27)
}

describeBrowser("quick order", () => {
  beforeAll(() => {
    mkdirSync(artifacts, { recursive: true })
  })

  // Each kind of buyer in each language and at each width, not every combination (a story takes
  // some 30 s): the guest in German on a desktop and in English on a phone, the account the other way.
  for (const [lang, [width, viewport], buyer] of [
    ["de", widths[0], "guest"],
    ["en", widths[1], "guest"],
    ["en", widths[0], "account"],
    ["de", widths[1], "account"],
  ] as const) {
    if (buyer === "guest")
      browserTest(`a guest pastes 30 lines with 3 unknown and adds the 27 (${lang}, ${width})`, async ({ open: openContext }) => {
        const { page, context } = await openContext({ viewport, locale: lang === "de" ? "de-AT" : "en-GB" })
        await addTwentySeven(page, lang, `guest ${lang} ${width}`)
        // The guest's cart is the cookie.
        expect((await context.cookies()).some((c) => c.name === "cart")).toBe(true)
      })
    else
      browserTest(`a logged-in buyer pastes 30 lines with 3 unknown and adds the 27 to the stored cart (${lang}, ${width})`, async ({ open: openContext }) => {
        const { page, context } = await openContext({ viewport, locale: lang === "de" ? "de-AT" : "en-GB" })
        await logIn(context, `127.0.0.${lang === "de" ? 71 : 72}`)
        await addTwentySeven(page, lang, `account ${lang} ${width}`)
        await expect(page.getByTestId("quick-order-added").innerText()).resolves.toContain(texts[lang].stored)
        // Kept on the server, not in a cookie: a fresh page of the same session shows them.
        expect((await context.cookies()).some((c) => c.name === "cart")).toBe(false)
        await page.reload()
        await hydrated(page)
        await expect.poll(() => badge(page)).toBe("27")
      })
  }

  browserTest("lines change in place: a suggestion picked, a line removed, an amount typed; the preview follows", async ({ page }) => {
    await open(page, "de")
    const [a, b] = products
    await pasteAndCheck(page, "de", [`${a!.supplierArticleNumber}\t2`, `${b!.supplierArticleNumber.slice(0, -1)}0\t4`, `${unknown[0]}\t1`].join("\n"))
    await expect(page.getByRole("button", { name: texts.de.add(1) }).count()).resolves.toBe(1)
    // Line 2: a typo; its nearest numbers are offered, and one becomes the line's only when picked.
    const line2 = page.locator('[data-testid="quick-order-line"][data-line="2"]')
    await expect(line2.getAttribute("data-status")).resolves.toBe("unknown")
    await line2.getByTestId("quick-order-suggestion").filter({ hasText: b!.supplierArticleNumber }).click()
    await expect.poll(() => line2.getAttribute("data-status")).toBe("product")
    await expect.poll(() => line2.getByTestId("quick-order-code").inputValue()).toBe(b!.supplierArticleNumber)
    // Line 3 removed.
    await page.getByRole("button", { name: "Zeile 3 entfernen" }).click()
    await expect.poll(() => page.getByTestId("quick-order-line").count()).toBe(2)
    // Line 1's amount typed: sent when the field is left.
    await page.getByLabel("Menge in Zeile 1").fill("0")
    await page.getByLabel("Menge in Zeile 1").press("Tab")
    await expect.poll(() => page.locator('[data-line="1"] [data-testid="quick-order-correction"]').count()).toBe(1)
    await expect(page.getByTestId("quick-order-summary").innerText()).resolves.toBe("2 Zeilen gelesen: 2 gefunden, 0 unbekannt, 0 mehrdeutig, 0 nicht möglich.")
    await page.getByRole("button", { name: texts.de.add(2) }).click()
    await expect.poll(() => badge(page), { timeout: 30_000 }).toBe("2")
  })

  browserTest("works with the keyboard alone: paste, check, pick a suggestion, add", async ({ page }) => {
    await open(page, "en")
    const [a] = products
    await page.getByTestId("quick-order-text").focus()
    await page.keyboard.insertText(`${a!.supplierArticleNumber.slice(0, -1)}0\t3`)
    // Text field → file field → the check button.
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).resolves.toBe("quick-order-check")
    await page.keyboard.press("Enter")
    await page.getByTestId("quick-order-summary").waitFor()
    // The focus moved to the preview; Tab reaches the suggestion, Enter picks it.
    const suggestion = page.getByTestId("quick-order-suggestion").filter({ hasText: a!.supplierArticleNumber })
    for (let i = 0; i < 20 && !(await suggestion.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab")
    await page.keyboard.press("Enter")
    await expect.poll(() => page.locator('[data-line="1"]').getAttribute("data-status")).toBe("product")
    const add = page.getByRole("button", { name: texts.en.add(1) })
    await add.focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => badge(page), { timeout: 30_000 }).toBe("1")
  })

  browserTest("without JavaScript: the same forms post to the page, which shows the preview, takes a picked suggestion and adds", async ({ open: openContext }) => {
    const { page, context } = await openContext({ javaScriptEnabled: false })
    await page.goto("/de/quick-order/")
    const [a, b] = products
    await page.getByTestId("quick-order-text").fill([`${a!.supplierArticleNumber}\t2`, `${b!.supplierArticleNumber.slice(0, -1)}0\t4`].join("\n"))
    await page.getByRole("button", { name: texts.de.check }).click()
    await page.getByTestId("quick-order-summary").waitFor()
    await expect(page.getByTestId("quick-order-summary").innerText()).resolves.toBe("2 Zeilen gelesen: 1 gefunden, 1 unbekannt, 0 mehrdeutig, 0 nicht möglich.")
    await page.getByTestId("quick-order-suggestion").filter({ hasText: b!.supplierArticleNumber }).click()
    await expect.poll(() => page.locator('[data-line="2"]').getAttribute("data-status")).toBe("product")
    await page.getByRole("button", { name: texts.de.add(2) }).click()
    await expect.poll(() => page.getByTestId("quick-order-added").innerText()).toContain(texts.de.added(2))
    expect((await context.cookies()).some((c) => c.name === "cart")).toBe(true)
  })

  browserTest("a list larger than a guest's cart holds changes nothing and says why", async ({ page }) => {
    await open(page, "en")
    await pasteAndCheck(page, "en", products.map((p) => `${p.supplierArticleNumber}\t1`).join("\n"))
    await page.getByRole("button", { name: texts.en.add(products.length) }).click()
    await expect.poll(() => page.getByTestId("notification-error").first().innerText(), { timeout: 30_000 }).toMatch(new RegExp(`Only \\d+ of the ${products.length} lines would fit`))
    await expect(page.getByTestId("quick-order-full").innerText()).resolves.toContain("Log in for a cart of up to 200 lines")
    await expect(badge(page)).resolves.toBe("0")
    expect((await page.context().cookies()).some((c) => c.name === "cart")).toBe(false)
    await axe(page, "cart full")
  })

  browserTest("reads an uploaded .xlsx and adds its lines", async ({ page }) => {
    await open(page, "en")
    const [a, b, c] = products
    const file = xlsxFile([
      ["Artikelnummer", "Menge"],
      [Number(a!.supplierArticleNumber), 2],
      [b!.specification.ean, 1],
      [c!.specification.articleNumber, 5],
    ])
    await page.getByLabel("Or upload a file (CSV or Excel .xlsx)").setInputFiles({ name: "order.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer: Buffer.from(file) })
    await page.getByRole("button", { name: texts.en.check }).click()
    await expect.poll(() => page.getByTestId("quick-order-summary").innerText()).toBe("3 lines read: 3 found, 0 unknown, 0 ambiguous, 0 not possible.")
    await page.getByRole("button", { name: texts.en.add(3) }).click()
    await expect.poll(() => badge(page), { timeout: 30_000 }).toBe("3")
    // The cart with lines links back here too.
    await page.getByTestId("cart-button").click()
    await expect(page.getByTestId("cart-panel").getByTestId("cart-quick-order").innerText()).resolves.toBe("Add by article number (quick order)")
  })

  browserTest("is linked from the empty cart; the empty page is axe-clean in both languages", async ({ page }) => {
    await page.goto("/de/")
    await hydrated(page)
    await page.getByTestId("cart-button").click()
    await page.getByTestId("cart-panel").getByTestId("cart-quick-order").click()
    await page.waitForURL((url) => url.pathname === "/de/quick-order/")
    await hydrated(page)
    await axe(page, "empty page de")
    await open(page, "en")
    await axe(page, "empty page en")
  })
})

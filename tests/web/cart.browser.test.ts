/**
 * A guest configures, fills and changes the cart in Chromium against the production server:
 * the merge rule, input normalisation, totals and "price on request", the cart surviving a
 * language switch and a reload, a tampered cookie, keyboard-only use, and the PDF modal with
 * real downloads checked by pdftotext and unzip.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { AxeBuilder } from "@axe-core/playwright"
import type { Page } from "playwright-core"
import { expect } from "vitest"
import { type GuestCart, cartCookieValue, fitsInCookie, percent } from "@shop/core"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"
import { baseUrl } from "./env.ts"

const has = (tool: string) => {
  try {
    execFileSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}
const toolsMissing = ["pdftotext", "unzip"].filter((t) => !has(t))
if (toolsMissing.length > 0) console.warn(`[web tests] PDF/ZIP content checks skipped: ${toolsMissing.join(", ")} not installed`)

/** The text of one datasheet inside a downloaded archive. */
const datasheetText = (zipPath: string, name: string): string => {
  const pdf = join(mkdtempSync(join(tmpdir(), "sheet-")), "sheet.pdf")
  writeFileSync(pdf, execFileSync("unzip", ["-p", zipPath, name]))
  return execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" })
}

const PRODUCT = "ws-0612-40"
const ON_REQUEST = "ws-1214-40-so"

const badge = (page: Page) => page.getByTestId("cart-count").innerText()
/** Opens a page and waits until React has hydrated it (clicks before that would be lost). */
const visit = async (page: Page, path: string) => {
  await page.goto(path)
  await hydrated(page)
}
const openCart = async (page: Page) => {
  await page.getByTestId("cart-button").click()
  await page.getByTestId("cart-panel").waitFor()
}
const closeCart = (page: Page) => page.keyboard.press("Escape")
const settle = (page: Page) => page.waitForFunction(() => document.querySelector('[data-testid="cart-panel"]')?.getAttribute("aria-busy") !== "true")

/** Configures the demo product: the paint finish (a checkbox) and `plates` part mounting plates. */
const configure = async (page: Page, plates: number) => {
  await visit(page, `/de/product-catalog/${PRODUCT}/customize/`)
  await page.getByTestId("configurator-add").waitFor()
  await page.locator('input[type="checkbox"]').first().check()
  const plus = page.getByRole("button", { name: /: erhöhen$/ })
  for (let i = 0; i < plates; i++) await plus.nth(1).click()
}

const addAndWait = async (page: Page, expectedBadge: string) => {
  await page.getByTestId("configurator-add").click()
  await expect.poll(() => badge(page), { timeout: 10_000 }).toBe(expectedBadge)
}

describeBrowser("guest cart", () => {
  browserTest("merges equal configurations, keeps others apart and normalises what is typed", async ({ page }) => {
    await configure(page, 2)
    const perPiece = await page.getByTestId("configurator-price").innerText()
    await addAndWait(page, "1")
    await expect(page.getByTestId("notification-success").first().innerText()).resolves.toContain("Zum Warenkorb hinzugefügt")
    // Spec §9: the cart cookie lasts a year.
    const [cartCookie] = (await page.context().cookies()).filter((c) => c.name === "cart")
    expect(Math.round((cartCookie!.expires - Date.now() / 1000) / 86_400)).toBe(365)
    await addAndWait(page, "1")
    await openCart(page)
    // A merge leaves the badge at 1, so addAndWait did not wait for the server's answer: poll for it.
    await expect.poll(() => page.getByTestId("cart-amount").inputValue()).toBe("2")
    await expect(page.getByTestId("cart-line").count()).resolves.toBe(1)
    await closeCart(page)

    // Another accessory set: a second line.
    await page.getByRole("button", { name: /: erhöhen$/ }).nth(1).click()
    await addAndWait(page, "2")
    await openCart(page)
    const amounts = page.getByTestId("cart-amount")
    await expect(amounts.count()).resolves.toBe(2)

    // Amount: negative and non-numeric become 1; the total follows.
    await amounts.first().fill("-5")
    await amounts.first().press("Enter")
    await settle(page)
    await expect.poll(() => amounts.first().inputValue()).toBe("1")
    await amounts.first().fill("abc")
    await amounts.first().press("Enter")
    await expect.poll(() => amounts.first().inputValue()).toBe("1")
    await amounts.first().fill("3")
    await amounts.first().press("Enter")
    await expect.poll(() => amounts.first().inputValue()).toBe("3")
    // The piece price stands beside the line's total (issue 27); a line of one piece has none.
    const first = page.getByTestId("cart-line").first()
    const euroOf = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."))
    await expect.poll(() => first.getByTestId("cart-line-unit").innerText()).toMatch(/^€\s[\d.]+,\d\d je Stück$/)
    expect(euroOf(await first.getByTestId("cart-line-total").innerText())).toBeCloseTo(3 * euroOf(await first.getByTestId("cart-line-unit").innerText()), 2)
    expect(await page.getByTestId("cart-line").nth(1).getByTestId("cart-line-unit").count()).toBe(0)

    // Discount: clamped to 0–100, non-numeric becomes 0, in the page's number format (a decimal
    // comma on German pages; a point is accepted too); the total shows the discount.
    const discount = page.getByTestId("cart-discount")
    await discount.fill("150")
    await discount.blur()
    await expect.poll(() => discount.inputValue()).toBe("100,00")
    await expect.poll(() => page.getByTestId("cart-total").innerText()).toMatch(/€\s0,00/)
    await discount.fill("12.5")
    await discount.press("Enter")
    await expect.poll(() => discount.inputValue()).toBe("12,50")
    await settle(page)
    await discount.fill("12,35")
    await discount.blur()
    await expect.poll(() => discount.inputValue()).toBe("12,35")
    // The field shows the normalised value at once; wait for the server's answer to the change.
    await settle(page)
    await expect.poll(() => page.getByTestId("cart-total").innerText()).not.toMatch(/€\s0,00/)
    const subtotal = await page.getByTestId("cart-subtotal").innerText()
    const total = await page.getByTestId("cart-total").innerText()
    const euro = (text: string) => Number(text.replace(/[^\d,]/g, "").replace(",", "."))
    await expect.poll(async () => euro(await page.getByTestId("cart-total").innerText())).toBe(Math.round(euro(subtotal) * 87.65) / 100)
    expect(euro(total)).toBeGreaterThan(0)
    expect(perPiece).toMatch(/€/)

    // Project id: at most 15 characters.
    const project = page.getByTestId("cart-project-id")
    await project.fill("AW-2024-000000001234")
    await project.blur()
    await expect.poll(() => project.inputValue()).toBe("AW-2024-0000000")
  })

  browserTest("shows price on request, keeps the cart across a language switch and a reload", async ({ page }) => {
    await visit(page, `/de/product-catalog/${ON_REQUEST}/customize/`)
    await addAndWait(page, "1")
    await openCart(page)
    await expect(page.getByTestId("cart-subtotal").innerText()).resolves.toBe("Preis auf Anfrage")
    await closeCart(page)

    await visit(page, `/de/product-catalog/${PRODUCT}/`)
    await page.getByRole("link", { name: /EN/ }).first().click()
    await page.waitForURL(`**/en/product-catalog/${PRODUCT}/`)
    await expect.poll(() => badge(page)).toBe("1")
    await page.reload()
    await expect.poll(() => badge(page)).toBe("1")
    await openCart(page)
    await expect(page.getByTestId("cart-subtotal").innerText()).resolves.toBe("Price on request")
    // English pages show a decimal point, and take a comma as well.
    const discount = page.getByTestId("cart-discount")
    await discount.fill("7,5")
    await discount.blur()
    await expect.poll(() => discount.inputValue()).toBe("7.50")
    await settle(page)
    await page.reload()
    await openCart(page)
    await expect.poll(() => discount.inputValue()).toBe("7.50")
  })

  browserTest("adds a product without accessories from its product page", async ({ page }) => {
    await visit(page, `/de/product-catalog/${PRODUCT}/`)
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe("1")
    await openCart(page)
    await expect(page.locator('[data-testid="cart-line"] li').count()).resolves.toBe(0)
  })

  browserTest("a PDF click that blurs a just-typed discount waits for it; when saving the discount fails, it says so and opens nothing", async ({ page }) => {
    await visit(page, `/de/product-catalog/${PRODUCT}/`)
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe("1")
    await openCart(page)
    // Saved on the click's blur, then the modal opens with the cart as the server answered it.
    await page.getByTestId("cart-discount").fill("7")
    await page.getByTestId("cart-generate-pdf").click()
    await page.getByTestId("pdf-modal").waitFor()
    await page.getByTestId("pdf-modal").getByRole("button", { name: "Schließen" }).click()
    await page.getByTestId("pdf-modal").waitFor({ state: "detached" })
    // The cart stayed open behind the modal.
    await expect.poll(() => page.getByTestId("cart-discount").inputValue()).toBe("7,00")
    // The same with a failing save: the error notification, and no modal with the old discount.
    await page.route("**/_serverFn/**", (route) => ((route.request().postData() ?? "").includes("discount") ? route.fulfill({ status: 500, body: "down" }) : route.continue()))
    await page.getByTestId("cart-discount").fill("9")
    await page.getByTestId("cart-generate-pdf").click()
    await expect.poll(() => page.getByTestId("notification-error").first().innerText()).toContain("Etwas ist schiefgelaufen")
    await settle(page)
    await expect(page.getByTestId("pdf-modal").count()).resolves.toBe(0)
    // The field shows what the cart still holds, not the value that was not saved.
    await expect.poll(() => page.getByTestId("cart-discount").inputValue()).toBe("7,00")
    await page.unroute("**/_serverFn/**")
  })

  browserTest("keeps what is typed into the project number and an amount right after the discount, with the mouse and with Tab, on a slow network", async ({ page }) => {
    await visit(page, `/de/product-catalog/${PRODUCT}/`)
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe("1")
    await openCart(page)
    // Every change takes a moment, so each field is left while the one before is still saving.
    await page.route("**/_serverFn/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.continue()
    })
    await page.getByTestId("cart-discount").fill("8")
    // The click leaves the discount (saving it) and lands in the project field, which keeps the focus and the typing.
    await page.getByTestId("cart-project-id").click()
    await page.keyboard.type("BV Linz Hafen")
    await page.keyboard.press("Shift+Tab")
    await page.keyboard.type("9")
    await page.keyboard.press("Tab")
    await page.getByTestId("cart-amount").click()
    await page.keyboard.press("Control+A")
    await page.keyboard.type("5")
    await page.keyboard.press("Tab")
    await expect.poll(() => page.getByTestId("cart-amount").inputValue(), { timeout: 10_000 }).toBe("5")
    await settle(page)
    await page.unroute("**/_serverFn/**")
    await page.reload()
    await hydrated(page)
    await openCart(page)
    await expect.poll(() => page.getByTestId("cart-project-id").inputValue()).toBe("BV Linz Hafen")
    await expect.poll(() => page.getByTestId("cart-discount").inputValue()).toBe("9,00")
    await expect.poll(() => page.getByTestId("cart-amount").inputValue()).toBe("5")
  })

  browserTest("survives a tampered cart cookie and says so", async ({ open }) => {
    const { context, page } = await open()
    await configure(page, 1)
    await addAndWait(page, "1")
    const [cookie] = (await context.cookies()).filter((c) => c.name === "cart")
    expect(cookie).toBeDefined()
    await context.addCookies([{ ...cookie!, value: `${cookie!.value}~9!NO-SUCH-PRODUCT!2!~x!<script>!y` }])
    await visit(page, "/de/product-catalog/")
    await expect(page.getByTestId("product-card").count()).resolves.toBeGreaterThan(0)
    await expect.poll(() => page.getByTestId("notification-warning").count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await expect.poll(() => badge(page)).toBe("1")
    await context.addCookies([{ ...cookie!, value: "%%%garbage%%%".repeat(50) }])
    const response = await page.goto("/de/product-catalog/")
    expect(response?.status()).toBe(200)
    await expect.poll(() => badge(page)).toBe("0")
  })

  browserTest("a change the full cookie cannot hold is refused, and the fields show what the cart holds", async ({ page }) => {
    // A guest cart of the catalogue's products within a byte of the cookie's 4,096 (amounts 1 → 10 add one each).
    const index = JSON.parse(readFileSync(join(import.meta.dirname, "../../data/catalogue/index.json"), "utf8")) as { products: ReadonlyArray<ReadonlyArray<unknown>> }
    const keys = index.products.map((row) => String(row[4]))
    let cart: GuestCart = { items: [], discount: percent(0), projectId: "" }
    const line = (n: number) => ({ id: String(1_795_600_000_000 + n), productId: keys[n] as never, amount: 1, accessories: [] })
    for (let n = 0; n < keys.length && fitsInCookie({ ...cart, items: [...cart.items, line(n)] }); n++) cart = { ...cart, items: [...cart.items, line(n)] }
    for (const [i, item] of cart.items.entries()) {
      const next = { ...cart, items: cart.items.map((other, j) => (j === i ? { ...item, amount: 10 } : other)) }
      if (!fitsInCookie(next)) break
      cart = next
    }
    await page.context().addCookies([{ name: "cart", value: cartCookieValue(cart), url: baseUrl() }])
    await visit(page, "/en/product-catalog/")
    await openCart(page)
    const project = page.getByTestId("cart-project-id")
    await project.fill("AW-2")
    // Saved by the PDF button's click, which waits for it: refused, the PDF is not made with another project number.
    await page.getByTestId("cart-generate-pdf").click()
    await expect.poll(() => page.getByTestId("notification-error").innerText(), { timeout: 10_000 }).toContain("Cart full")
    await expect.poll(() => project.inputValue()).toBe("")
    // The click waited ("One moment …"); once it is over, no modal came with it.
    await expect.poll(() => page.getByTestId("cart-generate-pdf").innerText()).toBe("Create PDF")
    // The modal's code loads on its first use: give a wrongly opened one the time to show.
    await page.waitForLoadState("networkidle")
    await expect(page.getByTestId("pdf-modal").count()).resolves.toBe(0)
    // An amount that adds a digit: refused the same way, the field back at the amount kept.
    const lastAmount = page.getByTestId("cart-amount").last()
    await lastAmount.fill("1000")
    await lastAmount.press("Tab")
    await expect.poll(() => lastAmount.inputValue()).toBe("1")
    await settle(page)
  })

  browserTest("configures and adds with the keyboard only", async ({ page }) => {
    await visit(page, `/de/product-catalog/${PRODUCT}/customize/`)
    await page.getByTestId("configurator-add").waitFor()
    // Tab to the first accessory checkbox, tick it with Space, then to the add button and press Enter.
    let focused = ""
    for (let i = 0; i < 60 && focused !== "checkbox"; i++) {
      await page.keyboard.press("Tab")
      focused = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type ?? "")
    }
    expect(focused).toBe("checkbox")
    const drawing = () => page.getByTestId("configurator-drawing").innerHTML()
    await expect(drawing()).resolves.not.toContain('fill="#a72920"')
    await page.keyboard.press("Space")
    await expect(page.locator('input[type="checkbox"]').first().isChecked()).resolves.toBe(true)
    // The first choice is the special paint RAL 3000: the drawing takes its colour.
    await expect.poll(drawing).toContain('fill="#a72920"')
    await page.getByTestId("configurator-add").focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => badge(page), { timeout: 10_000 }).toBe("1")
    // Added again with a slow answer: while the cart is busy the button keeps the focus (a disabled
    // one dropped it to the page), and the same configuration merges into the line (amount 2).
    await page.route("**/_serverFn/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    await page.keyboard.press("Enter")
    await expect.poll(() => page.getByTestId("configurator-add").getAttribute("aria-disabled")).toBe("true")
    await expect(page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).resolves.toBe("configurator-add")
    await expect.poll(() => page.getByTestId("configurator-add").getAttribute("aria-disabled"), { timeout: 10_000 }).toBeNull()
    await page.unroute("**/_serverFn/**")
    await page.getByTestId("cart-button").focus()
    await page.keyboard.press("Enter")
    await page.getByTestId("cart-panel").waitFor()
    await expect.poll(() => page.getByTestId("cart-amount").inputValue()).toBe("2")
    // The PDF modal opens from the cart; closing each gives focus back to the button that opened it.
    await page.getByTestId("cart-generate-pdf").focus()
    await page.keyboard.press("Enter")
    await page.getByTestId("pdf-modal").waitFor()
    await page.keyboard.press("Escape")
    await page.getByTestId("pdf-modal").waitFor({ state: "detached" })
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("cart-generate-pdf")
    // Removing a line by keyboard leaves the focus on the cart's title, not on the page.
    await page.getByTestId("cart-line").getByRole("button", { name: "Entfernen" }).focus()
    await page.keyboard.press("Enter")
    await expect.poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-cart-title"))).toBe(true)
    await page.keyboard.press("Escape")
    await page.getByTestId("cart-panel").waitFor({ state: "detached" })
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("cart-button")
  })

  browserTest("downloads the cart PDF and the datasheet ZIP from the PDF modal", async ({ page }) => {
    await configure(page, 1)
    await addAndWait(page, "1")
    await visit(page, `/de/product-catalog/${ON_REQUEST}/customize/`)
    await addAndWait(page, "2")
    await openCart(page)
    const violations = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
    expect(await violations()).toEqual([])
    await page.getByTestId("cart-generate-pdf").click()
    await page.getByTestId("pdf-modal").waitFor()
    expect(await violations()).toEqual([])
    const dir = mkdtempSync(join(tmpdir(), "downloads-"))

    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByTestId("pdf-cart").click()])
    expect(pdf.suggestedFilename()).toMatch(/^Anfrage-\d{8}T\d{6}Z\.pdf$/)
    const pdfPath = join(dir, pdf.suggestedFilename())
    await pdf.saveAs(pdfPath)
    expect(readFileSync(pdfPath).subarray(0, 5).toString()).toBe("%PDF-")

    const [zip] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.getByTestId("pdf-datasheets").click()])
    expect(zip.suggestedFilename()).toMatch(/^Datenblaetter-\d{8}T\d{6}Z\.zip$/)
    const zipPath = join(dir, zip.suggestedFilename())
    await zip.saveAs(zipPath)
    expect(readFileSync(zipPath).subarray(0, 2).toString()).toBe("PK")

    if (toolsMissing.length === 0) {
      const text = execFileSync("pdftotext", ["-layout", pdfPath, "-"], { encoding: "utf8" })
      expect(text).toContain("Wandgehäuse Stahlblech")
      expect(text).toContain("Preis auf Anfrage")
      execFileSync("unzip", ["-tq", zipPath])
      const names = execFileSync("unzip", ["-Z1", zipPath], { encoding: "utf8" }).trim().split("\n").sort()
      expect(names).toHaveLength(2)
      expect(names.every((n) => /^[a-z0-9äöüß_-]+_Datenblatt(-\d+)?\.pdf$/.test(n))).toBe(true)
      expect(datasheetText(zipPath, names[0] ?? "")).toContain("Technische Daten")
    }
  })

  browserTest("keeps the PDF modal open while the datasheets load, so the ZIP is never lost; cancel says what it does", async ({ page }) => {
    await configure(page, 1)
    await addAndWait(page, "1")
    await visit(page, `/de/product-catalog/${ON_REQUEST}/customize/`)
    await addAndWait(page, "2")
    await openCart(page)
    await page.getByTestId("cart-generate-pdf").click()
    const modal = page.getByTestId("pdf-modal")
    await modal.waitFor()

    // Every text the loading overlay shows, recorded as it changes (spec §2: it counts 'N out of M').
    await page.evaluate(() => {
      const seen: Array<string> = []
      Object.assign(window, { overlayTexts: seen })
      new MutationObserver(() => {
        const overlay = document.querySelector('[data-testid="pdf-progress"]')
        if (overlay?.textContent) seen.push(overlay.textContent)
      }).observe(document.body, { subtree: true, childList: true, characterData: true })
    })
    // Escape, the close button and an outside click while busy: the modal stays and the ZIP still arrives.
    const download = page.waitForEvent("download", { timeout: 30_000 })
    await page.getByTestId("pdf-datasheets").click()
    await page.getByTestId("pdf-progress").waitFor()
    await expect(page.getByTestId("pdf-progress").innerText()).resolves.toContain("Das Fenster bleibt offen")
    await page.keyboard.press("Escape")
    await expect(modal.getByRole("button", { name: "Schließen" }).isDisabled()).resolves.toBe(true)
    await page.mouse.click(5, 5)
    await expect(modal.isVisible()).resolves.toBe(true)
    expect((await download).suggestedFilename()).toMatch(/^Datenblaetter-\d{8}T\d{6}Z\.zip$/)
    const overlayTexts = await page.evaluate(() => (window as unknown as { overlayTexts: Array<string> }).overlayTexts)
    expect(overlayTexts.some((text) => /\b\d+ von 2(?!\d)/.test(text)), overlayTexts.join(" | ")).toBe(true)
    await page.getByTestId("pdf-progress").waitFor({ state: "detached" })
    await expect(modal.isVisible()).resolves.toBe(true)

    // The visible cancel stops the job, says so, and leaves the modal ready for another choice.
    await page.getByTestId("pdf-datasheets").click()
    const cancel = page.getByRole("button", { name: "Abbrechen: Datenblätter nicht herunterladen" })
    await cancel.click()
    await expect.poll(() => page.getByTestId("notification-info").innerText()).toContain("Download abgebrochen")
    await page.getByTestId("pdf-progress").waitFor({ state: "detached" })
    await expect(page.getByTestId("pdf-datasheets").isEnabled()).resolves.toBe(true)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("pdf-datasheets")
    await modal.getByRole("button", { name: "Schließen" }).click()
    await modal.waitFor({ state: "detached" })
  })

  browserTest("names the datasheets a ZIP lacks when a download fails", async ({ page }) => {
    for (const slug of [PRODUCT, ON_REQUEST]) {
      await visit(page, `/en/product-catalog/${slug}/`)
      await page.getByTestId("add-to-cart").click()
    }
    await expect.poll(() => badge(page), { timeout: 30_000 }).toBe("2")
    // The first generated file's download fails, as an expired signed URL does (410).
    let failed = ""
    await page.route("**/files/signed/**", async (route) => {
      if (failed !== "" && !route.request().url().includes(failed)) return route.continue()
      failed = new URL(route.request().url()).pathname.split("/").at(-1)!
      await route.fulfill({ status: 410, body: "expired" })
    })
    await openCart(page)
    await page.getByTestId("cart-generate-pdf").click()
    const [zip] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.getByTestId("pdf-datasheets").click()])
    const warning = page.getByTestId("notification-warning")
    await expect.poll(() => warning.innerText()).toContain("Some datasheets are missing")
    // Named by the article number (as the ZIP names its files), not the generated file's name.
    await expect(warning.innerText()).resolves.toMatch(/1 datasheet could not be downloaded and is missing from the ZIP: [A-Z]{2} [\d.]+[A-Z-]*\. Please try again later\./)
    const zipPath = join(mkdtempSync(join(tmpdir(), "downloads-")), zip.suggestedFilename())
    await zip.saveAs(zipPath)
    if (toolsMissing.length === 0) expect(execFileSync("unzip", ["-Z1", zipPath], { encoding: "utf8" }).trim().split("\n")).toHaveLength(1)
    await page.unroute("**/files/signed/**")
  })

  browserTest("makes the datasheets in the page's language", async ({ page }) => {
    await visit(page, `/en/product-catalog/${PRODUCT}/`)
    await page.getByTestId("add-to-cart").click()
    await expect.poll(() => badge(page), { timeout: 30_000 }).toBe("1")
    await openCart(page)
    await page.getByTestId("cart-generate-pdf").click()
    await page.getByTestId("pdf-modal").waitFor()
    const [zip] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), page.getByTestId("pdf-datasheets").click()])
    const zipPath = join(mkdtempSync(join(tmpdir(), "downloads-")), zip.suggestedFilename())
    await zip.saveAs(zipPath)
    if (toolsMissing.length === 0) {
      const [name = ""] = execFileSync("unzip", ["-Z1", zipPath], { encoding: "utf8" }).trim().split("\n")
      const text = datasheetText(zipPath, name)
      expect(text).toContain("Technical data")
      expect(text).not.toContain("Technische Daten")
    }
  })
})

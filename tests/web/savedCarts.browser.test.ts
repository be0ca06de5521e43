/**
 * Saved project carts (issue 27, part 4) in Chromium against the production server, in German and
 * English at desktop and phone width: a logged-in customer fills the cart, types a project number
 * and goes to "save as project" from the cart, where the number is proposed as the name; saves,
 * finds the saved cart listed with its lines and list price, renames it with the keyboard,
 * duplicates it, downloads its CSV (its content checked) and PDF (read with pdftotext), opens it
 * into a changed cart adding to it (amounts added, the cart's own project number kept) and then
 * replacing it (the saved lines and project number back), and deletes it. axe checks the page with
 * an outcome shown and with a question open.
 */
import { readFileSync, readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { AxeBuilder } from "@axe-core/playwright"
import type { Download, Page } from "playwright-core"
import { expect } from "vitest"
import { pdfText } from "../../adapters/test/support/pdfTools.ts"
import { Jar, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { browserTest, describeBrowser, hydrated } from "./browser.ts"
import { baseUrl } from "./env.ts"

interface Product {
  readonly key: string
  readonly slug: string
  readonly supplierArticleNumber: string
  readonly listPrice: number
  readonly name: { readonly de: string; readonly en: string }
  readonly name2?: { readonly de: string; readonly en: string }
}
const catalogueDir = fileURLToPath(new URL("../../data/catalogue/data/", import.meta.url))
const products: ReadonlyArray<Product> = readdirSync(catalogueDir)
  .filter((name) => name.startsWith("produkte-"))
  .flatMap((name) => Object.values((JSON.parse(readFileSync(`${catalogueDir}${name}`, "utf8")) as { items: Record<string, Product> }).items))
const product = (key: string) => products.find((p) => p.key === key)!
const [first, second] = [product("WS-0612-40"), product("WS-0408-30")]
const cents = (p: Product) => Math.round(p.listPrice * 100)

type Lang = "de" | "en"
const texts = {
  de: {
    saved: (name: string) => `Der Warenkorb ist als „${name}“ gespeichert.`,
    renamed: (name: string) => `Umbenannt in „${name}“.`,
    duplicated: (name: string) => `Die Kopie „${name}“ ist angelegt.`,
    question: (name: string) => `Ihr Warenkorb hat schon 1 Position. Soll „${name}“ ihn ersetzen oder dazukommen?`,
    added: (name: string) => `Die Positionen von „${name}“ sind zum Warenkorb hinzugekommen.`,
    replaced: (name: string) => `„${name}“ liegt jetzt im Warenkorb, anstelle der bisherigen Positionen.`,
    deleted: (name: string) => `„${name}“ ist gelöscht.`,
    remove: /entfernen$/,
    locale: "de-AT",
  },
  en: {
    saved: (name: string) => `The cart is saved as “${name}”.`,
    renamed: (name: string) => `Renamed to “${name}”.`,
    duplicated: (name: string) => `The copy “${name}” is made.`,
    question: (name: string) => `Your cart already has 1 line. Should “${name}” replace it or be added to it?`,
    added: (name: string) => `The lines of “${name}” are added to the cart.`,
    replaced: (name: string) => `“${name}” is in the cart now, instead of the lines before.`,
    deleted: (name: string) => `“${name}” is deleted.`,
    remove: /^Remove /,
    locale: "en-GB",
  },
} as const

const visit = async (page: Page, path: string) => {
  await page.goto(path, { waitUntil: "domcontentloaded" })
  await hydrated(page)
}
const axe = async (page: Page, where: string) => {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}
const badge = (page: Page) => page.getByTestId("cart-count").innerText()
const addProduct = async (page: Page, lang: Lang, p: Product, expectedBadge: string) => {
  await visit(page, `/${lang}/product-catalog/${p.slug}/customize/`)
  await page.getByTestId("configurator-add").click()
  await expect.poll(() => badge(page), { timeout: 15_000 }).toBe(expectedBadge)
}
const settled = (page: Page) => page.waitForFunction(() => document.querySelector('[data-testid="cart-panel"]')?.getAttribute("aria-busy") !== "true")
const amounts = (page: Page) => page.getByTestId("cart-amount").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
const outcome = (page: Page) => page.getByTestId("saved-carts-outcome").innerText()
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("data-testid") ?? null)
const bytesOf = async (download: Download): Promise<Buffer> => {
  const chunks: Array<Buffer> = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
const euro = (amount: number, locale: string) => new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(amount / 100).replace(/[\u00a0\u202f]/g, " ")
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ")

let run = 0

describeBrowser("saved project carts", () => {
  // Each language once and each width once (a story takes some 40 s): what the language changes
  // and what the width changes are separate concerns of the page.
  for (const [lang, width, height, label] of [
    ["de", 1280, 900, "desktop"],
    ["en", 390, 844, "phone"],
  ] as const) {
    browserTest(`${lang} at ${label} width: save from the cart, list, rename, duplicate, download CSV and PDF, open adding and replacing, delete`, async ({ open }) => {
      const t = texts[lang]
      const n = ++run
      const jar = new Jar()
      await signUpAndConfirm(uniqueEmail(`saved.${lang}.${label}`), `127.0.8.${n}`, jar, { company: "Elektro Wimmer GmbH", language: lang })
      const { context, page } = await open({ viewport: { width, height }, locale: t.locale })
      await context.addCookies([...jar.cookies].map(([name, value]) => ({ name, value, url: baseUrl() })))

      // A cart of two lines with a project number, saved as a project from the cart.
      await addProduct(page, lang, first, "1")
      await addProduct(page, lang, second, "2")
      await page.getByTestId("cart-button").click()
      await page.getByTestId("cart-panel").waitFor()
      const project = `BS-${lang}${label.slice(0, 1)}-${Date.now().toString(36).slice(-5)}`
      await page.getByTestId("cart-project-id").fill(project)
      // The click leaves the field (its change saved first) and goes to the saved carts.
      await page.getByTestId("cart-save-project").click()
      await page.waitForURL((url) => url.pathname === `/${lang}/user/profile/saved-carts/`)
      await hydrated(page)
      const nameField = page.getByTestId("saved-carts-name")
      await expect.poll(() => nameField.inputValue()).toBe(project)

      const name = lang === "de" ? "Baustelle Linz" : "Site Leeds"
      await nameField.fill(name)
      await page.getByTestId("saved-carts-save-submit").click()
      await expect.poll(() => outcome(page)).toBe(t.saved(name))
      await expect.poll(() => focused(page)).toBe("saved-carts-outcome")
      const saved = page.getByTestId("saved-cart").filter({ hasText: name })
      const id = (await saved.getAttribute("data-id"))!
      const card = page.locator(`[data-testid="saved-cart"][data-id="${id}"]`)
      expect(await card.getByTestId("saved-cart-lines").innerText()).toBe("2")
      expect(plain(await card.getByTestId("saved-cart-price").innerText())).toBe(euro(cents(first) + cents(second), t.locale))
      expect(await card.innerText()).toContain(project)
      await axe(page, `${lang} ${label} saved`)

      // Renamed with the keyboard: the question opens with Enter, the new name is sent with Enter.
      const renamed = lang === "de" ? "Linz Nord" : "Leeds North"
      await card.getByTestId("saved-cart-rename").focus()
      await page.keyboard.press("Enter")
      const newName = card.getByTestId("saved-cart-new-name")
      await newName.waitFor()
      await newName.fill(renamed)
      await page.keyboard.press("Enter")
      await expect.poll(() => outcome(page)).toBe(t.renamed(renamed))
      expect(await card.getByTestId("saved-cart-name").innerText()).toBe(renamed)
      await expect.poll(() => focused(page)).toBe("saved-carts-outcome")

      // Duplicated: a copy named "(2)", listed first (newest).
      await card.getByTestId("saved-cart-duplicate").click()
      await expect.poll(() => outcome(page)).toBe(t.duplicated(`${renamed} (2)`))
      await expect.poll(() => page.getByTestId("saved-cart-name").allInnerTexts()).toEqual([`${renamed} (2)`, renamed])

      // The CSV, as the cart's, in the page's language.
      const [csv] = await Promise.all([page.waitForEvent("download"), card.getByTestId("saved-cart-csv").click()])
      const stem = renamed.toLowerCase().replace(/ /g, "-")
      expect(csv.suggestedFilename()).toMatch(new RegExp(`^${stem}-\\d{8}T\\d{6}Z\\.csv$`))
      expect((await bytesOf(csv)).toString("utf8")).toBe(
        "\uFEFFPosition;Lieferantenartikelnummer;Pkg-Menge;Bezeichnung;Bezeichnung2\r\n" +
          `1;${first.supplierArticleNumber};1;"${first.name[lang]}";${first.name2?.[lang] ?? "-"}\r\n` +
          `2;${second.supplierArticleNumber};1;"${second.name[lang]}";${second.name2?.[lang] ?? "-"}\r\n`,
      )
      // The PDF: the customer's company, the project number, both articles.
      const [pdf] = await Promise.all([page.waitForEvent("download", { timeout: 30_000 }), card.getByTestId("saved-cart-pdf").click()])
      expect(pdf.suggestedFilename()).toMatch(new RegExp(`^${stem}-\\d{8}T\\d{6}Z\\.pdf$`))
      const text = pdfText(new Uint8Array(await bytesOf(pdf)))
      for (const part of ["Elektro Wimmer GmbH", project, first.supplierArticleNumber, second.supplierArticleNumber]) expect(text).toContain(part)

      // The cart changes meanwhile: one line left, another project number.
      await page.getByTestId("cart-button").click()
      await page.getByTestId("cart-panel").waitFor()
      await page.getByTestId("cart-line").nth(1).getByRole("button", { name: t.remove }).click()
      await expect.poll(() => badge(page)).toBe("1")
      await page.getByTestId("cart-project-id").fill("OTHER-1")
      await page.keyboard.press("Tab")
      await settled(page)
      await page.keyboard.press("Escape")
      await page.getByTestId("cart-panel").waitFor({ state: "detached" })

      // Into the cart, adding: asked first; the same configuration adds its amount, the cart keeps its project number.
      await card.getByTestId("saved-cart-open").click()
      await expect.poll(() => card.getByTestId("saved-cart-open-question").innerText()).toContain(t.question(renamed))
      await axe(page, `${lang} ${label} question open`)
      await card.getByTestId("saved-cart-add").click()
      await page.getByTestId("cart-panel").waitFor()
      await expect.poll(() => amounts(page)).toEqual(["2", "1"])
      expect(await page.getByTestId("cart-project-id").inputValue()).toBe("OTHER-1")
      expect(await outcome(page)).toBe(t.added(renamed))
      await page.keyboard.press("Escape")
      await page.getByTestId("cart-panel").waitFor({ state: "detached" })

      // Into the cart, replacing: the saved lines and project number, nothing of the cart before.
      await card.getByTestId("saved-cart-open").click()
      await card.getByTestId("saved-cart-replace").click()
      await page.getByTestId("cart-panel").waitFor()
      await expect.poll(() => amounts(page)).toEqual(["1", "1"])
      await expect.poll(() => page.getByTestId("cart-project-id").inputValue()).toBe(project)
      expect(await outcome(page)).toBe(t.replaced(renamed))
      await page.keyboard.press("Escape")
      await page.getByTestId("cart-panel").waitFor({ state: "detached" })

      // Deleted after its question; the copy stays.
      await card.getByTestId("saved-cart-delete").click()
      await card.getByTestId("saved-cart-delete-submit").click()
      await expect.poll(() => outcome(page)).toBe(t.deleted(renamed))
      await expect.poll(() => page.getByTestId("saved-cart-name").allInnerTexts()).toEqual([`${renamed} (2)`])
      await expect.poll(() => focused(page)).toBe("saved-carts-outcome")
      await axe(page, `${lang} ${label} deleted`)
    }, 180_000)
  }
})

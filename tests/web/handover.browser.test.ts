/**
 * The hand-over against stand-ins of its real counterparts, in Chromium against the production
 * server (issue 26). A tiny node:http server in the test plays the craftsman's trade software
 * (IDS-Connect 2.5) and the buyer's SAP (OCI): like the real ones it opens the shop in the browser
 * with a form posted from its own site (another site than the shop's: `localhost` against
 * `127.0.0.1`), and receives the hand-back at its hook URL. What it receives is read as the
 * software and SAP read it (the IDS XML with an XML parser, the OCI fields as the form body) and
 * every line checked against the cart the user filled in the configurator, with the catalogue's
 * own prices. A cart sent by the software (from the standard's examples) is loaded, checked and
 * handed back. Both languages; axe on every hand-over page.
 */
import { readFileSync, readdirSync } from "node:fs"
import { type IncomingMessage, type Server, createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { fileURLToPath } from "node:url"
import { AxeBuilder } from "@axe-core/playwright"
import { XMLParser } from "fast-xml-parser"
import type { Page } from "playwright-core"
import { afterAll, beforeAll, expect } from "vitest"
import { Jar, PASSWORD, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { browserTest, describeBrowser, hydrated, waitForPath } from "./browser.ts"
import { baseUrl } from "./env.ts"

const catalogueDir = fileURLToPath(new URL("../../data/catalogue/data/", import.meta.url))
interface Item {
  readonly key: string
  readonly supplierArticleNumber: string
  readonly listPrice: number
  readonly name: { readonly de: string; readonly en: string }
}
const items: ReadonlyArray<Item> = readdirSync(catalogueDir).flatMap((name) => Object.values((JSON.parse(readFileSync(`${catalogueDir}${name}`, "utf8")) as { items: Record<string, Item> }).items))
const item = (key: string) => items.find((i) => i.key === key)!
const euro = (i: Item) => i.listPrice.toFixed(2)

const PRODUCT = "WS-0612-40"

/** What the stand-in received at its hook: the form body as sent. */
interface Received {
  readonly path: string
  readonly contentType: string
  readonly body: Buffer
}

/**
 * The stand-in of the craftsman's software and of SAP. `open(fields, target)` is the page that
 * opens the shop: a form posted to `target` by script as soon as it loads (with a button for a
 * browser without scripts), as the software's browser window does. Anything posted to another path
 * is a hand-back: recorded, and answered with a page saying so.
 */
class StandIn {
  private server: Server | undefined
  private opening: { readonly fields: ReadonlyArray<readonly [string, string]>; readonly target: string } | undefined
  readonly received: Array<Received> = []
  origin = ""

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.answer(req, res))
    // Both stacks: the browser may try ::1 first for `localhost`.
    await new Promise<void>((resolve) => this.server!.listen(0, "::", resolve))
    this.origin = `http://localhost:${(this.server.address() as AddressInfo).port}`
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server === undefined ? resolve() : this.server.close(() => resolve())))
  }

  /** The next visit of `/open` posts these fields to the shop's `path`. */
  opens(path: "/api/ids" | "/api/oci", fields: Readonly<Record<string, string>>): string {
    this.opening = { fields: Object.entries(fields), target: new URL(path, baseUrl()).href }
    return `${this.origin}/open`
  }

  private async answer(req: IncomingMessage, res: import("node:http").ServerResponse): Promise<void> {
    const chunks: Array<Buffer> = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    if (req.method === "GET" && req.url === "/open" && this.opening !== undefined) {
      const inputs = this.opening.fields.map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`).join("")
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      res.end(
        `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Stand-in</title></head><body><form id="open" method="post" action="${escape(this.opening.target)}">${inputs}<button>Shop</button></form><script>document.getElementById("open").submit()</script></body></html>`,
      )
      return
    }
    if (req.method === "POST") {
      this.received.push({ path: req.url ?? "", contentType: String(req.headers["content-type"] ?? ""), body: Buffer.concat(chunks) })
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      res.end(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Stand-in received</title></head><body><h1 id="received">Received</h1></body></html>`)
      return
    }
    res.writeHead(404)
    res.end()
  }
}

const standIn = new StandIn()
beforeAll(() => standIn.start())
afterAll(() => standIn.stop())

const account = async (name: string, from: string, language: "de" | "en") => {
  const email = uniqueEmail(name)
  await signUpAndConfirm(email, from, new Jar(), { language })
  return email
}

const axe = async (page: Page, where: string) => {
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
}

/**
 * Configures the cabinet in the configurator, two of them, with the first accessory that is one
 * fixed piece and two (or as many as allowed) of the first that takes an amount; answers the
 * accessories chosen, per piece.
 */
const configureCabinet = async (page: Page, lang: "de" | "en"): Promise<ReadonlyArray<readonly [string, number]>> => {
  await page.goto(`/${lang}/product-catalog/${PRODUCT.toLowerCase()}/customize/`)
  await hydrated(page)
  await page.getByTestId("configurator-add").waitFor()
  const fixed = page.locator('[data-testid^="choose-"]').first()
  const fixedKey = (await fixed.getAttribute("data-testid"))!.slice("choose-".length)
  await fixed.check()
  const stepper = page.locator('[data-testid^="amount-"]').first()
  const amountKey = (await stepper.getAttribute("data-testid"))!.slice("amount-".length)
  await stepper.fill("2")
  await stepper.blur()
  // As many as its article group allows per enclosure.
  const perPiece = Number(await stepper.inputValue())
  expect(perPiece).toBeGreaterThan(0)
  await page.getByTestId("configurator-quantity").fill("2")
  await page.getByTestId("configurator-add").click()
  await expect.poll(() => page.getByTestId("cart-count").innerText(), { timeout: 15_000 }).toBe("1")
  return [
    [fixedKey, 1],
    [amountKey, perPiece],
  ]
}

const openCart = async (page: Page) => {
  await page.getByTestId("cart-button").click()
  await page.getByTestId("cart-panel").waitFor()
  await page.waitForFunction(() => document.querySelector('[data-testid="cart-panel"]')?.getAttribute("aria-busy") !== "true")
}

/** The lines a cart of the cabinet and these accessories hands back: the product, then each accessory with the whole amount. */
const expectedLines = (amount: number, accessories: ReadonlyArray<readonly [string, number]>) => [
  { key: PRODUCT, amount },
  ...accessories.map(([key, perPiece]) => ({ key, amount: amount * perPiece })),
]

/** The lines the software read, compared with the cart: the product first, its accessories after it (in the shop's option order). */
const sameLines = <T extends { readonly key: string }>(got: ReadonlyArray<T>, expected: ReadonlyArray<T>) => {
  expect(got).toHaveLength(expected.length)
  expect(got[0]).toEqual(expected[0])
  const byKey = (a: T, b: T) => (a.key < b.key ? -1 : 1)
  expect(got.slice(1).sort(byKey)).toEqual(expected.slice(1).sort(byKey))
}

describeBrowser("hand-over to the craftsman's software and the buyer's SAP", () => {
  browserTest("IDS-Connect in German: the software opens the shop, the cart with a configured cabinet goes back as the standard's XML", async ({ page }) => {
    const email = await account("ids-wke", "127.0.26.40", "de")
    const dialogs: Array<string> = []
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const hook = `${standIn.origin}/ids/hook?vorgang=4711`
    await page.goto(standIn.opens("/api/ids", { action: "WKE", kndnr: "", name_kunde: email, pw_kunde: PASSWORD, hookurl: hook, version: "2.5", target: "_self" }))
    await waitForPath(page, /^\/de\/product-catalog\/$/)
    // Nothing of the credentials in the address the shop sent the browser to.
    expect(page.url()).not.toContain(encodeURIComponent(email))
    expect(page.url()).not.toContain(PASSWORD)

    const accessories = await configureCabinet(page, "de")
    await openCart(page)
    await expect(page.getByTestId("cart-send-request").count()).resolves.toBe(0)
    await page.getByTestId("cart-project-id").fill('AW-26 "<&>"')
    await axe(page, "cart in a hand-over session")
    await page.getByTestId("cart-handover-transfer").click()

    // The hand-back page: what will be sent, and the button to send it.
    await page.waitForURL((url) => url.pathname === "/api/handover/transfer")
    await page.getByRole("heading", { level: 1 }).waitFor()
    await expect(page.locator("h1").innerText()).resolves.toBe("Warenkorb an Ihre Handwerkersoftware übergeben")
    await expect(page.locator("tbody tr").count()).resolves.toBe(3)
    await axe(page, "IDS hand-back page")
    await page.getByRole("button", { name: "An meine Software senden" }).click()
    await page.locator("#received").waitFor()
    expect(new URL(page.url()).origin).toBe(standIn.origin)

    const [received] = standIn.received.splice(0)
    expect(received!.path).toBe("/ids/hook?vorgang=4711")
    expect(received!.contentType).toBe("application/x-www-form-urlencoded")
    const warenkorb = new URLSearchParams(received!.body.toString("utf8")).get("warenkorb")!
    const doc = new XMLParser({ parseTagValue: false, ignoreAttributes: false, attributeNamePrefix: "@", isArray: (name) => name === "OrderItem" }).parse(warenkorb) as {
      Warenkorb: { "@xmlns": string; WarenkorbInfo: Record<string, string>; Order: { OrderInfo: Record<string, string>; OrderItem: Array<Record<string, string>> } }
    }
    expect(doc.Warenkorb["@xmlns"]).toBe("http://www.itek.de/Shop-Anbindung/Warenkorb/")
    expect(doc.Warenkorb.WarenkorbInfo).toMatchObject({ RueckgabeKZ: "Warenkorbrückgabe", Version: "2.5" })
    // The project number as typed, escaped on the way and read back whole.
    expect(doc.Warenkorb.Order.OrderInfo).toMatchObject({ Cur: "EUR", Kommission: 'AW-26 "<&>"' })
    const lines = doc.Warenkorb.Order.OrderItem.map((line) => {
      const key = items.find((i) => i.supplierArticleNumber === line["ArtNo"])!.key
      expect(line["OfferPrice"], key).toBe(euro(item(key)))
      expect(line["Kurztext"], key).toBe(item(key).name.de)
      expect(line["QU"]).toBe("PCE")
      return { key, amount: Number(line["Qty"]) }
    })
    sameLines(lines, expectedLines(2, accessories))
    expect(dialogs).toEqual([])

    // The hand-over ended with the transfer: the shop is a guest's again.
    await page.goto("/de/")
    await hydrated(page)
    await page.getByTestId("login-link").first().waitFor()
    await expect.poll(() => page.getByTestId("cart-count").innerText()).toBe("0")
  })

  browserTest("OCI in English: SAP opens the shop, the cart goes back as NEW_ITEM fields posted by itself to HOOK_URL, its parameters intact", async ({ page }) => {
    const email = await account("oci", "127.0.26.41", "en")
    const dialogs: Array<string> = []
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    const nasty = '"><script>alert(1)</script>'
    const hook = `${standIn.origin}/sap/bc/gui/sap/its/bbpsc02/?sap-client=100&x=${encodeURIComponent(nasty)}`
    await page.goto(standIn.opens("/api/oci", { HOOK_URL: hook, USERNAME: email, PASSWORD, "~OkCode": "ADDI", "~TARGET": "_top", "~CALLER": "CTLG", OCI_VERSION: "5.0" }))
    await waitForPath(page, /^\/en\/product-catalog\/$/)
    const accessories = await configureCabinet(page, "en")
    await openCart(page)

    // The page posts itself as it loads. That first post is answered "204 No Content" here (the
    // browser then stays on the page) so that axe can read the page; its button then sends it for real.
    const held: Array<string> = []
    await page.route(`${standIn.origin}/sap/**`, async (route) => {
      held.push(route.request().postData() ?? "")
      await route.fulfill({ status: 204 })
    })
    await page.getByTestId("cart-handover-transfer").click()
    await page.waitForURL((url) => url.pathname === "/api/handover/transfer", { waitUntil: "commit" })
    await page.getByRole("heading", { level: 1 }).waitFor()
    await expect.poll(() => held.length).toBe(1)
    await expect(page.locator("h1").innerText()).resolves.toBe("Hand the cart to your purchasing system")
    // Escaped: the hook URL's parameter is a field's value, no element of the page.
    await expect(page.locator("script").count()).resolves.toBe(1)
    await axe(page, "OCI hand-back page")
    await page.unroute(`${standIn.origin}/sap/**`)
    await page.getByRole("button", { name: "Send to my purchasing system" }).click()
    await page.locator("#received").waitFor()

    const [received] = standIn.received.splice(0)
    // What the page posted by itself is what its button posted.
    expect(held[0]).toBe(received!.body.toString("utf8"))
    // The hook URL without its query as the action; its parameters as fields of their own.
    expect(received!.path).toBe("/sap/bc/gui/sap/its/bbpsc02/")
    const fields = new URLSearchParams(received!.body.toString("utf8"))
    expect(fields.get("sap-client")).toBe("100")
    expect(fields.get("x")).toBe(nasty)
    expect([fields.get("~OkCode"), fields.get("~TARGET"), fields.get("~CALLER")]).toEqual(["ADDI", "_top", "CTLG"])
    const lines: Array<{ key: string; amount: number }> = []
    for (let n = 1; fields.has(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`); n++) {
      const key = fields.get(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`)!
      expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`), key).toBe(item(key).supplierArticleNumber)
      expect(fields.get(`NEW_ITEM-PRICE[${n}]`), key).toBe(euro(item(key)))
      expect(fields.get(`NEW_ITEM-PRICEUNIT[${n}]`)).toBe("1")
      expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe("EUR")
      expect(fields.get(`NEW_ITEM-UNIT[${n}]`)).toBe("PCE")
      expect(fields.get(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe([...item(key).name.en].slice(0, 40).join(""))
      expect(fields.get(`NEW_ITEM-LONGTEXT_${n}:132[]`)).toContain(item(key).name.en)
      lines.push({ key, amount: Number(fields.get(`NEW_ITEM-QUANTITY[${n}]`)) })
    }
    sameLines(lines, expectedLines(2, accessories))
    expect(dialogs).toEqual([])
  })

  browserTest("IDS-Connect, the software sends its cart (German): every line checked against the catalogue, priced from it, and handed back", async ({ page }) => {
    const email = await account("ids-wks", "127.0.26.42", "de")
    const cabinet = item(PRODUCT)
    const plate = item("ACC-TMP-1530")
    // After the standard's examples: a namespaced Warenkorb, its own prices (which the shop never takes), an unknown article.
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<Warenkorb xmlns="http://www.itek.de/Shop-Anbindung/Warenkorb/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <WarenkorbInfo><Date>2026-08-12</Date><Time>09:16:12</Time><Version>2.5</Version></WarenkorbInfo>
  <Order>
    <OrderInfo><ModeOfShipment>Lieferung</ModeOfShipment><Cur>EUR</Cur><Kommission>BV-Linz</Kommission></OrderInfo>
    <OrderItem><ItemChara>normal</ItemChara><RefItems><Customer>10</Customer></RefItems><ArtNo>${cabinet.supplierArticleNumber}</ArtNo><Qty>3.00</Qty><QU>PCE</QU><Kurztext>Schrank</Kurztext><OfferPrice>1.0000</OfferPrice><NetPrice>0.5000</NetPrice><PriceBasis>1.00</PriceBasis></OrderItem>
    <OrderItem><ItemChara>normal</ItemChara><RefItems><Customer>10</Customer><CustomerSubNo>1</CustomerSubNo></RefItems><ArtNo>${plate.supplierArticleNumber}</ArtNo><Qty>3.00</Qty><QU>PCE</QU><OfferPrice>0.0100</OfferPrice></OrderItem>
    <OrderItem><ItemChara>normal</ItemChara><ArtNo>9999999999</ArtNo><Qty>1.00</Qty><QU>PCE</QU></OrderItem>
  </Order>
</Warenkorb>`
    await page.goto(standIn.opens("/api/ids", { action: "WKS", name_kunde: email, pw_kunde: PASSWORD, hookurl: `${standIn.origin}/ids/hook`, version: "2.5", warenkorb: xml }))
    await page.getByTestId("handover-loaded").waitFor()
    await expect(page.getByTestId("handover-loaded").innerText()).resolves.toBe("2 Positionen wurden in Ihren Warenkorb geladen.")
    await expect(page.locator('[data-testid="handover-not-loaded"] li').innerText()).resolves.toContain("9999999999")
    await axe(page, "IDS cart received")
    await page.getByRole("link", { name: "Weiter im Shop" }).click()
    await waitForPath(page, /^\/de\/product-catalog\/$/)
    await hydrated(page)
    await openCart(page)
    await expect(page.getByTestId("cart-project-id").inputValue()).resolves.toBe("BV-Linz")
    await page.getByTestId("cart-handover-transfer").click()
    await page.getByRole("button", { name: "An meine Software senden" }).click()
    await page.locator("#received").waitFor()
    const [received] = standIn.received.splice(0)
    const doc = new XMLParser({ parseTagValue: false, isArray: (name) => name === "OrderItem" }).parse(new URLSearchParams(received!.body.toString("utf8")).get("warenkorb")!) as {
      Warenkorb: { Order: { OrderItem: Array<Record<string, string>> } }
    }
    expect(doc.Warenkorb.Order.OrderItem.map((i) => [i["ArtNo"], i["Qty"], i["OfferPrice"]])).toEqual([
      [cabinet.supplierArticleNumber, "3.00", euro(cabinet)],
      [plate.supplierArticleNumber, "3.00", euro(plate)],
    ])
  })

  browserTest("a hook URL the shop does not post to is refused with a page in the browser's language (axe), and my info sets the allowed addresses", async ({ open }) => {
    const email = await account("handover-refused", "127.0.26.43", "en")
    const { page } = await open({ locale: "en-GB" })
    await page.goto(standIn.opens("/api/oci", { HOOK_URL: "javascript:alert(document.domain)", USERNAME: email, PASSWORD }))
    await page.getByTestId("handover-refused").waitFor()
    await expect(page.getByTestId("handover-refused").innerText()).resolves.toBe("The return address is not a valid http(s) address.")
    await axe(page, "hand-over refused")

    // Logged in the ordinary way, the account holder lists the addresses in my info.
    await page.goto("/en/login/")
    await hydrated(page)
    await page.locator("#login-email").fill(email)
    await page.locator("#login-password").fill(PASSWORD)
    await page.getByTestId("form-login").getByRole("button").click()
    await waitForPath(page, /^\/en\/user\/profile\/$/)
    await page.goto("/en/user/profile/my-info/")
    await hydrated(page)
    await page.locator("#handover-hooks").fill("not an address")
    await page.getByTestId("handover-hooks").getByRole("button").click()
    await expect(page.getByTestId("error-hooks").innerText()).resolves.toBe("The return address is not a valid http(s) address.")
    await page.locator("#handover-hooks").fill(`${standIn.origin}/sap/`)
    await page.getByTestId("handover-hooks").getByRole("button").click()
    await page.waitForURL((url) => url.searchParams.get("notice") === "handoverHooksSaved", { waitUntil: "commit" })
    await hydrated(page)
    await expect(page.locator("#handover-hooks").inputValue()).resolves.toBe(`${standIn.origin}/sap/`)
    await axe(page, "my info with the allowed addresses")
  })
})

/**
 * The hand-over over HTTP against the production server (issue 26): how a craftsman's software
 * (IDS-Connect) and a buyer's SAP (OCI) open the shop, and each protection of part 3 in a test
 * that fails without it: credentials by POST only and never in an address the shop builds or its
 * log, the account's login throttles, hook URLs http(s) only and held against the account's
 * allow-list (at the entry and again at the transfer), a session marked as a hand-over that ends
 * with the transfer, the hand-back page private and no-store with a form-action for its hook
 * only, and a sent cart priced from the catalogue, never from its XML. The browser test
 * (handover.browser.test.ts) plays the software and SAP in Chromium.
 */
import { readFileSync, readdirSync } from "node:fs"
import { request } from "node:http"
import { fileURLToPath } from "node:url"
import { XMLParser } from "fast-xml-parser"
import { describe, expect, it } from "vitest"
import { type Answer, Jar, PASSWORD, send, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { baseUrl } from "./env.ts"
import { type TestServer, startServer } from "./server.ts"

const catalogueDir = fileURLToPath(new URL("../../data/catalogue/data/", import.meta.url))
interface Item {
  readonly key: string
  readonly slug: string
  readonly supplierArticleNumber: string
  readonly listPrice: number
  readonly name: { readonly de: string; readonly en: string }
}
const items: ReadonlyArray<Item> = readdirSync(catalogueDir).flatMap((name) => Object.values((JSON.parse(readFileSync(`${catalogueDir}${name}`, "utf8")) as { items: Record<string, Item> }).items))
const item = (key: string) => items.find((i) => i.key === key)!
const euro = (i: Item) => i.listPrice.toFixed(2)

const cabinet = item("WS-0612-40")
const plate = item("ACC-TMP-1530")

/** Another site's page posting the form, as the software's or SAP's browser window does. */
const SOFTWARE_ORIGIN = "http://127.0.0.1:4711"

const entry = (path: "/api/ids" | "/api/oci", fields: Readonly<Record<string, string>>, options: { readonly from: string; readonly jar?: Jar; readonly lang?: string } = { from: "127.0.26.1" }): Promise<Answer> =>
  send("POST", path, {
    from: options.from,
    ...(options.jar === undefined ? {} : { jar: options.jar }),
    body: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SOFTWARE_ORIGIN, "accept-language": options.lang ?? "de-AT" },
  })

const transfer = (jar: Jar, from: string, lang = "de") =>
  send("POST", "/api/handover/transfer", {
    from,
    jar,
    body: new URLSearchParams({ lang }).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl()).origin },
  })

const decodeEntities = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;|&apos;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")
/** The hidden fields of a hand-back page (the browser test posts such a page's form for real). */
const hiddenFields = (html: string): Array<[string, string]> =>
  [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g)].map((m) => [decodeEntities(m[1]!), decodeEntities(m[2]!)])
const cookieNames = (answer: Answer) => answer.setCookies.map((c) => c.split("=")[0]!)

const account = async (name: string, from: string, overrides: Readonly<Record<string, string>> = {}) => {
  const email = uniqueEmail(name)
  const jar = new Jar()
  await signUpAndConfirm(email, from, jar, overrides)
  return { email, jar }
}

const sentCart = (lines: string, kommission = "AW-26") => `<?xml version="1.0" encoding="UTF-8"?>
<Warenkorb xmlns="http://www.itek.de/Shop-Anbindung/Warenkorb/">
  <WarenkorbInfo><Date>2026-07-01</Date><Time>09:16:12</Time><Version>2.5</Version></WarenkorbInfo>
  <Order>
    <OrderInfo><ModeOfShipment>Lieferung</ModeOfShipment><Cur>EUR</Cur><Kommission>${kommission}</Kommission></OrderInfo>
    ${lines}
  </Order>
</Warenkorb>`
const orderItem = (artNo: string, qty: string, extra = "") => `<OrderItem><ItemChara>normal</ItemChara><ArtNo>${artNo}</ArtNo><Qty>${qty}</Qty><QU>PCE</QU>${extra}</OrderItem>`

describe("the hand-over's entry", () => {
  it("takes credentials by POST only: a GET with them answers 405 and sets nothing, whatever its query holds", async () => {
    for (const path of ["/api/ids?action=WKE&name_kunde=a%40b.at&pw_kunde=Geheim-GET-1&hookurl=http%3A%2F%2Flocalhost%2Fh", "/api/oci?USERNAME=a%40b.at&PASSWORD=Geheim-GET-1&HOOK_URL=http%3A%2F%2Flocalhost%2Fh"]) {
      const answer = await send("GET", path, { from: "127.0.26.2" })
      expect(answer.status, path).toBe(405)
      expect(answer.headers["allow"]).toBe("POST")
      expect(answer.setCookies).toEqual([])
      expect(answer.location).toBeNull()
      expect(answer.body).not.toContain("Geheim-GET-1")
    }
  })

  it("a wrong login shows the login page with its message, sets no session and puts nothing of the form into the address; the account's throttle applies", async () => {
    const { email } = await account("handover-wrong", "127.0.26.3")
    const wrong = await entry("/api/ids", { action: "WKE", name_kunde: email, pw_kunde: "Falsch-Passwort-26", hookurl: `${SOFTWARE_ORIGIN}/hook` }, { from: "127.0.26.4" })
    expect(wrong.status).toBe(303)
    expect(wrong.location).toBe("/de/login/?form=login&error=wrongCredentials")
    expect(cookieNames(wrong)).not.toContain("session")
    expect(cookieNames(wrong)).not.toContain("handover")
    // The English page for an English browser.
    const english = await entry("/api/oci", { HOOK_URL: `${SOFTWARE_ORIGIN}/hook`, USERNAME: email, PASSWORD: "Falsch-Passwort-26" }, { from: "127.0.26.4", lang: "en-GB" })
    expect(english.location).toBe("/en/login/?form=login&error=wrongCredentials")
    // Five attempts for an account from one address in 15 minutes, as the login form's: the right password is refused now too.
    for (let i = 0; i < 3; i++) await entry("/api/ids", { action: "WKE", name_kunde: email, pw_kunde: `Falsch-${i}`, hookurl: `${SOFTWARE_ORIGIN}/hook` }, { from: "127.0.26.4" })
    const throttled = await entry("/api/ids", { action: "WKE", name_kunde: email, pw_kunde: PASSWORD, hookurl: `${SOFTWARE_ORIGIN}/hook` }, { from: "127.0.26.4" })
    expect(throttled.location).toBe("/de/login/?form=login&error=tooManyAttempts")
    expect(throttled.headers["retry-after"]).toMatch(/^\d+$/)
    expect(cookieNames(throttled)).not.toContain("session")
  })

  it("refuses a hook URL that is not http(s), and an action or function the shop does not answer, with a page saying so and no session", async () => {
    const { email } = await account("handover-refuse", "127.0.26.10")
    const cases: ReadonlyArray<readonly ["/api/ids" | "/api/oci", Record<string, string>, string]> = [
      ["/api/ids", { action: "WKE", name_kunde: email, pw_kunde: PASSWORD, hookurl: "javascript:alert(document.cookie)" }, "handoverHookUrlInvalid"],
      ["/api/ids", { action: "WKE", name_kunde: email, pw_kunde: PASSWORD, hookurl: "https://user:pw@srm.example.com/" }, "handoverHookUrlInvalid"],
      ["/api/oci", { HOOK_URL: "data:text/html,<script>alert(1)</script>", USERNAME: email, PASSWORD }, "handoverHookUrlInvalid"],
      ["/api/oci", { USERNAME: email, PASSWORD }, "handoverHookUrlInvalid"],
      ["/api/ids", { action: "HLS", name_kunde: email, pw_kunde: PASSWORD, hookurl: `${SOFTWARE_ORIGIN}/hook` }, "handoverActionUnsupported"],
      ["/api/oci", { HOOK_URL: `${SOFTWARE_ORIGIN}/hook`, USERNAME: email, PASSWORD, FUNCTION: "BACKGROUND_SEARCH", SEARCHSTRING: "x" }, "handoverActionUnsupported"],
    ]
    for (const [path, fields, key] of cases) {
      const answer = await entry(path, fields, { from: "127.0.26.11" })
      expect(answer.status, key).toBe(400)
      expect(answer.body).toContain(`data-error="${key}"`)
      expect(answer.headers["cache-control"]).toBe("private, no-store")
      expect(cookieNames(answer)).not.toContain("session")
      expect(answer.body).not.toContain(PASSWORD)
    }
  })

  it("OCI: opens the catalogue in a session for the browser session only, marked as a hand-over; DETAIL the product page; VALIDATE a hidden form of the item priced from the catalogue", async () => {
    const { email } = await account("handover-oci", "127.0.26.12", { language: "en" })
    const hook = "https://srm.example.com/sap/bc/gui/sap/its/bbpsc02/?sap-client=100"
    const jar = new Jar()
    const opened = await entry("/api/oci", { HOOK_URL: hook, USERNAME: email, PASSWORD, "~OkCode": "ADDI", "~TARGET": "_top", "~CALLER": "CTLG", OCI_VERSION: "5.0" }, { from: "127.0.26.13", jar })
    expect(opened.status).toBe(303)
    expect(opened.location).toBe("/en/product-catalog/")
    const session = opened.setCookies.find((c) => c.startsWith("session="))!
    expect(session).not.toMatch(/Max-Age/i)
    expect(opened.setCookies.find((c) => c.startsWith("handover="))).toMatch(/HttpOnly; SameSite=Lax/)
    expect(opened.location).not.toContain(PASSWORD)

    const detail = await entry("/api/oci", { HOOK_URL: hook, USERNAME: email, PASSWORD, FUNCTION: "DETAIL", PRODUCTID: cabinet.key }, { from: "127.0.26.13" })
    expect(detail.location).toBe(`/en/product-catalog/${cabinet.slug}/`)

    const validate = await entry("/api/oci", { HOOK_URL: hook, USERNAME: email, PASSWORD, FUNCTION: "VALIDATE", PRODUCTID: cabinet.key, QUANTITY: "3.000" }, { from: "127.0.26.13" })
    expect(validate.status).toBe(200)
    // Answered, then the login ends at once: no session for a background call.
    expect(cookieNames(validate)).not.toContain("session")
    expect(validate.body).not.toMatch(/<h1|<table|<button|<p\b/)
    expect(validate.body).toContain('action="https://srm.example.com/sap/bc/gui/sap/its/bbpsc02/"')
    expect(validate.headers["content-security-policy"]).toContain("form-action https://srm.example.com;")
    const fields = new Map(hiddenFields(validate.body))
    expect(fields.get("sap-client")).toBe("100")
    expect(fields.get("NEW_ITEM-EXT_PRODUCT_ID[1]")).toBe(cabinet.key)
    expect(fields.get("NEW_ITEM-QUANTITY[1]")).toBe("3")
    expect(fields.get("NEW_ITEM-PRICE[1]")).toBe(euro(cabinet))
    const unknown = await entry("/api/oci", { HOOK_URL: hook, USERNAME: email, PASSWORD, FUNCTION: "VALIDATE", PRODUCTID: "NO-SUCH-ITEM", QUANTITY: "1" }, { from: "127.0.26.13" })
    expect(unknown.status).toBe(200)
    expect(unknown.body).not.toContain("<form")
  })

  it("IDS: the deep link opens the product by its supplier article number (an unknown one the search), the search its results", async () => {
    const { email } = await account("handover-adl", "127.0.26.14")
    const adl = await entry("/api/ids", { action: "ADL", name_kunde: email, pw_kunde: PASSWORD, ghnummer: cabinet.supplierArticleNumber }, { from: "127.0.26.15" })
    expect(adl.location).toBe(`/de/product-catalog/${cabinet.slug}/`)
    // Without a hook URL nothing can be handed back: no hand-over mark.
    expect(adl.setCookies.find((c) => c.startsWith("handover="))).toMatch(/Max-Age=0/)
    const unknown = await entry("/api/ids", { action: "ADL", name_kunde: email, pw_kunde: PASSWORD, ghnummer: "3013579999" }, { from: "127.0.26.15" })
    expect(unknown.location).toBe("/de/search/?q=3013579999")
    const search = await entry("/api/ids", { action: "SV", name_kunde: email, pw_kunde: PASSWORD, suchbegriff: "Zählerschrank 2" }, { from: "127.0.26.15" })
    expect(search.location).toBe("/de/search/?q=Z%C3%A4hlerschrank%202")
  })
})

describe("a craftsman's cart sent to the shop, and handed back", () => {
  it("checks every line against the catalogue, prices it from the catalogue (never from the XML), and the transfer ends the session", async () => {
    const { email } = await account("handover-wks", "127.0.26.16")
    const jar = new Jar()
    const xml = sentCart(
      orderItem(cabinet.supplierArticleNumber, "2.00", "<Kurztext>Billig</Kurztext><OfferPrice>0.0100</OfferPrice><NetPrice>0.0100</NetPrice><PriceBasis>1.00</PriceBasis>") +
        orderItem(plate.supplierArticleNumber, "2.00", "<OfferPrice>0.0100</OfferPrice>") +
        orderItem("3013579247", "1.00"),
    )
    const hook = `${SOFTWARE_ORIGIN}/ids/hook?session=7`
    const sent = await entry("/api/ids", { action: "WKS", name_kunde: email, pw_kunde: PASSWORD, hookurl: hook, version: "2.5", warenkorb: xml }, { from: "127.0.26.17", jar })
    expect(sent.status).toBe(200)
    expect(sent.body).toContain("2 Positionen wurden in Ihren Warenkorb geladen.")
    expect(sent.body).toMatch(/data-code="3013579247"[^>]*>Zeile 3: 3013579247 – [^<]*Meinten Sie: 3013579246/)
    expect(sent.headers["cache-control"]).toBe("private, no-store")
    expect(cookieNames(sent)).toEqual(expect.arrayContaining(["session", "handover"]))

    const back = await transfer(jar, "127.0.26.17")
    expect(back.status).toBe(200)
    expect(back.headers["cache-control"]).toBe("private, no-store")
    expect(back.headers["referrer-policy"]).toBe("no-referrer")
    const policy = String(back.headers["content-security-policy"])
    expect(policy).toContain(`form-action ${SOFTWARE_ORIGIN};`)
    expect(policy).toContain("default-src 'none'")
    expect(back.body).toContain(`action="${hook}"`)
    const warenkorb = new Map(hiddenFields(back.body)).get("warenkorb")!
    const doc = new XMLParser({ parseTagValue: false, isArray: (name) => name === "OrderItem" }).parse(warenkorb) as {
      Warenkorb: { Order: { OrderInfo: Record<string, string>; OrderItem: Array<Record<string, string>> } }
    }
    expect(doc.Warenkorb.Order.OrderInfo["Kommission"]).toBe("AW-26")
    expect(doc.Warenkorb.Order.OrderItem.map((i) => [i["ArtNo"], i["Qty"], i["OfferPrice"]])).toEqual([
      [cabinet.supplierArticleNumber, "2.00", euro(cabinet)],
      [plate.supplierArticleNumber, "2.00", euro(plate)],
    ])
    // The session ended with the transfer: its cookies cleared, and its token no longer opens it.
    expect(back.setCookies.filter((c) => /Max-Age=0/.test(c)).map((c) => c.split("=")[0])).toEqual(expect.arrayContaining(["session", "handover"]))
    const stale = new Jar()
    stale.take([sent.setCookies.find((c) => c.startsWith("session="))!, sent.setCookies.find((c) => c.startsWith("handover="))!])
    const again = await transfer(stale, "127.0.26.17")
    expect(again.status).toBe(400)
    expect(again.body).toContain('data-error="handoverNotPunchout"')
  })

  it("refuses a transfer posted from another site, and one without a hand-over session", async () => {
    const { jar } = await account("handover-csrf", "127.0.26.18")
    const forged = await send("POST", "/api/handover/transfer", { from: "127.0.26.18", jar, body: "lang=de", headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" } })
    expect(forged.status).toBe(403)
    const plain = await transfer(jar, "127.0.26.18")
    expect(plain.status).toBe(400)
    expect(plain.body).toContain('data-error="handoverNotPunchout"')
  })

  it("refuses a cart that is not the standard's XML (a DOCTYPE with entities among them), logging nobody in", async () => {
    const { email } = await account("handover-xml", "127.0.26.19")
    for (const xml of [`<!DOCTYPE Warenkorb [<!ENTITY x "xxxxxxxx">]>${sentCart(orderItem("&x;", "1"))}`, sentCart(orderItem(cabinet.supplierArticleNumber, "1,5")), "kein XML"]) {
      const answer = await entry("/api/ids", { action: "WKS", name_kunde: email, pw_kunde: PASSWORD, hookurl: `${SOFTWARE_ORIGIN}/hook`, warenkorb: xml }, { from: "127.0.26.19" })
      expect(answer.status).toBe(400)
      expect(answer.body).toContain('data-error="handoverCartInvalid"')
      expect(cookieNames(answer)).not.toContain("session")
    }
  })
})

describe("an account's allow-list of return addresses", () => {
  it("is set in my info; a hook URL off the list is refused at the entry, and again at the transfer when the list changed since", async () => {
    const { email, jar: owner } = await account("handover-allow", "127.0.26.20")
    const set = (hooks: string) =>
      send("POST", "/api/account/handover-hooks", {
        from: "127.0.26.21",
        jar: owner,
        body: new URLSearchParams({ lang: "de", hooks }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded", origin: new URL(baseUrl()).origin },
      })
    const bad = await set("srm.example.com\nhttps://ok.example/")
    expect(bad.location).toBe("/de/user/profile/my-info/?form=handover-hooks&errors=hooks%3AhandoverHookUrlInvalid")
    const saved = await set("https://srm.example.com/sap/bc?sap-client=100\n\nhttps://srm.example.com/sap/bc\n")
    expect(saved.location).toBe("/de/user/profile/my-info/?notice=handoverHooksSaved")
    const page = await send("GET", "/de/user/profile/my-info/", { from: "127.0.26.21", jar: owner, headers: { accept: "text/html" } })
    expect(page.body).toMatch(/<textarea[^>]*name="hooks"[^>]*>https:\/\/srm\.example\.com\/sap\/bc<\/textarea>/)

    const other = await entry("/api/oci", { HOOK_URL: "https://evil.example/sap/bc", USERNAME: email, PASSWORD }, { from: "127.0.26.22" })
    expect(other.status).toBe(400)
    expect(other.body).toContain('data-error="handoverHookUrlNotAllowed"')
    expect(cookieNames(other)).not.toContain("session")
    const sibling = await entry("/api/oci", { HOOK_URL: "https://srm.example.com/sap/bcx", USERNAME: email, PASSWORD }, { from: "127.0.26.22" })
    expect(sibling.body).toContain('data-error="handoverHookUrlNotAllowed"')

    const punchout = new Jar()
    const listed = await entry("/api/oci", { HOOK_URL: "https://srm.example.com/sap/bc/gui/x?sap-client=100", USERNAME: email, PASSWORD }, { from: "127.0.26.22", jar: punchout })
    expect(listed.status).toBe(303)
    await set("https://erp.example.at/oci")
    const refused = await transfer(punchout, "127.0.26.22")
    expect(refused.status).toBe(400)
    expect(refused.body).toContain('data-error="handoverHookUrlNotAllowed"')
  })
})

it("the shop's other pages keep their forms to the shop itself", async () => {
  const page = await send("GET", "/de/", { from: "127.0.26.23", headers: { accept: "text/html" } })
  expect(String(page.headers["content-security-policy"])).toContain("form-action 'self'")
})

describe("the server's log", () => {
  let server: TestServer
  it("never holds a credential or login name of a hand-over, right or wrong", { timeout: 120_000 }, async () => {
    server = await startServer()
    try {
      const post = (path: string, fields: Record<string, string>) =>
        new Promise<number>((resolve, reject) => {
          const body = new URLSearchParams(fields).toString()
          const req = request(new URL(path, server.baseUrl), { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body), origin: SOFTWARE_ORIGIN } }, (res) => {
            res.resume()
            res.on("end", () => resolve(res.statusCode ?? 0))
          })
          req.on("error", reject)
          req.end(body)
        })
      const login = "logged.nowhere@example.at"
      const secret = "Nie-im-Log-2026"
      await post("/api/ids", { action: "WKE", name_kunde: login, pw_kunde: secret, hookurl: `${SOFTWARE_ORIGIN}/hook` })
      await post("/api/oci", { HOOK_URL: `${SOFTWARE_ORIGIN}/hook`, USERNAME: login, PASSWORD: secret })
      await post("/api/ids", { action: "WKS", name_kunde: login, pw_kunde: secret, hookurl: "javascript:x", warenkorb: "<x/>" })
      expect(server.output()).not.toContain(secret)
      expect(server.output()).not.toContain(login)
    } finally {
      await server.stop()
    }
  })
})

/**
 * The quick order without JavaScript, over HTTP against the production server: the page's forms
 * post to the page itself and get it rendered with the preview, the column chooser, the lines
 * added or why not. What is added is read again on the server from the list sent back (never the
 * preview the browser showed), goes into the guest's cookie cart or a logged-in customer's stored
 * cart in one step, or not at all when the cart cannot hold it. And the page's script gets the same
 * answers as JSON.
 */
import { createHash } from "node:crypto"
import { readFileSync, readdirSync } from "node:fs"
import { request } from "node:http"
import { fileURLToPath } from "node:url"
import { toJSONAsync } from "seroval"
import { describe, expect, it } from "vitest"
import { decodeCartCookie } from "@shop/core"
import { xlsxFile } from "../../core/test/support/xlsx.ts"
import { Jar, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { baseUrl } from "./env.ts"

interface Product {
  readonly key: string
  readonly supplierArticleNumber: string
  readonly listPrice: number
  readonly name: { readonly de: string; readonly en: string }
  readonly specification: { readonly articleNumber: string; readonly ean: string }
}

const catalogueDir = fileURLToPath(new URL("../../data/catalogue/data/", import.meta.url))
/** The demo catalogue's items of one model (`produkte-…`, `artikel-…` files). */
const itemsOf = <T>(prefix: string): ReadonlyArray<T> =>
  readdirSync(catalogueDir)
    .filter((name) => name.startsWith(prefix))
    .flatMap((name) => Object.values((JSON.parse(readFileSync(`${catalogueDir}${name}`, "utf8")) as { items: Record<string, T> }).items))
const products = itemsOf<Product>("produkte-")
const product = (key: string) => products.find((p) => p.key === key)!

interface Answer {
  readonly status: number
  readonly body: string
  readonly setCookies: ReadonlyArray<string>
  readonly contentType: string
  readonly headers: Readonly<Record<string, string | Array<string> | undefined>>
}

/** POSTs a form to the page as a browser does (same origin), from `from`, with the jar's cookies. */
const post = async (
  lang: "de" | "en",
  form: URLSearchParams | FormData,
  options: { readonly jar?: Jar; readonly json?: boolean; readonly headers?: Readonly<Record<string, string>>; readonly from?: string } = {},
): Promise<Answer> => {
  const url = new URL(`/${lang}/quick-order/`, baseUrl())
  // A FormData body is written as the browser writes it (multipart with its boundary).
  const encoded = new Request(url, { method: "POST", body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  const headers: Record<string, string | number> = {
    "content-type": encoded.headers.get("content-type") ?? "",
    "content-length": body.length,
    origin: url.origin,
    accept: options.json === true ? "application/json" : "text/html",
    ...options.headers,
  }
  if (options.jar !== undefined && options.jar.cookies.size > 0) headers["cookie"] = options.jar.header()
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", headers, localAddress: options.from ?? "127.0.0.1" }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => {
        const setCookies = res.headers["set-cookie"] ?? []
        options.jar?.take(setCookies)
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), setCookies, contentType: String(res.headers["content-type"] ?? ""), headers: res.headers })
      })
    })
    req.on("error", reject)
    req.end(body)
  })
}

const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")

/** The page's text without tags (what a reader sees), spaces folded. */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim()

/** The list as the page keeps it (the preview form's hidden field). */
const stateOf = (html: string): string => {
  const found = /<input type="hidden" name="state" value="([^"]*)"/.exec(html)
  if (found === null) throw new Error("no state field on the page")
  return decodeEntities(found[1]!)
}

/** Each line of the preview table: its number and status. */
const linesOf = (html: string) => [...html.matchAll(/data-line="(\d+)" data-status="(\w+)"/g)].map(([, line, status]) => ({ line: Number(line), status: status! }))

/** The guest cart the answer's cookie holds (product and amount per line). */
const cartCookieOf = (answer: Answer) => {
  const cookie = answer.setCookies.find((c) => c.startsWith("cart="))
  if (cookie === undefined) return null
  return decodeCartCookie(decodeURIComponent(cookie.split(";")[0]!.slice("cart=".length))).cart.items.map((item) => [item.productId, item.amount])
}

const previewOf = (lang: "de" | "en", text: string, options: Parameters<typeof post>[2] = {}) => post(lang, new URLSearchParams({ intent: "preview", text }), options)

const [first, second, third] = [product("WS-0612-40"), product("WS-0408-30"), product("WS-0807-21")]
/** A partial mounting plate offered with the first product (its full mounting plate comes with it). */
const plate = itemsOf<{ readonly key: string; readonly supplierArticleNumber: string }>("artikel-").find((a) => a.key === "ACC-TMP-1530")!

/** A list as it comes from an e-mail: a header, an article number with spaces, an EAN, German thousands, a zero, a repeat and a typo. */
const list = [
  "Artikelnummer;Menge",
  `${first.supplierArticleNumber};2`,
  `${second.specification.articleNumber};1.000`,
  `${third.specification.ean};0`,
  `${first.supplierArticleNumber};3`,
  `${first.supplierArticleNumber.slice(0, -1)}9;5`,
].join("\n")

describe("the quick-order page", () => {
  it("shows a labelled text field and file field in a form that posts to the page itself, in both languages", async () => {
    for (const [lang, title, label] of [
      ["de", "Schnellbestellung", "Artikelnummern und Mengen"],
      ["en", "Quick order", "Article numbers and amounts"],
    ] as const) {
      const response = await fetch(`${baseUrl()}/${lang}/quick-order/`)
      expect(response.status).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<h1`)
      expect(textOf(html)).toContain(title)
      const formTag = /<form[^>]*data-testid="quick-order-input"[^>]*>/.exec(html)?.[0] ?? ""
      expect(formTag).toContain('method="post"')
      expect(formTag).toContain(`action="/${lang}/quick-order/"`)
      expect(formTag.toLowerCase()).toContain('enctype="multipart/form-data"')
      expect(html).toMatch(new RegExp(`<label for="quick-order-text"[^>]*>${label}</label>`))
      const fileTag = /<input[^>]*id="quick-order-file"[^>]*>/.exec(html)?.[0] ?? ""
      expect(fileTag).toContain('type="file"')
      expect(fileTag).toContain('name="file"')
      expect(html).toMatch(/<label for="quick-order-file"[^>]*>[^<]+<\/label>/)
    }
  })

  it("previews a pasted list: each line found and priced from the catalogue, a corrected amount, a merged repeat, an unknown number with the nearest offered; nothing goes into the cart", async () => {
    const answer = await previewOf("de", list)
    expect(answer.status).toBe(200)
    expect(answer.headers["cache-control"]).toBe("no-store")
    expect(answer.setCookies.filter((c) => c.startsWith("cart="))).toEqual([])
    expect(linesOf(answer.body)).toEqual([
      { line: 2, status: "product" },
      { line: 3, status: "product" },
      { line: 4, status: "product" },
      { line: 5, status: "product" },
      { line: 6, status: "unknown" },
    ])
    const text = textOf(answer.body)
    expect(text).toContain("5 Zeilen gelesen: 4 gefunden, 1 unbekannt, 0 mehrdeutig, 0 nicht möglich.")
    expect(text).toContain("Kopfzeile 1 ausgelassen.")
    // Line 2 and its repeat in line 5: one position of 5 pieces, priced by the catalogue.
    expect(text).toContain("Zeile 5 hier zusammengeführt")
    expect(text).toContain("Gleicher Artikel mit gleichem Zubehör wie Zeile 2: dort zusammengeführt")
    const euros = (cents: number) => new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR" }).format(cents / 100).replace(/\s+/g, " ")
    expect(text).toContain(euros(Math.round(first.listPrice * 100) * 5))
    // German thousands, found by the shop's article number; an EAN; a zero corrected.
    expect(text).toContain(euros(Math.round(second.listPrice * 100) * 1000))
    expect(text).toContain("Gefunden über die EAN")
    expect(text).toContain("0 ist keine Menge: 1 übernommen.")
    // The unknown number: the nearest offered as buttons, none chosen.
    expect(text).toContain("Unbekannte Artikelnummer")
    const picks = [...answer.body.matchAll(/<button[^>]*name="pick"[^>]*>/g)].map(([tag]) => decodeEntities(/value="([^"]*)"/.exec(tag)?.[1] ?? ""))
    expect(picks).toEqual([JSON.stringify([6, first.supplierArticleNumber, null])])
    expect(text).toContain("3 Positionen in den Warenkorb legen")
  })

  it("fills a line with a suggestion only when it is picked, and checks the list again", async () => {
    const preview = await previewOf("de", list)
    const picked = await post("de", new URLSearchParams({ state: stateOf(preview.body), pick: JSON.stringify([6, first.supplierArticleNumber, null]), intent: "update" }))
    expect(linesOf(picked.body).find((l) => l.line === 6)).toEqual({ line: 6, status: "product" })
    expect(textOf(picked.body)).toContain("Zeilen 5, 6 hier zusammengeführt")
    expect(textOf(picked.body)).toContain("3 Positionen in den Warenkorb legen")
  })

  it("shows a line that reads two ways as ambiguous, with each article to choose; a choice settles it", async () => {
    const preview = await previewOf("en", `${first.supplierArticleNumber}\t${second.supplierArticleNumber}`)
    expect(linesOf(preview.body)).toEqual([{ line: 1, status: "ambiguous" }])
    expect(textOf(preview.body)).toContain("Matches several articles – choose one:")
    const picks = [...preview.body.matchAll(/<button[^>]*name="pick"[^>]*>/g)].map(([tag]) => JSON.parse(decodeEntities(/value="([^"]*)"/.exec(tag)?.[1] ?? "")) as [number, string, string])
    expect(picks.map(([, code]) => code).sort()).toEqual([first.supplierArticleNumber, second.supplierArticleNumber].sort())
    const pick = picks.find(([, code]) => code === second.supplierArticleNumber)!
    const picked = await post("en", new URLSearchParams({ state: stateOf(preview.body), pick: JSON.stringify(pick), intent: "update" }))
    expect(linesOf(picked.body)).toEqual([{ line: 1, status: "product" }])
    // The other number was no amount: none is taken, and the line says so.
    expect(textOf(picked.body)).toContain("No amount given: 1 taken.")
  })

  it("attaches accessory lines to the product line above, as the shop's CSV export writes a position", async () => {
    const jar = new Jar()
    const preview = await previewOf("de", [`${first.supplierArticleNumber}\t2`, `${plate.supplierArticleNumber}\t2`].join("\n"), { jar })
    expect(linesOf(preview.body)).toEqual([
      { line: 1, status: "product" },
      { line: 2, status: "accessory" },
    ])
    expect(textOf(preview.body)).toContain("Zubehör zu Zeile 1: 1 je Stück")
    const added = await post("de", new URLSearchParams({ state: stateOf(preview.body), intent: "add" }), { jar })
    const cookie = added.setCookies.find((c) => c.startsWith("cart="))!
    const items = decodeCartCookie(decodeURIComponent(cookie.split(";")[0]!.slice("cart=".length))).cart.items
    expect(items.map((item) => [item.productId, item.amount, item.accessories])).toEqual([[first.key, 2, [{ id: plate.key, amount: 1 }]]])
  })

  it("takes a line's changed article number or amount and a removed line, and checks the list again", async () => {
    const preview = await previewOf("en", list)
    const form = new URLSearchParams({ state: stateOf(preview.body), "code.6": product("WS-0608-35").supplierArticleNumber, "amount.6": "7", remove: "4", intent: "update" })
    const updated = await post("en", form)
    expect(linesOf(updated.body)).toEqual([
      { line: 2, status: "product" },
      { line: 3, status: "product" },
      { line: 5, status: "product" },
      { line: 6, status: "product" },
    ])
    expect(textOf(updated.body)).toContain("Add 3 lines to the cart")
  })

  it("adds the lines found in one step to the guest's cookie cart and says how many; the unknown line is not added", async () => {
    const jar = new Jar()
    const preview = await previewOf("de", list, { jar })
    const added = await post("de", new URLSearchParams({ state: stateOf(preview.body), intent: "add" }), { jar })
    expect(added.status).toBe(200)
    expect(textOf(added.body)).toContain("3 Positionen wurden in Ihren Warenkorb gelegt.")
    expect(cartCookieOf(added)).toEqual([
      [first.key, 5],
      [second.key, 1000],
      [third.key, 1],
    ])
    // The same list again adds to the same lines (the cart's add rule).
    const again = await post("de", new URLSearchParams({ state: stateOf(preview.body), intent: "add" }), { jar })
    expect(cartCookieOf(again)).toEqual([
      [first.key, 10],
      [second.key, 2000],
      [third.key, 2],
    ])
  })

  it("reads the list sent back again on the server: a changed line is shown, not added; a list it cannot read adds nothing", async () => {
    const preview = await previewOf("en", list)
    const state = stateOf(preview.body)
    // A line changed with the add: the new check is shown first.
    const changed = await post("en", new URLSearchParams({ state, "code.6": first.supplierArticleNumber, intent: "add" }))
    expect(changed.setCookies.filter((c) => c.startsWith("cart="))).toEqual([])
    expect(textOf(changed.body)).toContain("Your changes are shown below.")
    // A list edited in the browser's form: only what the catalogue finds in it is added, priced by it.
    const table = JSON.parse(state) as { table: { rows: Array<{ line: number; cells: Array<string> }> } }
    table.table.rows = [
      { line: 2, cells: [second.supplierArticleNumber, "4"] },
      { line: 3, cells: ["NO-SUCH-ARTICLE", "9"] },
    ]
    const edited = await post("en", new URLSearchParams({ state: JSON.stringify(table), intent: "add" }))
    expect(textOf(edited.body)).toContain("1 line was added to your cart.")
    expect(cartCookieOf(edited)).toEqual([[second.key, 4]])
    // Not the page's list: nothing added.
    for (const bad of ["{", JSON.stringify({ table: { rows: "all" } }), JSON.stringify({ table: { ...table.table, rows: [{ line: 1, cells: [] }] } })]) {
      const refused = await post("en", new URLSearchParams({ state: bad, intent: "add" }))
      expect(refused.status).toBe(200)
      expect(refused.setCookies.filter((c) => c.startsWith("cart="))).toEqual([])
      expect(textOf(refused.body)).toContain("The preview could not be read back.")
    }
  })

  it("changes nothing when the cart cannot hold the lines, and says how many would fit", async () => {
    const jar = new Jar()
    const all = products.map((p) => `${p.supplierArticleNumber}\t1`).join("\n")
    const preview = await previewOf("de", all, { jar })
    expect(textOf(preview.body)).toContain(`${products.length} Positionen in den Warenkorb legen`)
    const full = await post("de", new URLSearchParams({ state: stateOf(preview.body), intent: "add" }), { jar })
    expect(full.setCookies.filter((c) => c.startsWith("cart="))).toEqual([])
    const text = textOf(full.body)
    expect(text).toContain("Nichts wurde hinzugefügt")
    const fit = /Nur (\d+) der (\d+) Positionen hätten Platz/.exec(text)
    expect(fit?.[2]).toBe(String(products.length))
    expect(Number(fit?.[1])).toBeGreaterThan(0)
    expect(Number(fit?.[1])).toBeLessThan(products.length)
    expect(text).toContain("Ohne Konto wird der Warenkorb in Ihrem Browser gespeichert")
    // The first `fit` lines do fit.
    const fewer = await previewOf("de", all.split("\n").slice(0, Number(fit?.[1])).join("\n"), { jar })
    const added = await post("de", new URLSearchParams({ state: stateOf(fewer.body), intent: "add" }), { jar })
    expect(cartCookieOf(added)).toHaveLength(Number(fit?.[1]))
  })

  it("puts a logged-in customer's lines into the stored cart, not into a cookie", async () => {
    const jar = new Jar()
    const from = "127.0.0.61"
    await signUpAndConfirm(uniqueEmail("quickorder"), from, jar)
    const preview = await previewOf("en", list, { jar, from })
    const added = await post("en", new URLSearchParams({ state: stateOf(preview.body), intent: "add" }), { jar, from })
    expect(textOf(added.body)).toContain("3 lines were added to your cart. They are in your account's cart.")
    expect(added.setCookies.filter((c) => c.startsWith("cart="))).toEqual([])
    // The cart as the shop's cart function answers it for this session.
    const id = createHash("sha256").update("src/features/cart/cart.functions.ts--getCart_createServerFn_handler").digest("hex")
    const payload = encodeURIComponent(JSON.stringify(await toJSONAsync({ data: { lang: "en" } })))
    const cart = await fetch(`${baseUrl()}/_serverFn/${id}?payload=${payload}`, { headers: { "x-tsr-serverFn": "true", accept: "application/json", cookie: jar.header() } })
    const body = await cart.text()
    expect(body).toContain('"loggedIn",')
    for (const p of [first, second, third]) expect(body).toContain(p.supplierArticleNumber)
    // The next page the server renders counts the account's stored lines in the header (issue 28).
    const page = await (await fetch(`${baseUrl()}/en/?header=${Date.now()}`, { headers: { cookie: jar.header() } })).text()
    expect(/data-testid="cart-count"[^>]*>(\d+)<\/span><span[^>]*>([^<]*)</.exec(page)?.slice(1)).toEqual(["3", "Cart, 3 items"])
  })

  it("answers the page's script with JSON: the preview, and after an add the cart as the server answered it", async () => {
    const jar = new Jar()
    const preview = await previewOf("en", list, { jar, json: true })
    expect(preview.contentType).toContain("application/json")
    const answer = JSON.parse(preview.body) as { outcome: { kind: string; preview: { state: string; addable: number; lines: Array<{ status: { kind: string } }> } }; cart: unknown }
    expect(answer.outcome.kind).toBe("preview")
    expect(answer.outcome.preview.addable).toBe(3)
    expect(answer.outcome.preview.lines.map((l) => l.status.kind)).toEqual(["product", "product", "product", "product", "unknown"])
    expect(answer.cart).toBeNull()
    const added = await post("en", new URLSearchParams({ state: answer.outcome.preview.state, intent: "add" }), { jar, json: true })
    const after = JSON.parse(added.body) as { outcome: { kind: string; added: number }; cart: { lines: Array<{ productId: string; amount: number }> } }
    expect(after.outcome).toEqual({ kind: "added", added: 3, stored: false })
    expect(after.cart.lines.map((l) => [l.productId, l.amount])).toEqual([
      [first.key, 5],
      [second.key, 1000],
      [third.key, 1],
    ])
  })

  it("reads an Excel file, numbers as text; asks which column is which when a file's header does not say", async () => {
    const xlsx = new FormData()
    xlsx.set("intent", "preview")
    xlsx.set("text", "")
    xlsx.set(
      "file",
      new Blob([xlsxFile([["Pos", "Artikelnummer", "Stück"], [1, Number(first.supplierArticleNumber), 2], [2, second.specification.ean, { raw: "3" }]])]),
      "bestellung.xlsx",
    )
    const sheet = await post("de", xlsx)
    expect(linesOf(sheet.body)).toEqual([
      { line: 2, status: "product" },
      { line: 3, status: "product" },
    ])
    expect(textOf(sheet.body)).toContain("2 Positionen in den Warenkorb legen")

    // Three columns, no header, no known article number in any: the customer chooses.
    const csv = new FormData()
    csv.set("intent", "preview")
    csv.set("file", new Blob(["A-1;x;2\nA-2;y;3\n"]), "liste.csv")
    const choose = await post("en", csv)
    expect(textOf(choose.body)).toContain("Which column is which?")
    expect(choose.body).toContain('name="codeColumn"')
    const chosen = await post("en", new URLSearchParams({ intent: "columns", state: stateOf(choose.body), codeColumn: "1", amountColumn: "3" }))
    expect(linesOf(chosen.body)).toEqual([
      { line: 1, status: "unknown" },
      { line: 2, status: "unknown" },
    ])
    expect(textOf(chosen.body)).toContain("Article number read from column 1, amount from column 3.")
  })

  it("refuses bad input as a whole with a message in the page's language, and changes nothing", async () => {
    const binary = new FormData()
    binary.set("intent", "preview")
    binary.set("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3, 0, 0, 0])]), "bild.png")
    const refused = await post("de", binary)
    expect(refused.status).toBe(200)
    expect(refused.setCookies.filter((c) => c.startsWith("cart="))).toEqual([])
    expect(textOf(refused.body)).toContain("Die Liste konnte nicht gelesen werden")
    expect(textOf(refused.body)).toContain("weder eine Liste (CSV, Text) noch eine Excel-Datei")
    const tooMany = await previewOf("en", Array.from({ length: 501 }, (_, i) => `A-${i}\t1`).join("\n"))
    expect(textOf(tooMany.body)).toMatch(/501 .*500/)
    // The paste stays in its field.
    expect(tooMany.body).toContain("A-500\t1</textarea>")
  })

  it("answers only the page's own form: not another site's post, another body, or a form without a step", async () => {
    const form = new URLSearchParams({ intent: "preview", text: `${first.supplierArticleNumber}\t1` })
    expect((await post("de", form, { headers: { origin: "https://evil.example" } })).status).toBe(403)
    expect((await post("de", new URLSearchParams({ text: "x" }))).status).toBe(400)
    const json = await fetch(`${baseUrl()}/de/quick-order/`, { method: "POST", body: JSON.stringify({ intent: "preview" }), headers: { "content-type": "application/json", origin: baseUrl() } })
    expect(json.status).toBe(415)
  })
})

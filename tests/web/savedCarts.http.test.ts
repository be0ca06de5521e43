/**
 * The saved project carts (issue 27, part 4) without JavaScript, over HTTP against the production
 * server: the page is rendered on the server with the saved carts priced from the catalogue; its
 * forms post to the page itself and are answered with a redirect back to it, the outcome in the
 * query (save, rename, duplicate, open into the cart replacing or adding, delete, and every refusal
 * with its message in the page's language); the PDF and CSV are plain links. Another account's
 * saved cart is neither listed, downloaded, renamed, opened nor deleted. The page's script gets the
 * same answers as JSON.
 */
import { readFileSync, readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { pdfText } from "../../adapters/test/support/pdfTools.ts"
import { type Answer, Jar, send, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { baseUrl } from "./env.ts"

interface Product {
  readonly key: string
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
/** A list price in cents (the catalogue's files have euros). */
const cents = (p: Product) => Math.round(p.listPrice * 100)
const [first, second, third] = [product("WS-0612-40"), product("WS-0408-30"), product("WS-0807-21")]

const page = (lang: "de" | "en") => `/${lang}/user/profile/saved-carts/`
const form = (fields: Readonly<Record<string, string>>) => new URLSearchParams(fields).toString()

/** POSTs a form as a browser without JavaScript does (same origin, urlencoded), or as the page's script (`json`). */
const post = (path: string, fields: Readonly<Record<string, string>>, options: { readonly jar?: Jar; readonly from: string; readonly json?: boolean; readonly headers?: Readonly<Record<string, string>> }) =>
  send("POST", path, {
    ...options,
    body: form(fields),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: new URL(baseUrl()).origin,
      accept: options.json === true ? "application/json" : "text/html",
      ...options.headers,
    },
  })

/** Follows the form's redirect as a browser does: the page with the outcome. */
const follow = async (answer: Answer, options: { readonly jar: Jar; readonly from: string }) => {
  expect(answer.status, answer.body).toBe(303)
  expect(answer.location).toMatch(/^\/(de|en)\/user\/profile\/saved-carts\/\?/)
  return send("GET", answer.location!, { ...options, headers: { accept: "text/html" } })
}

const decodeEntities = (text: string) =>
  text.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&")
/** The page's text without tags (what a reader sees), spaces folded. */
const textOf = (html: string) =>
  decodeEntities(html.replace(/<script[\s\S]*?<\/script>/g, " ").replace(/<[^>]+>/g, " "))
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
/** The saved carts listed: id and name, in order. */
const listed = (html: string) => [...html.matchAll(/data-testid="saved-cart" data-id="([^"]+)"[\s\S]*?data-testid="saved-cart-name"[^>]*>([^<]*)</g)].map(([, id, name]) => ({ id: id!, name: decodeEntities(name!) }))

/** Puts lines into the logged-in customer's stored cart with the quick order's forms (no JavaScript needed). */
const fillCart = async (lines: ReadonlyArray<readonly [Product, number]>, options: { readonly jar: Jar; readonly from: string }) => {
  const text = lines.map(([p, amount]) => `${p.supplierArticleNumber}\t${amount}`).join("\n")
  const preview = await post("/en/quick-order/", { intent: "preview", text }, { ...options, json: true })
  const state = (JSON.parse(preview.body) as { outcome: { preview: { state: string } } }).outcome.preview.state
  const added = await post("/en/quick-order/", { intent: "add", state }, { ...options, json: true })
  expect((JSON.parse(added.body) as { outcome: { kind: string } }).outcome.kind).toBe("added")
}

/** The number of lines the page says the cart has now. */
const cartLinesOn = async (options: { readonly jar: Jar; readonly from: string }) => {
  const html = (await send("GET", page("en"), { ...options, headers: { accept: "text/html" } })).body
  if (html.includes('data-testid="saved-carts-cart-empty"')) return 0
  return Number(/Your cart has (\d+) lines?\./.exec(textOf(html))?.[1])
}

const euro = (cents: number) => new Intl.NumberFormat("de-AT", { style: "currency", currency: "EUR" }).format(cents / 100).replace(/[\u00a0\u202f]/g, " ")

describe("the saved carts' page without JavaScript", () => {
  it("sends a visitor without a session to the login, and refuses forms from elsewhere, other bodies and the downloads", async () => {
    const from = "127.0.7.1"
    const anonymous = await send("GET", page("de"), { from, headers: { accept: "text/html" } })
    expect(anonymous.status).toBe(307)
    expect(anonymous.location).toContain("/de/login/")
    const posted = await post(page("de"), { intent: "save", name: "X" }, { from })
    expect(posted.status).toBe(303)
    expect(posted.location).toBe(`/de/login/?redirect=${encodeURIComponent(page("de"))}`)
    expect((await post(page("de"), { intent: "save", name: "X" }, { from, json: true })).status).toBe(401)
    expect((await post(page("de"), { intent: "save", name: "X" }, { from, headers: { origin: "https://evil.example" } })).status).toBe(403)
    expect((await send("POST", page("de"), { from, body: "{}", headers: { "content-type": "application/json", origin: new URL(baseUrl()).origin } })).status).toBe(415)
    for (const fields of [{ intent: "launch" }, { intent: "rename", name: "no id" }, { intent: "open", id: "00000000-0000-4000-8000-000000000001" }, { intent: "open", id: "x", mode: "merge" }]) {
      expect((await post(page("de"), fields, { from })).status, JSON.stringify(fields)).toBe(400)
    }
    expect((await send("GET", "/api/saved-carts/00000000-0000-4000-8000-000000000001.csv?lang=de", { from })).status).toBe(401)
  })

  it("saves the cart, lists it priced from the catalogue, renames, duplicates, downloads it as CSV and PDF, opens it replacing or adding, and deletes it", async () => {
    const from = "127.0.7.2"
    const jar = new Jar()
    await signUpAndConfirm(uniqueEmail("savedcarts"), from, jar, { company: "Baustrom Gruber KG" })
    const as = { jar, from }

    // An empty cart: nothing to save, nothing saved.
    const empty = await send("GET", page("de"), { ...as, headers: { accept: "text/html" } })
    expect(empty.status).toBe(200)
    expect(empty.headers["cache-control"]).toBe("private, no-store")
    expect(textOf(empty.body)).toContain("Ihr Warenkorb ist leer.")
    expect(textOf(empty.body)).toContain("Sie haben noch keinen Warenkorb gespeichert.")
    expect(textOf((await follow(await post(page("de"), { intent: "save", name: "Leer" }, as), as)).body)).toContain("Der Warenkorb ist leer: Es gibt nichts zu speichern.")

    await fillCart([[first, 2], [second, 1]], as)
    const ready = await send("GET", page("de"), { ...as, headers: { accept: "text/html" } })
    expect(textOf(ready.body)).toContain("Ihr Warenkorb hat 2 Positionen.")
    expect(ready.body).toMatch(/<form(?=[^>]*action="\/de\/user\/profile\/saved-carts\/")(?=[^>]*method="post")/)
    expect(ready.body).toMatch(/<label[^>]*for="save-name"[^>]*>Name<\/label>/)

    // Saved: the redirect says so, and the list shows it with its lines and list price (priced now).
    const saved = await follow(await post(page("de"), { intent: "save", name: "  Baustelle\n Linz " }, as), as)
    expect(textOf(saved.body)).toContain("Der Warenkorb ist als „Baustelle Linz“ gespeichert.")
    const [linz] = listed(saved.body)
    expect(linz?.name).toBe("Baustelle Linz")
    const card = textOf(saved.body.slice(saved.body.indexOf(`data-id="${linz!.id}"`)))
    expect(card).toContain("Positionen 2")
    expect(card).toContain(`Listenpreis ${euro(2 * cents(first) + cents(second))}`)
    // The questions are disclosures with their forms inside: replace or add, the new name, really delete.
    expect(saved.body).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*name="mode")(?=[^>]*value="replace")[^>]*>Warenkorb ersetzen</)
    expect(saved.body).toMatch(/<button(?=[^>]*type="submit")(?=[^>]*name="mode")(?=[^>]*value="add")[^>]*>Zum Warenkorb hinzufügen</)
    expect(textOf(saved.body)).toContain("Soll „Baustelle Linz“ ihn ersetzen oder dazukommen?")

    // A name too long is refused at its field, the typed name kept; in English on the English page.
    const long = "Baustelle ".repeat(9)
    const refused = await follow(await post(page("en"), { intent: "save", name: long }, as), as)
    expect(textOf(refused.body)).toContain("The name has 89 characters; at most 80 are allowed.")
    expect(refused.body).toMatch(/<input(?=[^>]*id="save-name")(?=[^>]*aria-invalid="true")(?=[^>]*aria-describedby="save-name-error save-name-hint")/)
    expect(refused.body).toContain(`value="${long}"`)

    // Duplicated and renamed.
    expect(textOf((await follow(await post(page("de"), { intent: "duplicate", id: linz!.id }, as), as)).body)).toContain("Die Kopie „Baustelle Linz (2)“ ist angelegt.")
    const renamed = await follow(await post(page("de"), { intent: "rename", id: linz!.id, name: "Linz Nord" }, as), as)
    expect(textOf(renamed.body)).toContain("Umbenannt in „Linz Nord“.")
    expect(listed(renamed.body).map((c) => c.name)).toEqual(["Baustelle Linz (2)", "Linz Nord"])
    const blank = await follow(await post(page("de"), { intent: "rename", id: linz!.id, name: "   " }, as), as)
    expect(textOf(blank.body)).toContain("Bitte geben Sie einen Namen ein.")
    expect(blank.body).toMatch(/<details(?=[^>]*open="")(?=[^>]*data-testid="saved-cart-rename-question")/)

    // The CSV and the PDF, as the cart's, named after the saved cart.
    const csv = await send("GET", `/api/saved-carts/${linz!.id}.csv?lang=de`, as)
    expect(csv.status).toBe(200)
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8")
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="linz-nord-\d{8}T\d{6}Z\.csv"$/)
    expect(csv.body).toBe(
      "\uFEFFPosition;Lieferantenartikelnummer;Pkg-Menge;Bezeichnung;Bezeichnung2\r\n" +
        `1;${first.supplierArticleNumber};2;"${first.name.de}";${first.name2?.de ?? "-"}\r\n` +
        `2;${second.supplierArticleNumber};1;"${second.name.de}";${second.name2?.de ?? "-"}\r\n`,
    )
    const pdf = await fetch(`${baseUrl()}/api/saved-carts/${linz!.id}.pdf?lang=en`, { headers: { cookie: jar.header() } })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get("content-type")).toBe("application/pdf")
    expect(pdf.headers.get("content-disposition")).toMatch(/filename="linz-nord-\d{8}T\d{6}Z\.pdf"/)
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain("Baustrom Gruber KG")
    expect(text).toContain(first.supplierArticleNumber)
    expect(text).toContain(second.supplierArticleNumber)

    // Opened adding to the cart: the same configurations raise their amounts, a third line stays.
    await fillCart([[third, 1]], as)
    expect(await cartLinesOn(as)).toBe(3)
    expect(textOf((await follow(await post(page("de"), { intent: "open", id: linz!.id, mode: "add" }, as), as)).body)).toContain(
      "Die Positionen von „Linz Nord“ sind zum Warenkorb hinzugekommen.",
    )
    expect(await cartLinesOn(as)).toBe(3)
    // Replacing: only the saved lines.
    expect(textOf((await follow(await post(page("en"), { intent: "open", id: linz!.id, mode: "replace" }, as), as)).body)).toContain(
      "“Linz Nord” is in the cart now, instead of the lines before.",
    )
    expect(await cartLinesOn(as)).toBe(2)

    // Deleted; deleting again (another tab) is no error.
    const deleted = await follow(await post(page("de"), { intent: "delete", id: linz!.id }, as), as)
    expect(textOf(deleted.body)).toContain("„Linz Nord“ ist gelöscht.")
    expect(listed(deleted.body).map((c) => c.name)).toEqual(["Baustelle Linz (2)"])
    expect(textOf((await follow(await post(page("de"), { intent: "delete", id: linz!.id }, as), as)).body)).toContain("Der gespeicherte Warenkorb ist gelöscht.")
    expect(textOf((await follow(await post(page("de"), { intent: "open", id: linz!.id, mode: "replace" }, as), as)).body)).toContain(
      "Diesen gespeicherten Warenkorb gibt es nicht mehr.",
    )
    expect((await send("GET", `/api/saved-carts/${linz!.id}.pdf`, as)).status).toBe(404)
  })

  it("keeps each account's saved carts to it: another can neither see, download, rename, open nor delete them", async () => {
    const anna = { jar: new Jar(), from: "127.0.7.3" }
    const bernd = { jar: new Jar(), from: "127.0.7.4" }
    await signUpAndConfirm(uniqueEmail("anna.saved"), anna.from, anna.jar)
    await signUpAndConfirm(uniqueEmail("bernd.saved"), bernd.from, bernd.jar)
    await fillCart([[first, 1]], anna)
    await fillCart([[second, 4]], bernd)
    const [annas] = listed((await follow(await post(page("de"), { intent: "save", name: "Annas Projekt" }, anna), anna)).body)
    const id = annas!.id

    const theirs = await send("GET", page("de"), { ...bernd, headers: { accept: "text/html" } })
    expect(theirs.body).not.toContain("Annas Projekt")
    expect(theirs.body).not.toContain(id)
    for (const format of ["pdf", "csv"]) expect((await send("GET", `/api/saved-carts/${id}.${format}`, bernd)).status).toBe(404)
    for (const fields of [
      { intent: "rename", id, name: "Übernommen" },
      { intent: "duplicate", id },
      { intent: "open", id, mode: "replace" },
    ]) {
      expect(textOf((await follow(await post(page("de"), fields, bernd), bernd)).body), fields.intent).toContain("Diesen gespeicherten Warenkorb gibt es nicht mehr.")
    }
    await follow(await post(page("de"), { intent: "delete", id }, bernd), bernd)
    // Bernd's cart stayed his own; Anna's saved cart is as it was.
    expect(await cartLinesOn(bernd)).toBe(1)
    expect(listed((await send("GET", page("de"), { ...anna, headers: { accept: "text/html" } })).body)).toEqual([{ id, name: "Annas Projekt" }])
  })

  it(`keeps at most 50 saved carts per account and says so`, async () => {
    const as = { jar: new Jar(), from: "127.0.7.5" }
    await signUpAndConfirm(uniqueEmail("full.saved"), as.from, as.jar)
    await fillCart([[first, 1]], as)
    for (let n = 1; n <= 50; n++) expect((await post(page("en"), { intent: "save", name: `Site ${n}` }, as)).location).toContain("done=saved")
    const full = await follow(await post(page("en"), { intent: "save", name: "Site 51" }, as), as)
    expect(textOf(full.body)).toContain("You have 50 saved carts already, which is the most possible. Please delete one first.")
    expect(textOf(full.body)).toContain("50 of 50 saved carts")
    expect(listed(full.body)).toHaveLength(50)
  })

  it("answers the page's script with JSON: the outcome, the page anew, and after opening one the cart", async () => {
    const as = { jar: new Jar(), from: "127.0.7.6" }
    await signUpAndConfirm(uniqueEmail("json.saved"), as.from, as.jar)
    await fillCart([[first, 3]], as)
    const saved = await post(page("en"), { intent: "save", name: "Hall B" }, { ...as, json: true })
    expect(saved.status).toBe(200)
    expect(saved.headers["cache-control"]).toBe("private, no-store")
    const answer = JSON.parse(saved.body) as { outcome: unknown; data: { ok: boolean; carts: Array<{ id: string; name: string; lines: number; listPrice: number }>; cartLines: number }; cart: unknown }
    expect(answer.outcome).toEqual({ kind: "saved", name: "Hall B" })
    expect(answer.data.carts.map(({ name, lines, listPrice }) => ({ name, lines, listPrice }))).toEqual([{ name: "Hall B", lines: 1, listPrice: 3 * cents(first) }])
    expect(answer.data.cartLines).toBe(1)
    expect(answer.cart).toBeNull()
    const opened = JSON.parse((await post(page("en"), { intent: "open", id: answer.data.carts[0]!.id, mode: "add" }, { ...as, json: true })).body) as {
      outcome: unknown
      cart: { loggedIn: boolean; lines: Array<{ productId: string; amount: number }> }
    }
    expect(opened.outcome).toEqual({ kind: "opened", name: "Hall B", mode: "add" })
    expect(opened.cart.loggedIn).toBe(true)
    expect(opened.cart.lines.map((l) => [l.productId, l.amount])).toEqual([[first.key, 6]])
    const refused = JSON.parse((await post(page("en"), { intent: "rename", id: answer.data.carts[0]!.id, name: "" }, { ...as, json: true })).body) as { outcome: unknown }
    expect(refused.outcome).toEqual({ kind: "refused", key: "savedCartNameMissing", intent: "rename", id: answer.data.carts[0]!.id, typed: "", count: null, limit: null })
  })
})

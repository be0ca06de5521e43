/**
 * The compare page and the compare toggle without JavaScript (issue 27 part 1), over HTTP against
 * the production server on the demo catalogue: values as the product pages show them, differences
 * marked, "only differences", the front views at one scale, unknown slugs and more than four.
 */
import { describe, expect, it } from "vitest"
import { baseUrl, getPage as get } from "./env.ts"

/** The catalogue's first products, by their cards. */
let slugs: Promise<ReadonlyArray<string>> | undefined
const someSlugs = (): Promise<ReadonlyArray<string>> =>
  (slugs ??= (async () => {
    const html = await (await get("/en/product-catalog/?limit=48")).text()
    return [...new Set([...html.matchAll(/data-testid="product-card" data-slug="([^"]+)"/g)].map((m) => m[1]!))]
  })())

const comparePage = async (query: string, lang = "en"): Promise<string> => {
  const response = await get(`/${lang}/product-catalog/compare/${query}`)
  expect(response.status).toBe(200)
  return response.text()
}

const decode = (html: string) => html.replace(/<!-- -->/g, "").replace(/&amp;/g, "&").replace(/&#x27;/g, "'").replace(/&quot;/g, '"')

/** Each row of the comparison: its id, whether it is marked as differing, and its cells' text. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-testid="compare-row" data-row="([^"]+)" data-differs="(true|false)">([\s\S]*?)<\/tr>/g)].map((m) => ({
    id: m[1]!,
    differs: m[2] === "true",
    cells: [...m[3]!.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((c) => decode(c[1]!.replace(/<[^>]+>/g, "")).trim()),
  }))

const columnsOf = (html: string) => [...html.matchAll(/data-testid="compare-column" data-slug="([^"]+)"/g)].map((m) => m[1]!)

const query = (list: ReadonlyArray<string>, extra = "") => `?${list.map((s) => `p=${encodeURIComponent(s)}`).join("&")}${extra}`

const postToggle = (fields: Record<string, string>, cookie = "", origin = baseUrl()) =>
  fetch(`${baseUrl()}/api/compare`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, ...(cookie === "" ? {} : { cookie }) },
    body: new URLSearchParams(fields).toString(),
  })

describe("the compare page", () => {
  it("shows every specification value of each product as its product page does, the differences marked", { timeout: 60_000 }, async () => {
    const [a, b, c] = await someSlugs()
    const html = await comparePage(query([a!, b!, c!]))
    expect(columnsOf(html)).toEqual([a, b, c])
    const rows = rowsOf(html)
    expect(rows.map((r) => r.id)).toEqual(
      expect.arrayContaining(["dimensions", "protectionType", "material", "ralColour", "meterPositions", "netWeight", "ean", "tariffNumber", "countryOfOrigin", "ikCode", "listPrice"]),
    )
    for (const row of rows) {
      expect(row.cells, row.id).toHaveLength(3)
      expect(row.differs, row.id).toBe(new Set(row.cells).size > 1)
    }
    // The same values as the product pages' specification tables.
    for (const [i, slug] of [a!, b!, c!].entries()) {
      const page = decode(await (await get(`/en/product-catalog/${slug}/`)).text())
      const dims = rows.find((r) => r.id === "dimensions")!.cells[i]!
      expect(dims).toMatch(/^\d+ × \d+ × \d+ mm$/)
      expect(page).toContain(dims)
      expect(page).toContain(`data-testid="protection-type">${rows.find((r) => r.id === "protectionType")!.cells[i]}<`)
      expect(page).toContain(rows.find((r) => r.id === "ean")!.cells[i]!)
    }
    // Article numbers always differ: that row is marked.
    expect(rows.find((r) => r.id === "articleNumber")!.differs).toBe(true)
    expect(html).toContain('name="robots" content="noindex')
  })

  it("shows only the rows that differ with only=diff, and links back to all rows", async () => {
    const [a, b] = await someSlugs()
    const all = rowsOf(await comparePage(query([a!, b!])))
    const html = await comparePage(query([a!, b!], "&only=diff"))
    const only = rowsOf(html)
    expect(only.map((r) => r.id)).toEqual(all.filter((r) => r.differs).map((r) => r.id))
    expect(only.every((r) => r.differs)).toBe(true)
    expect(only.length).toBeLessThan(all.length)
    expect(decode(html)).toMatch(new RegExp(`href="/en/product-catalog/compare/\\?p=${a}&p=${b}"[^>]*data-testid="only-differences"`))
    expect(decode(await comparePage(query([a!, b!])))).toMatch(new RegExp(`href="/en/product-catalog/compare/\\?p=${a}&p=${b}&only=diff"[^>]*data-testid="only-differences"`))
  })

  it("draws the front views at one scale", async () => {
    const list = (await someSlugs()).slice(0, 4)
    const html = await comparePage(query(list))
    const sizes = [...html.matchAll(/data-testid="compare-drawing"><svg[^>]*width="(\d+)"/g)].map((m) => Number(m[1]))
    const dims = rowsOf(html).find((r) => r.id === "dimensions")!.cells.map((d) => d.match(/\d+/g)!.map(Number))
    expect(sizes).toHaveLength(4)
    // Size less the frame per millimetre of the larger side: one ratio for all (rounded to a pixel).
    const ratios = sizes.map((size, i) => (size - 16) / Math.max(dims[i]![0]!, dims[i]![1]!))
    for (const ratio of ratios) expect(Math.abs(ratio - ratios[0]!) * Math.max(...dims.flat())).toBeLessThan(1.5)
    expect(Math.max(...sizes)).toBe(180)
  })

  it("offers into the cart and the configurator per column", async () => {
    const list = (await someSlugs()).slice(0, 4)
    const html = await comparePage(query(list))
    expect([...html.matchAll(/data-testid="compare-add"/g)]).toHaveLength(4)
    expect([...html.matchAll(/data-testid="compare-configure"/g)]).toHaveLength(4)
    for (const slug of list) {
      const search = await (await fetch(`${baseUrl()}/en/product-catalog/${slug}/customize/`, { redirect: "manual" })).status
      expect(search).toBe(200)
    }
  })

  it("drops unknown slugs with a note, never a 500", async () => {
    const [a] = await someSlugs()
    const html = decode(await comparePage(query([a!, "no-such-enclosure", "x".repeat(120)])))
    expect(columnsOf(html)).toEqual([a])
    expect(html).toMatch(/data-testid="compare-note-unknown">These products do not exist \(any more\) and were left out: no-such-enclosure and x+</)
    const none = decode(await comparePage("?p=nothing-here", "de"))
    expect(columnsOf(none)).toEqual([])
    expect(none).toContain('data-testid="compare-empty"')
    expect(none).toContain("Dieses Produkt gibt es nicht (mehr); es wurde weggelassen: nothing-here")
    // A slug longer than the input allows is the 404 of a bad query, not a server error.
    expect((await get(`/en/product-catalog/compare/?p=${"y".repeat(300)}`)).status).toBeLessThan(500)
  })

  it("compares four and names the rest when the address has more", async () => {
    const list = (await someSlugs()).slice(0, 6)
    const html = decode(await comparePage(query(list)))
    expect(columnsOf(html)).toEqual(list.slice(0, 4))
    expect(html).toMatch(/data-testid="compare-note-over-limit">At most 4 products can be compared; not compared: [^<]+ and [^<]+</)
  })
})

describe("the compare toggle without JavaScript", () => {
  it("adds and removes through the cookie, the bar rendered by the server, a fifth refused on the compare page", async () => {
    const list = (await someSlugs()).slice(0, 5)
    let cookie = ""
    for (const slug of list.slice(0, 4)) {
      // What a browser sends: the shared form's fields and the pressed toggle's name and value.
      const response = await postToggle({ lang: "en", back: "/en/product-catalog/?material=steel", add: slug }, cookie)
      expect(response.status).toBe(303)
      expect(response.headers.get("location")).toBe("/en/product-catalog/?material=steel")
      cookie = response.headers.get("set-cookie")!.split(";")[0]!
    }
    expect(decodeURIComponent(cookie)).toBe(`compare=${list.slice(0, 4).join(",")}`)
    const page = await get("/en/product-catalog/", { cookie })
    // Personal: not for the page cache or a CDN.
    expect(page.headers.get("cache-control")).toBe("private, no-store")
    const html = decode(await page.text())
    expect(html).toContain('data-testid="compare-bar"')
    expect(html).toContain("4 of 4 products chosen to compare")
    expect(html).toContain(`href="/en/product-catalog/compare/${query(list.slice(0, 4))}"`)
    expect(html).toMatch(new RegExp(`aria-pressed="true" data-testid="compare-toggle" data-slug="${list[0]}"`))
    // Without the cookie: no bar.
    expect(await (await get("/en/product-catalog/")).text()).not.toContain('data-testid="compare-bar"')

    const refused = await postToggle({ lang: "en", op: "add", slug: list[4]!, back: "/en/" }, cookie)
    expect(refused.status).toBe(303)
    expect(refused.headers.get("set-cookie")).toBeNull()
    const at = refused.headers.get("location")!
    expect(at).toBe(`/en/product-catalog/compare/${query(list.slice(0, 4))}&refused=${list[4]}`)
    expect(decode(await (await get(at)).text())).toMatch(/data-testid="compare-note-refused">“[^”]+” was not added: at most 4 products can be compared\. Remove one first\.</)

    const removed = await postToggle({ lang: "en", back: "https://elsewhere.example/", remove: list[0]! }, cookie)
    expect(removed.headers.get("location")).toBe("/en/product-catalog/")
    expect(decodeURIComponent(removed.headers.get("set-cookie")!.split(";")[0]!)).toBe(`compare=${list.slice(1, 4).join(",")}`)
    const cleared = await postToggle({ lang: "de", op: "clear", back: "/de/" }, cookie)
    expect(cleared.headers.get("set-cookie")).toMatch(/^compare=; Max-Age=0/)
  })

  it("is offered on the product page and on each product of the search results, as a button of one form that works without JavaScript", async () => {
    const product = decode(await (await get("/de/product-catalog/ws-0612-40/")).text())
    // One form per page; each toggle names it and carries its change as name and value.
    const forms = [...product.matchAll(/<form id="compare-form"([^>]*)>(.*?)<\/form>/g)]
    expect(forms).toHaveLength(1)
    expect(forms[0]![1]).toMatch(/^(?=.* action="\/api\/compare")(?=.* method="post")(?=.* hidden="")/)
    const fields = Object.fromEntries([...forms[0]![2]!.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]))
    expect(fields).toEqual({ lang: "de", back: "/de/product-catalog/ws-0612-40/" })
    const button = /<button ([^>]*data-testid="compare-toggle"[^>]*)>.*?Vergleichen<span[^>]*>: Wandgehäuse/.exec(product)![1]!
    const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(` ${button}`)?.[1]
    expect([attribute("type"), attribute("form"), attribute("name"), attribute("value"), attribute("aria-pressed")]).toEqual(["submit", "compare-form", "add", "ws-0612-40", "false"])
    const pressed = await postToggle({ ...fields, [attribute("name")!]: attribute("value")! })
    expect(pressed.headers.get("location")).toBe("/de/product-catalog/ws-0612-40/")
    expect(decodeURIComponent(pressed.headers.get("set-cookie")!.split(";")[0]!)).toBe("compare=ws-0612-40")
    const search = decode(await (await get("/en/search/?q=ws%20600")).text())
    const hits = [...search.matchAll(/data-testid="search-hit"/g)].length
    expect(hits).toBeGreaterThan(1)
    expect([...search.matchAll(/data-testid="compare-toggle"/g)].length).toBe(hits)
  })

  it("refuses another site's form and a bad slug", async () => {
    const [a] = await someSlugs()
    expect((await postToggle({ lang: "en", op: "add", slug: a! }, "", "https://evil.example")).status).toBe(403)
    expect((await postToggle({ lang: "en", op: "add", slug: "../x" })).status).toBe(400)
    expect((await postToggle({ lang: "fr", op: "add", slug: a! })).status).toBe(400)
    expect((await fetch(`${baseUrl()}/api/compare`, { redirect: "manual" })).status).toBe(405)
  })
})

/**
 * The search (issue 25 part 1) without JavaScript: the results page rendered on the server for
 * article numbers, EANs, German words with and without umlauts or typos, sizes and protection
 * types; the header's search form on every page; the suggestions API. Against the production
 * server on the demo catalogue.
 */
import { describe, expect, it } from "vitest"
import { baseUrl, getPage } from "./env.ts"

interface Hit {
  readonly key: string
  readonly kind: string
  readonly text: string
}

const plain = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")

/** The results page's hits in order: key, how each was found, and its text. */
const search = async (lang: "de" | "en", q: string): Promise<{ readonly html: string; readonly hits: ReadonlyArray<Hit> }> => {
  const response = await getPage(`/${lang}/search/?q=${encodeURIComponent(q)}`)
  expect(response.status, q.slice(0, 40)).toBe(200)
  const html = await response.text()
  const hits = [...html.matchAll(/<li[^>]*data-testid="search-hit"[^>]*data-key="([^"]+)"[^>]*>([\s\S]*?)<\/li>(?=<li[^>]*data-testid="search-hit"|<\/ul>)/g)].map((m) => ({
    key: m[1]!,
    kind: /data-testid="match" data-kind="([a-z]+)"/.exec(m[2]!)?.[1] ?? "",
    text: plain(m[2]!),
  }))
  return { html, hits }
}

describe("search results page without JavaScript", () => {
  it("finds an article by its article number, supplier article number, EAN or key, written any way, and names it as the article asked for", async () => {
    for (const [q, field] of [
      ["WS 600.1200.400", "Art.-Nr."],
      ["ws6001200400", "Art.-Nr."],
      ["ws-600-1200-400", "Art.-Nr."],
      ["3013579246", "Lieferantenartikelnummer"],
      ["9045120047116", "EAN"],
      ["ws 0612 40", "Katalogschlüssel"],
    ] as const) {
      const { html, hits } = await search("de", q)
      expect(hits[0], q).toMatchObject({ key: "WS-0612-40", kind: "exact" })
      expect(hits[0]!.text, q).toContain("Genau dieser Artikel")
      expect(hits.filter((h) => h.kind === "exact"), q).toHaveLength(1)
      // Price, size and protection type on the hit; the amount field has the focus for Enter.
      expect(hits[0]!.text).toMatch(/€ [\d.]+,\d\d/)
      expect(hits[0]!.text).toContain("600 × 1200 × 400 mm")
      expect(hits[0]!.text).toContain("IP66")
      expect(html).toMatch(/<input[^>]*autofocus[^>]*data-testid="search-amount"|<input[^>]*data-testid="search-amount"[^>]*autofocus/)
      if (field !== "Art.-Nr.") expect(hits[0]!.text).toContain(field)
    }
  })

  it("lists article numbers that start with the query as such, never as the article asked for", async () => {
    const { hits, html } = await search("de", "WS-06")
    expect(hits.length).toBeGreaterThan(2)
    expect(hits.every((h) => h.kind === "prefix")).toBe(true)
    expect(html).not.toContain("autofocus")
  })

  it("finds meter cabinets by the buyer's word, with or without umlauts, misspelt, and marks a similar spelling as such", async () => {
    for (const q of ["Zählerschrank", "zaehlerschrank", "zahlerschrank"]) {
      const { hits } = await search("de", q)
      expect(hits.length, q).toBeGreaterThan(5)
      expect(hits[0]!.text, q).toContain("Zählerverteiler")
      expect(hits.some((h) => h.kind === "exact"), q).toBe(false)
    }
    const typo = await search("de", "Wandgehuse")
    expect(typo.hits.length).toBeGreaterThan(0)
    expect(typo.hits.every((h) => h.kind === "similar")).toBe(true)
    expect(typo.hits[0]!.text).toContain("nicht genau Ihre Eingabe")
  })

  it("reads a size as the buyer writes it, nearest first, and a protection type", async () => {
    const size = await search("de", "600x1200x400")
    expect(size.hits[0]).toMatchObject({ key: "WS-0612-40", kind: "size" })
    expect(plain(size.html)).toContain("Gelesen als: Maß 600 × 1200 × 400 mm")
    const ip = await search("en", "IP66")
    expect(ip.hits.length).toBeGreaterThan(3)
    expect(ip.hits.every((h) => h.text.includes("Protection type IP66"))).toBe(true)
  })

  it("finds accessories by their number and says which products they fit, with links", async () => {
    const { hits, html } = await search("en", "5013579246")
    expect(hits[0]).toMatchObject({ key: "ACC-LK-7035-S", kind: "exact" })
    expect(hits[0]!.text).toContain("Fits:")
    expect(html).toMatch(/href="\/en\/product-catalog\/[a-z0-9-]+\/customize\/"/)
  })

  it("answers nonsense, an empty, a huge or a repeated query with a page, never an error", async () => {
    const none = await search("en", "qqqqxxxxzzzz")
    expect(none.hits).toEqual([])
    expect(plain(none.html)).toContain("Nothing was found for “qqqqxxxxzzzz”")
    expect(none.html).toContain('href="/en/quick-order/"')
    const empty = await search("de", "")
    expect(plain(empty.html)).toContain("Suchen Sie nach Artikelnummer")
    const huge = await search("en", "wandgehäuse ".repeat(60))
    expect(plain(huge.html)).toContain("The search was cut after 200 characters.")
    for (const path of ["/en/search/?q=a&q=b", "/en/search/?q[x]=1", "/en/search/?q=%E0%A4%A", "/en/search/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E"]) {
      // A repeated or malformed `q` may first redirect to the clean address.
      const response = await fetch(`${baseUrl()}${path}`, { headers: { accept: "text/html" } })
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).not.toContain("<script>alert(1)")
    }
  })

  it("is not for search engines", async () => {
    const { html } = await search("en", "IP66")
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })

  it("every page has the header's search form, labelled, that works as a plain GET form", async () => {
    for (const [path, lang, label] of [
      ["/de/", "de", "Suche"],
      ["/en/product-catalog/", "en", "Search"],
      ["/en/contact/", "en", "Search"],
    ] as const) {
      const html = await (await getPage(path)).text()
      const form = /<form role="search"[^>]*action="([^"]+)"[^>]*method="get"[^>]*>([\s\S]*?)<\/form>/.exec(html)
      expect(form?.[1], path).toBe(`/${lang}/search/`)
      expect(form?.[2]).toMatch(/role="combobox"/)
      expect(form?.[2]).toMatch(/name="q"/)
      const id = /<input[^>]*id="([^"]+)"[^>]*role="combobox"/.exec(form![2]!)?.[1]
      expect(form?.[2]).toContain(`for="${id}"`)
      expect(plain(form![2]!)).toContain(label)
      // Quick order is linked from the header too.
      expect(html, path).toContain(`href="/${lang}/quick-order/"`)
    }
  })
})

describe("GET /api/search (the header's suggestions)", () => {
  const api = (query: string) => fetch(`${baseUrl()}/api/search?${query}`)

  it("answers suggestions as JSON, an exact article number first with its link", async () => {
    const response = await api("lang=en&q=ws%20600%201200%20400")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toContain("application/json")
    const body = (await response.json()) as { total: number; suggestions: Array<{ key: string; href: string; match: string }> }
    expect(body.suggestions[0]).toMatchObject({ key: "WS-0612-40", href: "/en/product-catalog/ws-0612-40/", match: "exact" })
  })

  it("refuses an unknown language and answers a missing query with nothing", async () => {
    expect((await api("lang=fr&q=ws")).status).toBe(400)
    expect((await api("q=ws")).status).toBe(400)
    const empty = (await (await api("lang=de")).json()) as { suggestions: unknown[] }
    expect(empty.suggestions).toEqual([])
  })
})

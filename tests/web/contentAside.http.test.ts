/**
 * The content pages' right column in the server-rendered HTML (no JavaScript): an `<aside>` with its
 * label holding the table of contents, the contact person, the linked downloads and the linked
 * products as product cards where the page has them; none where it has none (issue 27 part 5).
 * Where it stands (beside the body from 1200 px, below it on a phone) is tested in Chromium:
 * contentAside.browser.test.ts.
 */
import { describe, expect, it } from "vitest"
import { getPage } from "./env.ts"

const html = async (path: string): Promise<string> => {
  const response = await getPage(path)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The page's aside (there is at most one: the header and footer hold none), or null. */
const asideOf = (page: string): string | null => /<aside\b[\s\S]*?<\/aside>/.exec(page)?.[0] ?? null

const textOf = (fragment: string): string =>
  fragment
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim()

/** A part of the aside by its `data-part`. */
const part = (aside: string, name: string): string | null => new RegExp(`<section[^>]*data-part="${name}"[\\s\\S]*?</section>`).exec(aside)?.[0] ?? null

/** The entries of a table of contents (`data-place` top or aside). */
const tocEntries = (page: string, place: "top" | "aside"): Array<string> => {
  const nav = new RegExp(`<nav[^>]*data-testid="toc"[^>]*data-place="${place}"[^>]*>[\\s\\S]*?</nav>`).exec(page)?.[0] ?? ""
  return [...nav.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]!)
}

describe("the content pages' right column without JavaScript", () => {
  for (const [lang, path, label, contact, certificate] of [
    ["de", "/de/unternehmen/qualitaet/", "Mehr zu dieser Seite", "Ihr Ansprechpartner", "Zertifikat ISO 9001:2015"],
    ["en", "/en/company/quality/", "More on this page", "Your contact", "Certificate ISO 9001:2015"],
  ] as const) {
    it(`a page with a table of contents has the labelled aside with the contents, its contact person and its downloads (${lang})`, async () => {
      const page = await html(path)
      const aside = asideOf(page)
      expect(aside).not.toBeNull()
      expect(aside).toMatch(new RegExp(`^<aside[^>]*aria-label="${label}"`))
      // The same contents in the column and above the body (CSS shows one of them).
      const entries = tocEntries(aside!, "aside")
      expect(entries.length).toBeGreaterThanOrEqual(3)
      expect(tocEntries(page, "top")).toEqual(entries)
      for (const id of entries) expect(page, id).toContain(`id="${id}"`)
      // The aside comes after the body: a phone reads it after the text.
      expect(page.indexOf("<aside")).toBeGreaterThan(page.indexOf(`id="${entries.at(-1)}"`))
      const person = part(aside!, "contact")
      expect(textOf(person ?? "")).toContain(contact)
      expect(textOf(person ?? "")).toContain("Sabine Leitner")
      expect(person).toContain('href="tel:+43724212345310"')
      expect(person).toContain('href="mailto:technik@example-enclosures.at"')
      const downloads = part(aside!, "downloads")
      expect([...(downloads ?? "").matchAll(/<a[^>]*href="([^"]+)"[^>]*target="_blank"/g)].map((m) => m[1])).toEqual([
        "/content/assets/downloads/zertifikat-iso-9001.pdf",
        "/content/assets/downloads/zertifikat-iso-14001.pdf",
      ])
      expect(textOf(downloads ?? "")).toContain(`${certificate}`)
      expect(textOf(downloads ?? "")).toContain("PDF")
      expect(part(aside!, "products")).toBeNull()
    })
  }

  it("a news post linking a product shows it as a product card with its article number in both languages", async () => {
    for (const [path, articleLabel] of [
      ["/de/aktuelles/neue-pulverbeschichtung-wels/", "Art.-Nr."],
      ["/en/news/new-powder-coating-line-wels/", "Art. no."],
    ] as const) {
      const aside = asideOf(await html(path))
      const products = part(aside ?? "", "products")
      expect(products, path).not.toBeNull()
      expect(products).toMatch(/<article[^>]*data-testid="product-card"[^>]*data-slug="ws-0612-40"/)
      expect(products).toContain(`href="/${path.slice(1, 3)}/product-catalog/ws-0612-40/"`)
      expect(textOf(products!)).toContain(`${articleLabel} WS 600.1200.400`)
      expect(products).toMatch(/<img[^>]*src="\/files\/assets\/picture\/ws-0612-40\.svg\?/)
    }
  })

  it("a page with none of them has no aside and no table of contents: its body keeps the full width", async () => {
    for (const path of ["/de/unternehmen/geschichte/", "/en/company/history/", "/en/careers/"]) {
      const page = await html(path)
      expect(asideOf(page), path).toBeNull()
      expect(page, path).not.toContain('data-testid="toc"')
    }
  })

  it("a download group lists no downloads beside its list; a reference no products beside its cards", async () => {
    const group = asideOf(await html("/en/downloads/"))
    expect(group === null || part(group, "downloads") === null).toBe(true)
    const reference = asideOf(await html("/de/referenzen/windpark-parndorf/"))
    expect(reference).not.toBeNull()
    expect(part(reference!, "contact")).toContain("Claudia Novak")
    expect(part(reference!, "products")).toBeNull()
  })
})

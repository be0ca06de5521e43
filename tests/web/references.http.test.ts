/**
 * Reference pages show the products used as the catalogue's product cards, server-rendered (no
 * JavaScript needed): picture, name, size and article number as the catalogue has them, in the
 * page's language, linking to the product page (issue 27 part 5; issue 28: the link texts showed a
 * slug such as "fsa 0816 30"). A link to a catalogue filter stays a link with the editor's title.
 */
import { describe, expect, it } from "vitest"
import { baseUrl, getPage } from "./env.ts"

/** An element's HTML from its opening tag (found by `marker`) to its closing tag; these elements hold none of their own kind. */
const element = (html: string, tag: string, marker: string): string | null => {
  const at = html.indexOf(marker)
  if (at < 0) return null
  const start = html.lastIndexOf(`<${tag}`, at)
  const end = html.indexOf(`</${tag}>`, at)
  return start < 0 || end < 0 ? null : html.slice(start, end + tag.length + 3)
}

/** The text a reader sees (tags and React's text separators dropped, entities of this page decoded). */
const textOf = (html: string): string =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim()

interface Card {
  readonly slug: string
  readonly href: string
  readonly heading: string
  readonly picture: string
  readonly text: string
}

const cardsOf = (html: string): Array<Card> =>
  [...html.matchAll(/<article[^>]*data-testid="product-card"[^>]*data-slug="([^"]+)"[^>]*>([\s\S]*?)<\/article>/g)].map((m) => ({
    slug: m[1]!,
    href: /<h3[^>]*><a[^>]*href="([^"]+)"/.exec(m[2]!)?.[1] ?? "",
    heading: textOf(/<h3[^>]*>([\s\S]*?)<\/h3>/.exec(m[2]!)?.[1] ?? ""),
    picture: /<img[^>]*src="([^"]+)"/.exec(m[2]!)?.[1] ?? "",
    text: textOf(m[2]!),
  }))

/** Every reference page of both languages, from the sitemap. */
const referencePaths = async (): Promise<Array<string>> => {
  const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).filter((path) => /^\/(de\/referenzen|en\/references)\/[^/]+\/$/.test(path))
}

describe("reference pages without JavaScript", () => {
  for (const [lang, path, name, filter] of [
    ["de", "/de/referenzen/windpark-parndorf/", "Freiluftschrank Aluminium", "Zählerverteiler Burgenland"],
    ["en", "/en/references/wind-farm-parndorf/", "Outdoor", "Meter cabinets Burgenland"],
  ] as const) {
    it(`show the products used as product cards with picture, name, size and article number (${lang})`, async () => {
      const response = await getPage(path)
      expect(response.status).toBe(200)
      const section = element(await response.text(), "section", 'data-testid="products-used"')
      expect(section, "the products-used section").not.toBeNull()
      const cards = cardsOf(section!)
      expect(cards.map((card) => card.slug)).toEqual(["fsa-0816-30"])
      const [card] = cards
      expect(card!.href).toBe(`/${lang}/product-catalog/fsa-0816-30/`)
      expect(card!.heading).toContain(name)
      expect(card!.picture).toMatch(/^\/files\/assets\/picture\/fsa-0816-30\.svg\?/)
      expect(card!.text).toContain("FSA 800.1600.300")
      expect(card!.text).toContain("800 × 1600 × 300 mm")
      expect(card!.text).toContain(lang === "de" ? "Art.-Nr. FSA 800.1600.300" : "Art. no. FSA 800.1600.300")
      // The catalogue filter of the same field stays a link, named as the editor named it.
      expect(section).toMatch(new RegExp(`<a[^>]*href="/${lang}/product-catalog/\\?family=meter-cabinet&amp;area=burgenland"[^>]*>${filter}</a>`))
    })
  }

  it("every reference's product links are cards named by the catalogue, never by a slug", async () => {
    const paths = await referencePaths()
    expect(paths.length).toBe(12)
    for (const path of paths) {
      const lang = path.slice(1, 3)
      const section = element(await (await getPage(path)).text(), "section", 'data-testid="products-used"')
      expect(section, path).not.toBeNull()
      const cards = cardsOf(section!)
      expect(cards.length, path).toBeGreaterThan(0)
      // Every product page link of the section is a card's.
      const productLinks = [...section!.matchAll(/href="(\/(?:de|en)\/product-catalog\/[a-z0-9-]+\/)"/g)].map((m) => m[1])
      expect(productLinks.sort(), path).toEqual(cards.map((card) => card.href).sort())
      for (const card of cards) {
        expect(card.href, path).toBe(`/${lang}/product-catalog/${card.slug}/`)
        expect(card.heading, path).not.toMatch(/^[a-z]{2,4}( [a-z0-9]+)+$/)
        expect(card.heading.length, path).toBeGreaterThan(5)
        expect(card.text, path).toMatch(lang === "de" ? /Art\.-Nr\. [A-Z]{2}/ : /Art\. no\. [A-Z]{2}/)
        expect(card.text, path).toMatch(/\d+ × \d+ × \d+ mm/)
      }
    }
  })
})

/**
 * Reference pages name the products used as the catalogue names them, with their article numbers,
 * in both languages (issue 28: the link texts showed a slug such as "fsa 0816 30").
 */
import { describe, expect, it } from "vitest"
import { getPage } from "./env.ts"

const productLinks = (html: string): ReadonlyArray<string> =>
  [...html.matchAll(/<li><a[^>]*href="\/(?:de|en)\/product-catalog\/[a-z0-9-]+\/"[^>]*>([^<]+)<\/a>([^<]*<span[^>]*>[^<]*<!-- -->[^<]*<\/span>|[^<]*<span[^>]*>.*?<\/span>)?/g)].map((m) =>
    `${m[1]} ${(m[2] ?? "").replace(/<[^>]+>/g, "")}`.replace(/\s+/g, " ").trim(),
  )

describe("reference pages", () => {
  for (const [lang, path, name, article] of [
    ["de", "/de/referenzen/windpark-parndorf/", "Freiluftschrank", "FSA 800.1600.300"],
    ["en", "/en/references/wind-farm-parndorf/", "Outdoor", "FSA 800.1600.300"],
  ] as const) {
    it(`list the products used by name and article number (${lang})`, async () => {
      const response = await getPage(path)
      expect(response.status).toBe(200)
      const links = productLinks(await response.text())
      expect(links.length).toBeGreaterThan(0)
      expect(links.some((text) => text.includes(name) && text.includes(article)), links.join(" | ")).toBe(true)
      expect(links.every((text) => !/^[a-z]{2,4} \d{4} \d{2}/.test(text)), links.join(" | ")).toBe(true)
    })
  }
})

/**
 * The comparison as a PDF (issue 27 part 3): GET /api/pdf/compare renders the compare page's rows
 * and the products' pictures in the page's language; the query is checked and its products looked
 * up in the catalogue (a bad one is a 400 that says why); the compare page links to it.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { getPage, getPdf } from "./env.ts"

const pdfText = (bytes: ArrayBuffer): string => {
  const file = join(mkdtempSync(join(tmpdir(), "shop-compare-pdf-")), "compare.pdf")
  writeFileSync(file, Buffer.from(bytes))
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
}
const pdfImages = (bytes: ArrayBuffer): number => {
  const file = join(mkdtempSync(join(tmpdir(), "shop-compare-pdf-")), "compare.pdf")
  writeFileSync(file, Buffer.from(bytes))
  return execFileSync("pdfimages", ["-list", file], { encoding: "utf8" }).split("\n").slice(2).filter((l) => l.trim() !== "").length
}

describe("the comparison PDF", () => {
  it("shows the products' article numbers and every row's label in German and in English", { timeout: 60_000 }, async () => {
    for (const [lang, labels, marked] of [
      ["de", ["Produktvergleich", "Artikelnummer", "Abmessungen", "Schutzart", "Material", "RAL-Farbe", "EAN", "Listenpreis"], "(unterschiedlich)"],
      ["en", ["Product comparison", "Article number", "Dimensions", "Protection", "Material", "RAL colour", "EAN", "List price"], "(differs)"],
    ] as const) {
      const response = await getPdf(`/api/pdf/compare?lang=${lang}&p=ws-0612-40&p=we-0406-15`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[\w-]+\.pdf"$/)
      const bytes = await response.arrayBuffer()
      const text = pdfText(bytes)
      for (const number of ["WS 600.1200.400", "WE 400.600.150"]) expect(text).toContain(number)
      for (const label of labels) expect(text).toContain(label)
      expect(text).toContain(marked)
      // The pictures are drawn as vectors, not embedded as images.
      expect(pdfImages(bytes)).toBe(0)
    }
  })

  it("with only=diff leaves out the rows that are the same", { timeout: 60_000 }, async () => {
    const all = pdfText(await (await getPdf("/api/pdf/compare?lang=en&p=ws-0612-40&p=ws-0408-30")).arrayBuffer())
    const only = pdfText(await (await getPdf("/api/pdf/compare?lang=en&p=ws-0612-40&p=ws-0408-30&only=diff")).arrayBuffer())
    expect(all).toContain("Country of origin")
    expect(only).not.toContain("Country of origin")
    expect(only).toContain("Dimensions")
  })

  it.each([
    ["no product", "/api/pdf/compare?lang=de", /keinen gültigen Vergleich/],
    ["five products", `/api/pdf/compare?lang=en&${["a", "b", "c", "d", "e"].map((s) => `p=ws-0612-40${s}`).join("&")}`, /one to 4 products/],
    ["an address that is no product's", "/api/pdf/compare?lang=en&p=..%2Fetc&p=ws-0612-40", /no valid comparison/],
    ["no language", "/api/pdf/compare?p=ws-0612-40", /no valid comparison/],
    ["an unknown product", "/api/pdf/compare?lang=de&p=ws-0612-40&p=no-such-product", /Diese Produkte gibt es im Katalog nicht: no-such-product\./],
    ["an unknown product (English)", "/api/pdf/compare?lang=en&p=nothing-here", /The catalogue has no such products: nothing-here\./],
  ])("refuses %s with a 400 that says why", async (_, path, message) => {
    const response = await getPage(path)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { error: string }).error).toMatch(message)
  })

  it("the compare page links to it with the same products, rows and language", async () => {
    const html = await (await getPage("/de/product-catalog/compare/?p=ws-0612-40&p=we-0406-15&only=diff")).text()
    const link = /<a [^>]*href="(\/api\/pdf\/compare\?[^"]*)"[^>]*data-testid="compare-pdf"[^>]*>([^<]*)<\/a>/.exec(html)
    expect(link).not.toBeNull()
    expect(link![1]!.replaceAll("&amp;", "&")).toBe("/api/pdf/compare?lang=de&p=ws-0612-40&p=we-0406-15&only=diff")
    expect(link![2]).toBe("PDF")
    expect(link![0]).toContain('aria-label="Diesen Vergleich als PDF herunterladen"')
  })
})

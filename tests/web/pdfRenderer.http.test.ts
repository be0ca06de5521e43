/**
 * The spec's PDF pages (§2 route table): /{lang}/pdf-renderer/cart/?encodedCart=… and
 * /{lang}/pdf-renderer/artikel-datenblatt/?productId=…, shown inline in the browser in the
 * page's language; bad input answers 400 with a message, as the /api/pdf endpoints do.
 */
import { execFileSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { Jar, signUpAndConfirm, uniqueEmail } from "./accounts.ts"
import { getPage, getPdf } from "./env.ts"

const hasPdftotext = (() => {
  try {
    execFileSync("sh", ["-c", "command -v pdftotext"], { stdio: "ignore" })
    return true
  } catch {
    return false
  }
})()

/** The PDF's text (empty when pdftotext is missing: then only the bytes are checked). */
const pdfText = async (response: Response): Promise<string> => {
  const bytes = Buffer.from(await response.arrayBuffer())
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-")
  if (!hasPdftotext) return ""
  const file = join(mkdtempSync(join(tmpdir(), "pdf-renderer-")), "page.pdf")
  writeFileSync(file, bytes)
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" })
}

/** A refusal: a sentence in the page's language, for the person who opened the link. */
const error = async (response: Response): Promise<string> => {
  expect(response.status).toBe(400)
  expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8")
  return response.text()
}

const share = encodeURIComponent("cart[0][productId]=WS-0612-40&cart[0][amount]=2&projectId=AW-2")

describe("/{lang}/pdf-renderer/cart/", () => {
  it("shows the cart PDF inline in each language", async () => {
    for (const [lang, name, subtotal] of [["de", "Wandgehäuse Stahlblech, IP66", "€ 1.054,74"], ["en", "Wall-mounted enclosure, sheet steel, IP66", "€1,054.74"]] as const) {
      const response = await getPdf(`/${lang}/pdf-renderer/cart/?encodedCart=${share}`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(response.headers.get("content-disposition")).toMatch(/^inline; filename="Anfrage-\d{8}T\d{6}Z\.pdf"$/)
      const text = await pdfText(response)
      if (hasPdftotext) {
        expect(text).toContain(name)
        expect(text).toContain(subtotal)
        expect(text).toContain("AW-2")
      }
    }
  })

  it("refuses bad input in the page's language, and gets its trailing slash", async () => {
    expect(await error(await getPage("/de/pdf-renderer/cart/?encodedCart=garbage"))).toBe(
      "Dieser Warenkorb-Link enthält keinen Artikel, den der Katalog kennt. Bitte erstellen Sie das PDF im Warenkorb des Shops neu.",
    )
    expect(await error(await getPage("/en/pdf-renderer/cart/"))).toBe("This cart link holds no article the catalogue knows. Please create the PDF again from the shop's cart.")
    // A line the catalogue no longer has: the same refusal, not an empty quote.
    expect(await error(await getPdf(`/en/pdf-renderer/cart/?encodedCart=${encodeURIComponent("cart[0][productId]=GONE-0000&cart[0][amount]=1")}`))).toContain("no article the catalogue knows")
    const redirect = await getPage(`/de/pdf-renderer/cart?encodedCart=${share}`)
    expect(redirect.status).toBe(301)
    expect(redirect.headers.get("location")).toBe(`/de/pdf-renderer/cart/?encodedCart=${share}`)
  })
})

describe("the cart PDF's sender line (spec §9)", () => {
  it("is the logged-in customer's profile and e-mail, in the PDF's language; a guest's shows none of it", async () => {
    const jar = new Jar()
    // No hyphen: the narrow sender column may wrap the line, and pdfmake breaks words only at blanks and hyphens.
    const email = uniqueEmail("pdfsender")
    await signUpAndConfirm(email, "127.0.5.1", jar, {
      company: "Schaltbau Gruber KG",
      vat: "DE123456789",
      street: "Lindenstraße 7",
      zip: "80331",
      city: "München",
      country: "DE",
    })
    // The share string's company is the guest's own entry: a logged-in customer's sender never comes from the request.
    const withCompany = encodeURIComponent("cart[0][productId]=WS-0612-40&cart[0][amount]=2&company=Fremdfirma%20GmbH")
    const customer = { cookie: jar.header() }
    for (const [path, country] of [
      [`/de/pdf-renderer/cart/?encodedCart=${withCompany}`, "Deutschland"],
      [`/api/pdf/generate-cart?lang=en&encodedCart=${withCompany}`, "Germany"],
    ] as const) {
      const response = await getPdf(path, customer)
      expect(response.status).toBe(200)
      const text = await pdfText(response)
      if (hasPdftotext) {
        for (const part of ["Schaltbau Gruber KG", "Lindenstraße 7", "80331 München", country, email]) expect(text).toContain(part)
        expect(text).not.toContain("Fremdfirma")
      }
      // Personal data: no shared cache may keep it.
      expect(response.headers.get("cache-control")).toBe("private, no-store")
    }

    const guest = await pdfText(await getPdf(`/de/pdf-renderer/cart/?encodedCart=${withCompany}`))
    if (hasPdftotext) {
      expect(guest).toContain("Fremdfirma GmbH")
      for (const part of ["Schaltbau Gruber KG", "Lindenstraße 7", "80331 München", "Deutschland", email]) expect(guest).not.toContain(part)
    }
  })
})

describe("/{lang}/pdf-renderer/artikel-datenblatt/", () => {
  it("shows an article's datasheet inline in each language", async () => {
    for (const [lang, heading] of [["de", "Technische Daten"], ["en", "Technical data"]] as const) {
      const response = await getPdf(`/${lang}/pdf-renderer/artikel-datenblatt/?productId=WS-0612-40`)
      expect(response.status).toBe(200)
      expect(response.headers.get("content-type")).toBe("application/pdf")
      expect(response.headers.get("content-disposition")).toBe('inline; filename="ws-600-1200-400_Datenblatt.pdf"')
      const text = await pdfText(response)
      if (hasPdftotext) expect(text).toContain(heading)
    }
  })

  it("answers a missing or unknown product with 400 and a sentence in the page's language", async () => {
    expect(await error(await getPage("/de/pdf-renderer/artikel-datenblatt/"))).toBe("Dieser Link nennt keinen Artikel.")
    expect(await error(await getPage("/en/pdf-renderer/artikel-datenblatt/?productId=NO-SUCH-THING"))).toBe('The catalogue has no article "NO-SUCH-THING".')
  })
})

/**
 * `shop-cli export-cart --format ids|oci`: the hand-back to a craftsman's software or a buyer's
 * SAP as a file, run through the installed binary against the demo catalogue. The XML is read with
 * an XML parser; every line is checked against the catalogue's own files.
 */
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { XMLParser } from "fast-xml-parser"
import { describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")

const cli = (args: ReadonlyArray<string>): Promise<{ readonly code: number; readonly stdout: string; readonly stderr: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C" }, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
  })

interface Item {
  readonly listPrice: number
  readonly priceOnRequest?: boolean
  readonly supplierArticleNumber: string
  readonly name: { readonly de: string; readonly en: string }
  readonly accessories?: ReadonlyArray<string>
  readonly specification?: { readonly ean: string; readonly articleNumber: string }
}
const items = new Map<string, Item>()
const project = JSON.parse(readFileSync(join(root, "data/catalogue/project.json"), "utf8")) as { resources: Array<{ file: string }> }
for (const resource of project.resources) {
  const file = JSON.parse(readFileSync(join(root, "data/catalogue", resource.file), "utf8")) as { items: Record<string, Item> }
  for (const [key, item] of Object.entries(file.items)) items.set(key, item)
}
const euro = (item: Item) => (Math.round(item.listPrice * 100) / 100).toFixed(2)

// A cabinet with an accessory (two of them: the whole amount to order), and a second product.
const product = "WS-0612-40"
const [a1] = items.get(product)!.accessories!.filter((key) => items.get(key)!.listPrice > 0)
const share = `cart[0][productId]=${product}&cart[0][amount]=2&cart[0][accessories][0][id]=${a1}&cart[0][accessories][0][amount]=1&cart[1][productId]=WS-0408-30&cart[1][amount]=3&projectId=AW%3C2%3E`
const expected = [
  { key: product, amount: 2 },
  { key: a1!, amount: 2 },
  { key: "WS-0408-30", amount: 3 },
]

describe("shop-cli export-cart --format ids", () => {
  it("writes the IDS-Connect 2.5 Warenkorb: every line with the catalogue's article number, amount, text and list price", async () => {
    const run = await cli(["export-cart", share, "--format", "ids", "--lang", "de"])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    const doc = new XMLParser({ parseTagValue: false, isArray: (name) => name === "OrderItem", ignoreAttributes: false, attributeNamePrefix: "@" }).parse(run.stdout) as {
      Warenkorb: { "@xmlns": string; WarenkorbInfo: Record<string, string>; Order: { OrderInfo: Record<string, string>; OrderItem: Array<Record<string, string>> } }
    }
    expect(doc.Warenkorb["@xmlns"]).toBe("http://www.itek.de/Shop-Anbindung/Warenkorb/")
    expect(doc.Warenkorb.WarenkorbInfo).toMatchObject({ RueckgabeKZ: "Warenkorbrückgabe", Version: "2.5" })
    // The project number, escaped in the file and read back as typed.
    expect(run.stdout).toContain("<Kommission>AW&lt;2&gt;</Kommission>")
    expect(doc.Warenkorb.Order.OrderInfo).toEqual({ ModeOfShipment: "Lieferung", Cur: "EUR", Kommission: "AW<2>" })
    const lines = doc.Warenkorb.Order.OrderItem
    expect(lines.map((l) => [l["ArtNo"], l["Qty"], l["QU"], l["OfferPrice"], l["Kurztext"]])).toEqual(
      expected.map(({ key, amount }) => [items.get(key)!.supplierArticleNumber, `${amount}.00`, "PCE", euro(items.get(key)!), items.get(key)!.name.de]),
    )
    expect(lines[1]!["Langtext"]).toContain(`Zubehör zu Position 1 (${items.get(product)!.supplierArticleNumber})`)
  })

  it("writes the file into a folder with the .xml name", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-cli-ids-"))
    const run = await cli(["export-cart", share, "--format", "ids", "-o", dir])
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/Written: .*Anfrage-.*\.xml/)
  })
})

/** The hidden fields of the page, their values unescaped (the browser test posts such a file to a stand-in SAP). */
const hiddenFields = (html: string): Array<[string, string]> => {
  const unescape = (text: string) => text.replace(/&(quot|apos|lt|gt|amp);/g, (_, name: string) => ({ quot: '"', apos: "'", lt: "<", gt: ">", amp: "&" })[name]!)
  return [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)"\/?>/g)].map((m) => [unescape(m[1]!), unescape(m[2]!)])
}

describe("shop-cli export-cart --format oci", () => {
  it("with --hook-url: a page whose form posts the NEW_ITEM fields to the hook URL, its query split into fields", async () => {
    const run = await cli(["export-cart", share, "--format", "oci", "--lang", "en", "--hook-url", "https://srm.example.com/sap/bc/gui/sap/its/bbpsc02/?sap-client=100"])
    expect(run.code).toBe(0)
    expect(run.stdout.startsWith("<!DOCTYPE html>")).toBe(true)
    expect(run.stdout).toContain('<form id="handback" method="post" action="https://srm.example.com/sap/bc/gui/sap/its/bbpsc02/" target="_top" accept-charset="UTF-8">')
    const fields = new Map(hiddenFields(run.stdout))
    expect(fields.get("sap-client")).toBe("100")
    expect(fields.get("~OkCode")).toBe("ADDI")
    expect(fields.get("~CALLER")).toBe("CTLG")
    expected.forEach(({ key, amount }, i) => {
      const n = i + 1
      const item = items.get(key)!
      expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(item.supplierArticleNumber)
      expect(fields.get(`NEW_ITEM-QUANTITY[${n}]`)).toBe(String(amount))
      expect(fields.get(`NEW_ITEM-PRICE[${n}]`)).toBe(euro(item))
      expect(fields.get(`NEW_ITEM-PRICEUNIT[${n}]`)).toBe("1")
      expect(fields.get(`NEW_ITEM-UNIT[${n}]`)).toBe("PCE")
      expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe("EUR")
      expect(fields.get(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`)).toBe(key)
      expect(fields.get(`NEW_ITEM-DESCRIPTION[${n}]`)).toBe([...item.name.en].slice(0, 40).join(""))
      expect(fields.get(`NEW_ITEM-LONGTEXT_${n}:132[]`)).toContain(item.name.en)
    })
    expect(fields.has("NEW_ITEM-VENDORMAT[4]")).toBe(false)
  })

  it("without --hook-url: the fields listed as a table, no form", async () => {
    const run = await cli(["export-cart", share, "--format", "oci", "--lang", "de"])
    expect(run.code).toBe(0)
    expect(run.stdout).not.toContain("<form")
    expect(run.stdout).toContain("<td>NEW_ITEM-VENDORMAT[1]</td>")
    expect(run.stdout).toContain("Rücksprungadresse")
  })

  it("refuses a hook URL that is not http(s), and --hook-url with another format, with exit code 2", async () => {
    const bad = await cli(["export-cart", share, "--format", "oci", "--hook-url", "javascript:alert(1)"])
    expect(bad.code).toBe(2)
    expect(bad.stdout).toBe("")
    expect(bad.stderr).toContain("not an http(s) address")
    const other = await cli(["export-cart", share, "--format", "csv", "--hook-url", "https://srm.example.com/"])
    expect(other.code).toBe(2)
    expect(other.stderr).toContain("--format oci only")
  })
})

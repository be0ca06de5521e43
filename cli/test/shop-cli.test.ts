/** Runs the installed `shop-cli` binary as a user would, against the demo catalogue. */
import { execFile } from "node:child_process"
import { readFileSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { parse } from "csv-parse/sync"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")

interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const cli = (args: ReadonlyArray<string>, input?: string, env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", ...env }, encoding: "utf8" },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
    if (input !== undefined) child.stdin?.end(input)
    else child.stdin?.end()
  })

/** Demo catalogue items, read straight from the data files to compute expected prices independently. */
const items = new Map<string, { listPrice: number; supplierArticleNumber: string; name: { de: string; en: string }; accessories?: Array<string> }>()
const project = JSON.parse(readFileSync(join(root, "data/catalogue/project.json"), "utf8")) as { resources: Array<{ file: string }> }
for (const resource of project.resources) {
  const file = JSON.parse(readFileSync(join(root, "data/catalogue", resource.file), "utf8")) as { items: Record<string, never> }
  for (const [key, item] of Object.entries(file.items)) items.set(key, item)
}
const products = [...items.entries()].filter(([, i]) => i.accessories !== undefined && i.listPrice > 0 && i.accessories.length >= 3)
const [p1, p2, p3] = [products[0]!, products[40]!, products[100]!]
const acc = (p: typeof p1, j: number) => p[1].accessories![j]!
const accessoryKeys = [acc(p1, 0), acc(p1, 1), acc(p2, 2), acc(p3, 0)]
const pricedAccessories = accessoryKeys.every((k) => items.get(k)!.listPrice > 0)

const share = [
  `cart[0][productId]=${p1[0]}&cart[0][amount]=2`,
  `cart[0][accessories][0][id]=${acc(p1, 0)}&cart[0][accessories][0][amount]=1`,
  // One mounting plate per enclosure: its article group allows one (a larger amount is removed from the cart).
  `cart[0][accessories][1][id]=${acc(p1, 1)}&cart[0][accessories][1][amount]=1`,
  `cart[1][productId]=${p2[0]}&cart[1][amount]=1`,
  `cart[1][accessories][0][id]=${acc(p2, 2)}&cart[1][accessories][0][amount]=2`,
  `cart[2][productId]=${p3[0]}&cart[2][amount]=5`,
  `cart[2][accessories][0][id]=${acc(p3, 0)}&cart[2][accessories][0][amount]=1`,
  "company=Elektro%20M%C3%BCller%20GmbH&discount=10&projectId=AW-2",
].join("&")

const expectNoStackTrace = (text: string) => {
  expect(text).not.toMatch(/\n\s+at /)
  expect(text).not.toMatch(/Error:/)
}

describe("shop-cli export-cart", { timeout: 60_000 }, () => {
  it("prints the CSV of three demo products with accessories", async () => {
    const run = await cli(["export-cart", share])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout.startsWith("\uFEFFPosition;Lieferantenartikelnummer;Pkg-Menge;Bezeichnung;Bezeichnung2\r\n")).toBe(true)
    const rows = parse(run.stdout, { delimiter: ";", bom: true, relax_column_count: false }) as Array<Array<string>>
    expect(rows.length).toBe(1 + 3 + 4)
    const body = rows.slice(1).map((r) => `${r[1]}*${r[2]}`)
    const article = (key: string) => items.get(key)!.supplierArticleNumber
    // Product row first, then its accessories (grouped in option order, so compared as a set).
    expect(body[0]).toBe(`${p1[1].supplierArticleNumber}*2`)
    expect(body.slice(1, 3).sort()).toEqual([`${article(acc(p1, 0))}*2`, `${article(acc(p1, 1))}*2`].sort())
    expect(body.slice(3, 5)).toEqual([`${p2[1].supplierArticleNumber}*1`, `${article(acc(p2, 2))}*2`])
    expect(body.slice(5)).toEqual([`${p3[1].supplierArticleNumber}*5`, `${article(acc(p3, 0))}*5`])
    expect(rows.slice(1).every((r) => r[3] !== "" && r[4] !== "")).toBe(true)
    expect(rows.slice(1).map((r) => r[0])).toEqual(["1", "2", "3", "4", "5", "6", "7"])
  })

  it("recomputes every price from the catalogue in the JSON output", async () => {
    const run = await cli(["export-cart", share, "--format", "json"])
    expect(run.code).toBe(0)
    const out = JSON.parse(run.stdout) as { items: Array<{ singleTotal: number; amount: number; priceOnRequest: boolean }>; totals: { subtotal?: string; total?: string; priceOnRequest: boolean } }
    const cents = (euro: number) => Math.round(euro * 100)
    const expected = [
      cents(p1[1].listPrice) + cents(items.get(acc(p1, 0))!.listPrice) + cents(items.get(acc(p1, 1))!.listPrice),
      cents(p2[1].listPrice) + 2 * cents(items.get(acc(p2, 2))!.listPrice),
      cents(p3[1].listPrice) + cents(items.get(acc(p3, 0))!.listPrice),
    ]
    expect(out.items.map((i) => i.singleTotal)).toEqual(expected)
    if (pricedAccessories) {
      const subtotal = expected[0]! * 2 + expected[1]! + expected[2]! * 5
      expect(out.totals.subtotal).toBe((subtotal / 100).toFixed(2))
      expect(out.totals.total).toBe((Math.round(subtotal * 0.9) / 100).toFixed(2))
    }
  })

  // Two CLI runs: allow for a loaded machine.
  it("keeps the price of a line with a free accessory and says 'on request' only for items marked so (issue 13)", { timeout: 30_000 }, async () => {
    // ACC-PT-BS, the drilling template, is free (0, not on request): the line keeps its €361.57.
    const free = await cli(["export-cart", "cart[0][productId]=WS-0608-35&cart[0][amount]=1&cart[0][accessories][0][id]=ACC-PT-BS&cart[0][accessories][0][amount]=1", "--format", "json"])
    expect(free.code).toBe(0)
    const out = JSON.parse(free.stdout) as { items: Array<{ singleTotal: number; priceOnRequest: boolean }>; totals: { subtotal?: string; priceOnRequest: boolean } }
    expect(out.items.map((i) => [i.singleTotal, i.priceOnRequest])).toEqual([[36_157, false]])
    expect(out.totals).toMatchObject({ subtotal: "361.57", priceOnRequest: false })
    // A custom size (-SO) is marked price on request in the catalogue, and so is its line.
    const custom = [...items.keys()].find((key) => key.endsWith("-SO"))!
    const onRequest = await cli(["export-cart", `cart[0][productId]=${custom}&cart[0][amount]=1`, "--format", "json"])
    expect(onRequest.code).toBe(0)
    expect((JSON.parse(onRequest.stdout) as typeof out).totals.priceOnRequest).toBe(true)
  })

  // Three CLI runs: allow for a loaded machine.
  it("reads the share string from a file and from standard input", { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-cli-"))
    writeFileSync(join(dir, "cart.txt"), `${share}\n`)
    const fromFile = await cli(["export-cart", "--file", join(dir, "cart.txt")])
    const fromStdin = await cli(["export-cart", "-"], share)
    const fromArg = await cli(["export-cart", share])
    expect(fromFile.code).toBe(0)
    expect(fromFile.stdout).toBe(fromArg.stdout)
    expect(fromStdin.stdout).toBe(fromArg.stdout)
  })

  it("prints a table with German labels and number formats", async () => {
    const run = await cli(["export-cart", share, "--format", "table", "--lang", "de"])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("Zwischensumme")
    expect(run.stdout).toContain("Rabatt 10 %")
    expect(run.stdout).toMatch(/€\u00a0\d{1,3}(\.\d{3})*,\d{2}/)
    expect(run.stdout).toContain("Projekt: AW-2")
    // The column of the supplier's number is named as the cart PDF names it; a discount as the shop writes it.
    expect(run.stdout).toContain("Lief.-Artikelnr.")
    expect(run.stdout).toMatch(/Rabatt 10 %: − €\u00a0\d/)
    // English as the shop and its PDF write it.
    const english = await cli(["export-cart", share.replace(/discount=[^&]*/, "discount=12.5"), "--format", "table", "--lang", "en"])
    expect(english.stdout).toContain("Discount 12.5%")
  })

  it("rejects a malformed share string with exit code 2 and a message", async () => {
    const run = await cli(["export-cart", "cart[0][productId]=%%%&cart[0][amount]=abc"])
    expect(run.code).toBe(2)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("The cart share string is invalid")
    expectNoStackTrace(run.stderr)
  })

  it("rejects bad amounts, and corrects them with --lenient", async () => {
    const bad = `cart[0][productId]=${p1[0]}&cart[0][amount]=-4`
    const strict = await cli(["export-cart", bad])
    expect(strict.code).toBe(2)
    expect(strict.stderr).toContain("cart[0][amount]")
    const lenient = await cli(["export-cart", bad, "--lenient", "--format", "json"])
    expect(lenient.code).toBe(0)
    expect((JSON.parse(lenient.stdout) as { items: Array<{ amount: number }> }).items[0]!.amount).toBe(1)
    expect(lenient.stderr).toContain("cart[0][amount]")
  })

  it("names unknown products with exit code 3", async () => {
    const run = await cli(["export-cart", "cart[0][productId]=NO-SUCH-THING&cart[0][amount]=1"])
    expect(run.code).toBe(3)
    expect(run.stderr).toContain("NO-SUCH-THING")
    expectNoStackTrace(run.stderr)
  })

  it("refuses an accessory over its per-piece limit as bad input (exit 2), in the run's language, and caps it with --lenient, keeping the enclosure", async () => {
    const over = "cart[0][productId]=WS-0612-40&cart[0][amount]=2&cart[0][accessories][0][id]=ACC-LK-3000-L&cart[0][accessories][0][amount]=2"
    const strict = await cli(["export-cart", over, "--lang", "de"])
    expect(strict.code).toBe(2)
    expect(strict.stderr).toContain("Der Warenkorb verlangt mehr Stück eines Zubehörs, als sein Artikel erlaubt:")
    expect(strict.stderr).toContain('Zubehör "ACC-LK-3000-L": höchstens 1 je Stück von Artikel "WS-0612-40"')
    expect(strict.stderr).not.toContain("Katalog nicht gibt")
    const lenient = await cli(["export-cart", `${over}&cart[1][productId]=WS-0408-30&cart[1][amount]=1`, "--lenient", "--format", "json"])
    expect(lenient.code).toBe(0)
    const items = (JSON.parse(lenient.stdout) as { items: Array<{ product: { key: string }; amount: number; config: Array<{ accessories: Array<{ accessory: { key: string }; amount: number }> }> }> }).items
    expect(items.map((item) => [item.product.key, item.amount])).toEqual([
      ["WS-0612-40", 2],
      ["WS-0408-30", 1],
    ])
    expect(items[0]!.config.flatMap((g) => g.accessories.map((a) => [a.accessory.key, a.amount]))).toEqual([["ACC-LK-3000-L", 1]])
    expect(lenient.stderr).toContain("capped at 1 per piece, line kept")
    expect(lenient.stderr).not.toContain("line dropped")
  })

  it("answers in German when LANG says so", async () => {
    const run = await cli(["export-cart", "cart[0][productId]=NO-SUCH-THING&cart[0][amount]=1"], undefined, { LANG: "de_AT.UTF-8" })
    expect(run.stderr).toContain("Der Warenkorb enthält Artikel")
  })

  it("fails with exit code 4 when the catalogue cannot be loaded", async () => {
    const run = await cli(["export-cart", share, "--catalogue", join(tmpdir(), "no-catalogue-here")])
    expect(run.code).toBe(4)
    expect(run.stderr).toContain("catalogue cannot be loaded")
    expectNoStackTrace(run.stderr)
  })

  it("refuses unknown formats and shows examples in --help", async () => {
    expect((await cli(["export-cart", share, "--format", "xlsx"])).code).toBe(2)
    const help = await cli(["export-cart", "--help"])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("Examples:")
    expect(help.stdout).toContain("--format <format>")
  })

  it("asks for input when there is none", async () => {
    const run = await cli(["export-cart"], "")
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("The cart is empty")
  })
})

describe("shop-cli demo", () => {
  it("tours the demo catalogue and prices its example cart, exit code 0 (its cart keeps every accessory within its limit)", { timeout: 60_000 }, async () => {
    const run = await cli(["demo"])
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain("An example cart share string:")
    expect(run.stdout).toMatch(/Total: €[\d,]+\.\d{2}/)
    // Every priced line has its two accessories.
    expect(run.stdout.match(/^\s+\d{10}\s+\d+\s+\+ /gm)?.length).toBe(6)
  })
})

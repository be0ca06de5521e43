/** Runs `shop-cli quick-order` as a user would, against the demo catalogue. */
import { execFile } from "node:child_process"
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { xlsxFile } from "../../core/test/support/xlsx.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")
const dir = mkdtempSync(join(tmpdir(), "shop-cli-quick-order-"))

interface Run {
  readonly code: number
  readonly stdout: string
  readonly stderr: string
}

const cli = (args: ReadonlyArray<string>, input?: string | Uint8Array, env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, ...args],
      { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", ...env }, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
    child.stdin?.end(input)
  })

const file = (name: string, content: string | Uint8Array) => {
  const path = join(dir, name)
  writeFileSync(path, content)
  return path
}

/** Demo catalogue items, read straight from the data files. */
const items = new Map<string, { supplierArticleNumber: string; accessories?: Array<string>; specification?: { ean: string } }>()
const project = JSON.parse(readFileSync(join(root, "data/catalogue/project.json"), "utf8")) as { resources: Array<{ file: string }> }
for (const resource of project.resources) {
  const data = JSON.parse(readFileSync(join(root, "data/catalogue", resource.file), "utf8")) as { items: Record<string, never> }
  for (const [key, item] of Object.entries(data.items)) items.set(key, item)
}
const products = [...items.entries()].filter(([, i]) => i.accessories !== undefined && i.accessories.length >= 3)
const [p1, p2] = [products[0]!, products[40]!]
const sup = (key: string) => items.get(key)!.supplierArticleNumber

const share = [
  `cart[0][productId]=${p1[0]}&cart[0][amount]=2`,
  `cart[0][accessories][0][id]=${p1[1].accessories![0]}&cart[0][accessories][0][amount]=1`,
  `cart[1][productId]=${p2[0]}&cart[1][amount]=3`,
  `cart[1][accessories][0][id]=${p2[1].accessories![2]}&cart[1][accessories][0][amount]=2`,
].join("&")

describe("shop-cli quick-order", () => {
  // Three CLI runs: allow for a loaded machine.
  it("reads the shop's own CSV export back into the same cart", { timeout: 30_000 }, async () => {
    const exported = await cli(["export-cart", share])
    expect(exported.code).toBe(0)
    const csv = file("export.csv", exported.stdout)
    const back = await cli(["quick-order", csv, "--format", "share"])
    expect(back.stderr).toBe("")
    expect(back.code).toBe(0)
    expect(back.stdout).toBe(`${share}&discount=0\n`)
    // And as CSV again: the same file, row for row.
    const again = await cli(["quick-order", csv, "--format", "csv"])
    expect(again.stdout).toBe(exported.stdout)
  })

  it("reads pasted lines from standard input: either order, German numbers, duplicates merged, notes on stderr", { timeout: 30_000 }, async () => {
    const pasted = [`Artikelnummer Menge`, `${sup(p1[0])} 2`, `1.000 ${items.get(p2[0])!.specification!.ean}`, ``, `${p1[0].toLowerCase().replace(/-/g, " ")}\t0`].join("\r\n")
    const run = await cli(["quick-order", "-", "--format", "share"], pasted)
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`cart[0][productId]=${p1[0]}&cart[0][amount]=3&cart[1][productId]=${p2[0]}&cart[1][amount]=1000&discount=0\n`)
    expect(run.stderr).toContain("line 5")
    expect(run.stderr).toContain("amount 0 → 1 (0 is no amount)")
    expect(run.stderr).toContain("merged into line 2")
    // Piped without an argument: standard input too.
    const table = await cli(["quick-order", "--format", "table", "--lang", "de"], pasted)
    expect(table.code).toBe(0)
    expect(table.stdout).toContain("Zwischensumme")
    expect(table.stderr).toContain("Menge 0 → 1 (0 ist keine Menge)")
  })

  it("reads an .xlsx file, EANs as numbers and article numbers as text", async () => {
    const xlsx = file(
      "bestellung.xlsx",
      xlsxFile([
        ["Pos.", "EAN", "Lieferantenartikelnummer", "Anzahl"],
        [1, Number(items.get(p1[0])!.specification!.ean), null, 4],
        [2, null, sup(p2[0]), 1],
        [3, null, sup(p2[1].accessories![2]!), 2],
      ]),
    )
    const run = await cli(["quick-order", xlsx, "--format", "json"])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    const out = JSON.parse(run.stdout) as { items: Array<{ product: { key: string }; amount: number; config: Array<{ accessories: Array<{ accessory: { key: string }; amount: number }> }> }> }
    expect(out.items.map((i) => [i.product.key, i.amount, i.config.flatMap((g) => g.accessories.map((a) => [a.accessory.key, a.amount]))])).toEqual([
      [p1[0], 4, []],
      [p2[0], 1, [[p2[1].accessories![2], 2]]],
    ])
  })

  it("names unknown article numbers with the nearest ones and exits 3 as export-cart does; --lenient leaves them out", { timeout: 30_000 }, async () => {
    const typo = sup(p1[0]).replace(/.$/, (d) => String((Number(d) + 1) % 10))
    const list = file("typo.txt", `${typo};2\n${sup(p2[0])};1\n`)
    const strict = await cli(["quick-order", list])
    expect(strict.code).toBe(3)
    expect(strict.stdout).toBe("")
    expect(strict.stderr).toContain("Article numbers not found:")
    expect(strict.stderr).toContain(`line 1: ${typo} 2 – nearest: ${sup(p1[0])}`)
    expect(strict.stderr).toContain("--lenient")
    const lenient = await cli(["quick-order", list, "--lenient", "--format", "share"])
    expect(lenient.code).toBe(0)
    expect(lenient.stdout).toBe(`cart[0][productId]=${p2[0]}&cart[0][amount]=1&discount=0\n`)
    expect(lenient.stderr).toContain("(left out)")
  })

  it("refuses a fraction of a piece and an ambiguous line with exit 2, in the run's language", async () => {
    const run = await cli(["quick-order", "-"], `${sup(p1[0])}\t2,5\n`, { LANG: "de_AT.UTF-8" })
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("Zeilen, die nicht übernommen werden können:")
    expect(run.stderr).toContain("die Menge muss eine ganze Stückzahl sein")
  })

  it("refuses whole inputs it cannot read, with exit 2 and nothing on stdout", { timeout: 60_000 }, async () => {
    const big = file("big.csv", "")
    truncateSync(big, 50 * 1024 * 1024)
    const tooMany = file("many.csv", Array.from({ length: 501 }, (_, i) => `${sup(p1[0])};${i + 1}`).join("\n"))
    const binary = file("bild.png", Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]))
    const cases: ReadonlyArray<readonly [string, string]> = [
      [big, "The file is too large (52428800 bytes, at most 2097152)."],
      [tooMany, "The list has 501 lines; a quick order takes at most 500. Please split it."],
      [binary, "The file is neither a list (CSV, text) nor an Excel file (.xlsx)."],
    ]
    for (const [path, message] of cases) {
      const run = await cli(["quick-order", path])
      expect(run.code, path).toBe(2)
      expect(run.stdout).toBe("")
      expect(run.stderr.trim()).toBe(message)
    }
    const missing = await cli(["quick-order", join(dir, "nicht-da.csv")])
    expect(missing.code).toBe(2)
    expect(missing.stderr).toBe(`The file ${join(dir, "nicht-da.csv")} does not exist.\n`)
  })

  it("reads the columns given when the header does not name them", async () => {
    const erp = file("erp.csv", `10;Gehäuse;${sup(p2[0])};Stk;7\n20;Gehäuse;${sup(p1[0])};Stk;1\n`)
    const run = await cli(["quick-order", erp, "--code-column", "3", "--amount-column", "5", "--format", "share"])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(`cart[0][productId]=${p2[0]}&cart[0][amount]=7&cart[1][productId]=${p1[0]}&cart[1][amount]=1&discount=0\n`)
    const bad = await cli(["quick-order", erp, "--code-column", "0"])
    expect(bad.code).toBe(2)
  })
})

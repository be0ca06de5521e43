/** `shop-cli` as #12 item 17 found it: strict means every problem is an error at its position, lenient names every correction, outputs land where asked or say why not. */
import { execFile } from "node:child_process"
import { mkdtempSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")

const cli = (args: ReadonlyArray<string>): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const child = execFile(process.execPath, [bin, ...args], { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C" }, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
    child.stdin?.end()
  })

const line = "cart[0][productId]=WS-0612-40&cart[0][amount]=2"

describe("export-cart strict and lenient", { timeout: 30_000 }, () => {
  it.each([
    [`cart[0][productId]=WS-0612-40&cart[0][amount]=1e3`, "cart[0][amount]"],
    [`cart[0][productId]=WS-0612-40&cart[0][amount]=0x10`, "cart[0][amount]"],
    [`${line}&cart[4]7[accessories][1][id]=X`, "cart[4]7[accessories][1][id]"],
    [`${line}&colour=red`, "colour"],
    [`${line}&projectId=AW%ZZ`, "projectId"],
    [`${line}&discount=12.345`, "discount"],
  ])("strict refuses %s with exit 2, naming %s, and corrects nothing", async (input, path) => {
    const run = await cli(["export-cart", input])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain(`${path}:`)
    expect(run.stderr).not.toMatch(/corrected to|\(ignored\)/)
    expect(run.stdout).toBe("")
  })

  it("lenient names every correction, an unknown product's dropped line too", async () => {
    const run = await cli(["export-cart", "--lenient", `${line}&cart[1][productId]=NO-SUCH-THING&cart[1][amount]=1&discount=12.345`])
    expect(run.code).toBe(0)
    expect(run.stderr).toContain("discount:")
    expect(run.stderr).toContain("corrected to 12.35")
    expect(run.stderr).toMatch(/NO-SUCH-THING.*\(line dropped\)/)
  })
})

describe("German runs", { timeout: 30_000 }, () => {
  it("show German details in a German frame", async () => {
    const run = await cli(["export-cart", "--lang", "de", `${line}&discount=abc&cart[1][productId]=NO-SUCH-THING&cart[1][amount]=1`])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("Der Warenkorb-String ist ungültig")
    expect(run.stderr).toContain("ist kein Prozentwert")
    expect(run.stderr).not.toMatch(/is not a|Unknown product/)
  })
})

describe("output files", { timeout: 60_000 }, () => {
  it("-o <folder> writes the spec's Anfrage-{timestamp} file inside it", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-cli-out-"))
    const pdf = await cli(["export-cart", "--format", "pdf", "-o", dir, line])
    expect(pdf.code).toBe(0)
    expect(readdirSync(dir)).toEqual([expect.stringMatching(/^Anfrage-\d{8}T\d{6}Z?\.pdf$|^Anfrage-.*\.pdf$/)])
    expect(pdf.stderr).toContain(dir)
  })

  it("a missing folder is refused with exit 2 and a sentence naming it, for export-cart and datasheets", async () => {
    const folder = join(tmpdir(), "no-such-folder-for-shop-cli")
    const run = await cli(["export-cart", "-o", join(folder, "x.csv"), line])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe(`The folder ${folder} does not exist.\n`)
    const zip = await cli(["datasheets", "--products", "WS-0612-40", "--out", join(folder, "x.zip")])
    expect(zip.code).toBe(2)
    expect(zip.stderr).toBe(`The folder ${folder} does not exist.\n`)
  }, 60_000)

  it("one datasheet is one datasheet", async () => {
    const dir = mkdtempSync(join(tmpdir(), "shop-cli-zip-"))
    const run = await cli(["datasheets", "--products", "WS-0612-40", "--out", dir])
    expect(run.code).toBe(0)
    expect(run.stderr).toMatch(/\(1 datasheet\)/)
  }, 60_000)

  it("a missing catalogue names project.json once", async () => {
    const run = await cli(["export-cart", "--catalogue", join(tmpdir(), "no-such-catalogue"), line])
    expect(run.code).not.toBe(0)
    expect(run.stderr).not.toContain("project.json: project.json")
  })
})

/**
 * `shop-cli datasheets` and `shop-cli export-cart --format pdf`, run through the installed binary.
 * Archives are checked with `unzip -t`, PDFs with pdftotext; a test whose tool is missing is skipped with a message.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { stripVTControlCharacters } from "node:util"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { pdfToTerminalRefusal } from "../src/commands/exportCartPdf.ts"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")

const has = (tool: string) => spawnSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" }).status === 0
const tools = (what: string, ...needed: ReadonlyArray<string>) => {
  const missing = needed.filter((tool) => !has(tool))
  if (missing.length > 0) console.warn(`SKIPPED ${what}: missing ${missing.join(", ")} (Debian: apt-get install -y poppler-utils unzip)`)
  return missing.length === 0
}
const canUnzip = tools("datasheet archive checks", "unzip")
const canRead = tools("cart PDF text checks", "pdftotext")
const canFakeTty = tools("terminal refusal check", "script")

interface Run {
  readonly code: number
  readonly stdout: Buffer
  readonly stderr: string
}

const cli = (args: ReadonlyArray<string>, env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [bin, ...args],
      { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", ...env }, encoding: "buffer", maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr: stderr.toString("utf8") }),
    )
  })

const scratch = () => mkdtempSync(join(tmpdir(), "shop-cli-datasheets-"))
const listing = (zip: string) => execFileSync("unzip", ["-Z1", zip], { encoding: "utf8" }).trim().split("\n")

describe("shop-cli datasheets", { timeout: 60_000 }, () => {
  it.skipIf(!canUnzip)("writes a ZIP of {article}_Datenblatt.pdf files, -1 for a repeated article, with plain progress lines", async () => {
    const out = join(scratch(), "datasheets.zip")
    const run = await cli(["datasheets", "--products", "WS-0612-40,WE-0305-12 WS-0612-40", "--out", out])
    expect(run.stderr).toMatch(/datasheets generated: 3\/3\n/)
    // Every phase reaches its end: the last datasheet read is 3 of 3 (the job reports a download before it starts).
    expect(run.stderr).toMatch(/datasheets read: 3\/3\npacking the ZIP: 3\/3\n/)
    expect(run.stderr).toContain(`Written: ${out} (3 datasheets)`)
    expect(run.stderr).not.toContain("\r")
    expect(run.code).toBe(0)
    expect(execFileSync("unzip", ["-t", out], { encoding: "utf8" })).toContain("No errors detected")
    expect(listing(out)).toEqual(["ws-600-1200-400_Datenblatt.pdf", "we-300-500-120_Datenblatt.pdf", "ws-600-1200-400_Datenblatt-1.pdf"])
  })

  it.skipIf(!canUnzip)("reads ids from @file and names the archive Datenblaetter-{timestamp}.zip in a folder", async () => {
    const dir = scratch()
    writeFileSync(join(dir, "ids.txt"), "# cabinets for project AW-2\nWS-0612-40\n\nWE-0305-12  # small one\n")
    const run = await cli(["datasheets", "--products", `@${join(dir, "ids.txt")}`, "--out", dir, "--lang", "de"])
    expect(run.code).toBe(0)
    expect(run.stderr).toContain("Datenblätter erzeugt: 2/2")
    const zip = readdirSync(dir).find((f) => f.endsWith(".zip"))
    expect(zip).toMatch(/^Datenblaetter-\d{8}T\d{6}Z\.zip$/)
    expect(listing(join(dir, zip!))).toEqual(["ws-600-1200-400_Datenblatt.pdf", "we-300-500-120_Datenblatt.pdf"])
  })

  it("refuses an --out in a folder that does not exist before it generates anything, in the run's language", async () => {
    // As the testers typed it: a relative path whose first folder is missing.
    const missing = `missing-${process.pid}`
    const run = await cli(["datasheets", "--products", "WS-0612-40,WE-0305-12", "--out", `${missing}/folder`])
    expect(run.code).toBe(2)
    // The refusal alone: no progress line, so nothing was generated.
    expect(run.stderr).toBe(`The folder ${missing} does not exist.\n`)
    expect(existsSync(join(root, missing))).toBe(false)
    const german = await cli(["datasheets", "--products", "WS-0612-40", "--out", `${missing}/folder`], { LANG: "de_AT.UTF-8" })
    expect(german.stderr).toBe(`Den Ordner ${missing} gibt es nicht.\n`)
  })

  it.skipIf(!canFakeTty)("draws the bar on a terminal up to N/N in every phase", () => {
    const out = join(scratch(), "tty.zip")
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} datasheets --products WS-0612-40,WE-0305-12 --out ${JSON.stringify(out)}`
    const run = spawnSync("script", ["-qec", command, "/dev/null"], { cwd: root, encoding: "utf8", env: { PATH: process.env["PATH"] ?? "", LANG: "C" } })
    const drawn = run.stdout.split("\r").map((frame) => stripVTControlCharacters(frame).trim())
    const last = (label: string) => drawn.filter((frame) => frame.endsWith(label)).at(-1)
    expect(last("datasheets generated")).toMatch(/ 2\/2 datasheets generated$/)
    expect(last("datasheets read")).toMatch(/ 2\/2 datasheets read$/)
    expect(run.stdout).toContain("Written:")
  })

  it("names unknown products with exit code 3 and writes nothing", async () => {
    const out = join(scratch(), "x.zip")
    const run = await cli(["datasheets", "--products", "WS-0612-40,NO-SUCH-1,NO-SUCH-2", "--out", out])
    expect(run.code).toBe(3)
    expect(run.stderr).toBe("The catalogue does not know these products:\n  NO-SUCH-1\n  NO-SUCH-2\n")
    expect(existsSync(out)).toBe(false)
  })

  it("rejects bad input with exit code 2 and a message", async () => {
    const out = join(scratch(), "x.zip")
    const none = await cli(["datasheets", "--products", " , ", "--out", out])
    expect(none.code).toBe(2)
    expect(none.stderr).toContain("No product ids given")
    const many = await cli(["datasheets", "--products", Array.from({ length: 201 }, () => "WS-0612-40").join(","), "--out", out])
    expect(many.code).toBe(2)
    expect(many.stderr).toContain("Too many products: 201; at most 200 per run.")
    const odd = await cli(["datasheets", "--products", "WS-0612-40,../etc", "--out", out])
    expect(odd.code).toBe(2)
    expect(odd.stderr).toContain('Invalid product id: "../etc"')
    const missingFile = await cli(["datasheets", "--products", "@/nonexistent/ids.txt", "--out", out])
    expect(missingFile.code).toBe(2)
    expect(missingFile.stderr).toBe("The file /nonexistent/ids.txt does not exist.\n")
    const noOut = await cli(["datasheets", "--products", "WS-0612-40"])
    expect(noOut.code).toBe(2)
    expect(noOut.stderr).toContain("--out")
    expect(existsSync(out)).toBe(false)
  })
})

describe("shop-cli export-cart --format pdf", { timeout: 60_000 }, () => {
  const share = "cart[0][productId]=WS-0612-40&cart[0][amount]=2&company=Elektro%20M%C3%BCller%20GmbH&discount=10&projectId=AW-2"

  it.skipIf(!canRead)("writes the cart PDF with -o, prices from the catalogue, German numbers", async () => {
    const out = join(scratch(), "cart.pdf")
    const run = await cli(["export-cart", share, "--format", "pdf", "-o", out, "--lang", "de"])
    expect(run.code).toBe(0)
    expect(run.stderr).toBe(`Geschrieben: ${out}\n`)
    expect(readFileSync(out).subarray(0, 5).toString()).toBe("%PDF-")
    const text = execFileSync("pdftotext", [out, "-"], { encoding: "utf8" }).replace(/\s+/g, " ").replace(/\u00a0/g, " ")
    expect(text).toContain("Wandgehäuse Stahlblech, IP66")
    expect(text).toContain("Elektro Müller GmbH")
    expect(text).toContain("€ 1.054,74")
    expect(text).toContain("€ 949,27")
    expect(text).toContain("Seite 1 von 1")
  })

  it("writes the PDF to standard output when it is not a terminal", async () => {
    const run = await cli(["export-cart", share, "--format", "pdf"])
    expect(run.code).toBe(0)
    expect(run.stdout.subarray(0, 5).toString()).toBe("%PDF-")
  })

  it("refuses binary output to a terminal without -o", () => {
    expect(pdfToTerminalRefusal("en", undefined, true)).toContain("use -o <file.pdf>")
    expect(pdfToTerminalRefusal("en", "cart.pdf", true)).toBeUndefined()
    expect(pdfToTerminalRefusal("de", undefined, false)).toBeUndefined()
  })

  it.skipIf(!canFakeTty)("refuses it on a real terminal with exit code 2", () => {
    // `script` gives the command a pseudo-terminal as standard output.
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} export-cart ${JSON.stringify(share)} --format pdf; echo "exit=$?"`
    const run = spawnSync("script", ["-qec", command, "/dev/null"], { cwd: root, encoding: "utf8", env: { PATH: process.env["PATH"] ?? "", LANG: "C" } })
    expect(run.stdout).toContain("Refusing to write a binary PDF to the terminal")
    expect(run.stdout).toContain("exit=2")
    expect(run.stdout).not.toContain("%PDF")
  })
})

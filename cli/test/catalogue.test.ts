/**
 * `shop-cli catalogue validate` run as a user would: a valid copy of the demo catalogue gets a
 * manifest that matches its files (and the committed one), a broken item is reported with exit
 * code 2 and no manifest, a missing catalogue answers 4; messages in German and English, --json.
 */
import { execFile } from "node:child_process"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"

const root = fileURLToPath(new URL("../../", import.meta.url))
const bin = join(root, "node_modules/.bin/shop-cli")

const cli = (args: ReadonlyArray<string>, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [bin, ...args], { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", ...env }, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
  })

const copyOfDemo = () => {
  const dir = mkdtempSync(join(tmpdir(), "catalogue-validate-"))
  cpSync(join(root, "data/catalogue"), dir, { recursive: true })
  rmSync(join(dir, "manifest.json"), { force: true })
  rmSync(join(dir, "index.json"), { force: true })
  return dir
}
const sha256 = (file: string) => createHash("sha256").update(readFileSync(file)).digest("hex")

describe("shop-cli catalogue validate", () => {
  it("writes the index file and a manifest with the hash of every file of a valid catalogue", async () => {
    const dir = copyOfDemo()
    const run = await cli(["catalogue", "validate", "--catalogue", dir])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("Catalogue valid: 180 products")
    expect(run.stdout).toContain(`Index file and manifest written: ${join(dir, "index.json")}, ${join(dir, "manifest.json")}`)
    const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as { files: Record<string, string>; products: number; index: string }
    expect(manifest.products).toBe(180)
    expect(manifest.index).toBe("index.json")
    expect(manifest.files["index.json"]).toBe(sha256(join(dir, "index.json")))
    expect(manifest.files["project.json"]).toBe(sha256(join(dir, "project.json")))
    expect(manifest.files["data/produkte-001.json"]).toBe(sha256(join(dir, "data/produkte-001.json")))
    // The generator's manifest and index file of the committed demo catalogue say the same.
    expect(readFileSync(join(dir, "manifest.json"), "utf8")).toBe(readFileSync(join(root, "data/catalogue/manifest.json"), "utf8"))
    expect(readFileSync(join(dir, "index.json"), "utf8")).toBe(readFileSync(join(root, "data/catalogue/index.json"), "utf8"))
  })

  it("reports a broken item in German with exit code 2 and writes no manifest; --json for scripts", async () => {
    const dir = copyOfDemo()
    const file = join(dir, "data/produkte-002.json")
    const resource = JSON.parse(readFileSync(file, "utf8")) as { items: Record<string, { width: unknown }> }
    const key = Object.keys(resource.items)[0]!
    resource.items[key]!.width = "wide"
    writeFileSync(file, JSON.stringify(resource))
    const run = await cli(["catalogue", "validate", "--catalogue", dir, "--lang", "de"])
    expect(run.code).toBe(2)
    expect(run.stderr).toContain("Der Katalog hat 1 Problem; kein Manifest geschrieben:")
    expect(run.stderr).toContain(`data/produkte-002.json ${key}:`)
    expect(run.stderr).not.toMatch(/\n\s+at /)
    expect(existsSync(join(dir, "manifest.json"))).toBe(false)
    expect(existsSync(join(dir, "index.json"))).toBe(false)
    const json = await cli(["catalogue", "validate", "--catalogue", dir, "--json"])
    expect(json.code).toBe(2)
    const report = JSON.parse(json.stdout) as { valid: boolean; problemCount: number; problems: Array<{ file: string; key: string }>; manifest: null }
    expect(report).toMatchObject({ valid: false, problemCount: 1, manifest: null })
    expect(report.problems[0]).toMatchObject({ file: "data/produkte-002.json", key })
  })

  it("--no-write only checks; a missing catalogue answers exit code 4", async () => {
    const dir = copyOfDemo()
    const run = await cli(["catalogue", "validate", "--catalogue", dir, "--no-write", "--json"])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.stdout)).toMatchObject({ valid: true, products: 180, manifest: null })
    expect(existsSync(join(dir, "manifest.json"))).toBe(false)
    expect(existsSync(join(dir, "index.json"))).toBe(false)
    const missing = await cli(["catalogue", "validate", "--catalogue", join(dir, "nowhere")])
    expect(missing.code).toBe(4)
    expect(missing.stderr).toContain("The catalogue cannot be loaded")
  })

  it("lists the command in the help", async () => {
    const help = await cli(["--help"])
    expect(help.code).toBe(0)
    expect(help.stdout).toContain("catalogue")
    expect(help.stdout).toContain("export-cart")
  })
})

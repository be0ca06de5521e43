/**
 * The bundled CLI (cli/build.ts) and the launcher's choice between it and the sources: the bundle
 * answers as the sources do, its PDFs and datasheets included (pdfmake's fonts, the PDF worker
 * started from a chunk), and it runs only while no source it holds has changed since.
 */
import { execFile, spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildCli } from "../build.ts"
// @ts-expect-error: the launcher's helper is plain JavaScript without types.
import { freshBundle } from "../bin/freshBundle.mjs"

const root = fileURLToPath(new URL("../../", import.meta.url))
const launcher = join(root, "cli/bin/shop-cli.mjs")
const cart = "cart[0][productId]=WS-0612-40&cart[0][amount]=2&cart[0][accessories][0][id]=ACC-LK-3000-L&cart[0][accessories][0][amount]=1"
const has = (tool: string) => spawnSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" }).status === 0

const run = (entry: string, args: ReadonlyArray<string>, env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    execFile(process.execPath, [entry, ...args], { cwd: root, env: { PATH: process.env["PATH"] ?? "", LANG: "C", ...env }, encoding: "utf8" }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr }),
    )
  })

describe("shop-cli bundle", { timeout: 60_000 }, () => {
  // Inside the repository, as cli/dist is: the bundle finds node_modules (pdfmake's fonts) above it.
  const outDir = join(root, "var", `test-cli-bundle-${process.pid}`)
  const scratch = mkdtempSync(join(tmpdir(), "shop-cli-bundle-"))
  let sources: ReadonlyArray<string> = []
  beforeAll(async () => {
    sources = (await buildCli(outDir)).sources
  })
  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true })
    rmSync(scratch, { recursive: true, force: true })
  })

  it("names the sources it was made from", () => {
    expect(sources).toEqual(expect.arrayContaining(["cli/src/main.ts", "core/src/cart/share.ts", "adapters/src/pdf/workerPool.ts", "package-lock.json"]))
    expect(sources.some((source) => source.includes("node_modules"))).toBe(false)
  })

  it("exports a cart as the sources do", async () => {
    const bundled = await run(join(outDir, "main.mjs"), ["export-cart", "--format", "table", cart])
    const fromSource = await run(launcher, ["export-cart", "--format", "table", cart], { SHOP_CLI_SOURCE: "1" })
    expect(bundled.stderr).toBe("")
    expect(bundled.code).toBe(0)
    expect(bundled.stdout).toBe(fromSource.stdout)
    // An accessory on offer (the mounting plate is now included with the enclosure, not sold).
    expect(bundled.stdout).toContain("Special paint finish RAL 3000")
  })

  it.skipIf(!has("pdftotext") || !has("unzip"))("writes the cart PDF and datasheets (pdfmake's fonts, the PDF worker)", async () => {
    const pdf = join(scratch, "cart.pdf")
    expect((await run(join(outDir, "main.mjs"), ["export-cart", "--format", "pdf", "--out", pdf, cart])).code).toBe(0)
    expect(spawnSync("pdftotext", [pdf, "-"], { encoding: "utf8" }).stdout).toContain("Request for quotation")
    const zip = join(scratch, "datasheets.zip")
    // PDF_WORKERS: rendered in worker threads, started from the bundle's chunk.
    const datasheets = await run(join(outDir, "main.mjs"), ["datasheets", "--products", "WS-0612-40", "--out", zip], { PDF_WORKERS: "2" })
    expect(datasheets.stderr).toContain(`Written: ${zip} (1 datasheet)`)
    expect(spawnSync("unzip", ["-t", zip], { encoding: "utf8" }).stdout).toContain("No errors detected")
  })
  if (!has("pdftotext") || !has("unzip")) console.warn("SKIPPED bundled PDF checks: missing pdftotext or unzip (Debian: apt-get install -y poppler-utils unzip)")
})

describe("launcher's choice of the bundle", () => {
  const folder = mkdtempSync(join(tmpdir(), "shop-cli-fresh-"))
  const rootUrl = pathToFileURL(`${folder}/`)
  const dist = new URL("dist/", rootUrl)
  mkdirSync(dist, { recursive: true })
  writeFileSync(new URL("a.ts", rootUrl), "")
  const builtAt = Date.now()
  writeFileSync(new URL("manifest.json", dist), JSON.stringify({ builtAt, sources: ["a.ts"] }))
  const age = (seconds: number) => utimesSync(new URL("a.ts", rootUrl), new Date(builtAt + seconds * 1000), new Date(builtAt + seconds * 1000))

  it("takes the bundle while its sources are older, the sources once one is newer or when asked", () => {
    age(-60)
    expect(freshBundle(dist, rootUrl, {})?.href).toBe(new URL("main.mjs", dist).href)
    expect(freshBundle(dist, rootUrl, { SHOP_CLI_SOURCE: "1" })).toBeNull()
    age(60)
    expect(freshBundle(dist, rootUrl, {})).toBeNull()
  })

  it("takes the sources without a manifest or with a source that is gone", () => {
    age(-60)
    writeFileSync(new URL("manifest.json", dist), JSON.stringify({ builtAt, sources: ["a.ts", "gone.ts"] }))
    expect(freshBundle(dist, rootUrl, {})).toBeNull()
    rmSync(new URL("manifest.json", dist))
    expect(freshBundle(dist, rootUrl, {})).toBeNull()
  })
  afterAll(() => rmSync(folder, { recursive: true, force: true }))
})

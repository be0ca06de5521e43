/**
 * Real tools for checking generated files: pdftotext/pdfinfo/pdftoppm (poppler-utils), zbarimg
 * (zbar-tools), unzip. A test that needs a missing tool is skipped with a printed reason.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const found = new Map<string, boolean>()
export const has = (tool: string): boolean => {
  if (!found.has(tool)) found.set(tool, spawnSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" }).status === 0)
  return found.get(tool)!
}

/** True when every tool is there; otherwise prints which are missing and why the test is skipped. */
export const tools = (what: string, ...needed: ReadonlyArray<string>): boolean => {
  const missing = needed.filter((tool) => !has(tool))
  if (missing.length > 0) {
    console.warn(`SKIPPED ${what}: missing ${missing.join(", ")} (Debian: apt-get install -y poppler-utils zbar-tools unzip; scripts/ensure-deps.sh does it)`)
  }
  return missing.length === 0
}

const scratch = () => mkdtempSync(join(tmpdir(), "shop-pdf-test-"))

export const writeTemp = (bytes: Uint8Array, name = "file.pdf"): string => {
  const file = join(scratch(), name)
  writeFileSync(file, bytes)
  return file
}

/** Text of a PDF in reading order, no-break spaces as plain spaces. */
export const pdfText = (bytes: Uint8Array): string =>
  execFileSync("pdftotext", ["-enc", "UTF-8", writeTemp(bytes), "-"], { encoding: "utf8" }).replace(/\u00a0/g, " ")

/** Text with the layout kept (columns on one line). */
export const pdfLayoutText = (bytes: Uint8Array): string =>
  execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", writeTemp(bytes), "-"], { encoding: "utf8" }).replace(/\u00a0/g, " ")

export const pdfPages = (bytes: Uint8Array): number => {
  const info = execFileSync("pdfinfo", [writeTemp(bytes)], { encoding: "utf8" })
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? "0")
}

/** Renders each page at 300 dpi and decodes every barcode with zbarimg: lines like `EAN-13:9045…`. */
export const decodeBarcodes = (bytes: Uint8Array): ReadonlyArray<string> => {
  const dir = scratch()
  const pdf = join(dir, "doc.pdf")
  writeFileSync(pdf, bytes)
  execFileSync("pdftoppm", ["-r", "300", "-png", pdf, join(dir, "page")])
  const pages = readdirSync(dir).filter((f) => f.endsWith(".png")).map((f) => join(dir, f))
  const run = spawnSync("zbarimg", ["--quiet", ...pages], { encoding: "utf8" })
  return run.stdout.split("\n").filter((line) => line.trim() !== "")
}

/**
 * Real tools for checking generated files: pdftotext/pdfinfo/pdftoppm (poppler-utils), zbarimg
 * (zbar-tools), unzip. A missing tool fails the test with how to install it (scripts/ensure-deps.sh does).
 */
import { execFile, execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, readdirSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

const run = (tool: string, args: ReadonlyArray<string>): string => {
  const result = spawnSync(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  if (result.error !== undefined) throw new Error(`${tool} is needed (Debian: apt-get install -y poppler-utils zbar-tools unzip): ${result.error.message}`)
  return result.stdout
}

const scratch = () => mkdtempSync(join(tmpdir(), "shop-pdf-test-"))

export const writeTemp = (bytes: Uint8Array, name = "file.pdf"): string => {
  const file = join(scratch(), name)
  writeFileSync(file, bytes)
  return file
}

/** Text of a PDF in reading order, no-break spaces as plain spaces. */
export const pdfText = (bytes: Uint8Array): string => run("pdftotext", ["-enc", "UTF-8", writeTemp(bytes), "-"]).replace(/\u00a0/g, " ")

/** Text with the layout kept (columns on one line). */
export const pdfLayoutText = (bytes: Uint8Array): string => run("pdftotext", ["-layout", "-enc", "UTF-8", writeTemp(bytes), "-"]).replace(/\u00a0/g, " ")

export const pdfPages = (bytes: Uint8Array): number => Number(/^Pages:\s+(\d+)/m.exec(run("pdfinfo", [writeTemp(bytes)]))?.[1] ?? "0")

const runAsync = (tool: string, args: ReadonlyArray<string>): Promise<string> =>
  new Promise((resolve, reject) =>
    execFile(tool, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      // zbarimg exits with 4 when a page holds no symbol: its (empty) answer is the result.
      if (error !== null && (error as { code?: unknown }).code !== 4) reject(new Error(`${tool}: ${error.message} (Debian: apt-get install -y poppler-utils zbar-tools)`))
      else resolve(stdout)
    }),
  )

/**
 * Renders each page at 300 dpi and decodes every barcode with zbarimg: lines like `EAN-13:9045…`.
 * Asynchronous, so that several documents are decoded on several cores.
 */
export const decodeBarcodes = async (bytes: Uint8Array): Promise<ReadonlyArray<string>> => {
  const dir = scratch()
  const pdf = join(dir, "doc.pdf")
  writeFileSync(pdf, bytes)
  await runAsync("pdftoppm", ["-r", "300", "-png", pdf, join(dir, "page")])
  const pages = readdirSync(dir).filter((f) => f.endsWith(".png")).map((f) => join(dir, f))
  return (await runAsync("zbarimg", ["--quiet", ...pages])).split("\n").filter((line) => line.trim() !== "")
}

export const unzipTest = (file: string): string => execFileSync("unzip", ["-t", file], { encoding: "utf8" })

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

/** A page rendered by pdftoppm as RGB pixels (PPM), `dpi` 72 for one pixel per point. */
export interface Raster {
  readonly width: number
  readonly height: number
  /** The pixel's red, green and blue. */
  readonly at: (x: number, y: number) => readonly [number, number, number]
}

export const pdfRaster = (bytes: Uint8Array, page = 1, dpi = 72): Raster => {
  const dir = scratch()
  const pdf = join(dir, "doc.pdf")
  writeFileSync(pdf, bytes)
  const ppm = spawnSync("pdftoppm", ["-r", String(dpi), "-f", String(page), "-l", String(page), pdf], { maxBuffer: 256 * 1024 * 1024 })
  if (ppm.error !== undefined) throw new Error(`pdftoppm is needed (Debian: apt-get install -y poppler-utils): ${ppm.error.message}`)
  // Binary PPM: "P6", width, height, maximum value (255), each after white space, then the pixels.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.stdout.subarray(0, 64).toString("latin1"))
  if (header === null) throw new Error("pdftoppm gave no 8-bit PPM")
  const [whole, w, h] = header
  const width = Number(w)
  const pixels = ppm.stdout.subarray(whole.length)
  return { width, height: Number(h), at: (x, y) => [pixels[(y * width + x) * 3]!, pixels[(y * width + x) * 3 + 1]!, pixels[(y * width + x) * 3 + 2]!] }
}

/** Each word of the text with its box in points (pdftotext -bbox), in reading order. */
export const pdfWords = (bytes: Uint8Array): ReadonlyArray<{ readonly word: string; readonly page: number; readonly xMin: number; readonly yMin: number; readonly yMax: number }> => {
  const html = run("pdftotext", ["-bbox", writeTemp(bytes), "-"])
  const words: Array<{ word: string; page: number; xMin: number; yMin: number; yMax: number }> = []
  let page = 0
  for (const match of html.matchAll(/<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
    if (match[0] === "<page ") page++
    else words.push({ word: match[4]!, page, xMin: Number(match[1]), yMin: Number(match[2]), yMax: Number(match[3]) })
  }
  return words
}

/** The raster images the PDF holds (pdfimages -list, less its two header lines): vector drawings are none. */
export const pdfRasterImages = (bytes: Uint8Array): number => run("pdfimages", ["-list", writeTemp(bytes)]).split("\n").slice(2).filter((line) => line.trim() !== "").length

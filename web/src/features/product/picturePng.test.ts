/**
 * The share image (og:image) of a product: a real PNG of 1200 × 630 (its header read back), a
 * drawing on it (pixels other than the background), and a different image for another product.
 */
import { join } from "node:path"
import { inflateSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { Effect } from "effect"
import type { Product } from "@shop/core"
import { loadCatalogue } from "@shop/adapters/catalogue/load"
import { folderSource } from "@shop/adapters/catalogue/source"
import { repositoryRoot } from "@shop/adapters/config"
import { SHARE_IMAGE_SIZE, renderSharePng, shareCardSvg, shareCardText, wrapText } from "./picturePng.ts"

const catalogue = await Effect.runPromise(loadCatalogue(folderSource(join(repositoryRoot, "data/catalogue"))))
const byKey = (key: string): Product => catalogue.products.find((p) => p.key === key)!

const PNG_SIGNATURE = "89504e470d0a1a0a"

/** The PNG's chunks: IHDR's size and colour type, the pixels (IDAT inflated, one filter byte per row). */
const readPng = (png: Uint8Array) => {
  const bytes = Buffer.from(png)
  expect(bytes.subarray(0, 8).toString("hex")).toBe(PNG_SIGNATURE)
  let offset = 8
  const chunks: Array<{ type: string; data: Buffer }> = []
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset)
    chunks.push({ type: bytes.subarray(offset + 4, offset + 8).toString("latin1"), data: bytes.subarray(offset + 8, offset + 8 + length) })
    offset += 12 + length
  }
  const header = chunks[0]!
  expect(header.type).toBe("IHDR")
  const width = header.data.readUInt32BE(0)
  const height = header.data.readUInt32BE(4)
  const bitDepth = header.data[8]!
  const colourType = header.data[9]!
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === "IDAT").map((c) => c.data)))
  return { width, height, bitDepth, colourType, raw, types: chunks.map((c) => c.type) }
}

/** The pixels, unfiltered (PNG's five row filters), `channels` bytes each. */
const unfilter = (raw: Buffer, width: number, height: number, channels: number): Uint8Array => {
  const stride = width * channels
  const out = new Uint8Array(stride * height)
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x]!
      const a = x >= channels ? out[y * stride + x - channels]! : 0
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels]! : 0
      const paeth = () => {
        const p = a + b - c
        const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)]
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      }
      const predictor = [0, a, b, (a + b) >> 1, filter === 4 ? paeth() : 0][filter]
      if (predictor === undefined) throw new Error(`row ${y}: filter ${filter} is none of PNG's`)
      out[y * stride + x] = (value + predictor) & 0xff
    }
  }
  return out
}

const channelsOf = { 2: 3, 6: 4 } as Record<number, number>

describe("the share image (og:image)", { timeout: 60_000 }, () => {
  it("is a PNG of 1200 × 630 with the picture drawn on its background", async () => {
    const png = readPng(await renderSharePng(byKey("WS-0612-40"), "de"))
    expect({ width: png.width, height: png.height }).toEqual(SHARE_IMAGE_SIZE)
    expect(png.bitDepth).toBe(8)
    expect(png.types.at(-1)).toBe("IEND")
    const channels = channelsOf[png.colourType]!
    expect(png.raw.length).toBe((png.width * channels + 1) * png.height)
    const pixels = unfilter(png.raw, png.width, png.height, channels)
    // The top left corner is the background (#f4f6f8); the picture and the texts are other colours.
    expect([...pixels.subarray(0, 3)]).toEqual([0xf4, 0xf6, 0xf8])
    let drawn = 0
    for (let i = 0; i < pixels.length; i += channels) if (pixels[i] !== 0xf4 || pixels[i + 1] !== 0xf6 || pixels[i + 2] !== 0xf8) drawn++
    // The enclosure fills much of its 560 × 550 box (a tenth of the card at least), the texts a little more.
    expect(drawn).toBeGreaterThan((png.width * png.height) / 10)
    // The picture's box (left) and the text column (right) both have drawing in them.
    const drawnIn = (x0: number, x1: number, y0: number, y1: number) => {
      let n = 0
      for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (pixels[(y * png.width + x) * channels] !== 0xf4) n++
      return n
    }
    expect(drawnIn(50, 610, 40, 590)).toBeGreaterThan(20_000)
    expect(drawnIn(650, 1150, 200, 500)).toBeGreaterThan(2_000)
  })

  it("two products give two different images, and the languages differ in their texts", async () => {
    const wall = await renderSharePng(byKey("WS-0612-40"), "en")
    const other = catalogue.products.find((p) => p.width !== 600 || p.height !== 1200)!
    expect(Buffer.from(await renderSharePng(other, "en")).equals(Buffer.from(wall))).toBe(false)
    expect(Buffer.from(await renderSharePng(byKey("WS-0612-40"), "de")).equals(Buffer.from(wall))).toBe(false)
  })

  it("the card names the product, its article number and its size in the asked language", () => {
    const product = byKey("WS-0612-40")
    const de = shareCardSvg("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1 1\"></svg>", shareCardText(product, "de"))
    expect(de).toContain(`Art.-Nr. ${product.specification.articleNumber}`)
    // Its second name gives the size already; without one, the card says it.
    expect(de).toContain(">B 600 × H 1200 × T 400 mm<")
    expect(de).not.toContain(">600 × 1200 × 400 mm<")
    expect(shareCardSvg("<svg></svg>", { ...shareCardText(product, "de"), name2: null })).toContain(">600 × 1200 × 400 mm<")
    expect(de).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/)
    expect(de).toContain('<svg x="50" y="40" width="560" height="550" viewBox="0 0 1 1">')
    expect(shareCardText(product, "en").dimensions).toBe("600 × 1200 × 400 mm")
  })

  it("wraps a long name into at most the lines it may take, cutting the rest with an ellipsis", () => {
    expect(wrapText("Wandgehäuse Stahlblech", 34, 500, 3)).toEqual(["Wandgehäuse Stahlblech"])
    const lines = wrapText("Zählerverteiler mit Tür und Doppelbartverschluss für zwei Zählerplätze und Verteilerfeld", 52, 500, 3)
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(/…$/)
    for (const line of lines) expect(line.length * 52 * 0.6).toBeLessThanOrEqual(500 + 52)
  })
})

/**
 * The CAD files made from a product's dimensions, read back with independent tools: the DXF with
 * dxf-parser, the PDF with pdftotext, the STEP model with OpenCascade (occt-import-js, the kernel
 * CAD viewers build on), which must triangulate every solid within the enclosure's outer size.
 */
import { createRequire } from "node:module"
import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import fc from "fast-check"
import DxfParser from "dxf-parser"
import { cents, type Product } from "@shop/core"
import { layer as cadLayer, makeFile } from "../src/cad/CadFilesMade.ts"
import { enclosureBoxes } from "../src/cad/step.ts"
import { CadFiles } from "@shop/core"
import { productFile } from "./fixtures.ts"
import { pdfText } from "./support/pdfTools.ts"

const product = (n: number, size: { width: number; height: number; depth: number; doorCount?: number; meterPositions?: number }): Product => {
  const file = productFile(n, { width: size.width, height: size.height, depth: size.depth, doorCount: size.doorCount ?? 1 })
  return {
    ...file,
    listPrice: cents(Math.round(file.listPrice * 100)),
    priceOnRequest: false,
    specification: { ...file.specification, meterPositions: size.meterPositions ?? 0, articleNumber: `WS ${size.width}.${size.height}.${size.depth}` },
  }
}

const sizes = [
  { width: 600, height: 800, depth: 250 },
  { width: 1200, height: 2000, depth: 500, doorCount: 2 },
  { width: 1600, height: 1250, depth: 250, doorCount: 2, meterPositions: 5 },
  { width: 300, height: 300, depth: 150, doorCount: 0 },
]

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes)
const make = (p: Product, type: "cad-drawing" | "cad-pdf" | "step", lang: "de" | "en" = "de") => Effect.runPromise(makeFile(p, type, lang))

interface OcctMesh {
  readonly name: string
  readonly attributes: { readonly position: { readonly array: ReadonlyArray<number> } }
  readonly index: { readonly array: ReadonlyArray<number> }
}
interface Occt {
  ReadStepFile(content: Uint8Array, params: null): { success: boolean; meshes: ReadonlyArray<OcctMesh> }
}
const require = createRequire(import.meta.url)
let occt: Promise<Occt> | undefined
const openCascade = () => (occt ??= (require("occt-import-js") as () => Promise<Occt>)())

const bounds = (meshes: ReadonlyArray<OcctMesh>) => {
  const min = [Infinity, Infinity, Infinity]
  const max = [-Infinity, -Infinity, -Infinity]
  for (const mesh of meshes) {
    const a = mesh.attributes.position.array
    for (let i = 0; i < a.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k]!, a[i + k]!)
        max[k] = Math.max(max[k]!, a[i + k]!)
      }
    }
  }
  return { min, max }
}

describe("DXF drawing", { timeout: 30_000 }, () => {
  it.each(sizes)("draws the front and side views of $width × $height × $depth with dimension figures", async (size) => {
    const p = product(1, size)
    const parsed = new DxfParser().parseSync(text(await make(p, "cad-drawing")))!
    expect(parsed.header["$INSUNITS"]).toBe(4)
    expect(Object.keys(parsed.tables.layer.layers)).toEqual(expect.arrayContaining(["OUTLINE", "DOOR", "DIMENSIONS", "TEXT"]))
    const entities = parsed.entities as ReadonlyArray<{ type: string; layer: string; text?: string; vertices?: ReadonlyArray<{ x: number; y: number }> }>
    // The body: a closed outline exactly width × height, and the side view's depth (door included).
    const outlines = entities.filter((e) => e.layer === "OUTLINE" && e.type === "LWPOLYLINE").map((e) => {
      const xs = e.vertices!.map((v) => v.x)
      const ys = e.vertices!.map((v) => v.y)
      return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)]
    })
    expect(outlines).toContainEqual([size.width, size.height])
    const texts = entities.filter((e) => e.type === "TEXT").map((e) => e.text)
    expect(texts).toEqual(expect.arrayContaining([String(size.width), String(size.height), String(size.depth)]))
    expect(entities.filter((e) => e.layer === "DIMENSIONS" && e.type === "LINE").length).toBeGreaterThanOrEqual(9)
    expect(texts.join("\n")).toContain(p.specification.articleNumber)
  })
})

describe("CAD PDF", { timeout: 30_000 }, () => {
  it.each(sizes)("shows the same drawing, dimensions, article and scale: $width × $height × $depth", async (size) => {
    const p = product(2, size)
    const de = pdfText(await make(p, "cad-pdf", "de"))
    for (const figure of [size.width, size.height, size.depth]) expect(de).toContain(String(figure))
    expect(de).toContain("Maßzeichnung")
    expect(de).toContain(p.specification.articleNumber)
    expect(de).toMatch(/Maßstab\s+1:(2|5|10|20|25|50|100)\b/)
    // The title block names the product as its title, not by the catalogue's internal key.
    expect(de).toMatch(new RegExp(`Benennung\\s+${p.name.de.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))
    expect(de).not.toContain(p.key)
    expect(pdfText(await make(p, "cad-pdf", "en"))).toContain("Dimensioned drawing")
  })
})

// OpenCascade (WASM) starts in a second or two, more on a loaded machine.
describe("STEP model", { timeout: 30_000 }, () => {
  it.each(sizes)("opens in OpenCascade as body walls, door and mounting plate within $width × $depth × $height", async (size) => {
    const p = product(3, size)
    const step = await make(p, "step")
    expect(text(step)).toMatch(/^ISO-10303-21;[\s\S]*FILE_SCHEMA\(\('AUTOMOTIVE_DESIGN[\s\S]*END-ISO-10303-21;\n$/)
    const result = (await openCascade()).ReadStepFile(step, null)
    expect(result.success).toBe(true)
    const boxes = enclosureBoxes({ key: p.key, name: "", width: size.width, height: size.height, depth: size.depth, doorCount: size.doorCount ?? 1, sheet: 1.5 })
    expect(result.meshes).toHaveLength(boxes.length)
    expect(boxes.map((b) => b.name)).toEqual(expect.arrayContaining(["body back wall", "mounting plate"]))
    // 6 faces of 2 triangles each per box.
    for (const mesh of result.meshes) expect(mesh.index.array.length).toBe(36)
    const { min, max } = bounds(result.meshes)
    expect(min.map((v) => Math.round(v * 1000) / 1000)).toEqual([0, 0, 0])
    expect(max.map((v) => Math.round(v * 1000) / 1000)).toEqual([size.width, size.depth, size.height])
  })

  it("is valid for any size and door count (property)", { timeout: 60_000 }, async () => {
    const cascade = await openCascade()
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 50, max: 5000 }), fc.integer({ min: 50, max: 5000 }), fc.integer({ min: 20, max: 5000 }), fc.integer({ min: 0, max: 4 }), async (width, height, depth, doorCount) => {
        const step = await make(product(4, { width, height, depth, doorCount }), "step")
        const result = cascade.ReadStepFile(step, null)
        expect(result.success).toBe(true)
        const { max } = bounds(result.meshes)
        expect(max.map((v) => Math.round(v))).toEqual([width, depth, height])
      }),
      { numRuns: 12 },
    )
  })

  it("keeps non-ASCII names readable: a STEP string escapes umlauts", async () => {
    const step = text(await make(product(5, sizes[0]!), "step"))
    expect(step).toContain("Geh\\X2\\00E4\\X0\\use")
    expect([...step].every((char) => char.charCodeAt(0) < 128)).toBe(true)
  })
})

describe("CadFiles layer", () => {
  it.effect("answers the same bytes for the same product and type (cached)", () =>
    Effect.gen(function* () {
      const cad = yield* CadFiles
      const p = product(6, sizes[0]!)
      const first = yield* cad.make(p, "step", "de")
      const again = yield* cad.make(p, "step", "de")
      expect(again).toBe(first)
    }).pipe(Effect.provide(cadLayer)),
  )
})

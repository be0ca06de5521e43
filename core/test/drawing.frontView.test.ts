import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { accessoryOptions } from "../src/catalogue/articleGroup.ts"
import { DRAWING_SCALES, type DrawingRole, type DrawingShape, type FrontViewInput, frontView, printScale } from "../src/drawing/frontView.ts"
import { isDark, paintColour, surfaceColour } from "../src/drawing/ral.ts"
import { drawingSvg, frontViewSvg } from "../src/drawing/svg.ts"

const base = { width: 600, height: 800, doorCount: 1, ralColour: "RAL 7035", meterPositions: 0 } satisfies FrontViewInput
const title = "Wandgehäuse B 600 × H 800"
const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0
const ofRole = (shapes: ReadonlyArray<DrawingShape>, role: DrawingRole) => shapes.filter((s) => s.role === role)
const rects = (shapes: ReadonlyArray<DrawingShape>, role: DrawingRole) =>
  ofRole(shapes, role).flatMap((s) => (s.kind === "rect" ? [s] : []))

/** Every number a shape or the viewBox holds. */
const numbers = (input: FrontViewInput): Array<number> => {
  const view = frontView(input)
  const out = [...Object.values(view.viewBox), view.stroke]
  for (const shape of view.shapes) {
    switch (shape.kind) {
      case "rect":
        out.push(shape.x, shape.y, shape.width, shape.height, shape.rx)
        break
      case "line":
        out.push(shape.x1, shape.y1, shape.x2, shape.y2)
        break
      case "polygon":
        out.push(...shape.points.flat())
        break
      case "text":
        out.push(shape.x, shape.y, shape.size)
        break
    }
  }
  return out
}

const sizes = { width: fc.integer({ min: 100, max: 3000 }), height: fc.integer({ min: 100, max: 3000 }) }
const anyInput: fc.Arbitrary<FrontViewInput> = fc.record({
  ...sizes,
  doorCount: fc.integer({ min: 0, max: 4 }),
  meterPositions: fc.integer({ min: 0, max: 12 }),
  options: fc.uniqueArray(fc.constantFrom(...accessoryOptions)).map((o) => new Set(o)),
  printScale: fc.option(fc.constantFrom(...DRAWING_SCALES), { nil: undefined }),
})

describe("frontView", () => {
  it("draws the body to scale at the origin in its RAL colour", () => {
    const view = frontView(base)
    expect(rects(view.shapes, "body")).toEqual([{ kind: "rect", role: "body", x: 0, y: 0, width: 600, height: 800, rx: 8 }])
    expect(view.paint).toEqual({ fill: "#cbd0cc", metallic: false, dark: false })
    expect(view.viewBox).toEqual({ x: -32, y: -32, width: 664, height: 864 })
    expect(frontView({ ...base, ralColour: undefined }).paint).toBeNull()
  })

  it("writes whole millimetres only, for any size, doors, meters, options and print scale", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        for (const n of numbers(input)) expect(Number.isInteger(n)).toBe(true)
      }),
    )
  })

  it("shows one window per meter position, one handle and two hinges per door", () => {
    const { shapes } = frontView({ ...base, width: 1100, height: 1400, meterPositions: 5, doorCount: 2 })
    expect(ofRole(shapes, "window")).toHaveLength(5)
    expect(ofRole(shapes, "door")).toHaveLength(2)
    expect(ofRole(shapes, "handle")).toHaveLength(2)
    expect(ofRole(shapes, "hinge")).toHaveLength(4)
    expect(ofRole(frontView({ ...base, doorCount: 0 }).shapes, "door")).toHaveLength(0)
  })

  it("keeps every meter window inside one door leaf, and the leaves inside the body", () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 2000 }), fc.integer({ min: 600, max: 2200 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 6 }), (width, height, doorCount, meterPositions) => {
        const { shapes } = frontView({ ...base, width, height, doorCount, meterPositions })
        const leaves = rects(shapes, "door")
        const windows = rects(shapes, "window")
        expect(windows).toHaveLength(meterPositions)
        for (const w of windows) {
          expect(leaves.some((l) => w.x >= l.x && w.x + w.width <= l.x + l.width && w.y >= l.y && w.y + w.height <= l.y + l.height)).toBe(true)
        }
        for (const l of leaves) expect(l.x >= 0 && l.x + l.width <= width).toBe(true)
      }),
    )
  })

  it("adds the visible accessories: roof, plinth, brackets, flange", () => {
    const plain = frontView(base)
    const dressed = frontView({ ...base, options: new Set(["rainRoof", "base", "wallMounting", "cableEntry"]) })
    expect(ofRole(dressed.shapes, "roof")).toEqual([{ kind: "polygon", role: "roof", points: [[-18, 0], [300, -36], [618, 0]] }])
    expect(ofRole(dressed.shapes, "bracket")).toHaveLength(2)
    expect(ofRole(dressed.shapes, "plinth")).toHaveLength(1)
    expect(ofRole(dressed.shapes, "flange")).toHaveLength(1)
    expect(dressed.shapes.length - plain.shapes.length).toBe(1 + 2 + 1 + 1)
    // Room for the roof above, the brackets at the sides and the plinth below.
    expect(dressed.viewBox).toEqual({ x: -72, y: -68, width: 744, height: 1000 })
  })

  it("keeps the viewBox proportional to the enclosure for any size", () => {
    fc.assert(
      fc.property(sizes.width, sizes.height, (width, height) => {
        const { viewBox } = frontView({ ...base, width, height })
        expect(viewBox.width - viewBox.height).toBe(width - height)
      }),
    )
  })

  it("for print, adds dimension lines with the figures inside the viewBox", () => {
    const view = frontView({ ...base, width: 600, height: 1200, printScale: 20 })
    expect(ofRole(view.shapes, "dimension")).toHaveLength(2)
    expect(ofRole(view.shapes, "arrow")).toHaveLength(4)
    expect(ofRole(view.shapes, "label").map((s) => s.kind === "text" && [s.text, s.vertical])).toEqual([["600", false], ["1200", true]])
    fc.assert(
      fc.property(anyInput, (input) => {
        const { viewBox } = frontView(input)
        const inside = (x: number, y: number) => x >= viewBox.x && x <= viewBox.x + viewBox.width && y >= viewBox.y && y <= viewBox.y + viewBox.height
        for (const shape of frontView(input).shapes) {
          if (shape.kind === "rect") expect(inside(shape.x, shape.y) && inside(shape.x + shape.width, shape.y + shape.height)).toBe(true)
          if (shape.kind === "line") expect(inside(shape.x1, shape.y1) && inside(shape.x2, shape.y2)).toBe(true)
          if (shape.kind === "polygon") for (const [x, y] of shape.points) expect(inside(x, y)).toBe(true)
        }
      }),
    )
  })

  it("picks the smallest standard scale at which the drawing fits the paper", () => {
    expect(printScale(base, { width: 88, height: 105 })).toBe(10)
    expect(printScale({ ...base, width: 600, height: 1200 }, { width: 88, height: 105 })).toBe(20)
    fc.assert(
      fc.property(sizes.width, sizes.height, fc.integer({ min: 60, max: 200 }), (width, height, box) => {
        const scale = printScale({ ...base, width, height }, { width: box, height: box })
        const { viewBox } = frontView({ ...base, width, height, printScale: scale })
        const smaller = DRAWING_SCALES.filter((s) => s < scale)
        if (scale < 100) expect(Math.max(viewBox.width, viewBox.height) / scale).toBeLessThanOrEqual(box)
        for (const s of smaller) {
          const tried = frontView({ ...base, width, height, printScale: s }).viewBox
          expect(Math.max(tried.width, tried.height) / s).toBeGreaterThan(box)
        }
      }),
    )
  })
})

describe("frontViewSvg (the stand-alone drawing)", () => {
  it("draws the body in its RAL colour with an accessible title", () => {
    const svg = frontViewSvg({ ...base, title })
    expect(svg).toContain('<rect x="32" y="32" width="600" height="800" rx="8" fill="#cbd0cc"')
    expect(svg).toContain('viewBox="0 0 664 864"')
    expect(svg).toContain(`<title>${title}</title>`)
    expect(svg).toMatch(/role="img"/)
    expect(count(frontViewSvg({ ...base, title, meterPositions: 5, doorCount: 2, width: 1100, height: 1400 }), /fill="#dfe9f0"/g)).toBe(5)
  })

  it("escapes the title", () => {
    expect(frontViewSvg({ ...base, title: `<x> & "y"` })).toContain("<title>&lt;x&gt; &amp; &quot;y&quot;</title>")
  })

  it("brushes stainless steel with a gradient and draws light lines on dark paint", () => {
    expect(frontViewSvg({ ...base, title, ralColour: "Edelstahl 1.4301" })).toContain('fill="url(#brushed)"')
    expect(frontViewSvg({ ...base, title, ralColour: "RAL 9005" })).toContain('stroke="#e6e9ec"')
  })

  it("writes coordinates from the viewBox corner in output units", () => {
    const view = frontView({ ...base, printScale: 10 })
    const svg = drawingSvg(view, { style: () => ({}), unit: 0.5, sized: true })
    expect(svg).toContain(`viewBox="0 0 ${view.viewBox.width / 2} ${view.viewBox.height / 2}"`)
    expect(svg).toContain(`<rect x="${-view.viewBox.x / 2}" y="${-view.viewBox.y / 2}" width="300" height="400"`)
    expect(svg).toContain(">600</text>")
  })
})

describe("colours", () => {
  it("maps RAL codes and falls back to brushed steel", () => {
    expect(surfaceColour("RAL 9005")).toEqual({ fill: "#0e0e10", metallic: false, dark: true })
    expect(surfaceColour("stainless 1.4301 brushed").metallic).toBe(true)
    expect(isDark("#0e0e10")).toBe(true)
    expect(isDark("#cbd0cc")).toBe(false)
  })

  it("a chosen special paint wins over the product's colour", () => {
    expect(paintColour("RAL 7035", [])).toBe("RAL 7035")
    expect(paintColour("RAL 7035", [{ option: "rainRoof", name: "Dach RAL 9005" }])).toBe("RAL 7035")
    expect(paintColour("RAL 7035", [{ option: "baseCoat", name: "Sonderlackierung RAL 3000" }])).toBe("RAL 3000")
    expect(paintColour("RAL 7035", [{ option: "baseCoat", name: "Grundierung" }, { option: "baseCoat", name: "Lack RAL 5010" }])).toBe("RAL 5010")
  })
})

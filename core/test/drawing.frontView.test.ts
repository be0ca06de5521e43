import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { frontViewSvg } from "../src/drawing/frontView.ts"
import { isDark, surfaceColour } from "../src/drawing/ral.ts"

const base = { width: 600, height: 800, doorCount: 1, ralColour: "RAL 7035", meterPositions: 0, title: "Wandgehäuse B 600 × H 800" }
const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0

describe("frontViewSvg", () => {
  it("draws the body to scale in its RAL colour with an accessible title", () => {
    const svg = frontViewSvg(base)
    expect(svg).toContain('<rect x="0" y="0" width="600" height="800"')
    expect(svg).toContain('fill="#cbd0cc"')
    expect(svg).toContain("<title>Wandgehäuse B 600 × H 800</title>")
    expect(svg).toMatch(/role="img"/)
  })

  it("escapes the title", () => {
    expect(frontViewSvg({ ...base, title: `<x> & "y"` })).toContain("<title>&lt;x&gt; &amp; &quot;y&quot;</title>")
  })

  it("shows one window per meter position and one handle per door", () => {
    const svg = frontViewSvg({ ...base, width: 1100, height: 1400, meterPositions: 5, doorCount: 2 })
    expect(count(svg, /fill="#dfe9f0"/g)).toBe(5)
    expect(count(svg, /fill="none"/g)).toBe(2)
  })

  it("keeps every meter window inside one door leaf", () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 2000 }), fc.integer({ min: 600, max: 2200 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 6 }), (width, height, doorCount, meterPositions) => {
        const svg = frontViewSvg({ ...base, width, height, doorCount, meterPositions })
        const leaves = [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)" height="[\d.]+" fill="none"/g)].map((m) => [Number(m[1]), Number(m[1]) + Number(m[2])] as const)
        const windows = [...svg.matchAll(/<rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"[^>]*fill="#dfe9f0"/g)].map((m) => [Number(m[1]), Number(m[1]) + Number(m[2])] as const)
        expect(windows).toHaveLength(meterPositions)
        for (const [from, to] of windows) expect(leaves.some(([l, r]) => from >= l - 0.1 && to <= r + 0.1)).toBe(true)
      }),
    )
  })

  it("adds the visible accessories: roof, plinth, brackets, flange", () => {
    const plain = frontViewSvg(base)
    const dressed = frontViewSvg({ ...base, options: new Set(["rainRoof", "base", "wallMounting", "cableEntry"]) })
    expect(count(dressed, /<path/g)).toBe(1)
    expect(count(dressed, /<rect/g) - count(plain, /<rect/g)).toBe(2 + 1 + 1)
  })

  it("keeps the viewBox proportional to the enclosure for any size", () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 3000 }), fc.integer({ min: 100, max: 3000 }), (width, height) => {
        const svg = frontViewSvg({ ...base, width, height })
        const [, , vw, vh] = /viewBox="([^"]+)"/.exec(svg)![1]!.split(" ").map(Number)
        expect(Math.abs(vw! - vh! - (width - height))).toBeLessThan(0.2)
      }),
    )
  })
})

describe("surfaceColour", () => {
  it("maps RAL codes and falls back to brushed steel", () => {
    expect(surfaceColour("RAL 9005")).toEqual({ fill: "#0e0e10", metallic: false })
    expect(surfaceColour("stainless 1.4301 brushed").metallic).toBe(true)
    expect(isDark("#0e0e10")).toBe(true)
    expect(isDark("#cbd0cc")).toBe(false)
  })
})

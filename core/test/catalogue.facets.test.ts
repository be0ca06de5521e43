import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { catalogueFacets } from "../src/catalogue/facets.ts"
import type { Product } from "../src/catalogue/model.ts"
import { product } from "./support/catalogue.ts"

const sized = (i: number, width: number, height: number, depth: number, netWeight: number, meterPositions: number): Product => {
  const p = product(`P${i}`, 100, [])
  return { ...p, width, height, depth, specification: { ...p.specification, netWeight, meterPositions } }
}

describe("catalogueFacets", () => {
  it("spans every size and the weight, and lists the meter-position counts above 0", () => {
    const facets = catalogueFacets([sized(1, 600, 800, 250, 12.5, 0), sized(2, 300, 1200, 200, 40, 4), sized(3, 1000, 500, 300, 3, 2), sized(4, 500, 500, 210, 8, 4)])
    expect(facets).toEqual({
      width: { min: 300, max: 1000 },
      height: { min: 500, max: 1200 },
      depth: { min: 200, max: 300 },
      netWeight: { min: 3, max: 40 },
      meterPositions: [2, 4],
    })
    expect(catalogueFacets([]).width).toEqual({ min: 0, max: 0 })
  })

  it("agrees with the plain definition for any products", () => {
    const row = fc.tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), fc.double({ min: 0, max: 1000, noNaN: true }), fc.nat(12))
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 40 }), (rows) => {
        const facets = catalogueFacets(rows.map(([w, h, d, kg, m], i) => sized(i, w, h, d, kg, m)))
        const column = (k: number) => rows.map((r) => r[k] as number)
        expect(facets.width).toEqual({ min: Math.min(...column(0)), max: Math.max(...column(0)) })
        expect(facets.netWeight).toEqual({ min: Math.min(...column(3)), max: Math.max(...column(3)) })
        expect(facets.meterPositions).toEqual([...new Set(column(4))].filter((m) => m > 0).sort((a, b) => a - b))
      }),
    )
  })

  it("handles a catalogue larger than a call's argument limit", () => {
    const one = sized(0, 600, 800, 250, 10, 3)
    const many = Array.from({ length: 300_000 }, () => one)
    expect(catalogueFacets([...many, sized(1, 2000, 100, 250, 10, 0)]).width).toEqual({ min: 600, max: 2000 })
  })
})

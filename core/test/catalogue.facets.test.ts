import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { catalogueFacets, facetCounts, matchesFilter, nearestSizes, sizeDistance, stateFirst } from "../src/catalogue/facets.ts"
import { type CatalogueFilter, materials, type Product } from "../src/catalogue/model.ts"
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

const item = (key: string, fields: Partial<Pick<Product, "width" | "height" | "depth" | "material" | "family" | "areasOfUse">>): Product => ({ ...product(key, 100, []), ...fields })
const totalOf = (products: ReadonlyArray<Product>, filter: CatalogueFilter) => products.filter((p) => matchesFilter(p, filter)).length

describe("facetCounts", () => {
  const products = [
    item("S1", { material: "steel", width: 600 }),
    item("S2", { material: "steel", width: 800 }),
    item("S3", { material: "steel", width: 1200 }),
    item("P1", { material: "polyester", width: 600 }),
    item("P2", { material: "polyester", width: 1000 }),
    item("A1", { material: "aluminium", width: 400, areasOfUse: ["tyrol"] }),
  ]

  it("counts an option over the other groups' filters, and a group's filter when dropped", () => {
    const counts = facetCounts(products, { material: ["steel"], width: { min: 500, max: 900 } })
    // Steel within the widths (what the list shows), and what checking polyester or aluminium would add.
    expect(counts.material).toEqual({ steel: 2, "stainless-steel": 0, polyester: 1, aluminium: 0 })
    expect(counts.without).toMatchObject({ material: 3, width: 3, height: 2, depth: 2, family: 2 })
    expect(counts.family["wall-steel"]).toBe(2)
    expect(counts.areaOfUse.tyrol).toBe(2)
  })

  it("counts a state's own products and those for every state, or only its own with areaOnly", () => {
    expect(facetCounts(products, { areaOfUse: ["vienna"] }).areaOfUse).toMatchObject({ tyrol: 6, vienna: 5 })
    expect(facetCounts(products, { areaOfUse: ["vienna"], areaOnly: true }).areaOfUse).toMatchObject({ tyrol: 1, vienna: 0 })
  })

  it("an unchecked option's count is what checking it adds; a checked one's, what it leaves", () => {
    const material = fc.constantFrom(...materials)
    const row = fc.record({ width: fc.integer({ min: 100, max: 1000 }), material, areas: fc.subarray(["tyrol", "vienna"] as const, { maxLength: 2 }) })
    const filter = fc.record({
      material: fc.subarray([...materials]),
      width: fc.record({ min: fc.integer({ min: 0, max: 1100 }), max: fc.integer({ min: 0, max: 1100 }) }, { requiredKeys: [] }),
      areaOfUse: fc.subarray(["tyrol", "vienna"] as const, { maxLength: 1 }),
    })
    fc.assert(
      fc.property(fc.array(row, { maxLength: 30 }), filter, material, (rows, f, extra) => {
        const list = rows.map((r, i) => item(`P${i}`, { width: r.width, material: r.material, areasOfUse: r.areas }))
        const counts = facetCounts(list, f)
        const total = totalOf(list, f)
        if (f.material.length > 0 && !f.material.includes(extra)) expect(totalOf(list, { ...f, material: [...f.material, extra] })).toBe(total + counts.material[extra])
        if (f.material.includes(extra)) expect(counts.material[extra]).toBe(totalOf(list, { ...f, material: [extra] }))
        expect(counts.without.width).toBe(totalOf(list, { material: f.material, areaOfUse: f.areaOfUse }))
      }),
    )
  })
})

describe("nearest sizes", () => {
  const asked: CatalogueFilter = { material: ["steel"], width: { min: 600, max: 600 }, height: { min: 800, max: 800 }, depth: { min: 250, max: 250 } }

  it("measures how far each size asked for is missed, relative to the bound", () => {
    expect(sizeDistance(item("A", { width: 600, height: 800, depth: 350 }), asked)).toBeCloseTo(0.4, 9)
    expect(sizeDistance(item("B", { width: 500, height: 1000, depth: 250 }), asked)).toBeCloseTo(100 / 600 + 200 / 800, 9)
    expect(sizeDistance(item("C", { width: 600, height: 800, depth: 250 }), asked)).toBe(0)
    // A size not asked for does not count.
    expect(sizeDistance(item("D", { width: 600, height: 800, depth: 900 }), { width: { min: 600 } })).toBe(0)
  })

  it("offers the products of the other filters nearest to the sizes asked for, nearest first", () => {
    const products = [
      item("FAR", { width: 1000, height: 1400, depth: 400 }),
      item("DEEP", { width: 600, height: 800, depth: 400 }),
      item("POLY", { width: 600, height: 800, depth: 260, material: "polyester" }),
      item("CLOSE", { width: 600, height: 800, depth: 350 }),
      item("LOW", { width: 600, height: 760, depth: 250 }),
    ]
    expect(nearestSizes(products, asked, 3).map((p) => p.key)).toEqual(["LOW", "CLOSE", "DEEP"])
    expect(nearestSizes(products, { material: ["steel"] }, 3)).toEqual([])
  })
})

describe("stateFirst", () => {
  it("puts the products built for a chosen state before those for every state, keeping the order in each", () => {
    const list = [item("ALL1", {}), item("T1", { areasOfUse: ["tyrol"] }), item("ALL2", {}), item("V1", { areasOfUse: ["vienna"] }), item("T2", { areasOfUse: ["tyrol", "salzburg"] })]
    expect(stateFirst(list, { areaOfUse: ["tyrol"] }).map((p) => p.key)).toEqual(["T1", "T2", "ALL1", "ALL2", "V1"])
    expect(stateFirst(list, {}).map((p) => p.key)).toEqual(["ALL1", "T1", "ALL2", "V1", "T2"])
  })
})

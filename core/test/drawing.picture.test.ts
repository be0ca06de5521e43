import { readFileSync, readdirSync } from "node:fs"
import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { type AccessoryOption, accessoryOptions } from "../src/catalogue/articleGroup.ts"
import { PICTURE_PITCH, PICTURE_YAW, type PictureInput, type PicturePolygon, type PictureRole, lit, picture, pictureSvg, project, viewsSvg } from "../src/drawing/picture.ts"

interface SampleProduct {
  readonly key: string
  readonly family: string
  readonly width: number
  readonly height: number
  readonly depth: number
  readonly doorCount: number
  readonly material: PictureInput["material"]
  readonly specification: { readonly ralColour: string; readonly meterPositions: number }
}

/** The catalogue's products as the data files hold them. */
const folder = new URL("../../data/catalogue/data/", import.meta.url)
const products: ReadonlyArray<SampleProduct> = readdirSync(folder)
  .filter((f) => f.startsWith("produkte-"))
  .flatMap((f) => Object.values((JSON.parse(readFileSync(new URL(f, folder), "utf8")) as { items: Record<string, SampleProduct> }).items))
/** One product of each family, material and door count. */
const sample = [...new Map(products.map((p) => [`${p.family} ${p.material} ${p.doorCount}`, p])).values()]
const inputOf = (p: SampleProduct, extra: Partial<PictureInput> = {}): PictureInput => ({
  width: p.width,
  height: p.height,
  depth: p.depth,
  doorCount: p.doorCount,
  material: p.material,
  ralColour: p.specification.ralColour,
  meterPositions: p.specification.meterPositions,
  ...extra,
})

const base: PictureInput = { width: 600, height: 800, depth: 250, doorCount: 1, material: "steel", ralColour: "RAL 7035" }
const ofRole = (polygons: ReadonlyArray<PicturePolygon>, role: PictureRole) => polygons.filter((p) => p.role === role)
const face = (input: PictureInput, role: PictureRole, f: PicturePolygon["face"]) => ofRole(picture(input).polygons, role).find((p) => p.face === f)
const extent = (points: ReadonlyArray<readonly [number, number]>, axis: 0 | 1) => Math.max(...points.map((p) => p[axis])) - Math.min(...points.map((p) => p[axis]))
const centre = (points: ReadonlyArray<readonly [number, number]>, axis: 0 | 1) => points.reduce((sum, p) => sum + p[axis], 0) / points.length
const viewBoxOf = (svg: string) => /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1).map(Number)

describe("picture of a product", () => {
  it("samples every family, material and door count of the catalogue", () => {
    expect(products.length).toBeGreaterThan(100)
    expect(new Set(sample.map((p) => p.material))).toEqual(new Set(["steel", "stainless-steel", "polyester", "aluminium"]))
  })

  it.each(sample.map((p) => [p.key, p] as const))("%s: an SVG whose viewBox holds every point, sized from the dimensions", (_, p) => {
    const svg = pictureSvg(inputOf(p), { title: "x", size: { width: 280, height: 280 } })
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 [\d.]+ [\d.]+" width="280" height="280" role="img"><title>x<\/title>/)
    const [vw, vh] = viewBoxOf(svg)
    const { viewBox, polygons } = picture(inputOf(p))
    expect([vw, vh]).toEqual([viewBox.width, viewBox.height])
    // The viewBox is the projected enclosure and a margin: its width is the front's and the side's width together.
    const projected = p.width * Math.cos(PICTURE_YAW) + p.depth * Math.sin(PICTURE_YAW)
    expect(vw).toBeGreaterThan(projected)
    expect(vw).toBeLessThan(projected * 1.4)
    for (const poly of polygons)
      for (const [u, v] of poly.points) {
        expect(u).toBeGreaterThanOrEqual(viewBox.x)
        expect(v).toBeGreaterThanOrEqual(viewBox.y)
        expect(u).toBeLessThanOrEqual(viewBox.x + viewBox.width)
        expect(v).toBeLessThanOrEqual(viewBox.y + viewBox.height)
      }
    expect(svg).not.toMatch(/NaN|Infinity|undefined/)
  })

  it.each(sample.map((p) => [p.key, p] as const))("%s: the body's front has the product's width to height under the projection", (_, p) => {
    const front = face(inputOf(p), "body", "front")!
    // The front's left edge is its height foreshortened by the pitch; its horizontal reach the width by the yaw.
    const [a, , , d] = front.points
    const drawnHeight = a![1] - d![1]
    const drawnWidth = extent(front.points, 0)
    expect(drawnWidth / drawnHeight).toBeCloseTo((p.width * Math.cos(PICTURE_YAW)) / (p.height * Math.cos(PICTURE_PITCH)), 2)
    expect(drawnWidth / drawnHeight / ((p.width / p.height) * (Math.cos(PICTURE_YAW) / Math.cos(PICTURE_PITCH)))).toBeCloseTo(1, 2)
  })

  it("a deeper enclosure draws a longer side face and a wider picture", () => {
    const shallow = face(base, "body", "side")!
    const deep = face({ ...base, depth: 500 }, "body", "side")!
    expect(extent(deep.points, 0)).toBeCloseTo(2 * extent(shallow.points, 0), 1)
    expect(extent(deep.points, 0)).toBeCloseTo(500 * Math.sin(PICTURE_YAW), 1)
    expect(picture({ ...base, depth: 500 }).viewBox.width).toBeGreaterThan(picture(base).viewBox.width)
  })

  it("projects the front face flat and the depth up and to the right", () => {
    expect(project(0, 0, 0)).toEqual([0, 0])
    const [u, v] = project(0, 100, 0)
    expect(u).toBeGreaterThan(0)
    expect(v).toBeLessThan(0)
    const [, top] = project(0, 0, 100)
    expect(top).toBeLessThan(0)
  })

  it("shows the three faces that face the viewer and no others", () => {
    const body = ofRole(picture(base).polygons, "body")
    expect(body.map((p) => p.face).sort()).toEqual(["front", "side", "top"])
  })

  it("a rain roof adds the roof above the body, a base the plinth below, wall mounting the brackets", () => {
    const plain = picture(base)
    expect(ofRole(plain.polygons, "roof")).toEqual([])
    expect(ofRole(plain.polygons, "plinth")).toEqual([])
    expect(ofRole(plain.polygons, "bracket")).toEqual([])

    const roofed = picture({ ...base, options: new Set(["rainRoof"]) })
    const roof = ofRole(roofed.polygons, "roof")
    expect(roof.length).toBeGreaterThanOrEqual(3)
    const bodyTop = Math.min(...face(base, "body", "top")!.points.map((p) => p[1]))
    expect(Math.min(...roof.flatMap((p) => p.points.map((q) => q[1])))).toBeLessThan(bodyTop)
    expect(roofed.viewBox.height).toBeGreaterThan(plain.viewBox.height)

    for (const option of ["base", "baseMounting"] as const) {
      const onBase = picture({ ...base, options: new Set([option]) })
      const plinth = ofRole(onBase.polygons, "plinth")
      expect(plinth.length).toBe(2) // front and side; the body stands on its top
      const bodyBottom = Math.max(...face(base, "body", "front")!.points.map((p) => p[1]))
      expect(Math.max(...plinth.flatMap((p) => p.points.map((q) => q[1])))).toBeGreaterThan(bodyBottom + 90)
    }

    const walled = picture({ ...base, options: new Set(["wallMounting"]) })
    expect(ofRole(walled.polygons, "bracket").length).toBeGreaterThan(0)
    // The right brackets reach past the body's side.
    const right = (polygons: ReadonlyArray<PicturePolygon>) => Math.max(...polygons.flatMap((p) => p.points.map((q) => q[0])))
    expect(right(ofRole(walled.polygons, "bracket"))).toBeGreaterThan(right(ofRole(walled.polygons, "body")) + 30)
  })

  it("the hinge side flips the handle and the hinges of a single door", () => {
    const handleU = (hinge: "left" | "right") => centre(face({ ...base, hinge }, "handle", "front")!.points, 0)
    const bodyU = centre(face(base, "body", "front")!.points, 0)
    expect(handleU("left")).toBeGreaterThan(bodyU)
    expect(handleU("right")).toBeLessThan(bodyU)
    const hingeU = (hinge: "left" | "right") => ofRole(picture({ ...base, hinge }).polygons, "hinge").filter((p) => p.face === "front").map((p) => centre(p.points, 0))
    expect(Math.max(...hingeU("left"))).toBeLessThan(bodyU)
    expect(Math.min(...hingeU("right"))).toBeGreaterThan(bodyU)
  })

  it("a product without a door gets a lid screwed in its four corners, and no handle", () => {
    const lid = picture({ ...base, doorCount: 0 }).polygons
    expect(ofRole(lid, "door").filter((p) => p.face === "front")).toHaveLength(1)
    expect(ofRole(lid, "screw").filter((p) => p.face === "front")).toHaveLength(4)
    expect(ofRole(lid, "handle")).toEqual([])
    expect(ofRole(picture(base).polygons, "screw")).toEqual([])
  })

  it("a door with a viewing window adds glass to each leaf; meter positions add their windows", () => {
    expect(ofRole(picture(base).polygons, "glass")).toEqual([])
    const glazed = ofRole(picture({ ...base, doorCount: 2, options: new Set(["door"]) }).polygons, "glass")
    expect(glazed.length).toBe(4) // a pane and its reflection per leaf
    expect(ofRole(picture({ ...base, meterPositions: 3 }).polygons, "glass").length).toBe(6)
  })

  it("paints the RAL colour, brushes stainless steel, and gives aluminium a sheen", () => {
    const green = pictureSvg({ ...base, material: "aluminium", ralColour: "RAL 6005" })
    expect(green).toMatch(/stop-color="#0f4336"/)
    // Painted sheet steel: RAL 7035 lit a little from above; matte polyester: the colour itself.
    expect(pictureSvg(base)).toContain(`stop-color="${lit("#cbd0cc", 1.07)}"`)
    expect(face({ ...base, material: "polyester" }, "body", "front")!.fill).toBe("#cbd0cc")
    const stainless = pictureSvg({ ...base, material: "stainless-steel", ralColour: "stainless 1.4301 brushed" })
    // Brushed: bands of light and shade, seven stops a face.
    expect(stainless.match(/<linearGradient/g)!.length).toBeGreaterThanOrEqual(3)
    expect(stainless.match(/<stop /g)!.length).toBeGreaterThanOrEqual(21)
    const polyester = pictureSvg({ ...base, material: "polyester" })
    expect(polyester).not.toMatch(/linearGradient/)
  })

  it("is deterministic, and keeps its gradients apart by id", () => {
    expect(pictureSvg(base)).toBe(pictureSvg(base))
    expect(pictureSvg(base, { id: "a" })).toMatch(/id="a-body-front"/)
    expect(pictureSvg(base, { id: "a" })).toMatch(/fill="url\(#a-body-front\)"/)
  })

  it("is decorative without a title", () => {
    expect(pictureSvg(base)).toMatch(/aria-hidden="true"/)
    expect(pictureSvg(base)).not.toMatch(/<title>/)
    expect(pictureSvg(base, { title: "A <b>" })).toMatch(/role="img"><title>A &lt;b&gt;<\/title>/)
  })

  it("draws the front and side views at one scale with width, height and depth dimensioned", () => {
    const svg = viewsSvg({ width: 600, height: 1200, depth: 400, doorCount: 1, meterPositions: 0, title: "Ansichten" })
    expect(svg).toMatch(/role="img"><title>Ansichten<\/title>/)
    for (const figure of ["600", "1200", "400"]) expect(svg).toMatch(new RegExp(`<text[^>]*>${figure}</text>`))
    // The two bodies (front and side) are equally high: one scale.
    const bodies = [...svg.matchAll(/<rect [^>]*height="([\d.]+)"[^>]*fill="#eef0f2"/g)].map((m) => Number(m[1]))
    expect(bodies).toHaveLength(2)
    expect(bodies[0]).toBe(bodies[1])
    const [w, h] = viewBoxOf(svg)
    expect(w! / h!).toBeGreaterThan(0.6)
    expect(w! / h!).toBeLessThan(1.6)
  })

  it("property: any size, door count and options give a valid picture inside its viewBox", () => {
    const option = fc.constantFrom(...accessoryOptions)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom("steel", "stainless-steel", "polyester", "aluminium" as const),
        fc.uniqueArray(option, { maxLength: 5 }),
        fc.constantFrom("left", "right" as const),
        (width, height, depth, doorCount, meterPositions, material, chosen, hinge) => {
          const input: PictureInput = { width, height, depth, doorCount, meterPositions, material, ralColour: "RAL 7035", options: new Set<AccessoryOption>(chosen), hinge }
          const svg = pictureSvg(input)
          expect(svg).not.toMatch(/NaN|Infinity|undefined/)
          expect(svg.startsWith("<svg ") && svg.endsWith("</svg>")).toBe(true)
          const { viewBox, polygons } = picture(input)
          expect(viewBox.width).toBeGreaterThan(0)
          expect(viewBox.height).toBeGreaterThan(0)
          const slack = 0.01
          for (const poly of polygons)
            for (const [u, v] of poly.points) {
              expect(Number.isFinite(u) && Number.isFinite(v)).toBe(true)
              expect(u).toBeGreaterThanOrEqual(viewBox.x - slack)
              expect(u).toBeLessThanOrEqual(viewBox.x + viewBox.width + slack)
              expect(v).toBeGreaterThanOrEqual(viewBox.y - slack)
              expect(v).toBeLessThanOrEqual(viewBox.y + viewBox.height + slack)
            }
          // The coordinates written lie in the SVG's viewBox, from its corner.
          const [vw, vh] = viewBoxOf(svg)
          for (const [, u, v] of svg.matchAll(/(-?[\d.]+),(-?[\d.]+)/g)) {
            expect(Number(u)).toBeGreaterThanOrEqual(-slack)
            expect(Number(u)).toBeLessThanOrEqual(vw! + slack)
            expect(Number(v)).toBeGreaterThanOrEqual(-slack)
            expect(Number(v)).toBeLessThanOrEqual(vh! + slack)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})

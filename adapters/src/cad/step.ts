/**
 * The enclosure as a STEP file (ISO 10303-21, AP214 "automotive design" schema): one part whose
 * advanced B-rep shape holds axis-aligned boxes, each a manifold solid of 6 planar faces, 12 line
 * edges and 8 vertices: the body's five sheet-metal walls, the door leaves in front and the
 * mounting plate inside. No kept npm library writes STEP (the OpenCascade builds only read it, or
 * bring a whole CAD kernel to the server), and boxes need nothing more than this.
 *
 * Coordinates in millimetres: x to the right, y from the front (0) to the back, z up; the enclosure
 * spans 0..width × 0..depth × 0..height. The output depends only on the input (no clock).
 */

export interface StepBox {
  readonly name: string
  /** Lower and upper corner. */
  readonly min: readonly [number, number, number]
  readonly max: readonly [number, number, number]
}

export interface EnclosureSolidInput {
  readonly key: string
  readonly name: string
  readonly width: number
  readonly height: number
  readonly depth: number
  readonly doorCount: number
  /** Sheet thickness of the walls in mm. */
  readonly sheet: number
}

/** Door leaves stand this far in front of the body; the mounting plate is this thick. */
const DOOR = 20
const PLATE = 3
/** Gap between two door leaves. */
const LEAF_GAP = 3

/** Body walls, door leaves and mounting plate of an enclosure, as boxes that touch but never overlap. */
export const enclosureBoxes = (e: EnclosureSolidInput): ReadonlyArray<StepBox> => {
  const { width: w, height: h, depth: d } = e
  const t = Math.min(e.sheet, w / 10, h / 10, d / 10)
  const door = Math.min(DOOR, d / 5)
  const boxes: Array<StepBox> = [
    { name: "body back wall", min: [0, d - t, 0], max: [w, d, h] },
    { name: "body left wall", min: [0, door, 0], max: [t, d - t, h] },
    { name: "body right wall", min: [w - t, door, 0], max: [w, d - t, h] },
    { name: "body bottom", min: [t, door, 0], max: [w - t, d - t, t] },
    { name: "body top", min: [t, door, h - t], max: [w - t, d - t, h] },
  ]
  const leaves = Math.max(1, Math.min(4, Math.round(e.doorCount)))
  const gap = leaves > 1 ? Math.min(LEAF_GAP, w / (leaves * 10)) : 0
  const leaf = (w - gap * (leaves - 1)) / leaves
  for (let i = 0; i < leaves; i++) {
    const x = i * (leaf + gap)
    boxes.push({ name: leaves === 1 ? (e.doorCount === 0 ? "cover" : "door") : `door leaf ${i + 1}`, min: [x, 0, 0], max: [x + leaf, door, h] })
  }
  // The mounting plate on spacers in front of the back wall, inset from the side walls.
  const inset = Math.max(2 * t, Math.round(Math.min(w, h) * 0.035))
  const plate = Math.min(PLATE, (d - door - t) / 4)
  const back = d - t - Math.min(10, (d - door - t) / 4)
  if (w - 2 * inset > 0 && h - 2 * inset > 0 && plate > 0) boxes.push({ name: "mounting plate", min: [inset, back - plate, inset], max: [w - inset, back, h - inset] })
  return boxes
}

/** A number as STEP writes a REAL: always with a decimal point. */
const real = (n: number): string => {
  const rounded = Math.round(n * 1e6) / 1e6
  const text = String(Object.is(rounded, -0) ? 0 : rounded)
  return /[.eE]/.test(text) ? text.replace(/e/, "E") : `${text}.`
}

/** A STEP string literal: apostrophes doubled, anything outside printable ASCII as \X2\ hex. */
const str = (s: string): string => {
  let out = ""
  for (const char of s) {
    const code = char.codePointAt(0)!
    if (char === "'") out += "''"
    else if (char === "\\") out += "\\\\"
    else if (code >= 0x20 && code < 0x7f) out += char
    else if (code <= 0xffff) out += `\\X2\\${code.toString(16).toUpperCase().padStart(4, "0")}\\X0\\`
    else out += `\\X4\\${code.toString(16).toUpperCase().padStart(8, "0")}\\X0\\`
  }
  return `'${out}'`
}

/** Corner i of a box: bit 0 picks x, bit 1 y, bit 2 z (0 = min, 1 = max). */
const corner = (b: StepBox, i: number): [number, number, number] => [i & 1 ? b.max[0] : b.min[0], i & 2 ? b.max[1] : b.min[1], i & 4 ? b.max[2] : b.min[2]]

/**
 * The six faces of a box: the corners in counter-clockwise order seen from outside, and the
 * outward normal with a reference direction in the face's plane.
 */
const FACES: ReadonlyArray<{ readonly corners: readonly [number, number, number, number]; readonly normal: readonly [number, number, number]; readonly ref: readonly [number, number, number] }> = [
  { corners: [0, 2, 3, 1], normal: [0, 0, -1], ref: [1, 0, 0] }, // bottom (z min)
  { corners: [4, 5, 7, 6], normal: [0, 0, 1], ref: [1, 0, 0] }, // top (z max)
  { corners: [0, 1, 5, 4], normal: [0, -1, 0], ref: [1, 0, 0] }, // front (y min)
  { corners: [2, 6, 7, 3], normal: [0, 1, 0], ref: [1, 0, 0] }, // back (y max)
  { corners: [0, 4, 6, 2], normal: [-1, 0, 0], ref: [0, 1, 0] }, // left (x min)
  { corners: [1, 3, 7, 5], normal: [1, 0, 0], ref: [0, 1, 0] }, // right (x max)
]

export interface StepFileInput {
  readonly fileName: string
  readonly productId: string
  readonly productName: string
  readonly boxes: ReadonlyArray<StepBox>
}

/** The STEP file's text. */
export const stepFile = (input: StepFileInput): string => {
  const lines: Array<string> = []
  let next = 1
  const add = (entity: string): number => {
    const id = next++
    lines.push(`#${id}=${entity};`)
    return id
  }
  const ref = (id: number) => `#${id}`
  const list = (ids: ReadonlyArray<number>) => `(${ids.map(ref).join(",")})`
  const point = (p: readonly [number, number, number]) => add(`CARTESIAN_POINT('',(${p.map(real).join(",")}))`)
  const direction = (v: readonly [number, number, number]) => add(`DIRECTION('',(${v.map(real).join(",")}))`)

  const appContext = add("APPLICATION_CONTEXT('core data for automotive mechanical design processes')")
  add(`APPLICATION_PROTOCOL_DEFINITION('international standard','automotive_design',2000,${ref(appContext)})`)
  const productContext = add(`PRODUCT_CONTEXT('',${ref(appContext)},'mechanical')`)
  const product = add(`PRODUCT(${str(input.productId)},${str(input.productName)},'',(${ref(productContext)}))`)
  add(`PRODUCT_RELATED_PRODUCT_CATEGORY('part',$,(${ref(product)}))`)
  const formation = add(`PRODUCT_DEFINITION_FORMATION('','',${ref(product)})`)
  const definitionContext = add(`PRODUCT_DEFINITION_CONTEXT('part definition',${ref(appContext)},'design')`)
  const definition = add(`PRODUCT_DEFINITION('design','',${ref(formation)},${ref(definitionContext)})`)
  const definitionShape = add(`PRODUCT_DEFINITION_SHAPE('','',${ref(definition)})`)

  const lengthUnit = add("(LENGTH_UNIT()NAMED_UNIT(*)SI_UNIT(.MILLI.,.METRE.))")
  const angleUnit = add("(NAMED_UNIT(*)PLANE_ANGLE_UNIT()SI_UNIT($,.RADIAN.))")
  const solidAngleUnit = add("(NAMED_UNIT(*)SI_UNIT($,.STERADIAN.)SOLID_ANGLE_UNIT())")
  const uncertainty = add(`UNCERTAINTY_MEASURE_WITH_UNIT(LENGTH_MEASURE(1.E-05),${ref(lengthUnit)},'distance_accuracy_value','confusion accuracy')`)
  const context = add(
    `(GEOMETRIC_REPRESENTATION_CONTEXT(3)GLOBAL_UNCERTAINTY_ASSIGNED_CONTEXT((${ref(uncertainty)}))GLOBAL_UNIT_ASSIGNED_CONTEXT((${[lengthUnit, angleUnit, solidAngleUnit].map(ref).join(",")}))REPRESENTATION_CONTEXT('',''))`,
  )

  const origin = point([0, 0, 0])
  const zAxis = direction([0, 0, 1])
  const xAxis = direction([1, 0, 0])
  const placement = add(`AXIS2_PLACEMENT_3D('',${ref(origin)},${ref(zAxis)},${ref(xAxis)})`)

  const solids: Array<number> = []
  for (const box of input.boxes) {
    const vertices = Array.from({ length: 8 }, (_, i) => add(`VERTEX_POINT('',${ref(point(corner(box, i)))})`))
    // One edge per pair of corners that differ in one coordinate, directed from the lower corner.
    const edges = new Map<string, number>()
    const edge = (a: number, b: number): { readonly id: number; readonly forward: boolean } => {
      const [lo, hi] = a < b ? [a, b] : [b, a]
      const key = `${lo}-${hi}`
      let id = edges.get(key)
      if (id === undefined) {
        const from = corner(box, lo)
        const to = corner(box, hi)
        const axis = lo ^ hi
        const length = to[axis === 1 ? 0 : axis === 2 ? 1 : 2]! - from[axis === 1 ? 0 : axis === 2 ? 1 : 2]!
        const dir = direction([axis === 1 ? 1 : 0, axis === 2 ? 1 : 0, axis === 4 ? 1 : 0])
        const vector = add(`VECTOR('',${ref(dir)},${real(length)})`)
        const line = add(`LINE('',${ref(point(from))},${ref(vector)})`)
        id = add(`EDGE_CURVE('',${ref(vertices[lo]!)},${ref(vertices[hi]!)},${ref(line)},.T.)`)
        edges.set(key, id)
      }
      return { id, forward: a === lo }
    }
    const faces = FACES.map((face) => {
      const oriented = face.corners.map((c, i) => {
        const e = edge(c, face.corners[(i + 1) % 4]!)
        return add(`ORIENTED_EDGE('',*,*,${ref(e.id)},${e.forward ? ".T." : ".F."})`)
      })
      const loop = add(`EDGE_LOOP('',${list(oriented)})`)
      const bound = add(`FACE_OUTER_BOUND('',${ref(loop)},.T.)`)
      const location = point(corner(box, face.corners[0]))
      const axis = add(`AXIS2_PLACEMENT_3D('',${ref(location)},${ref(direction(face.normal))},${ref(direction(face.ref))})`)
      const plane = add(`PLANE('',${ref(axis)})`)
      return add(`ADVANCED_FACE('',(${ref(bound)}),${ref(plane)},.T.)`)
    })
    const shell = add(`CLOSED_SHELL('',${list(faces)})`)
    solids.push(add(`MANIFOLD_SOLID_BREP(${str(box.name)},${ref(shell)})`))
  }
  const shape = add(`ADVANCED_BREP_SHAPE_REPRESENTATION(${str(input.productId)},${list([placement, ...solids])},${ref(context)})`)
  add(`SHAPE_DEFINITION_REPRESENTATION(${ref(definitionShape)},${ref(shape)})`)

  return [
    "ISO-10303-21;",
    "HEADER;",
    `FILE_DESCRIPTION((${str(`${input.productName}: body, door, mounting plate`)}),'2;1');`,
    `FILE_NAME(${str(input.fileName)},'2026-01-01T00:00:00',(''),(''),'enclosure shop','enclosure shop','');`,
    "FILE_SCHEMA(('AUTOMOTIVE_DESIGN { 1 0 10303 214 1 1 1 1 }'));",
    "ENDSEC;",
    "DATA;",
    ...lines,
    "ENDSEC;",
    "END-ISO-10303-21;",
    "",
  ].join("\n")
}

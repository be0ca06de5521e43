/**
 * Deterministic demo catalogue of an Austrian enclosure maker (products, accessories, article groups).
 *
 *   node scripts/generate-catalogue.ts                      ~180 products -> data/catalogue/ + data/content/article-groups.json
 *   node scripts/generate-catalogue.ts --products 10000 --out data/catalogue-large/10k
 *
 * Seeded PRNG only (no Math.random, no clock): re-running writes byte-identical files. Every item is
 * decoded with `ProductFile` / `AccessoryFile` before anything is written; any failure exits non-zero.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { Schema } from "effect"
import {
  AccessoryFile,
  ProductFile,
  Specification,
  assetExtension,
  assetTypes,
  ean13CheckDigit,
  federalStates,
  materials,
  productFamilies,
  protectionTypes,
} from "../core/src/catalogue/model.ts"
import type { FederalState, Material, ProductFamily, ProtectionType } from "../core/src/catalogue/model.ts"
import { accessoryOptions, optionField } from "../core/src/catalogue/articleGroup.ts"
import type { AccessoryOption } from "../core/src/catalogue/articleGroup.ts"
import { languages } from "../core/src/i18n/language.ts"
import type { LocalizedText } from "../core/src/i18n/language.ts"

// ---------------------------------------------------------------------------------------------
// Arguments

const DEMO_PRODUCTS = 180

interface Args {
  readonly products: number
  readonly out: string | undefined
}

const parseArgs = (argv: ReadonlyArray<string>): Args => {
  let products = DEMO_PRODUCTS
  let out: string | undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const eq = arg.indexOf("=")
    const flag = eq < 0 ? arg : arg.slice(0, eq)
    const inline = eq < 0 ? undefined : arg.slice(eq + 1)
    const value = (): string => {
      const v = inline ?? argv[++i]
      if (v === undefined || v === "") throw new Error(`${flag} needs a value`)
      return v
    }
    if (flag === "--products") {
      products = Number(value())
      if (!Number.isInteger(products) || products < 20 || products > 999_999) throw new Error("--products must be an integer from 20 to 999999")
    } else if (flag === "--out") {
      out = value()
    } else {
      throw new Error(`unknown argument ${arg} (use --products N --out DIR)`)
    }
  }
  return { products, out }
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness

type Rng = () => number

const mulberry32 = (seed: number): Rng => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const intIn = (rng: Rng, lo: number, hi: number): number => lo + Math.floor(rng() * (hi - lo + 1))
const pick = <T>(rng: Rng, items: ReadonlyArray<T>): T => items[Math.floor(rng() * items.length)]!
const chance = (rng: Rng, p: number): boolean => rng() < p
/** k distinct items in their original order. */
const sample = <T>(rng: Rng, items: ReadonlyArray<T>, k: number): Array<T> => {
  const idx = items.map((_, i) => i)
  const n = Math.min(k, idx.length)
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (idx.length - i))
    const t = idx[i]!
    idx[i] = idx[j]!
    idx[j] = t
  }
  return idx
    .slice(0, n)
    .sort((a, b) => a - b)
    .map((i) => items[i]!)
}

const round2 = (x: number): number => Math.round(x * 100) / 100
const round1 = (x: number): number => Math.round(x * 10) / 10
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x))
const pad = (n: number, width: number): string => String(n).padStart(width, "0")
/** mm -> two-digit code in decimetres (600 -> "06") or centimetres for depths (250 -> "25"). */
const dm = (mm: number): string => pad(Math.round(mm / 100), 2)
const cm = (mm: number): string => pad(Math.round(mm / 10), 2)
const hex = (rng: Rng, n: number): string => {
  let s = ""
  for (let i = 0; i < n; i++) s += Math.floor(rng() * 16).toString(16)
  return s
}
const uuidLike = (rng: Rng): string =>
  `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${pick(rng, ["8", "9", "a", "b"])}${hex(rng, 3)}-${hex(rng, 12)}`

const text = (de: string, en: string): LocalizedText => ({ de, en })

// ---------------------------------------------------------------------------------------------
// Products

type Mounting = "flush" | "hollow" | "surface"

/** What the generator knows about a product beyond the file: used to match accessories. */
interface Spec {
  readonly family: ProductFamily
  readonly key: string
  readonly w: number
  readonly h: number
  readonly d: number
  readonly material: Material
  readonly doors: number
  readonly state: FederalState | undefined
  readonly positions: number
  readonly rows: number
  readonly mounting: Mounting | undefined
  /** Outer surface in m², drives price, weight and paint size class. */
  readonly area: number
}

type ProductOut = {
  -readonly [K in keyof typeof ProductFile.Encoded]: (typeof ProductFile.Encoded)[K]
}
type AccessoryOut = typeof AccessoryFile.Encoded

interface Draft {
  readonly spec: Spec
  readonly product: ProductOut
}

const surface = (w: number, h: number, d: number): number => (2 * (w * h + w * d + h * d)) / 1e6

const sizeClass = (area: number): "S" | "M" | "L" | "XL" => (area < 0.8 ? "S" : area < 2 ? "M" : area < 4 ? "L" : "XL")

const stateInfo: Record<FederalState, { readonly code: string; readonly de: string; readonly en: string; readonly grid: string }> = {
  burgenland: { code: "BGL", de: "Burgenland", en: "Burgenland", grid: "Netz Burgenland" },
  carinthia: { code: "KTN", de: "Kärnten", en: "Carinthia", grid: "KNG-Kärnten Netz" },
  "lower-austria": { code: "NOE", de: "Niederösterreich", en: "Lower Austria", grid: "Netz Niederösterreich" },
  "upper-austria": { code: "OOE", de: "Oberösterreich", en: "Upper Austria", grid: "Netz Oberösterreich" },
  salzburg: { code: "SBG", de: "Salzburg", en: "Salzburg", grid: "Salzburg Netz" },
  styria: { code: "STM", de: "Steiermark", en: "Styria", grid: "Energienetze Steiermark" },
  tyrol: { code: "TIR", de: "Tirol", en: "Tyrol", grid: "TINETZ" },
  vorarlberg: { code: "VBG", de: "Vorarlberg", en: "Vorarlberg", grid: "Vorarlberger Energienetze" },
  vienna: { code: "WIE", de: "Wien", en: "Vienna", grid: "Wiener Netze" },
}

/** Share of each family in a catalogue of DEMO_PRODUCTS products. */
const familyWeights: Record<ProductFamily, number> = {
  "wall-steel": 46,
  "wall-stainless": 18,
  "wall-polyester": 18,
  "floor-standing": 20,
  outdoor: 12,
  "meter-cabinet": 42,
  "distribution-board": 24,
}

const familyCounts = (total: number): Record<ProductFamily, number> => {
  const sum = productFamilies.reduce((s, f) => s + familyWeights[f], 0)
  const counts = {} as Record<ProductFamily, number>
  let assigned = 0
  for (const f of productFamilies) {
    counts[f] = Math.max(2, Math.floor((total * familyWeights[f]) / sum))
    assigned += counts[f]
  }
  counts["wall-steel"] += total - assigned
  return counts
}

/** Maps the outer surface linearly into the family's price band, times `factor` ±5 %, clamped to the band. */
const bandPrice = (rng: Rng, area: number, aMin: number, aMax: number, pMin: number, pMax: number, factor = 1): number => {
  const t = clamp((area - aMin) / (aMax - aMin), 0, 1)
  const base = pMin * 1.05 + t * (pMax * 0.95 - pMin * 1.05)
  return round2(clamp(base * factor * (0.95 + rng() * 0.1), pMin, pMax))
}

const step = (p: ProtectionType, by: number): ProtectionType =>
  protectionTypes[Math.min(protectionTypes.length - 1, protectionTypes.indexOf(p) + by)]!

interface Ids {
  productIndex: number
  readonly usedKeys: Set<string>
}

/** Unique 10-digit supplier number: an affine permutation of the index (gcd(a, 10^9) = 1). */
const supplierNumber = (lead: string, i: number): string => lead + pad((i * 7_654_321 + 13_579_246) % 1_000_000_000, 9)
/** EAN-13 with GS1 Austria prefix 904 and a 6-digit item reference, unique for up to 10^6 products. */
const productEan = (i: number): string => {
  const first12 = `904512${pad((i * 7919 + 4711) % 1_000_000, 6)}`
  return first12 + String(ean13CheckDigit(first12))
}

interface Base {
  readonly family: ProductFamily
  readonly key: string
  readonly articleNumber: string
  readonly name: LocalizedText
  readonly name2: LocalizedText | undefined
  readonly description: LocalizedText
  readonly price: number
  readonly w: number
  readonly h: number
  readonly d: number
  readonly material: Material
  readonly protection: ProtectionType
  readonly maxProtection: ProtectionType
  readonly ral: string
  readonly state: FederalState | undefined
  readonly positions: number
  readonly rows: number
  readonly mounting: Mounting | undefined
  readonly doors: number
  readonly tariff: string
  readonly ik: string
  readonly weight: number
  readonly origin: string
}

const dims = (w: number, h: number, d: number, extraDe = "", extraEn = ""): LocalizedText =>
  text(`B ${w} × H ${h} × T ${d} mm${extraDe}`, `W ${w} × H ${h} × D ${d} mm${extraEn}`)

const assetsFor = (rng: Rng, identifier: string): ProductOut["assets"] => {
  const out: Array<{ type: (typeof assetTypes)[number]; file: string }> = []
  const twoImages = chance(rng, 0.2)
  const noEplan = chance(rng, 0.06)
  const noStep = chance(rng, 0.06)
  for (const type of assetTypes) {
    if ((type === "eplan" && noEplan) || (type === "step" && noStep)) continue
    const n = type === "image" && twoImages ? 2 : 1
    for (let k = 1; k <= n; k++) out.push({ type, file: `${identifier}_${type}_${k}.${assetExtension[type]}` })
  }
  return out
}

const origin = (rng: Rng, family: ProductFamily): string => {
  const r = rng()
  if (family === "wall-stainless" && r < 0.2) return "DE"
  if (family === "wall-polyester" && r < 0.2) return "CZ"
  if (r < 0.03) return "DE"
  return "AT"
}

const makeProduct = (rng: Rng, ids: Ids, b: Base): Draft => {
  const i = ids.productIndex++
  const id = b.key.toLowerCase()
  const product: ProductOut = {
    key: b.key,
    supplierArticleNumber: supplierNumber("3", i),
    family: b.family,
    name: b.name,
    ...(b.name2 === undefined ? {} : { name2: b.name2 }),
    description: b.description,
    slug: id,
    productAssetIdentifier: id,
    listPrice: b.price,
    width: b.w,
    height: b.h,
    depth: b.d,
    material: b.material,
    protectionType: b.protection,
    areasOfUse: b.state === undefined ? [] : [b.state],
    doorCount: b.doors,
    specification: {
      articleNumber: b.articleNumber,
      maxProtectionType: b.maxProtection,
      ralColour: b.ral,
      meterPositions: b.positions,
      ean: productEan(i),
      tariffNumber: b.tariff,
      countryOfOrigin: b.origin,
      ikCode: b.ik,
      unit: "Stk",
      netWeight: round1(b.weight),
      technicalDocumentationUrl: `https://docs.example-enclosures.at/products/${id}`,
    },
    accessories: [],
    amperageVariants: [],
    assets: assetsFor(rng, id),
  }
  const spec: Spec = {
    family: b.family,
    key: b.key,
    w: b.w,
    h: b.h,
    d: b.d,
    material: b.material,
    doors: b.doors,
    state: b.state,
    positions: b.positions,
    rows: b.rows,
    mounting: b.mounting,
    area: surface(b.w, b.h, b.d),
  }
  return { spec, product }
}

/**
 * A fresh key for a configuration: tries a few random configurations first (so the demo has
 * no variant suffixes), then numbers repeats of the same configuration ("-V2", "-V3", …).
 */
const uniqueConfig = <C>(rng: Rng, ids: Ids, draw: () => C, keyOf: (c: C) => string): { config: C; key: string; variant: number } => {
  let config = draw()
  for (let attempt = 0; attempt < 25 && ids.usedKeys.has(keyOf(config)); attempt++) config = draw()
  const base = keyOf(config)
  let variant = 1
  while (ids.usedKeys.has(variant === 1 ? base : `${base}-V${variant}`)) variant++
  const key = variant === 1 ? base : `${base}-V${variant}`
  ids.usedKeys.add(key)
  return { config, key, variant }
}

const variantText = (variant: number): [string, string] => (variant === 1 ? ["", ""] : [`, Ausführung V${variant}`, `, version V${variant}`])

interface Box {
  readonly w: number
  readonly h: number
  readonly d: number
}

const drawBox = (rng: Rng, widths: ReadonlyArray<number>, heights: ReadonlyArray<number>, depths: ReadonlyArray<number>): Box => {
  for (;;) {
    const w = pick(rng, widths)
    const h = pick(rng, heights)
    if (h < w - 200 || h > w * 4) continue
    const big = Math.max(w, h)
    const fitting = depths.filter((d) => d <= Math.min(w, h) * 0.8 && (big < 800 || d >= 200) && (big < 1200 || d >= 250))
    if (fitting.length === 0) continue
    return { w, h, d: pick(rng, fitting) }
  }
}

const wallSteel = (rng: Rng, ids: Ids): Draft => {
  const { config: box, key, variant } = uniqueConfig(
    rng,
    ids,
    () => drawBox(rng, [200, 300, 400, 500, 600, 800, 1000], [200, 300, 400, 500, 600, 700, 800, 1000, 1200, 1400], [120, 150, 210, 250, 300, 350, 400]),
    (b) => `WS-${dm(b.w)}${dm(b.h)}-${cm(b.d)}`,
  )
  const { w, h, d } = box
  const area = surface(w, h, d)
  const doors = w >= 1000 ? 2 : 1
  const ip: ProtectionType = w * h >= 1_000_000 ? "IP55" : "IP66"
  const [vde, ven] = variantText(variant)
  return makeProduct(rng, ids, {
    family: "wall-steel",
    key,
    articleNumber: `WS ${w}.${h}.${d}${variant > 1 ? `-V${variant}` : ""}`,
    name: doors === 2 ? text(`Wandgehäuse Stahlblech, zweitürig, ${ip}`, `Wall-mounted enclosure, sheet steel, two doors, ${ip}`) : text(`Wandgehäuse Stahlblech, ${ip}`, `Wall-mounted enclosure, sheet steel, ${ip}`),
    name2: dims(w, h, d, vde, ven),
    description: text(
      "Einwandiges Wandgehäuse aus Stahlblech, pulverbeschichtet in RAL 7035, mit verzinkter Montageplatte. Tür mit Doppelbartverschluss, Türanschlag wechselbar.",
      "Single-walled wall-mounted enclosure of sheet steel, powder-coated in RAL 7035, with galvanised mounting plate. Door with double-bit lock, hinge side reversible.",
    ),
    price: bandPrice(rng, area, 0.17, 4.75, 60, 900),
    w,
    h,
    d,
    material: "steel",
    protection: ip,
    maxProtection: ip,
    ral: "RAL 7035",
    state: undefined,
    positions: 0,
    rows: 0,
    mounting: undefined,
    doors,
    tariff: "7326 90 98",
    ik: "IK10",
    weight: area * 10 + (w * h * 19.6) / 1e6 + 0.4,
    origin: origin(rng, "wall-steel"),
  })
}

const wallStainless = (rng: Rng, ids: Ids): Draft => {
  const grade = chance(rng, 0.7) ? "1.4301" : "1.4404"
  const prefix = grade === "1.4301" ? "WE" : "WE4"
  const { config: box, key, variant } = uniqueConfig(
    rng,
    ids,
    () => drawBox(rng, [200, 300, 400, 500, 600, 800], [200, 300, 400, 500, 600, 800, 1000, 1200], [120, 150, 210, 250, 300]),
    (b) => `${prefix}-${dm(b.w)}${dm(b.h)}-${cm(b.d)}`,
  )
  const { w, h, d } = box
  const area = surface(w, h, d)
  const [vde, ven] = variantText(variant)
  const v = grade === "1.4301" ? "V2A" : "V4A"
  return makeProduct(rng, ids, {
    family: "wall-stainless",
    key,
    articleNumber: `${prefix} ${w}.${h}.${d}${variant > 1 ? `-V${variant}` : ""}`,
    name: text(`Wandgehäuse Edelstahl ${grade} (${v}), gebürstet`, `Wall-mounted enclosure, stainless steel ${grade} (${v}), brushed`),
    name2: dims(w, h, d, vde, ven),
    description:
      grade === "1.4301"
        ? text(
            "Wandgehäuse aus Edelstahl 1.4301, Oberfläche gebürstet (Korn 240). Für Lebensmittel- und Getränkeindustrie sowie geschützte Außenbereiche.",
            "Wall-mounted enclosure of stainless steel 1.4301 with brushed finish (grain 240). For the food and beverage industry and sheltered outdoor sites.",
          )
        : text(
            "Wandgehäuse aus säurebeständigem Edelstahl 1.4404, gebürstet. Für chloridhaltige Umgebungen, Kläranlagen und Küstennähe.",
            "Wall-mounted enclosure of acid-resistant stainless steel 1.4404, brushed. For chloride-laden atmospheres, sewage plants and coastal sites.",
          ),
    price: bandPrice(rng, area, 0.17, 3.2, 250, 2500, grade === "1.4404" ? 1 : 0.92),
    w,
    h,
    d,
    material: "stainless-steel",
    protection: "IP66",
    maxProtection: "IP66",
    ral: `stainless ${grade} brushed`,
    state: undefined,
    positions: 0,
    rows: 0,
    mounting: undefined,
    doors: w >= 800 ? 2 : 1,
    tariff: "7326 90 98",
    ik: "IK10",
    weight: area * 9.4 + (w * h * 19.6) / 1e6 + 0.4,
    origin: origin(rng, "wall-stainless"),
  })
}

const wallPolyester = (rng: Rng, ids: Ids): Draft => {
  const window = chance(rng, 0.2)
  const { config: box, key, variant } = uniqueConfig(
    rng,
    ids,
    () => drawBox(rng, [200, 300, 400, 500, 600, 800], [200, 300, 400, 500, 600, 800, 1000], [150, 200, 250, 300]),
    (b) => `PG-${dm(b.w)}${dm(b.h)}-${cm(b.d)}${window ? "-SF" : ""}`,
  )
  const { w, h, d } = box
  const area = surface(w, h, d)
  const [vde, ven] = variantText(variant)
  const lid = w <= 300 && h <= 300
  return makeProduct(rng, ids, {
    family: "wall-polyester",
    key,
    articleNumber: `PG ${w}.${h}.${d}${window ? " SF" : ""}${variant > 1 ? `-V${variant}` : ""}`,
    name: window
      ? text("Polyestergehäuse GFK mit Sichtfenster, IP66, IK10", "Polyester enclosure (GRP) with viewing window, IP66, IK10")
      : text("Polyestergehäuse GFK, IP66, IK10", "Polyester enclosure (GRP), IP66, IK10"),
    name2: dims(w, h, d, vde, ven),
    description: text(
      "Glasfaserverstärktes Polyestergehäuse, halogenfrei, UV-beständig und schutzisoliert. Für raue Industrie- und Außenumgebungen.",
      "Glass-fibre reinforced polyester enclosure, halogen-free, UV-resistant and double-insulated. For harsh industrial and outdoor environments.",
    ),
    price: bandPrice(rng, area, 0.17, 2.7, 90, 1200, window ? 1.08 : 1),
    w,
    h,
    d,
    material: "polyester",
    protection: "IP66",
    maxProtection: "IP66",
    ral: "RAL 7035",
    state: undefined,
    positions: 0,
    rows: 0,
    mounting: undefined,
    doors: lid ? 0 : w >= 800 ? 2 : 1,
    tariff: "3926 90 97",
    ik: "IK10",
    weight: area * 7.2 + 0.3,
    origin: origin(rng, "wall-polyester"),
  })
}

const floorStanding = (rng: Rng, ids: Ids): Draft => {
  const { config: box, key, variant } = uniqueConfig(
    rng,
    ids,
    (): Box => ({ w: pick(rng, [600, 800, 1000, 1200]), h: pick(rng, [1800, 2000, 2000, 2200]), d: pick(rng, [400, 500, 600]) }),
    (b) => `SS-${dm(b.w)}${dm(b.h)}-${cm(b.d)}`,
  )
  const { w, h, d } = box
  const area = surface(w, h, d)
  const doors = w > 800 ? 2 : 1
  const [vde, ven] = variantText(variant)
  return makeProduct(rng, ids, {
    family: "floor-standing",
    key,
    articleNumber: `SS ${w}.${h}.${d}${variant > 1 ? `-V${variant}` : ""}`,
    name: doors === 2 ? text("Standschrank Stahlblech, zweitürig, IP55", "Floor-standing cabinet, sheet steel, two doors, IP55") : text("Standschrank Stahlblech, IP55", "Floor-standing cabinet, sheet steel, IP55"),
    name2: dims(w, h, d, vde, ven),
    description: text(
      "Standschrank in Rahmenbauweise mit Montageplatte; Seitenwände und Rückwand abnehmbar. Für Schaltanlagen und Steuerungen bis 1000 V.",
      "Frame-type floor-standing cabinet with mounting plate; side panels and rear panel removable. For switchgear and controls up to 1000 V.",
    ),
    price: bandPrice(rng, area, 4.0, 9.4, 900, 4500),
    w,
    h,
    d,
    material: "steel",
    protection: "IP55",
    maxProtection: "IP55",
    ral: "RAL 7035",
    state: undefined,
    positions: 0,
    rows: 0,
    mounting: undefined,
    doors,
    tariff: "7326 90 98",
    ik: "IK10",
    weight: area * 12.5 + 18 + (w * h * 19.6) / 1e6,
    origin: origin(rng, "floor-standing"),
  })
}

const outdoor = (rng: Rng, ids: Ids): Draft => {
  const material: Material = chance(rng, 0.55) ? "aluminium" : "polyester"
  const prefix = material === "aluminium" ? "FSA" : "FSP"
  const { config: box, key, variant } = uniqueConfig(
    rng,
    ids,
    (): Box => ({ w: pick(rng, [600, 800, 1000, 1200]), h: pick(rng, [800, 1000, 1200, 1400, 1600]), d: pick(rng, [300, 320, 400, 500]) }),
    (b) => `${prefix}-${dm(b.w)}${dm(b.h)}-${cm(b.d)}`,
  )
  const { w, h, d } = box
  const area = surface(w, h, d)
  const [vde, ven] = variantText(variant)
  const alu = material === "aluminium"
  return makeProduct(rng, ids, {
    family: "outdoor",
    key,
    articleNumber: `${prefix} ${w}.${h}.${d}${variant > 1 ? `-V${variant}` : ""}`,
    name: alu
      ? text("Freiluftschrank Aluminium mit Dach, für Kabelverteilung", "Outdoor cabinet, aluminium, with roof, for cable distribution")
      : text("Freiluftschrank Polyester mit Dach, für Kabelverteilung", "Outdoor cabinet, polyester, with roof, for cable distribution"),
    name2: dims(w, h, d, vde, ven),
    description: text(
      `Doppelwandiger Freiluftschrank aus ${alu ? "Aluminium" : "glasfaserverstärktem Polyester"} mit hinterlüftetem Dach. Für Kabelverteilung, Telekommunikation und Ladeinfrastruktur; Aufstellung auf Erdsockel.`,
      `Double-walled outdoor cabinet of ${alu ? "aluminium" : "glass-fibre reinforced polyester"} with ventilated roof. For cable distribution, telecommunications and charging infrastructure; stands on a ground plinth.`,
    ),
    price: bandPrice(rng, area, 1.8, 6.7, 1200, 6000, alu ? 1 : 0.9),
    w,
    h,
    d,
    material,
    protection: "IP55",
    maxProtection: "IP55",
    ral: alu ? pick(rng, ["RAL 7035", "RAL 6005", "RAL 7035"]) : "RAL 7035",
    state: undefined,
    positions: 0,
    rows: 0,
    mounting: undefined,
    doors: w >= 1000 ? 2 : 1,
    tariff: alu ? "7616 99 90" : "3926 90 97",
    ik: alu ? "IK09" : "IK10",
    weight: area * (alu ? 7.5 : 9.5) + 12,
    origin: origin(rng, "outdoor"),
  })
}

/** Meter cabinets come in sets: one cabinet at 1–3 rated currents, which list each other as amperage variants. */
const meterCabinetSet = (rng: Rng, ids: Ids, setIndex: number, maxCount: number): Array<Draft> => {
  // The first 18 sets walk the states twice with rotating meter positions, so every state has
  // at least two cabinets and every count 1–6 occurs; later sets are random.
  const state = setIndex < 18 ? federalStates[setIndex % 9]! : pick(rng, federalStates)
  const positions = setIndex < 9 ? (setIndex % 6) + 1 : setIndex < 18 ? ((setIndex + 2) % 6) + 1 : intIn(rng, 1, 6)
  const info = stateInfo[state]
  const w = 350 + 250 * positions
  const amps = pick(rng, [[35, 63], [35, 50, 63], [63], [50, 63], [35, 63]]).slice(0, maxCount)
  const { config, key: configKey, variant } = uniqueConfig(
    rng,
    ids,
    (): Box => ({ w, h: pick(rng, [1100, 1250, 1400]), d: pick(rng, [210, 250]) }),
    (b) => `ZV-${info.code}${positions}-${dm(b.w)}${dm(b.h)}-${cm(b.d)}`,
  )
  const { h, d } = config
  const area = surface(w, h, d)
  const protection: ProtectionType = pick(rng, ["IP43", "IP43", "IP44", "IP54"])
  const [vde, ven] = variantText(variant)
  const platz = positions === 1 ? "1 Zählerplatz" : `${positions} Zählerplätze`
  const place = positions === 1 ? "1 meter position" : `${positions} meter positions`
  const drafts = amps.map((a) => {
    const key = `${configKey}-${a}`
    ids.usedKeys.add(key)
    const price = clamp(round2((280 + (positions - 1) * 330 + (h - 1100) * 0.3 + (a - 35) * 4) * (0.96 + rng() * 0.08)), 280, 2400)
    return makeProduct(rng, ids, {
      family: "meter-cabinet",
      key,
      articleNumber: `ZV ${info.code}${positions} ${w}.${h}.${d}/${a}A${variant > 1 ? `-V${variant}` : ""}`,
      name: text(`Zählerverteiler ${info.de} ${platz}, ${w} mm`, `Meter cabinet ${info.en}, ${place}, ${w} mm`),
      name2: dims(w, h, d, `, ${a} A${vde}`, `, ${a} A${ven}`),
      description: text(
        `Zählerverteiler nach TAEV und den Vorgaben von ${info.grid} mit APZ-Raum, Hauptleitungsabzweig und Verteilerfeld. Bemessungsstrom ${a} A, Türen plombierbar.`,
        `Meter cabinet to the Austrian TAEV and the rules of ${info.grid}, with APZ compartment, main line branch and distribution field. Rated current ${a} A, sealable doors.`,
      ),
      price,
      w,
      h,
      d,
      material: "steel",
      protection,
      maxProtection: step(protection, 1),
      ral: "RAL 9016",
      state,
      positions,
      rows: 0,
      mounting: undefined,
      doors: w >= 1350 ? 2 : 1,
      tariff: "8537 10 98",
      ik: pick(rng, ["IK08", "IK09"]),
      weight: area * 8 + positions * 2.2 + (a >= 63 ? 3 : 1.5),
      origin: "AT",
    })
  })
  const keys = drafts.map((dr) => dr.product.key)
  for (const dr of drafts) dr.product.amperageVariants = keys.filter((k) => k !== dr.product.key)
  return drafts
}

const boardConfigs: ReadonlyArray<{ readonly mounting: Mounting; readonly rows: number; readonly ip: ProtectionType }> = (["flush", "hollow", "surface"] as const).flatMap(
  (mounting) =>
    [1, 2, 3, 4].flatMap((rows) =>
      (mounting === "surface" ? (["IP40", "IP43"] as const) : (["IP30", "IP40"] as const)).map((ip) => ({ mounting, rows, ip })),
    ),
)

const distributionBoard = (rng: Rng, ids: Ids, index: number): Draft => {
  const prefixOf: Record<Mounting, string> = { flush: "KVU", hollow: "KVH", surface: "KVA" }
  const { config: c, key, variant } = uniqueConfig(
    rng,
    ids,
    () => (index < boardConfigs.length ? boardConfigs[index]! : pick(rng, boardConfigs)),
    (cfg) => {
      const { w, h, d } = boardBox(cfg.mounting, cfg.rows)
      return `${prefixOf[cfg.mounting]}-${dm(w)}${dm(h)}-${cm(d)}-${cfg.ip.slice(2)}`
    },
  )
  const { w, h, d } = boardBox(c.mounting, c.rows)
  const te = c.rows * 12
  const [vde, ven] = variantText(variant)
  const kind = {
    flush: ["Unterputz", "flush-mounted", "für den Einbau in Mauerwerk", "for installation in masonry"],
    hollow: ["Hohlwand", "for hollow walls", "für Hohlwände aus Gipskarton", "for plasterboard hollow walls"],
    surface: ["Aufputz", "surface-mounted", "für die Aufputzmontage", "for surface mounting"],
  }[c.mounting]
  return makeProduct(rng, ids, {
    family: "distribution-board",
    key,
    articleNumber: `${prefixOf[c.mounting]} ${c.rows}R ${w}.${h}.${d} ${c.ip}${variant > 1 ? `-V${variant}` : ""}`,
    name: text(`Kleinverteiler ${kind[0]} ${c.rows}-reihig, ${te} TE, ${c.ip}`, `Distribution board, ${kind[1]}, ${c.rows} ${c.rows === 1 ? "row" : "rows"}, ${te} modules, ${c.ip}`),
    name2: dims(w, h, d, vde, ven),
    description: text(
      `Kleinverteiler ${kind[2]}, mit Hutschienen TS35, N- und PE-Klemmen und Volltür in RAL 9016.`,
      `Distribution board ${kind[3]}, with TS35 DIN rails, N and PE terminals and solid door in RAL 9016.`,
    ),
    price: round2(clamp([45, 95, 160, 230][c.rows - 1]! * { flush: 1.2, hollow: 1.35, surface: 1 }[c.mounting] * (c.ip === "IP30" ? 1 : c.ip === "IP40" ? 1.1 : 1.25) * (0.95 + rng() * 0.1), 40, 600)),
    w,
    h,
    d,
    material: "steel",
    protection: c.ip,
    maxProtection: step(c.ip, 1),
    ral: "RAL 9016",
    state: undefined,
    positions: 0,
    rows: c.rows,
    mounting: c.mounting,
    doors: 1,
    tariff: "8538 10 00",
    ik: "IK08",
    weight: c.rows * 1.9 + (c.mounting === "surface" ? 1.8 : 1.2),
    origin: origin(rng, "distribution-board"),
  })
}

const boardBox = (mounting: Mounting, rows: number): Box =>
  mounting === "surface" ? { w: 330, h: 200 + rows * 140, d: 105 } : { w: 370, h: 230 + rows * 130, d: mounting === "hollow" ? 85 : 95 }

/** Custom sizes, price on request (listPrice 0). */
const customProducts = (rng: Rng, ids: Ids): Partial<Record<ProductFamily, Draft>> => {
  const custom = (family: ProductFamily, prefix: string, box: Box, material: Material, deName: string, enName: string, extra: Partial<Base>): Draft => {
    const key = `${prefix}-${dm(box.w)}${dm(box.h)}-${cm(box.d)}-SO`
    ids.usedKeys.add(key)
    const area = surface(box.w, box.h, box.d)
    return makeProduct(rng, ids, {
      family,
      key,
      articleNumber: `${prefix} SONDER ${box.w}.${box.h}.${box.d}`,
      name: text(`${deName}, Sondermaß`, `${enName}, custom size`),
      name2: dims(box.w, box.h, box.d, " (Beispielmaß)", " (example size)"),
      description: text(
        "Sondermaß nach Kundenwunsch mit Ausschnitten und Lackierung nach Zeichnung. Preis und Lieferzeit auf Anfrage.",
        "Custom size to customer drawing, with cut-outs and paint finish as specified. Price and delivery time on request.",
      ),
      price: 0,
      ...box,
      material,
      protection: "IP55",
      maxProtection: "IP66",
      ral: "RAL 7035",
      state: undefined,
      positions: 0,
      rows: 0,
      mounting: undefined,
      doors: box.w > 800 ? 2 : 1,
      tariff: "7326 90 98",
      ik: "IK10",
      weight: area * 11 + 5,
      origin: "AT",
      ...extra,
    })
  }
  return {
    "wall-steel": custom("wall-steel", "WS", { w: 1200, h: 1400, d: 400 }, "steel", "Wandgehäuse Stahlblech", "Wall-mounted enclosure, sheet steel", {}),
    "wall-stainless": custom("wall-stainless", "WE", { w: 1000, h: 1200, d: 350 }, "stainless-steel", "Wandgehäuse Edelstahl 1.4404", "Wall-mounted enclosure, stainless steel 1.4404", {
      ral: "stainless 1.4404 brushed",
    }),
    "floor-standing": custom("floor-standing", "SS", { w: 1600, h: 2200, d: 800 }, "steel", "Standschrank Stahlblech", "Floor-standing cabinet, sheet steel", {}),
    outdoor: custom("outdoor", "FSA", { w: 1400, h: 1800, d: 500 }, "aluminium", "Freiluftschrank Aluminium mit Dach", "Outdoor cabinet, aluminium, with roof", {
      tariff: "7616 99 90",
      ik: "IK09",
    }),
  }
}

const generateProducts = (rng: Rng, total: number): Array<Draft> => {
  const counts = familyCounts(total)
  const ids: Ids = { productIndex: 0, usedKeys: new Set() }
  const custom = customProducts(mulberry32(0xc0ffee), { productIndex: total, usedKeys: ids.usedKeys })
  const out: Array<Draft> = []
  for (const family of productFamilies) {
    const special = custom[family]
    const n = counts[family] - (special === undefined ? 0 : 1)
    const list: Array<Draft> = []
    if (family === "meter-cabinet") {
      for (let s = 0; list.length < n; s++) list.push(...meterCabinetSet(rng, ids, s, n - list.length))
    } else {
      for (let i = 0; i < n; i++) {
        switch (family) {
          case "wall-steel":
            list.push(wallSteel(rng, ids))
            break
          case "wall-stainless":
            list.push(wallStainless(rng, ids))
            break
          case "wall-polyester":
            list.push(wallPolyester(rng, ids))
            break
          case "floor-standing":
            list.push(floorStanding(rng, ids))
            break
          case "outdoor":
            list.push(outdoor(rng, ids))
            break
          case "distribution-board":
            list.push(distributionBoard(rng, ids, i))
            break
        }
      }
    }
    out.push(...list)
    if (special !== undefined) out.push(special)
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Article groups (Storyblok content type `article-group`)

interface GroupDef {
  readonly key: string
  readonly de: string
  readonly en: string
  readonly option: AccessoryOption
  /** Most pieces of one accessory; "0" = one fixed piece. */
  readonly amount: string
  /** Deliberately odd: a second counted option. */
  readonly second?: { readonly option: AccessoryOption; readonly amount: string }
}

const g = (key: string, de: string, en: string, option: AccessoryOption, amount: string): GroupDef => ({ key, de, en, option, amount })

const groups: ReadonlyArray<GroupDef> = [
  g("sonderlackierung", "Sonderlackierung RAL", "Special paint finish RAL", "baseCoat", "0"),
  g("grundierung", "Grundierung", "Primer", "baseCoat", "0"),
  g("strukturlack", "Feinstrukturlack", "Fine-texture paint finish", "baseCoat", "0"),
  g("montageplatten", "Montageplatten verzinkt", "Mounting plates, galvanised", "backPanel", "1"),
  g("montageplatten-isolierstoff", "Montageplatten Isolierstoff", "Insulating mounting plates", "backPanel", "1"),
  g("teilmontageplatten", "Teilmontageplatten", "Partial mounting plates", "backPanel", "4"),
  g("rueckwandtueren", "Rückwandtüren", "Rear doors", "backDoor", "0"),
  g("rueckwaende", "Rückwände", "Rear panels", "backDoor", "0"),
  g("seitenwaende", "Seitenwände", "Side panels", "sidePanel", "2"),
  g("trennwaende", "Trennwände", "Partition walls", "sidePanel", "2"),
  g("sichtfenstertueren", "Sichtfenstertüren", "Doors with viewing window", "door", "0"),
  g("schloesser-griffe", "Schlösser und Griffe", "Locks and handles", "door", "2"),
  g("tuerfeststeller", "Türfeststeller", "Door stays", "door", "2"),
  g("regendaecher", "Regendächer", "Rain canopies", "rainRoof", "0"),
  g("dachbleche", "Dachbleche", "Roof plates", "rainRoof", "0"),
  g("sockelbefestigung", "Sockelbefestigung", "Plinth fixings", "baseMounting", "4"),
  g("fundamentbefestigung", "Fundamentbefestigung", "Foundation fixings", "baseMounting", "2"),
  g("wandbefestigung", "Wandbefestigung", "Wall mounting brackets", "wallMounting", "4"),
  g("mastbefestigung", "Mastbefestigung", "Pole mounting", "wallMounting", "2"),
  g("kabelverschraubungen", "Kabelverschraubungen", "Cable glands", "cableEntry", "10"),
  g("flanschplatten", "Flanschplatten", "Gland plates", "cableEntry", "4"),
  g("kabeleinfuehrung", "Kabeleinführungssysteme", "Cable entry systems", "cableEntry", "4"),
  g("sockel", "Sockel", "Plinths", "base", "0"),
  g("sockelblenden", "Sockelblenden", "Plinth trim panels", "base", "2"),
  g("erdsockel", "Erdsockel", "Ground plinths", "base", "0"),
  g("kabelabfangschienen", "Kabelabfangschienen", "Cable clamp rails", "strainRelief", "4"),
  g("kabelschellen", "Kabelschellen", "Cable clamps", "strainRelief", "10"),
  g("hutschienen", "Hutschienen", "DIN rails", "mountingLevel", "10"),
  g("montageebenen", "Montageebenen", "DIN rail levels", "mountingLevel", "4"),
  g("einbaurahmen", "Einbaurahmen", "Modular device frames", "mountingLevel", "4"),
  g("leuchten", "Schaltschrankleuchten", "Enclosure lights", "interiorFittings", "2"),
  g("thermostate", "Thermostate und Hygrostate", "Thermostats and hygrostats", "interiorFittings", "2"),
  g("filterluefter", "Filterlüfter", "Filter fans", "interiorFittings", "2"),
  g("heizungen", "Schaltschrankheizungen", "Enclosure heaters", "interiorFittings", "2"),
  g("zaehlerplatten", "Zählerplatten", "Meter boards", "productSpecificAccessories", "6"),
  g("nh-trenner", "NH-Trenner", "NH fuse switch disconnectors", "productSpecificAccessories", "3"),
  g("apz-abdeckungen", "APZ-Raum Abdeckungen", "APZ compartment covers", "productSpecificAccessories", "2"),
  g("hauptleitungsabzweig", "Hauptleitungsabzweig", "Main line branch", "productSpecificAccessories", "2"),
  g("schluessel", "Schlüssel", "Keys", "accessories", "10"),
  g("schaltplantaschen", "Schaltplantaschen", "Documentation pockets", "accessories", "2"),
  g("beschriftung", "Beschriftung und Warnschilder", "Labels and warning signs", "accessories", "10"),
  // Deliberately odd groups (spec §5): an unparsable amount (counts with the default 99) …
  g("kabelbinder", "Kabelbinder", "Cable ties", "strainRelief", "n/a"),
  // … and two counted options (unsupported: warning, the first in option order wins).
  {
    ...g("erdungszubehoer", "Erdungszubehör", "Earthing accessories", "interiorFittings", "4"),
    second: { option: "accessories", amount: "10" },
  },
]

const groupByKey = new Map(groups.map((gr) => [gr.key, gr]))

/** Storyblok timestamp from fixed parts (no clock involved). */
const stamp = (day: number, hour: number, minute: number, second: number): string =>
  `2026-11-${pad(day, 2)}T${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}.000Z`

const storyblokAnswer = (rng: Rng): unknown => {
  const stories = groups.map((gr, i) => {
    const options: Record<string, string> = {}
    for (const option of accessoryOptions) options[optionField(option)] = "-1"
    options[optionField(gr.option)] = gr.amount
    if (gr.second !== undefined) options[optionField(gr.second.option)] = gr.second.amount
    const first = stamp(1, 8, intIn(rng, 5, 55), intIn(rng, 0, 59))
    const published = chance(rng, 0.5) ? first : stamp(intIn(rng, 2, 20), intIn(rng, 7, 17), intIn(rng, 0, 59), intIn(rng, 0, 59))
    const uuid = uuidLike(rng)
    return {
      name: gr.key,
      created_at: "2026-11-01T08:00:00.000Z",
      published_at: published,
      id: 612_480_000 + i * 37 + intIn(rng, 0, 30),
      uuid,
      content: {
        _uid: uuidLike(rng),
        component: "article-group",
        key: gr.key,
        name: gr.de,
        name__i18n__en: gr.en,
        ...options,
      },
      slug: gr.key,
      full_slug: `article-groups/${gr.key}`,
      sort_by_date: null,
      position: i * 10,
      tag_list: [],
      is_startpage: false,
      parent_id: 1,
      meta_data: null,
      group_id: uuidLike(rng),
      first_published_at: first,
      release_id: null,
      lang: "default",
      path: null,
      alternates: [],
      default_full_slug: null,
      translated_slugs: null,
    }
  })
  return { stories, cv: 1763683200, rels: [], links: [] }
}

// ---------------------------------------------------------------------------------------------
// Accessories

interface AccDraft {
  readonly index: number
  readonly option: AccessoryOption
  readonly families: ReadonlyArray<ProductFamily>
  /** Made for exactly this size: always offered with the products it fits. */
  readonly exact: boolean
  readonly fits: (p: Spec) => boolean
  readonly file: AccessoryOut
}

const WALL: ReadonlyArray<ProductFamily> = ["wall-steel", "wall-stainless", "wall-polyester"]
const CABINETS: ReadonlyArray<ProductFamily> = [...WALL, "floor-standing", "outdoor"]
const ALL: ReadonlyArray<ProductFamily> = productFamilies
const always = (): boolean => true

const generateAccessories = (rng: Rng, specs: ReadonlyArray<Spec>): Array<AccDraft> => {
  const out: Array<AccDraft> = []
  const keys = new Set<string>()
  const add = (
    groupKey: string,
    key: string,
    name: LocalizedText,
    name2: LocalizedText | undefined,
    price: number,
    families: ReadonlyArray<ProductFamily>,
    fits: (p: Spec) => boolean,
    exact = false,
  ): void => {
    const group = groupByKey.get(groupKey)
    if (group === undefined) throw new Error(`unknown article group ${groupKey}`)
    if (keys.has(key)) throw new Error(`duplicate accessory key ${key}`)
    keys.add(key)
    const index = out.length
    const id = key.toLowerCase()
    out.push({
      index,
      option: group.option,
      families,
      exact,
      fits,
      file: {
        key,
        supplierArticleNumber: supplierNumber("5", index),
        name,
        ...(name2 === undefined ? {} : { name2 }),
        slug: id,
        productAssetIdentifier: id,
        listPrice: price === 0 ? 0 : round2(clamp(price, 2, 600)),
        artikelGruppe: { key: groupKey },
      },
    })
  }
  const jitter = (): number => 0.93 + rng() * 0.14
  /** Distinct sizes of products in the given families, sorted. */
  const sizes = (families: ReadonlyArray<ProductFamily>, of: (s: Spec) => ReadonlyArray<number>): Array<ReadonlyArray<number>> => {
    const seen = new Map<string, ReadonlyArray<number>>()
    for (const s of specs) {
      if (!families.includes(s.family)) continue
      const v = of(s)
      seen.set(v.join("x"), v)
    }
    return [...seen.values()].sort((a, b) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!
      return 0
    })
  }
  const steelish = (p: Spec): boolean => p.material === "steel" || p.material === "aluminium"
  const forWH = (w: number, h: number): LocalizedText => text(`für Gehäuse B ${w} × H ${h} mm`, `for enclosure W ${w} × H ${h} mm`)
  const forWD = (w: number, d: number): LocalizedText => text(`für Schrank B ${w} × T ${d} mm`, `for cabinet W ${w} × D ${d} mm`)
  const forHD = (h: number, d: number): LocalizedText => text(`für Schrank H ${h} × T ${d} mm`, `for cabinet H ${h} × D ${d} mm`)
  const forW = (w: number): LocalizedText => text(`für Breite ${w} mm`, `for width ${w} mm`)

  // baseCoat ---------------------------------------------------------------------------------
  const classes = [
    { c: "S", de: "bis 0,8 m²", en: "up to 0.8 m²", price: 48 },
    { c: "M", de: "bis 2,0 m²", en: "up to 2.0 m²", price: 88 },
    { c: "L", de: "bis 4,0 m²", en: "up to 4.0 m²", price: 165 },
    { c: "XL", de: "über 4,0 m²", en: "over 4.0 m²", price: 290 },
  ] as const
  const paintFamilies: ReadonlyArray<ProductFamily> = ["wall-steel", "floor-standing", "outdoor", "meter-cabinet", "distribution-board"]
  const colours = [
    ["7035", "Lichtgrau", "light grey"],
    ["7032", "Kieselgrau", "pebble grey"],
    ["7016", "Anthrazitgrau", "anthracite grey"],
    ["9016", "Verkehrsweiß", "traffic white"],
    ["9005", "Tiefschwarz", "jet black"],
    ["3000", "Feuerrot", "flame red"],
  ] as const
  for (const [ral, de, en] of colours) {
    for (const cl of classes) {
      add(
        "sonderlackierung",
        `ACC-LK-${ral}-${cl.c}`,
        text(`Sonderlackierung RAL ${ral} ${de}`, `Special paint finish RAL ${ral} ${en}`),
        text(`Gehäusegröße ${cl.c} (Oberfläche ${cl.de})`, `Enclosure size ${cl.c} (surface ${cl.en})`),
        cl.price * jitter(),
        paintFamilies,
        (p) => steelish(p) && sizeClass(p.area) === cl.c,
      )
    }
  }
  add("sonderlackierung", "ACC-LK-MUSTER", text("Sonderlackierung nach Farbmuster, Preis auf Anfrage", "Paint finish to colour sample, price on request"), undefined, 0, paintFamilies, steelish)
  for (const cl of classes) {
    add(
      "grundierung",
      `ACC-GR-${cl.c}`,
      text("Grundierung ohne Decklack, für bauseitige Lackierung", "Primer without top coat, for painting on site"),
      text(`Gehäusegröße ${cl.c} (Oberfläche ${cl.de})`, `Enclosure size ${cl.c} (surface ${cl.en})`),
      cl.price * 0.6 * jitter(),
      paintFamilies,
      (p) => steelish(p) && sizeClass(p.area) === cl.c,
    )
    for (const ral of ["7035", "7016"]) {
      add(
        "strukturlack",
        `ACC-SL-${ral}-${cl.c}`,
        text(`Feinstrukturlack RAL ${ral}`, `Fine-texture paint finish RAL ${ral}`),
        text(`Gehäusegröße ${cl.c} (Oberfläche ${cl.de})`, `Enclosure size ${cl.c} (surface ${cl.en})`),
        cl.price * 1.2 * jitter(),
        paintFamilies,
        (p) => steelish(p) && sizeClass(p.area) === cl.c,
      )
    }
  }

  // backPanel ----------------------------------------------------------------------------------
  for (const [w, h] of sizes(CABINETS, (s) => [s.w, s.h])) {
    const special = w === 600 && h === 800
    add(
      "montageplatten",
      `ACC-MP-${dm(w!)}${dm(h!)}`,
      special ? text("Montageplatte 600×800; verzinkt", "Mounting plate 600×800; galvanised") : text("Montageplatte Stahlblech verzinkt", "Mounting plate, galvanised sheet steel"),
      forWH(w!, h!),
      (12 + (w! * h! * 55) / 1e6) * jitter(),
      CABINETS,
      (p) => p.w === w && p.h === h,
      true,
    )
  }
  for (const [w, h] of sizes(["wall-polyester"], (s) => [s.w, s.h])) {
    add(
      "montageplatten-isolierstoff",
      `ACC-MPI-${dm(w!)}${dm(h!)}`,
      text("Montageplatte Isolierstoff (Hartpapier)", "Mounting plate, insulating material (laminated paper)"),
      forWH(w!, h!),
      (20 + (w! * h! * 140) / 1e6) * jitter(),
      ["wall-polyester"],
      (p) => p.w === w && p.h === h,
      true,
    )
  }
  for (const [w, h] of [
    [150, 300],
    [200, 300],
    [300, 400],
    [400, 500],
    [500, 600],
  ] as const) {
    add(
      "teilmontageplatten",
      `ACC-TMP-${cm(w)}${cm(h)}`,
      w === 300 ? text(`Teilmontageplatte ${w}×${h}; verzinkt`, `Partial mounting plate ${w}×${h}; galvanised`) : text("Teilmontageplatte verzinkt", "Partial mounting plate, galvanised"),
      w === 300 ? undefined : text(`${w} × ${h} mm`, `${w} × ${h} mm`),
      (9 + (w * h * 40) / 1e6) * jitter(),
      ["wall-steel", "wall-stainless", "floor-standing"],
      (p) => p.w >= w + 100 && p.h >= h + 100,
    )
  }

  // backDoor -----------------------------------------------------------------------------------
  for (const [w, h] of sizes(["floor-standing"], (s) => [s.w, s.h])) {
    add("rueckwandtueren", `ACC-RT-${dm(w!)}${dm(h!)}`, text("Rückwandtür Stahlblech, RAL 7035", "Rear door, sheet steel, RAL 7035"), forWH(w!, h!), (180 + (w! * h! * 95) / 1e6) * jitter(), ["floor-standing"], (p) => p.w === w && p.h === h, true)
  }
  for (const [w, h] of sizes(["floor-standing"], (s) => [s.w, s.h])) {
    add("rueckwaende", `ACC-RW-${dm(w!)}${dm(h!)}`, text("Rückwand verschraubt", "Rear panel, screw-fastened"), forWH(w!, h!), (95 + (w! * h! * 60) / 1e6) * jitter(), ["floor-standing"], (p) => p.w === w && p.h === h, true)
  }

  // sidePanel ----------------------------------------------------------------------------------
  for (const [h, d] of sizes(["floor-standing", "outdoor"], (s) => [s.h, s.d])) {
    add("seitenwaende", `ACC-SW-${dm(h!)}${cm(d!)}`, text("Seitenwand verschraubt", "Side panel, screw-fastened"), forHD(h!, d!), (70 + (h! * d! * 90) / 1e6) * jitter(), ["floor-standing", "outdoor"], (p) => p.h === h && p.d === d, true)
  }
  for (const [h, d] of sizes(["floor-standing"], (s) => [s.h, s.d])) {
    add("trennwaende", `ACC-TW-${dm(h!)}${cm(d!)}`, text("Trennwand für Schrankanreihung", "Partition wall for bayed cabinets"), forHD(h!, d!), (60 + (h! * d! * 70) / 1e6) * jitter(), ["floor-standing"], (p) => p.h === h && p.d === d, true)
  }

  // door ---------------------------------------------------------------------------------------
  for (const [w, h] of sizes(["wall-steel"], (s) => [s.w, s.h])) {
    if (w! < 300 || h! < 300) continue
    add(
      "sichtfenstertueren",
      `ACC-SF-${dm(w!)}${dm(h!)}`,
      text("Sichtfenstertür, Einscheiben-Sicherheitsglas", "Door with viewing window, toughened safety glass"),
      forWH(w!, h!),
      (90 + (w! * h! * 260) / 1e6) * jitter(),
      ["wall-steel"],
      (p) => p.w === w && p.h === h,
      true,
    )
  }
  const withDoor = (p: Spec): boolean => p.doors > 0
  const locks: ReadonlyArray<readonly [string, string, string, number]> = [
    ["DB3", "Schlosseinsatz Doppelbart 3 mm", "Lock insert, double-bit 3 mm", 9],
    ["VK7", "Schlosseinsatz Vierkant 7 mm", "Lock insert, square 7 mm", 9],
    ["VK8", "Schlosseinsatz Vierkant 8 mm", "Lock insert, square 8 mm", 9],
    ["DK8", "Schlosseinsatz Dreikant 8 mm", "Lock insert, triangle 8 mm", 9.5],
    ["ZYL", "Zylinderschloss mit 2 Schlüsseln, Schließung 3524E", "Cylinder lock with 2 keys, key number 3524E", 24],
    ["KG", "Komfortgriff für Profilhalbzylinder", "Comfort handle for half profile cylinder", 78],
    ["SH", "Schwenkhebel abschließbar, für Vorhängeschloss", "Swing handle, padlockable", 64],
    ["PLB", "Plombiervorrichtung für Drehriegel", "Sealing device for quarter-turn lock", 6],
  ]
  for (const [code, de, en, price] of locks) {
    const families: ReadonlyArray<ProductFamily> = code === "PLB" ? ["meter-cabinet", "distribution-board"] : code === "KG" || code === "SH" ? ["wall-steel", "wall-stainless", "floor-standing", "outdoor"] : ALL
    add("schloesser-griffe", `ACC-SG-${code}`, text(de, en), undefined, price * jitter(), families, withDoor)
  }
  for (const [code, de, en, price, maxW] of [
    ["600", "Türfeststeller für Türbreite bis 600 mm", "Door stay for door widths up to 600 mm", 14, 600],
    ["1000", "Türfeststeller für Türbreite bis 1000 mm", "Door stay for door widths up to 1000 mm", 19, 2000],
    ["VA", "Türfeststeller Edelstahl 1.4301", "Door stay, stainless steel 1.4301", 34, 2000],
  ] as const) {
    add("tuerfeststeller", `ACC-TF-${code}`, text(de, en), undefined, price * jitter(), ["wall-steel", "wall-stainless", "floor-standing", "outdoor"], (p) =>
      code === "VA" ? p.material === "stainless-steel" : p.material !== "stainless-steel" && p.w / p.doors <= maxW && p.doors > 0,
    )
  }

  // rainRoof -----------------------------------------------------------------------------------
  for (const [family, code, de, en] of [
    ["wall-steel", "RD", "Regendach Stahlblech, RAL 7035", "Rain canopy, sheet steel, RAL 7035"],
    ["wall-stainless", "RDE", "Regendach Edelstahl", "Rain canopy, stainless steel"],
    ["wall-polyester", "RDP", "Regendach Polyester", "Rain canopy, polyester"],
  ] as const) {
    for (const [w] of sizes([family], (s) => [s.w])) {
      add("regendaecher", `ACC-${code}-${dm(w!)}`, text(de, en), text(`für Gehäusebreite ${w} mm, Tiefe bis 400 mm`, `for enclosure width ${w} mm, depth up to 400 mm`), (28 + w! * 0.09) * jitter(), [family], (p) => p.w === w, true)
    }
  }
  for (const [w, d] of sizes(["floor-standing"], (s) => [s.w, s.d])) {
    add("dachbleche", `ACC-DB-${dm(w!)}${cm(d!)}`, text("Dachblech mit Kabeleinführung", "Roof plate with cable entry"), forWD(w!, d!), (75 + (w! * d! * 120) / 1e6) * jitter(), ["floor-standing"], (p) => p.w === w && p.d === d, true)
  }

  // baseMounting -------------------------------------------------------------------------------
  for (const [code, de, en, price] of [
    ["SW", "Sockelbefestigungswinkel, 4 Stück", "Plinth fixing brackets, 4 pieces", 22],
    ["BS", "Bodenbefestigungsset M12", "Floor fixing set M12", 31],
    ["VS", "Verbindungsset Schrank-Sockel", "Cabinet-to-plinth connection set", 18],
    ["SD", "Schwerlastdübel M12, 4 Stück", "Heavy-duty anchors M12, 4 pieces", 16],
    ["NV", "Nivellierfüße M12, 4 Stück", "Levelling feet M12, 4 pieces", 44],
  ] as const) {
    add("sockelbefestigung", `ACC-SBF-${code}`, text(de, en), undefined, price * jitter(), ["floor-standing", "outdoor"], always)
  }
  for (const [code, de, en, price] of [
    ["EA", "Erdanker für Erdsockel, 2 Stück", "Ground anchors for ground plinth, 2 pieces", 58],
    ["FR", "Fundamentrahmen verzinkt", "Foundation frame, galvanised", 145],
    ["BF", "Betonfundament-Schablone", "Concrete foundation template", 39],
  ] as const) {
    add("fundamentbefestigung", `ACC-FB-${code}`, text(de, en), undefined, price * jitter(), ["outdoor"], always)
  }

  // wallMounting -------------------------------------------------------------------------------
  for (const [code, de, en, price, families] of [
    ["ST", "Wandbefestigungslaschen Stahl verzinkt, 4 Stück", "Wall mounting brackets, galvanised steel, 4 pieces", 12, ["wall-steel", "meter-cabinet"]],
    ["VA", "Wandbefestigungslaschen Edelstahl 1.4301, 4 Stück", "Wall mounting brackets, stainless steel 1.4301, 4 pieces", 26, ["wall-stainless"]],
    ["PA", "Wandbefestigungslaschen Polyamid, 4 Stück", "Wall mounting brackets, polyamide, 4 pieces", 9, ["wall-polyester"]],
    ["AH", "Wandabstandshalter 30 mm, 4 Stück", "Wall spacers 30 mm, 4 pieces", 15, WALL],
    ["ZV", "Wandbefestigungsschiene für Zählerverteiler", "Wall mounting rail for meter cabinets", 21, ["meter-cabinet"]],
    ["AP", "Aufputzrahmen für Kleinverteiler", "Surface-mounting frame for distribution boards", 34, ["distribution-board"]],
  ] as const) {
    add("wandbefestigung", `ACC-WB-${code}`, text(de, en), undefined, price * jitter(), families, (p) => code !== "AP" || p.mounting === "flush")
  }
  for (const [code, de, en, price] of [
    ["060", "Mastbefestigung für Mast Ø 60–90 mm", "Pole mounting for poles Ø 60–90 mm", 38],
    ["090", "Mastbefestigung für Mast Ø 90–160 mm", "Pole mounting for poles Ø 90–160 mm", 44],
    ["160", "Mastbefestigung für Mast Ø 160–220 mm", "Pole mounting for poles Ø 160–220 mm", 52],
    ["BND", "Mastschellenband Edelstahl, 2 × 1 m", "Stainless steel pole strap, 2 × 1 m", 27],
  ] as const) {
    add("mastbefestigung", `ACC-MB-${code}`, text(de, en), code === "BND" ? undefined : text("für Gehäusebreite bis 600 mm", "for enclosure widths up to 600 mm"), price * jitter(), WALL, (p) => p.w <= 600)
  }

  // cableEntry ---------------------------------------------------------------------------------
  const notFlushBoard = (p: Spec): boolean => p.family !== "distribution-board" || p.mounting === "surface"
  for (const [m, base] of [
    [12, 1.1],
    [16, 1.3],
    [20, 1.6],
    [25, 2.2],
    [32, 3.4],
    [40, 5.6],
    [50, 8.9],
    [63, 13.5],
  ] as const) {
    add("kabelverschraubungen", `ACC-KV-M${m}-PA`, text(`Kabelverschraubung M${m}, Polyamid`, `Cable gland M${m}, polyamide`), text("IP68, mit Gegenmutter", "IP68, with lock nut"), (base + 1) * jitter(), ALL, notFlushBoard)
    add("kabelverschraubungen", `ACC-KV-M${m}-MS`, text(`Kabelverschraubung M${m}, Messing vernickelt`, `Cable gland M${m}, nickel-plated brass`), text("IP68, mit Gegenmutter", "IP68, with lock nut"), (base * 2.8 + 1) * jitter(), ALL, notFlushBoard)
    const emv = m === 20 || m === 25 ? text(`Kabelverschraubung M${m} "EMV"`, `Cable gland M${m} "EMC"`) : text(`EMV-Kabelverschraubung M${m}`, `EMC cable gland M${m}`)
    add("kabelverschraubungen", `ACC-KV-M${m}-EMV`, emv, m === 20 ? undefined : text("Messing vernickelt, 360° Schirmkontakt", "nickel-plated brass, 360° shield contact"), (base * 4.5 + 2) * jitter(), ALL, notFlushBoard)
  }
  for (const [w, d] of sizes(["floor-standing", "outdoor"], (s) => [s.w, s.d])) {
    add("flanschplatten", `ACC-FP-${dm(w!)}${cm(d!)}`, text("Flanschplatte geteilt, für Bodenausschnitt", "Split gland plate for the floor cut-out"), forWD(w!, d!), (45 + (w! * d! * 80) / 1e6) * jitter(), ["floor-standing", "outdoor"], (p) => p.w === w && p.d === d, true)
  }
  for (const [w] of sizes(["wall-steel", "wall-stainless"], (s) => [s.w])) {
    if (w! < 300) continue
    add("flanschplatten", `ACC-FPW-${dm(w!)}`, text("Flanschplatte für Wandgehäuse, Stahlblech", "Gland plate for wall-mounted enclosures, sheet steel"), forW(w!), (14 + w! * 0.03) * jitter(), ["wall-steel", "wall-stainless"], (p) => p.w === w, true)
  }
  for (const [code, de, en, name2, price] of [
    ["KEL", "Kabeleinführungsrahmen, teilbar, 24 Kabel", "Split cable entry frame, 24 cables", text("Kabel Ø 3–33 mm", "cables Ø 3–33 mm"), 46],
    ["MDP", "Membran-Durchführungsplatte 10 × M25", "Membrane entry plate 10 × M25", text("IP54", "IP54"), 29],
    ["BL", "Bürstenleiste, Länge 500 mm", "Brush strip, length 500 mm", undefined, 17],
    ["MT", "Membrantüllen Ø 7–14 mm, 10 Stück", "Membrane grommets Ø 7–14 mm, 10 pieces", undefined, 8],
  ] as const) {
    add("kabeleinfuehrung", `ACC-KE-${code}`, text(de, en), name2, price * jitter(), [...CABINETS, "meter-cabinet"], always)
  }

  // base ---------------------------------------------------------------------------------------
  for (const [w, d] of sizes(["floor-standing"], (s) => [s.w, s.d])) {
    for (const sh of [100, 200]) {
      add("sockel", `ACC-SO-${dm(w!)}${cm(d!)}-${sh}`, text(`Sockel ${sh} mm, Stahlblech RAL 7022`, `Plinth ${sh} mm, sheet steel RAL 7022`), forWD(w!, d!), (110 + (w! * d! * 260) / 1e6 + sh * 0.4) * jitter(), ["floor-standing"], (p) => p.w === w && p.d === d, true)
    }
  }
  for (const [w] of sizes(["floor-standing"], (s) => [s.w])) {
    add("sockelblenden", `ACC-SBL-${dm(w!)}`, text("Sockelblende vorne/hinten, 100 mm", "Plinth trim panel front/rear, 100 mm"), forW(w!), (32 + w! * 0.03) * jitter(), ["floor-standing"], (p) => p.w === w, true)
  }
  for (const [w, d] of sizes(["outdoor"], (s) => [s.w, s.d])) {
    add("erdsockel", `ACC-ES-${dm(w!)}${cm(d!)}`, text("Erdsockel Polyester, Einbautiefe 600 mm", "Ground plinth, polyester, burial depth 600 mm"), forWD(w!, d!), (160 + (w! * d! * 300) / 1e6) * jitter(), ["outdoor"], (p) => p.w === w && p.d === d, true)
  }

  // strainRelief -------------------------------------------------------------------------------
  for (const [w] of sizes(["wall-steel", "wall-stainless", "floor-standing", "outdoor"], (s) => [s.w])) {
    if (w! < 400) continue
    add(
      "kabelabfangschienen",
      `ACC-KA-${dm(w!)}`,
      text("Kabelabfangschiene C-Profil 30/15", "Cable clamp rail, C-section 30/15"),
      forW(w!),
      (11 + w! * 0.018) * jitter(),
      ["wall-steel", "wall-stainless", "floor-standing", "outdoor"],
      (p) => p.w === w,
      true,
    )
  }
  for (const [lo, hi, price] of [
    [6, 12, 2.4],
    [10, 16, 2.8],
    [14, 20, 3.2],
    [18, 26, 3.9],
    [24, 32, 4.6],
    [30, 40, 5.8],
  ] as const) {
    add("kabelschellen", `ACC-KS-${pad(lo, 2)}${pad(hi, 2)}`, text(`Kabelschelle für C-Schiene, Ø ${lo}–${hi} mm`, `Cable clamp for C-rail, Ø ${lo}–${hi} mm`), lo < 10 ? undefined : text("Polyamid, halogenfrei", "polyamide, halogen-free"), price * jitter(), ["wall-steel", "wall-stainless", "wall-polyester", "floor-standing", "outdoor", "meter-cabinet"], always)
  }
  for (const [code, de, en, price] of [
    ["200", "Kabelbinder 200 × 4,8 mm, 100 Stück", "Cable ties 200 × 4.8 mm, 100 pieces", 4.9],
    ["300UV", "Kabelbinder UV-beständig, 300 × 4,8 mm; 100 Stück", "Cable ties, UV-resistant, 300 × 4.8 mm; 100 pieces", 8.9],
    ["KLETT", "Klettkabelbinder 20 × 200 mm, 20 Stück", "Hook-and-loop cable ties 20 × 200 mm, 20 pieces", 7.5],
  ] as const) {
    add("kabelbinder", `ACC-KB-${code}`, text(de, en), undefined, price * jitter(), ALL, always)
  }

  // mountingLevel ------------------------------------------------------------------------------
  for (const [code, de, en, name2, price, minW] of [
    ["0300", "Hutschiene TS35 × 7,5 mm, gelocht", "DIN rail TS35 × 7.5 mm, slotted", text("Länge 300 mm", "length 300 mm"), 3.2, 0],
    ["0500", "Hutschiene TS35 × 7,5 mm, gelocht", "DIN rail TS35 × 7.5 mm, slotted", text("Länge 500 mm", "length 500 mm"), 4.4, 500],
    ["0800", "Hutschiene TS35 × 7,5 mm, gelocht", "DIN rail TS35 × 7.5 mm, slotted", text("Länge 800 mm", "length 800 mm"), 6.1, 800],
    ["1000", "Hutschiene TS35 × 7,5 mm, gelocht", "DIN rail TS35 × 7.5 mm, slotted", text("Länge 1000 mm", "length 1000 mm"), 7.3, 1000],
    ["2000", "Hutschiene TS35 × 7,5 mm, ungelocht", "DIN rail TS35 × 7.5 mm, unslotted", text("Länge 2000 mm", "length 2000 mm"), 12.9, 0],
    ["15-1000", "Hutschiene TS35 × 15 mm, gelocht", "DIN rail TS35 × 15 mm, slotted", text("Länge 1000 mm", "length 1000 mm"), 11.8, 1000],
    ["HAL", "Hutschienenhalter, 2 Stück", "DIN rail holders, 2 pieces", undefined, 5.5, 0],
  ] as const) {
    add("hutschienen", `ACC-HS-${code}`, text(de, en), name2, price * jitter(), ALL, (p) => p.w >= minW || p.family === "floor-standing")
  }
  for (const [w] of sizes(["wall-steel", "wall-stainless", "floor-standing", "meter-cabinet"], (s) => [s.w])) {
    if (w! < 400) continue
    add(
      "montageebenen",
      `ACC-ME-${dm(w!)}`,
      text("Montageebene für Reiheneinbaugeräte, 2 Hutschienen", "DIN rail level for modular devices, 2 rails"),
      forW(w!),
      (38 + w! * 0.06) * jitter(),
      ["wall-steel", "wall-stainless", "floor-standing", "meter-cabinet"],
      (p) => p.w === w,
      true,
    )
  }
  for (let rows = 1; rows <= 4; rows++) {
    add("einbaurahmen", `ACC-ER-${rows}R`, text(`Einbaurahmen ${rows}-reihig, ${rows * 12} TE`, `Modular device frame, ${rows} ${rows === 1 ? "row" : "rows"}, ${rows * 12} modules`), text("mit Berührungsschutzabdeckung", "with touch-protection cover"), (24 + rows * 17) * jitter(), ["meter-cabinet", "distribution-board"], (p) => p.family === "meter-cabinet" || p.rows >= rows)
  }
  add("einbaurahmen", "ACC-ER-AS", text("Abdeckstreifen 12 TE, ausbrechbar, 10 Stück", "Blanking strip 12 modules, break-off, 10 pieces"), undefined, 11 * jitter(), ["meter-cabinet", "distribution-board"], always)

  // interiorFittings ---------------------------------------------------------------------------
  const inside = (minH: number) => (p: Spec): boolean => p.h >= minH
  for (const [code, de, en, name2, price, minH] of [
    ["L300", "LED-Schaltschrankleuchte 300 mm, 230 V", "LED enclosure light 300 mm, 230 V", text("400 lm, mit Schalter", "400 lm, with switch"), 39, 400],
    ["L600", "LED-Schaltschrankleuchte 600 mm, 230 V", "LED enclosure light 600 mm, 230 V", text("900 lm, mit Schalter", "900 lm, with switch"), 54, 800],
    ["LBM", "LED-Schaltschrankleuchte mit Bewegungsmelder", "LED enclosure light with motion sensor", text("600 mm, 230 V", "600 mm, 230 V"), 72, 800],
    ["L24", "LED-Leuchte 24 V DC, magnetisch", "LED light 24 V DC, magnetic", undefined, 46, 300],
    ["TKS", "Türkontaktschalter für Leuchte", "Door-operated switch for light", undefined, 18, 300],
  ] as const) {
    add("leuchten", `ACC-LE-${code}`, text(de, en), name2, price * jitter(), CABINETS, inside(minH))
  }
  for (const [code, de, en, price] of [
    ["TO", "Thermostat 0–60 °C, Öffner", "Thermostat 0–60 °C, NC contact", 26],
    ["TS", "Thermostat 0–60 °C, Schließer", "Thermostat 0–60 °C, NO contact", 26],
    ["TD", "Doppelthermostat, Öffner/Schließer", "Dual thermostat, NC/NO", 48],
    ["HY", "Hygrostat 50–90 % rF", "Hygrostat 50–90 % RH", 44],
    ["TH", "Thermo-Hygrostat, elektronisch", "Electronic thermo-hygrostat", 96],
  ] as const) {
    add("thermostate", `ACC-TH-${code}`, text(de, en), undefined, price * jitter(), [...CABINETS, "meter-cabinet"], inside(300))
  }
  for (const [code, de, en, name2, price, minH] of [
    ["F020", "Filterlüfter 20 m³/h, 230 V", "Filter fan 20 m³/h, 230 V", text("Einbauausschnitt 92 × 92 mm", "cut-out 92 × 92 mm"), 58, 400],
    ["F055", "Filterlüfter 55 m³/h, 230 V", "Filter fan 55 m³/h, 230 V", text("Einbauausschnitt 125 × 125 mm", "cut-out 125 × 125 mm"), 79, 500],
    ["F105", "Filterlüfter 105 m³/h, 230 V", "Filter fan 105 m³/h, 230 V", text("Einbauausschnitt 177 × 177 mm", "cut-out 177 × 177 mm"), 112, 800],
    ["F230", "Filterlüfter 230 m³/h, 230 V", "Filter fan 230 m³/h, 230 V", text("Einbauausschnitt 224 × 224 mm", "cut-out 224 × 224 mm"), 168, 1200],
    ["F055DC", "Filterlüfter 55 m³/h, 24 V DC", "Filter fan 55 m³/h, 24 V DC", undefined, 92, 500],
    ["AF125", "Austrittsfilter 125 × 125 mm", "Outlet filter 125 × 125 mm", undefined, 24, 500],
  ] as const) {
    add("filterluefter", `ACC-FL-${code}`, text(de, en), name2, price * jitter(), ["wall-steel", "wall-stainless", "wall-polyester", "floor-standing", "outdoor"], inside(minH))
  }
  for (const [code, de, en, price, minH] of [
    ["H010", "Schaltschrankheizung 10 W, 110–265 V", "Enclosure heater 10 W, 110–265 V", 34, 200],
    ["H020", "Schaltschrankheizung 20 W, 110–265 V", "Enclosure heater 20 W, 110–265 V", 38, 300],
    ["H050", "Schaltschrankheizung 50 W, 110–265 V", "Enclosure heater 50 W, 110–265 V", 49, 500],
    ["H100", "Schaltschrankheizung 100 W, 110–265 V", "Enclosure heater 100 W, 110–265 V", 64, 800],
    ["HG400", "Heizgebläse 400 W, 230 V", "Fan heater 400 W, 230 V", 148, 1200],
  ] as const) {
    add("heizungen", `ACC-HZ-${code}`, text(de, en), undefined, price * jitter(), CABINETS, inside(minH))
  }

  // productSpecificAccessories -----------------------------------------------------------------
  for (const state of federalStates) {
    const info = stateInfo[state]
    add("zaehlerplatten", `ACC-ZP-${info.code}-1`, text(`Zählerplatte ${info.de}, Dreipunktbefestigung`, `Meter board ${info.en}, three-point fixing`), text(`nach Vorgabe ${info.grid}`, `to the rules of ${info.grid}`), (42 + rng() * 12) * jitter(), ["meter-cabinet"], (p) => p.state === state)
    add("zaehlerplatten", `ACC-ZP-${info.code}-2`, text(`Zählerplatte ${info.de} mit Tarifgeräteplatz`, `Meter board ${info.en} with tariff device space`), text(`nach Vorgabe ${info.grid}`, `to the rules of ${info.grid}`), (58 + rng() * 15) * jitter(), ["meter-cabinet"], (p) => p.state === state)
  }
  for (const [code, de, en, price] of [
    ["NH00-125", "NH-Trenner NH00 125 A, 3-polig", "NH fuse switch disconnector NH00 125 A, 3-pole", 96],
    ["NH00-160", "NH-Trenner NH00 160 A, 3-polig", "NH fuse switch disconnector NH00 160 A, 3-pole", 118],
    ["NH1-250", "NH-Trenner NH1 250 A, 3-polig", "NH fuse switch disconnector NH1 250 A, 3-pole", 214],
    ["NH2-400", "NH-Trenner NH2 400 A, 3-polig", "NH fuse switch disconnector NH2 400 A, 3-pole", 318],
    ["UT00", "NH-Sicherungsunterteil NH00, 1-polig", "NH fuse base NH00, 1-pole", 19],
  ] as const) {
    add("nh-trenner", `ACC-NH-${code}`, text(de, en), undefined, price * jitter(), ["meter-cabinet"], (p) => !code.startsWith("NH2") || p.positions >= 3)
  }
  for (const [code, de, en, price] of [
    ["250", "APZ-Raum Abdeckung 250 mm, plombierbar", "APZ compartment cover 250 mm, sealable", 29],
    ["500", "APZ-Raum Abdeckung 500 mm, plombierbar", "APZ compartment cover 500 mm, sealable", 41],
    ["HAK", "Abdeckung Hauptleitungsabzweig, plombierbar", "Main line branch cover, sealable", 23],
    ["SIG", "APZ-Raum Signalklemmenträger", "APZ compartment signal terminal carrier", 17],
  ] as const) {
    add("apz-abdeckungen", `ACC-APZ-${code}`, text(de, en), undefined, price * jitter(), ["meter-cabinet"], (p) => code !== "500" || p.w >= 850)
  }
  for (const [code, de, en, price] of [
    ["K35", "Hauptleitungsabzweigklemme 5-polig, 35 mm²", "Main line branch terminal, 5-pole, 35 mm²", 48],
    ["K50", "Hauptleitungsabzweigklemme 5-polig, 50 mm²", "Main line branch terminal, 5-pole, 50 mm²", 63],
    ["SS", "Sammelschienenhalter 5-polig, 12 × 5 mm", "Busbar holder, 5-pole, 12 × 5 mm", 37],
  ] as const) {
    add("hauptleitungsabzweig", `ACC-HA-${code}`, text(de, en), undefined, price * jitter(), ["meter-cabinet"], always)
  }

  // accessories --------------------------------------------------------------------------------
  for (const [code, de, en, price] of [
    ["DB3", "Schlüssel Doppelbart 3 mm", "Key, double-bit 3 mm", 3.9],
    ["DB5", 'Schlüssel "Doppelbart 5 mm"', 'Key "double-bit 5 mm"', 4.2],
    ["VK7", "Schlüssel Vierkant 7 mm", "Key, square 7 mm", 3.9],
    ["VK8", "Schlüssel Vierkant 8 mm", "Key, square 8 mm", 3.9],
    ["DK8", "Schlüssel Dreikant 8 mm", "Key, triangle 8 mm", 4.1],
    ["UNI", "Universalschlüssel, 4-fach", "Universal key, 4-way", 12.5],
    ["3524E", "Ersatzschlüssel für Zylinder 3524E", "Spare key for cylinder 3524E", 7.8],
  ] as const) {
    add("schluessel", `ACC-SK-${code}`, text(de, en), undefined, price * jitter(), ALL, withDoor)
  }
  for (const [code, de, en, price] of [
    ["A5", "Schaltplantasche A5, Kunststoff", "Documentation pocket A5, plastic", 6.9],
    ["A4", "Schaltplantasche A4, Kunststoff", "Documentation pocket A4, plastic", 8.4],
    ["A3", "Schaltplantasche A3, Kunststoff", "Documentation pocket A3, plastic", 12.9],
    ["A4ST", "Schaltplantasche A4, Stahlblech, selbstklebend", "Documentation pocket A4, sheet steel, self-adhesive", 16.5],
  ] as const) {
    add("schaltplantaschen", `ACC-PT-${code}`, text(de, en), undefined, price * jitter(), ALL, (p) => code !== "A3" || p.w >= 600)
  }
  add("schaltplantaschen", "ACC-PT-BS", text("Bohrschablone für Wandmontage (kostenlos)", "Drilling template for wall mounting (free of charge)"), text("Papier, 1:1", "paper, 1:1"), 0, [...WALL, "meter-cabinet", "distribution-board"], always)
  for (const [code, de, en, name2, price] of [
    ["BLITZ", "Warnschild Blitzpfeil, selbstklebend", "Warning sign lightning arrow, self-adhesive", text("Seitenlänge 50 mm", "side length 50 mm"), 2.4],
    ["SCH", "Beschriftungsschild 60 × 20 mm; Aluminium, 10 Stück", "Label plate 60 × 20 mm; aluminium, 10 pieces", undefined, 14.9],
    ["ZP", "Zählerplatzbeschriftung, 12 Stück", "Meter position labels, 12 pieces", undefined, 6.5],
    ["TE", "Beschriftungsstreifen 12 TE, 10 Stück", "Labelling strips 12 modules, 10 pieces", undefined, 5.9],
  ] as const) {
    const families: ReadonlyArray<ProductFamily> = code === "ZP" ? ["meter-cabinet"] : code === "TE" ? ["meter-cabinet", "distribution-board"] : ALL
    add("beschriftung", `ACC-BS-${code}`, text(de, en), name2, price * jitter(), families, always)
  }
  for (const [code, de, en, price] of [
    ["EB16", "Erdungsband 16 mm², 300 mm", "Earthing strap 16 mm², 300 mm", 7.9],
    ["EB25", "Erdungsband 25 mm², 500 mm", "Earthing strap 25 mm², 500 mm", 11.4],
    ["EBZ", "Erdungsbolzen M8, 10 Stück", "Earthing studs M8, 10 pieces", 9.6],
    ["PAS", "Potentialausgleichsschiene 6-polig", "Equipotential bonding bar, 6-pole", 21.5],
  ] as const) {
    add("erdungszubehoer", `ACC-EZ-${code}`, text(de, en), undefined, price * jitter(), ALL, always)
  }
  return out
}

/** Each product gets every exact-size accessory that fits and a sample of the generic ones, 10–40 in all. */
const assignAccessories = (rng: Rng, drafts: ReadonlyArray<Draft>, accessories: ReadonlyArray<AccDraft>): void => {
  const byFamily = new Map<ProductFamily, Array<AccDraft>>()
  for (const family of productFamilies) byFamily.set(family, accessories.filter((a) => a.families.includes(family)))
  for (const { spec, product } of drafts) {
    const fitting = byFamily.get(spec.family)!.filter((a) => a.fits(spec))
    const chosen = new Set<AccDraft>(fitting.filter((a) => a.exact))
    const generic = fitting.filter((a) => !a.exact)
    for (const option of accessoryOptions) {
      const candidates = generic.filter((a) => a.option === option)
      if (candidates.length === 0) continue
      for (const a of sample(rng, candidates, intIn(rng, 1, 3))) chosen.add(a)
    }
    const rest = generic.filter((a) => !chosen.has(a))
    for (const a of sample(rng, rest, Math.max(0, 10 - chosen.size))) chosen.add(a)
    let list = [...chosen].sort((a, b) => a.index - b.index)
    if (list.length > 40) {
      const exact = list.filter((a) => a.exact)
      const keep = sample(
        rng,
        list.filter((a) => !a.exact),
        40 - exact.length,
      )
      list = [...exact, ...keep].sort((a, b) => a.index - b.index)
    }
    product.accessories = list.map((a) => a.file.key)
  }
}

// ---------------------------------------------------------------------------------------------
// Model documentation (models/*.json)

interface FieldDoc {
  readonly name: string
  readonly type: string
  readonly unit?: string
  readonly values?: ReadonlyArray<string>
  readonly ref?: string
  readonly optional?: true
  readonly note?: string
}

const productFields: ReadonlyArray<FieldDoc> = [
  { name: "key", type: "string", note: "item key, e.g. WS-0608-25" },
  { name: "supplierArticleNumber", type: "string", note: "10 digits" },
  { name: "family", type: "enum", values: productFamilies },
  { name: "name", type: "localizedText" },
  { name: "name2", type: "localizedText", optional: true, note: "dimensions line" },
  { name: "description", type: "localizedText" },
  { name: "slug", type: "string" },
  { name: "productAssetIdentifier", type: "string", note: "prefix of asset file names" },
  { name: "listPrice", type: "number", unit: "EUR", note: "0 = price on request" },
  { name: "width", type: "integer", unit: "mm" },
  { name: "height", type: "integer", unit: "mm" },
  { name: "depth", type: "integer", unit: "mm" },
  { name: "material", type: "enum", values: materials },
  { name: "protectionType", type: "enum", values: protectionTypes },
  { name: "areasOfUse", type: "enum[]", values: federalStates },
  { name: "doorCount", type: "integer" },
  { name: "specification", type: "object" },
  { name: "specification.articleNumber", type: "string" },
  { name: "specification.maxProtectionType", type: "enum", values: protectionTypes },
  { name: "specification.ralColour", type: "string" },
  { name: "specification.meterPositions", type: "integer" },
  { name: "specification.ean", type: "string", note: "EAN-13" },
  { name: "specification.tariffNumber", type: "string", note: "customs tariff (HS/CN)" },
  { name: "specification.countryOfOrigin", type: "string", note: "ISO 3166-1 alpha-2" },
  { name: "specification.ikCode", type: "string" },
  { name: "specification.unit", type: "string" },
  { name: "specification.netWeight", type: "number", unit: "kg" },
  { name: "specification.technicalDocumentationUrl", type: "string" },
  { name: "accessories", type: "string[]", ref: "Artikel" },
  { name: "amperageVariants", type: "string[]", ref: "Produkte" },
  { name: "assets", type: "object[]", values: assetTypes, note: "{ type, file }" },
]

const accessoryFields: ReadonlyArray<FieldDoc> = [
  { name: "key", type: "string", note: "item key, e.g. ACC-MP-0608" },
  { name: "supplierArticleNumber", type: "string", note: "10 digits" },
  { name: "name", type: "localizedText" },
  { name: "name2", type: "localizedText", optional: true },
  { name: "slug", type: "string" },
  { name: "productAssetIdentifier", type: "string" },
  { name: "listPrice", type: "number", unit: "EUR" },
  { name: "artikelGruppe", type: "object" },
  { name: "artikelGruppe.key", type: "string", ref: "article-group" },
]

/** The documentation must name exactly the schema's fields. */
const checkFieldDocs = (docs: ReadonlyArray<FieldDoc>, fields: ReadonlyArray<string>, label: string): Array<string> => {
  const documented = new Set(docs.map((f) => f.name))
  const missing = fields.filter((f) => !documented.has(f))
  const extra = [...documented].filter((f) => !fields.includes(f))
  return missing.length + extra.length === 0 ? [] : [`${label}: undocumented ${missing.join(", ") || "-"}; unknown ${extra.join(", ") || "-"}`]
}

// ---------------------------------------------------------------------------------------------
// Validation

const decodeProduct = Schema.decodeUnknownSync(ProductFile)
const decodeAccessory = Schema.decodeUnknownSync(AccessoryFile)

const validate = (products: ReadonlyArray<ProductOut>, accessories: ReadonlyArray<AccessoryOut>, demo: boolean): Array<string> => {
  const errors: Array<string> = []
  const note = (m: string): void => {
    if (errors.length < 50) errors.push(m)
  }
  for (const p of products) {
    try {
      decodeProduct(p)
    } catch (e) {
      note(`product ${p.key}: ${String(e)}`)
    }
  }
  for (const a of accessories) {
    try {
      decodeAccessory(a)
    } catch (e) {
      note(`accessory ${a.key}: ${String(e)}`)
    }
  }
  const unique = (label: string, values: ReadonlyArray<string>): void => {
    const seen = new Set<string>()
    for (const v of values) {
      if (seen.has(v)) note(`duplicate ${label} ${v}`)
      seen.add(v)
    }
  }
  unique("product key", products.map((p) => p.key))
  unique("accessory key", accessories.map((a) => a.key))
  unique("supplier article number", [...products.map((p) => p.supplierArticleNumber), ...accessories.map((a) => a.supplierArticleNumber)])
  unique("EAN", products.map((p) => p.specification.ean))
  const productKeys = new Set(products.map((p) => p.key))
  const accessoryKeys = new Set(accessories.map((a) => a.key))
  for (const p of products) {
    if (p.accessories.length < 10 || p.accessories.length > 40) note(`product ${p.key} has ${p.accessories.length} accessories`)
    for (const k of p.accessories) if (!accessoryKeys.has(k)) note(`product ${p.key} names unknown accessory ${k}`)
    for (const k of p.amperageVariants) if (!productKeys.has(k)) note(`product ${p.key} names unknown variant ${k}`)
    const ean = p.specification.ean
    if (Number(ean.slice(0, 3)) < 900 || Number(ean.slice(0, 3)) > 919) note(`product ${p.key}: EAN ${ean} is not Austrian`)
  }
  const used = new Set<string>()
  for (const a of accessories) {
    used.add(a.artikelGruppe.key)
    if (!groupByKey.has(a.artikelGruppe.key)) note(`accessory ${a.key} names unknown group ${a.artikelGruppe.key}`)
  }
  for (const gr of groups) if (!used.has(gr.key)) note(`article group ${gr.key} has no accessories`)
  for (const option of accessoryOptions) if (!groups.some((gr) => gr.option === option)) note(`no article group for option ${option}`)
  errors.push(...checkFieldDocs(productFields, [...Object.keys(ProductFile.fields), ...Object.keys(Specification.fields).map((f) => `specification.${f}`)], "Produkte model"))
  errors.push(...checkFieldDocs(accessoryFields, [...Object.keys(AccessoryFile.fields), "artikelGruppe.key"], "Artikel model"))
  if (demo) {
    if (products.length < 150) note(`only ${products.length} products`)
    if (accessories.length < 400) note(`only ${accessories.length} accessories`)
    for (const family of productFamilies) if (!products.some((p) => p.family === family)) note(`no product of family ${family}`)
    const meters = products.filter((p) => p.family === "meter-cabinet")
    for (const state of federalStates) {
      const n = meters.filter((p) => p.areasOfUse.includes(state)).length
      if (n < 2) note(`only ${n} meter cabinets for ${state}`)
    }
    for (let n = 1; n <= 6; n++) if (!meters.some((p) => p.specification.meterPositions === n)) note(`no meter cabinet with ${n} positions`)
    if (products.filter((p) => p.listPrice === 0).length < 3) note("fewer than 3 products at price 0")
  }
  return errors
}

// ---------------------------------------------------------------------------------------------
// Output

const writeJson = (file: string, value: unknown, indent: number | undefined): void => {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(value, null, indent)}\n`)
}

const chunk = <T>(items: ReadonlyArray<T>, size: number): Array<ReadonlyArray<T>> => {
  const out: Array<ReadonlyArray<T>> = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

const main = (): void => {
  const started = performance.now()
  const args = parseArgs(process.argv.slice(2))
  const root = resolve(import.meta.dirname, "..")
  const demo = args.out === undefined
  const outDir = demo ? join(root, "data", "catalogue") : resolve(args.out!)
  const groupsFile = demo ? join(root, "data", "content", "article-groups.json") : join(outDir, "article-groups.json")
  const indent = demo ? 2 : undefined
  const perFile = demo ? { Produkte: 50, Artikel: 100 } : { Produkte: 1000, Artikel: 1000 }

  const drafts = generateProducts(mulberry32(20_261_101), args.products)
  const accessories = generateAccessories(
    mulberry32(20_261_102),
    drafts.map((d) => d.spec),
  )
  assignAccessories(mulberry32(20_261_103), drafts, accessories)
  const products = drafts.map((d) => d.product)
  const accessoryFiles = accessories.map((a) => a.file)

  const errors = validate(products, accessoryFiles, demo)
  if (errors.length > 0) {
    console.error(`generate-catalogue: ${errors.length} problem(s), nothing written:`)
    for (const e of errors) console.error(`  ${e}`)
    process.exit(1)
  }

  // Only the generator's own output is replaced; stale resource files from a bigger run go too.
  rmSync(join(outDir, "data"), { recursive: true, force: true })
  rmSync(join(outDir, "models"), { recursive: true, force: true })
  const resources: Array<{ model: string; file: string }> = []
  const writeModel = (model: "Produkte" | "Artikel", stem: string, items: ReadonlyArray<{ readonly key: string }>): void => {
    chunk(items, perFile[model]).forEach((part, i) => {
      const file = `data/${stem}-${pad(i + 1, 3)}.json`
      resources.push({ model, file })
      writeJson(join(outDir, file), { model, items: Object.fromEntries(part.map((item) => [item.key, item])) }, indent)
    })
  }
  writeModel("Produkte", "produkte", products)
  writeModel("Artikel", "artikel", accessoryFiles)
  writeJson(join(outDir, "models", "Produkte.json"), { key: "Produkte", itemKey: "key", fields: productFields }, indent)
  writeJson(join(outDir, "models", "Artikel.json"), { key: "Artikel", itemKey: "key", fields: accessoryFields }, indent)
  writeJson(
    join(outDir, "project.json"),
    {
      project: "enclosures-demo",
      version: "2026.11",
      languages,
      models: [
        { key: "Produkte", file: "models/Produkte.json" },
        { key: "Artikel", file: "models/Artikel.json" },
      ],
      resources,
    },
    indent,
  )
  writeJson(groupsFile, storyblokAnswer(mulberry32(20_261_104)), indent)

  const perFamily = productFamilies.map((f) => `${f} ${products.filter((p) => p.family === f).length}`).join(", ")
  console.log(`products ${products.length} (${perFamily})`)
  console.log(`accessories ${accessoryFiles.length}, article groups ${groups.length}, resource files ${resources.length}`)
  console.log(`written to ${demo ? "data/catalogue and data/content/article-groups.json" : args.out} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

main()

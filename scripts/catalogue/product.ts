/**
 * What all product families share: the product file a family's rules fill in, unique keys,
 * supplier numbers and EANs, asset files, prices within a family's band and the custom-size
 * example at price on request. The families themselves live in `families/`.
 */
import { assetExtension, assetTypes, ean13CheckDigit, protectionTypes } from "../../core/src/catalogue/model.ts"
import type { FederalState, Material, ProductFamily, ProductFile, ProtectionType } from "../../core/src/catalogue/model.ts"
import type { LocalizedText } from "../../core/src/i18n/language.ts"
import { clamp, cm, dm, pad, round1, round2, text } from "./format.ts"
import { chance, pick } from "./random.ts"
import type { Rng } from "./random.ts"

export type Mounting = "flush" | "hollow" | "surface"

/** Outer size in mm. */
export interface Box {
  readonly w: number
  readonly h: number
  readonly d: number
}

/** What the generator knows about a product beyond the file: used to match accessories. */
export interface Spec extends Box {
  readonly family: ProductFamily
  readonly key: string
  readonly material: Material
  readonly doors: number
  readonly state: FederalState | undefined
  readonly positions: number
  readonly rows: number
  readonly mounting: Mounting | undefined
  /** Outer surface in m², drives price, weight and paint size class. */
  readonly area: number
}

export type ProductOut = {
  -readonly [K in keyof typeof ProductFile.Encoded]: (typeof ProductFile.Encoded)[K]
}

export interface Draft {
  readonly spec: Spec
  readonly product: ProductOut
}

/** Numbering state of one run: the next product index and every key handed out so far. */
export interface Ids {
  productIndex: number
  readonly usedKeys: Set<string>
}

/** What a family's rules decide about one product; the rest of the file follows from it. */
export interface Base {
  readonly family: ProductFamily
  readonly key: string
  readonly articleNumber: string
  readonly name: LocalizedText
  /** The dimensions line. */
  readonly name2: LocalizedText
  readonly description: LocalizedText
  readonly price: number
  readonly box: Box
  readonly material: Material
  readonly protection: ProtectionType
  /** Reachable with extra seals; the same as `protection` unless given. */
  readonly maxProtection?: ProtectionType
  readonly ral: string
  readonly doors: number
  readonly tariff: string
  readonly ik: string
  readonly weight: number
  readonly origin: string
  /** Meter cabinets: the state whose grid rules they follow, and their meter positions. */
  readonly state?: FederalState
  readonly positions?: number
  /** Meter cabinets: the rated current in A of this amperage variant. */
  readonly ratedCurrent?: number
  /** The price is quoted on request (custom sizes); `price` is then 0. */
  readonly priceOnRequest?: true
  /** Accessories delivered with the product (in its price): never offered with it, and not repeated in the description. */
  readonly included?: ReadonlyArray<string>
  /** Distribution boards: rows of modular devices and how the board is mounted. */
  readonly rows?: number
  readonly mounting?: Mounting
}

export const surface = ({ w, h, d }: Box): number => (2 * (w * h + w * d + h * d)) / 1e6

/** Keys and article numbers spell the size: "WS-0608-25" and "WS 600.800.250". */
export const sizeCode = ({ w, h, d }: Box): string => `${dm(w)}${dm(h)}-${cm(d)}`
export const sizeNumber = ({ w, h, d }: Box): string => `${w}.${h}.${d}`

export const dims = ({ w, h, d }: Box, extraDe = "", extraEn = ""): LocalizedText =>
  text(`B ${w} × H ${h} × T ${d} mm${extraDe}`, `W ${w} × H ${h} × D ${d} mm${extraEn}`)

/** The sizes a family is built in, in mm. */
export interface Sizes {
  readonly widths: ReadonlyArray<number>
  readonly heights: ReadonlyArray<number>
  readonly depths: ReadonlyArray<number>
}

/** Any combination of the sizes (floor-standing and outdoor cabinets). */
export const anyBox = (rng: Rng, sizes: Sizes): Box => ({ w: pick(rng, sizes.widths), h: pick(rng, sizes.heights), d: pick(rng, sizes.depths) })

/** A wall box of plausible proportions: not much wider than high, and the bigger, the deeper. */
export const wallBox = (rng: Rng, { widths, heights, depths }: Sizes): Box => {
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

/** A family's list prices, for its smallest to its biggest outer surface. */
export interface PriceBand {
  readonly minArea: number
  readonly maxArea: number
  readonly minPrice: number
  readonly maxPrice: number
}

/** Maps the outer surface linearly into the band, times `factor` ±5 %, clamped to the band. */
export const bandPrice = (rng: Rng, area: number, band: PriceBand, factor = 1): number => {
  const { minArea, maxArea, minPrice, maxPrice } = band
  const t = clamp((area - minArea) / (maxArea - minArea), 0, 1)
  const base = minPrice * 1.05 + t * (maxPrice * 0.95 - minPrice * 1.05)
  return round2(clamp(base * factor * (0.95 + rng() * 0.1), minPrice, maxPrice))
}

/** The next protection class up (what extra seals reach). */
export const nextProtection = (p: ProtectionType): ProtectionType => protectionTypes[Math.min(protectionTypes.length - 1, protectionTypes.indexOf(p) + 1)]!

/** Mostly made in Austria; a fifth of a family may come from `supplierCountry`, a few pieces from Germany. */
export const countryOfOrigin = (rng: Rng, supplierCountry?: string): string => {
  const r = rng()
  if (supplierCountry !== undefined && r < 0.2) return supplierCountry
  if (r < 0.03) return "DE"
  return "AT"
}

/** Unique 10-digit supplier number: an affine permutation of the index (gcd(a, 10^9) = 1). */
export const supplierNumber = (lead: string, i: number): string => lead + pad((i * 7_654_321 + 13_579_246) % 1_000_000_000, 9)

/** EAN-13 with GS1 Austria prefix 904 and a 6-digit item reference, unique for up to 10^6 products. */
const productEan = (i: number): string => {
  const first12 = `904512${pad((i * 7919 + 4711) % 1_000_000, 6)}`
  return first12 + String(ean13CheckDigit(first12))
}

/**
 * The files the shop makes for every product from its dimensions: the data sheet, the front view
 * (some products have two images), the CAD drawing (DXF, where the spec says dwg), the same drawing
 * as PDF and the STEP model. No EPLAN macro: no library the project keeps writes EPLAN's format, so
 * the demo declares none (a deployment's file store may still hold some).
 */
const assetsFor = (rng: Rng, identifier: string): ProductOut["assets"] => {
  const out: Array<{ type: (typeof assetTypes)[number]; file: string }> = []
  const twoImages = chance(rng, 0.2)
  // Once drawn for missing EPLAN and STEP data; still drawn, so that the rest of the demo stays as it was.
  chance(rng, 0.06)
  chance(rng, 0.06)
  for (const type of assetTypes) {
    if (type === "eplan") continue
    const n = type === "image" && twoImages ? 2 : 1
    for (let k = 1; k <= n; k++) out.push({ type, file: `${identifier}_${type}_${k}.${assetExtension[type]}` })
  }
  return out
}

export const makeProduct = (rng: Rng, ids: Ids, b: Base): Draft => {
  const i = ids.productIndex++
  const id = b.key.toLowerCase()
  const { w, h, d } = b.box
  const product: ProductOut = {
    key: b.key,
    supplierArticleNumber: supplierNumber("3", i),
    family: b.family,
    name: b.name,
    name2: b.name2,
    description: b.description,
    slug: id,
    productAssetIdentifier: id,
    listPrice: b.price,
    ...(b.priceOnRequest === true ? { priceOnRequest: true } : {}),
    width: w,
    height: h,
    depth: d,
    material: b.material,
    protectionType: b.protection,
    areasOfUse: b.state === undefined ? [] : [b.state],
    doorCount: b.doors,
    specification: {
      articleNumber: b.articleNumber,
      maxProtectionType: b.maxProtection ?? b.protection,
      ralColour: b.ral,
      meterPositions: b.positions ?? 0,
      ean: productEan(i),
      tariffNumber: b.tariff,
      countryOfOrigin: b.origin,
      ikCode: b.ik,
      unit: "Stk",
      netWeight: round1(b.weight),
      technicalDocumentationUrl: `https://docs.example-enclosures.at/products/${id}`,
    },
    accessories: [],
    ...(b.included === undefined || b.included.length === 0 ? {} : { includedAccessories: [...b.included] }),
    ...(b.ratedCurrent === undefined ? {} : { ratedCurrent: b.ratedCurrent }),
    amperageVariants: [],
    assets: assetsFor(rng, id),
  }
  const spec: Spec = {
    family: b.family,
    key: b.key,
    w,
    h,
    d,
    material: b.material,
    doors: b.doors,
    state: b.state,
    positions: b.positions ?? 0,
    rows: b.rows ?? 0,
    mounting: b.mounting,
    area: surface(b.box),
  }
  return { spec, product }
}

/** "" for the first product of a configuration, "-V2", "-V3", … for repeats. */
export const variantSuffix = (variant: number): string => (variant === 1 ? "" : `-V${variant}`)

/** The same for the dimensions line, in German and English. */
export const variantText = (variant: number): [string, string] => (variant === 1 ? ["", ""] : [`, Ausführung V${variant}`, `, version V${variant}`])

/**
 * A fresh key for a configuration: tries a few random configurations first (so the demo has
 * no variant suffixes), then numbers repeats of the same configuration ("-V2", "-V3", …).
 */
export const uniqueConfig = <C>(ids: Ids, draw: () => C, keyOf: (c: C) => string): { config: C; key: string; variant: number } => {
  let config = draw()
  for (let attempt = 0; attempt < 25 && ids.usedKeys.has(keyOf(config)); attempt++) config = draw()
  const base = keyOf(config)
  let variant = 1
  while (ids.usedKeys.has(`${base}${variantSuffix(variant)}`)) variant++
  const key = `${base}${variantSuffix(variant)}`
  ids.usedKeys.add(key)
  return { config, key, variant }
}

/** A box-shaped enclosure not in the catalogue yet, keyed `PREFIX-WWHH-DD` and numbered `PREFIX W.H.D`. */
export interface Enclosure {
  readonly box: Box
  readonly area: number
  readonly key: string
  readonly articleNumber: string
  readonly name2: LocalizedText
}

/** `tag` marks a model in key and article number (polyester with window: "-SF", " SF"). */
export const newEnclosure = (ids: Ids, prefix: string, draw: () => Box, tag = { key: "", article: "" }): Enclosure => {
  const { config: box, key, variant } = uniqueConfig(ids, draw, (b) => `${prefix}-${sizeCode(b)}${tag.key}`)
  const [de, en] = variantText(variant)
  return { box, area: surface(box), key, articleNumber: `${prefix} ${sizeNumber(box)}${tag.article}${variantSuffix(variant)}`, name2: dims(box, de, en) }
}

/** A family's example of a custom size, price on request (`priceOnRequest`, listPrice 0). */
export interface CustomSize {
  readonly prefix: string
  readonly box: Box
  readonly material: Material
  /** The family's product name; ", Sondermaß" / ", custom size" is added. */
  readonly name: LocalizedText
  readonly ral?: string
  readonly tariff?: string
  readonly ik?: string
}

export const customSizeProduct = (rng: Rng, ids: Ids, family: ProductFamily, c: CustomSize): Draft => {
  const key = `${c.prefix}-${sizeCode(c.box)}-SO`
  ids.usedKeys.add(key)
  return makeProduct(rng, ids, {
    family,
    key,
    articleNumber: `${c.prefix} SONDER ${sizeNumber(c.box)}`,
    name: text(`${c.name.de}, Sondermaß`, `${c.name.en}, custom size`),
    name2: dims(c.box, " (Beispielmaß)", " (example size)"),
    description: text(
      "Sondermaß nach Kundenwunsch mit Ausschnitten und Lackierung nach Zeichnung. Preis und Lieferzeit auf Anfrage.",
      "Custom size to customer drawing, with cut-outs and paint finish as specified. Price and delivery time on request.",
    ),
    price: 0,
    priceOnRequest: true,
    box: c.box,
    material: c.material,
    protection: "IP55",
    maxProtection: "IP66",
    ral: c.ral ?? "RAL 7035",
    doors: c.box.w > 800 ? 2 : 1,
    tariff: c.tariff ?? "7326 90 98",
    ik: c.ik ?? "IK10",
    weight: surface(c.box) * 11 + 5,
    origin: "AT",
  })
}

/** One family's rules, as `families/` spells them out. */
export interface FamilyRules {
  /** The family's share of a catalogue (of the demo's 180 products, 46 are wall-steel, …). */
  readonly weight: number
  /**
   * The family's next products: one, or a set that lists each other (meter cabinets). `call`
   * counts the calls so far, `room` is how many more products the family may have.
   */
  readonly draw: (rng: Rng, ids: Ids, call: number, room: number) => ReadonlyArray<Draft>
  readonly customSize?: CustomSize
}

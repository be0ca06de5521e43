/**
 * The accessory range as data: every accessory with its article group, name, list price, the
 * product families it is offered with and what else a product must have for it to fit.
 *
 * Most rows are one accessory each. A row with `each` is a series: one accessory per value of
 * the series (a size of the products at hand, a paint size class, a federal state, or a listed
 * value), its `{placeholders}` filled from that value. Rows are numbered and priced in table
 * order, so the order of the rows is part of the output.
 */
import { productFamilies } from "../../core/src/catalogue/model.ts"
import type { FederalState, Material, ProductFamily } from "../../core/src/catalogue/model.ts"
import type { LocalizedText } from "../../core/src/i18n/language.ts"
import { dm } from "./format.ts"
import type { Mounting } from "./product.ts"

/** The galvanised mounting plate made for one width × height (`ACC-MP-0608`): sold for some products, delivered with others. */
export const MOUNTING_PLATE_KEY = "ACC-MP-{size}"
export const mountingPlateKey = ({ w, h }: { readonly w: number; readonly h: number }): string => MOUNTING_PLATE_KEY.replace("{size}", `${dm(w)}${dm(h)}`)

/** What a product needs beyond the family for an accessory to fit; all given conditions must hold. */
export interface Fit {
  /** Exactly this outer size (set by a size series). */
  readonly width?: number
  readonly height?: number
  readonly depth?: number
  readonly minWidth?: number
  readonly maxWidth?: number
  readonly minHeight?: number
  /** At least one door. */
  readonly door?: true
  /** Widest door leaf (width / doors), and at least one door. */
  readonly maxDoorWidth?: number
  readonly materials?: ReadonlyArray<Material>
  /** Paint size class of the outer surface (set by the paint size class series). */
  readonly sizeClass?: string
  /** Distribution boards of these mountings only; products of other families have no mounting and pass. */
  readonly boardMountings?: ReadonlyArray<Mounting>
  /** Meter cabinets to this state's grid rules (set by the federal state series). */
  readonly state?: FederalState
  readonly minMeterPositions?: number
  readonly minRows?: number
  /** Products of this family fit whatever the other conditions say. */
  readonly exceptIn?: ProductFamily
}

/**
 * List price in EUR before each accessory's random ±7 % (0: price on request, left as it is),
 * or, in a series, how the price follows from the series value:
 * - `perM2`: base + the two measured sides in m² × perM2 (+ plus),
 * - `perMm`: base + the one measured side in mm × perMm,
 * - `times`: the value's `price` × times (+ plus),
 * - `upTo`: base + a random amount below upTo.
 */
export type Price =
  | number
  | { readonly base: number; readonly perM2: number; readonly plus?: number }
  | { readonly base: number; readonly perMm: number }
  | { readonly times: number; readonly plus?: number }
  | { readonly base: number; readonly upTo: number }

/** What `{placeholders}` are filled with; a LocalizedText fills each language with its own text. */
export type Vars = Readonly<Record<string, string | number | LocalizedText>>

export type Side = "w" | "h" | "d"

/**
 * What a series runs over:
 * - `productSizes`: each distinct size (the given sides) of the products of the row's families,
 *   smallest first, none below `from` mm; the accessory fits exactly that size. Fills {w}, {h},
 *   {d} in mm and {size}, the size code of keys (decimetres, centimetres for depths).
 * - "paintSizeClasses": each of `paintSizeClasses`; fills {class}, {surface} and {price}.
 * - "federalStates": each state; fills {code}, {state} and {grid} (the grid operator).
 * - `values`: each of the listed values.
 */
export type Series =
  | { readonly productSizes: ReadonlyArray<Side>; readonly from?: number }
  | "paintSizeClasses"
  | "federalStates"
  | { readonly values: ReadonlyArray<Vars> }

export interface AccessoryItem {
  /** The row's group unless given. */
  readonly group?: string
  readonly key: string
  readonly name: LocalizedText
  readonly name2?: LocalizedText
  /** 0 is free of charge, unless `onRequest`. */
  readonly price: Price
  /** The price is quoted on request (written as `priceOnRequest: true`, list price 0). */
  readonly onRequest?: true
  /** The row's families unless given. */
  readonly families?: ReadonlyArray<ProductFamily>
  /** Added to the row's fit. */
  readonly fit?: Fit
}

export interface AccessoryRow {
  /** Key of the article group (see `articleGroups.ts`). */
  readonly group: string
  readonly families?: ReadonlyArray<ProductFamily>
  readonly fit?: Fit
  /** Several series make every combination, the first one outermost. */
  readonly each?: ReadonlyArray<Series>
  readonly items: ReadonlyArray<AccessoryItem>
}

// Families and materials several rows share.
const ALL: ReadonlyArray<ProductFamily> = productFamilies
const WALL: ReadonlyArray<ProductFamily> = ["wall-steel", "wall-stainless", "wall-polyester"]
const CABINETS: ReadonlyArray<ProductFamily> = [...WALL, "floor-standing", "outdoor"]
const CABINETS_AND_METERS: ReadonlyArray<ProductFamily> = [...CABINETS, "meter-cabinet"]
const METAL_CABINETS: ReadonlyArray<ProductFamily> = ["wall-steel", "wall-stainless", "floor-standing", "outdoor"]
const PAINTED: ReadonlyArray<ProductFamily> = ["wall-steel", "floor-standing", "outdoor", "meter-cabinet", "distribution-board"]
const PAINTABLE: ReadonlyArray<Material> = ["steel", "aluminium"]
const NOT_STAINLESS: ReadonlyArray<Material> = ["steel", "polyester", "aluminium"]

/** Paint is priced by the outer surface; an enclosure is in the first class its surface is below. */
export const paintSizeClasses: ReadonlyArray<{ readonly code: string; readonly below: number; readonly surface: LocalizedText; readonly price: number }> = [
  { code: "S", below: 0.8, surface: { de: "bis 0,8 m²", en: "up to 0.8 m²" }, price: 48 },
  { code: "M", below: 2, surface: { de: "bis 2,0 m²", en: "up to 2.0 m²" }, price: 88 },
  { code: "L", below: 4, surface: { de: "bis 4,0 m²", en: "up to 4.0 m²" }, price: 165 },
  { code: "XL", below: Infinity, surface: { de: "über 4,0 m²", en: "over 4.0 m²" }, price: 290 },
]

// Names and second lines several rows share.
const same = (both: string): LocalizedText => ({ de: both, en: both })
const sizeClassLine: LocalizedText = { de: "Gehäusegröße {class} (Oberfläche {surface})", en: "Enclosure size {class} (surface {surface})" }
const forWH: LocalizedText = { de: "für Gehäuse B {w} × H {h} mm", en: "for enclosure W {w} × H {h} mm" }
const forWD: LocalizedText = { de: "für Schrank B {w} × T {d} mm", en: "for cabinet W {w} × D {d} mm" }
const forHD: LocalizedText = { de: "für Schrank H {h} × T {d} mm", en: "for cabinet H {h} × D {d} mm" }
const forW: LocalizedText = { de: "für Breite {w} mm", en: "for width {w} mm" }
const forRoof: LocalizedText = { de: "für Gehäusebreite {w} mm, Tiefe bis 400 mm", en: "for enclosure width {w} mm, depth up to 400 mm" }
const withLockNut: LocalizedText = { de: "IP68, mit Gegenmutter", en: "IP68, with lock nut" }
const byGridRules: LocalizedText = { de: "nach Vorgabe {grid}", en: "to the rules of {grid}" }
const partialPlate: LocalizedText = { de: "Teilmontageplatte verzinkt", en: "Partial mounting plate, galvanised" }
const upTo600: LocalizedText = { de: "für Gehäusebreite bis 600 mm", en: "for enclosure widths up to 600 mm" }
const slottedRail: LocalizedText = { de: "Hutschiene TS35 × 7,5 mm, gelocht", en: "DIN rail TS35 × 7.5 mm, slotted" }
const withTouchCover: LocalizedText = { de: "mit Berührungsschutzabdeckung", en: "with touch-protection cover" }
const polyamide: LocalizedText = { de: "Polyamid, halogenfrei", en: "polyamide, halogen-free" }

/** RAL colours of the special paint finish. */
const specialColours: ReadonlyArray<Vars> = [
  { ral: "7035", colour: { de: "Lichtgrau", en: "light grey" } },
  { ral: "7032", colour: { de: "Kieselgrau", en: "pebble grey" } },
  { ral: "7016", colour: { de: "Anthrazitgrau", en: "anthracite grey" } },
  { ral: "9016", colour: { de: "Verkehrsweiß", en: "traffic white" } },
  { ral: "9005", colour: { de: "Tiefschwarz", en: "jet black" } },
  { ral: "3000", colour: { de: "Feuerrot", en: "flame red" } },
]

/** Cable gland threads with the base price every kind of gland is priced from. */
const glandThreads: ReadonlyArray<Vars> = [
  { m: 12, price: 1.1 },
  { m: 16, price: 1.3 },
  { m: 20, price: 1.6 },
  { m: 25, price: 2.2 },
  { m: 32, price: 3.4 },
  { m: 40, price: 5.6 },
  { m: 50, price: 8.9 },
  { m: 63, price: 13.5 },
]

export const accessoryTable: ReadonlyArray<AccessoryRow> = [
  // baseCoat ---------------------------------------------------------------------------------
  {
    group: "sonderlackierung",
    families: PAINTED,
    fit: { materials: PAINTABLE },
    each: [{ values: specialColours }, "paintSizeClasses"],
    items: [
      { key: "ACC-LK-{ral}-{class}", name: { de: "Sonderlackierung RAL {ral} {colour}", en: "Special paint finish RAL {ral} {colour}" }, name2: sizeClassLine, price: { times: 1 } },
    ],
  },
  {
    group: "sonderlackierung",
    families: PAINTED,
    fit: { materials: PAINTABLE },
    items: [{ key: "ACC-LK-MUSTER", name: { de: "Sonderlackierung nach Farbmuster", en: "Paint finish to colour sample" }, price: 0, onRequest: true }],
  },
  {
    group: "grundierung",
    families: PAINTED,
    fit: { materials: PAINTABLE },
    each: ["paintSizeClasses"],
    items: [
      { key: "ACC-GR-{class}", name: { de: "Grundierung ohne Decklack, für bauseitige Lackierung", en: "Primer without top coat, for painting on site" }, name2: sizeClassLine, price: { times: 0.6 } },
      { group: "strukturlack", key: "ACC-SL-7035-{class}", name: { de: "Feinstrukturlack RAL 7035", en: "Fine-texture paint finish RAL 7035" }, name2: sizeClassLine, price: { times: 1.2 } },
      { group: "strukturlack", key: "ACC-SL-7016-{class}", name: { de: "Feinstrukturlack RAL 7016", en: "Fine-texture paint finish RAL 7016" }, name2: sizeClassLine, price: { times: 1.2 } },
    ],
  },

  // backPanel --------------------------------------------------------------------------------
  {
    group: "montageplatten",
    families: CABINETS,
    each: [{ productSizes: ["w", "h"] }],
    items: [{ key: MOUNTING_PLATE_KEY, name: { de: "Montageplatte Stahlblech verzinkt", en: "Mounting plate, galvanised sheet steel" }, name2: forWH, price: { base: 12, perM2: 55 } }],
  },
  {
    group: "montageplatten-isolierstoff",
    families: ["wall-polyester"],
    each: [{ productSizes: ["w", "h"] }],
    items: [
      { key: "ACC-MPI-{size}", name: { de: "Montageplatte Isolierstoff (Hartpapier)", en: "Mounting plate, insulating material (laminated paper)" }, name2: forWH, price: { base: 20, perM2: 140 } },
    ],
  },
  {
    group: "teilmontageplatten",
    families: ["wall-steel", "wall-stainless", "floor-standing"],
    items: [
      { key: "ACC-TMP-1530", name: partialPlate, name2: same("150 × 300 mm"), price: 10.8, fit: { minWidth: 250, minHeight: 400 } },
      { key: "ACC-TMP-2030", name: partialPlate, name2: same("200 × 300 mm"), price: 11.4, fit: { minWidth: 300, minHeight: 400 } },
      { key: "ACC-TMP-3040", name: { de: "Teilmontageplatte 300×400; verzinkt", en: "Partial mounting plate 300×400; galvanised" }, price: 13.8, fit: { minWidth: 400, minHeight: 500 } },
      { key: "ACC-TMP-4050", name: partialPlate, name2: same("400 × 500 mm"), price: 17, fit: { minWidth: 500, minHeight: 600 } },
      { key: "ACC-TMP-5060", name: partialPlate, name2: same("500 × 600 mm"), price: 21, fit: { minWidth: 600, minHeight: 700 } },
    ],
  },

  // backDoor ---------------------------------------------------------------------------------
  {
    group: "rueckwandtueren",
    families: ["floor-standing"],
    each: [{ productSizes: ["w", "h"] }],
    items: [{ key: "ACC-RT-{size}", name: { de: "Rückwandtür Stahlblech, RAL 7035", en: "Rear door, sheet steel, RAL 7035" }, name2: forWH, price: { base: 180, perM2: 95 } }],
  },
  {
    group: "rueckwaende",
    families: ["floor-standing"],
    each: [{ productSizes: ["w", "h"] }],
    items: [{ key: "ACC-RW-{size}", name: { de: "Rückwand verschraubt", en: "Rear panel, screw-fastened" }, name2: forWH, price: { base: 95, perM2: 60 } }],
  },

  // sidePanel --------------------------------------------------------------------------------
  {
    group: "seitenwaende",
    families: ["floor-standing", "outdoor"],
    each: [{ productSizes: ["h", "d"] }],
    items: [{ key: "ACC-SW-{size}", name: { de: "Seitenwand verschraubt", en: "Side panel, screw-fastened" }, name2: forHD, price: { base: 70, perM2: 90 } }],
  },
  {
    group: "trennwaende",
    families: ["floor-standing"],
    each: [{ productSizes: ["h", "d"] }],
    items: [{ key: "ACC-TW-{size}", name: { de: "Trennwand für Schrankanreihung", en: "Partition wall for bayed cabinets" }, name2: forHD, price: { base: 60, perM2: 70 } }],
  },

  // door -------------------------------------------------------------------------------------
  {
    group: "sichtfenstertueren",
    families: ["wall-steel"],
    each: [{ productSizes: ["w", "h"], from: 300 }],
    items: [
      { key: "ACC-SF-{size}", name: { de: "Sichtfenstertür, Einscheiben-Sicherheitsglas", en: "Door with viewing window, toughened safety glass" }, name2: forWH, price: { base: 90, perM2: 260 } },
    ],
  },
  {
    group: "schloesser-griffe",
    families: ALL,
    fit: { door: true },
    items: [
      { key: "ACC-SG-DB3", name: { de: "Schlosseinsatz Doppelbart 3 mm", en: "Lock insert, double-bit 3 mm" }, price: 9 },
      { key: "ACC-SG-VK7", name: { de: "Schlosseinsatz Vierkant 7 mm", en: "Lock insert, square 7 mm" }, price: 9 },
      { key: "ACC-SG-VK8", name: { de: "Schlosseinsatz Vierkant 8 mm", en: "Lock insert, square 8 mm" }, price: 9 },
      { key: "ACC-SG-DK8", name: { de: "Schlosseinsatz Dreikant 8 mm", en: "Lock insert, triangle 8 mm" }, price: 9.5 },
      { key: "ACC-SG-ZYL", name: { de: "Zylinderschloss mit 2 Schlüsseln, Schließung 3524E", en: "Cylinder lock with 2 keys, key number 3524E" }, price: 24 },
      { key: "ACC-SG-KG", name: { de: "Komfortgriff für Profilhalbzylinder", en: "Comfort handle for half profile cylinder" }, price: 78, families: METAL_CABINETS },
      { key: "ACC-SG-SH", name: { de: "Schwenkhebel abschließbar, für Vorhängeschloss", en: "Swing handle, padlockable" }, price: 64, families: METAL_CABINETS },
      { key: "ACC-SG-PLB", name: { de: "Plombiervorrichtung für Drehriegel", en: "Sealing device for quarter-turn lock" }, price: 6, families: ["meter-cabinet", "distribution-board"] },
    ],
  },
  {
    group: "tuerfeststeller",
    families: METAL_CABINETS,
    items: [
      { key: "ACC-TF-600", name: { de: "Türfeststeller für Türbreite bis 600 mm", en: "Door stay for door widths up to 600 mm" }, price: 14, fit: { materials: NOT_STAINLESS, maxDoorWidth: 600 } },
      { key: "ACC-TF-1000", name: { de: "Türfeststeller für Türbreite bis 1000 mm", en: "Door stay for door widths up to 1000 mm" }, price: 19, fit: { materials: NOT_STAINLESS, maxDoorWidth: 1000 } },
      { key: "ACC-TF-VA", name: { de: "Türfeststeller Edelstahl 1.4301", en: "Door stay, stainless steel 1.4301" }, price: 34, fit: { materials: ["stainless-steel"] } },
    ],
  },

  // rainRoof ---------------------------------------------------------------------------------
  {
    group: "regendaecher",
    families: ["wall-steel"],
    each: [{ productSizes: ["w"] }],
    items: [{ key: "ACC-RD-{size}", name: { de: "Regendach Stahlblech, RAL 7035", en: "Rain canopy, sheet steel, RAL 7035" }, name2: forRoof, price: { base: 28, perMm: 0.09 } }],
  },
  {
    group: "regendaecher",
    families: ["wall-stainless"],
    each: [{ productSizes: ["w"] }],
    items: [{ key: "ACC-RDE-{size}", name: { de: "Regendach Edelstahl", en: "Rain canopy, stainless steel" }, name2: forRoof, price: { base: 28, perMm: 0.09 } }],
  },
  {
    group: "regendaecher",
    families: ["wall-polyester"],
    each: [{ productSizes: ["w"] }],
    items: [{ key: "ACC-RDP-{size}", name: { de: "Regendach Polyester", en: "Rain canopy, polyester" }, name2: forRoof, price: { base: 28, perMm: 0.09 } }],
  },
  {
    group: "dachbleche",
    families: ["floor-standing"],
    each: [{ productSizes: ["w", "d"] }],
    items: [{ key: "ACC-DB-{size}", name: { de: "Dachblech mit Kabeleinführung", en: "Roof plate with cable entry" }, name2: forWD, price: { base: 75, perM2: 120 } }],
  },

  // baseMounting -----------------------------------------------------------------------------
  {
    group: "sockelbefestigung",
    families: ["floor-standing", "outdoor"],
    items: [
      { key: "ACC-SBF-SW", name: { de: "Sockelbefestigungswinkel, 4 Stück", en: "Plinth fixing brackets, 4 pieces" }, price: 22 },
      { key: "ACC-SBF-BS", name: { de: "Bodenbefestigungsset M12", en: "Floor fixing set M12" }, price: 31 },
      { key: "ACC-SBF-VS", name: { de: "Verbindungsset Schrank-Sockel", en: "Cabinet-to-plinth connection set" }, price: 18 },
      { key: "ACC-SBF-SD", name: { de: "Schwerlastdübel M12, 4 Stück", en: "Heavy-duty anchors M12, 4 pieces" }, price: 16 },
      { key: "ACC-SBF-NV", name: { de: "Nivellierfüße M12, 4 Stück", en: "Levelling feet M12, 4 pieces" }, price: 44 },
    ],
  },
  {
    group: "fundamentbefestigung",
    families: ["outdoor"],
    items: [
      { key: "ACC-FB-EA", name: { de: "Erdanker für Erdsockel, 2 Stück", en: "Ground anchors for ground plinth, 2 pieces" }, price: 58 },
      { key: "ACC-FB-FR", name: { de: "Fundamentrahmen verzinkt", en: "Foundation frame, galvanised" }, price: 145 },
      { key: "ACC-FB-BF", name: { de: "Betonfundament-Schablone", en: "Concrete foundation template" }, price: 39 },
    ],
  },

  // wallMounting -----------------------------------------------------------------------------
  {
    group: "wandbefestigung",
    items: [
      { key: "ACC-WB-ST", name: { de: "Wandbefestigungslaschen Stahl verzinkt, 4 Stück", en: "Wall mounting brackets, galvanised steel, 4 pieces" }, price: 12, families: ["wall-steel", "meter-cabinet"] },
      { key: "ACC-WB-VA", name: { de: "Wandbefestigungslaschen Edelstahl 1.4301, 4 Stück", en: "Wall mounting brackets, stainless steel 1.4301, 4 pieces" }, price: 26, families: ["wall-stainless"] },
      { key: "ACC-WB-PA", name: { de: "Wandbefestigungslaschen Polyamid, 4 Stück", en: "Wall mounting brackets, polyamide, 4 pieces" }, price: 9, families: ["wall-polyester"] },
      { key: "ACC-WB-AH", name: { de: "Wandabstandshalter 30 mm, 4 Stück", en: "Wall spacers 30 mm, 4 pieces" }, price: 15, families: WALL },
      { key: "ACC-WB-ZV", name: { de: "Wandbefestigungsschiene für Zählerverteiler", en: "Wall mounting rail for meter cabinets" }, price: 21, families: ["meter-cabinet"] },
      { key: "ACC-WB-AP", name: { de: "Aufputzrahmen für Kleinverteiler", en: "Surface-mounting frame for distribution boards" }, price: 34, families: ["distribution-board"], fit: { boardMountings: ["flush"] } },
    ],
  },
  {
    group: "mastbefestigung",
    families: WALL,
    fit: { maxWidth: 600 },
    items: [
      { key: "ACC-MB-060", name: { de: "Mastbefestigung für Mast Ø 60–90 mm", en: "Pole mounting for poles Ø 60–90 mm" }, name2: upTo600, price: 38 },
      { key: "ACC-MB-090", name: { de: "Mastbefestigung für Mast Ø 90–160 mm", en: "Pole mounting for poles Ø 90–160 mm" }, name2: upTo600, price: 44 },
      { key: "ACC-MB-160", name: { de: "Mastbefestigung für Mast Ø 160–220 mm", en: "Pole mounting for poles Ø 160–220 mm" }, name2: upTo600, price: 52 },
      { key: "ACC-MB-BND", name: { de: "Mastschellenband Edelstahl, 2 × 1 m", en: "Stainless steel pole strap, 2 × 1 m" }, price: 27 },
    ],
  },

  // cableEntry -------------------------------------------------------------------------------
  {
    group: "kabelverschraubungen",
    families: ALL,
    fit: { boardMountings: ["surface"] },
    each: [{ values: glandThreads }],
    items: [
      { key: "ACC-KV-M{m}-PA", name: { de: "Kabelverschraubung M{m}, Polyamid", en: "Cable gland M{m}, polyamide" }, name2: withLockNut, price: { times: 1, plus: 1 } },
      { key: "ACC-KV-M{m}-MS", name: { de: "Kabelverschraubung M{m}, Messing vernickelt", en: "Cable gland M{m}, nickel-plated brass" }, name2: withLockNut, price: { times: 2.8, plus: 1 } },
      {
        key: "ACC-KV-M{m}-EMV",
        name: { de: "EMV-Kabelverschraubung M{m}", en: "EMC cable gland M{m}" },
        name2: { de: "Messing vernickelt, 360° Schirmkontakt", en: "nickel-plated brass, 360° shield contact" },
        price: { times: 4.5, plus: 2 },
      },
    ],
  },
  {
    group: "flanschplatten",
    families: ["floor-standing", "outdoor"],
    each: [{ productSizes: ["w", "d"] }],
    items: [{ key: "ACC-FP-{size}", name: { de: "Flanschplatte geteilt, für Bodenausschnitt", en: "Split gland plate for the floor cut-out" }, name2: forWD, price: { base: 45, perM2: 80 } }],
  },
  {
    group: "flanschplatten",
    families: ["wall-steel", "wall-stainless"],
    each: [{ productSizes: ["w"], from: 300 }],
    items: [
      { key: "ACC-FPW-{size}", name: { de: "Flanschplatte für Wandgehäuse, Stahlblech", en: "Gland plate for wall-mounted enclosures, sheet steel" }, name2: forW, price: { base: 14, perMm: 0.03 } },
    ],
  },
  {
    group: "kabeleinfuehrung",
    families: CABINETS_AND_METERS,
    items: [
      { key: "ACC-KE-KEL", name: { de: "Kabeleinführungsrahmen, teilbar, 24 Kabel", en: "Split cable entry frame, 24 cables" }, name2: { de: "Kabel Ø 3–33 mm", en: "cables Ø 3–33 mm" }, price: 46 },
      { key: "ACC-KE-MDP", name: { de: "Membran-Durchführungsplatte 10 × M25", en: "Membrane entry plate 10 × M25" }, name2: same("IP54"), price: 29 },
      { key: "ACC-KE-BL", name: { de: "Bürstenleiste, Länge 500 mm", en: "Brush strip, length 500 mm" }, price: 17 },
      { key: "ACC-KE-MT", name: { de: "Membrantüllen Ø 7–14 mm, 10 Stück", en: "Membrane grommets Ø 7–14 mm, 10 pieces" }, price: 8 },
    ],
  },

  // base -------------------------------------------------------------------------------------
  {
    group: "sockel",
    families: ["floor-standing"],
    each: [{ productSizes: ["w", "d"] }],
    items: [
      { key: "ACC-SO-{size}-100", name: { de: "Sockel 100 mm, Stahlblech RAL 7022", en: "Plinth 100 mm, sheet steel RAL 7022" }, name2: forWD, price: { base: 110, perM2: 260, plus: 40 } },
      { key: "ACC-SO-{size}-200", name: { de: "Sockel 200 mm, Stahlblech RAL 7022", en: "Plinth 200 mm, sheet steel RAL 7022" }, name2: forWD, price: { base: 110, perM2: 260, plus: 80 } },
    ],
  },
  {
    group: "sockelblenden",
    families: ["floor-standing"],
    each: [{ productSizes: ["w"] }],
    items: [{ key: "ACC-SBL-{size}", name: { de: "Sockelblende vorne/hinten, 100 mm", en: "Plinth trim panel front/rear, 100 mm" }, name2: forW, price: { base: 32, perMm: 0.03 } }],
  },
  {
    group: "erdsockel",
    families: ["outdoor"],
    each: [{ productSizes: ["w", "d"] }],
    items: [{ key: "ACC-ES-{size}", name: { de: "Erdsockel Polyester, Einbautiefe 600 mm", en: "Ground plinth, polyester, burial depth 600 mm" }, name2: forWD, price: { base: 160, perM2: 300 } }],
  },

  // strainRelief -----------------------------------------------------------------------------
  {
    group: "kabelabfangschienen",
    families: METAL_CABINETS,
    each: [{ productSizes: ["w"], from: 400 }],
    items: [{ key: "ACC-KA-{size}", name: { de: "Kabelabfangschiene C-Profil 30/15", en: "Cable clamp rail, C-section 30/15" }, name2: forW, price: { base: 11, perMm: 0.018 } }],
  },
  {
    group: "kabelschellen",
    families: CABINETS_AND_METERS,
    items: [
      { key: "ACC-KS-0612", name: { de: "Kabelschelle für C-Schiene, Ø 6–12 mm", en: "Cable clamp for C-rail, Ø 6–12 mm" }, price: 2.4 },
      { key: "ACC-KS-1016", name: { de: "Kabelschelle für C-Schiene, Ø 10–16 mm", en: "Cable clamp for C-rail, Ø 10–16 mm" }, name2: polyamide, price: 2.8 },
      { key: "ACC-KS-1420", name: { de: "Kabelschelle für C-Schiene, Ø 14–20 mm", en: "Cable clamp for C-rail, Ø 14–20 mm" }, name2: polyamide, price: 3.2 },
      { key: "ACC-KS-1826", name: { de: "Kabelschelle für C-Schiene, Ø 18–26 mm", en: "Cable clamp for C-rail, Ø 18–26 mm" }, name2: polyamide, price: 3.9 },
      { key: "ACC-KS-2432", name: { de: "Kabelschelle für C-Schiene, Ø 24–32 mm", en: "Cable clamp for C-rail, Ø 24–32 mm" }, name2: polyamide, price: 4.6 },
      { key: "ACC-KS-3040", name: { de: "Kabelschelle für C-Schiene, Ø 30–40 mm", en: "Cable clamp for C-rail, Ø 30–40 mm" }, name2: polyamide, price: 5.8 },
    ],
  },
  {
    group: "kabelbinder",
    families: ALL,
    items: [
      { key: "ACC-KB-200", name: { de: "Kabelbinder 200 × 4,8 mm, 100 Stück", en: "Cable ties 200 × 4.8 mm, 100 pieces" }, price: 4.9 },
      { key: "ACC-KB-300UV", name: { de: "Kabelbinder UV-beständig, 300 × 4,8 mm; 100 Stück", en: "Cable ties, UV-resistant, 300 × 4.8 mm; 100 pieces" }, price: 8.9 },
      { key: "ACC-KB-KLETT", name: { de: "Klettkabelbinder 20 × 200 mm, 20 Stück", en: "Hook-and-loop cable ties 20 × 200 mm, 20 pieces" }, price: 7.5 },
    ],
  },

  // mountingLevel ----------------------------------------------------------------------------
  {
    group: "hutschienen",
    families: ALL,
    items: [
      { key: "ACC-HS-0300", name: slottedRail, name2: { de: "Länge 300 mm", en: "length 300 mm" }, price: 3.2 },
      { key: "ACC-HS-0500", name: slottedRail, name2: { de: "Länge 500 mm", en: "length 500 mm" }, price: 4.4, fit: { minWidth: 500, exceptIn: "floor-standing" } },
      { key: "ACC-HS-0800", name: slottedRail, name2: { de: "Länge 800 mm", en: "length 800 mm" }, price: 6.1, fit: { minWidth: 800, exceptIn: "floor-standing" } },
      { key: "ACC-HS-1000", name: slottedRail, name2: { de: "Länge 1000 mm", en: "length 1000 mm" }, price: 7.3, fit: { minWidth: 1000, exceptIn: "floor-standing" } },
      { key: "ACC-HS-2000", name: { de: "Hutschiene TS35 × 7,5 mm, ungelocht", en: "DIN rail TS35 × 7.5 mm, unslotted" }, name2: { de: "Länge 2000 mm", en: "length 2000 mm" }, price: 12.9 },
      { key: "ACC-HS-15-1000", name: { de: "Hutschiene TS35 × 15 mm, gelocht", en: "DIN rail TS35 × 15 mm, slotted" }, name2: { de: "Länge 1000 mm", en: "length 1000 mm" }, price: 11.8, fit: { minWidth: 1000, exceptIn: "floor-standing" } },
      { key: "ACC-HS-HAL", name: { de: "Hutschienenhalter, 2 Stück", en: "DIN rail holders, 2 pieces" }, price: 5.5 },
    ],
  },
  {
    group: "montageebenen",
    families: ["wall-steel", "wall-stainless", "floor-standing", "meter-cabinet"],
    each: [{ productSizes: ["w"], from: 400 }],
    items: [
      { key: "ACC-ME-{size}", name: { de: "Montageebene für Reiheneinbaugeräte, 2 Hutschienen", en: "DIN rail level for modular devices, 2 rails" }, name2: forW, price: { base: 38, perMm: 0.06 } },
    ],
  },
  {
    group: "einbaurahmen",
    families: ["meter-cabinet", "distribution-board"],
    items: [
      { key: "ACC-ER-1R", name: { de: "Einbaurahmen 1-reihig, 12 TE", en: "Modular device frame, 1 row, 12 modules" }, name2: withTouchCover, price: 41, fit: { minRows: 1, exceptIn: "meter-cabinet" } },
      { key: "ACC-ER-2R", name: { de: "Einbaurahmen 2-reihig, 24 TE", en: "Modular device frame, 2 rows, 24 modules" }, name2: withTouchCover, price: 58, fit: { minRows: 2, exceptIn: "meter-cabinet" } },
      { key: "ACC-ER-3R", name: { de: "Einbaurahmen 3-reihig, 36 TE", en: "Modular device frame, 3 rows, 36 modules" }, name2: withTouchCover, price: 75, fit: { minRows: 3, exceptIn: "meter-cabinet" } },
      { key: "ACC-ER-4R", name: { de: "Einbaurahmen 4-reihig, 48 TE", en: "Modular device frame, 4 rows, 48 modules" }, name2: withTouchCover, price: 92, fit: { minRows: 4, exceptIn: "meter-cabinet" } },
      { key: "ACC-ER-AS", name: { de: "Abdeckstreifen 12 TE, ausbrechbar, 10 Stück", en: "Blanking strip 12 modules, break-off, 10 pieces" }, price: 11 },
    ],
  },

  // interiorFittings -------------------------------------------------------------------------
  {
    group: "leuchten",
    families: CABINETS,
    items: [
      { key: "ACC-LE-L300", name: { de: "LED-Schaltschrankleuchte 300 mm, 230 V", en: "LED enclosure light 300 mm, 230 V" }, name2: { de: "400 lm, mit Schalter", en: "400 lm, with switch" }, price: 39, fit: { minHeight: 400 } },
      { key: "ACC-LE-L600", name: { de: "LED-Schaltschrankleuchte 600 mm, 230 V", en: "LED enclosure light 600 mm, 230 V" }, name2: { de: "900 lm, mit Schalter", en: "900 lm, with switch" }, price: 54, fit: { minHeight: 800 } },
      { key: "ACC-LE-LBM", name: { de: "LED-Schaltschrankleuchte mit Bewegungsmelder", en: "LED enclosure light with motion sensor" }, name2: same("600 mm, 230 V"), price: 72, fit: { minHeight: 800 } },
      { key: "ACC-LE-L24", name: { de: "LED-Leuchte 24 V DC, magnetisch", en: "LED light 24 V DC, magnetic" }, price: 46, fit: { minHeight: 300 } },
      { key: "ACC-LE-TKS", name: { de: "Türkontaktschalter für Leuchte", en: "Door-operated switch for light" }, price: 18, fit: { minHeight: 300 } },
    ],
  },
  {
    group: "thermostate",
    families: CABINETS_AND_METERS,
    fit: { minHeight: 300 },
    items: [
      { key: "ACC-TH-TO", name: { de: "Thermostat 0–60 °C, Öffner", en: "Thermostat 0–60 °C, NC contact" }, price: 26 },
      { key: "ACC-TH-TS", name: { de: "Thermostat 0–60 °C, Schließer", en: "Thermostat 0–60 °C, NO contact" }, price: 26 },
      { key: "ACC-TH-TD", name: { de: "Doppelthermostat, Öffner/Schließer", en: "Dual thermostat, NC/NO" }, price: 48 },
      { key: "ACC-TH-HY", name: { de: "Hygrostat 50–90 % rF", en: "Hygrostat 50–90 % RH" }, price: 44 },
      { key: "ACC-TH-TH", name: { de: "Thermo-Hygrostat, elektronisch", en: "Electronic thermo-hygrostat" }, price: 96 },
    ],
  },
  {
    group: "filterluefter",
    families: CABINETS,
    items: [
      { key: "ACC-FL-F020", name: { de: "Filterlüfter 20 m³/h, 230 V", en: "Filter fan 20 m³/h, 230 V" }, name2: { de: "Einbauausschnitt 92 × 92 mm", en: "cut-out 92 × 92 mm" }, price: 58, fit: { minHeight: 400 } },
      { key: "ACC-FL-F055", name: { de: "Filterlüfter 55 m³/h, 230 V", en: "Filter fan 55 m³/h, 230 V" }, name2: { de: "Einbauausschnitt 125 × 125 mm", en: "cut-out 125 × 125 mm" }, price: 79, fit: { minHeight: 500 } },
      { key: "ACC-FL-F105", name: { de: "Filterlüfter 105 m³/h, 230 V", en: "Filter fan 105 m³/h, 230 V" }, name2: { de: "Einbauausschnitt 177 × 177 mm", en: "cut-out 177 × 177 mm" }, price: 112, fit: { minHeight: 800 } },
      { key: "ACC-FL-F230", name: { de: "Filterlüfter 230 m³/h, 230 V", en: "Filter fan 230 m³/h, 230 V" }, name2: { de: "Einbauausschnitt 224 × 224 mm", en: "cut-out 224 × 224 mm" }, price: 168, fit: { minHeight: 1200 } },
      { key: "ACC-FL-F055DC", name: { de: "Filterlüfter 55 m³/h, 24 V DC", en: "Filter fan 55 m³/h, 24 V DC" }, price: 92, fit: { minHeight: 500 } },
      { key: "ACC-FL-AF125", name: { de: "Austrittsfilter 125 × 125 mm", en: "Outlet filter 125 × 125 mm" }, price: 24, fit: { minHeight: 500 } },
    ],
  },
  {
    group: "heizungen",
    families: CABINETS,
    items: [
      { key: "ACC-HZ-H010", name: { de: "Schaltschrankheizung 10 W, 110–265 V", en: "Enclosure heater 10 W, 110–265 V" }, price: 34, fit: { minHeight: 200 } },
      { key: "ACC-HZ-H020", name: { de: "Schaltschrankheizung 20 W, 110–265 V", en: "Enclosure heater 20 W, 110–265 V" }, price: 38, fit: { minHeight: 300 } },
      { key: "ACC-HZ-H050", name: { de: "Schaltschrankheizung 50 W, 110–265 V", en: "Enclosure heater 50 W, 110–265 V" }, price: 49, fit: { minHeight: 500 } },
      { key: "ACC-HZ-H100", name: { de: "Schaltschrankheizung 100 W, 110–265 V", en: "Enclosure heater 100 W, 110–265 V" }, price: 64, fit: { minHeight: 800 } },
      { key: "ACC-HZ-HG400", name: { de: "Heizgebläse 400 W, 230 V", en: "Fan heater 400 W, 230 V" }, price: 148, fit: { minHeight: 1200 } },
    ],
  },

  // productSpecificAccessories ---------------------------------------------------------------
  {
    group: "zaehlerplatten",
    families: ["meter-cabinet"],
    each: ["federalStates"],
    items: [
      { key: "ACC-ZP-{code}-1", name: { de: "Zählerplatte {state}, Dreipunktbefestigung", en: "Meter board {state}, three-point fixing" }, name2: byGridRules, price: { base: 42, upTo: 12 } },
      { key: "ACC-ZP-{code}-2", name: { de: "Zählerplatte {state} mit Tarifgeräteplatz", en: "Meter board {state} with tariff device space" }, name2: byGridRules, price: { base: 58, upTo: 15 } },
    ],
  },
  {
    group: "nh-trenner",
    families: ["meter-cabinet"],
    items: [
      { key: "ACC-NH-NH00-125", name: { de: "NH-Trenner NH00 125 A, 3-polig", en: "NH fuse switch disconnector NH00 125 A, 3-pole" }, price: 96 },
      { key: "ACC-NH-NH00-160", name: { de: "NH-Trenner NH00 160 A, 3-polig", en: "NH fuse switch disconnector NH00 160 A, 3-pole" }, price: 118 },
      { key: "ACC-NH-NH1-250", name: { de: "NH-Trenner NH1 250 A, 3-polig", en: "NH fuse switch disconnector NH1 250 A, 3-pole" }, price: 214 },
      { key: "ACC-NH-NH2-400", name: { de: "NH-Trenner NH2 400 A, 3-polig", en: "NH fuse switch disconnector NH2 400 A, 3-pole" }, price: 318, fit: { minMeterPositions: 3 } },
      { key: "ACC-NH-UT00", name: { de: "NH-Sicherungsunterteil NH00, 1-polig", en: "NH fuse base NH00, 1-pole" }, price: 19 },
    ],
  },
  {
    group: "apz-abdeckungen",
    families: ["meter-cabinet"],
    items: [
      { key: "ACC-APZ-250", name: { de: "APZ-Raum Abdeckung 250 mm, plombierbar", en: "APZ compartment cover 250 mm, sealable" }, price: 29 },
      { key: "ACC-APZ-500", name: { de: "APZ-Raum Abdeckung 500 mm, plombierbar", en: "APZ compartment cover 500 mm, sealable" }, price: 41, fit: { minWidth: 850 } },
      { key: "ACC-APZ-HAK", name: { de: "Abdeckung Hauptleitungsabzweig, plombierbar", en: "Main line branch cover, sealable" }, price: 23 },
      { key: "ACC-APZ-SIG", name: { de: "APZ-Raum Signalklemmenträger", en: "APZ compartment signal terminal carrier" }, price: 17 },
    ],
  },
  {
    group: "hauptleitungsabzweig",
    families: ["meter-cabinet"],
    items: [
      { key: "ACC-HA-K35", name: { de: "Hauptleitungsabzweigklemme 5-polig, 35 mm²", en: "Main line branch terminal, 5-pole, 35 mm²" }, price: 48 },
      { key: "ACC-HA-K50", name: { de: "Hauptleitungsabzweigklemme 5-polig, 50 mm²", en: "Main line branch terminal, 5-pole, 50 mm²" }, price: 63 },
      { key: "ACC-HA-SS", name: { de: "Sammelschienenhalter 5-polig, 12 × 5 mm", en: "Busbar holder, 5-pole, 12 × 5 mm" }, price: 37 },
    ],
  },

  // accessories ------------------------------------------------------------------------------
  {
    group: "schluessel",
    families: ALL,
    fit: { door: true },
    items: [
      { key: "ACC-SK-DB3", name: { de: "Schlüssel Doppelbart 3 mm", en: "Key, double-bit 3 mm" }, price: 3.9 },
      { key: "ACC-SK-DB5", name: { de: 'Schlüssel "Doppelbart 5 mm"', en: 'Key "double-bit 5 mm"' }, price: 4.2 },
      { key: "ACC-SK-VK7", name: { de: "Schlüssel Vierkant 7 mm", en: "Key, square 7 mm" }, price: 3.9 },
      { key: "ACC-SK-VK8", name: { de: "Schlüssel Vierkant 8 mm", en: "Key, square 8 mm" }, price: 3.9 },
      { key: "ACC-SK-DK8", name: { de: "Schlüssel Dreikant 8 mm", en: "Key, triangle 8 mm" }, price: 4.1 },
      { key: "ACC-SK-UNI", name: { de: "Universalschlüssel, 4-fach", en: "Universal key, 4-way" }, price: 12.5 },
      { key: "ACC-SK-3524E", name: { de: "Ersatzschlüssel für Zylinder 3524E", en: "Spare key for cylinder 3524E" }, price: 7.8 },
    ],
  },
  {
    group: "schaltplantaschen",
    families: ALL,
    items: [
      { key: "ACC-PT-A5", name: { de: "Schaltplantasche A5, Kunststoff", en: "Documentation pocket A5, plastic" }, price: 6.9 },
      { key: "ACC-PT-A4", name: { de: "Schaltplantasche A4, Kunststoff", en: "Documentation pocket A4, plastic" }, price: 8.4 },
      { key: "ACC-PT-A3", name: { de: "Schaltplantasche A3, Kunststoff", en: "Documentation pocket A3, plastic" }, price: 12.9, fit: { minWidth: 600 } },
      { key: "ACC-PT-A4ST", name: { de: "Schaltplantasche A4, Stahlblech, selbstklebend", en: "Documentation pocket A4, sheet steel, self-adhesive" }, price: 16.5 },
      {
        key: "ACC-PT-BS",
        name: { de: "Bohrschablone für Wandmontage (kostenlos)", en: "Drilling template for wall mounting (free of charge)" },
        name2: { de: "Papier, 1:1", en: "paper, 1:1" },
        price: 0,
        families: [...WALL, "meter-cabinet", "distribution-board"],
      },
    ],
  },
  {
    group: "beschriftung",
    families: ALL,
    items: [
      { key: "ACC-BS-BLITZ", name: { de: "Warnschild Blitzpfeil, selbstklebend", en: "Warning sign lightning arrow, self-adhesive" }, name2: { de: "Seitenlänge 50 mm", en: "side length 50 mm" }, price: 2.4 },
      { key: "ACC-BS-SCH", name: { de: "Beschriftungsschild 60 × 20 mm; Aluminium, 10 Stück", en: "Label plate 60 × 20 mm; aluminium, 10 pieces" }, price: 14.9 },
      { key: "ACC-BS-ZP", name: { de: "Zählerplatzbeschriftung, 12 Stück", en: "Meter position labels, 12 pieces" }, price: 6.5, families: ["meter-cabinet"] },
      { key: "ACC-BS-TE", name: { de: "Beschriftungsstreifen 12 TE, 10 Stück", en: "Labelling strips 12 modules, 10 pieces" }, price: 5.9, families: ["meter-cabinet", "distribution-board"] },
    ],
  },
  {
    group: "erdungszubehoer",
    families: ALL,
    items: [
      { key: "ACC-EZ-EB16", name: { de: "Erdungsband 16 mm², 300 mm", en: "Earthing strap 16 mm², 300 mm" }, price: 7.9 },
      { key: "ACC-EZ-EB25", name: { de: "Erdungsband 25 mm², 500 mm", en: "Earthing strap 25 mm², 500 mm" }, price: 11.4 },
      { key: "ACC-EZ-EBZ", name: { de: "Erdungsbolzen M8, 10 Stück", en: "Earthing studs M8, 10 pieces" }, price: 9.6 },
      { key: "ACC-EZ-PAS", name: { de: "Potentialausgleichsschiene 6-polig", en: "Equipotential bonding bar, 6-pole" }, price: 21.5 },
    ],
  },
]

/**
 * Deliberately odd names in series, as real data has them (quotes and semicolons that exports
 * must escape, a missing second line): they replace the series' name, `name2: null` drops the line.
 */
export const oddNames: Readonly<Record<string, { readonly name: LocalizedText; readonly name2?: null }>> = {
  "ACC-MP-0608": { name: { de: "Montageplatte 600×800; verzinkt", en: "Mounting plate 600×800; galvanised" } },
  "ACC-KV-M20-EMV": { name: { de: 'Kabelverschraubung M20 "EMV"', en: 'Cable gland M20 "EMC"' }, name2: null },
  "ACC-KV-M25-EMV": { name: { de: 'Kabelverschraubung M25 "EMV"', en: 'Cable gland M25 "EMC"' } },
}

/** Small distribution boards for modular devices: flush, hollow-wall or surface mounting, 1–4 rows of 12 modules. */
import type { ProtectionType } from "../../../core/src/catalogue/model.ts"
import { pick } from "../random.ts"
import { clamp, round2, text } from "../format.ts"
import { countryOfOrigin, dims, makeProduct, nextProtection, sizeCode, sizeNumber, uniqueConfig, variantSuffix, variantText } from "../product.ts"
import type { Box, FamilyRules, Mounting } from "../product.ts"

const mountings: Record<
  Mounting,
  {
    readonly prefix: string
    readonly protections: ReadonlyArray<ProtectionType>
    readonly priceFactor: number
    /** Name part, and where the board goes, in German and English. */
    readonly de: readonly [string, string]
    readonly en: readonly [string, string]
  }
> = {
  flush: { prefix: "KVU", protections: ["IP30", "IP40"], priceFactor: 1.2, de: ["Unterputz", "für den Einbau in Mauerwerk"], en: ["flush-mounted", "for installation in masonry"] },
  hollow: { prefix: "KVH", protections: ["IP30", "IP40"], priceFactor: 1.35, de: ["Hohlwand", "für Hohlwände aus Gipskarton"], en: ["for hollow walls", "for plasterboard hollow walls"] },
  surface: { prefix: "KVA", protections: ["IP40", "IP43"], priceFactor: 1, de: ["Aufputz", "für die Aufputzmontage"], en: ["surface-mounted", "for surface mounting"] },
}

const rowPrices = [45, 95, 160, 230]
const protectionFactor: Partial<Record<ProtectionType, number>> = { IP30: 1, IP40: 1.1, IP43: 1.25 }

interface BoardConfig {
  readonly mounting: Mounting
  readonly rows: number
  readonly ip: ProtectionType
}

/** Every mounting at every row count in each of its protection classes: the demo has each once. */
const configs: ReadonlyArray<BoardConfig> = (["flush", "hollow", "surface"] as const).flatMap((mounting) =>
  [1, 2, 3, 4].flatMap((rows) => mountings[mounting].protections.map((ip) => ({ mounting, rows, ip }))),
)

const boardBox = ({ mounting, rows }: BoardConfig): Box =>
  mounting === "surface" ? { w: 330, h: 200 + rows * 140, d: 105 } : { w: 370, h: 230 + rows * 130, d: mounting === "hollow" ? 85 : 95 }

export const distributionBoard: FamilyRules = {
  weight: 24,
  draw: (rng, ids, call) => {
    const { config, key, variant } = uniqueConfig(
      ids,
      () => (call < configs.length ? configs[call]! : pick(rng, configs)),
      (c) => `${mountings[c.mounting].prefix}-${sizeCode(boardBox(c))}-${c.ip.slice(2)}`,
    )
    const { mounting, rows, ip } = config
    const { prefix, priceFactor, de, en } = mountings[mounting]
    const box = boardBox(config)
    const te = rows * 12
    const [vde, ven] = variantText(variant)
    return [
      makeProduct(rng, ids, {
        family: "distribution-board",
        key,
        articleNumber: `${prefix} ${rows}R ${sizeNumber(box)} ${ip}${variantSuffix(variant)}`,
        name: text(`Kleinverteiler ${de[0]} ${rows}-reihig, ${te} TE, ${ip}`, `Distribution board, ${en[0]}, ${rows} ${rows === 1 ? "row" : "rows"}, ${te} modules, ${ip}`),
        name2: dims(box, vde, ven),
        description: text(
          `Kleinverteiler ${de[1]}, mit Hutschienen TS35, N- und PE-Klemmen und Volltür in RAL 9016.`,
          `Distribution board ${en[1]}, with TS35 DIN rails, N and PE terminals and solid door in RAL 9016.`,
        ),
        price: round2(clamp(rowPrices[rows - 1]! * priceFactor * protectionFactor[ip]! * (0.95 + rng() * 0.1), 40, 600)),
        box,
        material: "steel",
        protection: ip,
        maxProtection: nextProtection(ip),
        ral: "RAL 9016",
        rows,
        mounting,
        doors: 1,
        tariff: "8538 10 00",
        ik: "IK08",
        weight: rows * 1.9 + (mounting === "surface" ? 1.8 : 1.2),
        origin: countryOfOrigin(rng),
      }),
    ]
  },
}

/**
 * Article groups (content type `article-group`) assign accessories to a configurator option.
 * Each group carries one numeric `option*` field per option; spec §5: only fields with a value
 * >= 0 count, more than one is unsupported (warning only), none gives null, and an unparsable
 * amount defaults to 99. We read the value as the most pieces of one accessory a customer may
 * pick for that option (0 = a fixed single piece, shown as a checkbox).
 */
import { LocalizedText } from "../i18n/schema.ts"

/** Spec §9, the accessory option order. */
export const accessoryOptions = [
  "baseCoat",
  "backPanel",
  "backDoor",
  "sidePanel",
  "door",
  "rainRoof",
  "baseMounting",
  "wallMounting",
  "cableEntry",
  "base",
  "strainRelief",
  "mountingLevel",
  "interiorFittings",
  "productSpecificAccessories",
  "accessories",
] as const
export type AccessoryOption = (typeof accessoryOptions)[number]

/** `baseCoat` -> `optionBaseCoat`, the field name in the content system. */
export const optionField = (option: AccessoryOption): `option${string}` =>
  `option${option[0]!.toUpperCase()}${option.slice(1)}`

export const DEFAULT_ARTICLE_GROUP_AMOUNT = 99


export interface ArticleGroupOption {
  readonly option: AccessoryOption
  /** Most pieces per accessory; 0 means one fixed piece. */
  readonly maxAmount: number
}

export interface ArticleGroup {
  readonly key: string
  readonly name: LocalizedText
  readonly option: ArticleGroupOption | null
}

export interface ResolvedOption {
  readonly option: ArticleGroupOption | null
  /** Set when more than one option field counted (unsupported; the first in option order wins). */
  readonly warning?: string
}

const parseAmount = (value: unknown): number => {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN
  return Number.isInteger(n) ? n : Number.NaN
}

/** Spec §5 option rules, pure: the caller logs `warning`. */
export const resolveArticleGroupOption = (group: Readonly<Record<string, unknown>>): ResolvedOption => {
  const counted: Array<ArticleGroupOption> = []
  for (const option of accessoryOptions) {
    const raw = group[optionField(option)]
    if (raw === undefined || raw === null || raw === "") continue
    const amount = parseAmount(raw)
    if (Number.isNaN(amount)) {
      // Present but unparsable: the option counts with the default amount.
      counted.push({ option, maxAmount: DEFAULT_ARTICLE_GROUP_AMOUNT })
    } else if (amount >= 0) {
      counted.push({ option, maxAmount: amount })
    }
  }
  const [first] = counted
  if (first === undefined) return { option: null }
  if (counted.length > 1) {
    return {
      option: first,
      warning: `article group ${String(group["name"])} has ${counted.length} options (${counted.map((c) => c.option).join(", ")}); only one is supported, using ${first.option}`,
    }
  }
  return { option: first }
}

export const optionRank = (option: AccessoryOption | null): number =>
  option === null ? accessoryOptions.length : accessoryOptions.indexOf(option)

/**
 * The configurator's rules (spec §3 product options, §5 article-group options): which
 * accessories a product offers, grouped by option in the §9 order, and whether a chosen
 * configuration is valid before it goes into the cart (and again when a cart is read back, see
 * view.ts). Prices always come from the catalogue.
 */
// Subpath imports: the CLI's CSV export reaches this module and must not load effect's index.
import * as Effect from "effect/Effect"
import * as Schema from "effect/Schema"
import { type ArticleGroup, type AccessoryOption, optionRank } from "../catalogue/articleGroup.ts"
import type { Accessory, Product } from "../catalogue/model.ts"
import { ArticleGroups } from "../ports/ArticleGroups.ts"
import { Catalogue } from "../ports/Catalogue.ts"
import { MAX_AMOUNT, type AccessoryRef } from "./model.ts"
import { combineAccessories } from "./addToCart.ts"

export interface OfferedAccessory {
  readonly accessory: Accessory
  /** Most pieces selectable; 1 with `fixed` for a single fixed piece (group value 0). */
  readonly maxAmount: number
  readonly fixed: boolean
}

export interface OptionSection {
  readonly option: AccessoryOption | null
  readonly groups: ReadonlyArray<{ readonly group: ArticleGroup | null; readonly groupKey: string; readonly accessories: ReadonlyArray<OfferedAccessory> }>
}

/** Most pieces of one accessory its article group allows; without a group or option, the cart's maximum. */
export const accessoryLimit = (group: ArticleGroup | null | undefined): Pick<OfferedAccessory, "maxAmount" | "fixed"> => {
  const maxAmount = group?.option?.maxAmount ?? MAX_AMOUNT
  return { maxAmount: maxAmount === 0 ? 1 : Math.min(maxAmount, MAX_AMOUNT), fixed: maxAmount === 0 }
}

/**
 * The accessories delivered with the product (`includedAccessories`), in catalogue order; one the
 * catalogue lacks is left out. Never among `offeredAccessories` (the catalogue's schema sees to it).
 */
export const includedAccessories = Effect.fn("Configure.includedAccessories")(function* (product: Product) {
  const catalogue = yield* Catalogue
  const included: Array<Accessory> = []
  for (const id of product.includedAccessories ?? []) {
    const found = yield* Effect.option(catalogue.accessory(id))
    if (found._tag === "Some") included.push(found.value)
  }
  return included
})

/** Accessories the product offers, by option (§9 order) and article group. */
export const offeredAccessories = Effect.fn("Configure.offeredAccessories")(function* (product: Product) {
  const catalogue = yield* Catalogue
  const accessories: Array<Accessory> = []
  for (const id of product.accessories) {
    const found = yield* Effect.option(catalogue.accessory(id))
    if (found._tag === "Some") accessories.push(found.value)
  }
  const groups = yield* (yield* ArticleGroups).byKeys([...new Set(accessories.map((a) => a.artikelGruppe.key))])
  const sections = new Map<string, { option: AccessoryOption | null; groups: Map<string, Array<OfferedAccessory>> }>()
  for (const accessory of accessories) {
    const group = groups.get(accessory.artikelGruppe.key) ?? null
    const option = group?.option?.option ?? null
    const key = option ?? "other"
    const section = sections.get(key) ?? { option, groups: new Map() }
    sections.set(key, section)
    const list = section.groups.get(accessory.artikelGruppe.key) ?? []
    section.groups.set(accessory.artikelGruppe.key, list)
    list.push({ accessory, ...accessoryLimit(group) })
  }
  return [...sections.values()]
    .sort((a, b) => optionRank(a.option) - optionRank(b.option))
    .map(
      (section): OptionSection => ({
        option: section.option,
        groups: [...section.groups.entries()].map(([groupKey, list]) => ({ groupKey, group: groups.get(groupKey) ?? null, accessories: list })),
      }),
    )
})

/** A cart line asks for more pieces of an accessory than its article group allows. */
export class AccessoryOverLimit extends Schema.TaggedError<AccessoryOverLimit>()("AccessoryOverLimit", {
  id: Schema.String,
  productId: Schema.String,
  maxAmount: Schema.Number,
}) {
  override get message() {
    return `Accessory "${this.id}" is limited to ${this.maxAmount} per piece of product "${this.productId}"`
  }
}

export type ConfigurationIssue =
  | { readonly _tag: "NotOffered"; readonly accessoryId: string }
  | { readonly _tag: "TooMany"; readonly accessoryId: string; readonly maxAmount: number }

/** Checks a chosen configuration against what the product offers; repeated ids are summed first. */
export const checkConfiguration = (
  sections: ReadonlyArray<OptionSection>,
  chosen: ReadonlyArray<AccessoryRef>,
): ReadonlyArray<ConfigurationIssue> => {
  const offered = new Map<string, OfferedAccessory>()
  for (const section of sections) for (const group of section.groups) for (const o of group.accessories) offered.set(o.accessory.key, o)
  return checkAccessories(offered, chosen)
}

/** The rule of `checkConfiguration` over offered accessories by id (the cart view has no sections). */
export const checkAccessories = (
  offered: ReadonlyMap<string, OfferedAccessory>,
  chosen: ReadonlyArray<AccessoryRef>,
): ReadonlyArray<ConfigurationIssue> => {
  const issues: Array<ConfigurationIssue> = []
  for (const ref of combineAccessories(chosen)) {
    const o = offered.get(ref.id)
    if (o === undefined) issues.push({ _tag: "NotOffered", accessoryId: ref.id })
    else if (ref.amount > o.maxAmount) issues.push({ _tag: "TooMany", accessoryId: ref.id, maxAmount: o.maxAmount })
  }
  return issues
}

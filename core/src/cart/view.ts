/**
 * Builds the cart item view (spec §3) from stored items with prices from the catalogue,
 * never from the stored item. An item whose view cannot be built is removed and logged (§4, §8);
 * an accessory over its article group's per-piece limit is capped at the limit and the line kept
 * (issue 28: the enclosure was dropped with it); an accessory the product is delivered with (a
 * share string or an old cookie asking for the mounting plate of a cabinet that includes it) is
 * left out of the line, which is kept, and reported.
 */
import * as Effect from "effect/Effect"
import { type ArticleGroup, optionRank } from "../catalogue/articleGroup.ts"
import type { Accessory } from "../catalogue/model.ts"
import { AccessoryNotFound } from "../errors/errors.ts"
import type { Language } from "../i18n/language.ts"
import { ArticleGroups } from "../ports/ArticleGroups.ts"
import { Catalogue } from "../ports/Catalogue.ts"
import { combineAccessories } from "./addToCart.ts"
import { type OfferedAccessory, accessoryLimit, checkAccessories, includedAccessories } from "./configure.ts"
import type { CartItem, CartItemDto, CartItemView, ConfigGroup } from "./model.ts"
import { singleTotal } from "./totals.ts"

/** Groups accessories by article group; groups ordered by option (§9), then by group key. */
export const groupConfig = (
  accessories: ReadonlyArray<{ readonly accessory: Accessory; readonly amount: number }>,
  groups: ReadonlyMap<string, ArticleGroup>,
): ReadonlyArray<ConfigGroup> => {
  const byGroup = new Map<string, Array<{ readonly accessory: Accessory; readonly amount: number }>>()
  for (const entry of accessories) {
    const key = entry.accessory.artikelGruppe.key
    const list = byGroup.get(key)
    if (list) list.push(entry)
    else byGroup.set(key, [entry])
  }
  return [...byGroup.entries()]
    .map(([groupKey, list]): ConfigGroup => {
      const group = groups.get(groupKey)
      return {
        groupKey,
        groupName: group?.name ?? { de: groupKey, en: groupKey },
        option: group?.option?.option ?? null,
        accessories: list,
      }
    })
    .sort((a, b) => optionRank(a.option) - optionRank(b.option) || (a.groupKey < b.groupKey ? -1 : a.groupKey > b.groupKey ? 1 : 0))
}

/** An accessory capped at its article group's per-piece limit. */
export interface CappedAccessory {
  readonly item: CartItem
  readonly accessoryId: string
  readonly asked: number
  readonly maxAmount: number
  readonly reason: string
}

/** An accessory a line asked for that comes with its product: left out of the line (it is in the product's price). */
export interface IncludedAccessory {
  readonly item: CartItem
  readonly accessoryId: string
  readonly reason: string
}

/** `groups` is null when the article groups could not be read: no group names, no limits checked. */
export const buildItemView = Effect.fn("Cart.buildItemView")(function* (
  item: CartItem,
  groups: ReadonlyMap<string, ArticleGroup> | null,
  capped: Array<CappedAccessory> = [],
  included: Array<IncludedAccessory> = [],
) {
  const catalogue = yield* Catalogue
  const product = yield* catalogue.product(item.productId)
  const offered = new Set<string>(product.accessories)
  const delivered = new Set<string>(product.includedAccessories ?? [])
  // Repeated ids count together, as when adding.
  let accessories: Array<{ readonly accessory: Accessory; readonly amount: number }> = []
  for (const ref of combineAccessories(item.accessories)) {
    if (delivered.has(ref.id)) {
      included.push({ item, accessoryId: ref.id, reason: `Accessory "${ref.id}" comes with product "${product.key}"` })
      continue
    }
    if (!offered.has(ref.id)) return yield* new AccessoryNotFound({ id: ref.id, productId: product.key })
    accessories.push({ accessory: yield* catalogue.accessory(ref.id), amount: ref.amount })
  }
  // Cookies and share strings bypass the configurator: its limits again, each capped at its limit.
  // Unknown limits (groups unreadable) change nothing.
  if (groups !== null) {
    const limits = new Map<string, OfferedAccessory>(
      accessories.map(({ accessory }) => [accessory.key, { accessory, ...accessoryLimit(groups.get(accessory.artikelGruppe.key)) }]),
    )
    for (const issue of checkAccessories(limits, accessories.map(({ accessory, amount }) => ({ id: accessory.key, amount })))) {
      if (issue._tag !== "TooMany") continue
      const asked = accessories.find((a) => a.accessory.key === issue.accessoryId)!.amount
      capped.push({ item, accessoryId: issue.accessoryId, asked, maxAmount: issue.maxAmount, reason: `Accessory "${issue.accessoryId}" is limited to ${issue.maxAmount} per piece of product "${product.key}"` })
      accessories = accessories.map((a) => (a.accessory.key === issue.accessoryId ? { ...a, amount: issue.maxAmount } : a))
    }
  }
  const total = singleTotal(
    { price: product.listPrice, priceOnRequest: product.priceOnRequest },
    accessories.map((a) => ({ price: a.accessory.listPrice, priceOnRequest: a.accessory.priceOnRequest, amount: a.amount })),
  )
  return {
    id: item.id,
    ...(item.uid === undefined ? {} : { uid: item.uid }),
    product,
    config: groupConfig(accessories, groups ?? new Map()),
    singleTotal: total.singleTotal,
    priceOnRequest: total.priceOnRequest,
    amount: item.amount,
    included: yield* includedAccessories(product),
  } satisfies CartItemView
})

export interface CartView {
  readonly items: ReadonlyArray<CartItemView>
  /** Items that could not be shown and were removed, with the reason. */
  readonly removed: ReadonlyArray<{ readonly item: CartItem; readonly reason: string }>
  /** Accessories over their per-piece limit, capped at it (the line kept). */
  readonly capped: ReadonlyArray<CappedAccessory>
  /** Accessories asked for that come with their product, left out (the line kept). */
  readonly included: ReadonlyArray<IncludedAccessory>
}

/** Views of all items; failing items are dropped and logged, never failing the cart. */
export const buildCartView = Effect.fn("Cart.buildCartView")(function* (items: ReadonlyArray<CartItem>) {
  const catalogue = yield* Catalogue
  const groupKeys = new Set<string>()
  for (const item of items) {
    for (const ref of item.accessories) {
      const accessory = yield* Effect.option(catalogue.accessory(ref.id))
      if (accessory._tag === "Some") groupKeys.add(accessory.value.artikelGruppe.key)
    }
  }
  const articleGroups = yield* ArticleGroups
  // Group names are headings only: without them the cart is still whole (group keys stand in).
  const groups =
    groupKeys.size === 0
      ? new Map<string, ArticleGroup>()
      : yield* articleGroups.byKeys([...groupKeys]).pipe(
          Effect.catch((error) =>
            Effect.as(Effect.logError("cart view built without article groups: they could not be read", { keys: [...groupKeys], error }), null),
          ),
        )
  const views: Array<CartItemView> = []
  const removed: Array<CartView["removed"][number]> = []
  const capped: Array<CappedAccessory> = []
  const included: Array<IncludedAccessory> = []
  for (const item of items) {
    const result = yield* Effect.result(buildItemView(item, groups, capped, included))
    if (result._tag === "Success") views.push(result.success)
    else {
      removed.push({ item, reason: result.failure.message })
      yield* Effect.logWarning("cart item removed: its view could not be built", { itemId: item.id, reason: result.failure.message })
    }
  }
  if (capped.length > 0) yield* Effect.logWarning("cart accessories capped at their per-piece limit", { capped: capped.map((c) => ({ itemId: c.item.id, accessoryId: c.accessoryId, asked: c.asked, maxAmount: c.maxAmount })) })
  if (included.length > 0) yield* Effect.logInfo("cart accessories left out: they come with their product", { included: included.map((c) => ({ itemId: c.item.id, accessoryId: c.accessoryId })) })
  return { items: views, removed, capped, included } satisfies CartView
})

const nameIn = (text: { readonly de: string; readonly en: string } | undefined, lang: Language): string | null =>
  text === undefined ? null : text[lang].trim() === "" ? null : text[lang]

/** Spec §3 output DTO in one language. */
export const toDto = (view: CartItemView, lang: Language): CartItemDto => ({
  id: view.id,
  product: {
    key: view.product.key,
    name: view.product.name[lang],
    name2: nameIn(view.product.name2, lang),
    supplierArticleNumber: view.product.supplierArticleNumber,
    productAssetIdentifier: view.product.productAssetIdentifier,
  },
  config: view.config.map((group) => ({
    group: group.groupName[lang],
    option: group.option,
    accessories: group.accessories.map(({ accessory, amount }) => ({
      accessory: {
        key: accessory.key,
        name: accessory.name[lang],
        name2: nameIn(accessory.name2, lang),
        supplierArticleNumber: accessory.supplierArticleNumber,
      },
      amount,
    })),
  })),
  priceOnRequest: view.priceOnRequest,
  singleTotal: view.singleTotal,
  amount: view.amount,
  ...(view.included.length === 0
    ? {}
    : {
        included: view.included.map((accessory) => ({
          key: accessory.key,
          name: accessory.name[lang],
          name2: nameIn(accessory.name2, lang),
          supplierArticleNumber: accessory.supplierArticleNumber,
        })),
      }),
})

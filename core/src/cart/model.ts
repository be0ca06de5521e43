/**
 * The cart of spec §3: the stored item (cookie or cart table), the view the shop renders,
 * and the output DTO used by CSV, PDF and the cart request.
 */
import * as Schema from "effect/Schema"
import type { AccessoryOption } from "../catalogue/articleGroup.ts"
import { type Accessory, AccessoryId, type Product, ProductId } from "../catalogue/model.ts"
import type { Cents } from "../money/money.ts"
import { PercentSchema } from "../money/schema.ts"
import type { LocalizedText } from "../i18n/language.ts"

export { MAX_ACCESSORIES_PER_LINE, MAX_AMOUNT, MAX_CART_LINES, MIN_AMOUNT, PROJECT_ID_MAX_LENGTH } from "./limits.ts"
import { MAX_AMOUNT, MIN_AMOUNT, PROJECT_ID_MAX_LENGTH } from "./limits.ts"

export const Amount = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: MIN_AMOUNT, maximum: MAX_AMOUNT })))

export const AccessoryRef = Schema.Struct({ id: AccessoryId, amount: Amount })
export type AccessoryRef = typeof AccessoryRef.Type

/** Item id: a millisecond timestamp for guests (spec §3), a database id for logged-in users. */
export const CartItemId = Schema.String.pipe(Schema.check(Schema.isPattern(/^[A-Za-z0-9-]{1,40}$/)))
export type CartItemId = typeof CartItemId.Type

export const CartItem = Schema.Struct({
  id: CartItemId,
  uid: Schema.optionalKey(Schema.String),
  productId: ProductId,
  accessories: Schema.Array(AccessoryRef),
  amount: Amount,
})
export type CartItem = typeof CartItem.Type

export const ProjectId = Schema.String.pipe(Schema.check(Schema.isMaxCodePoints(PROJECT_ID_MAX_LENGTH)))

export const CartState = Schema.Struct({
  projectId: ProjectId,
  /** Cart discount in hundredths of a percent. */
  discount: PercentSchema,
})
export type CartState = typeof CartState.Type

/** Sender of a cart PDF or request (spec §9 sender line); guests pass the company in the share string. */
export interface Sender {
  readonly company?: string
  readonly firstName?: string
  readonly lastName?: string
  readonly street?: string
  readonly zip?: string
  readonly city?: string
  readonly country?: string
  readonly email?: string
}

/** Accessories of one configured item, grouped by article group and ordered by option (§9). */
export interface ConfigGroup {
  readonly groupKey: string
  readonly groupName: LocalizedText
  readonly option: AccessoryOption | null
  readonly accessories: ReadonlyArray<{ readonly accessory: Accessory; readonly amount: number }>
}

export interface CartItemView {
  readonly id: string
  readonly uid?: string
  readonly product: Product
  readonly config: ReadonlyArray<ConfigGroup>
  /** Product plus accessories (accessory price × accessory amount) for one piece. */
  readonly singleTotal: Cents
  /** Spec §3: true when the total is 0. */
  readonly priceOnRequest: boolean
  readonly amount: number
  /** The accessories delivered with the product (`includedAccessories`), in its price: shown, never priced. */
  readonly included: ReadonlyArray<Accessory>
}

/** Spec §3 output DTO (CSV, PDF, cart request). */
export interface CartItemDto {
  readonly id: string
  readonly product: {
    readonly key: string
    readonly name: string
    readonly name2: string | null
    readonly supplierArticleNumber: string
    readonly productAssetIdentifier: string
  }
  readonly config: ReadonlyArray<{
    readonly group: string
    readonly option: AccessoryOption | null
    readonly accessories: ReadonlyArray<{
      readonly accessory: {
        readonly key: string
        readonly name: string
        readonly name2: string | null
        readonly supplierArticleNumber: string
      }
      readonly amount: number
    }>
  }>
  readonly priceOnRequest: boolean
  readonly singleTotal: Cents
  readonly amount: number
  /** Delivered with the product, in its price (the PDF lists them; the CSV, an import for ordering, does not). */
  readonly included?: ReadonlyArray<{ readonly key: string; readonly name: string; readonly name2: string | null; readonly supplierArticleNumber: string }>
}

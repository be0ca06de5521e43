/**
 * Schemas of the cart server functions' inputs: the edge where product and accessory ids are
 * decoded into their brands. A server-only module: the client build drops each validator, and with
 * it every import of these schemas.
 */
import { Schema } from "effect"
import { AccessoryId, Language, ProductId } from "@shop/core"

const Id = Schema.String.pipe(Schema.check(Schema.isMaxLength(64)))
/** Amounts and discounts arrive as typed: the core's normalisation rules apply on the server. */
const Typed = Schema.Union([Schema.String.pipe(Schema.check(Schema.isMaxLength(32))), Schema.Finite])

export const CartInput = Schema.Struct({ lang: Language })
export const AddToCartInput = Schema.Struct({
  lang: Language,
  productId: ProductId,
  amount: Typed,
  accessories: Schema.Array(Schema.Struct({ id: AccessoryId, amount: Typed })).pipe(Schema.check(Schema.isMaxLength(60))),
})
export const CartLineInput = Schema.Struct({ lang: Language, id: Id, amount: Typed })
export const RemoveLineInput = Schema.Struct({ lang: Language, id: Id })
export const CartMetaInput = Schema.Struct({
  lang: Language,
  discount: Schema.optionalKey(Typed),
  projectId: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(200)))),
})

export const cartInput = Schema.toStandardSchemaV1(CartInput)
export const addToCartInput = Schema.toStandardSchemaV1(AddToCartInput)
export const cartLineInput = Schema.toStandardSchemaV1(CartLineInput)
export const removeLineInput = Schema.toStandardSchemaV1(RemoveLineInput)
export const cartMetaInput = Schema.toStandardSchemaV1(CartMetaInput)

export const inquiryIntoCartInput = Schema.toStandardSchemaV1(Schema.Struct({ lang: Language, id: Id }))

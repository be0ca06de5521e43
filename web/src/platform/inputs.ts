/**
 * Schemas of the server functions' inputs. They live in a server-only module: the client build
 * drops each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"

export const ShellInput = Schema.Struct({ segment: Schema.String.pipe(Schema.check(Schema.isMaxLength(200))) })

export const LangInput = Schema.Struct({ lang: Language })

export const ProductInput = Schema.Struct({
  lang: Language,
  slug: Schema.String.pipe(Schema.check(Schema.isMaxLength(128))),
})

export const CatalogueInput = Schema.Struct({
  lang: Language,
  search: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Array(Schema.String)])),
})

export const shellInput = Schema.toStandardSchemaV1(ShellInput)
export const langInput = Schema.toStandardSchemaV1(LangInput)
export const productInput = Schema.toStandardSchemaV1(ProductInput)
export const catalogueInput = Schema.toStandardSchemaV1(CatalogueInput)

const Id = Schema.String.pipe(Schema.check(Schema.isMaxLength(64)))
/** Amounts and discounts arrive as typed: the core's normalisation rules apply on the server. */
const Typed = Schema.Union([Schema.String.pipe(Schema.check(Schema.isMaxLength(32))), Schema.Finite])

export const AddToCartInput = Schema.Struct({
  lang: Language,
  productId: Id,
  amount: Typed,
  accessories: Schema.Array(Schema.Struct({ id: Id, amount: Typed })).pipe(Schema.check(Schema.isMaxLength(60))),
})
export const CartLineInput = Schema.Struct({ lang: Language, id: Id, amount: Typed })
export const RemoveLineInput = Schema.Struct({ lang: Language, id: Id })
export const CartMetaInput = Schema.Struct({
  lang: Language,
  discount: Schema.optionalKey(Typed),
  projectId: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(200)))),
})

export const addToCartInput = Schema.toStandardSchemaV1(AddToCartInput)
export const cartLineInput = Schema.toStandardSchemaV1(CartLineInput)
export const removeLineInput = Schema.toStandardSchemaV1(RemoveLineInput)
export const cartMetaInput = Schema.toStandardSchemaV1(CartMetaInput)

/**
 * The contact form as sent. Only types and generous caps here (a huge body is refused); the
 * field rules with their error keys are the core's, so the form can show them next to the fields.
 */
const FormText = (max: number) => Schema.String.pipe(Schema.check(Schema.isMaxLength(max)))
export const ContactInput = Schema.Struct({
  lang: Language,
  company: FormText(2000),
  firstname: FormText(2000),
  lastname: FormText(2000),
  email: FormText(2000),
  subject: FormText(2000),
  message: FormText(50_000),
  privacyAccepted: Schema.Boolean,
  honeypot: FormText(2000),
})
export const contactInput = Schema.toStandardSchemaV1(ContactInput)

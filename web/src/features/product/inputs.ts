/**
 * Schemas of the product and configurator pages server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"

/** A product page's URL: the language and the product's slug. */
export const ProductInput = Schema.Struct({
  lang: Language,
  slug: Schema.String.pipe(Schema.check(Schema.isMaxLength(128))),
})

export const productInput = Schema.toStandardSchemaV1(ProductInput)

/**
 * Schemas of the catalogue list server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"

export const CatalogueInput = Schema.Struct({
  lang: Language,
  search: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Array(Schema.String)])),
})

export const catalogueInput = Schema.toStandardSchemaV1(CatalogueInput)

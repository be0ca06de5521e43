/**
 * Schemas of the compare page server function's input. A server-only module: the client build
 * drops each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"

const Slug = Schema.String.pipe(Schema.check(Schema.isMaxLength(128)))

/** The page's address: the slugs asked for (more than four are told about, not compared) and a refused fifth. */
export const CompareInput = Schema.Struct({
  lang: Language,
  slugs: Schema.Array(Slug).pipe(Schema.check(Schema.isMaxLength(24))),
  refused: Schema.optionalKey(Slug),
})

export const compareInput = Schema.toStandardSchemaV1(CompareInput)

/**
 * Schemas of the content pages server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"
import { MAX_KEPT_QUERY } from "./limits.ts"

/** A content page's URL: the language, the story's slug, and its query (kept by a 301 to the translated path). */
export const ContentPageInput = Schema.Struct({
  lang: Language,
  slug: Schema.String.pipe(Schema.check(Schema.isMaxLength(128))),
  search: Schema.optionalKey(Schema.String.pipe(Schema.check(Schema.isMaxLength(MAX_KEPT_QUERY), Schema.isPattern(/^(?:\?[^#]*)?$/)))),
})

export const contentPageInput = Schema.toStandardSchemaV1(ContentPageInput)

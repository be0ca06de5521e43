/**
 * Schemas of the inquiries server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"

const Id = Schema.String.pipe(Schema.check(Schema.isMaxLength(64)))
export const inquiryIdInput = Schema.toStandardSchemaV1(Schema.Struct({ id: Id }))
export const inquiryIdsInput = Schema.toStandardSchemaV1(Schema.Struct({ ids: Schema.Array(Id).pipe(Schema.check(Schema.isMaxLength(500))) }))
/** A reference as the list links it (`2026-00017`); anything else is no inquiry. */
export const inquiryDetailInput = Schema.toStandardSchemaV1(
  Schema.Struct({ reference: Schema.String.pipe(Schema.check(Schema.isMaxLength(20))), lang: Schema.Literals(["de", "en"]) }),
)

/**
 * Schemas of the inquiries server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"

const Id = Schema.String.pipe(Schema.check(Schema.isMaxLength(64)))
export const inquiryIdInput = Schema.toStandardSchemaV1(Schema.Struct({ id: Id }))
export const inquiryIdsInput = Schema.toStandardSchemaV1(Schema.Struct({ ids: Schema.Array(Id).pipe(Schema.check(Schema.isMaxLength(500))) }))

/**
 * Schemas of the shell server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"

export const ShellInput = Schema.Struct({ segment: Schema.String.pipe(Schema.check(Schema.isMaxLength(200))) })

export const shellInput = Schema.toStandardSchemaV1(ShellInput)

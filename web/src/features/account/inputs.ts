/**
 * Schemas of the account server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"

export const LanguageChangeInput = Schema.Struct({ lang: Language })
export const languageChangeInput = Schema.toStandardSchemaV1(LanguageChangeInput)

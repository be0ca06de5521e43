/**
 * Schemas of the home page server functions' inputs. A server-only module: the client build drops
 * each validator, and with it every import of these schemas.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"

export const HomeInput = Schema.Struct({ lang: Language })

export const homeInput = Schema.toStandardSchemaV1(HomeInput)

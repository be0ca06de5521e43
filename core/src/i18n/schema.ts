/** Schemas of the languages, for decoding at the boundaries (catalogue and content files, requests). */
import * as Schema from "effect/Schema"
import { languages } from "./language.ts"

export const Language = Schema.Literals(languages)
export type Language = typeof Language.Type

/** Text in both languages, as catalogue and content files carry it. */
export const LocalizedText = Schema.Struct({ de: Schema.String, en: Schema.String })
export type LocalizedText = typeof LocalizedText.Type

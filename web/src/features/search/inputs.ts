/**
 * Schemas of the search's inputs. A query longer than the search reads is cut by the core (the page
 * says so), never refused; a value that is not text counts as no query.
 */
import { Schema } from "effect"
import { Language } from "@shop/core"

export const SearchInput = Schema.Struct({ lang: Language, q: Schema.String })

export const searchInput = Schema.toStandardSchemaV1(SearchInput)

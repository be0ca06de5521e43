/** What the search page and the header's search field show, as the server hands it to the browser. */
import type { Language } from "@shop/core/i18n/language"
import type { SearchMatch } from "@shop/core/search/SearchIndex"

export type { SearchMatch }

/** A product an accessory fits, as a link. */
export interface FitsView {
  readonly slug: string
  readonly name: string
}

interface HitBase {
  readonly key: string
  readonly name: string
  readonly name2: string | null
  /** The article number a buyer orders by: the product's, the accessory's supplier article number. */
  readonly articleNumber: string
  /** How it was found; `code` is the code that matched, when it is not the article number shown. */
  readonly match: SearchMatch
  readonly matchedCode: string | null
  /** Integer cents. */
  readonly listPrice: number
  readonly priceOnRequest: boolean
}

export interface ProductHitView extends HitBase {
  readonly model: "Produkte"
  readonly slug: string
  readonly width: number
  readonly height: number
  readonly depth: number
  readonly protectionType: string
}

export interface AccessoryHitView extends HitBase {
  readonly model: "Artikel"
  readonly fits: ReadonlyArray<FitsView>
  readonly fitsCount: number
}

export type SearchHitView = ProductHitView | AccessoryHitView

export interface SearchPageView {
  readonly lang: Language
  /** The query as searched (trimmed, cut when too long). */
  readonly query: string
  readonly cut: boolean
  readonly total: number
  readonly hits: ReadonlyArray<SearchHitView>
  /** What the query was read as: a size (mm) and a protection type. */
  readonly size: { readonly width?: number; readonly height?: number; readonly depth?: number } | null
  readonly protection: string | null
}

/** One suggestion of the header's field: where it leads and what it shows. */
export interface SuggestionView {
  readonly key: string
  readonly model: "Produkte" | "Artikel"
  readonly href: string
  readonly name: string
  readonly articleNumber: string
  readonly match: SearchMatch["kind"]
  readonly detail: string
}

export interface SuggestionsView {
  readonly query: string
  readonly total: number
  readonly suggestions: ReadonlyArray<SuggestionView>
}

/**
 * The search's views (server only): the core's answer (`CatalogueSearch`) turned into what the
 * results page and the header's suggestions show. Prices come from the catalogue, never from the
 * request. Every product goes into the cart from a result as it is (the configurator offers options,
 * it requires none), or to its options.
 */
import { Effect } from "effect"
import { CatalogueSearch, type Language, type SearchHit } from "@shop/core"
import type { SearchHitView, SearchPageView, SuggestionsView } from "./model.ts"
import { t } from "../../platform/i18n/intl.ts"

/** Hits on the results page; more matches are counted and the page asks to narrow the search. */
export const RESULTS_SHOWN = 48
/** Suggestions under the header's field. */
export const SUGGESTIONS_SHOWN = 8

/** The code a hit was found by, when it is not the article number the hit shows. */
const matchedCodeOf = (hit: SearchHit, shown: string): string | null => {
  if (hit.match.kind !== "exact" && hit.match.kind !== "prefix") return null
  const { field } = hit.match
  const item = hit.item
  const code =
    item.model === "Produkte"
      ? field === "key"
        ? item.product.key
        : field === "supplierArticleNumber"
          ? item.product.supplierArticleNumber
          : field === "ean"
            ? (item.product.specification.ean ?? null)
            : item.product.specification.articleNumber
      : field === "key"
        ? item.accessory.key
        : item.accessory.supplierArticleNumber
  return code === null || code === shown ? null : code
}

const hitView = (hit: SearchHit, lang: Language): SearchHitView => {
  const { item, match } = hit
  if (item.model === "Produkte") {
    const p = item.product
    const view: SearchHitView = {
      model: "Produkte",
      key: p.key,
      slug: p.slug,
      name: p.name[lang],
      name2: p.name2?.[lang] ?? null,
      articleNumber: p.specification.articleNumber,
      match,
      matchedCode: matchedCodeOf(hit, p.specification.articleNumber),
      listPrice: p.listPrice,
      priceOnRequest: p.priceOnRequest,
      width: p.width,
      height: p.height,
      depth: p.depth,
      protectionType: p.protectionType,
    }
    return view
  }
  const a = item.accessory
  const view: SearchHitView = {
    model: "Artikel",
    key: a.key,
    name: a.name[lang],
    name2: a.name2?.[lang] ?? null,
    articleNumber: a.supplierArticleNumber,
    match,
    matchedCode: matchedCodeOf(hit, a.supplierArticleNumber),
    listPrice: a.listPrice,
    priceOnRequest: a.priceOnRequest,
    fits: item.fits.map((p) => ({ slug: p.slug, name: p.name[lang] })),
    fitsCount: item.fitsCount,
  }
  return view
}

export const searchPage = Effect.fn("web.searchPage")(function* (lang: Language, q: string) {
  const index = yield* (yield* CatalogueSearch).index
  const answer = index.search(q, lang, RESULTS_SHOWN)
  return {
    lang,
    query: answer.query,
    cut: answer.cut,
    total: answer.total,
    hits: answer.hits.map((hit) => hitView(hit, lang)),
    size: answer.size ?? null,
    protection: answer.protection ?? null,
  } satisfies SearchPageView
})

/** The header's suggestions: a line each, linking to the product (an accessory: its first product). */
export const suggestions = Effect.fn("web.searchSuggestions")(function* (lang: Language, q: string) {
  const index = yield* (yield* CatalogueSearch).index
  const answer = index.search(q, lang, SUGGESTIONS_SHOWN)
  const productHref = (slug: string) => `/${lang}/product-catalog/${slug}/`
  const searchHref = `/${lang}/search/?q=${encodeURIComponent(answer.query)}`
  return {
    query: answer.query,
    total: answer.total,
    suggestions: answer.hits.map(({ item, match }) =>
      item.model === "Produkte"
        ? {
            key: item.product.key,
            model: item.model,
            href: productHref(item.product.slug),
            name: item.product.name[lang],
            articleNumber: item.product.specification.articleNumber,
            match: match.kind,
            detail: `${t(lang, "product.spec.dimensionsValue", { width: item.product.width, height: item.product.height, depth: item.product.depth })} · ${item.product.protectionType}`,
          }
        : {
            key: item.accessory.key,
            model: item.model,
            href: item.fits[0] === undefined ? searchHref : productHref(item.fits[0].slug),
            name: item.accessory.name[lang],
            articleNumber: item.accessory.supplierArticleNumber,
            match: match.kind,
            detail: t(lang, "search.accessoryFits", { count: item.fitsCount }),
          },
    ),
  } satisfies SuggestionsView
})

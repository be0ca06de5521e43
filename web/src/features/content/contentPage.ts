/**
 * Content pages (spec §2 catch-all `/{slugs…}`): the story whose path in the page's language is
 * the URL (Translatable Slugs: `/de/unternehmen/geschichte/`, `/en/company/history/`), decoded
 * into the view model. The other language's path of a story answers a 301 to the story's path in
 * the page's language (`/en/unternehmen/geschichte/` → `/en/company/history/`); anything else is
 * the 404 page. Unknown components are logged (in production they render nothing).
 */
import { Effect } from "effect"
import { Catalogue, Content, HOME_SLUG, type Language, ProductNotFound, storyPath, translatedSlug } from "@shop/core"
import { type ContentView, contentView, linkedProductSlugs, productSlugOf, type ReferenceProduct, unknownComponents } from "./model.ts"
import { toCard } from "../catalogue/views.ts"
import { t } from "../../platform/i18n/intl.ts"
import { otherLanguage } from "../../platform/i18n/paths.ts"

export type ContentPageResult = { readonly kind: "page"; readonly page: ContentView } | { readonly kind: "redirect"; readonly href: string }

export const contentPage = Effect.fn("web.contentPage")(function* (lang: Language, slug: string, draft: boolean) {
  const content = yield* Content
  const path = slug.replace(/^\/+|\/+$/g, "")
  const story = yield* content.story(path, lang, draft)
  if (story === null) {
    const other = path === "" ? null : yield* content.story(path, otherLanguage(lang), draft)
    const target = other === null ? null : translatedSlug(other, lang)
    if (other === null || target === null || target === path) return yield* new ProductNotFound({ id: slug })
    return { kind: "redirect", href: storyPath(target, lang) } satisfies ContentPageResult
  }
  // The home story is the bare language root, never `/de/home/`.
  if (translatedSlug(story, lang) === HOME_SLUG && path === HOME_SLUG) return { kind: "redirect", href: `/${lang}/` } satisfies ContentPageResult
  const page = yield* withProducts(contentView(story, lang, draft), lang)
  // A preview shows an unknown layout's fallback (spec §8), so the editor sees what is missing.
  if (page.layout.kind === "unknown" && !draft) return yield* new ProductNotFound({ id: slug })
  const unknown = unknownComponents(page)
  if (unknown.length > 0) yield* Effect.logWarning("content: unknown components", { slug, components: unknown })
  return { kind: "page", page } satisfies ContentPageResult
})

/** The home story's view, or null when the content has none (the home page then shows its own sections). */
export const homeContent = Effect.fn("web.homeContent")(function* (lang: Language, draft: boolean) {
  const story = yield* Effect.orElseSucceed((yield* Content).story(HOME_SLUG, lang, draft), () => null)
  if (story === null) return null
  const page = contentView(story, lang, draft)
  return page.layout.kind === "page" ? page : null
})

/**
 * The products a page shows as the catalogue's cards (name, picture, article number, size, in the
 * page's language; never named by their slug): a reference's products used, and the products any
 * page links to for its right column. A link that leads to no product (a catalogue filter) stays
 * a link, an empty title becoming the catalogue's name.
 */
const withProducts = Effect.fn("web.contentProducts")(function* (page: ContentView, lang: Language) {
  const catalogue = yield* Catalogue
  const cardOf = (slug: string | null) =>
    slug === null ? Effect.succeed(null) : Effect.map(Effect.orElseSucceed(catalogue.productBySlug(slug), () => null), (product) => (product === null ? null : toCard(product, lang)))
  const products = (yield* Effect.forEach(linkedProductSlugs(page), cardOf)).filter((card) => card !== null)
  if (page.layout.kind !== "reference") return { ...page, products } satisfies ContentView
  const used = yield* Effect.forEach(page.layout.products, (product) =>
    Effect.map(cardOf(productSlugOf(product.link.href)), (card): ReferenceProduct =>
      card === null ? { ...product, label: product.label === "" ? t(lang, "catalogue.title") : product.label } : { ...product, label: card.name, card },
    ),
  )
  // A product the text links to as well is shown once, among the products used.
  const shown = new Set(used.flatMap((product) => (product.card === null ? [] : [product.card.slug])))
  return { ...page, products: products.filter((card) => !shown.has(card.slug)), layout: { ...page.layout, products: used } } satisfies ContentView
})

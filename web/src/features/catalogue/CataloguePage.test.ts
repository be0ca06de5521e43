/**
 * The catalogue page's load more at the catalogue's maximum, rendered to a string: the server's page
 * view of a generated catalogue larger than the demo (which never reaches the maximum), shown in a
 * memory router as the route shows it.
 */
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from "@tanstack/react-router"
import { Effect } from "effect"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { RawIntlProvider } from "react-intl"
import { describe, expect, it } from "vitest"
import { CATALOGUE_MAX_LIMIT, CATALOGUE_PAGE_SIZE } from "@shop/core/catalogue/model"
import { Catalogue } from "@shop/core/ports/Catalogue"
import type { Language } from "@shop/core/i18n/language"
import { product } from "../../../../core/test/support/catalogue.ts"
import { intlFor } from "../../platform/i18n/intl.ts"
import { LangContext } from "../../platform/i18n/LangContext.tsx"
import { CataloguePage } from "./CataloguePage.tsx"
import { parseSearch, type SearchRecord, stringifySearch } from "./search.ts"
import { cataloguePage } from "./views.ts"

/** `count` plain steel enclosures, every one matching the unfiltered list. */
const products = (count: number) => Array.from({ length: count }, (_, n) => product(`GEN-${String(n).padStart(5, "0")}`, 10_000 + n, []))

/** The page's server render for a catalogue of `count` products and the query `search`. */
const render = async (lang: Language, count: number, search: SearchRecord): Promise<string> => {
  const page = await Effect.runPromise(cataloguePage(lang, search).pipe(Effect.provide(Catalogue.layerTest({ products: products(count), accessories: [] }))))
  const root = createRootRoute()
  const route = createRoute({ getParentRoute: () => root, path: "/$lang/product-catalog/", component: () => createElement(CataloguePage, { page, search }) })
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [`/${lang}/product-catalog/`] }),
    // As the shop's router (router.tsx): paths keep their slash, queries are plain.
    trailingSlash: "preserve",
    parseSearch,
    stringifySearch,
    isServer: true,
  })
  await router.load()
  return renderToString(
    createElement(RawIntlProvider, { value: intlFor(lang) }, createElement(LangContext.Provider, { value: { lang, languages: [] } }, createElement(RouterProvider, { router }))),
  )
}

/** Text of the element with `data-testid`, tags dropped and spaces collapsed. */
const textOf = (html: string, id: string): string | undefined => {
  const match = new RegExp(`<(\\w+)[^>]*data-testid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)
  return match?.[2]?.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ").trim()
}
/** The result count paragraph: the page's live region. */
const liveCount = (html: string): string => /<p [^>]*aria-live="polite"[^>]*data-testid="result-count"[^>]*>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? ""
const cards = (html: string) => html.match(/data-testid="product-card"/g)?.length ?? 0

describe("load more up to the catalogue's maximum", () => {
  it("below the maximum: one page more, and no note", async () => {
    const html = await render("en", 1234, { limit: String(CATALOGUE_MAX_LIMIT - CATALOGUE_PAGE_SIZE) })
    expect(cards(html)).toBe(CATALOGUE_MAX_LIMIT - CATALOGUE_PAGE_SIZE)
    expect(textOf(html, "showing")).toBe(`Showing ${CATALOGUE_MAX_LIMIT - CATALOGUE_PAGE_SIZE} of 1,234`)
    expect(/<a [^>]*data-testid="load-more"[^>]*>/.exec(html)?.[0]).toContain(`href="/en/product-catalog/?limit=${CATALOGUE_MAX_LIMIT}"`)
    expect(html).not.toContain('data-testid="result-capped"')
  })

  it.each([
    ["en", "Showing the first 240 of 1,234 products. Narrow the filters to see the others.", "Only the first 240 are listed. Narrow the filters to see the others."],
    ["de", "Die ersten 240 von 1\u00a0234 Produkten werden angezeigt. Verfeinern Sie die Filter, um die übrigen zu sehen.", "Nur die ersten 240 werden angezeigt. Verfeinern Sie die Filter, um die übrigen zu sehen."],
  ] as const)("at the maximum with more matches (%s): no load more, and the count says why and what to do", async (lang, showing, hint) => {
    const html = await render(lang, 1234, { limit: String(CATALOGUE_MAX_LIMIT) })
    expect(cards(html)).toBe(CATALOGUE_MAX_LIMIT)
    expect(html).not.toContain('data-testid="load-more"')
    expect(textOf(html, "showing")).toBe(showing)
    // Announced with the count: the hint is part of the live result count.
    expect(textOf(liveCount(html), "result-capped")).toBe(hint)
  })

  it("a limit above the maximum shows the maximum, with the note", async () => {
    const html = await render("en", 300, { limit: "100000" })
    expect(cards(html)).toBe(CATALOGUE_MAX_LIMIT)
    expect(textOf(html, "showing")).toBe("Showing the first 240 of 300 products. Narrow the filters to see the others.")
    expect(liveCount(html)).toContain('data-testid="result-capped"')
  })

  it("every match shown at the maximum: no load more and no note", async () => {
    const html = await render("en", CATALOGUE_MAX_LIMIT, { limit: String(CATALOGUE_MAX_LIMIT) })
    expect(cards(html)).toBe(CATALOGUE_MAX_LIMIT)
    expect(html).not.toContain('data-testid="load-more"')
    expect(textOf(html, "showing")).toBe("Showing 240 of 240")
    expect(html).not.toContain('data-testid="result-capped"')
  })
})

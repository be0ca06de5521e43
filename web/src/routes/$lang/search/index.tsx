/** The search results page: `q` is the query as typed. */
import { createFileRoute } from "@tanstack/react-router"
import { SearchPage } from "../../../features/search/SearchPage.tsx"
import { SearchMessages } from "../../../features/search/SearchMessages.tsx"
import { searchCatalogue } from "../../../features/search/search.functions.ts"
import { t } from "../../../platform/i18n/intl.ts"
import { pageHead, shellOf } from "../../../platform/seo.ts"

export const Route = createFileRoute("/$lang/search/")({
  // The router merges this over the raw search: a repeated `q` is read as its first value, anything else as none.
  validateSearch: (search: Record<string, unknown>): { readonly q?: string | undefined } => {
    const q = Array.isArray(search["q"]) ? (search["q"] as ReadonlyArray<unknown>)[0] : search["q"]
    return { q: typeof q === "string" ? q : typeof q === "number" ? String(q) : undefined }
  },
  loaderDeps: ({ search }) => ({ q: search.q ?? "" }),
  loader: ({ context, deps }) => searchCatalogue({ data: { lang: context.lang, q: deps.q } }),
  head: ({ matches, params, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || shell.lang !== params.lang) return {}
    return pageHead({
      lang: shell.lang,
      title: loaderData && loaderData.query !== "" ? t(shell.lang, "search.titleFor", { query: loaderData.query }) : t(shell.lang, "search.title"),
      description: t(shell.lang, "search.description"),
      path: "/search/",
      origin: shell.origin,
      languages: shell.languages,
      // Result pages are not for search engines: the catalogue and product pages are.
      noIndex: true,
    })
  },
  component: function Search() {
    return (
      <SearchMessages>
        <SearchPage page={Route.useLoaderData()} />
      </SearchMessages>
    )
  },
})

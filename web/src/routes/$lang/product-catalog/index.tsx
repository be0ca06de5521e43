import { createFileRoute } from "@tanstack/react-router"
import { CataloguePage } from "../../../features/catalogue/CataloguePage.tsx"
import { cleanSearch, presentSearch } from "../../../features/catalogue/search.ts"
import { t } from "../../../platform/i18n/intl.ts"
import { pageHead, shellOf } from "../../../platform/seo.ts"
import { queryCatalogue } from "../../../features/catalogue/catalogue.functions.ts"

export const Route = createFileRoute("/$lang/product-catalog/")({
  validateSearch: cleanSearch,
  loaderDeps: ({ search }) => ({ search: presentSearch(search) }),
  loader: ({ context, deps }) => queryCatalogue({ data: { lang: context.lang, search: deps.search } }),
  head: ({ matches, params }) => {
    const shell = shellOf(matches)
    if (!shell || shell.lang !== params.lang) return {}
    return pageHead({
      lang: shell.lang,
      title: t(shell.lang, "catalogue.title"),
      description: t(shell.lang, "catalogue.description"),
      path: "/product-catalog/",
      origin: shell.origin, languages: shell.languages,
    })
  },
  component: function Catalogue() {
    return <CataloguePage page={Route.useLoaderData()} search={presentSearch(Route.useSearch())} />
  },
})

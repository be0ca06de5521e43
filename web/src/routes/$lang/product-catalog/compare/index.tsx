import { createFileRoute } from "@tanstack/react-router"
import { ComparePage } from "../../../../features/compare/ComparePage.tsx"
import { loadCompare } from "../../../../features/compare/compare.functions.ts"
import compareDe from "../../../../features/compare/messages.de.json"
import compareEn from "../../../../features/compare/messages.en.json"
import { pageHead, shellOf } from "../../../../platform/seo.ts"

/** The address: `p` repeated (the products, in order), `only=diff`, `refused` (a fifth product the toggle refused). */
interface CompareSearch {
  readonly p?: ReadonlyArray<string> | undefined
  readonly only?: "diff" | undefined
  readonly refused?: string | undefined
}

const texts = (value: unknown): ReadonlyArray<string> =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string | number => typeof v === "string" || typeof v === "number").map((v) => String(v).trim()).filter((v) => v !== "" && v.length <= 128)

export const Route = createFileRoute("/$lang/product-catalog/compare/")({
  validateSearch: (input: Record<string, unknown>): CompareSearch => {
    const p = texts(input["p"]).slice(0, 24)
    const refused = texts(input["refused"])[0]
    // An explicit undefined: the router merges this over the raw query, where a dropped value would stay.
    return { p: p.length > 0 ? p : undefined, only: input["only"] === "diff" ? "diff" : undefined, refused }
  },
  loaderDeps: ({ search }) => ({ p: Array.isArray(search.p) ? search.p : [], refused: typeof search.refused === "string" ? search.refused : undefined }),
  loader: ({ context, deps }) => loadCompare({ data: { lang: context.lang, slugs: [...deps.p], ...(deps.refused === undefined ? {} : { refused: deps.refused }) } }),
  head: ({ matches, params }) => {
    const shell = shellOf(matches)
    if (!shell || shell.lang !== params.lang) return {}
    const messages = shell.lang === "de" ? compareDe : compareEn
    return pageHead({
      lang: shell.lang,
      title: messages["compare.title"],
      description: messages["compare.description"],
      path: "/product-catalog/compare/",
      origin: shell.origin, languages: shell.languages,
      // Any combination of products is a page: none is for a search engine.
      noIndex: true,
    })
  },
  component: function Compare() {
    return <ComparePage view={Route.useLoaderData()} only={Route.useSearch().only === "diff"} />
  },
})

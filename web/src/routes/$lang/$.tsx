/** Catch-all for content pages: the content system's story whose path in the page's language is the URL. */
import { createFileRoute } from "@tanstack/react-router"
import { ContentPage } from "../../features/content/ContentPage.tsx"
import { loadContentPage } from "../../features/content/content.functions.ts"
import { MAX_KEPT_QUERY } from "../../features/content/limits.ts"
import { pageSlug } from "../../platform/slug.ts"
import { pageHead, shellOf } from "../../platform/seo.ts"

export const Route = createFileRoute("/$lang/$")({
  loader: ({ context, params, location }) =>
    loadContentPage({
      data: {
        lang: context.lang,
        slug: pageSlug((params._splat ?? "").replace(/\/+$/, "")),
        // Kept by a 301 to the translated path; an overlong one is dropped, not refused.
        ...(location.searchStr.length <= MAX_KEPT_QUERY ? { search: location.searchStr } : {}),
      },
    }),
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData || loaderData.lang !== shell.lang) return {}
    return pageHead({
      lang: shell.lang,
      title: loaderData.title,
      description: loaderData.description,
      path: loaderData.paths[loaderData.lang],
      paths: loaderData.paths,
      origin: shell.origin,
      languages: shell.languages,
      seo: loaderData.head.fields,
      image: loaderData.head.image,
      type: loaderData.head.type,
      publishedTime: loaderData.head.publishedTime,
    })
  },
  component: function Content() {
    return <ContentPage page={Route.useLoaderData()} />
  },
})

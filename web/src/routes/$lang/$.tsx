/** Catch-all for content pages (imprint, privacy, …): the content system's story for the path. */
import { createFileRoute } from "@tanstack/react-router"
import { ContentPage } from "../../features/content/ContentPage.tsx"
import { loadContentPage } from "../../features/content/content.functions.ts"
import { pageSlug } from "../../platform/slug.ts"
import { pageHead, shellOf } from "../../platform/seo.ts"

export const Route = createFileRoute("/$lang/$")({
  loader: ({ context, params }) => loadContentPage({ data: { lang: context.lang, slug: pageSlug((params._splat ?? "").replace(/\/+$/, "")) } }),
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData || loaderData.lang !== shell.lang) return {}
    return pageHead({
      lang: shell.lang,
      title: loaderData.title,
      description: loaderData.description,
      path: `/${loaderData.slug}/`,
      origin: shell.origin,
      languages: shell.languages,
      paths: loaderData.head.paths,
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

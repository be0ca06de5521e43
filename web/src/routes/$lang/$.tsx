/** Catch-all for content pages (imprint, privacy, …): the content system's story for the path. */
import { createFileRoute } from "@tanstack/react-router"
import { contentBody } from "../../ui/pages.css.ts"
import { RichText } from "../../ui/RichText.tsx"
import { pageHead, shellOf } from "../../platform/seo.ts"
import { container, pageSection, pageTitle } from "../../styles/common.css.ts"
import { loadContentPage } from "../../features/content/content.functions.ts"

export const Route = createFileRoute("/$lang/$")({
  loader: ({ context, params }) => loadContentPage({ data: { lang: context.lang, slug: (params._splat ?? "").replace(/\/+$/, "") } }),
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
    })
  },
  component: function ContentPage() {
    const page = Route.useLoaderData()
    return (
      <article className={`${container} ${pageSection}`} data-testid="content-page">
        <h1 className={pageTitle}>{page.title}</h1>
        <RichText paragraphs={page.paragraphs} className={contentBody} />
      </article>
    )
  },
})

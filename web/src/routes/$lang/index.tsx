import { createFileRoute } from "@tanstack/react-router"
import { HomePage } from "../../features/home/HomePage.tsx"
import { t } from "../../platform/i18n/intl.ts"
import { pageHead, shellOf } from "../../platform/seo.ts"
import { loadHome } from "../../features/home/home.functions.ts"

export const Route = createFileRoute("/$lang/")({
  loader: ({ context }) => loadHome({ data: { lang: context.lang } }),
  head: ({ matches, params, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || shell.lang !== params.lang) return {}
    // The home story's SEO fields (share image, robots, …) when the content has one.
    const head = loaderData?.content?.head
    return pageHead({
      lang: shell.lang,
      title: t(shell.lang, "site.name"),
      description: t(shell.lang, "site.description"),
      path: "/",
      origin: shell.origin,
      languages: shell.languages,
      ...(head ? { seo: head.fields, image: head.image } : {}),
    })
  },
  component: function Home() {
    const { families, content } = Route.useLoaderData()
    return <HomePage families={families} content={content} />
  },
})

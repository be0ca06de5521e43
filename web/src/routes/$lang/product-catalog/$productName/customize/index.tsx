import { createFileRoute } from "@tanstack/react-router"
import { Configurator } from "../../../../../features/configurator/Configurator.tsx"
import { t } from "../../../../../platform/i18n/intl.ts"
import { pageSlug } from "../../../../../platform/slug.ts"
import { pageHead, shellOf } from "../../../../../platform/seo.ts"
import { loadConfigurator } from "../../../../../features/configurator/configurator.functions.ts"

export const Route = createFileRoute("/$lang/product-catalog/$productName/customize/")({
  loader: ({ context, params }) => loadConfigurator({ data: { lang: context.lang, slug: pageSlug(params.productName) } }),
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData || loaderData.lang !== shell.lang) return {}
    return pageHead({
      lang: shell.lang,
      title: t(shell.lang, "configurator.pageTitle", { name: loaderData.product.name }),
      description: t(shell.lang, "configurator.pageDescription", { name: loaderData.product.name }),
      path: `/product-catalog/${loaderData.product.slug}/customize/`,
      origin: shell.origin,
      languages: shell.languages,
    })
  },
  component: function Customize() {
    return <Configurator view={Route.useLoaderData()} />
  },
})

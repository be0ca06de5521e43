import { createFileRoute } from "@tanstack/react-router"
import { ProductPage } from "../../../../features/product/ProductPage.tsx"
import { pageSlug } from "../../../../platform/slug.ts"
import { pageHead, shellOf } from "../../../../platform/seo.ts"
import { productShareImage } from "../../../../features/seo/productImage.ts"
import { loadProduct } from "../../../../features/product/product.functions.ts"

export const Route = createFileRoute("/$lang/product-catalog/$productName/")({
  loader: ({ context, params }) => loadProduct({ data: { lang: context.lang, slug: pageSlug(params.productName) } }),
  head: ({ matches, loaderData }) => {
    const shell = shellOf(matches)
    if (!shell || !loaderData || loaderData.lang !== shell.lang) return {}
    return pageHead({
      lang: shell.lang,
      title: [loaderData.name, loaderData.name2].filter(Boolean).join(", "),
      description: loaderData.description,
      path: `/product-catalog/${loaderData.slug}/`,
      origin: shell.origin, languages: shell.languages,
      image: productShareImage(loaderData),
    })
  },
  component: function Product() {
    return <ProductPage product={Route.useLoaderData()} />
  },
})

/** The locale prefix: only `de` and `en`; anything else is the 404 page. */
import { createFileRoute, notFound } from "@tanstack/react-router"
import { isShopLanguage } from "../../platform/i18n/languages.ts"

export const Route = createFileRoute("/$lang")({
  beforeLoad: ({ params }) => {
    if (!isShopLanguage(params.lang)) throw notFound()
    return { lang: params.lang }
  },
})

/** The locale prefix: only `de` and `en`; anything else is the 404 page. */
import { createFileRoute, notFound } from "@tanstack/react-router"
import { isLanguage } from "@shop/core/i18n/language"

export const Route = createFileRoute("/$lang")({
  beforeLoad: ({ params }) => {
    if (!isLanguage(params.lang)) throw notFound()
    return { lang: params.lang }
  },
})

/**
 * The contact page. `status` and `errors` in the query are the outcome of a form sent without
 * JavaScript (`/api/contact` redirects back here with them); anything else in them is ignored.
 */
import { createFileRoute } from "@tanstack/react-router"
import { ContactPage } from "../../../features/contact/ContactPage.tsx"
import { loadContactDetails } from "../../../features/contact/contact.functions.ts"
import { type ContactStatus, decodeFieldErrors, isContactStatus } from "../../../features/contact/model.ts"
import { t } from "../../../platform/i18n/intl.ts"
import { pageHead, shellOf } from "../../../platform/seo.ts"

export const Route = createFileRoute("/$lang/contact/")({
  validateSearch: (search: Record<string, unknown>): { readonly status?: ContactStatus; readonly errors?: string } => ({
    ...(isContactStatus(search["status"]) ? { status: search["status"] } : {}),
    ...(typeof search["errors"] === "string" ? { errors: search["errors"] } : {}),
  }),
  loader: ({ context }) => loadContactDetails({ data: { lang: context.lang } }),
  head: ({ matches, params }) => {
    const shell = shellOf(matches)
    if (!shell || shell.lang !== params.lang) return {}
    return pageHead({
      lang: shell.lang,
      title: t(shell.lang, "contact.title"),
      description: t(shell.lang, "contact.description"),
      path: "/contact/",
      origin: shell.origin,
      languages: shell.languages,
    })
  },
  component: function Contact() {
    const search = Route.useSearch()
    const details = Route.useLoaderData()
    return <ContactPage key={`${search.status ?? ""}|${search.errors ?? ""}`} status={search.status ?? null} initialErrors={decodeFieldErrors(search.errors)} details={details} />
  },
})

import { createFileRoute } from "@tanstack/react-router"
import { InquiryPage } from "../../../../../../features/inquiries/InquiryPage.tsx"
import { accountPageHead } from "../../../../../../features/account/head.ts"
import { loadInquiry } from "../../../../../../features/inquiries/inquiries.functions.ts"

export const Route = createFileRoute("/$lang/user/profile/inquiries/$reference/")({
  head: ({ matches, params }) => accountPageHead(matches, params.lang, "account.inquiry", `/user/profile/inquiries/${encodeURIComponent(params.reference)}/`),
  // The profile route's loader already sent a visitor without a session to the login.
  loader: ({ params }) => loadInquiry({ data: { reference: params.reference, lang: params.lang === "en" ? "en" : "de" } }),
  staleTime: 0,
  gcTime: 0,
  component: function Inquiry() {
    return <InquiryPage detail={Route.useLoaderData()} />
  },
})

import { createFileRoute } from "@tanstack/react-router"
import { InquiriesPage } from "../../../../../features/inquiries/InquiriesPage.tsx"
import { accountPageHead } from "../../../../../features/account/head.ts"
import { listInquiries } from "../../../../../features/inquiries/inquiries.functions.ts"

export const Route = createFileRoute("/$lang/user/profile/inquiries/")({
  head: ({ matches, params }) => accountPageHead(matches, params.lang, "account.inquiries", "/user/profile/inquiries/"),
  // The profile route's loader already sent a visitor without a session to the login.
  loader: async () => (await listInquiries()) ?? { ok: false as const },
  staleTime: 0,
  gcTime: 0,
  component: function Inquiries() {
    return <InquiriesPage list={Route.useLoaderData()} />
  },
})

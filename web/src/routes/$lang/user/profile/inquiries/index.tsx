import { createFileRoute } from "@tanstack/react-router"
import { InquiriesPage } from "../../../../../features/account/InquiriesPage.tsx"
import { accountPageHead } from "../../../../../features/account/head.ts"

export const Route = createFileRoute("/$lang/user/profile/inquiries/")({
  head: ({ matches, params }) => accountPageHead(matches, params.lang, "account.inquiries", "/user/profile/inquiries/"),
  component: InquiriesPage,
})

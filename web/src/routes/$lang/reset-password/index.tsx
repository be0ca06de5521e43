/** Password reset (spec §2 `/reset-password`): ask for a link; after the link, `?step=new` sets the new password. */
import { createFileRoute } from "@tanstack/react-router"
import { AccountMessages } from "../../../features/account/AccountMessages.tsx"
import { ResetPasswordPage } from "../../../features/account/ResetPasswordPage.tsx"
import { accountPageHead } from "../../../features/account/head.ts"
import { accountSearch, failedFormOf } from "../../../features/account/search.ts"

export const Route = createFileRoute("/$lang/reset-password/")({
  validateSearch: (search: Record<string, unknown>) => ({ ...accountSearch(search), ...(search["step"] === "new" ? { step: "new" as const } : {}) }),
  head: ({ matches, params }) => accountPageHead(matches, params.lang, "reset.title", "/reset-password/"),
  component: function ResetPassword() {
    const search = Route.useSearch()
    const failed = failedFormOf(search, ["reset-request", "reset"] as const)
    const step = search.step === "new" || failed?.form === "reset" ? "new" : search.notice === "resetMailSent" ? "sent" : "request"
    return (
      <AccountMessages>
        <ResetPasswordPage key={JSON.stringify(search)} step={step} failed={failed} />
      </AccountMessages>
    )
  },
})

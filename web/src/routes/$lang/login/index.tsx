/**
 * The login and sign-up page (noindex). `redirect` is where to go after login; `form`, `error`
 * and `errors` are the outcome of a form sent without JavaScript; `notice=checkInbox` shows the
 * sign-up's confirmation state. Anything else in the query is ignored.
 */
import { createFileRoute } from "@tanstack/react-router"
import { AccountMessages } from "../../../features/account/AccountMessages.tsx"
import { LoginPage } from "../../../features/account/LoginPage.tsx"
import { accountSearch, failedFormOf } from "../../../features/account/search.ts"
import { accountPageHead } from "../../../features/account/head.ts"

export const Route = createFileRoute("/$lang/login/")({
  validateSearch: accountSearch,
  head: ({ matches, params }) => accountPageHead(matches, params.lang, "login.title", "/login/"),
  component: function Login() {
    const search = Route.useSearch()
    const failed = failedFormOf(search, ["login", "signup"] as const)
    return (
      <AccountMessages>
        <LoginPage key={JSON.stringify(search)} redirect={search.redirect ?? null} failed={failed} checkInbox={search.notice === "checkInbox"} />
      </AccountMessages>
    )
  },
})

import { createFileRoute } from "@tanstack/react-router"
import { MyInfoPage } from "../../../../../features/account/MyInfoPage.tsx"
import { accountPageHead } from "../../../../../features/account/head.ts"
import { accountSearch, failedFormOf } from "../../../../../features/account/search.ts"
import { Route as ProfileRoute } from "../route.tsx"

export const Route = createFileRoute("/$lang/user/profile/my-info/")({
  validateSearch: accountSearch,
  head: ({ matches, params }) => accountPageHead(matches, params.lang, "account.myInfo", "/user/profile/my-info/"),
  component: function MyInfo() {
    const search = Route.useSearch()
    const info = ProfileRoute.useLoaderData()
    return <MyInfoPage key={JSON.stringify(search)} info={info} failed={failedFormOf(search, ["profile", "password", "delete", "handover-hooks"] as const)} />
  },
})

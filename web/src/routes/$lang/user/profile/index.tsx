import { createFileRoute } from "@tanstack/react-router"
import { ProfilePage } from "../../../../features/account/ProfilePage.tsx"
import { accountPageHead } from "../../../../features/account/head.ts"
import { Route as ProfileRoute } from "./route.tsx"

export const Route = createFileRoute("/$lang/user/profile/")({
  head: ({ matches, params }) => accountPageHead(matches, params.lang, "account.title", "/user/profile/"),
  component: function Profile() {
    return <ProfilePage info={ProfileRoute.useLoaderData()} />
  },
})

/**
 * The profile area (spec §2 `/user/profile…`, requires login). Its loader asks the server, which
 * checks the session itself; a visitor without one goes to the login and comes back after it.
 */
import { Outlet, createFileRoute, redirect } from "@tanstack/react-router"
import { AccountMessages } from "../../../../features/account/AccountMessages.tsx"
import { loadMyInfo } from "../../../../features/account/account.functions.ts"

export const Route = createFileRoute("/$lang/user/profile")({
  loader: async ({ params, location }) => {
    const info = await loadMyInfo()
    if (info === null) throw redirect({ to: "/$lang/login/", params: { lang: params.lang }, search: { redirect: location.pathname } })
    return info
  },
  // Personal data: always asked for anew, never kept by the router.
  staleTime: 0,
  gcTime: 0,
  component: () => (
    <AccountMessages>
      <Outlet />
    </AccountMessages>
  ),
})

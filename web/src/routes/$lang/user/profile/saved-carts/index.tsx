/**
 * `/{lang}/user/profile/saved-carts/` (issue 27, part 4): the saved project carts. A POST is one of
 * the page's forms (`features/savedCarts/formPost.ts`): the script's gets JSON, a browser without
 * JavaScript a redirect back here with the outcome in the query.
 */
import { createFileRoute } from "@tanstack/react-router"
import { SavedCartsPage } from "../../../../../features/savedCarts/SavedCartsPage.tsx"
import { SavedCartsMessages } from "../../../../../features/savedCarts/SavedCartsMessages.tsx"
import { savedCartsPost } from "../../../../../features/savedCarts/formPost.ts"
import { loadSavedCarts } from "../../../../../features/savedCarts/savedCarts.functions.ts"
import { accountPageHead } from "../../../../../features/account/head.ts"

export const Route = createFileRoute("/$lang/user/profile/saved-carts/")({
  server: { handlers: { POST: ({ request, params }) => savedCartsPost(request, params.lang) } },
  head: ({ matches, params }) => accountPageHead(matches, params.lang, "account.savedCarts", "/user/profile/saved-carts/"),
  // The profile route's loader already sent a visitor without a session to the login.
  loader: async () => (await loadSavedCarts()) ?? { ok: false as const },
  staleTime: 0,
  gcTime: 0,
  component: function SavedCarts() {
    return (
      <SavedCartsMessages>
        <SavedCartsPage initial={Route.useLoaderData()} />
      </SavedCartsMessages>
    )
  },
})

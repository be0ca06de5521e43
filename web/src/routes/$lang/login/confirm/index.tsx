/**
 * Where every mailed link leads (confirmation, recovery, e-mail change): GET shows the page with
 * the button, POST spends the link (features/account/confirm.ts). Never cached; its address (with
 * the token) goes as a referrer to no other site. `same-origin`, not `no-referrer`: with that, the
 * browser would post the button's form with `Origin: null`, which the same-origin check refuses.
 */
import { createFileRoute, redirect } from "@tanstack/react-router"
import { AccountMessages } from "../../../../features/account/AccountMessages.tsx"
import { ConfirmLinkPage, confirmTitleIds } from "../../../../features/account/ConfirmLinkPage.tsx"
import { confirmLinkPost } from "../../../../features/account/confirm.ts"
import { isUsableLink, linkInvalidPath, linkParamsOf, purposeOf } from "../../../../features/account/link.ts"
import { accountPageHead } from "../../../../features/account/head.ts"

export const Route = createFileRoute("/$lang/login/confirm/")({
  validateSearch: (search: Record<string, unknown>) => linkParamsOf({ get: (name) => search[name] }),
  // A link the auth server already refused (or one without a token) has nothing to confirm.
  beforeLoad: ({ search, params }) => {
    if (!isUsableLink(search)) throw redirect({ href: linkInvalidPath(params.lang, purposeOf(search)), statusCode: 303 })
  },
  headers: () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" }),
  head: ({ matches, params, match }) => accountPageHead(matches, params.lang, confirmTitleIds[purposeOf(match.search)], "/login/confirm/"),
  server: { handlers: { POST: (ctx) => confirmLinkPost(ctx) } },
  component: function ConfirmLink() {
    const link = Route.useSearch()
    return (
      <AccountMessages>
        <ConfirmLinkPage purpose={purposeOf(link)} link={link} />
      </AccountMessages>
    )
  },
})

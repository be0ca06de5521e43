/**
 * The quick order (issue 25): paste or upload a list, check the preview, add the lines to the cart.
 * A POST is the page's form (`features/quickOrder/formPost.ts`): the script's gets JSON; a browser
 * without JavaScript gets this page rendered with the step's outcome, handed to the loader as the
 * request's server context. A GET shows the empty form.
 */
import { createFileRoute } from "@tanstack/react-router"
import { QuickOrderPage } from "../../../features/quickOrder/QuickOrderPage.tsx"
import { QuickOrderMessages } from "../../../features/quickOrder/QuickOrderMessages.tsx"
import { quickOrderPost } from "../../../features/quickOrder/formPost.ts"
import { type QuickOrderAnswer, startAnswer } from "../../../features/quickOrder/model.ts"
import { t } from "../../../platform/i18n/intl.ts"
import { pageHead, shellOf } from "../../../platform/seo.ts"

/** The answer a POST rendered this page with (on the server only), else the empty form. */
const answerOf = (loaderContext: object): QuickOrderAnswer => {
  const server = (loaderContext as { readonly serverContext?: { readonly quickOrder?: QuickOrderAnswer } }).serverContext
  return server?.quickOrder ?? startAnswer
}

export const Route = createFileRoute("/$lang/quick-order/")({
  server: {
    handlers: {
      POST: async ({ request, params, next }) => {
        const answer = await quickOrderPost(request, params.lang)
        return answer instanceof Response ? answer : next({ context: { quickOrder: answer } })
      },
    },
  },
  loader: (ctx) => answerOf(ctx),
  head: ({ matches, params }) => {
    const shell = shellOf(matches)
    if (!shell || shell.lang !== params.lang) return {}
    return pageHead({
      lang: shell.lang,
      title: t(shell.lang, "quickOrder.pageTitle"),
      description: t(shell.lang, "quickOrder.pageDescription"),
      path: "/quick-order/",
      origin: shell.origin,
      languages: shell.languages,
    })
  },
  component: function QuickOrder() {
    const answer = Route.useLoaderData()
    return (
      <QuickOrderMessages>
        <QuickOrderPage initial={answer} />
      </QuickOrderMessages>
    )
  },
})

import { createRouter } from "@tanstack/react-router"
import { createIsomorphicFn } from "@tanstack/react-start"
import { parseSearch, stringifySearch } from "./features/catalogue/search.ts"
import { ErrorPage } from "./features/shell/ErrorPage.tsx"
import { NotFoundPage } from "./features/shell/NotFoundPage.tsx"
import { renderNonce } from "./platform/csp.ts"
import { loadMessages } from "./platform/i18n/intl.ts"
import { type PassThrough, currentPassThrough, passThroughRewrite } from "./platform/passThrough.ts"
import { routeTree } from "./routeTree.gen.ts"

/**
 * A logged-in visitor's server render gets a fresh nonce (the router is made per request): the
 * router puts it on every script and tag it renders, and the root route sends it in the
 * Content-Security-Policy. A guest's render gets none (see `renderNonce`).
 */
const ssrOptions = createIsomorphicFn().server(() => {
  const nonce = renderNonce()
  return nonce === undefined ? undefined : { nonce }
})

/** On the server: the old path this request renders a new page at (legacy pass-through), if any. */
const passThroughOf = createIsomorphicFn().server(() => currentPassThrough())

export function getRouter() {
  const ssr = ssrOptions()
  const passThrough = passThroughOf() ?? null
  const router = createRouter({
    routeTree,
    // Spec §2: page paths end in a slash; the server alone redirects (301) the rest, and leaves a file name (`impressum.html`) as it is.
    trailingSlash: "preserve",
    // Plain, shareable query strings (`material=steel&material=polyester`), as a GET form sends them.
    parseSearch,
    stringifySearch,
    scrollRestoration: true,
    defaultPreload: "intent",
    // Every not-found (unknown path, unknown language, unknown product) renders inside the root shell.
    notFoundMode: "root",
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    ...(ssr === undefined ? {} : { ssr }),
    ...(passThrough === null ? {} : { rewrite: passThroughRewrite(passThrough) }),
    // A pass-through page hands its pair to the browser, which reads the old path the same way before hydrating.
    dehydrate: () => ({ passThrough }),
    // The page's message catalogue (the root document's language) is loaded before hydrating: the bundle holds none.
    hydrate: async (data: { readonly passThrough?: PassThrough | null }) => {
      if (data.passThrough) router.update({ ...router.options, rewrite: passThroughRewrite(data.passThrough) })
      await loadMessages(document.documentElement.lang.startsWith("en") ? "en" : "de")
    },
  })
  return router
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

import { createRouter } from "@tanstack/react-router"
import { createIsomorphicFn } from "@tanstack/react-start"
import { parseSearch, stringifySearch } from "./features/catalogue/search.ts"
import { ErrorPage } from "./features/shell/ErrorPage.tsx"
import { NotFoundPage } from "./features/shell/NotFoundPage.tsx"
import { routeTree } from "./routeTree.gen.ts"

/**
 * A fresh nonce per server render (the router is made per request): the router puts it on every
 * inline script it renders, and the root route sends it in the Content-Security-Policy.
 */
const ssrOptions = createIsomorphicFn().server(() => ({ nonce: btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(18)))) }))

export function getRouter() {
  const ssr = ssrOptions()
  return createRouter({
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
  })
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

import { createRouter } from "@tanstack/react-router"
import { parseSearch, stringifySearch } from "./features/catalogue/search.ts"
import { ErrorPage } from "./features/shell/ErrorPage.tsx"
import { NotFoundPage } from "./features/shell/NotFoundPage.tsx"
import { routeTree } from "./routeTree.gen.ts"

export function getRouter() {
  return createRouter({
    routeTree,
    // Spec §2: every page path ends in a slash (the server redirects the rest with 301).
    trailingSlash: "always",
    // Plain, shareable query strings (`material=steel&material=polyester`), as a GET form sends them.
    parseSearch,
    stringifySearch,
    scrollRestoration: true,
    defaultPreload: "intent",
    // Every not-found (unknown path, unknown language, unknown product) renders inside the root shell.
    notFoundMode: "root",
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
  })
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}

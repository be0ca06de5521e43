/**
 * Global request middleware: the route rules of spec §2 (core `decideRoute`), executed on the
 * server before anything renders: 301 from `/`, `/home` and the empty path to `/{lang}/` by
 * browser language, 301 to the trailing-slash form keeping the query. Server-function calls pass.
 */
import { createMiddleware, createStart } from "@tanstack/react-start"
import { cachedPage, storePage } from "./platform/pageCache.ts"
import { routeRulesResponse } from "./platform/routeRules.ts"

const routeRules = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType === "serverFn") return next()
  const response = await routeRulesResponse(request)
  return response ?? next()
})

/** Rendered pages for a minute (see server/pageCache.ts); after the route rules, so redirects stay live. */
const pageCache = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType === "serverFn") return next()
  const cached = cachedPage(request, Date.now())
  if (cached !== null) return cached
  const result = await next()
  return storePage(request, result.response, Date.now())
})

export const startInstance = createStart(() => ({
  requestMiddleware: [routeRules, pageCache],
}))

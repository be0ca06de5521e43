/** Executes the core's route decision for one request: a 301 response, or null to render. */
import { decideRoute } from "@shop/core/routing/routeRules"
import { defaultLanguage } from "./env.ts"

/**
 * Paths the dev server and the build own (Vite client, modules, assets); never redirected. The
 * internal pages (`/_internal/…`, one underscore) are pages: they get the trailing slash too.
 */
const TOOLING = /^\/(?:@|__|_serverFn\/|node_modules\/|src\/|favicon\.ico$)/

export const routeRulesResponse = (request: Request): Response | null => {
  if (request.method !== "GET" && request.method !== "HEAD") return null
  const url = new URL(request.url)
  if (TOOLING.test(url.pathname)) return null
  const decision = decideRoute({
    path: url.pathname,
    search: url.search,
    acceptLanguage: request.headers.get("accept-language") ?? undefined,
    languageCookie: /(?:^|;\s*)lang=(de|en)(?:;|$)/.exec(request.headers.get("cookie") ?? "")?.[1],
    defaultLanguage,
  })
  if (decision._tag === "Continue") return null
  return new Response(null, {
    status: decision.status,
    headers: { Location: decision.location, "Cache-Control": "no-cache", Vary: "Accept-Language" },
  })
}

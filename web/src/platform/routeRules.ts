/** Executes the core's route decision for one request: a 301 response, or null to render. */
import { decideRoute } from "@shop/core/routing/routeRules"
import { legacyResponse } from "./legacy.ts"
import { webConfig } from "./runtime.ts"

/**
 * Paths the dev server and the build own (Vite client, modules, assets); never redirected. The
 * internal pages (`/_internal/…`, one underscore) are pages: they get the trailing slash too.
 */
const TOOLING = /^\/(?:@|__|_serverFn\/|node_modules\/|src\/|favicon\.ico$)/

export const routeRulesResponse = async (request: Request): Promise<Response | null> => {
  if (request.method !== "GET" && request.method !== "HEAD") return null
  const url = new URL(request.url)
  if (TOOLING.test(url.pathname)) return null
  // The readiness check answers without the runtime whose build it reports (api/health.ts).
  if (url.pathname === "/api/health") return null
  // The build's files are served before the app: one that reaches it is gone (an old tab after a
  // deployment asking for the previous build's chunk). Answer 404 at once instead of redirecting
  // to a 404 page. (nitro's rule for /assets/** still marks the answer immutable.)
  if (url.pathname.startsWith("/assets/")) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } })
  }
  // The old site's URLs first (a Map lookup): a 301 to the new page, or its page rendered at the old path.
  const legacy = await legacyResponse(url)
  if (legacy === "render") return null
  if (legacy !== null) return legacy
  const { defaultLanguage } = await webConfig()
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

/**
 * Global request middleware, in order:
 * - security headers on every answer (platform/security.ts); a valid content preview may be framed
 *   by the content system's visual editor;
 * - request limits before anything reads a body: a server function from another site is refused
 *   first, then an oversized body (413), a malformed server-function body (400), and a method an
 *   API route does not have (405);
 * - the route rules of spec §2 (core `decideRoute`): 301 from `/`, `/home` and the empty path to
 *   `/{lang}/` by browser language, 301 to the trailing-slash form keeping the query;
 * - the page cache;
 * - then what the cache did not answer waits for its turn (platform/turns.ts).
 */
import { createMiddleware, createStart } from "@tanstack/react-start"
import { isSameOriginRequest, jsonError } from "./platform/http.ts"
import { bodyTooLarge, dropBody, malformedServerFnBody, maxBodyBytes, methodNotAllowed } from "./platform/limits.ts"
import { cachedPage, storePage } from "./platform/pageCache.ts"
import { routeRulesResponse } from "./platform/routeRules.ts"
import { framedBy, withSecurityHeaders } from "./platform/security.ts"
import { previewOf } from "./features/content/preview.ts"
import { nextTurn } from "./platform/turns.ts"

const securityHeaders = createMiddleware().server(async ({ request, next }) => {
  const result = await next()
  const response = withSecurityHeaders(result.response)
  const preview = await previewOf(request)
  return { ...result, response: preview?.editorOrigin ? framedBy(response, preview.editorOrigin) : response }
})

/** Refused without reading its body: what is left of it is dropped (`dropBody`), and the connection is not reused. */
const refuse = async (request: Request, status: number, message: string) => {
  await dropBody(request)
  return jsonError(status, message, { Connection: "close" })
}

const requestLimits = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType === "serverFn" && !isSameOriginRequest(request)) return refuse(request, 403, "cross-site requests are refused")
  const maxBytes = maxBodyBytes(new URL(request.url).pathname)
  if (await bodyTooLarge(request, maxBytes)) return refuse(request, 413, `request body: larger than ${Math.round(maxBytes / 1024)} KB`)
  if (handlerType === "serverFn") return (await malformedServerFnBody(request)) ?? next()
  return methodNotAllowed(new URL(request.url).pathname, request.method) ?? next()
})

const routeRules = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType === "serverFn") return next()
  const response = await routeRulesResponse(request)
  return response ?? next()
})

/** Rendered pages for a minute (see platform/pageCache.ts); after the route rules, so redirects stay live. */
const pageCache = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType === "serverFn") return next()
  const cached = cachedPage(request, Date.now())
  if (cached !== null) return cached
  const result = await next()
  return storePage(request, result.response, Date.now())
})

/** Pages to render, API routes and server functions start one per turn of the event loop; a page from the cache did not wait. */
const turns = createMiddleware().server(async ({ next }) => {
  await nextTurn()
  return next()
})

export const startInstance = createStart(() => ({
  requestMiddleware: [securityHeaders, requestLimits, routeRules, pageCache, turns],
}))

/**
 * The server entry: TanStack Start's request handler with the render chosen per request.
 *
 * A page without a login session renders to one string. Its tree never suspends (the user menu's
 * lazy code loads only for a logged-in visitor, the cart and PDF dialogs only after a click), and
 * `renderToString` skips the web-stream plumbing of streaming: about a quarter less CPU per uncached
 * catalogue page (`node tests/bench/web.ts --only=uncached`). The whole render takes a few
 * milliseconds once the loaders are done, so streaming would not bring the first byte much sooner.
 * The answer's body is bytes: a string body would be checked and encoded again by `Response`.
 * Its inline scripts are named by hash in its Content-Security-Policy, and it has no nonce: the
 * page cache and a CDN may hand it to other visitors (platform/pageCache.ts).
 *
 * A guest's render waits for a render slot (platform/renderGate.ts): renders run a few at a time,
 * in the order their pages finished loading. API routes and files never wait for one.
 *
 * A logged-in visitor's page streams, so its lazily loaded user menu is in the same answer, and
 * its scripts carry a fresh nonce that its policy names.
 */
// The root .env first: RENDER_CONCURRENCY may be set there.
import "./platform/env.ts"
import { randomBytes } from "node:crypto"
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { createServerEntry, createStartHandler, defaultStreamHandler, getRequest } from "@tanstack/react-start/server"
import { RouterServer, defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from "@tanstack/react-router/ssr/server"
import { clientGone } from "./platform/clientGone.ts"
import { doubleSlashLegacyResponse } from "./platform/legacy.ts"
import { registerRenderNonce } from "./platform/csp.ts"
import { hasLoginSession } from "./platform/pageCache.ts"
import { makeRenderGate, renderSlotsFrom } from "./platform/renderGate.ts"
import { hashPolicy } from "./platform/security.ts"

const utf8 = new TextEncoder()

registerRenderNonce(() => (hasLoginSession(getRequest()) ? randomBytes(18).toString("base64") : undefined))

const gate = makeRenderGate(renderSlotsFrom(process.env["RENDER_CONCURRENCY"]))

const renderToBytes = defineHandlerCallback(({ router, responseHeaders }) =>
  gate.run(async () => {
    try {
      const html = await transformHtmlStringWithRouter(router, renderToString(createElement(RouterServer, { router })))
      responseHeaders.set("Content-Security-Policy", hashPolicy(html))
      return new Response(utf8.encode(html), { status: getSsrStatus(router), headers: responseHeaders })
    } finally {
      router.serverSsr?.cleanup()
    }
  }),
)

const render = defineHandlerCallback((context) => (hasLoginSession(context.request) ? defaultStreamHandler(context) : renderToBytes(context)))

const handler = createStartHandler(render)

export default createServerEntry({
  fetch: async (request, options) => {
    try {
      // An old URL with a doubled slash gets its 301 here: Start would answer it 308 before any middleware.
      return (await doubleSlashLegacyResponse(request)) ?? (await handler(request, options))
    } catch (error) {
      // The visitor left: nothing went wrong, so nothing is logged (Start would log the error with
      // its stack), and nobody reads the answer. 499: nginx's status for a request its client closed.
      if (clientGone(request, error)) return new Response(null, { status: 499 })
      throw error
    }
  },
})

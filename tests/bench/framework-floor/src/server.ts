/**
 * Renders each page to one string, as the shop renders a guest's page (web/src/server.ts, without
 * its security headers and render slots): the fastest way this stack has, so the floor is not
 * the streaming renderer's, which costs about a quarter more CPU.
 */
import { createElement } from "react"
import { renderToString } from "react-dom/server"
import { createServerEntry, createStartHandler } from "@tanstack/react-start/server"
import { RouterServer, defineHandlerCallback, getSsrStatus, transformHtmlStringWithRouter } from "@tanstack/react-router/ssr/server"

const utf8 = new TextEncoder()

const renderToBytes = defineHandlerCallback(async ({ router, responseHeaders }) => {
  try {
    const html = await transformHtmlStringWithRouter(router, renderToString(createElement(RouterServer, { router })))
    return new Response(utf8.encode(html), { status: getSsrStatus(router), headers: responseHeaders })
  } finally {
    router.serverSsr?.cleanup()
  }
})

export default createServerEntry({ fetch: createStartHandler(renderToBytes) })

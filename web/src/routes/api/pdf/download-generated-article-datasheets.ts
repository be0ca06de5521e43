/** GET /api/pdf/download-generated-article-datasheets: `{ pdfs, dataLength }`, pdfs empty while running (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { Effect } from "effect"
import { DatasheetServer, decodeDatasheetQuery } from "@shop/core"
import { queryOf, requesterOf, respond, withCookie } from "../../../platform/http.ts"

export const Route = createFileRoute("/api/pdf/download-generated-article-datasheets")({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const requester = requesterOf(request)
        const response = await respond(
          Effect.gen(function* () {
            const job = yield* decodeDatasheetQuery(queryOf(request))
            const status = yield* (yield* DatasheetServer).status(requester.id, job)
            return Response.json(status, { headers: { "Cache-Control": "no-store" } })
          }),
        )
        return withCookie(response, requester.setCookie)
      },
    },
  },
})

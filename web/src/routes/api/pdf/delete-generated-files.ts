/** GET /api/pdf/delete-generated-files?reqTime=…&productNames=…: removes this requester's files (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { Effect } from "effect"
import { DatasheetServer, decodeDatasheetQuery } from "@shop/core"
import { queryOf, requesterOf, respond } from "../../../platform/http.ts"

export const Route = createFileRoute("/api/pdf/delete-generated-files")({
  server: {
    handlers: {
      GET: ({ request }) =>
        respond(
          Effect.gen(function* () {
            const job = yield* decodeDatasheetQuery(queryOf(request), "delete")
            yield* (yield* DatasheetServer).remove(requesterOf(request).id, job)
            return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } })
          }),
        ),
    },
  },
})

/** GET /api/pdf/initiate-article-datasheet-generation: starts the job in the background (spec §7). */
import { createFileRoute } from "@tanstack/react-router"
import { Effect } from "effect"
import { DatasheetServer, decodeDatasheetQuery, isLanguage } from "@shop/core"
import { defaultLanguage } from "../../../platform/env.ts"
import { queryOf, requesterOf, respond, withCookie } from "../../../platform/http.ts"

export const Route = createFileRoute("/api/pdf/initiate-article-datasheet-generation")({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const query = queryOf(request)
        const requester = requesterOf(request)
        const lang = isLanguage(query["lang"]) ? query["lang"] : defaultLanguage
        const response = await respond(
          Effect.gen(function* () {
            const job = yield* decodeDatasheetQuery(query)
            yield* (yield* DatasheetServer).initiate(requester.id, job, lang)
            return Response.json({ started: true }, { status: 202, headers: { "Cache-Control": "no-store" } })
          }),
        )
        return withCookie(response, requester.setCookie)
      },
    },
  },
})

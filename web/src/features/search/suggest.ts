/**
 * GET /api/search?lang=de&q=…: the header field's suggestions as JSON, answered as the buyer types.
 * A plain GET (not a server function) so a browser, a proxy and the benchmark call it alike; an
 * unknown language is a 400, a missing query finds nothing.
 */
import { Result, Schema } from "effect"
import { Language } from "@shop/core"
import { suggestions } from "./views.ts"
import { run } from "../../platform/run.ts"

const decodeLanguage = Schema.decodeUnknownOption(Language)

export const suggestGet = async (request: Request): Promise<Response> => {
  const params = new URL(request.url).searchParams
  const lang = decodeLanguage(params.get("lang"))
  if (lang._tag === "None") return Response.json({ error: "unknown language" }, { status: 400, headers: { "Cache-Control": "no-store" } })
  const answer = await run(suggestions(lang.value, params.get("q") ?? ""), "search suggestions")
  if (Result.isFailure(answer)) return Response.json({ error: "unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } })
  // The same query answers the same until the catalogue changes, which restarts the server.
  return Response.json(answer.success, { headers: { "Cache-Control": "private, max-age=60" } })
}

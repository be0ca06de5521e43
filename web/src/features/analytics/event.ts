/**
 * `/api/event`: analytics events in Plausible's format (spec §7: n, u, d, r, w, h, p, revenue).
 * The body (JSON, at most 8 KB, any content type: Plausible's own script sends text/plain) is
 * decoded with the core's AnalyticsEventBody; anything else is answered 400. Events from
 * localhost, loopback or `file:` pages are accepted and ignored. The answer is 202 at once: the
 * Analytics port forwards in the background (to `ANALYTICS_ENDPOINT`, or nowhere by default).
 */
import { Effect, Option, Schema } from "effect"
import { Analytics, AnalyticsEventBody, isIgnoredLocation } from "@shop/core"
import { jsonError } from "../../platform/http.ts"
import { clientIp, readBodyText } from "../../platform/request.ts"
import { run } from "../../platform/run.ts"

export const MAX_EVENT_BYTES = 8 * 1024

const decodeEvent = Schema.decodeUnknownOption(AnalyticsEventBody)

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

const accepted = () => new Response("ok", { status: 202, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } })

/** GET: only POSTs are answered. */
export const eventGet = (): Response => jsonError(405, "POST an event", { Allow: "POST" })

export const eventPost = async ({ request }: { readonly request: Request }): Promise<Response> => {
  const text = await readBodyText(request, MAX_EVENT_BYTES)
  if (text === null) return jsonError(413, "body: larger than 8 KB")
  const event = decodeEvent(parseJson(text))
  if (Option.isNone(event)) return jsonError(400, "body: not an event (n, u, d, r, w, h, p, revenue)")
  if (isIgnoredLocation(event.value.u)) return accepted()
  const { h, ...rest } = event.value
  const ip = await clientIp()
  const userAgent = request.headers.get("user-agent") ?? ""
  // Not awaited: the answer does not wait for the event to be handed on (a failure is logged).
  void run(
    Effect.gen(function* () {
      yield* (yield* Analytics).track({ ...rest, h: h ?? 0 }, ip, userAgent)
    }),
    "analytics: event not tracked",
  )
  return accepted()
}

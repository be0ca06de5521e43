/**
 * `/api/content/webhook`: Storyblok's webhooks (story published, unpublished, deleted, …). The raw
 * body (at most 64 KB, any content type) and its `webhook-signature` header go to ContentControl:
 * a valid signature drops the content cache and the rendered pages kept by the page cache (200),
 * here at once and in every other server process within a second (platform/contentChanges.ts),
 * a missing or wrong one is answered 401, and without a content system (the embedded files)
 * every webhook is refused the same way.
 */
import { Effect } from "effect"
import { ContentControl } from "@shop/core"
import { jsonError, respond } from "../../platform/http.ts"
import { dropPages } from "../../platform/pageCache.ts"
import { readBodyText } from "../../platform/request.ts"

export const MAX_WEBHOOK_BYTES = 64 * 1024

/** GET: only POSTs are answered. */
export const contentWebhookGet = (): Response => jsonError(405, "POST a webhook", { Allow: "POST" })

export const contentWebhookPost = async ({ request }: { readonly request: Request }): Promise<Response> => {
  const body = await readBodyText(request, MAX_WEBHOOK_BYTES)
  if (body === null) return jsonError(413, "body: larger than 64 KB")
  const signature = request.headers.get("webhook-signature")
  return respond(
    Effect.gen(function* () {
      const outcome = yield* (yield* ContentControl).webhook(body, signature)
      if (outcome === "accepted") dropPages()
      return outcome === "accepted"
        ? Response.json({ ok: true }, { status: 200, headers: { "Cache-Control": "no-store" } })
        : jsonError(401, "webhook: missing or wrong signature")
    }),
  )
}

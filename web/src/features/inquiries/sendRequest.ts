/**
 * POST /api/user-request/send-cart-request (spec §7, issue 9): the logged-in user's cart as a
 * request. JSON `{ encodedShoppingCart, csvContent, totalPrice, totalDiscountedPrice, lang?,
 * idempotencyKey? }` (totals in euro cents, null for price on request); the key may come as the
 * `Idempotency-Key` header instead. 401 without a session, 403 cross-site, 413 over 1 MB, 400 for an
 * unreadable body or cart. The answer is `{ inquiryNumber, inquiryReference, projectId, created }` (the reference as the mails write it, `2026-00017`); the same key again
 * answers the first inquiry (`created: false`) and queues nothing.
 */
import { Effect, Schema } from "effect"
import { inquiryReference, isLanguage, sendCartRequest } from "@shop/core"
import { SalesMailboxConfig } from "@shop/adapters/config"
import { PRIVATE_NO_STORE, withEndpointSession } from "../account/request.ts"
import { isSameOrigin, jsonError, respond } from "../../platform/http.ts"
import { MAX_CART_BODY_BYTES } from "../../platform/limits.ts"
import { readBodyText } from "../../platform/request.ts"
import { webConfig } from "../../platform/runtime.ts"

const Total = Schema.NullOr(Schema.Finite)
const Payload = Schema.Struct({
  encodedShoppingCart: Schema.String,
  csvContent: Schema.String,
  totalPrice: Total,
  totalDiscountedPrice: Total,
  lang: Schema.optionalKey(Schema.String),
  idempotencyKey: Schema.optionalKey(Schema.String),
})
const decodePayload = Schema.decodeUnknownOption(Schema.fromJsonString(Payload))

export const sendCartRequestPost = async ({ request }: { readonly request: Request }): Promise<Response> => {
  if (!isSameOrigin()) return jsonError(403, "cross-site requests are refused")
  return withEndpointSession(request, async (session) => {
    if (session === null) return jsonError(401, "log in to send a request")
    const text = await readBodyText(request, MAX_CART_BODY_BYTES)
    if (text === null) return jsonError(413, "request: larger than 1 MB")
    const decoded = decodePayload(text)
    if (decoded._tag === "None") return jsonError(400, "request: not the expected JSON")
    const body = decoded.value
    const key = request.headers.get("idempotency-key") ?? body.idempotencyKey ?? ""
    const config = await webConfig()
    const lang = isLanguage(body.lang) ? body.lang : config.defaultLanguage
    return respond(
      Effect.gen(function* () {
        const salesMailbox = yield* SalesMailboxConfig
        const result = yield* sendCartRequest({
          uid: session.user.id,
          email: session.user.email,
          key,
          payload: body,
          lang,
          salesMailbox,
        })
        return Response.json(
          { inquiryNumber: result.inquiry.number, inquiryReference: inquiryReference(result.inquiry), projectId: result.inquiry.projectId, created: result.created },
          { status: result.created ? 201 : 200, headers: { "Cache-Control": PRIVATE_NO_STORE } },
        )
      }),
    )
  })
}

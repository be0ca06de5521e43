/**
 * `POST /api/handover/transfer` (issue 26): the cart's "hand the cart to my software" / "transfer
 * to my purchasing system" in a hand-over session. A form of the shop's own page (another site's
 * post is refused). Answers the hand-back page (core `handback`: the lines priced from the
 * catalogue, the form posting them to the hook URL, checked again against the account's
 * allow-list) and ends the session: the login is signed out, its cookie and the hand-over's cleared.
 */
import { Effect, Result } from "effect"
import { Auth, type Language, isLanguage } from "@shop/core"
import { HandoverRefused } from "@shop/core/handover/errors"
import { handback } from "@shop/core/handover/handover"
import { isSameOriginRequest, jsonError } from "../../platform/http.ts"
import { isSecureRequest, readBodyText } from "../../platform/request.ts"
import { run } from "../../platform/run.ts"
import { webConfig } from "../../platform/runtime.ts"
import { clearSessionCookie, currentSession } from "../account/session.ts"
import { clearHandoverCookie, handoverOf } from "./cookie.ts"
import { refusedPageHtml } from "./pages.tsx"
import { htmlAnswer, newNonce } from "./respond.ts"

export const transferPost = async (request: Request): Promise<Response> => {
  if (!isSameOriginRequest(request)) return jsonError(403, "cross-site form posts are refused")
  const config = await webConfig()
  const secure = await isSecureRequest(request)
  const form = new URLSearchParams((await readBodyText(request, 4096)) ?? "")
  const asked = form.get("lang")
  const cookieHeader = request.headers.get("cookie")
  const ended = [clearSessionCookie(secure), clearHandoverCookie(secure)]
  // A session the check refreshed goes back with a refusal (its old refresh token is spent).
  let renewed: string | null = null
  const program = Effect.gen(function* () {
    const current = yield* currentSession(cookieHeader, secure)
    renewed = current.setCookie
    if (current.session === null) return yield* new HandoverRefused({ reason: "handoverNotPunchout", detail: "not logged in" })
    const { user, accessToken } = current.session
    const context = handoverOf(cookieHeader, secure, user.id)
    if (context === null) return yield* new HandoverRefused({ reason: "handoverNotPunchout", detail: "no hand-over in this session" })
    const lang: Language = isLanguage(asked) ? asked : user.metadata.userLang
    const nonce = newNonce()
    const page = yield* handback(user.id, context, { lang, nonce })
    // The hand-over ends with its transfer: the login's refresh token is revoked as well.
    yield* (yield* Auth).signOut(accessToken)
    return { ...page, nonce }
  })
  const result = await run(program, "hand-back refused")
  if (Result.isFailure(result)) {
    const nonce = newNonce()
    const lang: Language = isLanguage(asked) ? asked : config.defaultLanguage
    return htmlAnswer(refusedPageHtml(lang, result.failure.key, nonce), { status: result.failure.status, nonce, cookies: renewed === null ? [] : [renewed] })
  }
  return htmlAnswer(result.success.html, { nonce: result.success.nonce, formOrigin: result.success.formOrigin, cookies: ended })
}

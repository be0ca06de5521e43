/**
 * `/{lang}/login/confirm/`: where every mailed link leads (sign-up confirmation, password recovery,
 * e-mail change). Opening the link shows a page with one button (ConfirmLinkPage); only its POST
 * spends the single-use token. Company mail filters (Microsoft Defender's Safe Links and the like)
 * open every link in a mail before the recipient does: a GET that spent the token would leave the
 * customer with "link invalid".
 *
 * The POST opens the session (spec §4: confirmation → logged in); a sign-up also brings the guest
 * cart over. Then on by `next` (or the link's `type`): the profile with "login successful", the
 * new-password form, or my info. A used, expired or forged link goes to the login (or the reset
 * page) with a notice to ask for a new one.
 */
import { Cause, Effect, Exit } from "effect"
import { isLanguage } from "@shop/core"
import { openLink } from "@shop/core/accounts/accounts"
import { jsonError, isSameOriginRequest } from "../../platform/http.ts"
import { isSecureRequest, readBodyText } from "../../platform/request.ts"
import { runtime, webConfig } from "../../platform/runtime.ts"
import { mergeGuestCartAtLogin } from "./actions.ts"
import { linkInvalidPath, linkParamsOf, purposeOf } from "./link.ts"
import { PRIVATE_NO_STORE } from "./request.ts"
import { sessionSetCookie } from "./session.ts"

const MAX_FORM_BYTES = 16 * 1024

export const confirmLinkPost = async ({ request, params }: { readonly request: Request; readonly params: { readonly lang: string } }): Promise<Response> => {
  if (!isSameOriginRequest(request)) return jsonError(403, "cross-site form posts are refused")
  const text = await readBodyText(request, MAX_FORM_BYTES)
  if (text === null) return jsonError(413, "form: larger than 16 KB")
  const lang = isLanguage(params.lang) ? params.lang : (await webConfig()).defaultLanguage
  const link = linkParamsOf(new URLSearchParams(text))
  const { next: _next, ...authParams } = link
  const purpose = purposeOf(link)
  const secure = await isSecureRequest(request)
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE })
  const exit = await runtime.runPromiseExit(
    Effect.gen(function* () {
      const session = yield* openLink(authParams)
      const merge = purpose === "signup" ? yield* mergeGuestCartAtLogin(session.user.id, request.headers.get("cookie"), secure) : { merged: 0, cookie: null }
      return { session, merge }
    }),
  )
  if (Exit.isFailure(exit)) {
    await runtime.runPromise(Effect.logInfo("mailed link refused", Cause.pretty(exit.cause)))
    headers.set("Location", linkInvalidPath(lang, purpose))
    return new Response(null, { status: 303, headers })
  }
  const { session, merge } = exit.value
  headers.append("Set-Cookie", sessionSetCookie(session, secure))
  if (merge.cookie !== null) headers.append("Set-Cookie", merge.cookie)
  const userLang = session.user.metadata.userLang
  headers.set(
    "Location",
    purpose === "reset"
      ? `/${lang}/reset-password/?step=new`
      : purpose === "email"
        ? `/${userLang}/user/profile/my-info/?notice=profileSaved`
        : `/${userLang}/user/profile/?notice=loginSuccess${merge.merged > 0 ? `&count=${merge.merged}` : ""}`,
  )
  return new Response(null, { status: 303, headers })
}

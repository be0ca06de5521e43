/**
 * `GET /{lang}/login/confirm/`: where every mailed link leads (sign-up confirmation, password
 * recovery, e-mail change). The link's parameters open a session (spec §4: confirmation → logged
 * in); a sign-up also brings the guest cart over. Then on by `next` (or the link's `type`): the
 * profile with "login successful", the new-password form, or my info. A used, expired or forged
 * link goes to the login (or the reset page) with a notice to ask for a new one.
 */
import { Cause, Effect, Exit } from "effect"
import { isLanguage } from "@shop/core"
import { openLink } from "@shop/core/accounts/accounts"
import { isSecureRequest } from "../../platform/request.ts"
import { runtime, webConfig } from "../../platform/runtime.ts"
import { mergeGuestCartAtLogin } from "./actions.ts"
import { PRIVATE_NO_STORE } from "./request.ts"
import { sessionSetCookie } from "./session.ts"

const LINK_PARAMS = ["token_hash", "type", "code", "error", "error_code", "error_description"] as const

export const confirmLinkGet = async ({ request, params }: { readonly request: Request; readonly params: { readonly lang: string } }): Promise<Response> => {
  const lang = isLanguage(params.lang) ? params.lang : (await webConfig()).defaultLanguage
  const url = new URL(request.url)
  const next = url.searchParams.get("next") ?? ""
  const type = url.searchParams.get("type") ?? ""
  const purpose = next === "reset" || type === "recovery" ? "reset" : next === "email" || type === "email_change" ? "email" : "signup"
  const linkParams: Record<string, string> = {}
  for (const name of LINK_PARAMS) {
    const value = url.searchParams.get(name)
    if (value !== null && value.length <= 2000) linkParams[name] = value
  }
  const secure = await isSecureRequest(request)
  const headers = new Headers({ "Cache-Control": PRIVATE_NO_STORE, "Referrer-Policy": "no-referrer" })
  const exit = await runtime.runPromiseExit(
    Effect.gen(function* () {
      const session = yield* openLink(linkParams)
      const merge = purpose === "signup" ? yield* mergeGuestCartAtLogin(session.user.id, request.headers.get("cookie"), secure) : { merged: 0, cookie: null }
      return { session, merge }
    }),
  )
  if (Exit.isFailure(exit)) {
    await runtime.runPromise(Effect.logInfo("mailed link refused", Cause.pretty(exit.cause)))
    headers.set("Location", purpose === "reset" ? `/${lang}/reset-password/?notice=linkInvalid` : `/${lang}/login/?notice=linkInvalid`)
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
